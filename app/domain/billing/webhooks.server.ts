import { and, eq, lt } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "~/db/client.server";
import { stripeEvents, users } from "~/db/schema";
import type { Mail } from "~/domain/mail/mailer.server";
import { paymentFailedMail, trialEndingMail } from "~/domain/mail/templates";
import { isLocale, localizePath } from "~/lib/locale";
import { grantCredits } from "./credits.server";
import type { Payments } from "./stripe.server";
import { linkCustomer, loadCookPlan, syncSubscription } from "./subscriptions.server";

/**
 * Stripe's webhooks (ADR 014): each event is processed once by its id, and none trusts its own copy of the
 * subscription: it reads the subscription from Stripe again and stores that, so events may come in any order,
 * late, or twice. A delivery that fails leaves the event unprocessed, and Stripe delivers it again.
 */

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
] as const;
type HandledEvent = (typeof HANDLED_EVENTS)[number];

/**
 * processed: applied now; duplicate: applied before; in-progress: another delivery of it is being applied (Stripe
 * should try later); ignored: not an event the app acts on, or about a customer that is no cook's.
 */
export type WebhookOutcome = "processed" | "duplicate" | "in-progress" | "ignored";

/** A claim older than this was left by a delivery that died: another may take the event over. */
const STALE_CLAIM_MS = 5 * 60_000;

type Deps = { db: Db; payments: Payments; sendMail: (mail: Mail) => Promise<void> };

const isHandled = (type: string): type is HandledEvent => (HANDLED_EVENTS as readonly string[]).includes(type);

export async function processStripeEvent(deps: Deps, event: Stripe.Event): Promise<WebhookOutcome> {
  if (!isHandled(event.type)) return "ignored";
  const { db } = deps;
  const now = Date.now();
  // One conditional statement claims the event: a new id, or a claim gone stale.
  const claimed = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, status: "processing", claimedAt: now })
    .onConflictDoUpdate({
      target: stripeEvents.id,
      set: { claimedAt: now },
      setWhere: and(eq(stripeEvents.status, "processing"), lt(stripeEvents.claimedAt, now - STALE_CLAIM_MS)),
    })
    .returning({ id: stripeEvents.id });
  if (claimed.length === 0) {
    const [seen] = await db
      .select({ status: stripeEvents.status })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    return seen?.status === "done" ? "duplicate" : "in-progress";
  }
  let applied: boolean;
  try {
    applied = await applyEvent(deps, event);
  } catch (error) {
    // Unclaimed again, so Stripe's next delivery does the work.
    await db.delete(stripeEvents).where(and(eq(stripeEvents.id, event.id), eq(stripeEvents.claimedAt, now)));
    throw error;
  }
  await db.update(stripeEvents).set({ status: "done", processedAt: Date.now() }).where(eq(stripeEvents.id, event.id));
  return applied ? "processed" : "ignored";
}

/** The subscription an event is about, if any: an invoice names it through its parent since API 2025-03-31. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as
    | Stripe.Subscription
    | Stripe.Checkout.Session
    | Stripe.Invoice
    | { object: string };
  const idOf = (value: string | { id: string } | null | undefined) =>
    value === null || value === undefined ? null : typeof value === "string" ? value : value.id;
  switch (object.object) {
    case "subscription":
      return (object as Stripe.Subscription).id;
    case "checkout.session":
      return idOf((object as Stripe.Checkout.Session).subscription);
    case "invoice":
      return idOf((object as Stripe.Invoice).parent?.subscription_details?.subscription);
    default:
      return null;
  }
}

/** Applies one event; false when it concerned no cook (a subscription of another customer, a one-off invoice). */
async function applyEvent({ db, payments, sendMail }: Deps, event: Stripe.Event): Promise<boolean> {
  if (event.type === "checkout.session.completed") {
    const session = event.data.object as Stripe.Checkout.Session;
    // Checkout reuses the customer made for the cook; should it have made another, this links it.
    if (session.mode === "subscription" && session.client_reference_id && typeof session.customer === "string") {
      await linkCustomer(db, session.client_reference_id, session.customer);
    }
  }
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return false;
  const fetchedAt = Date.now();
  const subscription = await payments.stripe.subscriptions.retrieve(subscriptionId);
  const userId = await syncSubscription(db, subscription, fetchedAt);
  if (!userId) {
    console.warn(`stripe event ${event.id}: subscription ${subscriptionId} belongs to no cook`);
    return false;
  }
  const plan = await loadCookPlan(db, true, userId);
  // The current period's credits, once (their key is the period), whichever event comes first.
  await grantCredits(db, { id: userId, plan });
  if (event.type === "customer.subscription.trial_will_end" && subscription.status === "trialing") {
    const price = subscription.items.data[0]?.price;
    await mailCook(db, payments, sendMail, userId, (cook, link) =>
      trialEndingMail(cook, {
        trialEnd: new Date((subscription.trial_end ?? 0) * 1000),
        // What it costs afterwards, unless the cook has already cancelled.
        price:
          subscription.cancel_at_period_end || !price?.unit_amount
            ? null
            : { amount: price.unit_amount, currency: price.currency, interval: price.recurring?.interval ?? "month" },
        url: link("/settings/billing"),
      }),
    );
  }
  // A failure already put right (the state read now is paid) is not worth an alarming mail.
  if (event.type === "invoice.payment_failed" && ["past_due", "unpaid", "incomplete"].includes(subscription.status)) {
    await mailCook(db, payments, sendMail, userId, (cook, link) => paymentFailedMail(cook, link("/fail")));
  }
  return true;
}

type Recipient = Parameters<typeof paymentFailedMail>[0];

async function mailCook(
  db: Db,
  { appUrl }: Payments,
  sendMail: Deps["sendMail"],
  userId: string,
  write: (cook: Recipient, link: (path: string) => string) => Mail,
) {
  const [user] = await db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const locale = isLocale(user.locale) ? user.locale : "en";
  await sendMail(write({ ...user, locale }, (path) => `${appUrl}${localizePath(path, locale)}`));
}
