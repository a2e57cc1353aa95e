import { eq, inArray, like, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { contactMessages, devMails, inFlight, rateLimits, verifications } from "~/db/schema";
import { recipesFts } from "~/db/search-index";
import { cancelSubscriptions } from "~/domain/billing/checkout.server";
import type { Payments } from "~/domain/billing/stripe.server";
import { leaveAllCollections } from "~/domain/collections/members.server";
import type { CollectionRooms } from "~/domain/collections/rooms.server";
import { deleteUserImages } from "~/domain/recipes/recipe-images.server";
import { accountKey, accountLimitKey, accountSlotKey, type LimitedAction, RATE_LIMITS } from "./rate-limit.server";

/**
 * Everything of a user that is not removed with the users row itself. Sessions, sign-in methods and two-factor
 * secrets go by ON DELETE CASCADE; this takes the rest. Each feature that stores user data (recipes, images in R2,
 * ideas, credits, collections) adds its part here, and the deletion test lists every table. A running subscription
 * is cancelled at Stripe first: should that fail, nothing is deleted and the cook is told to try again.
 */
export async function deleteAccountData(
  db: Db,
  { images, rooms, payments }: { images: R2Bucket; rooms: CollectionRooms; payments: Payments | null },
  user: { id: string; email: string; name: string },
): Promise<void> {
  if (payments) {
    try {
      await cancelSubscriptions(db, payments, user.id);
    } catch (error) {
      throw new SubscriptionNotCancelled(error);
    }
  }
  // Their collections close for every member and they leave the others, each room told (notes and memberships
  // would go with the user row, but the open pages would not hear of it).
  await leaveAllCollections(db, rooms, { id: user.id, name: user.name });
  const key = await accountKey(user.email);
  const actions = Object.keys(RATE_LIMITS) as LimitedAction[];
  await db.batch([
    db.delete(verifications).where(or(eq(verifications.value, user.id), like(verifications.value, `%"${user.id}"%`))),
    db.delete(rateLimits).where(
      inArray(
        rateLimits.key,
        actions.map((action) => accountLimitKey(action, key)),
      ),
    ),
    db.delete(inFlight).where(
      inArray(
        inFlight.key,
        actions.map((action) => accountSlotKey(action, key)),
      ),
    ),
    db.delete(devMails).where(eq(devMails.to, user.email)),
    // What they wrote to us, signed in or not: the mail in the support inbox is all that stays.
    db.delete(contactMessages).where(or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email))),
    // Recipes (sections, lines, steps), ideas, the credit ledger, the Stripe customer and subscriptions go with the
    // user row; the search index is no foreign-key table. Stripe keeps its invoices for the legal period.
    db.delete(recipesFts).where(eq(recipesFts.userId, user.id)),
  ]);
  await deleteUserImages(images, user.id);
}

/** Stripe could not cancel the cook's subscription, so the account was not deleted (it would go on being charged). */
export class SubscriptionNotCancelled extends Error {
  constructor(cause: unknown) {
    super("the subscription could not be cancelled", { cause });
  }
}
