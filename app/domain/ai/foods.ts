import type { Allergen } from "~/domain/diets/vocabulary";
import { FOODS } from "./food-base";
import type { CuisineKey } from "./vocabulary";

/**
 * The built-in engine's ingredient base: every food it may use, named in English and German, with what a diet or an
 * allergy needs to know about it, a portion per serving, and how long it takes to cook. Allergens follow EU
 * Regulation 1169/2011 and err on the safe side where products vary (curry pastes with shrimp, stock with celery,
 * curry powder with mustard and celery, Parmesan with animal rennet).
 */

/** What a food is made of, for diets. "rennet": cheese made with animal rennet, which vegetarians avoid. */
export type Kind = "meat" | "poultry" | "fish" | "seafood" | "egg" | "dairy" | "honey" | "rennet";
/** Nutrition traits the low-x diets exclude. */
export type Trait = "carb" | "legume" | "sugar" | "fat" | "salt" | "alcohol";
export type Role =
  | "protein"
  | "veg"
  | "starch"
  | "aromatic"
  | "fat"
  | "liquid"
  | "sauce"
  | "spice"
  | "herb"
  | "acid"
  | "topping"
  | "cheese"
  | "seasoning";
type PortionUnit = "g" | "ml" | "tbsp" | "tsp" | "piece" | "taste";

export type Food = {
  id: string;
  role: Role;
  /** Names as written in an ingredient line; "onion|onions" gives singular and plural. */
  en: string;
  de: string;
  /** Per serving. Pieces are rounded to halves after scaling; "taste" has no amount. */
  portion: [number, PortionUnit];
  /** How a food is named in a title ("Chickpea", "Kichererbsen" as in "Kichererbsen-Curry"). */
  title?: [string, string];
  /** How a step names it when that differs from the line ("garlic" for garlic cloves); "|" gives a plural. */
  ref?: [string, string];
  /** Preparation note for the line ("drained", "abgetropft"). */
  note?: [string, string];
  kinds?: Kind[];
  allergens?: Allergen[];
  traits?: Trait[];
  /** Families the user may name ("pork", "mushrooms", "nightshades") to want or avoid a food. */
  groups?: string[];
  /** Extra names a user may type, folded (lower case, umlauts written out). */
  aliases?: string[];
  /** Minutes until tender in a pan or pot; decides which dishes and time buckets it fits. */
  cook?: number;
  /** Grams per piece, for plausibility and conversions. */
  pieceGrams?: number;
  /** Cuisines it belongs to; none means it fits every cuisine. */
  cuisines?: CuisineKey[];
  /** Eaten raw in salads and bowls. */
  raw?: boolean;
  /** The German name is a plural ("Erdnüsse", "grüne Bohnen"), which decides its dative after "mit". */
  dePlural?: boolean;
  /** Taken for granted in steps ("boiling water"): a step may name it without an ingredient line. */
  staple?: boolean;
};

export const FOOD_BY_ID = new Map(FOODS.map((food) => [food.id, food]));

export function food(id: string): Food {
  const found = FOOD_BY_ID.get(id);
  if (!found) throw new Error(`Unknown food ${id}`);
  return found;
}

/** Singular or plural of a name written "onion|onions". */
export function nameOf(food: Food, language: "en" | "de", count = 1): string {
  const [one = "", many = one] = food[language].split("|");
  return count > 1 ? many : one;
}
