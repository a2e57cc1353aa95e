import { data, type RouterContextProvider } from "react-router";
import { allowanceReachedMessage } from "~/domain/billing/plans";
import { loadCookPlan } from "~/domain/billing/subscriptions.server";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import { type CheckedImage, IMAGE_LIMITS, type ImageProblem } from "~/domain/recipes/images";
import { checkImage, type DecodeBudget, decodeBudget } from "~/domain/recipes/images.server";
import { setRecipeImage, storeScanImages } from "~/domain/recipes/recipe-images.server";
import { createRecipe, recipeRoom, updateRecipe } from "~/domain/recipes/recipes.server";
import { RecipeFormSchema, type RecipeInput } from "~/domain/recipes/schemas";
import { parseForm } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { localizedRedirect, notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import type { SaveResult } from "./recipe-editor";

const PHOTO_PROBLEMS: Record<ImageProblem, () => string> = {
  "not-an-image": m.recipe_photo_not_image,
  "too-large": () => m.recipe_photo_too_large({ megabytes: IMAGE_LIMITS.bytes / 1024 / 1024 }),
  "too-many-pixels": () => m.recipe_photo_too_many_pixels({ megapixels: IMAGE_LIMITS.megapixels }),
};

/**
 * A picture field (at most `maxEdge` pixels on the longer side once stored): nothing chosen, a checked picture, or
 * the localised reason it is refused. `budget` is what the request may still decode.
 */
async function readPhoto(
  value: FormDataEntryValue | null,
  maxEdge: number,
  budget: DecodeBudget,
): Promise<CheckedImage | string | null> {
  if (!(value instanceof File) || value.size === 0) return null;
  if (value.size > IMAGE_LIMITS.bytes) return PHOTO_PROBLEMS["too-large"]();
  const checked = await checkImage(new Uint8Array(await value.arrayBuffer()), maxEdge, budget);
  return typeof checked === "string" ? PHOTO_PROBLEMS[checked]() : checked;
}

/**
 * The pictures a recipe was scanned from (the "scan" files), each checked like a photo and at most `maxEdge` pixels on
 * the longer side, all drawing on one decoding budget; or why one is refused.
 */
export async function readScanImages(
  formData: FormData,
  maxEdge: number = IMAGE_LIMITS.scanEdge,
  budget: DecodeBudget = decodeBudget(),
): Promise<CheckedImage[] | string> {
  const files = formData.getAll("scan").filter((value) => value instanceof File && value.size > 0);
  if (files.length > RECIPE_LIMITS.scanImages) return m.scan_too_many_images({ max: RECIPE_LIMITS.scanImages });
  const images: CheckedImage[] = [];
  for (const file of files) {
    const checked = await readPhoto(file, maxEdge, budget);
    if (typeof checked === "string") return checked;
    if (checked) images.push(checked);
  }
  return images;
}

/** What a new recipe brings besides the editor's fields: where it came from, and a picture to fetch from there. */
type NewRecipeExtras = {
  provenance: Pick<RecipeInput, "origin" | "sourceUrl" | "sourceSite" | "sourceAuthor" | "yieldUnit">;
  /** Fetches the source's picture when the cook chose none; null when it cannot be had. */
  remotePhoto?: () => Promise<CheckedImage | null>;
  /** The pictures a scanned recipe was read from, kept with it. */
  scans?: CheckedImage[];
  /** What is left of the request's decoding budget after reading them. */
  budget?: DecodeBudget;
};

/** The editor's action for a new recipe (no id) or an existing one: field errors, or on to the saved recipe. */
export async function saveRecipe(
  context: Readonly<RouterContextProvider>,
  request: Request,
  formData: FormData,
  recipeId?: string,
  extras?: NewRecipeExtras,
) {
  const session = requireSession(context, request);
  const { env } = context.get(appContext);
  const db = context.get(appContext).db;
  const parsed = parseForm(RecipeFormSchema, formData);
  const photo = await readPhoto(formData.get("photo"), IMAGE_LIMITS.photoEdge, extras?.budget ?? decodeBudget());
  if (!parsed.success || typeof photo === "string") {
    const errors = { ...(parsed.success ? {} : parsed.errors), ...(typeof photo === "string" ? { photo } : {}) };
    return data<SaveResult>({ intent: "save", errors }, { status: 400 });
  }
  let id = recipeId;
  if (id === undefined) {
    const plan = await loadCookPlan(db, context.get(appContext).services.payments === "stripe", session.user.id);
    if ((await recipeRoom(db, session.user.id, plan.id)) < 1) {
      const refused = { intent: "save", formError: allowanceReachedMessage("recipes"), upgrade: true };
      return data<SaveResult>(refused, { status: 402 });
    }
    id = await createRecipe(db, session.user.id, { ...parsed.data, ...extras?.provenance });
  } else {
    const saved = await updateRecipe(db, session.user.id, id, parsed.data, parsed.data.basedOn);
    if (saved.status === "not-found") throw notFound();
    // The form keeps what the cook typed; saving again (from the newer version) replaces the other change.
    if (saved.status === "changed") {
      return data<SaveResult>(
        { intent: "save", formError: m.recipe_changed_meanwhile(), basedOn: String(saved.updatedAt.getTime()) },
        { status: 409 },
      );
    }
  }
  const image = photo ?? (recipeId === undefined ? await extras?.remotePhoto?.() : null);
  if (image) {
    const store = { bucket: env.IMAGES, queue: env.JOBS };
    await setRecipeImage(db, store, { userId: session.user.id, recipeId: id, image });
  }
  if (extras?.scans?.length) {
    await storeScanImages(env.IMAGES, { userId: session.user.id, recipeId: id, images: extras.scans });
  }
  throw localizedRedirect(request, `/recipes/${id}`);
}
