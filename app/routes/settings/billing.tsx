import { CircleAlert, Coins, CreditCard } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { useLocale } from "~/components/localized-link";
import { Progress } from "~/components/ui/progress";
import { countIdeaRequests } from "~/domain/ai/ideas.server";
import { openPortal, standardPrice, startCheckout, trialAvailable } from "~/domain/billing/checkout.server";
import { creditBalance } from "~/domain/billing/credits.server";
import { type CookPlan, PLANS } from "~/domain/billing/plans";
import { paymentsOf } from "~/domain/billing/stripe.server";
import { customerOf, loadCookPlan } from "~/domain/billing/subscriptions.server";
import { countRecipes } from "~/domain/recipes/recipes.server";
import { formatDate, formatNumber, formatRecurringPrice } from "~/lib/format";
import type { FormResult } from "~/lib/forms";
import type { Locale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { localizedRedirect } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { SettingsSection } from "./+shared/section";
import { SignedOutSection } from "./+shared/signed-out";
import type { Route } from "./+types/billing";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * The cook's plan (with its trial end, renewal or end date, or a failed payment), the AI credits left in the
 * current period (the ledger's balance), what Free allows and what the cook uses of it, and the ways to Stripe:
 * Checkout to start the trial or upgrade, the Billing Portal for card, invoices and cancelling.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env, session } = context.get(appContext);
  if (!session) return { billing: null };
  const userId = session.user.id;
  const payments = paymentsOf(env);
  const plan = await loadCookPlan(db, Boolean(payments), userId);
  const onFree = plan.id === "free";
  const [remaining, recipes, ideaRequests, trial, customer, price] = await Promise.all([
    creditBalance(db, { id: userId, plan }),
    onFree ? countRecipes(db, userId) : 0,
    onFree ? countIdeaRequests(db, userId) : 0,
    trialAvailable(db, userId),
    customerOf(db, userId),
    payments && plan.subscription?.trialEnd && !plan.subscription.cancelAtPeriodEnd ? standardPrice(payments) : null,
  ]);
  return {
    billing: {
      payments: Boolean(payments),
      plan,
      credits: { remaining, allowance: PLANS[plan.id].monthlyCredits },
      usage: onFree ? { recipes, ideaRequests } : null,
      trialAvailable: trial,
      hasCustomer: Boolean(customer),
      price,
    },
  };
}

const unreachable = (intent: string) =>
  data<FormResult>({ intent, formError: m.billing_provider_unreachable() }, { status: 502 });

