import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/client.server";
import { collectionMembers, collectionRecipes, collections, notes, recipes, users } from "~/db/schema";
import { allowanceLeft, PLANS, type PlanId } from "~/domain/billing/plans";
import { toBase64Url } from "~/lib/base64";
import { LIVE_CLOSE, type LivePerson } from "./live";
import type { CollectionRooms } from "./rooms.server";
import { COLLECTION_LIMITS, type CollectionRole, type MemberRole } from "./rules";
import type { CollectionForm } from "./schemas";

/**
 * Shared collections in D1 (ADR 013). Every read names the reader and finds nothing of a collection they are not a
 * member of; every change names who makes it and is told to the collection's room after it is written.
 */

/** A join link's password: 192 random bits, URL-safe. */
export function newJoinPassword(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(24)));
}

const joinLinkExpiry = (now = Date.now()) => new Date(now + COLLECTION_LIMITS.joinLinkDays * 24 * 60 * 60 * 1000);

/**
 * How many more collections the cook may start under `plan` (Infinity on Standard); the ones they own count, not the
 * ones they joined. Asked before `createCollection`, as recipes are (recipeRoom).
 */
export async function collectionRoom(db: Db, ownerId: string, plan: PlanId): Promise<number> {
  if (PLANS[plan].limits.collections === null) return Number.POSITIVE_INFINITY;
  const [row] = await db.select({ value: count() }).from(collections).where(eq(collections.ownerId, ownerId));
  return allowanceLeft(plan, "collections", row?.value ?? 0);
}

/** The one way a collection comes into being; the plan's allowance is checked before (collectionRoom). */
export async function createCollection(db: Db, ownerId: string, input: CollectionForm): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(collections).values({
      id,
      ownerId,
      name: input.name,
      description: input.description,
      joinPassword: newJoinPassword(),
      joinExpiresAt: joinLinkExpiry(),
    }),
    db.insert(collectionMembers).values({ collectionId: id, userId: ownerId, role: "owner" }),
  ]);
  return id;
}

export async function getRole(db: Db, collectionId: string, userId: string): Promise<CollectionRole | null> {
  const [row] = await db
    .select({ role: collectionMembers.role })
    .from(collectionMembers)
    .where(and(eq(collectionMembers.collectionId, collectionId), eq(collectionMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

const owned = (collectionId: string, ownerId: string) =>
  and(eq(collections.id, collectionId), eq(collections.ownerId, ownerId));

const coverRecipes = alias(recipes, "cover_recipes");
const owners = alias(users, "owners");

/** A collection's cover: one of its recipes' photos, with the version its address carries and its copies. */
const coverColumns = {
  coverRecipeId: sql<string | null>`CASE WHEN ${coverRecipes.imageStatus} = 'ready' THEN ${coverRecipes.id} END`,
  coverVersion: coverRecipes.updatedAt,
  coverWidth: coverRecipes.imageWidth,
  coverVariants: coverRecipes.imageVariants,
};

/** The collections the user owns or has joined, most recently changed first. */
export async function listCollections(db: Db, userId: string) {
  return db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      isPublic: collections.isPublic,
      role: collectionMembers.role,
      ownerName: owners.name,
      memberCount: sql<number>`(SELECT count(*) FROM ${collectionMembers} AS counted WHERE counted.collection_id = ${collections.id})`,
      recipeCount: sql<number>`(SELECT count(*) FROM ${collectionRecipes} WHERE ${collectionRecipes.collectionId} = ${collections.id})`,
      ...coverColumns,
    })
    .from(collectionMembers)
    .innerJoin(collections, eq(collections.id, collectionMembers.collectionId))
    .innerJoin(owners, eq(owners.id, collections.ownerId))
    .leftJoin(coverRecipes, eq(coverRecipes.id, collections.coverRecipeId))
    .where(eq(collectionMembers.userId, userId))
    .orderBy(desc(collections.updatedAt), asc(collections.id));
}

/** Collections the user may add recipes to, for the pickers on the recipe list and a recipe's page. */
export async function listAddableCollections(db: Db, userId: string) {
  return db
    .select({ id: collections.id, name: collections.name })
    .from(collectionMembers)
    .innerJoin(collections, eq(collections.id, collectionMembers.collectionId))
    .where(and(eq(collectionMembers.userId, userId), sql`${collectionMembers.role} IN ('owner', 'editor')`))
    .orderBy(asc(collections.name));
}

/**
 * Everything a member's collection page shows, or null for anyone else. The join link and the sharing settings
 * only for the owner.
 */
export async function getCollectionPage(db: Db, viewerId: string, collectionId: string) {
  const [collection] = await db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      ownerId: collections.ownerId,
      ownerName: owners.name,
      joinPassword: collections.joinPassword,
      joinExpiresAt: collections.joinExpiresAt,
      joinRole: collections.joinRole,
      isPublic: collections.isPublic,
      role: collectionMembers.role,
      ...coverColumns,
    })
    .from(collections)
    .innerJoin(
      collectionMembers,
      and(eq(collectionMembers.collectionId, collections.id), eq(collectionMembers.userId, viewerId)),
    )
    .innerJoin(owners, eq(owners.id, collections.ownerId))
    .leftJoin(coverRecipes, eq(coverRecipes.id, collections.coverRecipeId))
    .where(eq(collections.id, collectionId))
    .limit(1);
  if (!collection) return null;
  const [recipeRows, members, noteRows] = await Promise.all([
    db
      .select({
        id: recipes.id,
        title: recipes.title,
        description: recipes.description,
        totalMinutes: recipes.totalMinutes,
        imageStatus: recipes.imageStatus,
        imageWidth: recipes.imageWidth,
        imageVariants: recipes.imageVariants,
        updatedAt: recipes.updatedAt,
        authorId: recipes.userId,
        authorName: users.name,
        addedAt: collectionRecipes.addedAt,
      })
      .from(collectionRecipes)
      .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
      .innerJoin(users, eq(users.id, recipes.userId))
      .where(eq(collectionRecipes.collectionId, collectionId))
      .orderBy(desc(collectionRecipes.addedAt), asc(recipes.id)),
    db
      .select({
        id: users.id,
        name: users.name,
        role: collectionMembers.role,
        joinedAt: collectionMembers.joinedAt,
      })
      .from(collectionMembers)
      .innerJoin(users, eq(users.id, collectionMembers.userId))
      .where(eq(collectionMembers.collectionId, collectionId))
      .orderBy(sql`${collectionMembers.role} = 'owner' DESC`, asc(collectionMembers.joinedAt), asc(users.id)),
    db
      .select({
        id: notes.id,
        title: notes.title,
        body: notes.body,
        authorId: notes.userId,
        authorName: users.name,
        recipeId: notes.recipeId,
        updatedAt: notes.updatedAt,
      })
      .from(notes)
      .innerJoin(users, eq(users.id, notes.userId))
      .where(eq(notes.collectionId, collectionId))
      .orderBy(desc(notes.updatedAt), asc(notes.id)),
  ]);
  const { joinPassword, joinExpiresAt, joinRole, isPublic, ...shown } = collection;
  const isOwner = collection.role === "owner";
  const titles = new Map(recipeRows.map((recipe) => [recipe.id, recipe.title]));
  return {
    collection: shown,
    sharing: isOwner ? { joinPassword, joinExpiresAt, joinRole, isPublic } : null,
    recipes: recipeRows,
    members,
    // A note's recipe is named only while it is in this collection (its author may have taken it out).
    notes: noteRows.map((note) => ({
      ...note,
      recipeTitle: note.recipeId ? (titles.get(note.recipeId) ?? null) : null,
    })),
  };
}
export type CollectionPage = NonNullable<Awaited<ReturnType<typeof getCollectionPage>>>;

