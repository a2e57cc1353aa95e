import { and, desc, eq, lt, ne, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ideas, recipes } from "~/db/schema";
import { setRecipeImage } from "~/domain/recipes/recipe-images.server";
import { createRecipe, getRecipe } from "~/domain/recipes/recipes.server";
import { getUserSettings } from "~/domain/users/queries.server";
import { buildConstraints, type Constraints } from "./constraints";
import { refundCredits, type Spend, spendCredits } from "./credits.server";
import { generateIdeas, type Language, type Plan, type Reason, writeRecipe } from "./engine";
import { foodsInLines, illustrate, shapeOf } from "./illustration";
import { checkRecipe } from "./post-check";
import { toRecipeInput } from "./recipe-input";
import type { GeneratedRecipe, Idea, IdeaRequest } from "./schemas";

/**
 * Ideas, recipes from ideas and title pictures: the flows of the AI pages, the same whichever engine writes the
 * text. Credits are taken before any paid work and given back on every way it can fail.
 */

export type IdeaUser = { id: string; plan: string; dietaryRestrictions: string[]; allergies: string[] };
export type StoredIdea = typeof ideas.$inferSelect;

/** Writes ideas and recipes: the built-in engine, or an OpenAI-compatible provider (provider.server.ts). */
export interface TextEngine {
  readonly kind: "builtin" | "provider";
  /** `onProgress` hears how many ideas are written so far, where the engine can tell. */
  ideas(
    request: IdeaRequest,
    user: IdeaUser,
    language: Language,
    onProgress?: (ideas: number) => void,
  ): Promise<{ ideas: { idea: Idea; plan: Plan | null }[]; reasons: Reason[] }>;
  recipe(idea: StoredIdea, constraints: Constraints): Promise<GeneratedRecipe>;
}

/** The cook as the AI flows need them: plan for credits, stored restrictions and allergies for every request. */
export async function loadIdeaUser(db: Db, userId: string): Promise<IdeaUser> {
  const settings = await getUserSettings(db, userId);
  return {
    id: userId,
    plan: settings?.plan ?? "standard",
    dietaryRestrictions: settings?.dietaryRestrictions ?? [],
    allergies: settings?.allergies ?? [],
  };
}

export const builtinEngine: TextEngine = {
  kind: "builtin",
  async ideas(request, user, language, onProgress) {
    const result = generateIdeas(request, user, language);
    onProgress?.(result.ideas.length);
    return result;
  },
  async recipe(idea, constraints) {
    if (!idea.plan) throw new Error("The idea has no plan to write from");
    const recipe = writeRecipe(idea.plan as unknown as Plan);
    if (checkRecipe(recipe, constraints).length > 0) throw new Error("The recipe failed its checks");
    return recipe;
  },
};

export async function generateAndStoreIdeas(
  db: Db,
  engine: TextEngine,
  {
    request,
    user,
    language,
    onProgress,
  }: { request: IdeaRequest; user: IdeaUser; language: Language; onProgress?: (ideas: number) => void },
): Promise<{ ideas: StoredIdea[]; reasons: Reason[] }> {
  const result = await engine.ideas(request, user, language, onProgress);
  if (result.ideas.length === 0) return { ideas: [], reasons: result.reasons };
  const rows = result.ideas.map(({ idea, plan }) => ({
    id: crypto.randomUUID(),
    userId: user.id,
    language,
    ...idea,
    engine: engine.kind,
    request: request as unknown as Record<string, unknown>,
    plan: plan as unknown as Record<string, unknown> | null,
  }));
  const stored = await db.insert(ideas).values(rows).returning();
  return { ideas: stored, reasons: result.reasons };
}

export function listIdeas(db: Db, userId: string, limit = 30) {
  return db
    .select({
      id: ideas.id,
      title: ideas.title,
      description: ideas.description,
      cuisine: ideas.cuisine,
      minutes: ideas.minutes,
      keyIngredients: ideas.keyIngredients,
      whyItFits: ideas.whyItFits,
      recipeId: ideas.recipeId,
      recipeStatus: ideas.recipeStatus,
      createdAt: ideas.createdAt,
    })
    .from(ideas)
    .where(eq(ideas.userId, userId))
    .orderBy(desc(ideas.createdAt))
    .limit(limit);
}

export async function getIdea(db: Db, userId: string, ideaId: string): Promise<StoredIdea | null> {
  const [idea] = await db
    .select()
    .from(ideas)
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId)))
    .limit(1);
  return idea ?? null;
}

/** Longer than any request may run (the provider's 60 s, one retry and a repair round, with room to spare). */
const STALE_CLAIM_MS = 5 * 60_000;

export type CreateOutcome =
  | { status: "created" | "exists"; recipeId: string }
  | { status: "not-found" | "busy" | "no-credits" | "failed" };

export type AiServices = { db: Db; engine: TextEngine; images: ImageServices };

/**
 * 'Create Recipe': one credit, one recipe, however often it is clicked. The idea is claimed with a conditional
 * update first (a second request finds it claimed and gets "busy"), then the credit is taken; any failure after
 * that gives the credit back and releases the idea.
 */
