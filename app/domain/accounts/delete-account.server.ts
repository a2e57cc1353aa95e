import { eq, inArray, like, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { devMails, rateLimits, verifications } from "~/db/schema";
import { recipesFts } from "~/db/search-index";
import { leaveAllCollections } from "~/domain/collections/members.server";
import type { CollectionRooms } from "~/domain/collections/rooms.server";
import { deleteUserImages } from "~/domain/recipes/recipe-images.server";
import { accountKey, accountLimitKey, type LimitedAction, RATE_LIMITS, userLimitKey } from "./rate-limit.server";

/**
 * Everything of a user that is not removed with the users row itself. Sessions, sign-in methods and two-factor
 * secrets go by ON DELETE CASCADE; this takes the rest. Each feature that stores user data (recipes, images in R2,
 * ideas, credits, collections) adds its part here, and the deletion test lists every table.
 */
export async function deleteAccountData(
  db: Db,
  { images, rooms }: { images: R2Bucket; rooms: CollectionRooms },
  user: { id: string; email: string; name: string },
): Promise<void> {
  // Their collections close for every member and they leave the others, each room told (notes and memberships
  // would go with the user row, but the open pages would not hear of it).
  await leaveAllCollections(db, rooms, { id: user.id, name: user.name });
  const key = await accountKey(user.email);
  const limitKeys = (Object.keys(RATE_LIMITS) as LimitedAction[]).flatMap((action) => [
    accountLimitKey(action, key),
    userLimitKey(action, user.id),
  ]);
  await db.batch([
    db.delete(verifications).where(or(eq(verifications.value, user.id), like(verifications.value, `%"${user.id}"%`))),
    db.delete(rateLimits).where(inArray(rateLimits.key, limitKeys)),
    db.delete(devMails).where(eq(devMails.to, user.email)),
    // Recipes (sections, lines, steps), ideas and the credit ledger go with the user row; the search index is no
    // foreign-key table.
    db.delete(recipesFts).where(eq(recipesFts.userId, user.id)),
  ]);
  await deleteUserImages(images, user.id);
}
