import { Check } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { STANDARD_PLAN } from "~/domain/billing/plans";
import { formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/** The standard plan with its benefits; shared by the landing page and /pricing. */
export function PricingPlans({ locale, headingLevel = 2 }: { locale: Locale; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const price = formatNumber(STANDARD_PLAN.priceCents / 100, locale, {
    style: "currency",
    currency: STANDARD_PLAN.currency,
  });
  const benefits = [
    m.pricing_benefit_credits({ count: STANDARD_PLAN.monthlyCredits }),
    m.pricing_benefit_recipes(),
    m.pricing_benefit_ideas(),
    m.pricing_benefit_collections(),
    m.pricing_benefit_trial({ days: STANDARD_PLAN.trialDays }),
  ];
  return (
    <article className="mx-auto flex w-full max-w-sm flex-col gap-6 rounded-2xl border-2 border-primary bg-card p-8 text-card-foreground shadow-sm">
      <div>
        <Heading className="text-xl font-semibold">{m.pricing_standard_name()}</Heading>
        <p className="mt-1 text-sm text-muted-foreground">{m.pricing_standard_tagline()}</p>
      </div>
      <p className="flex items-baseline gap-1">
        <span className="font-serif text-4xl font-semibold">{price}</span>
        <span className="text-muted-foreground">{m.pricing_per_month()}</span>
      </p>
      <ul className="flex flex-col gap-3 text-sm">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {benefit}
          </li>
        ))}
      </ul>
      <Button asChild size="lg">
        <LocalizedLink to="/auth/signup">{m.pricing_start_trial()}</LocalizedLink>
      </Button>
    </article>
  );
}
