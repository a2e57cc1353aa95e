import { recipePictureUrl } from "~/lib/picture-urls";
import type { RECIPE_ORIGINS } from "./fields";
import type { RecipeListQuery } from "./list-options";
import { foldForSearch, searchWords, withoutAccents } from "./search-text";

/**
 * A recipe as the device keeps it for the list and its search when there is no network (ADR 017): what the list
 * shows and what the search and filters read, made by the server for the whole library and by the recipe page for
 * a recipe the cook opens.
 */
export type OfflineRecipe = {
  id: string;
  title: string;
  description: string | null;
  totalMinutes: number | null;
  cuisine: string | null;
  origin: (typeof RECIPE_ORIGINS)[number];
  diets: string[];
  /** The recipe's `updatedAt` in milliseconds: its version. */
  version: number;
  /** The title photo's address, when it has one. */
  image: string | null;
  /** Title, description, ingredients, steps, tags, cuisine and category, folded as the search folds them. */
  searchText: string;
};

type RecipeParts = {
  id: string;
  title: string;
  description: string | null;
  totalMinutes: number | null;
  cuisine: string | null;
  category: string | null;
  origin: OfflineRecipe["origin"];
  diets: string[];
  tags: string[];
  imageStatus: string;
  updatedAt: Date | string | number;
  ingredientSections: { title: string | null; items: { original: string }[] }[];
  instructionSections: { title: string | null; items: { text: string }[] }[];
};

/** Accents go as in the search index (remove_diacritics), after the index's own folding. */
const fold = (text: string) => withoutAccents(foldForSearch(text));

export function offlineRecipeOf(recipe: RecipeParts): OfflineRecipe {
  const version = new Date(recipe.updatedAt).getTime();
  const words = [
    recipe.title,
    recipe.description,
    ...recipe.ingredientSections.flatMap((section) => [section.title, ...section.items.map((item) => item.original)]),
    ...recipe.instructionSections.flatMap((section) => [section.title, ...section.items.map((item) => item.text)]),
    ...recipe.tags,
    recipe.cuisine,
    recipe.category,
  ];
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    totalMinutes: recipe.totalMinutes,
    cuisine: recipe.cuisine,
    origin: recipe.origin,
    diets: recipe.diets,
    version,
    image: recipe.imageStatus === "ready" ? recipePictureUrl(recipe.id, version) : null,
    searchText: fold(words.filter(Boolean).join("\n")),
  };
}

const TIME_TESTS = {
  "under-20": (minutes: number | null) => minutes !== null && minutes < 20,
  "under-40": (minutes: number | null) => minutes !== null && minutes < 40,
  "40-plus": (minutes: number | null) => minutes !== null && minutes >= 40,
};

/**
 * The list's search, filters and sorts over the recipes kept on the device, as the server's list answers them
 * (recipes.server.ts): every word typed must begin a word of the recipe, accents and umlaut spellings aside.
 */
export function searchOfflineRecipes(recipes: OfflineRecipe[], query: RecipeListQuery): OfflineRecipe[] {
  const words = searchWords(query.query ?? "").map(withoutAccents);
  const found = recipes.filter((recipe) => {
    const text = ` ${recipe.searchText.replace(/[^\p{L}\p{N}]+/gu, " ")}`;
    if (!words.every((word) => text.includes(` ${word}`))) return false;
    if (query.cuisine && recipe.cuisine?.toLowerCase() !== query.cuisine.toLowerCase()) return false;
    if (query.origin && recipe.origin !== query.origin) return false;
    if (query.diet && !recipe.diets.includes(query.diet)) return false;
    if (query.time && !TIME_TESTS[query.time](recipe.totalMinutes)) return false;
    return true;
  });
  const sort = query.sort ?? "recent";
  return found.sort((a, b) => {
    if (sort === "title") return a.title.localeCompare(b.title, undefined, { sensitivity: "base" });
    if (sort === "time") {
      if (a.totalMinutes === b.totalMinutes) return a.id.localeCompare(b.id);
      if (a.totalMinutes === null) return 1;
      if (b.totalMinutes === null) return -1;
      return a.totalMinutes - b.totalMinutes;
    }
    return b.version - a.version;
  });
}
