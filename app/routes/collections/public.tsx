import { Clock, Globe } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { RecipePicture } from "~/components/recipe-picture";
import { getPublicCollection } from "~/domain/collections/shared-recipes.server";
import { schemaOrgRecipe } from "~/domain/recipes/schema-org-recipe";
import { pageMeta } from "~/lib/meta";
import { pictureOf, recipePictureUrl } from "~/lib/picture-urls";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { notFound } from "~/server/responses";
import type { Route } from "./+types/public";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * A public collection's read-only page, for anyone and for search engines (Recipe JSON-LD for each recipe). It shows
 * the owner's own recipes in it and nothing of the members or their notes; a collection made private again is 404.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const found = await getPublicCollection(context.get(appContext).db, params.userId, params.collectionId);
  if (!found) throw notFound();
  const { collection } = found;
  const origin = new URL(request.url).origin;
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
    jsonLd: found.recipes.map((recipe) => ({
      "@context": "https://schema.org",
      ...schemaOrgRecipe(recipe, {
        image: recipe.imageStatus === "ready" ? imageUrl(recipe) : undefined,
        author: collection.ownerName,
      }),
    })),
  };
}

export default function PublicCollection({ loaderData }: Route.ComponentProps) {
  const { collection, recipes } = loaderData;
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Globe aria-hidden className="size-4" />
          {m.collection_public_label()}
        </p>
        <h1 className="font-serif text-3xl font-semibold tracking-tight break-words">
          <bdi>{collection.name}</bdi>
        </h1>
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

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...pageMeta(loaderData.collection.name, loaderData.collection.description ?? undefined),
        ...loaderData.jsonLd.map((recipe) => ({ "script:ld+json": recipe })),
      ]
    : pageMeta(m.error_not_found_title());
