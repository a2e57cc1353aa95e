import { type DraftSource, fitForReview, type RecipeDraft, type ReviewDraft } from "~/domain/recipes/draft";
import { type CheckedImage, IMAGE_LIMITS } from "~/domain/recipes/images";
import { checkImage } from "~/domain/recipes/images.server";
import { cleanSourceUrl, sourceKey } from "~/domain/recipes/source-url";
import { DEADLINES } from "~/lib/deadlines";
import { StageTimings } from "~/lib/stage-timings";
import { truncateText } from "~/lib/text";
import { decodePage } from "./charset";
import { type Extraction, extractRecipe } from "./extract";
import { type GuardOptions, guardedFetch } from "./guarded-fetch.server";
import { parsePage } from "./page";
import { pageBlocks } from "./page-blocks";

/**
 * Import from a website: the guarded fetch, the cascade, and when it finds nothing and an AI provider is configured,
 * the model reads the page's text and only lines found on the page are kept (grounding). The result is a draft the
 * cook reviews before it is saved; a page already in the cook's library is named so they can open it instead.
 */
export const PAGE_LIMITS = { bytes: 5 * 1024 * 1024, timeoutMs: DEADLINES.siteMs } as const;

export class ImportError extends Error {
  constructor(
    readonly problem: "invalid_url" | "not_supported",
    message = problem,
  ) {
    super(message);
  }
}

/** Reads a page's text into a recipe with an AI model; null when the model finds none. */
export type PageReader = (pageText: string) => Promise<RecipeDraft | null>;

type ImportOptions = {
  allow: readonly string[];
  locale: "en" | "de";
  reader: PageReader | null;
  timings?: StageTimings;
};

/** What an import answers: the draft for review, with the page it came from. */
export type ImportedDraft = ReviewDraft & { source: DraftSource };

function toDraft({ recipe, stage, siteName, uncertain }: Extraction, url: string, locale: "en" | "de"): ImportedDraft {
  return fitForReview(recipe, locale, { url, siteName, pageLanguage: recipe.language, stage, uncertain });
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}½⅓⅔¼¾]+/gu, " ")
    .trim();

/** A page's text as the model's answer is held to it: folded (space around), and its words. */
type PageWords = { text: string; folded: string; words: Set<string> };

function pageWordsOf(text: string): PageWords {
  const folded = ` ${fold(text)} `;
  return { text, folded, words: new Set(folded.split(" ")) };
}

/** Whether nine in ten of `text`'s words are the page's: how a step, a description or a yield is grounded. */
function inPageWords(text: string, pageWords: Set<string>) {
  const words = fold(text).split(" ").filter(Boolean);
  return words.length > 0 && words.filter((word) => pageWords.has(word)).length >= words.length * 0.9;
}

/**
 * Keeps only what the page says: an ingredient line must appear on the page as written (up to case, punctuation and
 * spacing), a step must use the page's words (nine in ten of them). A recipe where a fifth of either is made up is
 * refused as a whole.
 */
function groundedInPage(recipe: RecipeDraft, page: PageWords): RecipeDraft | null {
  const lineFound = (line: string) => page.folded.includes(` ${fold(line)} `);
  const stepFound = (step: string) => inPageWords(step, page.words);
  const lines = recipe.ingredients.flatMap((section) => section.items);
  const steps = recipe.instructions.flatMap((section) => section.steps);
  const goodLines = lines.filter(lineFound).length;
  const goodSteps = steps.filter(stepFound).length;
  if (lines.length === 0 || steps.length === 0) return null;
  if (goodLines < lines.length * 0.8 || goodSteps < steps.length * 0.8) return null;
  return {
    ...recipe,
    ingredients: recipe.ingredients
      .map((section) => ({ ...section, items: section.items.filter(lineFound) }))
      .filter((section) => section.items.length > 0),
    instructions: recipe.instructions
      .map((section) => ({ ...section, steps: section.steps.filter(stepFound) }))
      .filter((section) => section.steps.length > 0),
  };
}

