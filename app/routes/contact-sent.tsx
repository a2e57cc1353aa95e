import { MailCheck } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/contact-sent";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

/** After the contact form: the message reached us; the copy to the sender is mentioned only if it went out. */
export function loader({ request }: Route.LoaderArgs) {
  return { copySent: new URL(request.url).searchParams.get("copy") !== "failed" };
}

export default function ContactSent({ loaderData }: Route.ComponentProps) {
  return (
    <Notice
      icon={MailCheck}
      title={m.contact_sent_title()}
      actions={
        <Button asChild>
          <LocalizedLink to="/articles">{m.contact_sent_articles()}</LocalizedLink>
        </Button>
      }
    >
      <p>{m.contact_sent_text()}</p>
      <p className="text-sm">{loaderData.copySent ? m.contact_sent_copy() : m.contact_sent_copy_failed()}</p>
    </Notice>
  );
}

export const meta = () => pageMeta(m.contact_sent_title());
