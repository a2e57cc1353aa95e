import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { recipes } from "~/db/schema";
import { linkIdea } from "~/domain/ai/ideas.server";
import type { CreditAccount } from "~/domain/billing/credits.server";
import { draftFormValues, fitForReview } from "~/domain/recipes/draft";
import { RECIPE_LIMITS, RECIPE_ORIGINS } from "~/domain/recipes/fields";
import { IMAGE_LIMITS, sniffImageType } from "~/domain/recipes/images";
import { checkImage, decodeBudget } from "~/domain/recipes/images.server";
import { setRecipeImage } from "~/domain/recipes/recipe-images.server";
import { createRecipe, recipeRoom } from "~/domain/recipes/recipes.server";
import { formFieldsOf, RecipeFormSchema, type RecipeInput } from "~/domain/recipes/schemas";
import { type ImageServices, requestTitleImage } from "~/domain/recipes/title-image.server";
import { fromBase64 } from "~/lib/base64";
import { m } from "~/paraglide/messages.js";
import { withinDepth } from "./lenient-json";
import { allNodes, asList, fromSchemaRecipe, type SchemaNode, typesOf } from "./schema-org";

/**
 * A schema.org Recipe file brought into the library: our own export (domain/recipes/library-export.server.ts) or
 * another app's. Recipes are read by the same schema.org reader as web pages, plus our "mise:" terms, and checked by
 * the editor's own schema; a file with one recipe that does not pass is refused as a whole. Each recipe's identity
 * ("@id", else a hash of its name and lines) is kept on the copy, so importing the same file again, into this
 * account or another, adds nothing twice. Photos in the file are checked like uploads.
 */

type FileRecipe = {
  key: string;
  input: RecipeInput;
  photo: { bytes: Uint8Array; ai: boolean } | null;
  illustration: boolean;
  ideaId: string | null;
};

