import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { recipes } from "~/db/schema";
import { imageDimensions } from "~/domain/recipes/images";
import {
  type PictureSizesJob,
  queueMissingPictureSizes,
  runPictureSizesJob,
} from "~/domain/recipes/picture-sizes.server";
import {
  copyTitlePicture,
  pictureCopyKey,
  removeOrphanedImages,
  setRecipeImage,
  userImagePrefix,
} from "~/domain/recipes/recipe-images.server";
import { createRecipe } from "~/domain/recipes/recipes.server";
import * as detailRoute from "~/routes/recipes/detail";
import * as editRoute from "~/routes/recipes/edit";
import * as imageRoute from "~/routes/recipes/image";
import * as newRoute from "~/routes/recipes/new";
import { handleQueue, JOB_ATTEMPTS } from "../../worker/queues";
import { jpegWithExif } from "../support/images";
import { halvesJpeg } from "../support/real-images";
import { expectConsoleErrors } from "./console-errors";
import { createCook, pictureStore, recipeInput, userByEmail } from "./factories";
import { callRoute, signedInCook } from "./pages";

/**
 * Issue 24, ADR 020: title pictures are served at the size pages show them. Storing a picture queues its WebP
 * copies; the queue makes them beside it in R2 and records them; the image route serves each to whoever may see the
 * recipe; a replaced or deleted picture leaves no copy behind, and the housekeeping makes what is still missing.
 */
const db = getDb(env.DB);

/** The Worker's environment with a queue that keeps the jobs the pages send, for the test to run. */
function recordingEnv() {
  const sent: PictureSizesJob[] = [];
  const queue = { send: async (job: PictureSizesJob) => void sent.push(job) } as unknown as Queue;
  return { sent, env: { ...env, JOBS: queue } as Env };
}

function recipeForm(photo: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("title", "Flammkuchen");
  form.set("language", "de");
  form.set("ingredientSectionLines", "1 Teig\n200 g Schmand");
  form.set("stepSectionText", "Belegen und 12 Minuten backen.");
  form.set("photo", new File([photo], "foto.jpg"));
  return form;
}

const recipeIdOf = (response: Response) => response.headers.get("location")?.split("/").at(-1) ?? "";
const stored = async (recipeId: string) =>
  (await db.select().from(recipes).where(eq(recipes.id, recipeId)))[0] ?? expect.unreachable("no recipe");
const filesOf = async (userId: string, recipeId: string) =>
  (await env.IMAGES.list({ prefix: `${userImagePrefix(userId)}${recipeId}/` })).objects.map((object) => object.key);

async function runJobs(jobs: PictureSizesJob[]) {
  const batch = createMessageBatch<PictureSizesJob>(
    "mise-jobs",
    jobs.map((body, index) => ({ id: String(index), timestamp: new Date(), attempts: 1, body })),
  );
  await handleQueue(batch, env);
  return getQueueResult(batch, createExecutionContext());
}

/** A cook with a recipe whose 1600 × 900 photo was saved through the editor, its copies' job not yet run. */
async function recipeWithPhoto(photo?: Uint8Array<ArrayBuffer>) {
  const cook = await signedInCook();
  const { sent, env: routeEnv } = recordingEnv();
  const formData = recipeForm(photo ?? (await halvesJpeg(1600, 900)));
  const recipeId = recipeIdOf(await callRoute(newRoute, "/recipes/new", { formData, jar: cook.jar, env: routeEnv }));
  const userId = (await userByEmail(cook.email)).id;
  return { ...cook, userId, recipeId, sent, routeEnv };
}

