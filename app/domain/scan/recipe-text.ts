import { labelledValues } from "~/domain/import/labelled-values";
import { durationMinutes } from "~/domain/import/values";
import {
  INGREDIENT_HEADINGS,
  INSTRUCTION_HEADINGS,
  isProse,
  OTHER_HEADINGS,
  QUANTITY_START,
} from "~/domain/import/vocabulary";
import { detectLanguage, fitForReview, type ReviewDraft, type Section } from "~/domain/recipes/draft";
import { repairLine, startsWithBullet } from "./ocr-repairs";

/**
 * A recipe read from plain text: what OCR made of a photo or screenshot, or what a cook pasted. The text is read as a
 * person reads a printed recipe: the title at the top, labelled servings and times, a heading such as
 * "Ingredients" / "Zutaten" over the list and one such as "Instructions" / "Zubereitung" over the method. Without
 * headings, the run of lines that start with amounts is the list and the prose after it the method. Lines broken by
 * the page width are joined again; numbered steps, "Schritt 2" and paragraphs all become steps.
 */

/** A line of the text; `gap` when a blank line came before it, `bullet` when it started with a list bullet. */
type Line = { text: string; gap: boolean; bullet: boolean };

/** Page furniture a screenshot or print-out carries around the recipe: buttons, ratings, sharing, scaling. */
const FURNITURE =
  /^(?:©|\(c\)|foto:|photo:|bild:|einfach$|mittel$|schwer$|leicht$|easy$|medium$|difficulty|schwierigkeit|person\(en\)|jump to|print|pin\b|pin it|save|saved|rate\b|rate this|share|e-?mail|send|drucken|merken|teilen|bewerten|rezept (?:drucken|speichern|merken)|per e-mail|cook mode|prevent your screen|keep screen|scale\b|us customary|metric\b|\d\s*(?:x|×)\b|\d stars?\b|\d sterne?\b|[\d.,]+ (?:from|aus|von) \d+|\(?\d+ (?:reviews?|votes?|ratings?|bewertungen|kommentare|comments?)\)?|[★☆✩✭⭐]|leave a (?:review|comment)|add to|zur einkaufsliste|einkaufsliste|video\b|watch\b|advertisement|anzeige|werbung)/i;
/** Where the recipe ends: notes, nutrition, comments, calls to share a photo. */
const RECIPE_END =
  /^(?:did you make|tried this|made this|tag @|hast du|schon ausprobiert|keywords?:|course:|cuisine:|nutrition|nährwerte|notes?\b|tipps?\b|tips?\b|comments?\b|kommentare|related|more recipes|you may also like|das könnte|ähnliche rezepte)/i;
const STEP_MARK = /^(?:(?:step|schritt)\s*)?(\d{1,2})\s*(?:[.):]\s*|\s*$)/i;
const YIELD_ONLY =
  /^(?:(?:serves|makes|yields?|ergibt|für)\s+)?\d+(?:\s*[-–]\s*\d+)?\s+(?:servings?|portions?|people|persons?|personen|portionen|stück|stücke)\b\.?$/i;
/** Units a two-column layout may put on their own line under the amount ("150" / "ml"). */
const COLUMN_UNITS = "ml|cl|dl|l|g|kg|el|tl|oz|lbs?|cups?|tbsp|tsp";
const LONE_UNIT = new RegExp(`^(${COLUMN_UNITS})\\b\\.?(?:\\s+(.*))?$`, "i");
const AMOUNT_WITHOUT_UNIT = new RegExp(`^(\\d+(?:[.,]\\d+)?)\\s+(?!(?:${COLUMN_UNITS})\\b)(.*)$`, "i");

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const isFurniture = (text: string) => (words(text) <= 8 && FURNITURE.test(text)) || letters(text) < 2;
const startsWithAmount = (text: string) =>
  QUANTITY_START.test(text) && !/^\d{1,2}[.)]\s+\p{Lu}\p{Ll}+\s+\p{Ll}/u.test(text);

/** A heading line: the word from the vocabulary, then nothing that makes it a labelled value ("Method: Stovetop"). */
function isHeading(text: string, vocabulary: RegExp): boolean {
  if (text.length > 48) return false;
  const match = text.match(vocabulary);
  if (!match) return false;
  const rest = text.slice(match[0].length);
  return !/^\s*:\s*\S/.test(rest) && words(rest) <= 4;
}

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

/** Joins a line broken by the page width: a hyphen at the break stays only before a capital (German compounds). */
function join(head: string, tail: string): string {
  if (head.endsWith("-") && !head.endsWith(" -")) {
    return /^\p{Lu}/u.test(tail) ? `${head}${tail}` : `${head.slice(0, -1)}${tail}`;
  }
  return `${head} ${tail}`;
}

