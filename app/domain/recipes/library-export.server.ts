import type { Db } from "~/db/client.server";
import { toBase64 } from "~/lib/base64";
import { isIllustration } from "./recipe-images.server";
import { getAllRecipes, type RecipeDetail } from "./recipes.server";
import { schemaOrgRecipe } from "./schema-org-recipe";

/**
 * A cook's recipes as one schema.org Recipe JSON-LD file. Everything schema.org names goes in its own terms, so
 * other apps read the file; what it has no term for (ingredient sections, diets, how the recipe was added, the idea
 * it came from) goes in terms of our own under the "mise:" prefix. Title photos travel inside the file as data
 * URLs; a built-in illustration is only named, and drawn again on import. Each recipe carries its identity
 * ("@id"), so importing the file again, here or into another account, adds nothing twice
 * (domain/import/recipe-file.server.ts reads it back).
 */
const MISE_NAMESPACE = "https://mise.example/ns#";
const JSON_LD_CONTEXT = ["https://schema.org", { mise: MISE_NAMESPACE }];

type Json = Record<string, unknown>;

/** A recipe's lasting identity: the one it was first exported under, else its own id. */
const recipeIdentity = (recipe: { id: string; originKey: string | null }) =>
  recipe.originKey ?? `urn:uuid:${recipe.id}`;

type Photo = { type: string; bytes: Uint8Array; ai: boolean } | "illustration" | null;

function recipeNode(recipe: RecipeDetail, photo: Photo): Json {
  return {
    ...schemaOrgRecipe(recipe, {
      id: recipeIdentity(recipe),
      image: photo && photo !== "illustration" ? `data:${photo.type};base64,${toBase64(photo.bytes)}` : undefined,
    }),
    "mise:ingredientSections": recipe.ingredientSections.map((section) => ({
      name: section.title ?? undefined,
      recipeIngredient: section.items.map((line) => line.original),
    })),
    "mise:yieldUnit": recipe.yieldUnit ?? undefined,
    "mise:diets": recipe.diets.length > 0 ? recipe.diets : undefined,
    "mise:origin": recipe.origin,
    "mise:sourceSite": recipe.sourceSite ?? undefined,
    "mise:idea": recipe.ideaId ? `urn:uuid:${recipe.ideaId}` : undefined,
    "mise:imageKind": photo === "illustration" ? "illustration" : photo?.ai ? "ai" : undefined,
  };
}

async function photoOf(bucket: R2Bucket, recipe: RecipeDetail): Promise<Photo> {
  if (!recipe.imageKey) return null;
  if (isIllustration(recipe.imageKey)) return "illustration";
  const object = await bucket.get(recipe.imageKey);
  if (!object) return null;
  const type = object.httpMetadata?.contentType ?? "image/jpeg";
  return { type, bytes: new Uint8Array(await object.arrayBuffer()), ai: recipe.imageAi };
}

/**
 * The whole library as a stream: one recipe (and its photo) in memory at a time, however large the library and
 * its photos are.
 */
export function exportLibrary(db: Db, bucket: R2Bucket, userId: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let recipes: RecipeDetail[] | undefined;
  let next = 0;
  return new ReadableStream({
    async pull(controller) {
      if (!recipes) {
        recipes = await getAllRecipes(db, userId);
        controller.enqueue(encoder.encode(`{\n  "@context": ${JSON.stringify(JSON_LD_CONTEXT)},\n  "@graph": [`));
      }
      const recipe = recipes[next];
      if (!recipe) {
        controller.enqueue(encoder.encode("\n  ]\n}\n"));
        controller.close();
        return;
      }
      const node = JSON.stringify(recipeNode(recipe, await photoOf(bucket, recipe)), null, 2).replace(/\n/g, "\n    ");
      controller.enqueue(encoder.encode(`${next === 0 ? "" : ","}\n    ${node}`));
      next += 1;
    },
  });
}
