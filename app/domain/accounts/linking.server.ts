import { and, eq, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accounts, users } from "~/db/schema";

/**
 * A password reset proves the address, as a confirmation link does. When the account's address was not proven
 * before, every social sign-in attached to it came from a provider that did not vouch for the address either (one
 * that did would have confirmed it), so whoever holds that provider identity may not be the address's owner: it is
 * detached, and the address counts as confirmed from now on. The reset itself ends every session.
 */
export async function confirmAddressByReset(db: Db, user: { id: string; emailVerified: boolean }): Promise<void> {
  if (user.emailVerified) return;
  await db.batch([
    db.delete(accounts).where(and(eq(accounts.userId, user.id), ne(accounts.providerId, "credential"))),
    db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id)),
  ]);
}
