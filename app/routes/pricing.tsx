import { PricingPlans } from "~/components/pricing-plans";
import { publicPageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import type { Route } from "./+types/pricing";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export function loader({ context }: Route.LoaderArgs) {
  return { locale: context.get(appContext).locale };
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 md:py-20">
      <h1 className="text-center font-serif text-4xl font-semibold tracking-tight">{m.pricing_title()}</h1>
      <p className="mx-auto mt-3 mb-10 max-w-xl text-center text-muted-foreground">{m.pricing_subtitle()}</p>
      <PricingPlans locale={loaderData.locale} />
      <section aria-labelledby="pricing-faq" className="mx-auto mt-16 max-w-2xl">
        <h2 id="pricing-faq" className="font-serif text-2xl font-semibold">
          {m.pricing_faq_title()}
        </h2>
        <dl className="mt-4 flex flex-col gap-4">
          {[
            [m.pricing_faq_credits_q(), m.pricing_faq_credits_a()],
            [m.pricing_faq_ideas_q(), m.pricing_faq_ideas_a()],
            [m.pricing_faq_cancel_q(), m.pricing_faq_cancel_a()],
          ].map(([question, answer]) => (
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
