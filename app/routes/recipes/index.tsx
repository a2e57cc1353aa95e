import {
  Camera,
  Clock,
  Download,
  Globe,
  Library,
  NotebookText,
  PenLine,
  Plus,
  Search,
  Sparkles,
  WifiOff,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, useFetcher, useNavigation, useRevalidator, useSearchParams, useSubmit } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { InstallOffer } from "~/components/install-offer";
import { LocalizedLink } from "~/components/localized-link";
import { isOfflineError, shownFromCopy } from "~/components/offline/offline-error";
import { cookOnDevice, recipesOnDevice } from "~/components/offline/storage";
import { WaitingSaves } from "~/components/offline/waiting-saves";
import { PageHeader } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { listAddableCollections } from "~/domain/collections/collections.server";
import { COLLECTION_LIMITS } from "~/domain/collections/rules";
import { AddRecipesSchema } from "~/domain/collections/schemas";
import { addRecipes } from "~/domain/collections/shared-recipes.server";
import { DIET_LABELS, DIETS } from "~/domain/diets/vocabulary";
import { RECIPE_ORIGINS } from "~/domain/recipes/fields";
import { RECIPE_SORTS, type RecipeListQuery, TIME_BUCKETS } from "~/domain/recipes/list-options";
import { type OfflineRecipe, searchOfflineRecipes } from "~/domain/recipes/offline-list";
import { listCuisines, listRecipes } from "~/domain/recipes/recipes.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { truncateText } from "~/lib/text";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { localizedRedirect, notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { SELECTION_FORM, SelectionBar, withParam } from "./+shared/recipe-selection";
import type { Route } from "./+types/index";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

const WAYS: { icon: typeof Globe; text: () => string; to?: string }[] = [
  { icon: Globe, text: m.recipes_way_import },
  { icon: Camera, text: m.recipes_way_scan },
  { icon: Sparkles, text: m.recipes_way_ai, to: "/recipes/new/idea" },
  { icon: PenLine, text: m.recipes_way_manual, to: "/recipes/new" },
];
const SEARCH_DELAY_MS = 250;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/** The list's state lives in the URL, so a search can be shared, reloaded and gone back to. */
function readQuery(params: URLSearchParams): RecipeListQuery {
  return {
    query: truncateText(params.get("q")?.trim() ?? "", 200) || undefined,
    cuisine: truncateText(params.get("cuisine") ?? "", 60) || undefined,
    time: oneOf(TIME_BUCKETS, params.get("time")),
    origin: oneOf(RECIPE_ORIGINS, params.get("origin")),
    diet: truncateText(params.get("diet") ?? "", 60) || undefined,
    sort: oneOf(RECIPE_SORTS, params.get("sort")),
    cursor: params.get("cursor") ?? undefined,
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const db = context.get(appContext).db;
  const params = new URL(request.url).searchParams;
  const query = readQuery(params);
  const [page, cuisines, collections] = await Promise.all([
    listRecipes(db, session.user.id, query),
    query.cursor ? Promise.resolve([]) : listCuisines(db, session.user.id),
    query.cursor ? Promise.resolve([]) : listAddableCollections(db, session.user.id),
  ]);
  return {
    items: page.items.map(listItem),
    nextCursor: page.nextCursor,
    cuisines,
    filtered: isFiltered(query),
    collections,
    offline: false,
  };
}

type ListItem = Pick<OfflineRecipe, "id" | "title" | "description" | "totalMinutes" | "cuisine" | "origin">;

/** What the list shows of a recipe, from the server's list or the device's. */
const listItem = ({ id, title, description, totalMinutes, cuisine, origin }: ListItem): ListItem => ({
  id,
  title,
  description,
  totalMinutes,
  cuisine,
  origin,
});

const isFiltered = (query: RecipeListQuery) =>
  Boolean(query.query || query.cuisine || query.time || query.origin || query.diet);

/**
 * Offline (ADR 017), the list and its search run over the recipes kept on this device, each of which opens; the
 * service worker never answers the list's data from a copy, so this is always what the device holds.
 */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    const cook = cookOnDevice();
    if (!cook || !isOfflineError(error)) throw error;
    const query = readQuery(new URL(request.url).searchParams);
    const stored = await recipesOnDevice(cook);
    // "Show more" of a list loaded online: offline there is no next page to add.
    const found = query.cursor ? [] : searchOfflineRecipes(stored, query);
    return {
      items: found.map(listItem),
      nextCursor: null,
      cuisines: [...new Set(stored.flatMap((recipe) => (recipe.cuisine ? [recipe.cuisine] : [])))].sort(),
      filtered: isFiltered(query),
      // Putting recipes into a collection needs the server.
      collections: [],
      offline: true,
    };
  }
}

