import { PricingPlans } from "~/components/pricing-plans";
import { PLANS } from "~/domain/billing/plans";
import { publicPageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { loadPricing } from "./+shared/pricing.server";
import type { Route } from "./+types/pricing";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

export async function loader({ context }: Route.LoaderArgs) {
  return { locale: context.get(appContext).locale, pricing: await loadPricing(context) };
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { payments } = loaderData.pricing;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 md:py-20">
      <h1 className="text-center font-serif text-4xl font-semibold tracking-tight">{m.pricing_title()}</h1>
      <p className="mx-auto mt-3 mb-10 max-w-xl text-center text-muted-foreground">
        {payments ? m.pricing_subtitle() : m.pricing_subtitle_payments_off()}
      </p>
      <PricingPlans locale={loaderData.locale} pricing={loaderData.pricing} />
      <section aria-labelledby="pricing-faq" className="mx-auto mt-16 max-w-2xl">
        <h2 id="pricing-faq" className="font-serif text-2xl font-semibold">
          {m.pricing_faq_title()}
        </h2>
        <dl className="mt-4 flex flex-col gap-4">
          {[
            [m.pricing_faq_credits_q(), m.pricing_faq_credits_a()],
            [
              m.pricing_faq_ideas_q(),
              payments
                ? m.pricing_faq_ideas_a({ limit: PLANS.free.limits.ideaRequests })
                : m.pricing_faq_ideas_a_payments_off(),
            ],
            payments
              ? [m.pricing_faq_cancel_q(), m.pricing_faq_cancel_a()]
              : [m.pricing_faq_pay_q(), m.pricing_faq_pay_a()],
            ...(payments ? [[m.pricing_faq_limits_q(), m.pricing_faq_limits_a()]] : []),
          ].map(([question = "", answer]) => (
            <div key={question} className="rounded-lg border p-4">
              <dt className="font-medium">{question}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, { title: m.pricing_title(), description: m.pricing_subtitle(), preview: "pricing" });
