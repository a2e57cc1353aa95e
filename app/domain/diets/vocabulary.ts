import { m } from "~/paraglide/messages.js";

/**
 * The diets and allergens the product knows, with their labels: a cook's standing restrictions (accounts), the AI's
 * constraints and checks (ai), the library's filters (routes). One home, so every part speaks the same vocabulary.
 */

/** The spec's diets a user can hold as a standing restriction ("no-preference" is the absence of one). */
export const DIETS = [
  "vegetarian",
  "vegan",
  "pescatarian",
  "gluten-free",
  "dairy-free",
  "keto",
  "meat-based",
  "low-carb",
  "low-fat",
  "low-sodium",
  "low-sugar",
] as const;
export type Diet = (typeof DIETS)[number];

/** The 14 allergens EU Regulation 1169/2011 requires to be declared. */
export const EU_ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof EU_ALLERGENS)[number];

/** A label in the current locale, or in the one given (generated recipes are written in their own language). */
type Label = (inputs?: Record<string, never>, options?: { locale?: "en" | "de" }) => string;

export const DIET_LABELS: Record<Diet, Label> = {
  vegetarian: m.diet_vegetarian,
  vegan: m.diet_vegan,
  pescatarian: m.diet_pescatarian,
  "gluten-free": m.diet_gluten_free,
  "dairy-free": m.diet_dairy_free,
  keto: m.diet_keto,
  "meat-based": m.diet_meat_based,
  "low-carb": m.diet_low_carb,
  "low-fat": m.diet_low_fat,
  "low-sodium": m.diet_low_sodium,
  "low-sugar": m.diet_low_sugar,
};

export const ALLERGEN_LABELS: Record<Allergen, Label> = {
  gluten: m.allergen_gluten,
  crustaceans: m.allergen_crustaceans,
  eggs: m.allergen_eggs,
  fish: m.allergen_fish,
  peanuts: m.allergen_peanuts,
  soybeans: m.allergen_soybeans,
  milk: m.allergen_milk,
  nuts: m.allergen_nuts,
  celery: m.allergen_celery,
  mustard: m.allergen_mustard,
  sesame: m.allergen_sesame,
  sulphites: m.allergen_sulphites,
  lupin: m.allergen_lupin,
  molluscs: m.allergen_molluscs,
};