function toLines(text: string, language: "en" | "de"): Line[] {
  const lines: Line[] = [];
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
function mergeLoneUnits(lines: Line[]): Line[] {
  const out: Line[] = [];
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

function readTitle(lines: Line[]): { title: string; next: number } {
  let index = 0;
  while (index < lines.length && (letters(lines[index]?.text ?? "") < 3 || /:/.test(lines[index]?.text ?? ""))) index++;
  let title = lines[index]?.text ?? "";
  let next = index + 1;
  // A title goes on over the next line only where it visibly breaks off: "… with" / "Tzatziki Sauce", "… mit".
  while (next < lines.length) {
    const line = lines[next] as Line;
    const brokenOff = /(?:\b(?:with|and|of|in|on|for|mit|und|an|auf|im|vom|von|zum|&)|[-,])$/i.test(title);
    const tail = words(title) <= 4 && words(line.text) <= 2;
    const continues = brokenOff || tail || /^\p{Ll}/u.test(line.text);
    if (!continues || line.gap || title.length + line.text.length > 120 || /[:.!?]$/.test(line.text)) break;
    title = join(title, line.text);
    next++;
  }
  return { title: title.replace(/\s*[-–|]\s*$/, ""), next };
}

/** A sub-heading inside a list ("For the sauce:", "Für den Teig", "Brown Butter Pancakes" above its lines). */
function isSubHeading(line: Line, following: Line | undefined, language: "en" | "de"): boolean {
  const text = line.text;
  if (startsWithAmount(text) || words(text) > 6 || /[.,;]$/.test(text)) return false;
  if (/:$/.test(text)) return true;
  if (/^(?:for|für|zum|zur|to make|to serve)\b/i.test(text)) return true;
  if (language !== "en" || !line.gap || !following || !startsWithAmount(following.text)) return false;
  // English capitalises headings, not ingredients: "Maple Butter Drizzle" over its lines.
  const capitalised = text.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word)).length;
  return words(text) >= 2 && capitalised >= words(text) - 1;
}

/** Sentences of a method, even when the page width has cut them into short lines. */
const isSentence = (text: string) =>
  isProse(text) ||
  NUMBERED_STEP.test(text) ||
  (!startsWithAmount(text) &&
    (words(text) >= 9 || (words(text) >= 5 && (/[.!?]$/.test(text) || /[.!?]\s+\p{Lu}/u.test(text)))));
/** An amount and its unit with the food still to come on the next line ("1 EL" / "gemahlene Mandeln"). */
const AMOUNT_ONLY = /^[\d½⅓⅔¼¾⅛.,/\s-]+(?:[a-zA-Zä]{1,6}\.?)?$/;
const NUMBERED_STEP = /^\d{1,2}[.)]\s+\p{Lu}/u;
/** A line that is only a time ("unter 30 Minuten", "20Min"): a recipe's overview, not an ingredient. */
const DURATION_ONLY =
  /^(?:(?:unter|ca\.?|etwa|about|under|approx\.?)\s+)?\d+\s*(?:min(?:uten|utes|s)?|std\.?|stunden?|hours?|hrs?|h)\.?$/i;

type Reading = {
  preamble: Line[];
  sections: Section<"items">[];
  steps: Section<"steps">[];
  yields: string | null;
  durations: string[];
};

/**
 * Reads the lines in order as a cook would: before the list comes the title and overview; an ingredient heading or a
 * run of lines with amounts opens the list; a method heading, a numbered step or a sentence opens the method; a
 * further ingredient heading ("Zutaten für die Bratlinge:") opens another list; notes, nutrition and comments end it.
 * A heading directly followed by another heading is a row of tabs or jump links, not a heading.
 */
