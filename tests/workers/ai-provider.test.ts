import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { createRecipeFromIdea, generateAndStoreIdeas, type IdeaUser } from "~/domain/ai/ideas.server";
import { extractJson, portableJsonSchema, providerEngine } from "~/domain/ai/provider.server";
import { ProviderError } from "~/domain/ai/provider-error";
import { GeneratedRecipeSchema, IdeaRequestSchema } from "~/domain/ai/schemas";
import { recipeFromIdeaCost } from "~/domain/billing/costs";
import { creditBalance } from "~/domain/billing/credits.server";
import { getRecipe } from "~/domain/recipes/recipes.server";
import type { TitleImageJob } from "~/domain/recipes/title-image.server";
import { MOCK_OPENAI } from "../support/mock-openai";
import { expectConsoleErrors } from "./console-errors";
import { createCook } from "./factories";

const db = getDb(env.DB);
const engine = (mode: string, deadlineMs = 3000) =>
  providerEngine({ ...MOCK_OPENAI, model: `mock-${mode}`, imageModel: `mock-${mode}`, deadlineMs });
const callsSoFar = async (mode: string) =>
  (await (await fetch(`https://ai.stand-in.test/calls?model=mock-${mode}`)).json()) as number;
/** How many requests `run` made to the mock in `mode`. */
async function countCalls(mode: string, run: () => Promise<unknown>) {
  const before = await callsSoFar(mode);
  const outcome: { value?: unknown; error?: unknown } = await run().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ...outcome, calls: (await callsSoFar(mode)) - before };
}

const request = IdeaRequestSchema.parse({ duration: "medium", text: "something with chickpeas" });
const images = () => {
  const sent: TitleImageJob[] = [];
  return {
    bucket: env.IMAGES,
    queue: { send: async (job: TitleImageJob) => void sent.push(job) } as unknown as Queue,
    aiImages: false,
  };
};

async function storedIdea(user: IdeaUser) {
  const { ideas } = await generateAndStoreIdeas(db, engine("ok"), { request, user, language: "en" });
  const [idea] = ideas;
  if (!idea) throw new Error("no idea");
  return idea;
}

describe("the OpenAI-compatible provider", () => {
  it("ok: three checked ideas, stored as the provider's, and a recipe for one credit", async () => {
    const user = await createCook();
    const { ideas, reasons } = await generateAndStoreIdeas(db, engine("ok"), { request, user, language: "en" });
    expect(ideas.map((idea) => idea.engine)).toEqual(["provider", "provider", "provider"]);
    expect(reasons).toEqual([]);
    const outcome = await createRecipeFromIdea(
      { db, engine: engine("ok"), images: images() },
      user,
      ideas[0]?.id ?? "",
    );
    if (outcome.status !== "created") throw new Error(outcome.status);
    const recipe = await getRecipe(db, user.id, outcome.recipeId);
    expect(recipe?.ingredientSections[0]?.items[0]).toMatchObject({
      original: "800 g canned chickpeas, drained",
      quantity: 800,
      unit: "g",
    });
    expect(await creditBalance(db, user)).toBe(9);
  });

  it("streams: each idea is reported as it is written", async () => {
    const user = await createCook();
    const seen: number[] = [];
    const { ideas } = await engine("ok").ideas(request, user, "en", (count) => seen.push(count));
    expect(ideas).toHaveLength(3);
    expect([...new Set(seen)]).toEqual([0, 1, 2, 3]);
    const refused = engine("refusal").ideas(request, user, "en", () => {});
    await expect(refused).rejects.toMatchObject({ kind: "refused" });
  });

  it("slow: waits for an answer within the time limit", async () => {
    const user = await createCook();
    const { value, calls } = await countCalls("slow", () => engine("slow", 5000).ideas(request, user, "en"));
    expect((value as { ideas: unknown[] }).ideas).toHaveLength(3);
    expect(calls).toBe(1);
  });

  it.each(["429", "500"])("%s: retried once, then the error reaches the page", async (mode) => {
    const user = await createCook();
    const { error, calls } = await countCalls(mode, () => engine(mode).ideas(request, user, "en"));
    expect(error).toBeInstanceOf(Error);
    expect(calls).toBe(2);
  });

  it("hang: gives up at the one deadline (no retry past it), says so, and refunds the recipe's credit", async () => {
    expectConsoleErrors();
    const user = await createCook();
    const idea = await storedIdea(user);
    const started = Date.now();
    const { value, calls } = await countCalls("hang", () =>
      createRecipeFromIdea({ db, engine: engine("hang", 300), images: images() }, user, idea.id),
    );
    expect(value).toEqual({ status: "timeout" });
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await creditBalance(db, user)).toBe(10);
  });

  it("busy: a provider that says to come back is named with when, and the recipe's credit is refunded", async () => {
    expectConsoleErrors();
    const user = await createCook();
    const idea = await storedIdea(user);
    const value = await createRecipeFromIdea({ db, engine: engine("busy"), images: images() }, user, idea.id);
    expect(value).toEqual({ status: "unavailable", retryAfterSeconds: 120 });
    expect(await creditBalance(db, user)).toBe(10);
  });

  it.each([
    ["bad-json", 2],
    ["wrong-shape", 2],
    ["truncated", 2],
  ])("%s: one repair round, then refused as unreadable", async (mode, expectedCalls) => {
    const { error, calls } = await countCalls(mode, async () => engine(mode).ideas(request, await createCook(), "en"));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe("invalid");
    expect(calls).toBe(expectedCalls);
  });

  it("repairable and fenced answers are read: one repair round, code fences stripped", async () => {
    const repaired = await countCalls("repairable", async () =>
      engine("repairable").ideas(request, await createCook(), "en"),
    );
    expect((repaired.value as { ideas: unknown[] }).ideas).toHaveLength(3);
    expect(repaired.calls).toBe(2);
    const fenced = await countCalls("fenced", async () => engine("fenced").ideas(request, await createCook(), "en"));
    expect((fenced.value as { ideas: unknown[] }).ideas).toHaveLength(3);
    expect(fenced.calls).toBe(1);
    expect(extractJson('Here:\n```json\n{"a": 1}\n```')).toEqual({ a: 1 });
  });

  it("refusal: reported as a refusal, not retried, and the credit comes back", async () => {
    expectConsoleErrors();
    const user = await createCook();
    const idea = await storedIdea(user);
    const { error } = await countCalls("refusal", async () => engine("refusal").ideas(request, user, "en"));
    expect((error as ProviderError).kind).toBe("refused");
    const outcome = await createRecipeFromIdea({ db, engine: engine("refusal"), images: images() }, user, idea.id);
    expect(outcome).toEqual({ status: "failed" });
    expect(await creditBalance(db, user)).toBe(10);
  });

  it("html: markup in fields is kept as plain text, never as markup the app would render", async () => {
    const user = await createCook();
    const { ideas } = await generateAndStoreIdeas(db, engine("html"), { request, user, language: "en" });
    expect(ideas[0]?.title).toBe("<img src=x onerror=alert(1)><b>Chickpea and Spinach Curry</b>");
  });

  it("violating: a vegan request answered with bacon is retried once, then refused; the recipe's credit is refunded", async () => {
    expectConsoleErrors();
    const user = await createCook({ dietaryRestrictions: ["vegan"] });
    const { error, calls } = await countCalls("violating", () => engine("violating").ideas(request, user, "en"));
    expect((error as ProviderError).kind).toBe("violations");
    expect(calls).toBe(2);
    const idea = await storedIdea(user);
    const outcome = await createRecipeFromIdea({ db, engine: engine("violating"), images: images() }, user, idea.id);
    expect(outcome).toEqual({ status: "failed" });
    expect(await creditBalance(db, user)).toBe(10);
  });

  it("paints an AI photo, checked like an upload; a failing image service is an error", async () => {
    const photo = await engine("ok").paint({ title: "Curry", description: null });
    expect(photo.type).toBe("image/png");
    await expect(engine("500").paint({ title: "Curry", description: null })).rejects.toThrow();
  });
});

