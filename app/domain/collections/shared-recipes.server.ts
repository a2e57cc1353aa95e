import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { collectionMembers, collectionRecipes, collections, recipes, users } from "~/db/schema";
import { copyTitlePicture } from "~/domain/recipes/recipe-images.server";
import { createRecipe, deleteRecipe, getRecipe, loadRecipes, type RecipeDetail } from "~/domain/recipes/recipes.server";
import type { RecipeInput } from "~/domain/recipes/schemas";
import { getRole } from "./collections.server";
import type { LivePerson } from "./live";
import { publicCollectionPath } from "./public-path";
import type { CollectionRooms } from "./rooms.server";
import { COLLECTION_LIMITS, canAdd } from "./rules";

/**
 * Recipes in collections (ADR 013). A recipe stays its author's: only they put it in a collection or edit it;
 * members read it, and can save a copy of their own.
 */

const isMember = (collectionId: ReturnType<typeof sql> | string, userId: string) =>
  sql`EXISTS (SELECT 1 FROM ${collectionMembers} AS m WHERE m.collection_id = ${collectionId} AND m.user_id = ${userId})`;

export type AddOutcome =
  | { status: "added"; count: number }
  | { status: "not-found" }
  | { status: "forbidden" }
  | { status: "full" };

/**
 * Puts some of the user's own recipes in a collection they may add to; recipes already in it are left as they are.
 * One conditional statement keeps the role and the recipe limit as they are at the moment of writing.
 */
export async function addRecipes(
  db: Db,
  rooms: CollectionRooms,
  actor: LivePerson,
  collectionId: string,
  recipeIds: string[],
): Promise<AddOutcome> {
  const role = await getRole(db, collectionId, actor.id);
  if (!role) return { status: "not-found" };
  if (!canAdd(role)) return { status: "forbidden" };
  // The ids travel as one JSON value: D1 binds at most 100 values per statement.
  const ids = JSON.stringify(recipeIds);
  const fresh = sql`(SELECT count(*) FROM ${recipes} AS r WHERE r.user_id = ${actor.id} AND r.id IN (SELECT value FROM json_each(${ids}))
      AND NOT EXISTS (SELECT 1 FROM ${collectionRecipes} AS c WHERE c.collection_id = ${collectionId} AND c.recipe_id = r.id))`;
  const added = await db.all<{ title: string }>(sql`
    INSERT INTO ${collectionRecipes} (collection_id, recipe_id)
    SELECT ${collectionId}, r.id FROM ${recipes} AS r
    WHERE r.user_id = ${actor.id} AND r.id IN (SELECT value FROM json_each(${ids}))
      AND EXISTS (SELECT 1 FROM ${collectionMembers} AS m WHERE m.collection_id = ${collectionId}
        AND m.user_id = ${actor.id} AND m.role IN ('owner', 'editor'))
      AND (SELECT count(*) FROM ${collectionRecipes} AS c WHERE c.collection_id = ${collectionId}) + ${fresh}
        <= ${COLLECTION_LIMITS.recipes}
    ON CONFLICT DO NOTHING
    RETURNING (SELECT title FROM ${recipes} WHERE ${recipes.id} = recipe_id) AS title`);
  if (added.length === 0) {
    const [row] = await db.all<{ over: number }>(
      sql`SELECT (SELECT count(*) FROM ${collectionRecipes} AS c WHERE c.collection_id = ${collectionId}) + ${fresh} > ${COLLECTION_LIMITS.recipes} AS over`,
    );
    return row?.over ? { status: "full" } : { status: "added", count: 0 };
  }
  await db.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, collectionId));
  await rooms.tell(collectionId, {
    type: "announce",
    change: { kind: "recipes-added", by: actor, titles: added.map((row) => row.title) },
  });
  return { status: "added", count: added.length };
}

/**
 * Takes a recipe out of a collection: the owner any, a member their own. The recipe itself stays where it is.
 */
export async function removeRecipe(
  db: Db,
  rooms: CollectionRooms,
  actor: LivePerson,
  collectionId: string,
  recipeId: string,
): Promise<"removed" | "not-found" | "forbidden"> {
  const [row] = await db
    .select({ role: collectionMembers.role, authorId: recipes.userId, title: recipes.title })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .innerJoin(
      collectionMembers,
      and(eq(collectionMembers.collectionId, collectionRecipes.collectionId), eq(collectionMembers.userId, actor.id)),
    )
    .where(and(eq(collectionRecipes.collectionId, collectionId), eq(collectionRecipes.recipeId, recipeId)))
    .limit(1);
  if (!row) return "not-found";
  // The owner keeps the collection tidy; an author can always take their own recipe back out.
  if (row.role !== "owner" && row.authorId !== actor.id) return "forbidden";
  await db.batch([
    db
      .delete(collectionRecipes)
      .where(and(eq(collectionRecipes.collectionId, collectionId), eq(collectionRecipes.recipeId, recipeId))),
    db
      .update(collections)
      .set({ coverRecipeId: null })
      .where(and(eq(collections.id, collectionId), eq(collections.coverRecipeId, recipeId))),
  ]);
  await rooms.tell(collectionId, {
    type: "announce",
    change: { kind: "recipe-removed", by: actor, recipeId, title: row.title },
  });
  return "removed";
}

