import type { RecipeDetail } from "./recipes.server";

const duration = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);

/**
 * A recipe in schema.org's own terms, as other apps and search engines read it: for the library's file and for the
 * pages of public collections. `id` and `image` are the caller's: a file names its recipes and carries its photos,
 * a page links them.
 */
export function schemaOrgRecipe(
  recipe: RecipeDetail,
  { id, image, author }: { id?: string; image?: string; author?: string } = {},
): Record<string, unknown> {
  const authorName = recipe.sourceAuthor ?? author;
  return {
    "@type": "Recipe",
    "@id": id,
    name: recipe.title,
    description: recipe.description ?? undefined,
    inLanguage: recipe.language,
    image,
    recipeYield: recipe.servings === null ? undefined : String(recipe.servings),
    prepTime: duration(recipe.prepMinutes),
    cookTime: duration(recipe.cookMinutes),
    totalTime: duration(recipe.totalMinutes),
    recipeCuisine: recipe.cuisine ?? undefined,
    recipeCategory: recipe.category ?? undefined,
    keywords: recipe.tags.length > 0 ? recipe.tags.join(", ") : undefined,
    url: recipe.sourceUrl ?? undefined,
    author: authorName ? { "@type": "Person", name: authorName } : undefined,
    dateCreated: recipe.createdAt.toISOString(),
    dateModified: recipe.updatedAt.toISOString(),
    recipeIngredient: recipe.ingredientSections.flatMap((section) => section.items.map((line) => line.original)),
    recipeInstructions: recipe.instructionSections.map((section) => ({
      "@type": "HowToSection",
      name: section.title ?? undefined,
      itemListElement: section.items.map((step) => ({ "@type": "HowToStep", text: step.text })),
    })),
  };
}
