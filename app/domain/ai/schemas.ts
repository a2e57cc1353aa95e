import { z } from "zod";
import { m } from "~/paraglide/messages.js";
import { CUISINES, DURATIONS, IDEA_DIETS, MAX_CUISINES } from "./vocabulary";

/**
 * What the AI recipe page sends, and what either engine must return. The output shapes are ours, checked with our
 * own counts and ranges whatever a provider's JSON schema support is; post-checks (post-check.ts) come on top.
 */

export const IDEA_LIMITS = { text: 500, custom: 40, ideas: 3 } as const;

const checked = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.enum(values)));

const optionalCustom = z
  .string()
  .trim()
  .max(IDEA_LIMITS.custom, { error: () => m.form_too_long({ max: IDEA_LIMITS.custom }) })
  .optional()
  .transform((value) => value || null);

export const IdeaRequestSchema = z.object({
  duration: z.enum(DURATIONS, { error: () => m.ai_duration_required() }),
  cuisines: checked(CUISINES).refine((cuisines) => cuisines.length <= MAX_CUISINES, {
    error: () => m.ai_too_many_cuisines({ max: MAX_CUISINES }),
  }),
  customCuisine: optionalCustom,
  diet: z.enum(IDEA_DIETS).default("no-preference"),
  customDiet: optionalCustom,
  text: z
    .string()
    .trim()
    .max(IDEA_LIMITS.text, { error: () => m.form_too_long({ max: IDEA_LIMITS.text }) })
    .default(""),
});
export type IdeaRequest = z.infer<typeof IdeaRequestSchema>;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

const IdeaSchema = z.object({
  title: text(3, 120),
  description: text(10, 400),
  cuisine: text(2, 40),
  minutes: z.number().int().min(5).max(480),
  keyIngredients: z.array(text(2, 60)).min(2).max(8),
  whyItFits: text(10, 300),
});
export type Idea = z.infer<typeof IdeaSchema>;

export const IdeasSchema = z.object({ ideas: z.array(IdeaSchema).min(1).max(IDEA_LIMITS.ideas) });

const GeneratedIngredientSchema = z.object({
  quantity: z.number().positive().max(10_000).nullable(),
  quantityMax: z.number().positive().max(10_000).nullable(),
  unit: z.string().trim().max(24).nullable(),
  food: text(1, 80),
  note: z.string().trim().max(80).nullable(),
  group: z.string().trim().max(60).nullable(),
});
export type GeneratedIngredient = z.infer<typeof GeneratedIngredientSchema>;

export const GeneratedRecipeSchema = z.object({
  title: text(3, 120),
  description: text(10, 500),
  servings: z.number().int().min(1).max(24),
  prepMinutes: z.number().int().min(0).max(600),
  cookMinutes: z.number().int().min(0).max(1440),
  ingredients: z.array(GeneratedIngredientSchema).min(2).max(40),
  steps: z.array(text(5, 600)).min(2).max(30),
  tips: z.array(text(3, 300)).max(5),
});
export type GeneratedRecipe = z.infer<typeof GeneratedRecipeSchema>;

/** A recipe the model read off a web page's text (the import's last stage); the lines are copied, not written. */
export const PageRecipeSchema = z.object({
  found: z.boolean(),
  title: z.string().max(300),
  description: z.string().max(3000).nullable(),
  yields: z.string().max(100).nullable(),
  prepMinutes: z.number().int().min(0).max(10_080).nullable(),
  cookMinutes: z.number().int().min(0).max(10_080).nullable(),
  totalMinutes: z.number().int().min(0).max(10_080).nullable(),
  ingredients: z.array(z.object({ group: z.string().max(100).nullable(), text: z.string().max(500) })).max(200),
  steps: z.array(z.string().max(4000)).max(200),
});