/**
 * The model's other fields held to the page as its lines are (issue 17): a title the page does not show becomes the
 * page's first heading (or stays empty for the cook to fill in), and a description or yield not written in the page's
 * words, or a time whose minutes (or whole hours) the page never names, is dropped.
 */
function groundedDetails(recipe: RecipeDraft, page: PageWords): RecipeDraft {
  const inWords = (text: string | null) => (text !== null && inPageWords(text, page.words) ? text : null);
  const minutes = (value: number | null) =>
    value !== null && (page.words.has(String(value)) || (value % 60 === 0 && page.words.has(String(value / 60))))
      ? value
      : null;
  const title = fold(recipe.title);
  return {
    ...recipe,
    title:
      title && page.folded.includes(` ${title} `) ? recipe.title : (page.text.match(/^## (.+)$/m)?.[1]?.trim() ?? ""),
    description: inWords(recipe.description),
    yields: inWords(recipe.yields),
    prepMinutes: minutes(recipe.prepMinutes),
    cookMinutes: minutes(recipe.cookMinutes),
    totalMinutes: minutes(recipe.totalMinutes),
  };
}

/** The cleaned text of a page for the AI stage: headings and lines in reading order, without scripts or menus. */
export function pageText(html: string, url: URL): string {
  const text = pageBlocks(parsePage(html, url))
    .map((block) => (block.kind === "heading" ? `\n## ${block.text}` : block.text))
    .join("\n");
  return truncateText(text, 30_000);
}

export async function importFromUrl(input: string, options: ImportOptions): Promise<ImportedDraft> {
  const guard: GuardOptions = {
    kind: "page",
    maxBytes: PAGE_LIMITS.bytes,
    timeoutMs: PAGE_LIMITS.timeoutMs,
    allow: options.allow,
  };
  const timings = options.timings ?? new StageTimings();
  const page = await timings.measureAsync("fetch", () => guardedFetch(input, guard));
  const html = timings.measure("decode", () => decodePage(page.bytes, page.contentType));
  const sourceUrl = cleanSourceUrl(page.url);
  const extraction = extractRecipe(html, page.url, { timings });
  if (extraction) return toDraft(extraction, sourceUrl, options.locale);
  if (options.reader) {
    const text = pageText(html, page.url);
    const read = await options.reader(text).catch((error: unknown) => {
      console.error("AI page reading failed", error);
      return null;
    });
    const words = pageWordsOf(text);
    const grounded = read && groundedInPage(groundedDetails(read, words), words);
    if (grounded) {
      return toDraft({ recipe: grounded, stage: "ai", siteName: null, uncertain: [] }, sourceUrl, options.locale);
    }
  }
  throw new ImportError("not_supported");
}

export type Duplicate = { id: string; title: string };

/**
 * The lookup of the cook's recipe imported from the same page before, as a statement that can go into another
 * round trip's batch (the import's limits, service.server.ts); null when the address has no key.
 */
export function duplicateLookup(d1: D1Database, userId: string, url: string): D1PreparedStatement | null {
  const key = sourceKey(url);
  if (!key) return null;
  return d1.prepare("SELECT id, title FROM recipes WHERE user_id = ? AND source_key = ? LIMIT 1").bind(userId, key);
}

/** The cook's recipe imported from the same page before, if any. */
export async function findDuplicate(d1: D1Database, userId: string, url: string): Promise<Duplicate | null> {
  return (await duplicateLookup(d1, userId, url)?.first<Duplicate>()) ?? null;
}

/** The recipe's picture from its page, through the same guard, checked like an upload; null when it cannot be had. */
export async function fetchRecipeImage(url: string, allow: readonly string[]): Promise<CheckedImage | null> {
  try {
    const fetched = await guardedFetch(url, {
      kind: "image",
      maxBytes: IMAGE_LIMITS.bytes,
      timeoutMs: PAGE_LIMITS.timeoutMs,
      allow,
    });
    const checked = await checkImage(fetched.bytes, IMAGE_LIMITS.photoEdge);
    return typeof checked === "string" ? null : checked;
  } catch (error) {
    console.error("recipe picture not fetched", url, error);
    return null;
  }
}