/**
 * A copy of the list shown on a reload offline is the list as it was when kept: the device's own list replaces it
 * (reloading asks the network only for the list, which answers from the device).
 */
function useDeviceListOffline(shownOffline: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!shownOffline && (shownFromCopy() || !navigator.onLine)) void revalidate();
  }, [shownOffline, revalidate]);
}

/** Several recipes into a collection at once (the list's selection mode). */
export async function action({ context, request }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const { db, rooms } = context.get(appContext);
  const parsed = parseForm(AddRecipesSchema, await readForm(request));
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
  const { collectionId, recipeIds } = parsed.data;
  const outcome = await addRecipes(db, rooms, session.user, collectionId, recipeIds);
  if (outcome.status === "not-found") throw notFound();
  if (outcome.status !== "added") {
    const formError =
      outcome.status === "full"
        ? m.collection_full({ max: COLLECTION_LIMITS.recipes })
        : m.collection_viewer_cannot_add();
    return data<FormResult>({ formError }, { status: outcome.status === "full" ? 409 : 403 });
  }
  throw localizedRedirect(request, `/collections/${collectionId}`, {
    flash: { kind: "collection-recipes-added", count: outcome.count },
  });
}

export default function Recipes({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  useDeviceListOffline(loaderData.offline);
  // Selection mode lives in the URL too (`?select=` a collection, or empty), so it works without JavaScript.
  const selecting = searchParams.has("select") && loaderData.collections.length > 0;
  const submit = useSubmit();
  const navigation = useNavigation();
  const more = useFetcher<typeof loader>();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [items, setItems] = useState(loaderData.items);
  const [nextCursor, setNextCursor] = useState(loaderData.nextCursor);

  // A new search starts the list over; "show more" appends the next page.
  useEffect(() => {
    setItems(loaderData.items);
    setNextCursor(loaderData.nextCursor);
  }, [loaderData]);
  useEffect(() => {
    if (!more.data) return;
    const page = more.data;
    setItems((current) => [...current, ...page.items]);
    setNextCursor(page.nextCursor);
  }, [more.data]);

  const searching = navigation.state === "loading" && navigation.location.pathname.endsWith("/recipes");
  const update = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => form.current && submit(form.current, { replace: true }), delay);
  };
  const showMore = () => {
    const params = new URLSearchParams(searchParams);
    params.set("cursor", nextCursor ?? "");
    more.load(`?${params}`);
  };
  const empty = items.length === 0 && !loaderData.filtered;

  return (
    <>
      <PageHeader
        title={m.recipes_title()}
        description={m.recipes_description()}
        actions={
          <>
            {!empty && loaderData.collections.length > 0 && !selecting && (
              <Button asChild variant="outline">
                <LocalizedLink to={`/recipes?${withParam(searchParams, "select", "")}`}>
                  <Library aria-hidden className="size-4" />
                  {m.recipes_select()}
                </LocalizedLink>
              </Button>
            )}
            {!empty && (
              <Button asChild variant="outline">
                <LocalizedLink to="/recipes/export" reloadDocument download>
                  <Download aria-hidden className="size-4" />
                  {m.recipes_export()}
                </LocalizedLink>
              </Button>
            )}
            <Button asChild>
              <LocalizedLink to="/recipes/new">
                <Plus aria-hidden className="size-4" />
                {m.recipe_new_title()}
              </LocalizedLink>
            </Button>
          </>
        }
      />
      <WaitingSaves />
      {loaderData.offline && !empty && (
        <p role="status" className="mb-4 flex items-center gap-2 text-sm text-muted-foreground">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {m.offline_list_note({ count: items.length })}
        </p>
      )}
      {empty && loaderData.offline ? (
        <EmptyState icon={WifiOff} title={m.offline_list_empty_title()} description={m.offline_list_empty_text()} />
      ) : empty ? (
        <EmptyState icon={NotebookText} title={m.recipes_empty_title()} description={m.recipes_empty_description()}>
          <ul className="grid gap-2 text-left text-sm sm:grid-cols-2">
            {WAYS.map(({ icon: Icon, text, to }) => (
              <li key={text()} className="rounded-md bg-muted">
                {to ? (
                  <LocalizedLink to={to} className="flex items-center gap-2 px-3 py-2 font-medium hover:underline">
                    <Icon aria-hidden className="size-4 text-primary" />
                    {text()}
                  </LocalizedLink>
                ) : (
                  <span className="flex items-center gap-2 px-3 py-2">
                    <Icon aria-hidden className="size-4 text-primary" />
                    {text()}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </EmptyState>
      ) : (
        <>
          {selecting && (
            <SelectionBar collections={loaderData.collections} result={actionData} searchParams={searchParams} />
          )}
          <Form ref={form} method="get" role="search" className="mb-6 flex flex-col gap-3" onChange={() => update(0)}>
            {selecting && <input type="hidden" name="select" value={searchParams.get("select") ?? ""} />}
            <div className="relative">
              <Search aria-hidden className="absolute top-3 left-3 size-4 text-muted-foreground" />
              <Input
                type="search"
                name="q"
                aria-label={m.recipes_search_label()}
                placeholder={m.recipes_search_placeholder()}
                defaultValue={searchParams.get("q") ?? ""}
                className="pl-9"
                onChange={(event) => {
                  event.stopPropagation();
                  update(SEARCH_DELAY_MS);
                }}
              />
              {searching && <Spinner label={m.recipes_searching()} className="absolute top-3 right-3" />}
            </div>
            <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
              <FilterSelect
                name="cuisine"
                label={m.recipe_field_cuisine()}
                options={loaderData.cuisines.map((c) => [c, c])}
              />
              <FilterSelect
                name="time"
                label={m.recipes_filter_time()}
                options={TIME_BUCKETS.map((bucket) => [bucket, TIME_LABELS[bucket]()])}
              />
              <FilterSelect
                name="origin"
                label={m.recipes_filter_origin()}
                options={RECIPE_ORIGINS.map((origin) => [origin, ORIGIN_LABELS[origin]()])}
              />
              <FilterSelect
                name="diet"
                label={m.recipes_filter_diet()}
                options={DIETS.map((diet) => [diet, DIET_LABELS[diet]()])}
              />
              <FilterSelect
                name="sort"
                label={m.recipes_sort()}
                options={RECIPE_SORTS.filter((sort) => sort !== "recent").map((sort) => [sort, SORT_LABELS[sort]()])}
                anyLabel={SORT_LABELS.recent()}
              />
            </div>
          </Form>
          {items.length === 0 ? (
            <p role="status" className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
              {m.recipes_no_match()}
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy={searching}>
              {items.map((item) => (
                <li key={item.id} className="relative">
                  {selecting && (
                    <label className="absolute top-2 right-2 z-10 flex size-9 items-center justify-center rounded-md bg-background/90 shadow-sm">
                      <input
                        type="checkbox"
                        name="recipeIds"
                        value={item.id}
                        form={SELECTION_FORM}
                        className="size-4 accent-primary"
                      />
                      <span className="sr-only">{m.recipes_select_one({ title: item.title })}</span>
                    </label>
                  )}
                  <LocalizedLink
                    to={`/recipes/${item.id}`}
                    className="flex h-full flex-col gap-2 rounded-xl border bg-card p-4 transition-colors hover:border-primary/50"
                  >
                    <span className="font-semibold">
                      <bdi>{item.title}</bdi>
                    </span>
                    {item.description && (
                      <span className="line-clamp-2 text-sm text-muted-foreground">{item.description}</span>
                    )}
                    <span className="mt-auto flex flex-wrap gap-x-3 text-xs text-muted-foreground">
                      {item.totalMinutes !== null && (
                        <span className="flex items-center gap-1">
                          <Clock aria-hidden className="size-3" />
                          {m.recipe_minutes({ minutes: item.totalMinutes })}
                        </span>
                      )}
                      {item.cuisine && <span>{item.cuisine}</span>}
                      {item.origin === "ai" && <span>{m.recipe_ai_badge()}</span>}
                    </span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          )}
          {nextCursor && (
            <Button variant="outline" className="mt-6 self-center" onClick={showMore} disabled={more.state !== "idle"}>
              {more.state !== "idle" && <Spinner label={m.form_submitting()} />}
              {m.recipes_show_more()}
            </Button>
          )}
          {/* After the list: the browser makes the app installable only after the page has shown, and an offer
              above the list would then push everything the cook was about to tap. */}
          <InstallOffer recipes={items.length} />
        </>
      )}
    </>
  );
}

const TIME_LABELS = {
  "under-20": m.recipes_time_under_20,
  "under-40": m.recipes_time_under_40,
  "40-plus": m.recipes_time_40_plus,
};
const ORIGIN_LABELS = {
  manual: m.recipes_origin_manual,
  import: m.recipes_origin_import,
  scan: m.recipes_origin_scan,
  ai: m.recipes_origin_ai,
};
const SORT_LABELS = { recent: m.recipes_sort_recent, title: m.recipes_sort_title, time: m.recipes_sort_time };

function FilterSelect({
  name,
  label,
  options,
  anyLabel = m.recipes_filter_any(),
}: {
  name: string;
  label: string;
  options: [string, string][];
  anyLabel?: string;
}) {
  const [searchParams] = useSearchParams();
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <select
        name={name}
        defaultValue={searchParams.get(name) ?? ""}
        className="h-9 w-full rounded-md border bg-background px-2 text-sm sm:w-auto"
      >
        <option value="">{anyLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export const meta = () => pageMeta(m.recipes_title());
