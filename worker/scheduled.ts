import { getDb } from "~/db/client.server";
import { removeExpiredAccountRows } from "~/domain/accounts/housekeeping.server";
import { removeExpiredLimits } from "~/domain/accounts/rate-limit.server";
import { removeOldDevMails } from "~/domain/mail/dev-mailbox.server";
import { queueMissingPictureSizes } from "~/domain/recipes/picture-sizes.server";
import { removeOrphanedImages } from "~/domain/recipes/recipe-images.server";

/**
 * The scheduled housekeeping (the cron trigger in wrangler.toml): what no request reads any more is removed, so the
 * tables and the bucket do not grow forever, and title pictures still without their copies are queued (ADR 020). Each part runs even when another failed; a failure is logged and the
 * next run tries again.
 */
export async function runHousekeeping(env: Env, now = new Date()): Promise<void> {
  const db = getDb(env.DB);
  const parts: [string, () => Promise<unknown>][] = [
    ["rate limits", () => removeExpiredLimits(env.DB, Math.floor(now.getTime() / 1000))],
    ["sessions and tokens", () => removeExpiredAccountRows(db, now)],
    ["dev mails", () => removeOldDevMails(db, now)],
    ["orphaned pictures", () => removeOrphanedImages(db, env.IMAGES, now)],
    ["pictures without copies", () => queueMissingPictureSizes(db, env.JOBS, now)],
  ];
  const results = await Promise.allSettled(parts.map(([, run]) => run()));
  results.forEach((result, index) => {
    if (result.status === "rejected") console.error(`housekeeping: ${parts[index]?.[0]} failed`, result.reason);
  });
}
