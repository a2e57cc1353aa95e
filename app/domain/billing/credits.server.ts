import type { Db } from "~/db/client.server";
import { CREDIT_COSTS } from "./costs";
import type { CookPlan } from "./plans";

/**
 * Credits (ADR 006, ADR 014). The balance of a period is the sum of the cook's ledger rows in it. A period is a
 * calendar month (Free, and every account without payments) or a Standard subscription's billing period; its grant
 * is written once (a unique index on the period's key), lazily by the first spend or eagerly by a paid invoice's
 * webhook, whichever comes first, however often either runs. A spend is one conditional INSERT that only lands
 * while the balance covers it, which D1 runs atomically, so concurrent requests cannot overdraw; a refund names its
 * spend and lands once. No cron, no read-modify-write.
 */

type SpendReason = "recipe" | "image" | "scan";

/** Who holds the credits and under which plan, as `loadCookPlan` (subscriptions.server.ts) resolved it. */
export type CreditAccount = { id: string; plan: CookPlan };

/** The period's grant, or nothing while the period grants nothing yet (a renewal whose payment failed). */
function grantStatements(d1: D1Database, { id, plan }: CreditAccount) {
  if (plan.credits <= 0) return [];
  return [
    d1
      .prepare(
        "INSERT OR IGNORE INTO credit_ledger (id, user_id, period, delta, reason, reference) VALUES (?, ?, ?, ?, 'grant', ?)",
      )
      .bind(crypto.randomUUID(), id, plan.period, plan.credits, plan.period),
  ];
}

/** What the cook has left this period; before the period's first use, its full allowance. */
export async function creditBalance(db: Db, { id, plan }: CreditAccount): Promise<number> {
  const row = await db.$client
    .prepare(
      "SELECT COALESCE(SUM(delta), 0) AS balance, COUNT(CASE WHEN reason = 'grant' THEN 1 END) AS granted FROM credit_ledger WHERE user_id = ? AND period = ?",
    )
    .bind(id, plan.period)
    .first<{ balance: number; granted: number }>();
  const balance = row?.balance ?? 0;
  return row?.granted ? balance : balance + plan.credits;
}

/** Writes the period's grant now, once: a paid invoice's webhook does, so the ledger shows it without a spend. */
export async function grantCredits(db: Db, account: CreditAccount): Promise<void> {
  const statements = grantStatements(db.$client, account);
  if (statements.length > 0) await db.$client.batch(statements);
}

/**
 * Takes the credits `reason` costs for `reference` (an idea, a recipe) if the balance covers them: the spend's id,
 * which a refund names; null when the balance does not cover them.
 * The grant for the period and the spend go in one batch, and the spend's own WHERE re-reads the balance.
 */
export async function spendCredits(
  db: Db,
  account: CreditAccount,
  reason: SpendReason,
  reference: string,
): Promise<string | null> {
  const amount = CREDIT_COSTS[reason];
  const id = crypto.randomUUID();
  const d1 = db.$client;
  const results = await d1.batch([
    ...grantStatements(d1, account),
    d1
      .prepare(
        `INSERT INTO credit_ledger (id, user_id, period, delta, reason, reference)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE (SELECT COALESCE(SUM(delta), 0) FROM credit_ledger WHERE user_id = ?2 AND period = ?3) >= ?7`,
      )
      .bind(id, account.id, account.plan.period, -amount, reason, reference, amount),
  ]);
  return results.at(-1)?.meta.changes === 1 ? id : null;
}

/** Gives a spend back, once, in the period it was taken from; a second refund of the same spend does nothing. */
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
