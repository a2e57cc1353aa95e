import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "~/db/client.server";
import { billingCustomers, subscriptions } from "~/db/schema";
import { type CookPlan, calendarPlan, PLANS, type SubscriptionView } from "./plans";

/**
 * Statuses in which a subscription gives Standard. While a renewal's payment has failed ("past_due") Stripe keeps
 * trying and the plan continues, but the new period's credits wait for the payment; "unpaid", "canceled",
 * "incomplete" (a first payment never made) and the rest are Free.
 */
const STANDARD_STATUSES = ["trialing", "active", "past_due"];

const seconds = (value: number) => new Date(value * 1000);

/**
 * The plan a cook is on now (plans.ts, `CookPlan`). `payments` says whether Stripe is configured: without it every
 * account has Standard. With it, the best live subscription counts (a paid or trialing one before one whose payment
 * failed); without one the cook is on Free.
 */
export async function loadCookPlan(db: Db, payments: boolean, userId: string, now = new Date()): Promise<CookPlan> {
  if (!payments) return calendarPlan("self-hosted", now);
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, STANDARD_STATUSES)))
    .orderBy(desc(subscriptions.currentPeriodStart));
  const live = rows.find((row) => row.status !== "past_due") ?? rows[0];
  if (!live) return calendarPlan("free", now);
  const paymentFailed = live.status === "past_due";
  const subscription: SubscriptionView = {
    status: live.status,
    trialEnd: live.status === "trialing" ? live.trialEnd : null,
    periodEnd: live.currentPeriodEnd,
    cancelAtPeriodEnd: live.cancelAtPeriodEnd,
    paymentFailed,
  };
  return {
    id: "standard",
    source: "subscription",
    period: live.currentPeriodStart.toISOString(),
    periodEnd: live.currentPeriodEnd,
    credits: paymentFailed ? 0 : PLANS.standard.monthlyCredits,
    subscription,
  };
}

/** The cook's Stripe customer and whether they have had their trial; null before their first checkout. */
export async function customerOf(db: Db, userId: string) {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Remembers whose a Stripe customer is. The first link of a cook wins; a customer already linked stays with its
 * cook, and a cook who no longer exists links nothing.
 */
export async function linkCustomer(db: Db, userId: string, customerId: string): Promise<void> {
  await db.$client
    .prepare("INSERT OR IGNORE INTO billing_customers (user_id, customer_id) SELECT id, ? FROM users WHERE id = ?")
    .bind(customerId, userId)
    .run();
}

const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

/**
 * Stores a subscription as Stripe described it when asked at `fetchedAt` (ms, taken before asking): the cook it
 * belongs to, or null when its customer is no cook's (nothing is stored). A reading never replaces one asked for
 * later, so events may arrive in any order: each reads the subscription again, and the latest reading wins.
 */
export async function syncSubscription(
  db: Db,
  subscription: Stripe.Subscription,
  fetchedAt: number,
): Promise<string | null> {
  const customerId = idOf(subscription.customer);
  const [customer] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId))
    .limit(1);
  if (!customer) return null;
  const item = subscription.items.data[0];
  if (!item) throw new Error(`subscription ${subscription.id} has no item`);
  const state = {
    status: subscription.status,
    priceId: item.price.id,
    currentPeriodStart: seconds(item.current_period_start),
    currentPeriodEnd: seconds(item.current_period_end),
    trialEnd: subscription.trial_end === null ? null : seconds(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: subscription.ended_at === null ? null : seconds(subscription.ended_at),
    fetchedAt,
    updatedAt: new Date(),
  };
  await db.batch([
    db
      .insert(subscriptions)
      .values({ id: subscription.id, userId: customer.userId, customerId, ...state })
      .onConflictDoUpdate({
        target: subscriptions.id,
        set: state,
        setWhere: sql`${subscriptions.fetchedAt} <= ${fetchedAt}`,
      }),
    // A trial, once it has begun, is used up for good, whatever happens to the subscription afterwards.
    ...(subscription.trial_start === null
      ? []
      : [
          db
            .update(billingCustomers)
            .set({ trialUsedAt: sql`COALESCE(${billingCustomers.trialUsedAt}, ${subscription.trial_start * 1000})` })
            .where(eq(billingCustomers.userId, customer.userId)),
        ]),
  ]);
  return customer.userId;
}
