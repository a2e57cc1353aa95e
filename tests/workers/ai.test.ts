import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { creditLedger, ideas, recipes, users } from "~/db/schema";
import {
  builtinEngine,
  createRecipeFromIdea,
  generateAndStoreIdeas,
  type IdeaUser,
  type TextEngine,
} from "~/domain/ai/ideas.server";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { creditBalance, refundCredits, spendCredits } from "~/domain/billing/credits.server";
import { calendarPlan } from "~/domain/billing/plans";
import { TITLE_IMAGE_MAX_RUN_MS } from "~/domain/recipes/recipe-images.server";
import { getRecipe } from "~/domain/recipes/recipes.server";
import type { TitleImageJob } from "~/domain/recipes/title-image.server";
import * as generateRoute from "~/routes/ideas/generate";
import * as newIdeaRoute from "~/routes/ideas/new-idea";
import * as proposalRoute from "~/routes/proposals/proposal";
import { handleQueue, JOB_ATTEMPTS, QUEUE_NAMES } from "../../worker/queues";
import { expectConsoleErrors } from "./console-errors";
import { createCook } from "./factories";
import { callRoute, signedInCook } from "./pages";

const db = getDb(env.DB);

/** A queue that keeps what it is sent, so a test can run the consumer itself. */
function recordingQueue() {
  const sent: TitleImageJob[] = [];
  return { sent, queue: { send: async (job: TitleImageJob) => void sent.push(job) } as unknown as Queue };
}

function services(engine: TextEngine = builtinEngine) {
  const { sent, queue } = recordingQueue();
  return { sent, services: { db, engine, images: { bucket: env.IMAGES, queue, aiImages: false } } };
}

const request = IdeaRequestSchema.parse({ duration: "medium", diet: "vegan", text: "" });

async function oneIdea(user: IdeaUser) {
  const { ideas: stored } = await generateAndStoreIdeas(db, builtinEngine, { request, user, language: "de" });
  const [idea] = stored;
  if (!idea) throw new Error("no idea");
  return idea;
}

describe("credits", () => {
  it("starts every month with the plan's ten credits, granted once", async () => {
    const cook = await createCook();
    const november = new Date("2026-11-23T12:00:00Z");
    const user = { id: cook.id, plan: calendarPlan("self-hosted", november) };
    expect(await creditBalance(db, user)).toBe(10);
    await Promise.all([spendCredits(db, user, "recipe", "a"), spendCredits(db, user, "recipe", "b")]);
    const grants = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, user.id), eq(creditLedger.reason, "grant")));
    expect(grants).toHaveLength(1);
    expect(await creditBalance(db, user)).toBe(8);
    expect(
      await creditBalance(db, { id: cook.id, plan: calendarPlan("self-hosted", new Date("2026-12-01T00:00:00Z")) }),
    ).toBe(10);
  });

  it("never overdraws: 50 concurrent spends on a balance of 10 spend exactly 10", async () => {
    const user = await createCook();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => spendCredits(db, user, "recipe", `idea-${index}`)),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await creditBalance(db, user)).toBe(0);
  });

  it("refunds a spend once, however often the refund is asked for", async () => {
    const user = await createCook();
    const spend = await spendCredits(db, user, "image", "recipe-1");
    if (!spend) throw new Error("no spend");
    await Promise.all([refundCredits(db, user.id, spend), refundCredits(db, user.id, spend)]);
    expect(await creditBalance(db, user)).toBe(10);
  });
});

describe("recipe from an idea", () => {
  it("costs one credit, links recipe and idea, marks it AI-made and queues its title picture", async () => {
    const user = await createCook();
    const idea = await oneIdea(user);
    const { sent, services: ai } = services();
    const outcome = await createRecipeFromIdea(ai, user, idea.id);
    expect(outcome.status).toBe("created");
    if (outcome.status !== "created") return;
    const recipe = await getRecipe(db, user.id, outcome.recipeId);
    expect(recipe).toMatchObject({ origin: "ai", ideaId: idea.id, title: idea.title, imageStatus: "generating" });
    expect(recipe?.ingredientSections[0]?.items.length).toBeGreaterThan(3);
    expect(await creditBalance(db, user)).toBe(9);
    expect(sent).toEqual([{ type: "title-image", userId: user.id, recipeId: outcome.recipeId, kind: "illustration" }]);
  });

  it("never charges twice or makes two recipes when clicked many times at once", async () => {
    const user = await createCook();
    const idea = await oneIdea(user);
    const { services: ai } = services();
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => createRecipeFromIdea(ai, user, idea.id)));
    expect(outcomes.filter((outcome) => outcome.status === "created")).toHaveLength(1);
    expect(await db.select().from(recipes).where(eq(recipes.userId, user.id))).toHaveLength(1);
    expect(await creditBalance(db, user)).toBe(9);
    const again = await createRecipeFromIdea(ai, user, idea.id);
    expect(again.status).toBe("exists");
  });

  it("at zero credits says so and makes no AI call", async () => {
    const user = await createCook();
    const idea = await oneIdea(user);
    for (let index = 0; index < 10; index++) await spendCredits(db, user, "recipe", `other-${index}`);
    let calls = 0;
    const counting: TextEngine = {
      ...builtinEngine,
      recipe: async (...args) => {
        calls++;
        return builtinEngine.recipe(...args);
      },
    };
    expect(await createRecipeFromIdea(services(counting).services, user, idea.id)).toEqual({ status: "no-credits" });
    expect(calls).toBe(0);
    const [stored] = await db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(stored?.recipeStatus).toBe("none");
  });

  it("refunds the credit and frees the idea when writing the recipe fails", async () => {
    expectConsoleErrors();
    const user = await createCook();
    const idea = await oneIdea(user);
    const failing: TextEngine = {
      ...builtinEngine,
      recipe: async () => {
        throw new Error("provider timed out");
      },
    };
    expect(await createRecipeFromIdea(services(failing).services, user, idea.id)).toEqual({ status: "failed" });
    expect(await creditBalance(db, user)).toBe(10);
    expect((await createRecipeFromIdea(services().services, user, idea.id)).status).toBe("created");
  });

  it("gives 404-like not-found for another cook's idea", async () => {
    const owner = await createCook();
    const other = await createCook();
    const idea = await oneIdea(owner);
    expect(await createRecipeFromIdea(services().services, other, idea.id)).toEqual({ status: "not-found" });
    expect(await creditBalance(db, other)).toBe(10);
  });
});

