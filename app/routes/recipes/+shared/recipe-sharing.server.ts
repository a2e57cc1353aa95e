import { data, type RouterContextProvider } from "react-router";
import type { AuthSession } from "~/domain/accounts/auth.server";
import { createNote } from "~/domain/collections/notes.server";
import { COLLECTION_LIMITS } from "~/domain/collections/rules";
import { NoteFormSchema } from "~/domain/collections/schemas";
import { addRecipes, copySharedRecipe, removeRecipe } from "~/domain/collections/shared-recipes.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { localizedRedirect, notFound } from "~/server/responses";

const field = (formData: FormData, name: string) => String(formData.get(name) ?? "");

/**
 * The recipe page's forms about sharing: putting the recipe in a collection or taking it out, a note on it, and a
 * member's copy of someone else's recipe. Undefined for any other intent.
 */
export async function recipeSharingAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  session: AuthSession,
  recipeId: string,
  formData: FormData,
) {
  const { db, rooms, env } = context.get(appContext);
  const actor = { id: session.user.id, name: session.user.name };
  const intent = field(formData, "intent");
  switch (intent) {
    case "collection-add": {
      const outcome = await addRecipes(db, rooms, actor, field(formData, "collectionId"), [recipeId]);
      if (outcome.status === "not-found") throw notFound();
      if (outcome.status === "added") return data<FormResult>({ intent, notice: m.recipe_added_to_collection() });
      const formError =
        outcome.status === "full"
          ? m.collection_full({ max: COLLECTION_LIMITS.recipes })
          : m.collection_viewer_cannot_add();
      return data<FormResult>({ intent, formError }, { status: outcome.status === "full" ? 409 : 403 });
    }
    case "collection-remove": {
      const outcome = await removeRecipe(db, rooms, actor, field(formData, "collectionId"), recipeId);
      if (outcome !== "removed") throw notFound();
      return data<FormResult>({ intent, notice: m.collection_recipe_removed() });
    }
    case "note": {
      const parsed = parseForm(NoteFormSchema, formData);
      if (!parsed.success) return data<FormResult>({ intent, errors: parsed.errors }, { status: 400 });
      const outcome = await createNote(db, rooms, actor, {
        ...parsed.data,
        recipeId,
        collectionId: field(formData, "collectionId") || null,
      });
      if (outcome.status === "not-found") throw notFound();
      if (outcome.status === "forbidden") {
        return data<FormResult>({ intent, formError: m.collection_viewer_cannot_add() }, { status: 403 });
      }
      return data<FormResult>({ intent, notice: m.note_saved() });
    }
    case "copy": {
      const copy = await copySharedRecipe(db, env.IMAGES, actor.id, recipeId, field(formData, "collectionId"));
      if (!copy) throw notFound();
      throw localizedRedirect(request, `/recipes/${copy.recipeId}`, {
        flash: { kind: copy.existing ? "recipe-copy-exists" : "recipe-copied" },
      });
    }
    default:
      return undefined;
  }
}
