import { z } from "zod";
import { m } from "~/paraglide/messages.js";

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

export const UNIT_SYSTEMS = ["metric", "us"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const CUSTOM_ENTRIES_MAX = 10;
export const CUSTOM_ENTRY_MAX_LENGTH = 40;

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

/** Checkbox groups arrive as nothing, one value or several. */
const checked = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.enum(values)));

/** The user's own entries, typed as a comma- or line-separated list; duplicates and blanks dropped. */
const customList = z
  .string()
  .optional()
  .transform((text) => [
    ...new Set(
      (text ?? "")
        .split(/[,\n]/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(
        z.string().max(CUSTOM_ENTRY_MAX_LENGTH, {
          error: () => m.settings_custom_entry_too_long({ max: CUSTOM_ENTRY_MAX_LENGTH }),
        }),
      )
      .max(CUSTOM_ENTRIES_MAX, { error: () => m.settings_custom_too_many({ max: CUSTOM_ENTRIES_MAX }) }),
  );

export const DietaryPreferencesSchema = z.object({
  diets: checked(DIETS),
  customRestrictions: customList,
  allergens: checked(EU_ALLERGENS),
  customAllergies: customList,
});

export const UnitSystemSchema = z.object({ unitSystem: z.enum(UNIT_SYSTEMS) });

/** Splits a stored list into the known values (checkboxes) and the user's own entries (free text). */
export function splitKnown<T extends string>(stored: string[], known: readonly T[]) {
  const isKnown = (value: string): value is T => (known as readonly string[]).includes(value);
  return { known: stored.filter(isKnown), custom: stored.filter((value) => !isKnown(value)) };
}
