import type { RECIPE_ORIGINS } from "./fields";

/** What the recipe list can be asked for; shared by its page (client) and its query (server). */
export const RECIPE_SORTS = ["recent", "title", "time"] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number];
/** The spec's duration buckets: under 20, under 40, 40 minutes and more. */
export const TIME_BUCKETS = ["under-20", "under-40", "40-plus"] as const;
type TimeBucket = (typeof TIME_BUCKETS)[number];
export const PAGE_SIZE = 24;

export type RecipeListQuery = {
  query?: string;
  cuisine?: string;
  time?: TimeBucket;
  origin?: (typeof RECIPE_ORIGINS)[number];
  diet?: string;
  sort?: RecipeSort;
  cursor?: string;
};