describe("pictures at the size shown", () => {
  it("queues the copies when a photo is stored; the job makes WebP copies at the widths shown and records them", async () => {
    const { userId, recipeId, sent } = await recipeWithPhoto();
    const before = await stored(recipeId);
    expect(sent).toEqual([{ type: "picture-sizes", userId, recipeId, imageKey: before.imageKey }]);
    expect(before).toMatchObject({ imageWidth: null, imageVariants: null });

    expect((await runJobs(sent)).explicitAcks).toEqual(["0"]);
    const after = await stored(recipeId);
    expect(after).toMatchObject({ imageWidth: 1600, imageVariants: [768, 1280] });
    // The copies change nothing a cook edits: an edit open elsewhere is still current.
    expect(after.updatedAt).toEqual(before.updatedAt);
    for (const [width, height] of [
      [768, 432],
      [1280, 720],
    ] as const) {
      const copy = await env.IMAGES.get(pictureCopyKey(after.imageKey ?? "", width));
      expect(copy?.httpMetadata?.contentType).toBe("image/webp");
      expect(imageDimensions(new Uint8Array((await copy?.arrayBuffer()) ?? []), "image/webp")).toEqual({
        width,
        height,
      });
    }

    // Again (a retry, the housekeeping): nothing changes.
    await runJobs(sent);
    expect(await stored(recipeId)).toEqual(after);
  });

  it("serves each copy to whoever may see the recipe, kept for a year, and 404 to anyone else", async () => {
    const { jar, recipeId, sent } = await recipeWithPhoto();
    const path = `/recipes/${recipeId}/image?v=1&w=768`;
    // Asked for before it exists (a page older than the picture): the whole photo, not to be kept as the copy.
    const early = await callRoute(imageRoute, path, { jar, params: { recipeId } });
    expect(early.headers.get("content-type")).toBe("image/jpeg");
    expect(early.headers.get("cache-control")).toBe("private, no-cache");

    await runJobs(sent);
    const copy = await callRoute(imageRoute, path, { jar, params: { recipeId } });
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("image/webp");
    expect(copy.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(copy.headers.get("vary")).toBeNull();
    const bytes = new Uint8Array(await copy.arrayBuffer());
    expect(imageDimensions(bytes, "image/webp")).toEqual({ width: 768, height: 432 });
    // A width there is no copy of is the stored photo.
    const odd = await callRoute(imageRoute, `/recipes/${recipeId}/image?v=1&w=999`, { jar, params: { recipeId } });
    expect(odd.headers.get("content-type")).toBe("image/jpeg");

    const stranger = await signedInCook();
    for (const viewer of [stranger.jar, undefined]) {
      const refused = await callRoute(imageRoute, path, { jar: viewer, params: { recipeId } });
      expect(refused.status).toBe(404);
    }
  });

  it("makes one copy as wide as a photo narrower than the widths shown", async () => {
    const { recipeId, sent } = await recipeWithPhoto(await halvesJpeg(500, 400));
    await runJobs(sent);
    const recipe = await stored(recipeId);
    expect(recipe).toMatchObject({ imageWidth: 500, imageVariants: [768] });
    const copy = await env.IMAGES.get(pictureCopyKey(recipe.imageKey ?? "", 768));
    expect(imageDimensions(new Uint8Array((await copy?.arrayBuffer()) ?? []), "image/webp")).toEqual({
      width: 500,
      height: 400,
    });
  });

  it("records a photo that does not decode as having no copies, and does not queue it again", async () => {
    // A JPEG with a readable header and no picture data: stored as it came, since it fits (ADR 009).
    const { recipeId, sent } = await recipeWithPhoto(jpegWithExif());
    await runJobs(sent);
    expect(await stored(recipeId)).toMatchObject({ imageWidth: null, imageVariants: [] });
    const { queue, sent: queued } = pictureStore();
    await queueMissingPictureSizes(db, queue, new Date(Date.now() + 2 * 60 * 60_000));
    expect(queued.map((job) => job.recipeId)).not.toContain(recipeId);
  });

  it("drops the old photo's copies when the photo is replaced, and every file when the recipe is deleted", async () => {
    const { jar, userId, recipeId, sent, routeEnv } = await recipeWithPhoto();
    await runJobs(sent);
    const first = (await stored(recipeId)).imageKey ?? "";
    expect(await filesOf(userId, recipeId)).toHaveLength(3);

    const formData = recipeForm(await halvesJpeg(1200, 900));
    await callRoute(editRoute, `/recipes/${recipeId}/edit`, { formData, jar, params: { recipeId }, env: routeEnv });
    const second = await stored(recipeId);
    expect(second).toMatchObject({ imageWidth: null, imageVariants: null });
    expect(await filesOf(userId, recipeId)).toEqual([second.imageKey]);
    expect(first).not.toBe(second.imageKey);
    // The first photo's job, run late, makes nothing for a photo that is gone.
    await runJobs(sent.slice(0, 1));
    expect(await filesOf(userId, recipeId)).toEqual([second.imageKey]);
    await runJobs(sent.slice(1));
    expect(await filesOf(userId, recipeId)).toHaveLength(3);

    await callRoute(detailRoute, `/recipes/${recipeId}`, { jar, params: { recipeId }, form: { intent: "delete" } });
    expect(await filesOf(userId, recipeId)).toEqual([]);
  });

  it("leaves no copy behind when the photo is replaced while its copies are being made", async () => {
    const { userId, recipeId, sent } = await recipeWithPhoto();
    const [job] = sent;
    if (!job) throw new Error("no job");
    const replacement = await halvesJpeg(800, 600);
    // The cook saves another photo just as the job has read the first.
    const racing = {
      ...env.IMAGES,
      get: async (key: string) => {
        const object = await env.IMAGES.get(key);
        const image = { type: "image/jpeg", bytes: replacement, ai: false };
        await setRecipeImage(db, pictureStore(), { userId, recipeId, image });
        return object;
      },
      put: env.IMAGES.put.bind(env.IMAGES),
      delete: env.IMAGES.delete.bind(env.IMAGES),
    } as R2Bucket;
    await runPictureSizesJob(db, racing, job);
    const recipe = await stored(recipeId);
    expect(recipe.imageKey).not.toBe(job.imageKey);
    expect(recipe.imageVariants).toBeNull();
    expect(await filesOf(userId, recipeId)).toEqual([recipe.imageKey]);
  });

  it("retries a job that fails, then leaves the photo to the housekeeping, which queues what is still missing", async () => {
    const errors = expectConsoleErrors();
    const { recipeId, sent } = await recipeWithPhoto();
    const unavailable = { get: async () => Promise.reject(new Error("R2 unavailable")) } as unknown as R2Bucket;
    const broken = { ...env, IMAGES: unavailable };
    const run = async (attempts: number) => {
      const body = sent[0] as PictureSizesJob;
      const batch = createMessageBatch<PictureSizesJob>("mise-jobs", [
        { id: "1", timestamp: new Date(), attempts, body },
      ]);
      await handleQueue(batch, broken);
      return getQueueResult(batch, createExecutionContext());
    };
    expect((await run(1)).retryMessages).toEqual([{ msgId: "1" }]);
    expect((await run(JOB_ATTEMPTS)).explicitAcks).toEqual(["1"]);
    expect(errors.calls.map(([message]) => message)).toEqual(["picture-sizes job failed", "picture-sizes job failed"]);
    expect((await stored(recipeId)).imageVariants).toBeNull();

    const { queue, sent: queued } = pictureStore();
    // Not while the photo's own job may still be on its way, then once it is an hour old.
    await queueMissingPictureSizes(db, queue);
    expect(queued.map((job) => job.recipeId)).not.toContain(recipeId);
    await queueMissingPictureSizes(db, queue, new Date(Date.now() + 2 * 60 * 60_000));
    expect(queued.filter((job) => job.recipeId === recipeId)).toEqual(sent);
  });

  it("keeps the current photo's copies when orphans are removed, and takes them along to a cook's copy", async () => {
    const { userId, recipeId, sent } = await recipeWithPhoto();
    await runJobs(sent);
    const dayAfter = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    await removeOrphanedImages(db, env.IMAGES, dayAfter);
    expect(await filesOf(userId, recipeId)).toHaveLength(3);

    const other = await createCook();
    const copyId = await createRecipe(db, other.id, recipeInput());
    const { imageKey, ...picture } = await stored(recipeId);
    const from = { ...picture, imageKey: imageKey ?? "" };
    const copied = await copyTitlePicture(env.IMAGES, from, { userId: other.id, recipeId: copyId });
    expect(copied).toMatchObject({ imageWidth: 1600, imageVariants: [768, 1280] });
    expect(await filesOf(other.id, copyId)).toHaveLength(3);
  });
});
