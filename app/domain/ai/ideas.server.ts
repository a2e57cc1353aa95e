import { and, countDistinct, desc, eq, gte, isNull, lt, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { ideas } from "~/db/schema";
import { refundCredits, spendCredits } from "~/domain/billing/credits.server";
import { allowanceLeft, type CookPlan, PLANS } from "~/domain/billing/plans";
import { loadCookPlan } from "~/domain/billing/subscriptions.server";
import { createRecipe, recipeRoom } from "~/domain/recipes/recipes.server";
import { type ImageServices, requestTitleImage, type TitlePainter } from "~/domain/recipes/title-image.server";
import { getUserSettings } from "~/domain/users/queries.server";
import { DEADLINES } from "~/lib/deadlines";
import { buildConstraints, type Constraints } from "./constraints";
import { generateIdeas, type Language, type Plan, type Reason, writeRecipe } from "./engine";
import { foodsInLines, illustrate, shapeOf } from "./illustration";
import { checkRecipe } from "./post-check";
import { providerHold } from "./provider-error";
import { toRecipeInput } from "./recipe-input";
import type { GeneratedRecipe, Idea, IdeaRequest } from "./schemas";

/**
 * Ideas, recipes from ideas and title pictures: the flows of the AI pages, the same whichever engine writes the
 * text. Credits are taken before any paid work and given back on every way it can fail.
 */

export type IdeaUser = { id: string; plan: CookPlan; dietaryRestrictions: string[]; allergies: string[] };
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

/**
 * The cook as the AI flows need them: their plan (for credits and allowances; `payments` says whether Stripe is
 * configured), stored restrictions and allergies for every request.
 */
export async function loadIdeaUser(db: Db, userId: string, payments: boolean): Promise<IdeaUser> {
  const [settings, plan] = await Promise.all([getUserSettings(db, userId), loadCookPlan(db, payments, userId)]);
  return {
    id: userId,
    plan,
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

/** How many more times the cook may ask for ideas this calendar month (Infinity on Standard). */
export async function ideaRequestsLeft(db: Db, user: Pick<IdeaUser, "id" | "plan">, now = new Date()): Promise<number> {
  if (PLANS[user.plan.id].limits.ideaRequests === null) return Number.POSITIVE_INFINITY;
  return allowanceLeft(user.plan.id, "ideaRequests", await countIdeaRequests(db, user.id, now));
}

/** The cook's requests for ideas this calendar month (UTC) that brought ideas. */
export async function countIdeaRequests(db: Db, userId: string, now = new Date()): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [row] = await db
    .select({ value: countDistinct(ideas.requestId) })
    .from(ideas)
    .where(and(eq(ideas.userId, userId), gte(ideas.createdAt, monthStart)));
  return row?.value ?? 0;
}

/**
 * Asks the engine for ideas and stores them under one request id. A request the plan has no room for this month
 * is refused before the engine runs (`limitReached`); one that brings no idea does not count.
 */
export async function generateAndStoreIdeas(
  db: Db,
  engine: TextEngine,
  {
    request,
    user,
    language,
    onProgress,
  }: { request: IdeaRequest; user: IdeaUser; language: Language; onProgress?: (ideas: number) => void },
): Promise<{ ideas: StoredIdea[]; reasons: Reason[]; limitReached?: true }> {
  if ((await ideaRequestsLeft(db, user)) < 1) return { ideas: [], reasons: [], limitReached: true };
  const result = await engine.ideas(request, user, language, onProgress);
  if (result.ideas.length === 0) return { ideas: [], reasons: result.reasons };
  const requestId = crypto.randomUUID();
  const rows = result.ideas.map(({ idea, plan }) => ({
    id: crypto.randomUUID(),
    userId: user.id,
    language,
    ...idea,
    engine: engine.kind,
    request: request as unknown as Record<string, unknown>,
    plan: plan as unknown as Record<string, unknown> | null,
    requestId,
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

/**
 * Links a recipe to the cook's idea it was made from (a recipe file brought back into the library it left), when
 * the idea is theirs and has no recipe; true when it was linked.
 */
export async function linkIdea(db: Db, userId: string, ideaId: string, recipeId: string): Promise<boolean> {
  const linked = await db
    .update(ideas)
    .set({ recipeId, recipeStatus: "done", updatedAt: new Date() })
    .where(and(eq(ideas.id, ideaId), eq(ideas.userId, userId), isNull(ideas.recipeId)))
    .returning({ id: ideas.id });
  return linked.length > 0;
}

/** Longer than any request may run (the provider's deadline, with room to spare). */
const STALE_CLAIM_MS = DEADLINES.aiMs + 4 * 60_000;

type CreateOutcome =
  | { status: "created" | "exists"; recipeId: string }
  | { status: "not-found" | "busy" | "no-credits" | "limit" | "failed" | "timeout" }
  | { status: "unavailable"; retryAfterSeconds: number };

export type AiServices = { db: Db; engine: TextEngine; images: ImageServices };

/**
 * 'Create Recipe': one credit, one recipe, however often it is clicked, and the title picture its button offered
 * (`picture`, billing/costs.ts). The idea is claimed with a conditional update first (a second request finds it
 * claimed and gets "busy"), then the credit is taken; any failure after that gives the credit back and releases the
 * idea, and a provider that missed its deadline or is busy is named as such. A library the plan has no room in is
 * refused before any of it.
 */
export async function createRecipeFromIdea(
  { db, engine, images }: AiServices,
  user: IdeaUser,
  ideaId: string,
  picture: "ai" | "illustration" = "ai",
): Promise<CreateOutcome> {
  const idea = await getIdea(db, user.id, ideaId);
  if (!idea) return { status: "not-found" };
  if (idea.recipeId) return { status: "exists", recipeId: idea.recipeId };
  if ((await recipeRoom(db, user.id, user.plan.id)) < 1) return { status: "limit" };
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
    await requestTitleImage(db, images, user, recipeId, { fallBackToIllustration: true, paid: picture === "ai" });
    return { status: "created", recipeId };
  } catch (error) {
    console.error("recipe from idea failed", error);
    await refundCredits(db, user.id, spend);
    await release();
    const hold = providerHold(error);
    if (hold?.kind === "busy") return { status: "unavailable", retryAfterSeconds: hold.retryAfterSeconds };
    return { status: hold?.kind === "timeout" ? "timeout" : "failed" };
  }
}

/** The built-in illustration of a recipe: from its idea's plan when it has one, else from its ingredient lines. */
export const illustrationPainter =
  (db: Db): TitlePainter =>
  async (recipe) => {
    const idea = recipe.ideaId ? await getIdea(db, recipe.userId, recipe.ideaId) : null;
    const plan = idea?.plan as unknown as Plan | null;
    const foods = plan
      ? (["protein", "starch", "veg"] as const).flatMap((role) => plan.foods[role] ?? [])
      : foodsInLines(recipe.ingredientSections.flatMap((section) => section.items.map((line) => line.original)));
    const svg = illustrate({ seed: recipe.id, dish: shapeOf(plan?.dish), foods });
    return { type: "image/svg+xml", bytes: new TextEncoder().encode(svg) };
  };
