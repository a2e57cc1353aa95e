import { z } from "zod";
import { getDb } from "~/db/client.server";
import { releaseSlot } from "~/domain/accounts/rate-limit.server";
import { titlePainter } from "~/domain/ai/services.server";
import { PictureSizesJobSchema, runPictureSizesJob } from "~/domain/recipes/picture-sizes.server";
import { failTitleImage } from "~/domain/recipes/recipe-images.server";
import { runTitleImageJob, TitleImageJobSchema, type TitlePainter } from "~/domain/recipes/title-image.server";

/**
 * The Worker's queue consumers, by queue name (wrangler.toml): background jobs, and their dead letters. Every
 * message is parsed before it is trusted; one that does not parse is logged and dropped, never retried forever.
 */
export const QUEUE_NAMES = { jobs: "mise-jobs", deadLetters: "mise-jobs-dlq" } as const;

/** A job runs at most this often: the first attempt and the queue's three retries (`max_retries` in wrangler.toml). */
export const JOB_ATTEMPTS = 4;

const JobSchema = z.discriminatedUnion("type", [TitleImageJobSchema, PictureSizesJobSchema]);
type Job = z.infer<typeof JobSchema>;

/** What a consumer may be given instead of the configured parts (tests hand in a painter that fails). */
export type QueueDependencies = { paint?: TitlePainter };

/** Runs one job; throws to have it retried. */
function run(job: Job, env: Env, dependencies: QueueDependencies) {
  const db = getDb(env.DB);
  if (job.type === "picture-sizes") return runPictureSizesJob(db, env.IMAGES, job);
  const store = { bucket: env.IMAGES, queue: env.JOBS };
  return runTitleImageJob(db, store, job, dependencies.paint ?? titlePainter(env, job));
}

/**
 * A job that will not run again (its last attempt failed, or it died on the dead-letter queue): a title picture
 * stops waiting and its credit comes back; a picture without copies is queued again by the housekeeping.
 */
async function giveUp(job: Job, env: Env) {
  if (job.type === "title-image") await failTitleImage(getDb(env.DB), job.userId, job.recipeId);
}

export async function handleQueue(batch: MessageBatch<unknown>, env: Env, dependencies: QueueDependencies = {}) {
  for (const message of batch.messages) {
    const parsed = JobSchema.safeParse(message.body);
    if (!parsed.success) {
      console.error(`dropped a malformed message on ${batch.queue}`, parsed.error.issues);
      message.ack();
      continue;
    }
    const job: Job = parsed.data;
    // The cook's in-flight slot for a picture is freed once the job has ended, however it ended.
    const ended = async () => {
      if (job.type === "title-image" && job.slotId) await releaseSlot(env.DB, job.slotId);
      message.ack();
    };
    if (batch.queue === QUEUE_NAMES.deadLetters) {
      await giveUp(job, env);
      await ended();
      continue;
    }
    try {
      await run(job, env, dependencies);
      await ended();
    } catch (error) {
      console.error(`${job.type} job failed`, error);
      if (message.attempts >= JOB_ATTEMPTS) {
        await giveUp(job, env);
        await ended();
      } else {
        message.retry({ delaySeconds: 2 ** message.attempts });
      }
    }
  }
}
