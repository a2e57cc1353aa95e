import { ChefHat, Clock, ExternalLink, ImageIcon, Pencil, Printer, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useRevalidator } from "react-router";
import { useCurrentUser } from "~/components/current-user";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { isOfflineError, skipReloadWhenOffline } from "~/components/offline/offline-error";
import { cookOnDevice, forgetRecipe, rememberRecipes } from "~/components/offline/storage";
import { WaitingSaveNotice } from "~/components/offline/waiting-saves";
import { ShareButton } from "~/components/share-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { loadIdeaUser } from "~/domain/ai/ideas.server";
import { aiServices } from "~/domain/ai/services.server";
import { offlineRecipeOf } from "~/domain/recipes/offline-list";
import { recipeAsText } from "~/domain/recipes/plain-text";
import { deleteRecipeFiles, isIllustration } from "~/domain/recipes/recipe-images.server";
import { deleteRecipe, getRecipe } from "~/domain/recipes/recipes.server";
import { requestTitleImage } from "~/domain/recipes/title-image.server";
import type { UnitSystem } from "~/domain/recipes/units";
import { getUserSettings } from "~/domain/users/queries.server";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { localizedRedirect, notFound, recipeVersionHeaders, withLoaderHeaders } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { DeleteRecipe, ServingsStepper, UnitSwitch } from "./+shared/recipe-controls";
import { type Display, IngredientText, ScaledStep } from "./+shared/recipe-view";
import type { Route } from "./+types/detail";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const db = context.get(appContext).db;
  const [recipe, settings] = await Promise.all([
    getRecipe(db, session.user.id, params.recipeId),
    getUserSettings(db, session.user.id),
  ]);
  if (!recipe) throw notFound();
  const { userId: _owner, imageKey, ...shown } = recipe;
  return data(
    {
      recipe: shown,
      illustration: isIllustration(imageKey),
      aiImages: context.get(appContext).services.aiImages === "openai-compatible",
      unitSystem: (settings?.unitSystem ?? "metric") as UnitSystem,
    },
    { headers: recipeVersionHeaders(recipe.updatedAt) },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const { env } = context.get(appContext);
  if ((await request.formData()).get("intent") === "image") {
    const services = aiServices(env);
    const user = await loadIdeaUser(services.db, session.user.id);
    const outcome = await requestTitleImage(services.db, services.images, user, params.recipeId);
    if (outcome === "not-found") throw notFound();
    const messages = { "no-credits": m.credits_none_left, busy: m.recipe_image_busy, failed: m.recipe_image_failed };
    return { error: outcome === "queued" ? null : messages[outcome]() };
  }
  const deleted = await deleteRecipe(context.get(appContext).db, session.user.id, params.recipeId);
  if (!deleted) throw notFound();
  await deleteRecipeFiles(env.IMAGES, session.user.id, params.recipeId);
  throw localizedRedirect(request, "/recipes", { flash: { kind: "recipe-deleted" } });
}

/**
 * A new picture and deleting need the network: offline the page says so and stays as it is. A deleted recipe is
 * forgotten on the device too (ADR 017).
 */
export async function clientAction({ serverAction, params }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (thrown) {
    const cook = cookOnDevice();
    if (thrown instanceof Response && cook) await forgetRecipe(cook, params.recipeId);
    if (isOfflineError(thrown)) return { error: m.offline_needs_connection(), offline: true };
    throw thrown;
  }
}

/** A stored link leaves the app only if it is a web address. */
function safeSourceUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** While the title picture is being made, the page looks again every few seconds and shows it when it is there. */
function useRefreshWhile(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 2500);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

/** The recipe as the list and its search show it offline: remembered whenever the cook opens it. */
function useKeptForSearch(recipe: Route.ComponentProps["loaderData"]["recipe"]) {
  const cook = useCurrentUser()?.offlineKey;
  useEffect(() => {
    if (cook) rememberRecipes(cook, [offlineRecipeOf(recipe)]).catch(() => undefined);
  }, [cook, recipe]);
}

