import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { LocalizedLink } from "~/components/localized-link";
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
      <LocalizedLink
        to="/settings"
        className="mb-2 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground md:hidden"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {m.settings_title()}
      </LocalizedLink>
      <PageHeader title={title} description={description} />
      {children}
    </>
  );
}