/** Renames the collection or changes its description; only its owner can. False for anyone else. */
export async function updateCollection(
  db: Db,
  rooms: CollectionRooms,
  owner: LivePerson,
  collectionId: string,
  input: CollectionForm,
): Promise<boolean> {
  const [row] = await db
    .update(collections)
    .set({ name: input.name, description: input.description, updatedAt: new Date() })
    .where(owned(collectionId, owner.id))
    .returning({ id: collections.id });
  if (!row) return false;
  await rooms.tell(collectionId, {
    type: "announce",
    change: { kind: "collection-updated", by: owner, name: input.name },
  });
  return true;
}

/** Makes one of the collection's recipes' photos its cover (null: none). Only the owner, only a recipe in it. */
export async function setCover(
  db: Db,
  rooms: CollectionRooms,
  owner: LivePerson,
  collectionId: string,
  recipeId: string | null,
): Promise<boolean> {
  const inCollection = sql`EXISTS (SELECT 1 FROM ${collectionRecipes} JOIN ${recipes} ON ${recipes.id} = ${collectionRecipes.recipeId}
    WHERE ${collectionRecipes.collectionId} = ${collectionId} AND ${collectionRecipes.recipeId} = ${recipeId}
    AND ${recipes.imageStatus} = 'ready')`;
  const [row] = await db
    .update(collections)
    .set({ coverRecipeId: recipeId, updatedAt: new Date() })
    .where(recipeId ? and(owned(collectionId, owner.id), inCollection) : owned(collectionId, owner.id))
    .returning({ name: collections.name });
  if (!row) return false;
  await rooms.tell(collectionId, {
    type: "announce",
    change: { kind: "collection-updated", by: owner, name: row.name },
  });
  return true;
}

/**
 * Deletes the collection: its memberships and its list of recipes go with it (the recipes stay their authors'),
 * notes in it are private to their authors again, and every open page of it is closed.
 */
export async function deleteCollection(
  db: Db,
  rooms: CollectionRooms,
  ownerId: string,
  collectionId: string,
): Promise<boolean> {
  const [row] = await db.delete(collections).where(owned(collectionId, ownerId)).returning({ id: collections.id });
  if (!row) return false;
  await rooms.tell(collectionId, { type: "close", code: LIVE_CLOSE.deleted });
  return true;
}

export type SharingChange = { link?: "new" | "off"; joinRole?: MemberRole; isPublic?: boolean };

/**
 * The owner's sharing settings: a new join link (the old one stops working at once) or none, the role new
 * members get, and whether the collection has a public page. False for anyone but the owner.
 */
export async function updateSharing(
  db: Db,
  ownerId: string,
  collectionId: string,
  change: SharingChange,
): Promise<boolean> {
  const link =
    change.link === "new"
      ? { joinPassword: newJoinPassword(), joinExpiresAt: joinLinkExpiry() }
      : change.link === "off"
        ? { joinPassword: null, joinExpiresAt: null }
        : {};
  const [row] = await db
    .update(collections)
    .set({
      ...link,
      ...(change.joinRole ? { joinRole: change.joinRole } : {}),
      ...(change.isPublic === undefined ? {} : { isPublic: change.isPublic }),
      updatedAt: new Date(),
    })
    .where(owned(collectionId, ownerId))
    .returning({ id: collections.id });
  return Boolean(row);
}
