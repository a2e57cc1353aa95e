import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { recipes } from "~/db/schema";
import { refundCredits } from "~/domain/billing/credits.server";
import { DEADLINES } from "~/lib/deadlines";
import { PICTURE_WIDTHS } from "~/lib/picture-urls";
import type { CheckedImage } from "./images";
import type { PictureSizesJob } from "./picture-sizes.server";

/** Where a cook's photos live in R2: one prefix per cook, so an account's photos go together. */
export const userImagePrefix = (userId: string) => `recipes/${userId}/`;

/** Where title pictures are kept, and the queue that makes their copies. */
export type PictureStore = { bucket: R2Bucket; queue: Queue<PictureSizesJob> };

/** The built-in illustration is the only SVG a recipe can have: uploads are JPEG, PNG or WebP. */
export const isIllustration = (imageKey: string | null) => Boolean(imageKey?.endsWith(".svg"));

/** A copy lives beside its picture, so it goes wherever the recipe's files go. */
export const pictureCopyKey = (imageKey: string, width: number) => `${imageKey.replace(/\.\w+$/, "")}.${width}w.webp`;

/** A title picture's files in R2: the stored picture and its copies. */
export const pictureFiles = (imageKey: string) => [
  imageKey,
  ...PICTURE_WIDTHS.map((width) => pictureCopyKey(imageKey, width)),
];

/**
 * Queues the copies of a stored picture (picture-sizes.server.ts). A job that cannot be queued is not the cook's
 * problem: the housekeeping queues it again.
 */
export async function queuePictureSizes(queue: PictureStore["queue"], job: Omit<PictureSizesJob, "type">) {
  try {
    await queue.send({ type: "picture-sizes", ...job });
  } catch (error) {
    console.error("queueing the copies of a picture failed", error);
  }
}

/** A title picture ready to store: an uploaded photo after its checks, an AI photo, or the built-in illustration. */
type TitleImage = { type: string; bytes: Uint8Array; ai: boolean };

const EXTENSIONS: Record<string, string> = {
  "image/svg+xml": "svg",
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * Stores the picture as the recipe's title image, queues its copies at the sizes pages show (ADR 020), and drops
 * the picture it replaces with its copies.
 */
export async function setRecipeImage(
  db: Db,
  { bucket, queue }: PictureStore,
  { userId, recipeId, image }: { userId: string; recipeId: string; image: TitleImage | CheckedImage },
): Promise<void> {
  const [recipe] = await db
    .select({ imageKey: recipes.imageKey })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  if (!recipe) return;
  const key = `${userImagePrefix(userId)}${recipeId}/${crypto.randomUUID()}.${EXTENSIONS[image.type] ?? "bin"}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type } });
  const illustration = isIllustration(key);
  await db
    .update(recipes)
    .set({
      imageKey: key,
      imageStatus: "ready",
      imageAi: "ai" in image && image.ai,
      imageSpendId: null,
      imageWidth: null,
      imageVariants: illustration ? [] : null,
      updatedAt: new Date(),
    })
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  if (!illustration) await queuePictureSizes(queue, { userId, recipeId, imageKey: key });
  if (recipe.imageKey) await bucket.delete(pictureFiles(recipe.imageKey));
}

/**
 * A recipe's title picture and its copies, put under another recipe (a cook's copy of a shared recipe): what the
 * other recipe is to record, or null when the picture is gone.
 */
export async function copyTitlePicture(
  bucket: R2Bucket,
  from: { imageKey: string; imageWidth: number | null; imageVariants: number[] | null },
  to: { userId: string; recipeId: string },
) {
  const copy = async (source: string, target: string) => {
    const object = await bucket.get(source);
    if (object) await bucket.put(target, await object.arrayBuffer(), { httpMetadata: object.httpMetadata });
    return Boolean(object);
  };
  const imageKey = `${userImagePrefix(to.userId)}${to.recipeId}/${from.imageKey.split("/").pop()}`;
  if (!(await copy(from.imageKey, imageKey))) return null;
  const widths = from.imageVariants ?? [];
  const copied = await Promise.all(
    widths.map((width) => copy(pictureCopyKey(from.imageKey, width), pictureCopyKey(imageKey, width))),
  );
  // Copies gone missing are made again: the housekeeping queues a picture recorded without them.
  const complete = copied.every(Boolean);
  return {
    imageKey,
    imageWidth: complete ? from.imageWidth : null,
    imageVariants: complete ? from.imageVariants : null,
  };
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

/** Every photo of a cook, for account deletion. */
export async function deleteUserImages(bucket: R2Bucket, userId: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: userImagePrefix(userId), cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** Longer than any title-picture job can run (lib/deadlines.ts). */
export const TITLE_IMAGE_MAX_RUN_MS = DEADLINES.titlePictureMs;

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

/** Long enough for any upload in progress to have been written to its recipe. */
const ORPHAN_GRACE_MS = 24 * 60 * 60_000;

/**
 * Pictures in R2 that nothing points to any more: everything of a recipe that no longer exists, and title pictures
 * a recipe has replaced (a replacement that failed half way leaves the old one behind). Younger than a day they are
 * left alone: an upload may be on its way to its recipe. Runs in the scheduled housekeeping, page by page.
 */
export async function removeOrphanedImages(db: Db, bucket: R2Bucket, now = new Date()): Promise<number> {
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: "recipes/", cursor, limit: 1000 });
    const old = page.objects.filter((object) => object.uploaded.getTime() < now.getTime() - ORPHAN_GRACE_MS);
    const recipeIds = [...new Set(old.map((object) => object.key.split("/")[2] ?? ""))];
    const owners = new Map<string, { userId: string; imageKey: string | null }>();
    // At most 100 values bound per D1 statement.
    for (let start = 0; start < recipeIds.length; start += 90) {
      const rows = await db
        .select({ id: recipes.id, userId: recipes.userId, imageKey: recipes.imageKey })
        .from(recipes)
        .where(inArray(recipes.id, recipeIds.slice(start, start + 90)));
      for (const { id, ...owner } of rows) owners.set(id, owner);
    }
    const orphans = old
      .filter(({ key }) => {
        const [, userId, recipeId = "", rest] = key.split("/");
        const owner = owners.get(recipeId);
        // A recipe's files sit under its owner's prefix; its scans stay while it exists, its title picture and the
        // picture's copies while the recipe points to it.
        if (!owner || owner.userId !== userId) return true;
        return rest !== "scans" && !(owner.imageKey && pictureFiles(owner.imageKey).includes(key));
      })
      .map(({ key }) => key);
    if (orphans.length > 0) await bucket.delete(orphans);
    removed += orphans.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}
