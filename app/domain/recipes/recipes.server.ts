import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "~/db/client.server";
import { ideas, ingredientSections, ingredients, instructionSections, recipes, steps } from "~/db/schema";
import { recipesFts } from "~/db/search-index";
import { allowanceLeft, PLANS, type PlanId } from "~/domain/billing/plans";
import { totalMinutes } from "./fields";
import { parseIngredient } from "./ingredient-parser";
import { PAGE_SIZE, type RecipeListQuery, type RecipeSort } from "./list-options";
import { failTitleImage } from "./recipe-images.server";
import type { RecipeInput } from "./schemas";
import { foldForSearch, toFtsQuery } from "./search-text";
import { sourceKey } from "./source-url";
import { findTimerMinutes } from "./timers";

/**
 * A cook's recipes in D1. Every read and write names the owner: a recipe of someone else is simply not found.
 * Writes go in one batch (D1 has no interactive transactions), children find their section by recipe and position.
 */

type Statement = BatchItem<"sqlite">;

function sectionId(table: typeof ingredientSections | typeof instructionSections, recipeId: string, position: number) {
  return sql<number>`(SELECT ${table.id} FROM ${table} WHERE ${table.recipeId} = ${recipeId} AND ${table.position} = ${position})`;
}

/** D1 binds at most 100 values per statement; rows are inserted in groups that stay below it. */
const D1_MAX_BOUND = 100;
function chunks<T>(rows: T[], valuesPerRow: number): T[][] {
  const size = Math.floor(D1_MAX_BOUND / valuesPerRow);
  return Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );
}

function childStatements(db: Db, recipeId: string, input: RecipeInput): Statement[] {
  const statements: Statement[] = [];
  input.ingredientSections.forEach((section, sectionPosition) => {
    statements.push(
      db.insert(ingredientSections).values({ recipeId, position: sectionPosition, title: section.title }),
    );
    const rows = section.lines.map((line, position) => {
      const parsed = parseIngredient(line);
      return {
        sectionId: sectionId(ingredientSections, recipeId, sectionPosition),
        position,
        original: line,
        quantity: parsed.quantity,
        quantityMax: parsed.quantityMax,
        unit: parsed.unit,
        food: parsed.food,
        note: [parsed.size, parsed.note].filter(Boolean).join(", ") || null,
      };
    });
    // Nine values a row: the section look-up binds two.
    for (const group of chunks(rows, 9)) statements.push(db.insert(ingredients).values(group));
  });
  input.instructionSections.forEach((section, sectionPosition) => {
    statements.push(
      db.insert(instructionSections).values({ recipeId, position: sectionPosition, title: section.title }),
    );
    const rows = section.steps.map((text, position) => ({
      sectionId: sectionId(instructionSections, recipeId, sectionPosition),
      position,
      text,
      timerMinutes: findTimerMinutes(text),
    }));
    for (const group of chunks(rows, 5)) statements.push(db.insert(steps).values(group));
  });
  return statements;
}

function searchStatements(db: Db, userId: string, recipeId: string, input: RecipeInput): Statement[] {
  const fold = (parts: (string | null | undefined)[]) => foldForSearch(parts.filter(Boolean).join(" \n"));
  return [
    db.delete(recipesFts).where(eq(recipesFts.recipeId, recipeId)),
    db.insert(recipesFts).values({
      recipeId,
      userId,
      title: fold([input.title]),
      description: fold([input.description]),
      ingredients: fold(input.ingredientSections.flatMap((section) => [section.title, ...section.lines])),
      steps: fold(input.instructionSections.flatMap((section) => [section.title, ...section.steps])),
      tags: fold([...input.tags, input.cuisine, input.category]),
    }),
  ];
}

function recipeColumns(input: RecipeInput) {
  return {
    title: input.title,
    description: input.description,
    language: input.language,
    servings: input.servings,
    prepMinutes: input.prepMinutes,
    cookMinutes: input.cookMinutes,
    totalMinutes: totalMinutes(input),
    cuisine: input.cuisine,
    category: input.category,
    tags: input.tags,
  };
}

