import { and, asc, eq, isNull, lt } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { recipes } from "~/db/schema";
import { PICTURE_WIDTHS } from "~/lib/picture-urls";
import { webpCopies } from "./images.server";
import { isIllustration, type PictureStore, pictureCopyKey } from "./recipe-images.server";

/**
 * Title pictures at the size pages show them (ADR 020): WebP copies at `PICTURE_WIDTHS`, made by a queue job when a
 * picture is stored, beside it in R2. Until they exist, pages show the stored picture; the daily housekeeping queues
 * the job again for any picture still without copies (lost jobs, and pictures stored before the copies existed).
 */

export const PictureSizesJobSchema = z.object({
  type: z.literal("picture-sizes"),
  userId: z.string().min(1),
  recipeId: z.string().min(1),
  /** The picture the copies are made of: once the recipe has another, the job does nothing. */
  imageKey: z.string().min(1),
});
export type PictureSizesJob = z.infer<typeof PictureSizesJobSchema>;

/**
 * Makes the copies of a job's picture and records them. Runs again on retry and from the housekeeping: a picture
 * that has its copies, or is no longer the recipe's, is left alone, and one that cannot be decoded is recorded as
 * having none, so it is not tried again.
 */
export async function runPictureSizesJob(db: Db, bucket: R2Bucket, job: PictureSizesJob): Promise<void> {
  const ofJob = and(eq(recipes.id, job.recipeId), eq(recipes.userId, job.userId), eq(recipes.imageKey, job.imageKey));
  const [recipe] = await db.select({ variants: recipes.imageVariants }).from(recipes).where(ofJob);
  if (!recipe || recipe.variants !== null) return;
  // The illustration scales by itself: it is recorded as having no copies.
  let made: Awaited<ReturnType<typeof webpCopies>> = null;
  if (!isIllustration(job.imageKey)) {
    const stored = await bucket.get(job.imageKey);
    if (!stored) return;
    made = await webpCopies(new Uint8Array(await stored.arrayBuffer()), PICTURE_WIDTHS);
    if (!made) console.warn(`no copies of ${job.imageKey}: it does not decode`);
  }
  const copies = made?.copies ?? [];
  await Promise.all(
    copies.map((copy) =>
      bucket.put(pictureCopyKey(job.imageKey, copy.width), copy.bytes, { httpMetadata: { contentType: "image/webp" } }),
    ),
  );
  // The recipe's version stays: the copies change nothing a cook edits, and an edit open elsewhere stays current.
  const recorded = await db
    .update(recipes)
    .set({ imageWidth: made?.width ?? null, imageVariants: copies.map((copy) => copy.width) })
    .where(ofJob)
    .returning({ id: recipes.id });
  // Replaced or deleted while the copies were made: they belong to nothing.
  if (recorded.length === 0 && copies.length > 0) {
    await bucket.delete(copies.map((copy) => pictureCopyKey(job.imageKey, copy.width)));
  }
}

/** How many pictures one housekeeping run queues, and how long a new picture's own job has before it counts as lost. */
const BACKFILL_BATCH = 500;
const BACKFILL_AFTER_MS = 60 * 60_000;

/**
 * The daily housekeeping's part: queues the copies of title pictures that still have none, a batch a day, oldest
 * change first. Answers how many it queued.
 */
export async function queueMissingPictureSizes(db: Db, queue: PictureStore["queue"], now = new Date()) {
  const waiting = await db
    .select({ userId: recipes.userId, recipeId: recipes.id, imageKey: recipes.imageKey })
    .from(recipes)
    .where(
      and(
        eq(recipes.imageStatus, "ready"),
        isNull(recipes.imageVariants),
        lt(recipes.updatedAt, new Date(now.getTime() - BACKFILL_AFTER_MS)),
      ),
    )
    .orderBy(asc(recipes.updatedAt))
    .limit(BACKFILL_BATCH);
  const jobs = waiting.flatMap(({ imageKey, ...recipe }) =>
    imageKey ? [{ body: { type: "picture-sizes" as const, ...recipe, imageKey } }] : [],
  );
  // A queue takes at most 100 messages a call.
  for (let start = 0; start < jobs.length; start += 100) await queue.sendBatch(jobs.slice(start, start + 100));
  return jobs.length;
}
