import { DIETS } from "~/domain/diets/vocabulary";
import { foldForSearch, withoutAccents } from "~/domain/recipes/search-text";

/** The spec's cuisines, durations and diets for generating ideas, and how the built-in engine reads them. */

export const CUISINES = [
  "asian",
  "european",
  "italian",
  "all",
  "american",
  "african",
  "mexican",
  "indian",
  "middle-eastern",
  "mediterranean",
  "japanese",
  "chinese",
  "thai",
  "korean",
  "vietnamese",
  "french",
  "german",
  "spanish",
  "romanian",
] as const;
export type Cuisine = (typeof CUISINES)[number];
/** A cuisine the engine cooks in: every value except the families "all", "asian" and "european". */
export type CuisineKey = Exclude<Cuisine, "all" | "asian" | "european">;
export const MAX_CUISINES = 3;

export const COOKING_CUISINES = CUISINES.filter(
  (cuisine): cuisine is CuisineKey => cuisine !== "all" && cuisine !== "asian" && cuisine !== "european",
);

/** What a family of cuisines stands for. */
export const CUISINE_FAMILIES: Record<"all" | "asian" | "european", CuisineKey[]> = {
  all: COOKING_CUISINES,
  asian: ["japanese", "chinese", "thai", "korean", "vietnamese", "indian"],
  european: ["italian", "french", "german", "spanish", "romanian", "mediterranean"],
};

/** How a cuisine is named in a recipe's own language. */
export const CUISINE_NAMES: Record<CuisineKey, [string, string]> = {
  italian: ["Italian", "Italienisch"],
  american: ["American", "Amerikanisch"],
  african: ["African", "Afrikanisch"],
  mexican: ["Mexican", "Mexikanisch"],
  indian: ["Indian", "Indisch"],
  "middle-eastern": ["Middle Eastern", "Orientalisch"],
  mediterranean: ["Mediterranean", "Mediterran"],
  japanese: ["Japanese", "Japanisch"],
  chinese: ["Chinese", "Chinesisch"],
  thai: ["Thai", "Thailändisch"],
  korean: ["Korean", "Koreanisch"],
  vietnamese: ["Vietnamese", "Vietnamesisch"],
  french: ["French", "Französisch"],
  german: ["German", "Deutsch"],
  spanish: ["Spanish", "Spanisch"],
  romanian: ["Romanian", "Rumänisch"],
};

/** Words that name a cuisine in free text or a custom cuisine, folded. */
export const CUISINE_WORDS: Record<CuisineKey, string[]> = {
  italian: ["italian", "italienisch", "italy", "italien"],
  american: ["american", "amerikanisch", "usa", "tex mex", "southern"],
  african: ["african", "afrikanisch", "west african", "ethiopian", "aethiopisch", "moroccan", "marokkanisch"],
  mexican: ["mexican", "mexikanisch", "mexico", "mexiko"],
  indian: ["indian", "indisch", "india", "indien"],
  "middle-eastern": [
    "middle eastern",
    "orientalisch",
    "levantine",
    "lebanese",
    "libanesisch",
    "turkish",
    "tuerkisch",
    "persian",
    "persisch",
    "arabisch",
  ],
  mediterranean: ["mediterranean", "mediterran", "greek", "griechisch"],
  japanese: ["japanese", "japanisch", "japan"],
  chinese: ["chinese", "chinesisch", "china"],
  thai: ["thai", "thailaendisch", "thailand"],
  korean: ["korean", "koreanisch", "korea"],
  vietnamese: ["vietnamese", "vietnamesisch", "vietnam"],
  french: ["french", "franzoesisch", "france", "frankreich"],
  german: ["german", "deutsch", "deutsche", "hausmannskost", "bavarian", "bayerisch", "schwaebisch"],
  spanish: ["spanish", "spanisch", "spain", "spanien", "tapas"],
  romanian: ["romanian", "rumaenisch", "romania", "rumaenien"],
};

export const DURATIONS = ["quick", "medium", "long"] as const;
export type Duration = (typeof DURATIONS)[number];

/** The spec's buckets: under 20 minutes, under 40, 40 and more. */
export function durationOf(minutes: number): Duration {
  if (minutes < 20) return "quick";
  if (minutes < 40) return "medium";
  return "long";
}

/** The spec's diet values: "no-preference" plus the diets a user can hold. */
export const IDEA_DIETS = ["no-preference", ...DIETS] as const;
export type IdeaDiet = (typeof IDEA_DIETS)[number];

/**
 * Free text as the engine and the post-checks compare it: folded like the search index (so "Kaese", "Käse" and
 * "Kase" meet), accents dropped, anything but letters and digits turned into single spaces. Every name and alias
 * is folded the same way before it is compared, so they may be written naturally.
 */
export function fold(text: string): string {
  return withoutAccents(foldForSearch(text))
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}
