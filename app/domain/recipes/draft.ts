import { truncateText } from "~/lib/text";
import { COUNT_WORDS } from "./count-words";
import { RECIPE_LIMITS } from "./fields";
import type { RecipeFormValues } from "./schemas";

/**
 * A recipe read from elsewhere (a website's markup or text, a scan, a model's reading) before the cook has seen it,
 * and the same draft fitted to the library for review in the editor. Every reader produces a `RecipeDraft`; one
 * function (`fitForReview`) turns any of them into what the editor shows.
 */

export type Section<T extends "items" | "steps"> = { title: string | null } & Record<T, string[]>;

export type RecipeDraft = {
  title: string;
  description: string | null;
  /** The source's own language tag ("de-DE", "en"), when it states one. */
  language: string | null;
  yields: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  cuisine: string | null;
  category: string | null;
  keywords: string[];
  image: string | null;
  author: string | null;
  ingredients: Section<"items">[];
  instructions: Section<"steps">[];
};

/** A draft with nothing read yet. */
export const EMPTY_DRAFT: RecipeDraft = {
  title: "",
  description: null,
  language: null,
  yields: null,
  prepMinutes: null,
  cookMinutes: null,
  totalMinutes: null,
  cuisine: null,
  category: null,
  keywords: [],
  image: null,
  author: null,
  ingredients: [],
  instructions: [],
};

/** Which reader of the importer produced a draft. */
export type ImportStage = "json-ld" | "microdata" | "rdfa" | "heuristics" | "ai";

/** A part of an imported recipe the cook should check: it was not found, or found only by its shape on the page. */
export type UncertainPart = "ingredients" | "instructions";

/**
 * Where an imported draft came from: the page, its site and its declared language, the reader that read it, and the
 * parts the cook should check.
 */
export type DraftSource = {
  url: string;
  siteName: string | null;
  pageLanguage: string | null;
  stage: ImportStage;
  uncertain: UncertainPart[];
};

/** A draft within the library's limits, in one of its languages, its yield taken apart; `source` for imports only. */
export type ReviewDraft = Omit<RecipeDraft, "language"> & {
  language: "en" | "de";
  servings: number | null;
  yieldUnit: string | null;
  source: DraftSource | null;
};