export default function RecipeDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { recipe } = loaderData;
  useRefreshWhile(recipe.imageStatus === "generating");
  useKeptForSearch(recipe);
  const baseServings = recipe.servings ?? 1;
  const [servings, setServings] = useState(baseServings);
  const [system, setSystem] = useState<Display["system"]>(loaderData.unitSystem);
  const display: Display = { factor: servings / baseServings, system };
  const source = safeSourceUrl(recipe.sourceUrl);
  let stepNumber = 0;

  return (
    <article className="flex flex-col gap-8 print:gap-4">
      <header className="flex flex-col gap-3">
        <WaitingSaveNotice recipeId={recipe.id} />
        {recipe.imageStatus === "ready" && (
          <figure className="relative">
            <img
              src={`/recipes/${recipe.id}/image?v=${new Date(recipe.updatedAt).getTime()}`}
              alt=""
              className="aspect-video w-full rounded-xl object-cover print:max-h-64"
            />
            {(loaderData.illustration || recipe.imageAi) && (
              <figcaption className="absolute bottom-2 left-2 rounded-full bg-background/85 px-2.5 py-0.5 text-xs font-medium print:hidden">
                {loaderData.illustration ? m.recipe_image_illustration() : m.recipe_image_ai()}
              </figcaption>
            )}
          </figure>
        )}
        {recipe.imageStatus === "failed" && (
          <p role="status" className="rounded-xl bg-muted p-4 text-sm text-muted-foreground print:hidden">
            {m.recipe_image_failed()}
          </p>
        )}
        {recipe.imageStatus === "generating" && (
          <div
            role="status"
            className="flex aspect-video items-center justify-center gap-2 rounded-xl bg-muted text-muted-foreground print:hidden"
          >
            <ImageIcon aria-hidden className="size-5 animate-pulse" />
            {m.recipe_image_generating()}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-serif text-3xl font-semibold tracking-tight">{recipe.title}</h1>
          {recipe.origin === "ai" && (
            <Badge>
              <Sparkles aria-hidden className="size-3" />
              {m.recipe_ai_badge()}
            </Badge>
          )}
        </div>
        {recipe.description && <p className="whitespace-pre-line text-muted-foreground">{recipe.description}</p>}
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          {recipe.totalMinutes !== null && (
            <div className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" />
              <dt className="sr-only">{m.recipe_field_total_minutes()}</dt>
              <dd>{m.recipe_minutes({ minutes: recipe.totalMinutes })}</dd>
            </div>
          )}
          {recipe.cuisine && (
            <div>
              <dt className="sr-only">{m.recipe_field_cuisine()}</dt>
              <dd>{recipe.cuisine}</dd>
            </div>
          )}
          {recipe.tags.length > 0 && (
            <div>
              <dt className="sr-only">{m.recipe_field_tags()}</dt>
              <dd>{recipe.tags.join(" · ")}</dd>
            </div>
          )}
        </dl>
        {source && (
          <p className="text-sm">
            {m.recipe_imported_from()}{" "}
            <a
              href={source}
              rel="noopener noreferrer nofollow"
              target="_blank"
              className="font-medium text-primary hover:underline"
            >
              {recipe.sourceSite ?? new URL(source).hostname}
              <ExternalLink aria-hidden className="ml-1 inline size-3" />
            </a>
            <span className="hidden print:inline"> ({source})</span>
          </p>
        )}
        {recipe.ideaId && (
          <LocalizedLink
            to={`/proposals/${recipe.ideaId}`}
            className="text-sm font-medium text-primary hover:underline"
          >
            {m.recipe_open_idea()}
          </LocalizedLink>
        )}
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button asChild>
            <LocalizedLink to={`/recipes/${recipe.id}/cook`}>
              <ChefHat aria-hidden className="size-4" />
              {m.recipe_cook_mode()}
            </LocalizedLink>
          </Button>
          <Button asChild variant="outline">
            <LocalizedLink to={`/recipes/${recipe.id}/edit`}>
              <Pencil aria-hidden className="size-4" />
              {m.recipe_edit()}
            </LocalizedLink>
          </Button>
          <ShareButton title={recipe.title} text={recipeAsText(recipe)} path={`/recipes/${recipe.id}`} />
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {m.recipe_print()}
          </Button>
          {recipe.origin === "ai" && recipe.imageStatus !== "generating" && (
            <Form method="post">
              <SubmitButton intent="image" variant="outline">
                <ImageIcon aria-hidden className="size-4" />
                {m.recipe_new_image()}
                <span className="text-xs font-normal opacity-80">
                  {loaderData.aiImages ? m.idea_cost_one() : m.recipe_image_free()}
                </span>
              </SubmitButton>
            </Form>
          )}
          <DeleteRecipe title={recipe.title} />
        </div>
        {actionData?.error && <FormMessage tone="error">{actionData.error}</FormMessage>}
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-1">
        <section aria-labelledby="ingredients-heading" className="flex flex-col gap-4">
          <h2 id="ingredients-heading" className="text-xl font-semibold">
            {m.recipe_ingredients()}
          </h2>
          <div className="flex flex-wrap items-center gap-4 print:hidden">
            <ServingsStepper value={servings} onChange={setServings} counted={recipe.servings !== null} />
            <UnitSwitch value={system} onChange={setSystem} />
          </div>
          {recipe.ingredientSections.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no other identity on the page
            <div key={index} className="flex flex-col gap-2">
              {section.title && <h3 className="font-medium">{section.title}</h3>}
              <ul className="flex flex-col gap-1.5">
                {section.items.map((line) => (
                  <li key={line.id} className="border-b border-dashed pb-1.5 last:border-0">
                    <IngredientText line={line} display={display} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
        <section aria-labelledby="steps-heading" className="flex flex-col gap-4">
          <h2 id="steps-heading" className="text-xl font-semibold">
            {m.recipe_steps()}
          </h2>
          {recipe.instructionSections.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no other identity on the page
            <div key={index} className="flex flex-col gap-3">
              {section.title && <h3 className="font-medium">{section.title}</h3>}
              <ol className="flex flex-col gap-4" start={stepNumber + 1}>
                {section.items.map((step) => {
                  stepNumber += 1;
                  return (
                    <li key={step.id} className="flex gap-3">
                      <span
                        aria-hidden
                        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                      >
                        {stepNumber}
                      </span>
                      <p className="pt-0.5">
                        <ScaledStep text={step.text} factor={display.factor} />
                      </p>
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </section>
      </div>
    </article>
  );
}

export const shouldRevalidate = skipReloadWhenOffline;

export const headers = withLoaderHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.recipe.title, loaderData.recipe.description ?? undefined)
    : pageMeta(m.error_not_found_title());
