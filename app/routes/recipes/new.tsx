import { PenLine } from "lucide-react";
import { PageHeader } from "~/components/page-header";
import { localeFromPath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { requireSession } from "~/lib/session.server";
import { m } from "~/paraglide/messages.js";
import { emptyRecipeValues, RecipeEditor } from "./+shared/recipe-editor";
import { saveRecipe } from "./+shared/save-recipe.server";
import type { Route } from "./+types/new";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  // A new recipe is written in the language the cook is using the app in; the editor lets them change it.
  return { language: localeFromPath(new URL(request.url).pathname) };
}

export function action({ context, request }: Route.ActionArgs) {
  return saveRecipe(context, request);
}

/** A new recipe, typed in by hand. */
export default function NewRecipe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.recipe_new_title()} description={m.recipe_new_description()} />
      <section aria-labelledby="manual-heading" className="flex flex-col gap-4">
        <h2 id="manual-heading" className="flex items-center gap-2 text-lg font-semibold">
          <PenLine aria-hidden className="size-5 text-primary" />
          {m.recipes_way_manual()}
        </h2>
        <RecipeEditor values={emptyRecipeValues(loaderData.language)} result={actionData} />
      </section>
    </>
  );
}

export const meta = () => pageMeta(m.recipe_new_title(), m.recipe_new_description());
