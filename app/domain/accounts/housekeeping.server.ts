import { lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, verifications } from "~/db/schema";

/** Sessions and one-time tokens past their expiry: better-auth refuses them already; the scheduled housekeeping removes them. */
export async function removeExpiredAccountRows(db: Db, now = new Date()): Promise<void> {
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(verifications).where(lt(verifications.expiresAt, now)),
  ]);
}