describe("title pictures", () => {
  async function recipeWaitingForPicture() {
    const user = await createCook();
    const idea = await oneIdea(user);
    const { sent, services: ai } = services();
    const outcome = await createRecipeFromIdea(ai, user, idea.id);
    if (outcome.status !== "created") throw new Error(outcome.status);
    return { user, recipeId: outcome.recipeId, job: sent[0] as TitleImageJob };
  }

  it("the queue job draws the illustration, stores it in R2 and marks the recipe ready", async () => {
    const { user, recipeId, job } = await recipeWaitingForPicture();
    const batch = createMessageBatch<TitleImageJob>("mise-jobs", [
      { id: "1", timestamp: new Date(), attempts: 1, body: job },
    ]);
    await handleQueue(batch, env);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks).toEqual(["1"]);
    const recipe = await getRecipe(db, user.id, recipeId);
    expect(recipe).toMatchObject({ imageStatus: "ready", imageAi: false });
    const stored = await env.IMAGES.get(recipe?.imageKey ?? "");
    expect(stored?.httpMetadata?.contentType).toBe("image/svg+xml");
    expect(await stored?.text()).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
  });

  it("retries with growing delays, then ends as failed and refunds a paid picture", async () => {
    expectConsoleErrors();
    const { user, recipeId, job } = await recipeWaitingForPicture();
    const spend = await spendCredits(db, user, "image", recipeId);
    await db.update(recipes).set({ imageSpendId: spend }).where(eq(recipes.id, recipeId));
    const paid = { ...job, kind: "ai" as const };
    const broken = async () => {
      throw new Error("image provider down");
    };
    const first = createMessageBatch<TitleImageJob>("mise-jobs", [
      { id: "1", timestamp: new Date(), attempts: 1, body: paid },
    ]);
    await handleQueue(first, env, { paint: broken });
    const context = createExecutionContext();
    expect((await getQueueResult(first, context)).retryMessages).toEqual([{ msgId: "1" }]);
    const last = createMessageBatch<TitleImageJob>("mise-jobs", [
      { id: "1", timestamp: new Date(), attempts: JOB_ATTEMPTS, body: paid },
    ]);
    await handleQueue(last, env, { paint: broken });
    expect((await getQueueResult(last, context)).explicitAcks).toEqual(["1"]);
    expect((await getRecipe(db, user.id, recipeId))?.imageStatus).toBe("failed");
    expect(await creditBalance(db, user)).toBe(9);
  });

  it("a job whose consumer died lands on the dead-letter queue, which fails the picture and refunds it once", async () => {
    const { user, recipeId, job } = await recipeWaitingForPicture();
    const spend = await spendCredits(db, user, "image", recipeId);
    await db.update(recipes).set({ imageSpendId: spend }).where(eq(recipes.id, recipeId));
    const dead = createMessageBatch<TitleImageJob>(QUEUE_NAMES.deadLetters, [
      { id: "1", timestamp: new Date(), attempts: 1, body: { ...job, kind: "ai" } },
      { id: "2", timestamp: new Date(), attempts: 1, body: { ...job, kind: "ai" } },
    ]);
    await handleQueue(dead, env);
    expect((await getQueueResult(dead, createExecutionContext())).explicitAcks).toEqual(["1", "2"]);
    expect((await getRecipe(db, user.id, recipeId))?.imageStatus).toBe("failed");
    expect(await creditBalance(db, user)).toBe(9);
  });

  it("a malformed message is dropped, not retried forever", async () => {
    const batch = createMessageBatch<unknown>(QUEUE_NAMES.jobs, [
      { id: "1", timestamp: new Date(), attempts: 1, body: { type: "title-image", userId: 42 } },
    ]);
    const errors = expectConsoleErrors();
    await handleQueue(batch, env);
    expect(errors.calls.map(([message]) => message)).toEqual([`dropped a malformed message on ${QUEUE_NAMES.jobs}`]);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toEqual(["1"]);
  });

  it("a picture waiting longer than any job can run reads as failed, and its credit comes back", async () => {
    const { user, recipeId } = await recipeWaitingForPicture();
    const spend = await spendCredits(db, user, "image", recipeId);
    await db
      .update(recipes)
      .set({ imageSpendId: spend, imageRequestedAt: new Date(Date.now() - 60_000) })
      .where(eq(recipes.id, recipeId));
    expect((await getRecipe(db, user.id, recipeId))?.imageStatus).toBe("generating");
    await db
      .update(recipes)
      .set({ imageRequestedAt: new Date(Date.now() - TITLE_IMAGE_MAX_RUN_MS - 1000) })
      .where(eq(recipes.id, recipeId));
    expect((await getRecipe(db, user.id, recipeId))?.imageStatus).toBe("failed");
    expect(await creditBalance(db, user)).toBe(9);
  });
});

