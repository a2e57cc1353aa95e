import type { RouterContextProvider } from "react-router";
import type { Pricing } from "~/components/pricing-plans";
import { standardPrice, trialAvailable } from "~/domain/billing/checkout.server";
import { paymentsOf } from "~/domain/billing/stripe.server";
import { loadCookPlan } from "~/domain/billing/subscriptions.server";
import { appContext } from "~/server/context";

/** What the pricing cards of /pricing and the landing page need, for whoever is looking. */
export async function loadPricing(context: Readonly<RouterContextProvider>): Promise<Pricing> {
  const { env, db, session } = context.get(appContext);
  const payments = paymentsOf(env);
  if (!payments)
    return { payments: false, price: null, cook: session ? { plan: "standard", trialAvailable: false } : null };
  const userId = session?.user.id;
  const [price, plan, trial] = await Promise.all([
    standardPrice(payments),
    userId ? loadCookPlan(db, true, userId) : null,
    userId ? trialAvailable(db, userId) : false,
  ]);
  return { payments: true, price, cook: plan ? { plan: plan.id, trialAvailable: trial } : null };
}
