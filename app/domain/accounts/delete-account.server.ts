import { eq, inArray, like, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessages, devMails, rateLimits, verifications } from "~/db/schema";
import { recipesFts } from "~/db/search-index";
import { deleteUserImages } from "~/domain/recipes/recipe-images.server";
import { accountKey, accountLimitKey, type LimitedAction, RATE_LIMITS } from "./rate-limit.server";

/**
 * Everything of a user that is not removed with the users row itself. Sessions, sign-in methods and two-factor
 * secrets go by ON DELETE CASCADE; this takes the rest. Each feature that stores user data (recipes, images in R2,
 * ideas, credits) adds its part here, and the deletion test lists every table.
 */
export async function deleteAccountData(db: Db, images: R2Bucket, user: { id: string; email: string }): Promise<void> {
  const key = await accountKey(user.email);
  const limitKeys = (Object.keys(RATE_LIMITS) as LimitedAction[]).map((action) => accountLimitKey(action, key));
  await db.batch([
    db.delete(verifications).where(or(eq(verifications.value, user.id), like(verifications.value, `%"${user.id}"%`))),
    db.delete(rateLimits).where(inArray(rateLimits.key, limitKeys)),
    db.delete(devMails).where(eq(devMails.to, user.email)),
    // What they wrote to us, signed in or not: the mail in the support inbox is all that stays.
    db.delete(contactMessages).where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email))),
    // Recipes (sections, lines, steps), ideas and the credit ledger go with the user row; the search index is no
    // foreign-key table.
    db.delete(recipesFts).where(eq(recipesFts.userId, user.id)),
  ]);
  await deleteUserImages(images, user.id);
}
