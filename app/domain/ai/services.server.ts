import { getDb } from "~/db/client.server";
import { describeServices } from "~/lib/config.server";
import {
  type AiServices,
  builtinEngine,
  failTitleImageJob,
  paintIllustration,
  runTitleImageJob,
  type TitleImageJob,
} from "./ideas.server";

/** The AI parts as configured: the built-in engine and illustrations unless a provider is set (config.server.ts). */
export function aiServices(env: Env): AiServices {
  const status = describeServices(env);
  return {
    db: getDb(env.DB),
    engine: builtinEngine,
    images: { bucket: env.IMAGES, queue: env.JOBS, aiImages: status.aiImages === "openai-compatible" },
  };
}

/** A job runs at most this often: the first attempt and the queue's three retries (wrangler.toml). */
export const JOB_ATTEMPTS = 4;

/** The queue consumer: each job is acknowledged when done, retried with growing delays, and failed at the end. */
export async function handleJobs(
  batch: MessageBatch<TitleImageJob>,
  env: Env,
  paint: Parameters<typeof runTitleImageJob>[3] = paintIllustration,
): Promise<void> {
  const db = getDb(env.DB);
  for (const message of batch.messages) {
    try {
      await runTitleImageJob(db, env.IMAGES, message.body, paint);
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