describe("the JSON schema sent to the provider", () => {
  it("is derived from our zod schema in the form every compatible server accepts", () => {
    const object = (properties: Record<string, unknown>) => ({
      type: "object",
      properties,
      required: Object.keys(properties),
      additionalProperties: false,
    });
    const text = { type: "string" };
    expect(portableJsonSchema(GeneratedRecipeSchema)).toEqual(
      object({
        title: text,
        description: text,
        servings: { type: "integer" },
        prepMinutes: { type: "integer" },
        cookMinutes: { type: "integer" },
        ingredients: {
          type: "array",
          items: object({
            quantity: { type: ["number", "null"] },
            quantityMax: { type: ["number", "null"] },
            unit: { type: ["string", "null"] },
            food: text,
            note: { type: ["string", "null"] },
            group: { type: ["string", "null"] },
          }),
        },
        steps: { type: "array", items: text },
        tips: { type: "array", items: text },
      }),
    );
  });
});

describe("what 'Create Recipe' costs", () => {
  it.each([
    ["with AI photos and credits for both", 10, true, { credits: 2, picture: "ai" }],
    ["with AI photos but credit for the recipe only", 1, true, { credits: 1, picture: "illustration" }],
    ["without AI photos", 10, false, { credits: 1, picture: "illustration" }],
  ])("the button says it %s", (_, balance, aiImages, expected) => {
    expect(recipeFromIdeaCost(balance, aiImages)).toEqual(expected);
  });

  it.each([
    ["an AI photo", "ai", 8],
    ["the free illustration", "illustration", 9],
  ] as const)("a click whose button offered %s takes what the button said", async (_, picture, balance) => {
    const user = await createCook();
    const idea = await storedIdea(user);
    const sent: TitleImageJob[] = [];
    const queue = { send: async (job: TitleImageJob) => void sent.push(job) } as unknown as Queue<TitleImageJob>;
    const outcome = await createRecipeFromIdea(
      { db, engine: engine("ok"), images: { bucket: env.IMAGES, queue, aiImages: true } },
      user,
      idea.id,
      picture,
    );
    expect(outcome.status).toBe("created");
    expect(await creditBalance(db, user)).toBe(balance);
    expect(sent.map((job) => job.kind)).toEqual([picture]);
  });
});
