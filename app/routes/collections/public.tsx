import { Clock, Globe } from "lucide-react";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { RecipePicture } from "~/components/recipe-picture";
import { ShareButton } from "~/components/share-button";
import { publicCollectionPath } from "~/domain/collections/public-path";
import { getPublicCollection } from "~/domain/collections/shared-recipes.server";
import { schemaOrgRecipe } from "~/domain/recipes/schema-org-recipe";
import { localizePath } from "~/lib/locale";
import { canonicalUrl, pageMeta, publicPageMeta } from "~/lib/meta";
import { pictureOf, recipePictureUrl } from "~/lib/picture-urls";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/public";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * A public collection's read-only page, for anyone and for search engines. It shows the owner's own recipes in it in
 * full and nothing of the members or their notes; a collection made private again is 404. Recipes have no public
 * page of their own, so this page is what search engines list: an ItemList of the complete Recipes, each at its
 * place on the page (ADR 015).
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const found = await getPublicCollection(db, params.userId, params.collectionId);
  if (!found) throw notFound();
  const { collection } = found;
  const origin = new URL(config.APP_URL).origin;
  const url = canonicalUrl(origin, new URL(request.url).pathname);
  const imageUrl = (recipe: { id: string; updatedAt: Date }) =>
    `${origin}${recipePictureUrl(recipe.id, recipe.updatedAt.getTime())}`;
  return {
    collection: {
      id: collection.id,
      name: collection.name,
      description: collection.description,
      ownerId: collection.ownerId,
      ownerName: collection.ownerName,
    },
    // Only what a reader of the recipe sees: no storage keys, no provenance from private collections.
    recipes: found.recipes.map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      description: recipe.description,
      servings: recipe.servings,
      totalMinutes: recipe.totalMinutes,
      picture: pictureOf(recipe),
      ingredientSections: recipe.ingredientSections.map((section) => ({
        title: section.title,
        lines: section.items.map((line) => ({ id: line.id, text: line.original })),
      })),
      instructionSections: recipe.instructionSections.map((section) => ({
        title: section.title,
        steps: section.items.map((step) => ({ id: step.id, text: step.text })),
      })),
    })),
    description:
      collection.description ??
      m.collection_public_meta_description({
        owner: collection.ownerName,
        titles: found.recipes
          .slice(0, 8)
          .map((recipe) => recipe.title)
          .join(", "),
      }),
    jsonLd: {
      "@type": "ItemList",
      name: collection.name,
      url,
      numberOfItems: found.recipes.length,
      itemListElement: found.recipes.map((recipe, index) => {
        const place = `${url}#recipe-${recipe.id}`;
        const source = schemaOrgRecipe(recipe, {
          id: place,
          image: recipe.imageStatus === "ready" ? imageUrl(recipe) : undefined,
          author: collection.ownerName,
        });
        // Here a recipe's address is its place on this page; where it was imported from is what it is based on.
        const item = { ...source, url: place, isBasedOn: recipe.sourceUrl ?? undefined };
        return { "@type": "ListItem", position: index + 1, url: place, item };
      }),
    },
  };
}

export default function PublicCollection({ loaderData }: Route.ComponentProps) {
  const { collection, recipes } = loaderData;
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Globe aria-hidden className="size-4" />
          {m.collection_public_label()}
        </p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="font-serif text-3xl font-semibold tracking-tight break-words">
            <bdi>{collection.name}</bdi>
          </h1>
          <ShareButton
            title={collection.name}
            path={localizePath(publicCollectionPath(collection.ownerId, collection.id), locale)}
          />
        </div>
        {collection.description && (
          <p dir="auto" className="whitespace-pre-line break-words text-muted-foreground">
            {collection.description}
          </p>
        )}
        <p className="text-sm">
          {m.collection_public_by()}{" "}
          <LocalizedLink to={`/cooks/${collection.ownerId}`} className="font-medium text-primary hover:underline">
            <bdi>{collection.ownerName}</bdi>
          </LocalizedLink>
        </p>
        {recipes.length > 1 && (
          <nav aria-label={m.collection_public_contents()}>
            <ul className="flex flex-wrap gap-2 pt-2 text-sm">
              {recipes.map((recipe) => (
                <li key={recipe.id}>
                  <a href={`#recipe-${recipe.id}`} className="rounded-full border px-3 py-1 hover:border-primary/50">
                    <bdi>{recipe.title}</bdi>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {recipes.length === 0 && <p className="text-muted-foreground">{m.collection_public_empty()}</p>}
      {recipes.map((recipe, index) => (
        <section
          key={recipe.id}
          id={`recipe-${recipe.id}`}
          aria-labelledby={`recipe-${recipe.id}-title`}
          className="flex scroll-mt-20 flex-col gap-4 border-t pt-6"
        >
          {recipe.picture && (
            <RecipePicture
              picture={recipe.picture}
              slot="column"
              shape="video"
              loading={index === 0 ? "eager" : "lazy"}
              className="rounded-xl"
            />
          )}
          <h2 id={`recipe-${recipe.id}-title`} className="font-serif text-2xl font-semibold break-words">
            <bdi>{recipe.title}</bdi>
          </h2>
          {recipe.description && (
            <p dir="auto" className="whitespace-pre-line text-muted-foreground">
              {recipe.description}
            </p>
          )}
          <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
            {recipe.servings !== null && <span>{m.recipe_servings_count({ count: recipe.servings })}</span>}
            {recipe.totalMinutes !== null && (
              <span className="flex items-center gap-1">
                <Clock aria-hidden className="size-4" />
                {m.recipe_minutes({ minutes: recipe.totalMinutes })}
              </span>
            )}
          </p>
          <div className="grid gap-6 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold">{m.recipe_ingredients()}</h3>
              {recipe.ingredientSections.map((section, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no other identity on the page
                <div key={index} className="flex flex-col gap-1">
                  {section.title && (
                    <h4 className="text-sm font-medium">
                      <bdi>{section.title}</bdi>
                    </h4>
                  )}
                  <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
                    {section.lines.map((line) => (
                      <li key={line.id}>{line.text}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold">{m.recipe_steps()}</h3>
              {recipe.instructionSections.map((section, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no other identity on the page
                <div key={index} className="flex flex-col gap-1">
                  {section.title && (
                    <h4 className="text-sm font-medium">
                      <bdi>{section.title}</bdi>
                    </h4>
                  )}
                  <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
                    {section.steps.map((step) => (
                      <li key={step.id}>{step.text}</li>
                    ))}
                  </ol>
                </div>
              ))}
            </div>
          </div>
        </section>
      ))}
    </article>
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? publicPageMeta(args, {
        title: args.loaderData.collection.name,
        description: args.loaderData.description,
        preview: "collections",
        jsonLd: [args.loaderData.jsonLd],
      })
    : pageMeta(m.error_not_found_title());
