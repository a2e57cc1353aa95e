import { data, type RouterContextProvider } from "react-router";
import { loadIdeaUser } from "~/domain/ai/ideas.server";
import { aiServices } from "~/domain/ai/services.server";
import { allowanceReachedMessage } from "~/domain/billing/plans";
import { importRecipeFile } from "~/domain/import/recipe-file.server";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import type { FormResult } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { localizedRedirect } from "~/server/responses";
import { requireSession } from "~/server/session.server";

const refuse = (message: string) => data<FormResult>({ intent: "import", errors: { file: message } }, { status: 400 });

/**
 * Imports a schema.org Recipe JSON-LD file posted with the page's form (without JavaScript; the page's script sends
 * the file to /api/recipes/file in parts, however large it is, and shows the progress).
 */
export async function importRecipes(context: Readonly<RouterContextProvider>, request: Request, formData: FormData) {
  const session = requireSession(context, request);
  const { env, locale, services } = context.get(appContext);
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse(m.recipe_import_choose_file());
  if (file.size > RECIPE_LIMITS.importBytes) {
    return refuse(m.recipe_import_too_large({ megabytes: RECIPE_LIMITS.importBytes / 1024 / 1024 }));
  }
  const { db, images } = aiServices(env);
  const user = await loadIdeaUser(db, session.user.id, services.payments === "stripe");
  const outcome = await importRecipeFile(db, images, user, await file.text(), locale);
  if (!outcome.ok) return refuse(outcome.message);
  const { created, skipped, overLimit } = outcome;
  if (overLimit > 0) {
    const file = `${allowanceReachedMessage("recipes")} ${m.recipe_import_over_limit({ added: created, refused: overLimit })}`;
    return data<FormResult>({ intent: "import", errors: { file }, upgrade: true }, { status: 402 });
  }
  throw localizedRedirect(request, "/recipes", { flash: { kind: "recipes-imported", count: created, skipped } });
}
