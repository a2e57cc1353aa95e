import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import type { IdeaUser } from "~/domain/ai/ideas.server";
import { calendarPlan } from "~/domain/billing/plans";
import type { PictureSizesJob } from "~/domain/recipes/picture-sizes.server";
import type { PictureStore } from "~/domain/recipes/recipe-images.server";
import type { RecipeInput } from "~/domain/recipes/schemas";

/** A complete German recipe, as the editor's schema produces it; tests change what they need. */
export function recipeInput(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    title: "Käsespätzle",
    description: "Wie in Schwaben.",
    language: "de",
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 15,
    totalMinutes: null,
    cuisine: "Deutsch",
    category: "Hauptgericht",
    tags: ["vegetarisch"],
    ingredientSections: [
      { title: null, lines: ["400 g Mehl", "4 Eier", "200 g Bergkäse, gerieben"] },
      { title: "Zum Servieren", lines: ["2 Zwiebeln", "1 EL Butter"] },
    ],
    instructionSections: [{ title: null, steps: ["Teig rühren und 10 Minuten ruhen lassen.", "Spätzle schaben."] }],
    ...overrides,
  };
}

let cooks = 0;

/**
 * A confirmed cook straight in D1, as the AI flows see them (plan, restrictions, allergies); for tests that need an
 * account but not its sign-in. `signedInCook` in pages.ts makes one through the real pages instead.
 */
export async function createCook(fields: Partial<IdeaUser> = {}): Promise<IdeaUser> {
  cooks += 1;
  const id = `cook-${Date.now()}-${cooks}`;
  await getDb(env.DB)
    .insert(users)
    .values({ id, name: "Cook", email: `${id}@example.com`, emailVerified: true });
  return { id, plan: calendarPlan("self-hosted"), dietaryRestrictions: [], allergies: [], ...fields };
}

/** The account row behind an address (a cook made through the pages). */
export async function userByEmail(email: string) {
  const [user] = await getDb(env.DB).select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user;
}

/**
 * Where `setRecipeImage` stores pictures, with a queue that keeps the jobs it is sent instead of running them
 * (the Worker's own consumer would make their copies at some moment of a later test): a test runs them if it needs.
 */
export function pictureStore(): PictureStore & { sent: PictureSizesJob[] } {
  const sent: PictureSizesJob[] = [];
  const queue = {
    send: async (job: PictureSizesJob) => void sent.push(job),
    sendBatch: async (jobs: { body: PictureSizesJob }[]) => void sent.push(...jobs.map((job) => job.body)),
  } as unknown as Queue<PictureSizesJob>;
  return { bucket: env.IMAGES, queue, sent };
}
