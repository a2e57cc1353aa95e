import { Mail } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import type { Route } from "./+types/contact";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export function loader({ context }: Route.LoaderArgs) {
  return { email: context.get(appContext).config.CONTACT_EMAIL };
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <div className="max-w-prose">
      <PageHeader title={m.contact_title()} description={m.contact_description()} />
      <section className="flex flex-col gap-3 rounded-xl border bg-card p-6 text-card-foreground">
        <Mail aria-hidden className="size-6 text-primary" />
        <p>{m.contact_email_intro()}</p>
        <a
          href={`mailto:${loaderData.email}`}
          className="self-start text-lg font-medium text-primary underline-offset-4 hover:underline"
        >
          {loaderData.email}
        </a>
        <p className="text-sm text-muted-foreground">{m.contact_response_time()}</p>
      </section>
      <p className="mt-6 text-sm text-muted-foreground">
        {m.contact_help_prefix()}{" "}
        <LocalizedLink to="/articles/help/getting-started" className="font-medium text-primary hover:underline">
          {m.contact_help_link()}
        </LocalizedLink>
      </p>
    </div>
  );
}

export const meta = () => pageMeta(m.contact_title(), m.contact_description());
