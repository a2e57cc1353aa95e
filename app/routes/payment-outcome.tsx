import { CircleCheck, CircleSlash, CircleX } from "lucide-react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/payment-outcome";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Where the payment provider sends people back: /success, /cancel, /fail. */
const OUTCOMES = {
  "/success": { icon: CircleCheck, title: m.payment_success_title },
  "/cancel": { icon: CircleSlash, title: m.payment_cancel_title },
  "/fail": { icon: CircleX, title: m.payment_fail_title },
};

function outcomeFor(pathname: string) {
  return OUTCOMES[stripLocale(pathname) as keyof typeof OUTCOMES] ?? OUTCOMES["/fail"];
}

export default function PaymentOutcome() {
  const outcome = outcomeFor(useLocation().pathname);
  return (
    <div className="mx-auto w-full max-w-md">
      <Notice
        icon={outcome.icon}
        title={outcome.title()}
        actions={
          <Button asChild>
            <LocalizedLink to="/settings/billing">{m.settings_billing()}</LocalizedLink>
          </Button>
        }
      >
        {/* No payment provider is built in yet: no payment can have happened, whatever the URL says. */}
        <p>{m.payment_not_configured()}</p>
      </Notice>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(outcomeFor(location.pathname).title());
