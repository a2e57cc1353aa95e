import { Camera, FileUp, Globe, type LucideIcon, PenLine, Sparkles } from "lucide-react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/form-parts";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { skipReloadWhenOffline } from "~/components/offline/offline-error";
import { PageHeader } from "~/components/page-header";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import { resultFor } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { BODY_LIMITS, readForm } from "~/server/request-body.server";
import { requireSession } from "~/server/session.server";
import { importRecipes } from "./+shared/import-recipes.server";
import { saveOrKeep } from "./+shared/offline-save";
import { emptyRecipeValues, RecipeEditor } from "./+shared/recipe-editor";
import { RecipeFileForm } from "./+shared/recipe-file-form";
import { saveRecipe } from "./+shared/save-recipe.server";
import type { Route } from "./+types/new";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  // A new recipe is written in the language the cook is using the app in; the editor lets them change it.
  return { language: localeFromPath(new URL(request.url).pathname) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const formData = await readForm(request, BODY_LIMITS.pictures);
  if (formData.get("intent") === "import") return importRecipes(context, request, formData);
  return saveRecipe(context, request, formData);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return saveOrKeep(args, null, (intent) => ({ intent, errors: { file: m.offline_needs_connection() } }));
}

/** One of the ways to a new recipe that has a page of its own. */
function WayLink({
  to,
  icon: Icon,
  title,
  text,
  className = "mb-4",
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  text: string;
  className?: string;
}) {
  return (
    <LocalizedLink
      to={to}
      className={`${className} flex items-center gap-4 rounded-xl border bg-card p-5 hover:border-primary hover:bg-primary/5`}
    >
      <Icon aria-hidden className="size-8 shrink-0 text-primary" />
      <span className="flex flex-col gap-1">
        <span className="text-lg font-semibold">{title}</span>
        <span className="text-sm text-muted-foreground">{text}</span>
      </span>
    </LocalizedLink>
  );
}

/** A new recipe: from a website, from an idea (the AI page), typed in by hand, or from a recipe file. */
export default function NewRecipe({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={m.recipe_new_title()} description={m.recipe_new_description()} />
      <section aria-labelledby="website-heading" className="mb-4 flex flex-col gap-3 rounded-xl border bg-card p-5">
        <h2 id="website-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Globe aria-hidden className="size-6 text-primary" />
          {m.url_import_title()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.url_import_text()}</p>
        <Form
          method="post"
          action={localizePath("/recipes/new/import", locale)}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          noValidate
        >
          <div className="grow">
            <Field label={m.url_import_field()}>
              <Input type="url" name="url" inputMode="url" autoComplete="url" placeholder="https://" required />
            </Field>
          </div>
          <SubmitButton intent="import-url" className="self-start sm:self-end">
            {m.url_import_submit()}
          </SubmitButton>
        </Form>
      </section>
      <WayLink to="/recipes/new/scan" icon={Camera} title={m.recipes_way_scan()} text={m.recipes_way_scan_text()} />
      <WayLink
        to="/recipes/new/idea"
        icon={Sparkles}
        title={m.recipes_way_ai()}
        text={m.recipes_way_ai_text()}
        className="mb-8"
      />
      <section aria-labelledby="manual-heading" className="flex flex-col gap-4">
        <h2 id="manual-heading" className="flex items-center gap-2 text-lg font-semibold">
          <PenLine aria-hidden className="size-5 text-primary" />
          {m.recipes_way_manual()}
        </h2>
        <RecipeEditor values={emptyRecipeValues(loaderData.language)} result={resultFor(actionData, "save")} />
      </section>
      <section aria-labelledby="import-heading" className="mt-10 flex flex-col gap-4 rounded-xl border bg-card p-5">
        <h2 id="import-heading" className="flex items-center gap-2 text-lg font-semibold">
          <FileUp aria-hidden className="size-5 text-primary" />
          {m.recipe_import_title()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.recipe_import_text({ max: RECIPE_LIMITS.importRecipes })}</p>
        <RecipeFileForm
          error={resultFor(actionData, "import")?.errors?.file}
          upgrade={resultFor(actionData, "import")?.upgrade}
        />
      </section>
    </>
  );
}

export const shouldRevalidate = skipReloadWhenOffline;

export const meta = () => pageMeta(m.recipe_new_title(), m.recipe_new_description());
