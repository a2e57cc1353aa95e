import { CircleCheck, CircleSlash, CircleX, Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { SubmitButton } from "~/components/form-parts";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { checkoutOutcome } from "~/domain/billing/checkout.server";
import { paymentsOf } from "~/domain/billing/stripe.server";
import { customerOf } from "~/domain/billing/subscriptions.server";
import { formatDate } from "~/lib/format";
import { localizePath, stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/payment-outcome";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Where Stripe sends cooks back (/success, /cancel) and where a failed payment's e-mail leads (/fail). */
type Page = "success" | "cancel" | "fail";
const pageOf = (pathname: string): Page => {
  const path = stripLocale(pathname);
  return path === "/success" ? "success" : path === "/cancel" ? "cancel" : "fail";
};

/** How long /success keeps asking Stripe about a payment still in progress before it says it takes longer. */
const POLL_MS = 2_000;
const POLL_TIMES = 30;

/**
 * /success reads the Checkout Session named in its address from Stripe, for the signed-in cook only, and shows
 * what actually happened; /fail offers the Billing Portal to those who have an account there.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, env, session } = context.get(appContext);
  const url = new URL(request.url);
  const page = pageOf(url.pathname);
  const payments = paymentsOf(env);
  if (!payments) return { page, payments: false, outcome: null, portal: false };
  if (page === "fail") {
    const portal = Boolean(session && (await customerOf(db, session.user.id)));
    return { page, payments: true, outcome: null, portal };
  }
  const sessionId = url.searchParams.get("session_id");
  if (page !== "success" || !sessionId || !session) return { page, payments: true, outcome: null, portal: false };
  const outcome = await checkoutOutcome(db, payments, session.user.id, sessionId);
  // Another cook's checkout, or none at all, is not found.
  if (!outcome) throw notFound();
  return { page, payments: true, outcome, portal: false };
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function PaymentOutcome({ loaderData }: Route.ComponentProps) {
  const { page, payments } = loaderData;
  const billingLink = (
    <Button asChild variant={page === "success" ? "default" : "outline"}>
      <LocalizedLink to="/settings/billing">{m.settings_billing()}</LocalizedLink>
    </Button>
  );
  if (!payments) {
    return (
      <div className="mx-auto w-full max-w-md">
        <Notice icon={CircleSlash} title={m.payment_not_configured_title()} actions={billingLink}>
          <p>{m.payment_not_configured()}</p>
        </Notice>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md">
      {page === "success" ? (
        <Success loaderData={loaderData} actions={billingLink} />
      ) : page === "cancel" ? (
        <Notice
          icon={CircleSlash}
          title={m.payment_cancel_title()}
          actions={
            <>
              <Button asChild>
                <LocalizedLink to="/pricing">{m.payment_back_to_plans()}</LocalizedLink>
              </Button>
              {billingLink}
            </>
          }
        >
          <p>{m.payment_cancel_text()}</p>
        </Notice>
      ) : (
        <Notice icon={CircleX} title={m.payment_fail_title()} actions={<FailActions portal={loaderData.portal} />}>
          <p>{m.payment_fail_text()}</p>
        </Notice>
      )}
    </div>
  );
}

function Success({ loaderData, actions }: { loaderData: LoaderData; actions: React.ReactNode }) {
  const locale = useLocale();
  const { outcome } = loaderData;
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  const waiting = outcome?.state === "processing";
  // A payment still being confirmed: ask again every few seconds, for a minute, so the page updates by itself.
  useEffect(() => {
    if (!waiting || polls >= POLL_TIMES) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, polls, revalidator]);
  const date = (value: Date) => formatDate(value, locale, { dateStyle: "long", timeZone: "UTC" });
  switch (outcome?.state) {
    case "trial":
      return (
        <Notice icon={CircleCheck} title={m.payment_trial_title()} actions={actions}>
          <p>{m.payment_trial_text({ date: date(outcome.trialEnd) })}</p>
        </Notice>
      );
    case "paid":
      return (
        <Notice icon={CircleCheck} title={m.payment_success_title()} actions={actions}>
          <p>{m.payment_success_text({ date: date(outcome.periodEnd) })}</p>
        </Notice>
      );
    case "expired":
      return (
        <Notice icon={CircleSlash} title={m.payment_expired_title()} actions={actions}>
          <p>{m.payment_cancel_text()}</p>
        </Notice>
      );
    case "processing":
      return (
        <Notice icon={Clock} title={m.payment_processing_title()} actions={actions}>
          <p role="status">{polls < POLL_TIMES ? m.payment_processing_text() : m.payment_processing_slow()}</p>
        </Notice>
      );
    default:
      return (
        <Notice icon={CircleCheck} title={m.payment_no_session_title()} actions={actions}>
          <p>{m.payment_no_session_text()}</p>
        </Notice>
      );
  }
}

/** The portal, where the card is put right (for a cook who has a Stripe customer), and Billing. */
function FailActions({ portal }: { portal: boolean }) {
  const locale = useLocale();
  return (
    <>
      {portal && (
        <Form method="post" action={localizePath("/settings/billing", locale)}>
          <SubmitButton intent="portal">{m.billing_update_card()}</SubmitButton>
        </Form>
      )}
      <Button asChild variant="outline">
        <LocalizedLink to="/settings/billing">{m.settings_billing()}</LocalizedLink>
      </Button>
    </>
  );
}

export const meta: Route.MetaFunction = ({ location }) => {
  const page = pageOf(location.pathname);
  return pageMeta(
    page === "success"
      ? m.payment_success_title()
      : page === "cancel"
        ? m.payment_cancel_title()
        : m.payment_fail_title(),
  );
};