describe("AI pages", () => {
  it("the page's own action (no JavaScript) makes three ideas; a fourth cuisine is refused with a message", async () => {
    const { jar } = await signedInCook();
    const refused = await callRoute(newIdeaRoute, "/de/recipes/new/idea", {
      formData: new URLSearchParams([
        ["duration", "quick"],
        ["cuisines", "thai"],
        ["cuisines", "indian"],
        ["cuisines", "german"],
        ["cuisines", "french"],
      ]),
      jar,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: { cuisines: "Wähle höchstens 3 Küchen." } });
    const made = await callRoute(newIdeaRoute, "/recipes/new/idea", {
      form: { duration: "medium", diet: "vegan" },
      jar,
    });
    expect(await made.json()).toEqual({ generated: 3, reasons: [] });
  });

  it("the streaming endpoint reports progress, then the outcome, line by line", async () => {
    const { jar } = await signedInCook();
    const response = await callRoute(generateRoute, "/de/recipes/new/idea/generate", {
      form: { duration: "quick", text: "mit Kürbis" },
      jar,
    });
    expect(response.headers.get("content-type")).toBe("application/x-ndjson");
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { progress: 0 },
      { done: { generated: 0, reasons: ["\u201eKürbis\u201c braucht länger als die gewählte Zeit."] } },
    ]);
  });

  it("an idea page is its owner's: anyone else gets 404, also for 'Create Recipe'", async () => {
    const owner = await signedInCook();
    const stranger = await signedInCook();
    await callRoute(newIdeaRoute, "/recipes/new/idea", { form: { duration: "medium" }, jar: owner.jar });
    const [account] = await db.select().from(users).where(eq(users.email, owner.email));
    const [idea] = await db
      .select()
      .from(ideas)
      .where(eq(ideas.userId, account?.id ?? ""));
    if (!idea) throw new Error("no idea");
    const params = { proposalId: idea.id };
    expect((await callRoute(proposalRoute, `/proposals/${idea.id}`, { params, jar: owner.jar })).status).toBe(200);
    expect((await callRoute(proposalRoute, `/proposals/${idea.id}`, { params, jar: stranger.jar })).status).toBe(404);
    const foreign = await callRoute(proposalRoute, `/proposals/${idea.id}`, {
      form: { intent: "create" },
      params,
      jar: stranger.jar,
    });
    expect(foreign.status).toBe(404);
    const created = await callRoute(proposalRoute, `/de/proposals/${idea.id}`, {
      form: { intent: "create" },
      params,
      jar: owner.jar,
    });
    expect(created.headers.get("location")).toMatch(/^\/de\/recipes\/[0-9a-f-]{36}$/);
  });
});

describe("requests that die halfway", () => {
  it("a claim left behind by a request that died is taken over after a while", async () => {
    const user = await createCook();
    const idea = await oneIdea(user);
    await db
      .update(ideas)
      .set({ recipeStatus: "creating", updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(ideas.id, idea.id));
    expect((await createRecipeFromIdea(services().services, user, idea.id)).status).toBe("busy");
    await db
      .update(ideas)
      .set({ recipeStatus: "creating", updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(ideas.id, idea.id));
    expect((await createRecipeFromIdea(services().services, user, idea.id)).status).toBe("created");
  });

  it("a title picture that cannot be queued leaves the recipe failed, not waiting forever, and refunds it", async () => {
    expectConsoleErrors();
    const user = await createCook();
    const idea = await oneIdea(user);
    const broken = {
      db,
      engine: builtinEngine,
      images: {
        bucket: env.IMAGES,
        queue: {
          send: async () => {
            throw new Error("queue unavailable");
          },
        } as unknown as Queue,
        aiImages: true,
      },
    };
    const outcome = await createRecipeFromIdea(broken, user, idea.id);
    if (outcome.status !== "created") throw new Error(outcome.status);
    expect((await getRecipe(db, user.id, outcome.recipeId))?.imageStatus).toBe("failed");
    // One credit for the recipe; the AI photo's credit came back.
    expect(await creditBalance(db, user)).toBe(9);
  });
});