/**
 * Deletes the author's recipe and tells every collection it was in: it disappears from all of them (the rows go by
 * ON DELETE CASCADE). False when the user has no recipe of that id. Its files are the caller's to remove.
 */
export async function deleteRecipeEverywhere(
  db: Db,
  rooms: CollectionRooms,
  author: LivePerson,
  recipeId: string,
): Promise<boolean> {
  const shared = await db
    .select({ collectionId: collectionRecipes.collectionId, title: recipes.title })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .where(and(eq(collectionRecipes.recipeId, recipeId), eq(recipes.userId, author.id)));
  if (!(await deleteRecipe(db, author.id, recipeId))) return false;
  await Promise.all(
    shared.map(({ collectionId, title }) =>
      rooms.tell(collectionId, {
        type: "announce",
        change: { kind: "recipe-removed", by: author, recipeId, title },
      }),
    ),
  );
  return true;
}

/** The collections a recipe is in that the viewer is a member of. */
export async function collectionsWithRecipe(db: Db, viewerId: string, recipeId: string) {
  return db
    .select({ id: collections.id, name: collections.name, role: collectionMembers.role })
    .from(collectionRecipes)
    .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
    .innerJoin(
      collectionMembers,
      and(eq(collectionMembers.collectionId, collections.id), eq(collectionMembers.userId, viewerId)),
    )
    .where(eq(collectionRecipes.recipeId, recipeId))
    .orderBy(asc(collections.name));
}

/**
 * Someone else's recipe as a member of one of its collections reads it, with its author and the collections it
 * reaches them through; null when it reaches them through none.
 */
export async function readSharedRecipe(db: Db, viewerId: string, recipeId: string) {
  const via = await collectionsWithRecipe(db, viewerId, recipeId);
  if (via.length === 0) return null;
  const [recipe] = await loadRecipes(db, eq(recipes.id, recipeId));
  if (!recipe) return null;
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, recipe.userId));
  return { recipe, authorName: author?.name ?? "", via };
}

/** The recipe's copy the viewer saved earlier, if any: saving again opens it instead of making a second. */
async function existingCopy(db: Db, userId: string, recipeId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), sql`json_extract(${recipes.copiedFrom}, '$.recipeId') = ${recipeId}`))
    .limit(1);
  return row?.id ?? null;
}

function copyInput(recipe: RecipeDetail, copiedFrom: NonNullable<RecipeInput["copiedFrom"]>): RecipeInput {
  return {
    title: recipe.title,
    description: recipe.description,
    language: recipe.language,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.totalMinutes,
    cuisine: recipe.cuisine,
    category: recipe.category,
    tags: recipe.tags,
    ingredientSections: recipe.ingredientSections.map((section) => ({
      title: section.title,
      lines: section.items.map((line) => line.original),
    })),
    instructionSections: recipe.instructionSections.map((section) => ({
      title: section.title,
      steps: section.items.map((step) => step.text),
    })),
    // Where the original came from travels with it; the idea and a file's identity stay the author's.
    origin: recipe.origin,
    diets: recipe.diets,
    sourceUrl: recipe.sourceUrl,
    sourceSite: recipe.sourceSite,
    sourceAuthor: recipe.sourceAuthor,
    yieldUnit: recipe.yieldUnit,
    copiedFrom,
  };
}

/**
 * Saves a copy of a recipe shared with the viewer into their own library, title photo included; the copy records
 * what it was copied from. Null when the recipe does not reach them through a collection.
 */
export async function copySharedRecipe(
  db: Db,
  images: R2Bucket,
  viewerId: string,
  recipeId: string,
  collectionId: string,
): Promise<{ recipeId: string; existing: boolean } | null> {
  const shared = await readSharedRecipe(db, viewerId, recipeId);
  const through = shared?.via.find((collection) => collection.id === collectionId) ?? shared?.via[0];
  if (!shared || !through || shared.recipe.userId === viewerId) return null;
  const existing = await existingCopy(db, viewerId, recipeId);
  if (existing) return { recipeId: existing, existing: true };
  const { recipe } = shared;
  const copyId = await createRecipe(
    db,
    viewerId,
    copyInput(recipe, {
      recipeId,
      collectionId: through.id,
      collectionName: through.name,
      authorName: shared.authorName,
    }),
  );
  const { imageKey } = recipe;
  const photo =
    imageKey && recipe.imageStatus === "ready"
      ? await copyTitlePicture(images, { ...recipe, imageKey }, { userId: viewerId, recipeId: copyId })
      : null;
  if (photo) {
    await db
      .update(recipes)
      .set({ ...photo, imageStatus: "ready", imageAi: recipe.imageAi })
      .where(and(eq(recipes.id, copyId), eq(recipes.userId, viewerId)));
  }
  return { recipeId: copyId, existing: false };
}

