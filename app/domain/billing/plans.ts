import type { Locale } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/**
 * The plans and everything they allow, in one place (ADR 014). Pricing, Billing, the credit ledger and every guard
 * read these constants; what a plan costs comes from Stripe's price, never from here.
 */

export type PlanId = "free" | "standard";

/** What a plan caps; `null` is unlimited. Saved recipes and collections count what the cook has, idea requests a month. */
export type Allowance = "recipes" | "ideaRequests" | "collections";

type Plan = { id: PlanId; monthlyCredits: number; limits: Record<Allowance, number | null> };

export const PLANS = {
  /** Enough to try every feature and keep a small collection for good; the AI costs the operator money. */
  free: { id: "free", monthlyCredits: 3, limits: { recipes: 50, ideaRequests: 20, collections: 3 } },
  /** What the product spec lists for Standard. */
  standard: { id: "standard", monthlyCredits: 10, limits: { recipes: null, ideaRequests: null, collections: null } },
} as const satisfies Record<PlanId, Plan>;

/** Standard's free trial, offered once per cook. */
export const TRIAL_DAYS = 14;

/** A Stripe subscription as the app shows it (domain/billing/subscriptions.server.ts keeps it in step). */
export type SubscriptionView = {
  status: string;
  /** The end of the trial while it runs, else null. */
  trialEnd: Date | null;
  /** When the current billing period ends: the next payment, or the end of the plan when it is cancelled. */
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The last payment failed and Stripe is trying again: the plan continues, its new credits wait for the payment. */
  paymentFailed: boolean;
};

/**
 * The plan a cook is on now and the period its AI credits belong to. Without payments configured every account has
 * the Standard allowances per calendar month ("self-hosted"); with Stripe, Standard comes from a live subscription
 * and its credits from the subscription's billing period, and everyone else is on Free per calendar month.
 */
export type CookPlan = {
  id: PlanId;
  source: "self-hosted" | "free" | "subscription";
  /** The credit period's key in the ledger: a calendar month ("2026-11") or a billing period's start (ISO). */
  period: string;
  /** When the period ends and the next allowance begins. */
  periodEnd: Date;
  /** Credits this period grants: the plan's, or none while a renewal's payment has failed. */
  credits: number;
  subscription: SubscriptionView | null;
};

/** The calendar month in UTC, "2026-11", and when it ends. */
export function calendarPeriod(now: Date): { period: string; periodEnd: Date } {
  return {
    period: now.toISOString().slice(0, 7),
    periodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/**
 * A plan whose credits run per calendar month: every account on a server without payments ("self-hosted", with
 * Standard's allowances), and Free.
 */
export function calendarPlan(source: "self-hosted" | "free", now = new Date()): CookPlan {
  const id = source === "free" ? "free" : "standard";
  return { id, source, ...calendarPeriod(now), credits: PLANS[id].monthlyCredits, subscription: null };
}

/**
 * The allowance check every guard calls before adding something: how many more `kind` the plan allows when the cook
 * has `used` (recipes, collections) or has asked for `used` this month (idea requests); Infinity when unlimited.
 * Only additions are refused: what the cook already has stays readable, editable, searchable and exportable.
 */
export function allowanceLeft(plan: PlanId, kind: Allowance, used: number): number {
  const limit = PLANS[plan].limits[kind];
  return limit === null ? Number.POSITIVE_INFINITY : Math.max(0, limit - used);
}

/**
 * Why an addition was refused, in the request's language (or `locale`, for /api), naming the way out; pages add a
 * link to /pricing. Only Free has limits.
 */
export function allowanceReachedMessage(kind: Allowance, locale?: Locale): string {
  const limit = PLANS.free.limits[kind];
  const options = locale ? { locale } : {};
  switch (kind) {
    case "recipes":
      return m.plan_limit_recipes({ limit }, options);
    case "ideaRequests":
      return m.plan_limit_idea_requests({ limit }, options);
    case "collections":
      return m.plan_limit_collections({ limit }, options);
  }
}
