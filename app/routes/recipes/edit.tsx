import { data, useRevalidator } from "react-router";
import { BackLink } from "~/components/back-link";
import { useCurrentUser } from "~/components/current-user";
import { FormMessage } from "~/components/form-parts";
import { skipReloadWhenOffline } from "~/components/offline/offline-error";
import { dropSave, waitingSave } from "~/components/offline/outbox";
import { cookOnDevice } from "~/components/offline/storage";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { getRecipe } from "~/domain/recipes/recipes.server";
import { pageMeta } from "~/lib/meta";
import { pictureOf, thumbnailUrl } from "~/lib/picture-urls";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { BODY_LIMITS, readForm } from "~/server/request-body.server";
import { notFound, recipeVersionHeaders, withLoaderHeaders } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { saveOrKeep } from "./+shared/offline-save";
import { editorValuesOf, RecipeEditor, type RecipeEditorValues } from "./+shared/recipe-editor";
import { saveRecipe } from "./+shared/save-recipe.server";
import type { Route } from "./+types/edit";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

const text = (value: number | string | null) => (value === null ? "" : String(value));

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const recipe = await getRecipe(context.get(appContext).db, session.user.id, params.recipeId);
  if (!recipe) throw notFound();
  const picture = pictureOf(recipe);
  const values: RecipeEditorValues = {
    title: recipe.title,
    description: text(recipe.description),
    language: recipe.language,
    servings: text(recipe.servings),
    prepMinutes: text(recipe.prepMinutes),
    cookMinutes: text(recipe.cookMinutes),
    totalMinutes: text(recipe.totalMinutes),
    cuisine: text(recipe.cuisine),
    category: text(recipe.category),
    tags: recipe.tags.join(", "),
    ingredientSections: recipe.ingredientSections.map((section) => ({
      title: text(section.title),
      text: section.items.map((line) => line.original).join("\n"),
    })),
    instructionSections: recipe.instructionSections.map((section) => ({
      title: text(section.title),
      text: section.items.map((step) => step.text).join("\n"),
    })),
    photoUrl: picture && thumbnailUrl(picture),
    basedOn: String(recipe.updatedAt.getTime()),
  };
  return data({ id: recipe.id, values }, { headers: recipeVersionHeaders(recipe.updatedAt) });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return saveRecipe(context, request, await readForm(request, BODY_LIMITS.pictures), params.recipeId);
}

/**
 * An edit kept on the device (made offline, ADR 017) opens in place of the saved recipe: still waiting, from the
 * version it began from; refused, or overtaken by a change made elsewhere, from the current version, so saving
 * replaces that change knowingly.
 */
export async function clientLoader({ serverLoader, params }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader();
  const cook = cookOnDevice();
  const save = cook ? await waitingSave(cook, params.recipeId) : undefined;
  if (!save) return { ...loaded, kept: null };
  const values = editorValuesOf(save.fields, loaded.values);
  const base = save.fields.find(([name]) => name === "basedOn")?.[1];
  if (save.state === "waiting" && typeof base === "string") values.basedOn = base;
  return { ...loaded, values, kept: save.state };
}
clientLoader.hydrate = true as const;

export async function clientAction(args: Route.ClientActionArgs) {
  return saveOrKeep(args, args.params.recipeId);
}

export default function EditRecipe({ loaderData, actionData }: Route.ComponentProps) {
  const kept = "kept" in loaderData ? loaderData.kept : null;
  const cook = useCurrentUser()?.offlineKey;
  const { revalidate } = useRevalidator();
  return (
    <>
      <BackLink to={`/recipes/${loaderData.id}`} label={loaderData.values.title} />
      <PageHeader title={m.recipe_edit_title()} />
      {kept && cook && (
        <div className="mb-6">
          <FormMessage tone={kept === "waiting" ? "success" : "error"}>
            {KEPT_TEXT[kept]()}{" "}
            <Button
              variant="link"
              className="h-auto p-0"
              onClick={() => dropSave(cook, loaderData.id).then(() => revalidate())}
            >
              {m.offline_save_discard()}
            </Button>
          </FormMessage>
        </div>
      )}
      {/* A kept edit replaces the fields the editor started with. */}
      <RecipeEditor key={kept ?? "saved"} values={loaderData.values} result={actionData} />
    </>
  );
}

const KEPT_TEXT = {
  waiting: m.offline_edit_waiting,
  changed: m.recipe_changed_meanwhile,
  gone: m.offline_edit_refused,
  refused: m.offline_edit_refused,
};

export const headers = withLoaderHeaders;

export const shouldRevalidate = skipReloadWhenOffline;

export const meta = () => pageMeta(m.recipe_edit_title());