/** Where a recipe came from and what only an import or the AI knows; set once, an edit in the editor keeps it. */
function provenanceColumns(input: RecipeInput) {
  return {
    origin: input.origin ?? "manual",
    yieldUnit: input.yieldUnit ?? null,
    diets: input.diets ?? [],
    sourceUrl: input.sourceUrl ?? null,
    sourceKey: input.sourceUrl ? sourceKey(input.sourceUrl) : null,
    sourceSite: input.sourceSite ?? null,
    sourceAuthor: input.sourceAuthor ?? null,
    ideaId: input.ideaId ?? null,
    originKey: input.originKey ?? null,
    copiedFrom: input.copiedFrom ?? null,
  };
}

/**
 * How many more recipes the cook's plan lets them save (Infinity on Standard): every way a recipe is added asks this
 * first (the editor, a recipe from an idea, a recipe file). Checked before the save, not inside it: two saves at the
 * very same moment may both land at the last free place, which takes nothing from anyone.
 */
export async function recipeRoom(db: Db, userId: string, plan: PlanId): Promise<number> {
  if (PLANS[plan].limits.recipes === null) return Number.POSITIVE_INFINITY;
  return allowanceLeft(plan, "recipes", await countRecipes(db, userId));
}

export async function countRecipes(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(recipes).where(eq(recipes.userId, userId));
  return row?.value ?? 0;
}

export async function createRecipe(db: Db, userId: string, input: RecipeInput): Promise<string> {
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(recipes).values({ id, userId, ...recipeColumns(input), ...provenanceColumns(input) }),
    ...childStatements(db, id, input),
    ...searchStatements(db, userId, id, input),
  ]);
  return id;
}

const owned = (userId: string, recipeId: string) => and(eq(recipes.id, recipeId), eq(recipes.userId, userId));

/**
 * Replaces the recipe's content. With `basedOn` (the `updatedAt` the cook's edit started from) the save is refused as
 * "changed" when the recipe was saved since: an edit made offline, or in another tab, never silently overwrites
 * another. Taking the new `updatedAt` is one conditional statement, so of two saves from the same version only
 * one goes through; the content follows in one batch.
 */
export async function updateRecipe(
  db: Db,
  userId: string,
  recipeId: string,
  input: RecipeInput,
  basedOn?: Date,
): Promise<{ status: "updated" } | { status: "changed"; updatedAt: Date } | { status: "not-found" }> {
  const savedAt = new Date();
  const [claimed] = await db
    .update(recipes)
    .set({ updatedAt: savedAt })
    .where(and(owned(userId, recipeId), basedOn ? eq(recipes.updatedAt, basedOn) : undefined))
    .returning({ id: recipes.id });
  if (!claimed) {
    const [existing] = await db
      .select({ updatedAt: recipes.updatedAt })
      .from(recipes)
      .where(owned(userId, recipeId))
      .limit(1);
    return existing ? { status: "changed", updatedAt: existing.updatedAt } : { status: "not-found" };
  }
  await db.batch([
    db
      .update(recipes)
      .set({ ...recipeColumns(input), updatedAt: savedAt })
      .where(owned(userId, recipeId)),
    db.delete(ingredientSections).where(eq(ingredientSections.recipeId, recipeId)),
    db.delete(instructionSections).where(eq(instructionSections.recipeId, recipeId)),
    ...childStatements(db, recipeId, input),
    ...searchStatements(db, userId, recipeId, input),
  ]);
  return { status: "updated" };
}

/** Deletes the recipe; false when the user has no recipe of that id. Its files in R2 are the caller's to remove. */
export async function deleteRecipe(db: Db, userId: string, recipeId: string): Promise<boolean> {
  const [existing] = await db.select({ id: recipes.id }).from(recipes).where(owned(userId, recipeId)).limit(1);
  if (!existing) return false;
  await db.batch([
    db.delete(recipesFts).where(and(eq(recipesFts.recipeId, recipeId), eq(recipesFts.userId, userId))),
    db.delete(recipes).where(owned(userId, recipeId)),
    // Its idea can be made into a recipe again.
    db
      .update(ideas)
      .set({ recipeId: null, recipeStatus: "none" })
      .where(and(eq(ideas.recipeId, recipeId), eq(ideas.userId, userId))),
  ]);
  return true;
}

