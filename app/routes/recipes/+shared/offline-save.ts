import { isOfflineError } from "~/components/offline/offline-error";
import { dropSave, keepSave } from "~/components/offline/outbox";
import { cookOnDevice } from "~/components/offline/storage";
import { RecipeFormSchema } from "~/domain/recipes/schemas";
import { parseForm } from "~/lib/forms";
import type { SaveResult } from "./recipe-editor";

/**
 * The editor's save from the page (a route's clientAction): sent at once when the network answers; without one,
 * checked with the editor's own schema and kept on the device, to be sent when the connection is back (ADR 017).
 * What else the page's forms do (read a link, a file, a model's reading) needs the server: offline, `offline` says
 * so in the form's own answer.
 */
export async function saveOrKeep<Answer, OfflineAnswer extends object = never>(
  { request, serverAction }: { request: Request; serverAction: () => Promise<Answer> },
  recipeId: string | null,
  offline?: (intent: string) => OfflineAnswer,
): Promise<Answer | (OfflineAnswer & { offline: true }) | (SaveResult & { offline: true })> {
  const cook = cookOnDevice();
  const formData = await request.clone().formData();
  const intent = String(formData.get("intent") ?? "");
  if (intent !== "save" || !cook) {
    try {
      return await serverAction();
    } catch (error) {
      if (offline && isOfflineError(error)) return { ...offline(intent), offline: true };
      throw error;
    }
  }
  if (navigator.onLine) {
    try {
      return await serverAction();
    } catch (thrown) {
      // Saved (the action redirects to the recipe): an edit kept earlier on the device is done with.
      if (thrown instanceof Response && recipeId) await dropSave(cook, recipeId);
      if (!isOfflineError(thrown)) throw thrown;
    }
  }
  const parsed = parseForm(RecipeFormSchema, formData);
  if (!parsed.success) return { intent: "save", errors: parsed.errors, offline: true };
  const { pathname, search } = new URL(request.url);
  await keepSave(cook, { path: pathname + search, formData, recipeId, title: parsed.data.title });
  return { intent: "save", kept: true, offline: true };
}