/** 'Start free trial' / 'Upgrade' go to Stripe Checkout; 'Manage billing' to the Billing Portal. */
export async function action({ context, request }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const { db, env, locale } = context.get(appContext);
  const payments = paymentsOf(env);
  if (!payments) return data<FormResult>({ formError: m.billing_payments_off() }, { status: 404 });
  const intent = (await readForm(request)).get("intent");
  if (intent === "checkout") {
    // A cook on Standard manages it here rather than buying it twice.
    if ((await loadCookPlan(db, true, session.user.id)).source === "subscription") {
      throw localizedRedirect(request, "/settings/billing");
    }
    const { id, email, name } = session.user;
    let url: string;
    try {
      url = await startCheckout(db, payments, { id, email, name, locale });
    } catch (error) {
      console.error("checkout could not be started", error);
      return unreachable("checkout");
    }
    throw redirect(url);
  }
  if (intent === "portal") {
    let url: string | null;
    try {
      url = await openPortal(db, payments, session.user.id, locale);
    } catch (error) {
      console.error("the billing portal could not be opened", error);
      return unreachable("portal");
    }
    if (!url) return data<FormResult>({ intent, formError: m.billing_no_account() }, { status: 404 });
    throw redirect(url);
  }
  return data<FormResult>({ formError: m.api_error_bad_request() }, { status: 400 });
}

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { billing } = loaderData;
  if (!billing) {
    return (
      <SignedOutSection
        title={m.settings_billing()}
        description={m.settings_billing_description()}
        text={m.settings_billing_sign_in()}
      />
    );
  }
  const { plan, credits, usage } = billing;
  const date = (value: Date) => formatDate(value, locale, { dateStyle: "long", timeZone: "UTC" });
  return (
    <SettingsSection title={m.settings_billing()} description={m.settings_billing_description()}>
      <div className="flex max-w-xl flex-col gap-6">
        {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
        {plan.subscription?.paymentFailed && (
          <div role="alert" className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-5">
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
            <div className="flex flex-col gap-1">
              <h2 className="font-semibold">{m.billing_payment_failed_title()}</h2>
              <p className="text-sm">{m.billing_payment_failed_text()}</p>
            </div>
          </div>
        )}
        <section aria-labelledby="plan-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-5">
          <h2 id="plan-heading" className="flex items-center gap-2 font-semibold">
            <CreditCard aria-hidden className="size-5 text-primary" />
            {m.settings_billing_plan({
              plan: plan.id === "standard" ? m.pricing_standard_name() : m.pricing_free_name(),
            })}
          </h2>
          <p className="text-sm text-muted-foreground">{planText(billing, locale, date)}</p>
          {billing.payments && (
            <div className="flex flex-wrap gap-3">
              {plan.id === "free" && (
                <Form method="post">
                  <SubmitButton intent="checkout">
                    {billing.trialAvailable ? m.pricing_start_trial() : m.pricing_upgrade()}
                  </SubmitButton>
                </Form>
              )}
              {billing.hasCustomer && (
                <Form method="post">
                  <SubmitButton intent="portal" variant="outline">
                    {m.billing_manage()}
                  </SubmitButton>
                </Form>
              )}
            </div>
          )}
        </section>
        <section aria-labelledby="credits-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-5">
          <h2 id="credits-heading" className="flex items-center gap-2 font-semibold">
            <Coins aria-hidden className="size-5 text-primary" />
            {m.settings_billing_credits_heading()}
          </h2>
          <p className="text-2xl font-semibold">
            {m.settings_billing_credits_left({
              remaining: formatNumber(credits.remaining, locale),
              allowance: formatNumber(credits.allowance, locale),
            })}
          </p>
          <Progress
            value={(Math.max(0, credits.remaining) / Math.max(1, credits.allowance)) * 100}
            aria-label={m.settings_billing_credits_heading()}
          />
          <p className="text-sm text-muted-foreground">
            {plan.credits > 0
              ? m.settings_billing_renews({ date: date(plan.periodEnd) })
              : m.billing_credits_after_payment()}
          </p>
        </section>
        {usage && (
          <section aria-labelledby="usage-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-5">
            <h2 id="usage-heading" className="font-semibold">
              {m.billing_usage_heading()}
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              <li>
                {m.billing_usage_recipes({
                  used: formatNumber(usage.recipes, locale),
                  limit: formatNumber(PLANS.free.limits.recipes, locale),
                })}
              </li>
              <li>
                {m.billing_usage_idea_requests({
                  used: formatNumber(usage.ideaRequests, locale),
                  limit: formatNumber(PLANS.free.limits.ideaRequests, locale),
                })}
              </li>
            </ul>
            <p className="text-sm text-muted-foreground">{m.billing_usage_keeps()}</p>
          </section>
        )}
      </div>
    </SettingsSection>
  );
}

/** What the plan is doing: no payments here, a trial until, renewing on, ending on, or Free. */
function planText(
  billing: { payments: boolean; plan: CookPlan; price: Parameters<typeof formatRecurringPrice>[0] | null },
  locale: Locale,
  date: (value: Date) => string,
) {
  const { plan, price } = billing;
  const subscription = plan.subscription;
  if (!billing.payments) return m.settings_billing_payments_off();
  if (!subscription) return m.billing_free_text({ credits: PLANS.free.monthlyCredits });
  if (subscription.trialEnd) {
    if (subscription.cancelAtPeriodEnd) return m.billing_trial_ends_then_free({ date: date(subscription.trialEnd) });
    return price
      ? m.billing_trial_until({ date: date(subscription.trialEnd), price: formatRecurringPrice(price, locale) })
      : m.billing_trial_until_no_price({ date: date(subscription.trialEnd) });
  }
  if (subscription.cancelAtPeriodEnd) return m.billing_ends_on({ date: date(subscription.periodEnd) });
  if (subscription.paymentFailed) return m.billing_retrying();
  return m.billing_renews_on({ date: date(subscription.periodEnd) });
}

export const meta = () => pageMeta(m.settings_billing());
