import { ChefHat, Clock, ExternalLink, ImageIcon, Pencil, Printer, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useRevalidator } from "react-router";
import { useCurrentUser } from "~/components/current-user";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { isOfflineError, skipReloadWhenOffline } from "~/components/offline/offline-error";
import { cookOnDevice, forgetRecipe, rememberRecipes } from "~/components/offline/storage";
import { WaitingSaveNotice } from "~/components/offline/waiting-saves";
import { RecipePicture } from "~/components/recipe-picture";
import { ShareButton } from "~/components/share-button";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { beginLimited, clientIp, refusalMessage } from "~/domain/accounts/rate-limit.server";
import { loadIdeaUser } from "~/domain/ai/ideas.server";
import { aiServices } from "~/domain/ai/services.server";
import { CREDIT_COSTS } from "~/domain/billing/costs";
import { listAddableCollections } from "~/domain/collections/collections.server";
import { listRecipeNotes } from "~/domain/collections/notes.server";
import { canAdd } from "~/domain/collections/rules";
import {
  collectionsWithRecipe,
  deleteRecipeEverywhere,
  readVisibleRecipe,
} from "~/domain/collections/shared-recipes.server";
import { offlineRecipeOf } from "~/domain/recipes/offline-list";
import { recipeAsText } from "~/domain/recipes/plain-text";
import { deleteRecipeFiles, isIllustration } from "~/domain/recipes/recipe-images.server";
import { requestTitleImage } from "~/domain/recipes/title-image.server";
import type { UnitSystem } from "~/domain/recipes/units";
import { getUserSettings } from "~/domain/users/queries.server";
import { pageMeta } from "~/lib/meta";
import { pictureOf } from "~/lib/picture-urls";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import {
  actionRetryAfter,
  localizedRedirect,
  notFound,
  recipeVersionHeaders,
  retryAfterHeader,
  withLoaderHeaders,
} from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { DeleteRecipe, ServingsStepper, UnitSwitch } from "./+shared/recipe-controls";
import { CopiedFromLine, RecipeCollections, RecipeNotes, SharedRecipe } from "./+shared/recipe-sharing";
import { recipeSharingAction } from "./+shared/recipe-sharing.server";
import { type CookDisplay, type Display, IngredientText, ScaledStep } from "./+shared/recipe-view";
import type { Route } from "./+types/detail";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** The recipe's version (offline copies, ADR 017) and an action's Retry-After. */
export const headers: Route.HeadersFunction = (args) => {
  const headers = new Headers(withLoaderHeaders(args));
  new Headers(actionRetryAfter(args)).forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { db, services } = context.get(appContext);
  const viewerId = session.user.id;
  const [visible, settings, notes, inCollections] = await Promise.all([
    readVisibleRecipe(db, viewerId, params.recipeId),
    getUserSettings(db, viewerId),
    listRecipeNotes(db, viewerId, params.recipeId),
    collectionsWithRecipe(db, viewerId, params.recipeId),
  ]);
  if (!visible) throw notFound();
  const { userId: _owner, imageKey, ideaId, copiedFrom, ...shown } = visible.recipe;
  const shared = visible.shared;
  return data(
    {
      // Someone else's recipe is read-only, and what is only its author's (their idea, their provenance) stays out.
      recipe: { ...shown, ideaId: shared ? null : ideaId, copiedFrom: shared ? null : copiedFrom },
      shared,
      illustration: isIllustration(imageKey),
      aiImages: services.aiImages === "openai-compatible",
      unitSystem: (settings?.unitSystem ?? "metric") as UnitSystem,
      notes: notes.map((note) => ({ ...note, recipe: null })),
      inCollections: inCollections.map((collection) => ({
        id: collection.id,
        name: collection.name,
        mayRemove: !shared || collection.role === "owner",
      })),
      // Where a note on it may go, and (the author's) where the recipe may go next.
      noteCollections: inCollections.filter((collection) => canAdd(collection.role)),
      addable: shared ? [] : await listAddableCollections(db, viewerId),
    },
    { headers: recipeVersionHeaders(visible.recipe.updatedAt) },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const { env, db, rooms, locale } = context.get(appContext);
  const formData = await readForm(request);
  const sharing = await recipeSharingAction(context, request, session, params.recipeId, formData);
  if (sharing) return sharing;
  const intent = formData.get("intent");
  if (intent === "image") {
    // A picture is queued work: its slot is freed by the job when it ends (worker/queues), or here if none is queued.
    const slot = await beginLimited(env.DB, "picture", { ip: clientIp(request), account: session.user.email });
    if (!slot.allowed) {
      const { retryAfterSeconds } = slot;
      const imageError = refusalMessage(slot, locale);
      return data({ imageError }, { status: 429, headers: retryAfterHeader(retryAfterSeconds) });
    }
    const services = aiServices(env);
    const user = await loadIdeaUser(
      services.db,
      session.user.id,
      context.get(appContext).services.payments === "stripe",
    );
    const outcome = await requestTitleImage(services.db, services.images, user, params.recipeId, {
      slotId: slot.slotId,
    });
    if (outcome !== "queued") await slot.release();
    if (outcome === "not-found") throw notFound();
    if (outcome === "queued") return { imageError: null };
    const refused = {
      "no-credits": [m.credits_none_left, 402],
      busy: [m.recipe_image_busy, 409],
      failed: [m.recipe_image_failed, 502],
    } as const;
    const [message, status] = refused[outcome];
    return data({ imageError: message() }, { status });
  }
  if (intent !== "delete") throw data(null, { status: 400 });
  const deleted = await deleteRecipeEverywhere(db, rooms, session.user, params.recipeId);
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
  const { recipe, shared } = loaderData;
  const result = actionData && "intent" in actionData ? actionData : undefined;
  const imageError = actionData && "imageError" in actionData ? actionData.imageError : null;
  useRefreshWhile(recipe.imageStatus === "generating");
  useKeptForSearch(recipe);
  const baseServings = recipe.servings ?? 1;
  const [servings, setServings] = useState(baseServings);
  const [system, setSystem] = useState<Display["system"]>(loaderData.unitSystem);
  const display: Display = { factor: servings / baseServings, system };
  const source = safeSourceUrl(recipe.sourceUrl);
  const picture = pictureOf(recipe);
  let stepNumber = 0;

  return (
    <article className="flex flex-col gap-8 print:gap-4">
      <header className="flex flex-col gap-3">
        <WaitingSaveNotice recipeId={recipe.id} />
        {picture && (
          <figure className="relative">
            <RecipePicture
              picture={picture}
              slot="column"
              shape="video"
              loading="priority"
              className="rounded-xl print:max-h-64"
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
          <h1 className="font-serif text-3xl font-semibold tracking-tight">
            <bdi>{recipe.title}</bdi>
          </h1>
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
              <bdi>{recipe.sourceSite ?? new URL(source).hostname}</bdi>
              <ExternalLink aria-hidden className="ml-1 inline size-3" />
            </a>
            <span className="hidden print:inline"> ({source})</span>
          </p>
        )}
        {recipe.copiedFrom && <CopiedFromLine copiedFrom={recipe.copiedFrom} />}
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
            <LocalizedLink to={`/recipes/${recipe.id}/cook`} state={{ servings, system } satisfies CookDisplay}>
              <ChefHat aria-hidden className="size-4" />
              {m.recipe_cook_mode()}
            </LocalizedLink>
          </Button>
          {!shared && (
            <Button asChild variant="outline">
              <LocalizedLink to={`/recipes/${recipe.id}/edit`}>
                <Pencil aria-hidden className="size-4" />
                {m.recipe_edit()}
              </LocalizedLink>
            </Button>
          )}
          {!shared && <ShareButton title={recipe.title} text={recipeAsText(recipe)} path={`/recipes/${recipe.id}`} />}
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden className="size-4" />
            {m.recipe_print()}
          </Button>
          {!shared && recipe.origin === "ai" && recipe.imageStatus !== "generating" && (
            <Form method="post">
              <SubmitButton intent="image" variant="outline">
                <ImageIcon aria-hidden className="size-4" />
                {m.recipe_new_image()}
                <span className="text-xs font-normal opacity-80">
                  {loaderData.aiImages ? m.credits_cost({ count: CREDIT_COSTS.image }) : m.recipe_image_free()}
                </span>
              </SubmitButton>
            </Form>
          )}
          {!shared && <DeleteRecipe title={recipe.title} />}
        </div>
        {imageError && <FormMessage tone="error">{imageError}</FormMessage>}
        {shared ? (
          <SharedRecipe authorName={shared.authorName} via={shared.via} />
        ) : (
          <RecipeCollections inCollections={loaderData.inCollections} addable={loaderData.addable} result={result} />
        )}
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] print:grid-cols-1">
        <section aria-labelledby="ingredients-heading" className="flex flex-col gap-4">
          <h2 id="ingredients-heading" className="text-xl font-semibold">
            {m.recipe_ingredients()}
          </h2>
          <div className="flex flex-wrap items-center gap-4">
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
      <RecipeNotes notes={loaderData.notes} collections={loaderData.noteCollections} result={result} />
    </article>
  );
}

export const shouldRevalidate = skipReloadWhenOffline;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(loaderData.recipe.title, loaderData.recipe.description ?? undefined)
    : pageMeta(m.error_not_found_title());
