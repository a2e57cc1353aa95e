import { getDb } from "~/db/client.server";
import type { TitleImageJob, TitlePainter } from "~/domain/recipes/title-image.server";
import { describeServices, readConfig } from "~/lib/config.server";
import { type AiServices, builtinEngine, illustrationPainter } from "./ideas.server";
import { providerEngine } from "./provider.server";

/**
 * The configured provider with its text model, or null for the built-in engine and illustrations; with `vision`, the
 * same provider with its vision model, or null when none is set (config.server.ts decides).
 */
export function configuredProvider(env: Env, use: "text" | "vision" = "text") {
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

/** Who paints a job's picture: AI photos come from the provider; everything else is the built-in illustration. */
export function titlePainter(env: Env, job: TitleImageJob): TitlePainter {
  const provider = job.kind === "ai" ? configuredProvider(env) : null;
  return provider ? (recipe) => provider.paint(recipe) : illustrationPainter(getDb(env.DB));
}