function readInOrder(lines: Line[], language: "en" | "de"): Reading {
  const reading: Reading = { preamble: [], sections: [], steps: [], yields: null, durations: [] };
  const widest = Math.max(0, ...lines.map((line) => line.text.length));
  let state: "pre" | "list" | "method" = "pre";
  let step = "";
  let previous = "";
  let lastBullet = false;
  const flush = () => {
    const text = step.trim();
    if (text && letters(text) >= 3) {
      if (reading.steps.length === 0) reading.steps.push({ title: null, steps: [] });
      (reading.steps.at(-1) as Section<"steps">).steps.push(text);
    }
    step = "";
  };
  const isAnyHeading = (text: string) =>
    isHeading(text, INGREDIENT_HEADINGS) || isHeading(text, INSTRUCTION_HEADINGS) || isHeading(text, OTHER_HEADINGS);
  for (const [index, line] of lines.entries()) {
    const text = line.text;
    const following = lines[index + 1];
    const tab = following !== undefined && isAnyHeading(text) && isAnyHeading(following.text);
    if (tab || (index > 0 && isAnyHeading(lines[index - 1]?.text ?? "") && isAnyHeading(text) && state === "pre")) {
      continue;
    }
    const started = reading.sections.some((section) => section.items.length > 0) || reading.steps.length > 0;
    if (started && (RECIPE_END.test(text) || isHeading(text, OTHER_HEADINGS))) break;
    if (YIELD_ONLY.test(text) && state !== "method") {
      reading.yields ??= text;
      continue;
    }
    if (DURATION_ONLY.test(text) && state !== "method") {
      reading.durations.push(text);
      continue;
    }
    if (isHeading(text, INGREDIENT_HEADINGS)) {
      flush();
      state = "list";
      const rest = text.replace(INGREDIENT_HEADINGS, "").replace(/^[\s:]+|:$/g, "");
      if (/\d/.test(rest) && !/^(?:für|for)\s+(?:den|die|das|the)\b/i.test(rest)) reading.yields ??= rest;
      reading.sections.push({
        title: /\p{L}{3}/u.test(rest) && !/\d/.test(rest) ? text.replace(/:$/, "") : null,
        items: [],
      });
      previous = "";
      continue;
    }
    if (isHeading(text, INSTRUCTION_HEADINGS)) {
      flush();
      state = "method";
      continue;
    }
    if (state === "pre") {
      const run = lines.slice(index, index + 3);
      const runOfAmounts =
        run.length === 3 && run.every((each) => startsWithAmount(each.text) && !isSentence(each.text));
      if (!runOfAmounts) {
        reading.preamble.push(line);
        continue;
      }
      state = "list";
      reading.sections.push({ title: null, items: [] });
    }
    if (state === "list") {
      const section = reading.sections.at(-1) as Section<"items">;
      const items = reading.sections.reduce((sum, each) => sum + each.items.length, 0);
      if (items > 0 && isSentence(text)) {
        state = "method";
      } else if (letters(text) < 2) {
        continue;
      } else {
        const open = (previous.match(/\(/g)?.length ?? 0) > (previous.match(/\)/g)?.length ?? 0);
        // In a bulleted list, a line without a bullet goes on from the one before.
        const unbulleted = lastBullet && !line.bullet && !/:$/.test(text);
        const wrapped =
          section.items.length > 0 &&
          !startsWithAmount(text) &&
          (unbulleted ||
            /[-,(/&]$|\b(?:and|or|und|oder|with|mit)$/.test(previous) ||
            open ||
            AMOUNT_ONLY.test(previous) ||
            (/^[(\p{Ll}]/u.test(text) && previous.length >= widest * 0.6));
        const joined = join(previous, text);
        if (wrapped && isSentence(joined) && words(joined) >= 8) {
          // What looked like a list line was the first line of the method.
          section.items.pop();
          state = "method";
          step = joined;
          previous = "";
        } else if (wrapped) {
          previous = joined;
          section.items[section.items.length - 1] = previous;
        } else if (isSubHeading(line, following, language)) {
          if (section.items.length === 0) section.title = text.replace(/:$/, "");
          else reading.sections.push({ title: text.replace(/:$/, ""), items: [] });
          previous = "";
        } else {
          section.items.push(text);
          previous = text;
          lastBullet = line.bullet;
        }
        continue;
      }
    }
    const mark = text.match(STEP_MARK);
    if (mark) {
      flush();
      step = text.slice(mark[0].length);
      continue;
    }
    // A paragraph break after a finished sentence starts a new step.
    if (line.gap && /[.!?)]$/.test(step)) flush();
    step = step ? join(step, text) : text;
  }
  flush();
  reading.sections = reading.sections.filter((section) => section.items.length > 0);
  return reading;
}

export function readRecipeText(text: string, hint: "en" | "de"): ReviewDraft | null {
  const language = detectLanguage(text, hint);
  const lines = mergeLoneUnits(toLines(text, language));
  if (lines.length === 0) return null;
  const { title, next } = readTitle(lines);
  const reading = readInOrder(lines.slice(next), language);
  if (reading.sections.length === 0 && reading.steps.length === 0) return null;
  const labelled = labelledValues(
    reading.preamble.flatMap((line) => splitLabels(line.text)).map((text) => ({ kind: "line" as const, text })),
  );
  const yields = labelled.yields ?? reading.yields;
  const [onlyDuration] = reading.durations.length === 1 ? reading.durations : [];
  const description =
    paragraphs(reading.preamble).find(
      (paragraph) =>
        words(paragraph) >= 10 &&
        /[.!?]$/.test(paragraph) &&
        splitLabels(paragraph).length === 1 &&
        Object.values(labelledValues([{ kind: "line", text: paragraph }])).every((value) => value === null),
    ) ?? null;
  return fitForReview(
    {
      title,
      language,
      description,
      yields,
      prepMinutes: labelled.prepMinutes,
      cookMinutes: labelled.cookMinutes,
      totalMinutes: labelled.totalMinutes ?? (onlyDuration ? durationMinutes(onlyDuration) : null),
      cuisine: null,
      category: null,
      keywords: [],
      image: null,
      author: null,
      ingredients: reading.sections,
      instructions: reading.steps,
    },
    language,
  );
}

/** Lines joined into their paragraphs. */
function paragraphs(lines: Line[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.gap || out.length === 0) out.push(line.text);
    else out[out.length - 1] = join(out.at(-1) as string, line.text);
  }
  return out;
}
