import { MailCheck } from "lucide-react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/email-sent";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

/** After sign-up (/auth/check-email) and after a reset request (/auth/password-reset-sent): a link is on its way. */
const VARIANTS = {
  "/auth/check-email": { title: m.auth_check_email_title, text: m.auth_check_email_text },
  "/auth/password-reset-sent": { title: m.auth_reset_sent_title, text: m.auth_reset_sent_text },
};

function variantFor(pathname: string) {
  return VARIANTS[stripLocale(pathname) as keyof typeof VARIANTS] ?? VARIANTS["/auth/check-email"];
}

export default function EmailSent() {
  const variant = variantFor(useLocation().pathname);
  return (
    <Notice
      icon={MailCheck}
      title={variant.title()}
      actions={
        <Button asChild>
          <LocalizedLink to="/auth/signin">{m.auth_go_to_signin()}</LocalizedLink>
        </Button>
      }
    >
      <p>{variant.text()}</p>
      <p className="text-sm">{m.auth_check_email_hint()}</p>
    </Notice>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(variantFor(location.pathname).title());
