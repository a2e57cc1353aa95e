import { data, type RouterContextProvider } from "react-router";
import { findRecipes, fromJsonLd } from "~/domain/recipes/json-ld";
import { createRecipe } from "~/domain/recipes/recipes.server";
import { RECIPE_LIMITS, RecipeFormSchema } from "~/domain/recipes/schemas";
import type { FormResult } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { localizedRedirect } from "~/server/responses";
import { requireSession } from "~/server/session.server";

const refuse = (message: string) => data<FormResult>({ intent: "import", errors: { file: message } }, { status: 400 });

/**
 * Imports a schema.org Recipe JSON-LD file (ours or another app's). Every recipe is checked like the editor checks
 * its form; the file is refused as a whole if one is not valid, so nothing is half-imported.
 */
export async function importRecipes(context: Readonly<RouterContextProvider>, request: Request, formData: FormData) {
  const session = requireSession(context, request);
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse(m.recipe_import_choose_file());
  if (file.size > RECIPE_LIMITS.importBytes) {
    return refuse(m.recipe_import_too_large({ megabytes: RECIPE_LIMITS.importBytes / 1024 / 1024 }));
  }
  let document: unknown;
  try {
    document = JSON.parse(await file.text());
  } catch {
    return refuse(m.recipe_import_not_json());
  }
  const found = findRecipes(document);
  if (found.length === 0) return refuse(m.recipe_import_no_recipes());
  if (found.length > RECIPE_LIMITS.importRecipes) {
    return refuse(m.recipe_import_too_many({ max: RECIPE_LIMITS.importRecipes }));
  }

  const recipes = [];
  for (const [index, node] of found.entries()) {
    const imported = fromJsonLd(node);
    const parsed = RecipeFormSchema.safeParse(imported.fields);
    if (!parsed.success) {
      const name =
        typeof imported.fields.title === "string" && imported.fields.title ? imported.fields.title : String(index + 1);
      return refuse(m.recipe_import_invalid({ name, reason: parsed.error.issues[0]?.message ?? "" }));
    }
    const { fields: _fields, ...extra } = imported;
    recipes.push({ ...parsed.data, ...extra });
  }
  const db = context.get(appContext).db;
  for (const recipe of recipes) await createRecipe(db, session.user.id, recipe);
  throw localizedRedirect(request, "/recipes", { flash: { kind: "recipes-imported", count: recipes.length } });
}