/**
 * A public collection shows its owner's own recipes only: what members added was shared with the members, not
 * published (ADR 013).
 */
const publicRecipeOf = (recipeId: ReturnType<typeof sql>) =>
  sql`EXISTS (SELECT 1 FROM ${collectionRecipes} AS cr JOIN ${collections} AS c ON c.id = cr.collection_id
    JOIN ${recipes} AS pr ON pr.id = cr.recipe_id WHERE cr.recipe_id = ${recipeId} AND c.is_public = 1
    AND pr.user_id = c.owner_id)`;

/**
 * The stored photo of a recipe and the widths of its copies, for whoever may see it: its author, a member of a
 * collection it is in, or anyone when it is on a public collection's page. Null otherwise, as for a recipe that does
 * not exist.
 */
export async function readableImage(
  db: Db,
  viewerId: string | null,
  recipeId: string,
): Promise<{ imageKey: string; imageVariants: number[] | null } | null> {
  const inPublic = publicRecipeOf(sql`${recipes.id}`);
  const access = viewerId
    ? sql`(${recipes.userId} = ${viewerId} OR ${inPublic} OR EXISTS (SELECT 1 FROM ${collectionRecipes} AS cr
        WHERE cr.recipe_id = ${recipes.id} AND ${isMember(sql`cr.collection_id`, viewerId)}))`
    : inPublic;
  const [row] = await db
    .select({ imageKey: recipes.imageKey, imageVariants: recipes.imageVariants })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), access))
    .limit(1);
  return row?.imageKey ? { imageKey: row.imageKey, imageVariants: row.imageVariants } : null;
}

/** The owner's recipes in a collection: what its public page shows. */
const ownerRecipesIn = (db: Db, collectionId: string, ownerId: string) =>
  db
    .select({ id: collectionRecipes.recipeId })
    .from(collectionRecipes)
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .where(and(eq(collectionRecipes.collectionId, collectionId), eq(recipes.userId, ownerId)));

/** The owner's public collections, for their public profile: no members, no private data. */
export async function listPublicCollections(db: Db, ownerId: string) {
  return db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      // Built as a query, so its columns name their tables: a single-table select names its own columns bare.
      recipeCount: sql<number>`(${db
        .select({ count: count() })
        .from(collectionRecipes)
        .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
        .where(and(eq(collectionRecipes.collectionId, collections.id), eq(recipes.userId, collections.ownerId)))})`,
    })
    .from(collections)
    .where(and(eq(collections.ownerId, ownerId), eq(collections.isPublic, true)))
    .orderBy(desc(collections.updatedAt), asc(collections.id));
}

/**
 * The addresses of every public collection that shows a recipe (a public page with nothing on it is left out), for
 * the sitemap, most recently changed first.
 */
export async function listPublicCollectionPaths(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: collections.id, ownerId: collections.ownerId })
    .from(collections)
    .where(
      and(
        eq(collections.isPublic, true),
        sql`EXISTS (SELECT 1 FROM ${collectionRecipes} AS cr JOIN ${recipes} AS r ON r.id = cr.recipe_id
          WHERE cr.collection_id = ${collections.id} AND r.user_id = ${collections.ownerId})`,
      ),
    )
    .orderBy(desc(collections.updatedAt), asc(collections.id));
  return rows.map((row) => publicCollectionPath(row.ownerId, row.id));
}

/** A public collection's page: its name, its owner's name and the owner's recipes in it in full; null unless public. */
export async function getPublicCollection(db: Db, ownerId: string, collectionId: string) {
  const [collection] = await db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      ownerId: collections.ownerId,
      ownerName: users.name,
      updatedAt: collections.updatedAt,
    })
    .from(collections)
    .innerJoin(users, eq(users.id, collections.ownerId))
    .where(and(eq(collections.id, collectionId), eq(collections.ownerId, ownerId), eq(collections.isPublic, true)))
    .limit(1);
  if (!collection) return null;
  const shown = await loadRecipes(db, inArray(recipes.id, ownerRecipesIn(db, collectionId, ownerId)));
  return { collection, recipes: shown };
}

/**
 * A recipe as the viewer may read it: their own (`shared` null), or someone else's that reaches them through a
 * collection, with its author and those collections. Null for anything else.
 */
export async function readVisibleRecipe(db: Db, viewerId: string, recipeId: string) {
  const own = await getRecipe(db, viewerId, recipeId);
  if (own) return { recipe: own, shared: null };
  const shared = await readSharedRecipe(db, viewerId, recipeId);
  return shared && { recipe: shared.recipe, shared: { authorName: shared.authorName, via: shared.via } };
}
