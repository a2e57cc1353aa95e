/** The standard plan. What it costs is shown; taking payment arrives with billing (Stripe), configured per deployment. */
export const STANDARD_PLAN = {
  id: "standard",
  monthlyCredits: 10,
  priceCents: 499,
  currency: "EUR",
  trialDays: 14,
} as const;