export async function createRecipeFromIdea(
  { db, engine, images }: AiServices,
  user: IdeaUser,
  ideaId: string,
): Promise<CreateOutcome> {
  const idea = await getIdea(db, user.id, ideaId);
  if (!idea) return { status: "not-found" };
  if (idea.recipeId) return { status: "exists", recipeId: idea.recipeId };
  // A claim older than the longest a request can take was left by a request that died: it may be taken over.
  const stale = new Date(Date.now() - STALE_CLAIM_MS);
  const claimed = await db
    .update(ideas)
    .set({ recipeStatus: "creating", updatedAt: new Date() })
    .where(
      and(
        eq(ideas.id, ideaId),
        eq(ideas.userId, user.id),
        or(eq(ideas.recipeStatus, "none"), and(eq(ideas.recipeStatus, "creating"), lt(ideas.updatedAt, stale))),
      ),
    )
    .returning({ id: ideas.id });
  if (claimed.length === 0) return { status: "busy" };
  const release = () =>
    db
      .update(ideas)
      .set({ recipeStatus: "none", updatedAt: new Date() })
      .where(and(eq(ideas.id, ideaId), eq(ideas.userId, user.id)));
  const spend = await spendCredits(db, user, "recipe", ideaId);
  if (!spend) {
    await release();
    return { status: "no-credits" };
  }
  try {
    const request = idea.request as unknown as IdeaRequest;
    const constraints = buildConstraints(request, user);
    const generated = await engine.recipe(idea, constraints);
    const recipeId = await createRecipe(
      db,
      user.id,
      toRecipeInput(generated, { language: idea.language, cuisine: idea.cuisine, ideaId, diets: constraints.diets }),
    );
    await db
      .update(ideas)
      .set({ recipeId, recipeStatus: "done", updatedAt: new Date() })
      .where(and(eq(ideas.id, ideaId), eq(ideas.userId, user.id)));
    await requestTitleImage(db, images, user, recipeId, { fallBackToIllustration: true });
    return { status: "created", recipeId };
  } catch (error) {
    console.error("recipe from idea failed", error);
    await refundCredits(db, user.id, spend);
    await release();
    return { status: "failed" };
  }
}

/** What makes title pictures: R2, the job queue, and whether an image provider is configured. */
export type ImageServices = { bucket: R2Bucket; queue: Queue; aiImages: boolean };

export type TitleImageJob = {
  type: "title-image";
  userId: string;
  recipeId: string;
  kind: "ai" | "illustration";
  spend: Spend | null;
};

/**
 * Queues a new title picture. With an image provider it is an AI photo for one credit; without one, or when the
 * credits are gone and `fallBackToIllustration` is set (a recipe just made), the free built-in illustration.
 */
export async function requestTitleImage(
  db: Db,
  images: ImageServices,
  user: { id: string; plan: string },
  recipeId: string,
  { fallBackToIllustration = false } = {},
): Promise<"queued" | "no-credits" | "busy" | "not-found" | "failed"> {
  let kind: TitleImageJob["kind"] = "illustration";
  let spend: Spend | null = null;
  if (images.aiImages) {
    spend = await spendCredits(db, user, "image", recipeId);
    if (spend) kind = "ai";
    else if (!fallBackToIllustration) return "no-credits";
  }
  const claimed = await db
    .update(recipes)
    .set({ imageStatus: "generating" })
    .where(and(eq(recipes.id, recipeId), eq(recipes.userId, user.id), ne(recipes.imageStatus, "generating")))
    .returning({ id: recipes.id });
  if (claimed.length === 0) {
    if (spend) await refundCredits(db, user.id, spend);
    return (await getRecipe(db, user.id, recipeId)) ? "busy" : "not-found";
  }
  const job: TitleImageJob = { type: "title-image", userId: user.id, recipeId, kind, spend };
  try {
    await images.queue.send(job);
    return "queued";
  } catch (error) {
    // The recipe must not wait for a job that was never queued.
    console.error("queueing a title picture failed", error);
    await failTitleImageJob(db, job);
    return "failed";
  }
}

/** Makes the picture of a job. Runs again on retry; a recipe no longer waiting for one is left alone. */
export async function runTitleImageJob(
  db: Db,
  bucket: R2Bucket,
  job: TitleImageJob,
  paint: (
    recipe: NonNullable<Awaited<ReturnType<typeof getRecipe>>>,
    idea: StoredIdea | null,
  ) => Promise<{ type: string; bytes: Uint8Array }>,
): Promise<void> {
  const recipe = await getRecipe(db, job.userId, job.recipeId);
  if (recipe?.imageStatus !== "generating") return;
  const idea = recipe.ideaId ? await getIdea(db, job.userId, recipe.ideaId) : null;
  const image = await paint(recipe, idea);
  await setRecipeImage(db, bucket, {
    userId: job.userId,
    recipeId: job.recipeId,
    image: { ...image, ai: job.kind === "ai" },
  });
}

/** The built-in illustration of a recipe: from its idea's plan when it has one, else from its ingredient lines. */
export async function paintIllustration(
  recipe: NonNullable<Awaited<ReturnType<typeof getRecipe>>>,
  idea: StoredIdea | null,
): Promise<{ type: string; bytes: Uint8Array }> {
  const plan = idea?.plan as unknown as Plan | null;
  const foods = plan
    ? (["protein", "starch", "veg"] as const).flatMap((role) => plan.foods[role] ?? [])
    : foodsInLines(recipe.ingredientSections.flatMap((section) => section.items.map((line) => line.original)));
  const svg = illustrate({ seed: recipe.id, dish: shapeOf(plan?.dish), foods });
  return { type: "image/svg+xml", bytes: new TextEncoder().encode(svg) };
}

/** A job that has run out of retries: the recipe shows the failure, and a paid picture is refunded. */
export async function failTitleImageJob(db: Db, job: TitleImageJob): Promise<void> {
  await db
    .update(recipes)
    .set({ imageStatus: "failed" })
    .where(and(eq(recipes.id, job.recipeId), eq(recipes.userId, job.userId), eq(recipes.imageStatus, "generating")));
  if (job.spend) await refundCredits(db, job.userId, job.spend);
}
