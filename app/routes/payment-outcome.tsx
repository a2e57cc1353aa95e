import { CircleCheck, CircleSlash, CircleX } from "lucide-react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { appContext } from "~/lib/app-context";
import { describeServices } from "~/lib/config.server";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/payment-outcome";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Where the payment provider sends people back: /success, /cancel, /fail. */
const OUTCOMES = {
  "/success": { icon: CircleCheck, title: m.payment_success_title, text: m.payment_success_text },
  "/cancel": { icon: CircleSlash, title: m.payment_cancel_title, text: m.payment_cancel_text },
  "/fail": { icon: CircleX, title: m.payment_fail_title, text: m.payment_fail_text },
};

function outcomeFor(pathname: string) {
  return OUTCOMES[stripLocale(pathname) as keyof typeof OUTCOMES] ?? OUTCOMES["/fail"];
}

export function loader({ context }: Route.LoaderArgs) {
  return { paymentsConfigured: describeServices(context.get(appContext).env).payments === "stripe" };
}

export default function PaymentOutcome({ loaderData }: Route.ComponentProps) {
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
        {/* Without a configured provider no payment can have happened, whatever the URL says. */}
        <p>{loaderData.paymentsConfigured ? outcome.text() : m.payment_not_configured()}</p>
      </Notice>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(outcomeFor(location.pathname).title());
