import type { Db } from "~/db/client.server";
import { CREDIT_COSTS } from "./costs";
import { STANDARD_PLAN } from "./plans";

/**
 * Credits (ADR 006). The balance of a period is the sum of the user's ledger rows in it. The monthly grant is
 * written lazily and once (a unique index); a spend is one conditional INSERT that only lands while the balance
 * covers it, which D1 runs atomically, so concurrent requests cannot overdraw; a refund names its spend and lands
 * once. No cron, no read-modify-write.
 */

type SpendReason = "recipe" | "image" | "scan";

const MONTHLY_CREDITS: Record<string, number> = { [STANDARD_PLAN.id]: STANDARD_PLAN.monthlyCredits };

/** The calendar month in UTC, "2026-11". */
function currentPeriod(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

function grantStatement(d1: D1Database, userId: string, plan: string, period: string) {
  return d1
    .prepare(
      "INSERT OR IGNORE INTO credit_ledger (id, user_id, period, delta, reason, reference) VALUES (?, ?, ?, ?, 'grant', ?)",
    )
    .bind(crypto.randomUUID(), userId, period, MONTHLY_CREDITS[plan] ?? 0, period);
}

/** What the user has left this month; before the first use of a month, the full allowance. */
export async function creditBalance(db: Db, user: { id: string; plan: string }, now = new Date()): Promise<number> {
  const period = currentPeriod(now);
  const row = await db.$client
    .prepare(
      "SELECT COALESCE(SUM(delta), 0) AS balance, COUNT(CASE WHEN reason = 'grant' THEN 1 END) AS granted FROM credit_ledger WHERE user_id = ? AND period = ?",
    )
    .bind(user.id, period)
    .first<{ balance: number; granted: number }>();
  const balance = row?.balance ?? 0;
  return row?.granted ? balance : balance + (MONTHLY_CREDITS[user.plan] ?? 0);
}

/**
 * Takes the credits `reason` costs for `reference` (an idea, a recipe) if the balance covers them: the spend's id,
 * which a refund names; null when the balance does not cover them.
 * The grant for the month and the spend go in one batch, and the spend's own WHERE re-reads the balance.
 */
export async function spendCredits(
  db: Db,
  user: { id: string; plan: string },
  reason: SpendReason,
  reference: string,
  now = new Date(),
): Promise<string | null> {
  const period = currentPeriod(now);
  const amount = CREDIT_COSTS[reason];
  const id = crypto.randomUUID();
  const d1 = db.$client;
  const [, spend] = await d1.batch([
    grantStatement(d1, user.id, user.plan, period),
    d1
      .prepare(
        `INSERT INTO credit_ledger (id, user_id, period, delta, reason, reference)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE (SELECT COALESCE(SUM(delta), 0) FROM credit_ledger WHERE user_id = ?2 AND period = ?3) >= ?7`,
      )
      .bind(id, user.id, period, -amount, reason, reference, amount),
  ]);
  return spend?.meta.changes === 1 ? id : null;
}

/** Gives a spend back, once, in the month it was taken from; a second refund of the same spend does nothing. */
export async function refundCredits(db: Db, userId: string, spendId: string): Promise<void> {
  await db.$client
    .prepare(
      `INSERT OR IGNORE INTO credit_ledger (id, user_id, period, delta, reason, reference)
       SELECT ?1, user_id, period, -delta, 'refund', id FROM credit_ledger
       WHERE id = ?2 AND user_id = ?3 AND delta < 0`,
    )
    .bind(crypto.randomUUID(), spendId, userId)
    .run();
}
