import { z } from "zod";
import { DIETS, EU_ALLERGENS } from "~/domain/diets/vocabulary";
import { UNIT_SYSTEMS } from "~/domain/recipes/units";
import { m } from "~/paraglide/messages.js";

export const CUSTOM_ENTRIES_MAX = 10;
const CUSTOM_ENTRY_MAX_LENGTH = 40;

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
