import { BackLink } from "~/components/back-link";
import { PageHeader } from "~/components/page-header";
import { getRecipe } from "~/domain/recipes/recipes.server";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { BODY_LIMITS, readForm } from "~/server/request-body.server";
import { notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { RecipeEditor, type RecipeEditorValues } from "./+shared/recipe-editor";
import { saveRecipe } from "./+shared/save-recipe.server";
import type { Route } from "./+types/edit";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

const text = (value: number | string | null) => (value === null ? "" : String(value));

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const recipe = await getRecipe(context.get(appContext).db, session.user.id, params.recipeId);
  if (!recipe) throw notFound();
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
    photoUrl: recipe.imageStatus === "ready" ? `/recipes/${recipe.id}/image?v=${recipe.updatedAt.getTime()}` : null,
  };
  return { id: recipe.id, values };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return saveRecipe(context, request, await readForm(request, BODY_LIMITS.pictures), params.recipeId);
}

export default function EditRecipe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to={`/recipes/${loaderData.id}`} label={loaderData.values.title} />
      <PageHeader title={m.recipe_edit_title()} />
      <RecipeEditor values={loaderData.values} result={actionData} />
    </>
  );
}

export const meta = () => pageMeta(m.recipe_edit_title());
