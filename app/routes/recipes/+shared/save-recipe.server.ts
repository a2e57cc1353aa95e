import { data, type RouterContextProvider, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { createRecipe, updateRecipe } from "~/domain/recipes/recipes.server";
import { RecipeFormSchema } from "~/domain/recipes/schemas";
import { appContext } from "~/lib/app-context";
import { type FormResult, parseForm } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { requireSession } from "~/lib/session.server";

/** The editor's action for a new recipe (no id) or an existing one: field errors, or on to the saved recipe. */
export async function saveRecipe(
  context: Readonly<RouterContextProvider>,
  request: Request,
  formData: FormData,
  recipeId?: string,
) {
  const session = requireSession(context, request);
  const db = getDb(context.get(appContext).env.DB);
  const parsed = parseForm(RecipeFormSchema, formData);
  if (!parsed.success) return data<FormResult>({ intent: "save", errors: parsed.errors }, { status: 400 });
  let id = recipeId;
  if (id === undefined) id = await createRecipe(db, session.user.id, parsed.data);
  else if (!(await updateRecipe(db, session.user.id, id, parsed.data))) {
    throw data(null, { status: 404, statusText: "Page Not Found" });
  }
  throw redirect(localizePath(`/recipes/${id}`, localeFromPath(new URL(request.url).pathname)));
}
