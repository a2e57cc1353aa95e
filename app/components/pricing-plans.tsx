import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { PLANS, type PlanId, TRIAL_DAYS } from "~/domain/billing/plans";
import { cn } from "~/lib/cn";
import { formatRecurringPrice, type RecurringPrice } from "~/lib/format";
import { type Locale, localizePath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/**
 * What the pricing cards show (routes/+shared/pricing.server.ts): whether this server takes payments, the Standard
 * price as Stripe has it (null: not known just now), and for a signed-in cook their plan and whether their free
 * trial is still there.
 */
export type Pricing = {
  payments: boolean;
  price: RecurringPrice | null;
  cook: { plan: PlanId; trialAvailable: boolean } | null;
};

const limitText = (limit: number | null, unlimited: () => string, capped: (limit: number) => string) =>
  limit === null ? unlimited() : capped(limit);

function benefits(plan: PlanId, payments: boolean) {
  const { monthlyCredits, limits } = PLANS[plan];
  return [
    m.pricing_benefit_credits({ count: monthlyCredits }),
    limitText(limits.recipes, m.pricing_benefit_recipes, (limit) => m.pricing_benefit_recipes_capped({ limit })),
    limitText(limits.ideaRequests, m.pricing_benefit_ideas, (limit) => m.pricing_benefit_ideas_capped({ limit })),
    limitText(limits.collections, m.pricing_benefit_collections, (limit) =>
      m.pricing_benefit_collections_capped({ limit }),
    ),
    ...(plan === "standard" && payments ? [m.pricing_benefit_trial({ days: TRIAL_DAYS })] : []),
  ];
}

/**
 * The plans with what each allows; shared by the landing page and /pricing. With payments configured: Free and
 * Standard, Standard's price from Stripe, and the button that fits the cook (sign up, start the trial or upgrade
 * through Stripe Checkout, or manage billing). Without: Standard only, which every account has, and says so.
 */
export function PricingPlans({
  locale,
  pricing,
  headingLevel = 2,
}: {
  locale: Locale;
  pricing: Pricing;
  headingLevel?: 2 | 3;
}) {
  const { payments, price, cook } = pricing;
  if (!payments) {
    return (
      <div className="flex flex-col items-center gap-6">
        <PlanCard
          headingLevel={headingLevel}
          plan="standard"
          featured
          price={<span className="font-serif text-4xl font-semibold">{m.pricing_included()}</span>}
          benefits={benefits("standard", false)}
          footnote={m.pricing_payments_off()}
          action={
            <Button asChild size="lg">
              <LocalizedLink to={cook ? "/dashboard" : "/auth/signup"}>
                {cook ? m.home_go_to_app() : m.home_start_free()}
              </LocalizedLink>
            </Button>
          }
        />
      </div>
    );
  }
  const onPlan = (plan: PlanId) => cook?.plan === plan;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 md:grid-cols-2">
      <PlanCard
        headingLevel={headingLevel}
        plan="free"
        current={onPlan("free")}
        price={<span className="font-serif text-4xl font-semibold">{m.pricing_free_price()}</span>}
        benefits={benefits("free", true)}
        action={
          cook ? null : (
            <Button asChild size="lg" variant="outline">
              <LocalizedLink to="/auth/signup">{m.home_start_free()}</LocalizedLink>
            </Button>
          )
        }
      />
      <PlanCard
        headingLevel={headingLevel}
        plan="standard"
        featured
        current={onPlan("standard")}
        price={
          price ? (
            <span className="font-serif text-4xl font-semibold">{formatRecurringPrice(price, locale)}</span>
          ) : (
            <span className="text-muted-foreground">{m.pricing_price_at_checkout()}</span>
          )
        }
        benefits={benefits("standard", true)}
        action={<StandardAction locale={locale} cook={cook} />}
      />
    </div>
  );
}

/** Signed out: sign up first. On Free: Stripe Checkout, with the trial while the cook has it. On Standard: Billing. */
function StandardAction({ locale, cook }: { locale: Locale; cook: Pricing["cook"] }) {
  if (!cook) {
    return (
      <Button asChild size="lg">
        <LocalizedLink to="/auth/signup">{m.pricing_start_trial()}</LocalizedLink>
      </Button>
    );
  }
  if (cook.plan === "standard") {
    return (
      <Button asChild size="lg" variant="outline">
        <LocalizedLink to="/settings/billing">{m.billing_manage()}</LocalizedLink>
      </Button>
    );
  }
  return (
    <Form method="post" action={localizePath("/settings/billing", locale)} className="flex flex-col">
      <Button type="submit" name="intent" value="checkout" size="lg">
        {cook.trialAvailable ? m.pricing_start_trial() : m.pricing_upgrade()}
      </Button>
    </Form>
  );
}

function PlanCard({
  headingLevel,
  plan,
  featured = false,
  current = false,
  price,
  benefits,
  footnote,
  action,
}: {
  headingLevel: 2 | 3;
  plan: PlanId;
  featured?: boolean;
  current?: boolean;
  price: ReactNode;
  benefits: string[];
  footnote?: string;
  action: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cn(
        "flex w-full max-w-sm flex-col gap-6 justify-self-center rounded-2xl border bg-card p-8 text-card-foreground shadow-sm",
        featured && "border-2 border-primary",
      )}
    >
      <div>
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="text-xl font-semibold">
            {plan === "standard" ? m.pricing_standard_name() : m.pricing_free_name()}
          </Heading>
          {current && <Badge>{m.pricing_current_plan()}</Badge>}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {plan === "standard" ? m.pricing_standard_tagline() : m.pricing_free_tagline()}
        </p>
      </div>
      <p className="flex items-baseline gap-1">{price}</p>
      <ul className="flex flex-col gap-3 text-sm">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {benefit}
          </li>
        ))}
      </ul>
      {footnote && <p className="text-sm text-muted-foreground">{footnote}</p>}
      {action && <div className="mt-auto flex flex-col">{action}</div>}
    </article>
  );
}
