import { Coins } from "lucide-react";
import { useLocale } from "~/components/localized-link";
import { Progress } from "~/components/ui/progress";
import { creditBalance } from "~/domain/billing/credits.server";
import { STANDARD_PLAN } from "~/domain/billing/plans";
import { formatDate, formatNumber } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { SettingsSection } from "./+shared/section";
import { loadSettingsUser } from "./+shared/settings.server";
import { SignedOutSection } from "./+shared/signed-out";
import type { Route } from "./+types/billing";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** The plan and what is left of this month's AI credits (the ledger's balance); payments are not built yet. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await loadSettingsUser(context);
  const { db, session } = context.get(appContext);
  if (!user || !session) return { billing: null };
  const now = new Date();
  return {
    billing: {
      plan: user.plan,
      allowance: STANDARD_PLAN.monthlyCredits,
      remaining: await creditBalance(db, { id: session.user.id, plan: user.plan }, now),
      renewsOn: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    },
  };
}

export default function Billing({ loaderData }: Route.ComponentProps) {
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
  return (
    <SettingsSection title={m.settings_billing()} description={m.settings_billing_description()}>
      <div className="flex max-w-xl flex-col gap-6">
        <section aria-labelledby="plan-heading" className="flex flex-col gap-2 rounded-xl border bg-card p-5">
          <h2 id="plan-heading" className="font-semibold">
            {m.settings_billing_plan({ plan: m.pricing_standard_name() })}
          </h2>
          <p className="text-sm text-muted-foreground">{m.settings_billing_payments_off()}</p>
        </section>
        <section aria-labelledby="credits-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-5">
          <h2 id="credits-heading" className="flex items-center gap-2 font-semibold">
            <Coins aria-hidden className="size-5 text-primary" />
            {m.settings_billing_credits_heading()}
          </h2>
          <p className="text-2xl font-semibold">
            {m.settings_billing_credits_left({
              remaining: formatNumber(billing.remaining, locale),
              allowance: formatNumber(billing.allowance, locale),
            })}
          </p>
          <Progress
            value={(billing.remaining / billing.allowance) * 100}
            aria-label={m.settings_billing_credits_heading()}
          />
          <p className="text-sm text-muted-foreground">
            {m.settings_billing_renews({
              date: formatDate(billing.renewsOn, locale, { dateStyle: "long", timeZone: "UTC" }),
            })}
          </p>
        </section>
      </div>
    </SettingsSection>
  );
}

export const meta = () => pageMeta(m.settings_billing());