/** A dish's size in a yield, which counts nothing: "one 9-inch pie", "eine Springform (26 cm)", "a 9 x 13 in. pan". */
const DIMENSION = /\d+(?:[.,]\d+)?\s*(?:x\s*\d+(?:[.,]\d+)?\s*)?-?\s*(?:inch(?:es)?|in\.|cm|mm|″|")(?!\p{L})/giu;
const COUNT_WORD = new RegExp(`(?<!\\p{L})(?:${Object.keys(COUNT_WORDS).join("|")})(?!\\p{L})`, "iu");

/** A yield without its dish's size, its count in digits where it writes none: "Makes one 9-inch pie" → "Makes 1 pie". */
function counted(value: string): string {
  const text = value.replace(DIMENSION, " ");
  return /\d/.test(text) ? text : text.replace(COUNT_WORD, (word) => String(COUNT_WORDS[word.toLowerCase()]));
}

/**
 * The number of servings a yield states ("4", "4 servings", "Serves 4-6", "12 cookies", "Für 4 Personen", "Serves
 * four"), not a dish's size ("one 9-inch pie" is one).
 */
export function yieldCount(value: string): number | null {
  const match = counted(value)
    .replace(/(\d),(\d)/g, "$1.$2")
    .match(/\d+(?:\.\d+)?/);
  if (!match) return null;
  const count = Math.round(Number(match[0]));
  return count > 0 ? count : null;
}

/** What a yield counts when it is not servings ("cookies", "Stück"), or null. */
export function yieldUnit(value: string): string | null {
  const match = counted(value).match(/\d+(?:[.,]\d+)?(?:\s*(?:-|–|to|bis)\s*\d+)?\s+([^\d(),;]{2,30})/);
  const unit = match?.[1]?.trim().toLowerCase() ?? "";
  if (!unit || /^(?:servings?|portions?|people|persons?|personen|portionen|serves?|x)\b/i.test(unit)) return null;
  return unit;
}

const GERMAN_WORDS =
  /\b(?:und|die|der|das|mit|für|mit|eine?n?|zutaten|zubereitung|minuten|geben|etwas|oder|nicht|auf|bis|dann|im|in|zu|von|ist|sie|etwa|würfeln|schneiden)\b/gi;
const ENGLISH_WORDS =
  /\b(?:and|the|with|for|of|a|an|ingredients|instructions|minutes|add|until|into|or|to|in|on|is|it|then|about|cut|chop)\b/gi;

/** "de" or "en" for a recipe text, by which language's common words it uses more; the hint breaks ties. */
export function detectLanguage(text: string, hint: "en" | "de" = "en"): "en" | "de" {
  const sample = text.slice(0, 5000);
  const german = sample.match(GERMAN_WORDS)?.length ?? 0;
  const english = sample.match(ENGLISH_WORDS)?.length ?? 0;
  if (german === english) return hint;
  return german > english ? "de" : "en";
}

const clip = (text: string | null, max: number) => (text === null ? null : truncateText(text, max).trim() || null);
const whole = (minutes: number | null) =>
  minutes !== null && minutes > 0 && minutes <= RECIPE_LIMITS.minutes ? minutes : null;

/**
 * A draft as the editor shows it: cut to the library's limits, its language the declared one when the library has
 * it, else the one its words are in (`hint` breaks ties), and its yield taken apart into servings and what it counts.
 */
export function fitForReview(draft: RecipeDraft, hint: "en" | "de"): ReviewDraft;
export function fitForReview(
  draft: RecipeDraft,
  hint: "en" | "de",
  source: DraftSource,
): ReviewDraft & { source: DraftSource };
export function fitForReview(draft: RecipeDraft, hint: "en" | "de", source: DraftSource | null = null): ReviewDraft {
  const declared = draft.language?.toLowerCase().slice(0, 2);
  const language =
    declared === "de" || declared === "en"
      ? declared
      : detectLanguage(
          [
            draft.title,
            ...draft.ingredients.flatMap((s) => s.items),
            ...draft.instructions.flatMap((s) => s.steps),
          ].join("\n"),
          hint,
        );
  const servings = draft.yields ? yieldCount(draft.yields) : null;
  return {
    title: truncateText(draft.title, RECIPE_LIMITS.title).trim(),
    description: clip(draft.description, RECIPE_LIMITS.description),
    language,
    yields: draft.yields,
    servings: servings !== null && servings <= RECIPE_LIMITS.servings ? servings : null,
    yieldUnit: draft.yields ? clip(yieldUnit(draft.yields), RECIPE_LIMITS.label) : null,
    prepMinutes: whole(draft.prepMinutes),
    cookMinutes: whole(draft.cookMinutes),
    totalMinutes: whole(draft.totalMinutes),
    cuisine: clip(draft.cuisine, RECIPE_LIMITS.label),
    category: clip(draft.category, RECIPE_LIMITS.label),
    keywords: draft.keywords
      .map((keyword) => truncateText(keyword, RECIPE_LIMITS.label))
      .slice(0, RECIPE_LIMITS.tags - 2),
    image: draft.image,
    author: clip(draft.author, RECIPE_LIMITS.label * 2),
    ingredients: draft.ingredients.slice(0, RECIPE_LIMITS.sections).map((section) => ({
      title: clip(section.title, RECIPE_LIMITS.label),
      items: section.items.slice(0, RECIPE_LIMITS.lines).map((line) => truncateText(line, RECIPE_LIMITS.lineLength)),
    })),
    instructions: draft.instructions.slice(0, RECIPE_LIMITS.sections).map((section) => ({
      title: clip(section.title, RECIPE_LIMITS.label),
      steps: section.steps.slice(0, RECIPE_LIMITS.lines).map((step) => truncateText(step, RECIPE_LIMITS.stepLength)),
    })),
    source: source && { ...source, siteName: clip(source.siteName, RECIPE_LIMITS.label * 2) },
  };
}

/** The editor's fields for a draft, as text, ready for the cook to review. */
export function draftFormValues(draft: ReviewDraft): RecipeFormValues {
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    title: draft.title,
    description: text(draft.description),
    language: draft.language,
    servings: text(draft.servings),
    prepMinutes: text(draft.prepMinutes),
    cookMinutes: text(draft.cookMinutes),
    totalMinutes: text(draft.totalMinutes),
    cuisine: text(draft.cuisine),
    category: text(draft.category),
    tags: [...new Set(draft.keywords)].slice(0, RECIPE_LIMITS.tags - 2).join(", "),
    ingredientSections: draft.ingredients.map((section) => ({
      title: text(section.title),
      text: section.items.join("\n"),
    })),
    instructionSections: draft.instructions.map((section) => ({
      title: text(section.title),
      text: section.steps.join("\n"),
    })),
  };
}