export async function getRecipe(db: Db, userId: string, recipeId: string) {
  const [recipe] = await loadRecipes(db, owned(userId, recipeId));
  if (!recipe) return null;
  // A picture asked for longer ago than any job can run will not come (its job was lost): the cook sees it failed.
  if (recipe.imageStatus === "generating" && (await failTitleImage(db, userId, recipeId, { staleOnly: true }))) {
    return { ...recipe, imageStatus: "failed" as const };
  }
  return recipe;
}

/** Every recipe of the cook, complete, oldest first: for the export. */
export function getAllRecipes(db: Db, userId: string) {
  return loadRecipes(db, eq(recipes.userId, userId));
}

/**
 * Recipes with their sections, lines and steps in three queries, however many recipes match. Callers outside this
 * file name whose recipes they read (a collection's members, a public collection's visitors: domain/collections).
 */
export async function loadRecipes(db: Db, where: SQL | undefined) {
  const rows = await db.select().from(recipes).where(where).orderBy(asc(recipes.createdAt), asc(recipes.id));
  if (rows.length === 0) return [];
  const ofMatching = (column: typeof ingredientSections.recipeId | typeof instructionSections.recipeId) =>
    inArray(column, db.select({ id: recipes.id }).from(recipes).where(where));
  // Plain queries, not a batch: drizzle's D1 batch mis-maps joined rows.
  const [ingredientRows, stepRows] = await Promise.all([
    db
      .select({ section: ingredientSections, item: ingredients })
      .from(ingredientSections)
      .leftJoin(ingredients, eq(ingredients.sectionId, ingredientSections.id))
      .where(ofMatching(ingredientSections.recipeId))
      .orderBy(asc(ingredientSections.recipeId), asc(ingredientSections.position), asc(ingredients.position)),
    db
      .select({ section: instructionSections, item: steps })
      .from(instructionSections)
      .leftJoin(steps, eq(steps.sectionId, instructionSections.id))
      .where(ofMatching(instructionSections.recipeId))
      .orderBy(asc(instructionSections.recipeId), asc(instructionSections.position), asc(steps.position)),
  ]);
  const ingredientsByRecipe = groupSections(ingredientRows);
  const stepsByRecipe = groupSections(stepRows);
  return rows.map((recipe) => ({
    ...recipe,
    ingredientSections: ingredientsByRecipe.get(recipe.id) ?? [],
    instructionSections: stepsByRecipe.get(recipe.id) ?? [],
  }));
}

/** Joined section rows, ordered by recipe and position, as each recipe's list of sections with their items. */
function groupSections<Item>(
  rows: { section: { id: number; recipeId: string; title: string | null }; item: Item | null }[],
) {
  const byRecipe = new Map<string, { title: string | null; items: Item[] }[]>();
  const sections = new Map<number, { title: string | null; items: Item[] }>();
  for (const { section, item } of rows) {
    let entry = sections.get(section.id);
    if (!entry) {
      entry = { title: section.title, items: [] };
      sections.set(section.id, entry);
      const list = byRecipe.get(section.recipeId) ?? [];
      list.push(entry);
      byRecipe.set(section.recipeId, list);
    }
    if (item) entry.items.push(item);
  }
  return byRecipe;
}

export type RecipeDetail = NonNullable<Awaited<ReturnType<typeof getRecipe>>>;

// ---------------------------------------------------------------------------------------------------------------
// The list: search, filters, sort and keyset paging (a page costs the same however far the cook scrolls).

type Cursor = { key: string | number | null; id: string };

