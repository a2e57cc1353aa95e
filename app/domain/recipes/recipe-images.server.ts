import { and, eq, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { recipes } from "~/db/schema";
import { refundCredits } from "~/domain/billing/credits.server";
import type { CheckedImage } from "./images";

/** Where a cook's photos live in R2: one prefix per cook, so an account's photos go together. */
export const userImagePrefix = (userId: string) => `recipes/${userId}/`;

/** A title picture ready to store: an uploaded photo after its checks, an AI photo, or the built-in illustration. */
type TitleImage = { type: string; bytes: Uint8Array; ai: boolean };

const EXTENSIONS: Record<string, string> = {
  "image/svg+xml": "svg",
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

/** Stores the picture as the recipe's title image and drops the one it replaces. */
export async function setRecipeImage(
  db: Db,
  bucket: R2Bucket,
  { userId, recipeId, image }: { userId: string; recipeId: string; image: TitleImage | CheckedImage },
): Promise<void> {
  const [recipe] = await db
    .select({ imageKey: recipes.imageKey })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  if (!recipe) return;
  const key = `${userImagePrefix(userId)}${recipeId}/${crypto.randomUUID()}.${EXTENSIONS[image.type] ?? "bin"}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type } });
  await db
    .update(recipes)
    .set({
      imageKey: key,
      imageStatus: "ready",
      imageAi: "ai" in image && image.ai,
      imageSpendId: null,
      updatedAt: new Date(),
    })
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  if (recipe.imageKey) await bucket.delete(recipe.imageKey);
}

/** The pictures a recipe was scanned from, kept beside it in the order of its pages. */
export async function storeScanImages(
  bucket: R2Bucket,
  { userId, recipeId, images }: { userId: string; recipeId: string; images: CheckedImage[] },
): Promise<void> {
  await Promise.all(
    images.map((image, page) =>
      bucket.put(`${userImagePrefix(userId)}${recipeId}/scans/${page + 1}.${EXTENSIONS[image.type]}`, image.bytes, {
        httpMetadata: { contentType: image.type },
      }),
    ),
  );
}

/** Every file of one recipe: its title picture and the pictures it was scanned from. */
export async function deleteRecipeFiles(bucket: R2Bucket, userId: string, recipeId: string): Promise<void> {
  const listing = await bucket.list({ prefix: `${userImagePrefix(userId)}${recipeId}/` });
  if (listing.objects.length > 0) await bucket.delete(listing.objects.map((object) => object.key));
}

/** The built-in illustration is the only SVG a recipe can have: uploads are JPEG, PNG or WebP. */
export const isIllustration = (imageKey: string | null) => Boolean(imageKey?.endsWith(".svg"));

/** Every photo of a cook, for account deletion. */
export async function deleteUserImages(bucket: R2Bucket, userId: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: userImagePrefix(userId), cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/**
 * Longer than any title-picture job can run: four attempts (the first and the queue's three retries) of a provider
 * call with its deadline, the backoff between them, and the queue's own delays, with room to spare.
 */
export const TITLE_IMAGE_MAX_RUN_MS = 15 * 60_000;

/** A picture that will not come: the recipe shows the failure, and the credit a paid picture took is given back. */
export async function failTitleImage(db: Db, userId: string, recipeId: string, { staleOnly = false } = {}) {
  const waiting = and(eq(recipes.id, recipeId), eq(recipes.userId, userId), eq(recipes.imageStatus, "generating"));
  const [failed] = await db
    .update(recipes)
    .set({ imageStatus: "failed" })
    .where(
      staleOnly ? and(waiting, lt(recipes.imageRequestedAt, new Date(Date.now() - TITLE_IMAGE_MAX_RUN_MS))) : waiting,
    )
    .returning({ spendId: recipes.imageSpendId });
  // A refund lands once per spend, so a second failure of the same picture gives nothing back twice.
  if (failed?.spendId) await refundCredits(db, userId, failed.spendId);
  return Boolean(failed);
}
