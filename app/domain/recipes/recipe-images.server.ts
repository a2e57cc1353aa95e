import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { recipes } from "~/db/schema";
import type { CheckedImage } from "./images";

/** Where a cook's photos live in R2: one prefix per cook, so an account's photos go together. */
export const userImagePrefix = (userId: string) => `recipes/${userId}/`;

/** Stores the photo as the recipe's title image and drops the one it replaces. */
export async function setRecipeImage(
  db: Db,
  bucket: R2Bucket,
  { userId, recipeId, image }: { userId: string; recipeId: string; image: CheckedImage },
): Promise<void> {
  const [recipe] = await db
    .select({ imageKey: recipes.imageKey })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  if (!recipe) return;
  const key = `${userImagePrefix(userId)}${recipeId}/${crypto.randomUUID()}.${image.type.split("/")[1]}`;
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.type } });
  await db
    .update(recipes)
    .set({ imageKey: key, imageStatus: "ready", imageAi: false, updatedAt: new Date() })
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, userId)));
  if (recipe.imageKey) await bucket.delete(recipe.imageKey);
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
