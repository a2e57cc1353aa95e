import { z } from "zod";
import { getDb } from "~/db/client.server";
import { releaseSlot } from "~/domain/accounts/rate-limit.server";
import { titlePainter } from "~/domain/ai/services.server";
import { failTitleImage } from "~/domain/recipes/recipe-images.server";
import { runTitleImageJob, TitleImageJobSchema, type TitlePainter } from "~/domain/recipes/title-image.server";

/**
 * The Worker's queue consumers, by queue name (wrangler.toml): background jobs, and their dead letters. Every
 * message is parsed before it is trusted; one that does not parse is logged and dropped, never retried forever.
 */
export const QUEUE_NAMES = { jobs: "mise-jobs", deadLetters: "mise-jobs-dlq" } as const;

/** A job runs at most this often: the first attempt and the queue's three retries (`max_retries` in wrangler.toml). */
export const JOB_ATTEMPTS = 4;

const JobSchema = z.discriminatedUnion("type", [TitleImageJobSchema]);
type Job = z.infer<typeof JobSchema>;

/** What a consumer may be given instead of the configured parts (tests hand in a painter that fails). */
export type QueueDependencies = { paint?: TitlePainter };

export async function handleQueue(batch: MessageBatch<unknown>, env: Env, dependencies: QueueDependencies = {}) {
  const db = getDb(env.DB);
  for (const message of batch.messages) {
    const parsed = JobSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error(`dropped a malformed message on ${batch.queue}`, parsed.error.issues);
      message.ack();
      continue;
    }
    const job: Job = parsed.data;
    // The cook's in-flight slot for this picture is freed once the job has ended, however it ended.
    const ended = async () => {
      if (job.slotId) await releaseSlot(env.DB, job.slotId);
      message.ack();
    };
    if (batch.queue === QUEUE_NAMES.deadLetters) {
      // The job never finished (its consumer threw every time, or died): the recipe stops waiting, credits come back.
      await failTitleImage(db, job.userId, job.recipeId);
      await ended();
      continue;
    }
    try {
      await runTitleImageJob(db, env.IMAGES, job, dependencies.paint ?? titlePainter(env, job));
      await ended();
    } catch (error) {
      console.error("title picture failed", error);
      if (message.attempts >= JOB_ATTEMPTS) {
        await failTitleImage(db, job.userId, job.recipeId);
        await ended();
      } else {
        message.retry({ delaySeconds: 2 ** message.attempts });
      }
    }
  }
}
