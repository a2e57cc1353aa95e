import { and, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { recipes } from "~/db/schema";
import { type CreditAccount, refundCredits, spendCredits } from "~/domain/billing/credits.server";
import type { PictureSizesJob } from "./picture-sizes.server";
import { failTitleImage, type PictureStore, setRecipeImage } from "./recipe-images.server";
import { getRecipe, type RecipeDetail } from "./recipes.server";

/**
 * Title pictures as background jobs (ADR 006): a request claims the recipe ("generating"), takes a credit for an AI
 * photo, and queues a job; the consumer paints and stores the picture. A job that keeps failing ends on the
 * dead-letter queue, whose consumer marks the recipe failed and refunds; a recipe left "generating" longer than any
 * job can run is treated as failed when it is read (recipe-images.server.ts), so no recipe waits forever.
 */

export const TitleImageJobSchema = z.object({
  type: z.literal("title-image"),
  userId: z.string().min(1),
  recipeId: z.string().min(1),
  kind: z.enum(["ai", "illustration"]),
  /** The in-flight slot the request took for this picture (rate-limit.server.ts), freed when the job ends. */
  slotId: z.string().min(1).optional(),
});
export type TitleImageJob = z.infer<typeof TitleImageJobSchema>;

/** What makes title pictures: R2, the job queue, and whether an image provider is configured. */
export type ImageServices = { bucket: R2Bucket; queue: Queue<TitleImageJob | PictureSizesJob>; aiImages: boolean };

/** Paints a recipe's picture: the configured image model, or the built-in illustration (wired in worker/queues). */
export type TitlePainter = (recipe: RecipeDetail) => Promise<{ type: string; bytes: Uint8Array }>;

/**
 * Queues a new title picture. With an image provider it is an AI photo for one credit; without one, when `paid` is
 * off (the cook was offered the illustration), or when the credits are gone and `fallBackToIllustration` is set (a
 * recipe just made), the free built-in illustration.
 */
export async function requestTitleImage(
  db: Db,
  images: ImageServices,
  user: CreditAccount,
  recipeId: string,
  {
    fallBackToIllustration = false,
    paid = true,
    slotId,
  }: { fallBackToIllustration?: boolean; paid?: boolean; slotId?: string } = {},
): Promise<"queued" | "no-credits" | "busy" | "not-found" | "failed"> {
  let kind: TitleImageJob["kind"] = "illustration";
  let spendId: string | null = null;
  if (images.aiImages && paid) {
    spendId = await spendCredits(db, user, "image", recipeId);
    if (spendId) kind = "ai";
    else if (!fallBackToIllustration) return "no-credits";
  }
  const claimed = await db
    .update(recipes)
    .set({ imageStatus: "generating", imageRequestedAt: new Date(), imageSpendId: spendId })
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, user.id), ne(recipes.imageStatus, "generating")))
    .returning({ id: recipes.id });
  if (claimed.length === 0) {
    if (spendId) await refundCredits(db, user.id, spendId);
    return (await getRecipe(db, user.id, recipeId)) ? "busy" : "not-found";
  }
  try {
    await images.queue.send({ type: "title-image", userId: user.id, recipeId, kind, slotId });
    return "queued";
  } catch (error) {
    // The recipe must not wait for a job that was never queued.
    console.error("queueing a title picture failed", error);
    await failTitleImage(db, user.id, recipeId);
    return "failed";
  }
}

/** Makes the picture of a job. Runs again on retry; a recipe no longer waiting for one is left alone. */
export async function runTitleImageJob(db: Db, store: PictureStore, job: TitleImageJob, paint: TitlePainter) {
  const recipe = await getRecipe(db, job.userId, job.recipeId);
  if (recipe?.imageStatus !== "generating") return;
  const image = await paint(recipe);
  await setRecipeImage(db, store, {
    userId: job.userId,
    recipeId: job.recipeId,
    image: { ...image, ai: job.kind === "ai" },
  });
}
