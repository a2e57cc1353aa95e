import { getDb } from "~/db/client.server";
import type { PageReader } from "~/domain/import/import.server";
import type { ExtractedRecipe } from "~/domain/import/schema-org";
import { describeServices, readConfig } from "~/lib/config.server";
import {
  type AiServices,
  builtinEngine,
  failTitleImageJob,
  paintIllustration,
  runTitleImageJob,
  type TitleImageJob,
} from "./ideas.server";
import { providerEngine } from "./provider.server";
import type { PageRecipe } from "./schemas";

/**
 * The configured provider with its text model, or null for the built-in engine and illustrations; with `vision`, the
 * same provider with its vision model, or null when none is set (config.server.ts decides).
 */
function configuredProvider(env: Env, use: "text" | "vision" = "text") {
  const services = describeServices(env);
  if ((use === "text" ? services.ai : services.scanVision) !== "openai-compatible") return null;
  const config = readConfig(env);
  return providerEngine({
    baseURL: config.AI_BASE_URL as string,
    apiKey: config.AI_API_KEY as string,
    model: (use === "text" ? config.AI_MODEL : config.AI_VISION_MODEL) as string,
    imageModel: config.AI_IMAGE_MODEL,
  });
}

/** The provider with its vision model, which reads scanned pages; null when none is configured. */
export const visionReader = (env: Env) => configuredProvider(env, "vision");

/** The AI parts as configured: an OpenAI-compatible provider when set, else the built-in engine. */
export function aiServices(env: Env): AiServices {
  const status = describeServices(env);
  return {
    db: getDb(env.DB),
    engine: configuredProvider(env) ?? builtinEngine,
    images: { bucket: env.IMAGES, queue: env.JOBS, aiImages: status.aiImages === "openai-compatible" },
  };
}

/** The import's AI stage: the configured provider reads a page's text, or null when only the built-in engine runs. */
export function pageReader(env: Env): PageReader | null {
  const provider = configuredProvider(env);
  if (!provider) return null;
  return async (pageText) => readRecipe(await provider.readPage(pageText));
}

/** A model's reading of a page or of pictures as the importer's recipe shape; null when it found no recipe. */
export function readRecipe(read: PageRecipe): ExtractedRecipe | null {
  if (!read.found) return null;
  const groups: { title: string | null; items: string[] }[] = [];
  for (const line of read.ingredients) {
    const last = groups.at(-1);
    if (last && last.title === line.group) last.items.push(line.text);
    else groups.push({ title: line.group, items: [line.text] });
  }
  return {
    title: read.title,
    description: read.description,
    language: null,
    yields: read.yields,
    prepMinutes: read.prepMinutes,
    cookMinutes: read.cookMinutes,
    totalMinutes: read.totalMinutes,
    cuisine: null,
    category: null,
    keywords: [],
    image: null,
    author: null,
    ingredients: groups,
    instructions: read.steps.length > 0 ? [{ title: null, steps: read.steps }] : [],
  };
}

/** A job runs at most this often: the first attempt and the queue's three retries (wrangler.toml). */
export const JOB_ATTEMPTS = 4;

type Paint = Parameters<typeof runTitleImageJob>[3];

/** AI photos come from the provider; everything else is the built-in illustration. */
function painterFor(env: Env, job: TitleImageJob): Paint {
  const provider = job.kind === "ai" ? configuredProvider(env) : null;
  return provider ? (recipe) => provider.paint(recipe) : paintIllustration;
}

/** The queue consumer: each job is acknowledged when done, retried with growing delays, and failed at the end. */
export async function handleJobs(batch: MessageBatch<TitleImageJob>, env: Env, paint?: Paint): Promise<void> {
  const db = getDb(env.DB);
  for (const message of batch.messages) {
    try {
      await runTitleImageJob(db, env.IMAGES, message.body, paint ?? painterFor(env, message.body));
      message.ack();
    } catch (error) {
      console.error("title picture failed", error);
      if (message.attempts >= JOB_ATTEMPTS) {
        await failTitleImageJob(db, message.body);
        message.ack();
      } else {
        message.retry({ delaySeconds: 2 ** message.attempts });
      }
    }
  }
}
