import { z } from "zod";
import type { CopiedFrom } from "~/db/schema";
import { m } from "~/paraglide/messages.js";
import { RECIPE_LIMITS, type RECIPE_ORIGINS } from "./fields";

/** The recipe editor's input, shared by its fields and its action. Messages resolve in the page's locale. */

/** A text field that may be left out of the form or empty. */
const blank = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim());

const optionalText = (max: number) =>
  blank
    .pipe(z.string().max(max, { error: () => m.form_too_long({ max }) }))
    .transform((value) => (value === "" ? null : value));

const optionalWholeNumber = (max: number, min = 0) =>
  blank.transform((value, context) => {
    if (value === "") return null;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
      context.addIssue({ code: "custom", message: m.form_whole_number({ min, max }) });
      return z.NEVER;
    }
    return number;
  });

/** A field the form may send once or several times (one per section). */
const repeated = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]));

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Steps are separated by line breaks; a leading "1." or "Step 2:" the cook typed is not part of the text. */
const stepLines = (text: string) =>
  lines(text).map((line) => line.replace(/^(?:(?:step|schritt)\s*)?\d+\s*[.):]\s*/i, ""));

/** The editor's fields as the cook sees them: text, one title and one text a section. */
export type RecipeFormValues = {
  title: string;
  description: string;
  language: "en" | "de";
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  totalMinutes: string;
  cuisine: string;
  category: string;
  tags: string;
  ingredientSections: { title: string; text: string }[];
  instructionSections: { title: string; text: string }[];
  /** Editing: the version the edit starts from (see the schema's `basedOn`). */
  basedOn?: string;
};

/** The values as the editor's form posts them, so its schema can check them without a form (a recipe file's). */
export function formFieldsOf({ ingredientSections, instructionSections, ...fields }: RecipeFormValues) {
  return {
    ...fields,
    ingredientSectionTitle: ingredientSections.map((section) => section.title),
    ingredientSectionLines: ingredientSections.map((section) => section.text),
    stepSectionTitle: instructionSections.map((section) => section.title),
    stepSectionText: instructionSections.map((section) => section.text),
  };
}

export const RecipeFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: () => m.recipe_title_required() })
      .max(RECIPE_LIMITS.title, { error: () => m.form_too_long({ max: RECIPE_LIMITS.title }) }),
    description: optionalText(RECIPE_LIMITS.description),
    language: z.enum(["en", "de"]),
    // A recipe for no one cannot be scaled: the recipe page divided by it and showed "∞ g flour".
    servings: optionalWholeNumber(RECIPE_LIMITS.servings, 1),
    prepMinutes: optionalWholeNumber(RECIPE_LIMITS.minutes),
    cookMinutes: optionalWholeNumber(RECIPE_LIMITS.minutes),
    totalMinutes: optionalWholeNumber(RECIPE_LIMITS.minutes),
    cuisine: optionalText(RECIPE_LIMITS.label),
    category: optionalText(RECIPE_LIMITS.label),
    tags: z
      .string()
      .default("")
      .transform((value) => [
        ...new Set(
          value
            .split(",")
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z
          .array(z.string().max(RECIPE_LIMITS.label, { error: () => m.form_too_long({ max: RECIPE_LIMITS.label }) }))
          .max(RECIPE_LIMITS.tags, { error: () => m.recipe_too_many_tags({ max: RECIPE_LIMITS.tags }) }),
      ),
    ingredientSectionTitle: repeated.default([""]),
    ingredientSectionLines: repeated.default([""]),
    stepSectionTitle: repeated.default([""]),
    stepSectionText: repeated.default([""]),
    /**
     * Editing: the version (`updatedAt` in milliseconds) the cook's edit started from, so a save over a newer one is
     * refused (updateRecipe). Absent for a new recipe.
     */
    basedOn: blank.transform((value) => (/^\d{1,15}$/.test(value) ? new Date(Number(value)) : undefined)),
  })
  .transform(({ ingredientSectionTitle, ingredientSectionLines, stepSectionTitle, stepSectionText, ...recipe }) => ({
    ...recipe,
    ingredientSections: ingredientSectionLines
      .map((text, index) => ({ title: ingredientSectionTitle[index]?.trim() || null, lines: lines(text) }))
      .filter((section) => section.lines.length > 0 || section.title),
    instructionSections: stepSectionText
      .map((text, index) => ({ title: stepSectionTitle[index]?.trim() || null, steps: stepLines(text) }))
      .filter((section) => section.steps.length > 0 || section.title),
  }))
  .superRefine((recipe, context) => {
    const ingredientLines = recipe.ingredientSections.flatMap((section) => section.lines);
    if (ingredientLines.length > RECIPE_LIMITS.lines || recipe.ingredientSections.length > RECIPE_LIMITS.sections) {
      context.addIssue({
        code: "custom",
        path: ["ingredientSectionLines"],
        message: m.recipe_too_many_lines({ max: RECIPE_LIMITS.lines }),
      });
    }
    if (ingredientLines.some((line) => line.length > RECIPE_LIMITS.lineLength)) {
      context.addIssue({
        code: "custom",
        path: ["ingredientSectionLines"],
        message: m.recipe_line_too_long({ max: RECIPE_LIMITS.lineLength }),
      });
    }
    const stepTexts = recipe.instructionSections.flatMap((section) => section.steps);
    if (stepTexts.length > RECIPE_LIMITS.lines || recipe.instructionSections.length > RECIPE_LIMITS.sections) {
      context.addIssue({
        code: "custom",
        path: ["stepSectionText"],
        message: m.recipe_too_many_lines({ max: RECIPE_LIMITS.lines }),
      });
    }
    if (stepTexts.some((step) => step.length > RECIPE_LIMITS.stepLength)) {
      context.addIssue({
        code: "custom",
        path: ["stepSectionText"],
        message: m.recipe_line_too_long({ max: RECIPE_LIMITS.stepLength }),
      });
    }
  });

/** A recipe's content as the library stores it (the edit's version check is the editor's, not the recipe's). */
export type RecipeInput = Omit<z.infer<typeof RecipeFormSchema>, "basedOn"> & {
  origin?: (typeof RECIPE_ORIGINS)[number];
  diets?: string[];
  sourceUrl?: string | null;
  sourceSite?: string | null;
  sourceAuthor?: string | null;
  yieldUnit?: string | null;
  /** The idea an AI recipe was made from. */
  ideaId?: string | null;
  /** The identity of the recipe this one is a copy of (a recipe file's "@id"). */
  originKey?: string | null;
  /** The recipe in a shared collection this one was saved from. */
  copiedFrom?: CopiedFrom | null;
};
