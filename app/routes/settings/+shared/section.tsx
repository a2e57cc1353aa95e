import type { ReactNode } from "react";
import { BackLink } from "~/components/back-link";
import { PageHeader } from "~/components/page-header";
import { m } from "~/paraglide/messages.js";

/** One settings page: a way back to the list on phones, the heading, the forms. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <BackLink to="/settings" label={m.settings_title()} className="md:hidden" />
      <PageHeader title={title} description={description} />
      {children}
    </>
  );
}
