import Stripe from "stripe";
import type { Db } from "~/db/client.server";
import type { RecurringPrice } from "~/lib/format";
import { type Locale, localizePath } from "~/lib/locale";
import { TRIAL_DAYS } from "./plans";
import type { Payments } from "./stripe.server";
import { customerOf, linkCustomer, syncSubscription } from "./subscriptions.server";

/** Checkout, the billing portal, the Standard price and cancelling: the calls the app makes to Stripe. */

type Cook = { id: string; email: string; name: string; locale: Locale };

/**
 * The cook's Stripe customer, created at their first checkout and reused ever after. The idempotency key makes two
 * checkouts started at once create one customer; the first link stored wins.
 */
async function ensureCustomer(db: Db, { stripe }: Payments, cook: Cook) {
  const known = await customerOf(db, cook.id);
  if (known) return known;
  const customer = await stripe.customers.create(
    { email: cook.email, name: cook.name, preferred_locales: [cook.locale], metadata: { userId: cook.id } },
    { idempotencyKey: `customer-${cook.id}` },
  );
  await linkCustomer(db, cook.id, customer.id);
  const linked = await customerOf(db, cook.id);
  if (!linked) throw new Error(`the customer of ${cook.id} was not stored`);
  return linked;
}

/**
 * A Checkout Session for Standard: subscription mode, the configured price, the free trial while the cook has not
 * had one, in the cook's language, for their one customer. Answers the page to send the cook to.
 */
export async function startCheckout(db: Db, payments: Payments, cook: Cook): Promise<string> {
  const customer = await ensureCustomer(db, payments, cook);
  const back = (path: string) => `${payments.appUrl}${localizePath(path, cook.locale)}`;
  const session = await payments.stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.customerId,
    client_reference_id: cook.id,
    line_items: [{ price: payments.priceId, quantity: 1 }],
    subscription_data: {
      metadata: { userId: cook.id },
      ...(customer.trialUsedAt ? {} : { trial_period_days: TRIAL_DAYS }),
    },
    locale: cook.locale,
    // Stripe puts the session's id in place of the placeholder; /success reads the session by it.
    success_url: `${back("/success")}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: back("/cancel"),
  });
  if (!session.url) throw new Error(`checkout session ${session.id} has no page`);
  return session.url;
}

/** Whether the cook may still start a free trial: not if any subscription of theirs ever had one. */
export async function trialAvailable(db: Db, userId: string): Promise<boolean> {
  return !(await customerOf(db, userId))?.trialUsedAt;
}

/** A Billing Portal session (card, invoices, cancelling) for the cook, or null when they have never checked out. */
export async function openPortal(db: Db, payments: Payments, userId: string, locale: Locale): Promise<string | null> {
  const customer = await customerOf(db, userId);
  if (!customer) return null;
  const session = await payments.stripe.billingPortal.sessions.create({
    customer: customer.customerId,
    return_url: `${payments.appUrl}${localizePath("/settings/billing", locale)}`,
    locale,
  });
  return session.url;
}

export type CheckoutOutcome =
  | { state: "trial"; trialEnd: Date }
  | { state: "paid"; periodEnd: Date }
  | { state: "processing" }
  | { state: "expired" };

/**
 * What a finished checkout actually did, read from Stripe (never from the address): the trial started, the payment
 * received, still in progress, or expired unpaid. The subscription is stored on the way, so Billing shows it at
 * once whether or not the webhook has arrived. Null for a session that is not this cook's, or none at all.
 */
export async function checkoutOutcome(
  db: Db,
  { stripe }: Payments,
  userId: string,
  sessionId: string,
): Promise<CheckoutOutcome | null> {
  const fetchedAt = Date.now();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
    throw error;
  }
  if (session.client_reference_id !== userId) return null;
  if (session.status === "expired") return { state: "expired" };
  const subscription = typeof session.subscription === "object" ? session.subscription : null;
  if (session.status !== "complete" || !subscription) return { state: "processing" };
  await syncSubscription(db, subscription, fetchedAt);
  const item = subscription.items.data[0];
  if (subscription.status === "trialing" && subscription.trial_end !== null) {
    return { state: "trial", trialEnd: new Date(subscription.trial_end * 1000) };
  }
  if (subscription.status === "active" && session.payment_status === "paid" && item) {
    return { state: "paid", periodEnd: new Date(item.current_period_end * 1000) };
  }
  return { state: "processing" };
}

// Kept an hour per isolate (a failure a minute), so pricing costs Stripe a call only now and then.
const PRICE_TTL_MS = 60 * 60_000;
const PRICE_RETRY_MS = 60_000;
const prices = new Map<string, { price: RecurringPrice | null; until: number }>();

/** The Standard price as Stripe has it, for pricing and billing; null when Stripe cannot tell just now. */
export async function standardPrice({ stripe, priceId }: Payments): Promise<RecurringPrice | null> {
  const cached = prices.get(priceId);
  if (cached && cached.until > Date.now()) return cached.price;
  let price: RecurringPrice | null = null;
  try {
    const found = await stripe.prices.retrieve(priceId);
    if (found.unit_amount !== null && found.recurring) {
      price = { amount: found.unit_amount, currency: found.currency, interval: found.recurring.interval };
    }
  } catch (error) {
    // Pricing then names no figure and says the price is shown at checkout.
    console.warn("the Standard price could not be read from Stripe", error);
  }
  prices.set(priceId, { price, until: Date.now() + (price ? PRICE_TTL_MS : PRICE_RETRY_MS) });
  return price;
}

/**
 * Cancels at once every subscription of the cook that still runs at Stripe (asked of Stripe, so one whose webhook
 * never came is found too): account deletion does this first, and deletes nothing if it fails.
 */
export async function cancelSubscriptions(db: Db, { stripe }: Payments, userId: string): Promise<void> {
  const customer = await customerOf(db, userId);
  if (!customer) return;
  for await (const subscription of stripe.subscriptions.list({ customer: customer.customerId, status: "all" })) {
    if (subscription.status === "canceled" || subscription.status === "incomplete_expired") continue;
    await stripe.subscriptions.cancel(subscription.id);
  }
}
