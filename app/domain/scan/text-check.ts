import type { RecipeDraft } from "~/domain/recipes/draft";

/**
 * A vision model's reading of the pictures, held against the text the device's OCR read from the same pictures. OCR
 * misreads letters but does not invent lines; a model reads damaged print better but can invent or "complete" a
 * recipe. So a line counts as confirmed when its amounts are all in the OCR text and most of its words are there, up
 * to one wrong letter in a longer word. The reading is used only when nearly all of it is confirmed.
 */

export type TextCheck = { confirmed: number; total: number };

/** Share of ingredient lines and of steps that must be confirmed for the model's reading to be used. */
const CONFIRMED_SHARE = 0.8;

const FRACTIONS: Record<string, string> = { "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4" };

/** Words and amounts, with ½ and 1/2 alike and decimal commas as points. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[½⅓⅔¼¾]/g, (fraction) => ` ${FRACTIONS[fraction]} `)
    .normalize("NFKC")
    .replace(/(\d),(\d)/g, "$1.$2")
    .split(/[^\p{L}\p{N}.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ""))
    .filter(Boolean);

const isAmount = (word: string) => /^[\d.]+$/.test(word);

/** At most one letter added, dropped or changed. */
function nearlyEqual(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

export function checkAgainstText(
  recipe: Pick<RecipeDraft, "ingredients" | "instructions">,
  ocrText: string,
): { lines: TextCheck; steps: TextCheck } {
  const known = new Set(words(ocrText));
  const longWords = [...known].filter((word) => word.length >= 4 && !isAmount(word));
  const found = (word: string) =>
    known.has(word) || (word.length >= 4 && !isAmount(word) && longWords.some((each) => nearlyEqual(each, word)));
  const confirmed = (line: string, share: number) => {
    const all = words(line);
    if (all.length === 0) return false;
    if (!all.filter(isAmount).every((amount) => known.has(amount))) return false;
    return all.filter(found).length >= all.length * share;
  };
  const lines = recipe.ingredients.flatMap((section) => section.items);
  const steps = recipe.instructions.flatMap((section) => section.steps);
  return {
    lines: { confirmed: lines.filter((line) => confirmed(line, 0.75)).length, total: lines.length },
    steps: { confirmed: steps.filter((step) => confirmed(step, 0.7)).length, total: steps.length },
  };
}

/** Whether the reading may be used: it has a recipe, and nearly all of it is in the OCR text. */
export const readingHolds = ({ lines, steps }: { lines: TextCheck; steps: TextCheck }) =>
  lines.total > 0 &&
  steps.total > 0 &&
  lines.confirmed >= lines.total * CONFIRMED_SHARE &&
  steps.confirmed >= steps.total * CONFIRMED_SHARE;
