import { Clock, ImageIcon, NotebookText, X } from "lucide-react";
import { Form } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { FormMessage } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { RecipePicture } from "~/components/recipe-picture";
import { Sentence, theirs } from "~/components/sentence";
import { Button } from "~/components/ui/button";
import type { CollectionPage } from "~/domain/collections/collections.server";
import type { CollectionRole } from "~/domain/collections/rules";
import { type FormResult, resultFor } from "~/lib/forms";
import { pictureOf } from "~/lib/picture-urls";
import { m } from "~/paraglide/messages.js";

/**
 * The collection's recipes as cards. Each opens the recipe (read-only for members); the owner takes any out and picks
 * the cover, a member takes out their own.
 */
export function RecipesSection({
  recipes,
  role,
  viewerId,
  coverRecipeId,
  result,
}: {
  recipes: CollectionPage["recipes"];
  role: CollectionRole;
  viewerId: string;
  coverRecipeId: string | null;
  result: FormResult | undefined;
}) {
  const removed = resultFor(result, "remove-recipe") ?? resultFor(result, "cover");
  return (
    <section aria-labelledby="collection-recipes-heading" className="flex flex-col gap-4">
      <h2 id="collection-recipes-heading" className="text-xl font-semibold">
        {m.collection_recipes_heading()}
      </h2>
      {removed?.formError && <FormMessage tone="error">{removed.formError}</FormMessage>}
      {recipes.length === 0 ? (
        <EmptyState
          icon={NotebookText}
          title={m.collection_recipes_empty_title()}
          description={role === "viewer" ? m.collection_recipes_empty_viewer() : m.collection_recipes_empty_text()}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {recipes.map((recipe) => {
            const mayRemove = role === "owner" || recipe.authorId === viewerId;
            const picture = pictureOf(recipe);
            return (
              <li key={recipe.id} className="flex flex-col overflow-hidden rounded-xl border bg-card">
                {picture && <RecipePicture picture={picture} slot="card" shape="video" />}
                <div className="flex flex-1 flex-col gap-1.5 p-4">
                  <LocalizedLink to={`/recipes/${recipe.id}`} className="font-semibold hover:underline">
                    <bdi>{recipe.title}</bdi>
                  </LocalizedLink>
                  {recipe.description && (
                    <p dir="auto" className="line-clamp-2 text-sm text-muted-foreground">
                      {recipe.description}
                    </p>
                  )}
                  <p className="mt-auto flex flex-wrap gap-x-3 pt-1 text-xs text-muted-foreground">
                    <span>
                      {recipe.authorId === viewerId ? (
                        m.collection_recipe_yours()
                      ) : (
                        <Sentence>{m.collection_recipe_by({ name: theirs(recipe.authorName) })}</Sentence>
                      )}
                    </span>
                    {recipe.totalMinutes !== null && (
                      <span className="flex items-center gap-1">
                        <Clock aria-hidden className="size-3" />
                        {m.recipe_minutes({ minutes: recipe.totalMinutes })}
                      </span>
                    )}
                  </p>
                  {mayRemove && (
                    <div className="flex flex-wrap gap-2 pt-2">
                      {role === "owner" && recipe.imageStatus === "ready" && recipe.id !== coverRecipeId && (
                        <Form method="post">
                          <input type="hidden" name="recipeId" value={recipe.id} />
                          <Button type="submit" name="intent" value="cover" variant="outline" size="sm">
                            <ImageIcon aria-hidden className="size-4" />
                            {m.collection_use_as_cover()}
                          </Button>
                        </Form>
                      )}
                      {mayRemove && (
                        <Form method="post">
                          <input type="hidden" name="recipeId" value={recipe.id} />
                          <Button
                            type="submit"
                            name="intent"
                            value="remove-recipe"
                            variant="outline"
                            size="sm"
                            aria-label={m.collection_remove_recipe_named({ title: recipe.title })}
                          >
                            <X aria-hidden className="size-4" />
                            {m.collection_remove_recipe()}
                          </Button>
                        </Form>
                      )}
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
