import { labelledValues, withWholeTime } from "~/domain/import/labelled-values";
import {
  headingKind,
  joinBroken,
  type RecipeLine,
  readRecipeLines,
  type TextLine,
  textLines,
} from "~/domain/import/recipe-lines";
import { ENDS_SENTENCE } from "~/domain/import/vocabulary";
import { detectLanguage, fitForReview, type ReviewDraft } from "~/domain/recipes/draft";
import { repairLine, startsWithBullet } from "./ocr-repairs";

/**
 * A recipe read from plain text: what OCR made of a photo or screenshot, or what a cook pasted. The text is made into
 * lines (OCR damage repaired, page furniture left out, amounts set apart from their units put back together), its
 * first lines are the title, and the rest goes to the same reader as a page without recipe markup
 * (`~/domain/import/recipe-lines.ts`, ADR 011): each line scored by its shape, the list and the method the best
 * reading of the whole sequence, in text mode (lines broken by the page width joined again, paragraphs and numbered
 * or "Schritt 2" steps as steps). Servings and times come from the lines before the lists, as labelled values.
 */

/** Page furniture a screenshot or print-out carries around the recipe: buttons, ratings, sharing, scaling. */
const FURNITURE =
  /^(?:©|\(c\)|foto:|photo:|bild:|einfach$|mittel$|schwer$|leicht$|easy$|medium$|difficulty|schwierigkeit|person\(en\)|jump to|print|pin\b|pin it|save|saved|rate\b|rate this|share|e-?mail|send|drucken|merken|teilen|bewerten|rezept (?:drucken|speichern|merken)|per e-mail|cook mode|prevent your screen|keep screen|scale\b|us customary|metric\b|\d\s*(?:x|×)\b|\d stars?\b|\d sterne?\b|[\d.,]+ (?:from|aus|von) \d+|\(?\d+ (?:reviews?|votes?|ratings?|bewertungen|kommentare|comments?)\)?|[★☆✩✭⭐]|leave a (?:review|comment)|add to|zur einkaufsliste|einkaufsliste|video\b|watch\b|advertisement|anzeige|werbung)/i;
const STEP_MARK = /^(?:(?:step|schritt)\s*)?(\d{1,2})\s*(?:[.):]\s*|\s*$)/i;
/** Units a two-column layout may put on their own line under the amount ("150" / "ml"). */
const COLUMN_UNITS = "ml|cl|dl|l|g|kg|el|tl|oz|lbs?|cups?|tbsp|tsp";
const LONE_UNIT = new RegExp(`^(${COLUMN_UNITS})\\b\\.?(?:\\s+(.*))?$`, "i");
const AMOUNT_WITHOUT_UNIT = new RegExp(`^(\\d+(?:[.,]\\d+)?)\\s+(?!(?:${COLUMN_UNITS})\\b)(.*)$`, "i");

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const isFurniture = (text: string) => (words(text) <= 8 && FURNITURE.test(text)) || letters(text) < 2;

/** "Prep Time 15 mins Cook Time 10 mins": labels laid out side by side, one value each. */
function splitLabels(text: string): string[] {
  if (text.length > 100) return [text];
  return text
    .split(/\s+[·|•–-]\s+/)
    .flatMap((part) =>
      part.split(
        /\s+(?=(?:prep(?:aration)?|cook(?:ing)?|total|servings?|yield|serves|arbeitszeit|zubereitungszeit|kochzeit|backzeit|gesamtzeit|ruhezeit|portionen|zubereitung)\b(?:\s*time)?\s*:?\s*\d)/i,
      ),
    );
}

function toLines(text: string, language: "en" | "de"): TextLine[] {
  const lines: TextLine[] = [];
  let gap = true;
  for (const raw of text.split(/\r?\n/)) {
    const repaired = repairLine(raw, language);
    if (!repaired) {
      gap = true;
      continue;
    }
    if (isFurniture(repaired) && !STEP_MARK.test(repaired) && !LONE_UNIT.test(repaired)) continue;
    lines.push({ text: repaired, gap, bullet: startsWithBullet(raw) });
    gap = false;
  }
  return lines;
}