/** `skipped`: already in the library; `overLimit`: new, but beyond what the cook's plan keeps (not added). */
type RecipeFileOutcome =
  | { ok: true; created: number; skipped: number; overLimit: number }
  | { ok: false; message: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const UUID_URN = /^urn:uuid:([0-9a-f-]{36})$/i;
/** Relative links in a file lead nowhere: only absolute ones are kept. */
const NO_BASE = new URL("about:blank");

async function contentKey(node: SchemaNode): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(JSON.stringify([node.name, node.recipeIngredient, node.recipeInstructions])),
  );
  return `sha256:${[...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

function photoOf(node: SchemaNode): FileRecipe["photo"] {
  const match = text(asList(node.image)[0]).match(/^data:(image\/[\w+.-]+);base64,(.+)$/s);
  const bytes = match?.[2] ? fromBase64(match[2]) : null;
  return bytes && sniffImageType(bytes) ? { bytes, ai: text(node["mise:imageKind"]) === "ai" } : null;
}

/** A recipe of the file as the library would store it, or the editor's reason why it cannot be. */
async function readRecipe(
  node: SchemaNode,
  position: number,
  locale: "en" | "de",
): Promise<FileRecipe | { invalid: string }> {
  const draft = fromSchemaRecipe(node, new Map(), NO_BASE);
  const ownSections = asList(node["mise:ingredientSections"]).filter(
    (section): section is SchemaNode => Boolean(section) && typeof section === "object",
  );
  if (ownSections.length > 0) {
    draft.ingredients = ownSections.map((section) => ({
      title: text(section.name) || null,
      items: asList(section.recipeIngredient).map(text).filter(Boolean),
    }));
  }
  const review = fitForReview(draft, locale);
  const parsed = RecipeFormSchema.safeParse(formFieldsOf(draftFormValues(review)));
  if (!parsed.success) {
    return {
      invalid: m.recipe_import_invalid({
        name: draft.title || String(position),
        reason: parsed.error.issues[0]?.message ?? "",
      }),
    };
  }
  const origin = RECIPE_ORIGINS.find((value) => value === text(node["mise:origin"])) ?? "import";
  const url = text(node.url);
  return {
    key: text(node["@id"]) || (await contentKey(node)),
    input: {
      ...parsed.data,
      origin,
      diets: asList(node["mise:diets"]).map(text).filter(Boolean),
      sourceUrl: /^https?:\/\//i.test(url) ? url : null,
      sourceSite: text(node["mise:sourceSite"]) || null,
      sourceAuthor: draft.author,
      yieldUnit: text(node["mise:yieldUnit"]) || review.yieldUnit,
    },
    photo: photoOf(node),
    illustration: text(node["mise:imageKind"]) === "illustration",
    ideaId: text(node["mise:idea"]).match(UUID_URN)?.[1] ?? null,
  };
}

/** The keys among these that the cook's library already holds: as copies, or as the recipes themselves. */
async function keysHeld(db: Db, userId: string, keys: string[]): Promise<Set<string>> {
  const held = new Set<string>();
  // D1 binds at most 100 values per statement.
  for (let at = 0; at < keys.length; at += 45) {
    const slice = keys.slice(at, at + 45);
    const ids = slice.map((key) => key.match(UUID_URN)?.[1]).filter((id): id is string => Boolean(id));
    const rows = await db
      .select({ id: recipes.id, originKey: recipes.originKey })
      .from(recipes)
      .where(
        and(
          eq(recipes.userId, userId),
          or(inArray(recipes.originKey, slice), ids.length > 0 ? inArray(recipes.id, ids) : undefined),
        ),
      );
    for (const row of rows) {
      if (row.originKey) held.add(row.originKey);
      held.add(`urn:uuid:${row.id}`);
    }
  }
  return held;
}

export async function importRecipeFile(
  db: Db,
  images: ImageServices,
  user: CreditAccount,
  fileText: string,
  locale: "en" | "de",
): Promise<RecipeFileOutcome> {
  let document: unknown;
  try {
    document = withinDepth(JSON.parse(fileText));
  } catch {
    return { ok: false, message: m.recipe_import_not_json() };
  }
  const nodes = allNodes(document).filter((node) => typesOf(node).includes("recipe"));
  if (nodes.length === 0) return { ok: false, message: m.recipe_import_no_recipes() };
  if (nodes.length > RECIPE_LIMITS.importRecipes) {
    return { ok: false, message: m.recipe_import_too_many({ max: RECIPE_LIMITS.importRecipes }) };
  }
  const read: FileRecipe[] = [];
  for (const [index, node] of nodes.entries()) {
    const recipe = await readRecipe(node, index + 1, locale);
    if ("invalid" in recipe) return { ok: false, message: recipe.invalid };
    read.push(recipe);
  }
  const held = await keysHeld(
    db,
    user.id,
    read.map((recipe) => recipe.key),
  );
  let room = await recipeRoom(db, user.id, user.plan.id);
  // One request: the file's photos share one decoding budget; a photo past it is left out (ADR 009).
  const budget = decodeBudget();
  let created = 0;
  let overLimit = 0;
  for (const recipe of read) {
    if (held.has(recipe.key)) continue;
    if (room < 1) {
      overLimit += 1;
      continue;
    }
    room -= 1;
    held.add(recipe.key);
    const recipeId = await createRecipe(db, user.id, { ...recipe.input, originKey: recipe.key });
    created += 1;
    if (recipe.ideaId && (await linkIdea(db, user.id, recipe.ideaId, recipeId))) {
      await db.update(recipes).set({ ideaId: recipe.ideaId }).where(eq(recipes.id, recipeId));
    }
    const photo = recipe.photo && (await checkImage(recipe.photo.bytes, IMAGE_LIMITS.photoEdge, budget));
    if (photo && typeof photo !== "string") {
      await setRecipeImage(db, images, {
        userId: user.id,
        recipeId,
        image: { ...photo, ai: recipe.photo?.ai ?? false },
      });
    } else if (recipe.illustration) {
      // Drawn again here, free: an SVG from a file is never stored as it came.
      await requestTitleImage(db, { ...images, aiImages: false }, user, recipeId);
    }
  }
  return { ok: true, created, skipped: read.length - created - overLimit, overLimit };
}