function encodeCursor(cursor: Cursor): string {
  return btoa(JSON.stringify(cursor)).replace(/=+$/, "");
}
function decodeCursor(text: string | undefined): Cursor | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(atob(text)) as Cursor;
    return typeof value.id === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

const SORT_KEYS = {
  recent: { column: recipes.updatedAt, direction: "desc" },
  title: { column: sql`${recipes.title} COLLATE NOCASE`, direction: "asc" },
  time: { column: recipes.totalMinutes, direction: "asc" },
} as const;

export async function listRecipes(db: Db, userId: string, options: RecipeListQuery = {}) {
  const sort = options.sort ?? "recent";
  const conditions: (SQL | undefined)[] = [eq(recipes.userId, userId)];
  const fts = options.query ? toFtsQuery(options.query) : null;
  if (fts) {
    conditions.push(
      inArray(
        recipes.id,
        sql`(SELECT recipe_id FROM recipes_fts WHERE recipes_fts MATCH ${fts} AND user_id = ${userId})`,
      ),
    );
  }
  if (options.cuisine) conditions.push(sql`${recipes.cuisine} = ${options.cuisine} COLLATE NOCASE`);
  if (options.origin) conditions.push(eq(recipes.origin, options.origin));
  if (options.diet)
    conditions.push(sql`EXISTS (SELECT 1 FROM json_each(${recipes.diets}) WHERE value = ${options.diet})`);
  if (options.time === "under-20") conditions.push(lt(recipes.totalMinutes, 20));
  if (options.time === "under-40") conditions.push(lt(recipes.totalMinutes, 40));
  if (options.time === "40-plus") conditions.push(sql`${recipes.totalMinutes} >= 40`);

  const cursor = decodeCursor(options.cursor);
  if (cursor) conditions.push(afterCursor(sort, cursor));

  const { column, direction } = SORT_KEYS[sort];
  // Recipes without a time sort last; ties break on the id so paging never skips or repeats.
  const order =
    sort === "time"
      ? [sql`${recipes.totalMinutes} IS NULL`, asc(recipes.totalMinutes), asc(recipes.id)]
      : direction === "desc"
        ? [desc(column), desc(recipes.id)]
        : [asc(column), asc(recipes.id)];
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      totalMinutes: recipes.totalMinutes,
      cuisine: recipes.cuisine,
      origin: recipes.origin,
      imageStatus: recipes.imageStatus,
      imageKey: recipes.imageKey,
      updatedAt: recipes.updatedAt,
    })
    .from(recipes)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE);
  const last = items.at(-1);
  const nextCursor =
    rows.length > PAGE_SIZE && last
      ? encodeCursor({
          id: last.id,
          key: sort === "recent" ? last.updatedAt.getTime() : sort === "title" ? last.title : last.totalMinutes,
        })
      : null;
  return { items, nextCursor };
}

function afterCursor(sort: RecipeSort, cursor: Cursor): SQL | undefined {
  if (sort === "recent") {
    const at = new Date(Number(cursor.key));
    return or(lt(recipes.updatedAt, at), and(eq(recipes.updatedAt, at), lt(recipes.id, cursor.id)));
  }
  if (sort === "title") {
    const title = String(cursor.key);
    return or(
      sql`${recipes.title} COLLATE NOCASE > ${title}`,
      and(sql`${recipes.title} COLLATE NOCASE = ${title}`, gt(recipes.id, cursor.id)),
    );
  }
  if (cursor.key === null) return and(isNull(recipes.totalMinutes), gt(recipes.id, cursor.id));
  const minutes = Number(cursor.key);
  return or(
    isNull(recipes.totalMinutes),
    gt(recipes.totalMinutes, minutes),
    and(eq(recipes.totalMinutes, minutes), gt(recipes.id, cursor.id)),
  );
}

/** The cook's cuisines, for the filter. */
export async function listCuisines(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ cuisine: recipes.cuisine })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), sql`${recipes.cuisine} IS NOT NULL`))
    .orderBy(asc(recipes.cuisine))
    .limit(100);
  return rows.map((row) => row.cuisine ?? "").filter(Boolean);
}