/** Amounts above their units in a two-column layout: "150 Mandeldrink" / "ml" is "150 ml Mandeldrink". */
function mergeLoneUnits(lines: TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const unit = line.text.match(LONE_UNIT);
    const previous = out.at(-1);
    const amount = previous?.text.match(AMOUNT_WITHOUT_UNIT);
    if (unit && previous && amount) {
      previous.text = `${amount[1]} ${unit[1]} ${amount[2]}${unit[2] ? ` ${unit[2]}` : ""}`;
      continue;
    }
    if (unit && !unit[2]) continue;
    out.push({ ...line });
  }
  return out;
}

function readTitle(lines: TextLine[]): { title: string; next: number } {
  let index = 0;
  while (index < lines.length && (letters(lines[index]?.text ?? "") < 3 || /:/.test(lines[index]?.text ?? ""))) index++;
  let title = lines[index]?.text ?? "";
  let next = index + 1;
  // A title goes on over the next line only where it visibly breaks off: "… with" / "Tzatziki Sauce", "… mit".
  while (next < lines.length) {
    const line = lines[next] as TextLine;
    const brokenOff = /(?:\b(?:with|and|of|in|on|for|mit|und|an|auf|im|vom|von|zum|&)|[-,])$/i.test(title);
    const tail = words(title) <= 4 && words(line.text) <= 2;
    const continues = brokenOff || tail || /^\p{Ll}/u.test(line.text);
    // A part's name ("Ingredients", "Zubereitung") ends the title, as a blank line or a number does.
    const ends = line.gap || /\d/.test(line.text) || /[:.!?]$/.test(line.text) || headingKind(line.text) !== null;
    if (!continues || ends || title.length + line.text.length > 120) break;
    title = joinBroken(title, line.text);
    next++;
  }
  return { title: title.replace(/\s*[-–|]\s*$/, ""), next };
}

export function readRecipeText(text: string, hint: "en" | "de"): ReviewDraft | null {
  const language = detectLanguage(text, hint);
  const lines = mergeLoneUnits(toLines(text, language));
  if (lines.length === 0) return null;
  const { title, next } = readTitle(lines);
  const body = lines.slice(next);
  const readerLines = textLines(body);
  const reading = readRecipeLines(readerLines, { mode: "text" });
  if (reading.ingredients.length === 0 && reading.instructions.length === 0) return null;
  // Before the lists: the overview (servings, times, a description); in the list, a yield set among its lines.
  const starts = [reading.ingredientLines[0], reading.stepLines[0]].filter((index) => index !== -1);
  const preamble = readerLines.slice(0, Math.min(...starts));
  const stated = readerLines.filter((_, index) => reading.roles[index] === "skip").map((line) => line.text);
  const labelled = withWholeTime(
    labelledValues(
      [...preamble.flatMap((line) => splitLabels(line.text)), ...stated].map((text) => ({
        kind: "line" as const,
        text,
      })),
    ),
  );
  const description =
    paragraphs(preamble).find(
      (paragraph) =>
        words(paragraph) >= 10 &&
        ENDS_SENTENCE.test(paragraph) &&
        splitLabels(paragraph).length === 1 &&
        Object.values(labelledValues([{ kind: "line", text: paragraph }])).every((value) => value === null),
    ) ?? null;
  return fitForReview(
    {
      title,
      language,
      description,
      yields: labelled.yields,
      prepMinutes: labelled.prepMinutes,
      cookMinutes: labelled.cookMinutes,
      totalMinutes: labelled.totalMinutes,
      cuisine: null,
      category: null,
      keywords: [],
      image: null,
      author: null,
      ingredients: reading.ingredients,
      instructions: reading.instructions,
    },
    language,
  );
}

/** Lines joined into their paragraphs. */
function paragraphs(lines: RecipeLine[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.gap || out.length === 0) out.push(line.text);
    else out[out.length - 1] = joinBroken(out.at(-1) as string, line.text);
  }
  return out;
}
