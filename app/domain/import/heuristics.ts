import type { RecipeDraft, Section } from "~/domain/recipes/draft";
import { type Block, PSEUDO_HEADING_LEVEL } from "./page-blocks";
import {
  INGREDIENT_HEADINGS,
  INSTRUCTION_HEADINGS,
  isProse,
  OTHER_HEADINGS,
  QUANTITY_START,
  VALUE_LABELS,
} from "./vocabulary";

/**
 * Pages without recipe markup, read the way a person reads them: the page becomes a sequence of headings and lines,
 * a heading such as "Ingredients" / "Zutaten" opens the ingredient list and one such as "Instructions" /
 * "Zubereitung" the steps, each running until the next heading of the same rank (vocabulary.ts has the words).
 */

/** "For the sauce", "Für den Teig", "Pour la pâte": a few words, no full stop (not "Pour into the glasses"). */
const GROUP_TITLE =
  /^(?:(?:for|für|para|per|voor)\s+|pour\s+(?:la|le|les|l['’]|un|une|des)\b\s*)(?:\S+(?:\s+|$)){1,4}$/i;
const headingText = (text: string) => text.replace(/[:：.]+$/, "").trim();
const matches = (pattern: RegExp, text: string) => text.length <= 50 && pattern.test(headingText(text));
/** A heading by rank, a known heading word on a line of its own, or a short line naming a group ("For the sauce"). */
const asHeading = (block: Block): { level: number; text: string } | null => {
  if (block.kind === "heading") return block;
  if (matches(INGREDIENT_HEADINGS, block.text) || matches(INSTRUCTION_HEADINGS, block.text)) {
    if (block.text.split(/\s+/).length <= 4) return { level: PSEUDO_HEADING_LEVEL, text: block.text };
  }
  const short = block.text.length <= 40 && !/\d/.test(block.text);
  if (short && (/[:：]$/.test(block.text) || GROUP_TITLE.test(block.text))) {
    return { level: PSEUDO_HEADING_LEVEL + 1, text: block.text };
  }
  return null;
};

const UNIT_WORD =
  /\b(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|ounces?|lbs?|pounds?|g|kg|grams?|ml|l|litres?|liters?|cloves?|pinch|el|tl|prise|bund|dose|päckchen|zehen?|stück|scheiben?|cs|cc|càc|càs|gr|dl|cl|eetlepels?|theelepels?|teen)\b/i;

/** How much a line looks like an ingredient: starts with an amount, names a unit, is short. */
function ingredientLikeness(line: string): number {
  let score = 0;
  if (QUANTITY_START.test(line)) score += 1;
  if (UNIT_WORD.test(line)) score += 1;
  if (line.length < 80) score += 0.5;
  if (line.length > 200) score -= 2;
  return score;
}

const STEP_NUMBER = /^(?:(?:step|schritt|étape|etape|paso|passo|stap)\s*)?\d{1,2}[.):]?$/i;

type Run = { sections: { title: string | null; lines: string[] }[]; score: number; start: number };

/** The lines after the heading at `start`, grouped under sub-headings, until a heading of its rank or a known one. */
function runAfter(blocks: Block[], start: number, isOwnHeading: RegExp, maxLines: number): Run {
  const opening = asHeading(blocks[start] as Block);
  const level = opening?.level ?? PSEUDO_HEADING_LEVEL;
  const sections: Run["sections"] = [{ title: null, lines: [] }];
  let count = 0;
  for (let index = start + 1; index < blocks.length && count < maxLines; index++) {
    const block = blocks[index] as Block;
    // Step numbers standing alone ("1", "Step 2"), as lines or headings, belong to the line after them.
    if (STEP_NUMBER.test(block.text)) continue;
    const heading = asHeading(block);
    if (heading) {
      const text = headingText(heading.text);
      if (isOwnHeading.test(text) && heading.level >= level) continue;
      if (
        heading.level < level ||
        matches(INGREDIENT_HEADINGS, heading.text) ||
        matches(INSTRUCTION_HEADINGS, heading.text) ||
        matches(OTHER_HEADINGS, heading.text)
      ) {
        break;
      }
      sections.push({ title: text, lines: [] });
      continue;
    }
    (sections[sections.length - 1] as Run["sections"][number]).lines.push(block.text);
    count++;
  }
  const filled = sections.filter((section) => section.lines.length > 0);
  return { sections: filled, score: 0, start };
}

function bestRun(blocks: Block[], heading: RegExp, score: (run: Run) => number, maxLines: number): Run | null {
  let best: Run | null = null;
  for (const [index, block] of blocks.entries()) {
    const candidate = asHeading(block);
    if (!candidate || !matches(heading, candidate.text)) continue;
    const run = runAfter(blocks, index, heading, maxLines);
    run.score = score(run);
    if (run.score > 0 && (!best || run.score > best.score)) best = run;
  }
  return best;
}

function scoreIngredients(run: Run): number {
  const lines = trimIngredients(run).flatMap((section) => section.items);
  if (lines.length === 0) return 0;
  const average = lines.reduce((sum, line) => sum + ingredientLikeness(line), 0) / lines.length;
  const withAmounts = lines.filter((line) => QUANTITY_START.test(line)).length;
  return average >= 0.9 && withAmounts >= Math.max(1, lines.length / 4) ? average * Math.min(lines.length, 25) : 0;
}

/** A few words without a full stop: a label, a price, a teaser's title, a button. */
const isFragment = (line: string) => line.split(/\s+/).length < 6 && !/[.!?]$/.test(line);

/** Where a method numbered "1.", "2.", "3." or "1 Mix…" (three or more, from its first lines) ends: after its last. */
function numberedEnd(lines: string[]): number {
  let next = 1;
  let end = -1;
  for (const [index, line] of lines.entries()) {
    if (Number(/^(\d{1,2})(?:[.)]\s|\s+(?=\p{Lu}))/u.exec(line)?.[1]) === next) {
      next++;
      end = index + 1;
    } else if (next === 1 && index >= 1) return -1;
  }
  return next > 3 ? end : -1;
}

/**
 * Keeps the steps up to where the page moves on: after the last of numbered steps, or where two fragments in a row
 * after a full step ("314", "ab 4,99 €", "From Tesco Real Food") end the method; fragments left at its end go too.
 */
function trimSteps(run: Run): Section<"steps">[] {
  const sections: Section<"steps">[] = [];
  for (const section of run.sections) {
    // Short lines before the method's first full step are steps written tersely, not the page moving on.
    const firstStep = sections.length === 0 ? section.lines.findIndex((line) => !isFragment(line)) : -1;
    let end = section.lines.findIndex(
      (line, index) =>
        index > firstStep &&
        isFragment(line) &&
        index + 1 < section.lines.length &&
        isFragment(section.lines[index + 1] ?? ""),
    );
    const numbered = numberedEnd(section.lines);
    if (numbered !== -1 && (end === -1 || numbered < end)) end = numbered;
    const cut = end !== -1 && end < section.lines.length;
    if (end === -1) end = section.lines.length;
    while (end > 0 && isFragment(section.lines[end - 1] ?? "")) end--;
    const steps = section.lines.slice(0, end);
    if (steps.length > 0) sections.push({ title: section.title, steps });
    if (cut) break;
  }
  return sections;
}

/** Words of method; a run that is mostly short lines with amounts is an ingredient list, whatever its heading says. */
function scoreInstructions(run: Run): number {
  const lines = trimSteps(run).flatMap((section) => section.steps);
  const words = lines.join(" ").split(/\s+/).length;
  const listed = lines.filter((line) => !isProse(line) && ingredientLikeness(line) >= 2).length;
  return words >= 8 && listed * 3 < lines.length ? words : 0;
}

/** The yield stated above or in a list ("for 3 to 4 servings", "Für 4 Personen", "Serves 6"), not an ingredient. */
const COUNT = String.raw`(?:ca\.?\s*)?\d+(?:\s*(?:-|–|to|bis|à)\s*\d+)?`;
const SERVINGS = new RegExp(
  String.raw`^(?:for|pour|voor|per)?\s*${COUNT}\s+(?:\(\p{L}+\)\s+)?(?:servings?|portions?|people|persons?|personnes)$`,
  "iu",
);
/** What may follow a yield's label for the line to be the yield alone: "4", "4 Personen", "2-3 servings". */
const COUNT_ALONE = new RegExp(String.raw`^[\s:：-]*${COUNT}\s*\p{L}*$`, "u");
function isYieldLine(line: string): boolean {
  if (line.length > 40) return false;
  const label = line.match(VALUE_LABELS.yields);
  return SERVINGS.test(line) || (label !== null && COUNT_ALONE.test(line.slice(label[0].length)));
}

/** A unit system's name on a line of its own ("Metric", "US | Imperial"): the switch of a list shown in both. */
const UNIT_SYSTEM = /^(?:(?:metric|imperial|us(?: customary)?)(?:\s*[|/]\s*|\s+|$))+$/i;

/** A list the page shows in two unit systems, one after the other, in the first of them only. */
function firstUnitSystem(lines: string[]): string[] {
  const kept: string[] = [];
  let systems = 0;
  for (const line of lines) {
    if (!UNIT_SYSTEM.test(line)) kept.push(line);
    else if ((line.match(/metric|imperial|\bus\b/gi) ?? []).length === 1 && ++systems > 1) break;
  }
  return kept;
}

/**
 * Keeps the ingredient lines up to where prose starts (a sentence after the list means the list has ended), without
 * a yield stated among them, in one unit system.
 */
function trimIngredients(run: Run): Section<"items">[] {
  const sections: Section<"items">[] = [];
  for (const section of run.sections) {
    const end = section.lines.findIndex(isProse);
    const lines = firstUnitSystem(end === -1 ? section.lines : section.lines.slice(0, end));
    const items = lines.filter((line) => !isYieldLine(line));
    if (items.length > 0) sections.push({ title: section.title, items });
    if (end !== -1) break;
  }
  return sections;
}

type DraftContent = Pick<RecipeDraft, "ingredients" | "instructions">;

/**
 * Without a heading for them, the steps are the paragraphs of prose right after the ingredient list, or after one
 * heading there that names no other part of the page (often the dish's name again).
 */
function proseAfter(blocks: Block[], from: number, lastIngredient: string): Section<"steps">[] {
  let index = from;
  while (index < blocks.length && blocks[index]?.text !== lastIngredient) index++;
  const listEnd = index;
  const steps: string[] = [];
  for (index++; index < blocks.length; index++) {
    const block = blocks[index] as Block;
    const sentence = block.kind === "line" && block.text.split(/\s+/).length >= 6 && /[.!?)]$/.test(block.text);
    if (sentence) steps.push(block.text);
    else if (steps.length > 0) break;
    else if (block.kind === "heading") {
      const named = [INGREDIENT_HEADINGS, INSTRUCTION_HEADINGS, OTHER_HEADINGS].some((known) =>
        matches(known, block.text),
      );
      if (index > listEnd + 1 || named) break;
    }
  }
  return steps.length > 0 ? [{ title: null, steps }] : [];
}

const headedIngredientRun = (blocks: Block[]) => bestRun(blocks, INGREDIENT_HEADINGS, scoreIngredients, 80);

/** The ingredient list under the page's ingredients heading, in its groups, or none. */
export function headedIngredients(blocks: Block[]): Section<"items">[] {
  const run = headedIngredientRun(blocks);
  return run ? trimIngredients(run) : [];
}

/**
 * Without a heading over it, the ingredient list is the longest run of lines (between headings and prose) that
 * reads as one: at least four lines, three in four opening with an amount.
 */
function unheadedList(blocks: Block[]): Run | null {
  let best: Run | null = null;
  let start = 0;
  for (let index = 0; index <= blocks.length; index++) {
    const block = blocks[index];
    if (block && block.kind === "line" && !isProse(block.text) && block.text.length <= 120) continue;
    let first = start;
    while (first < index && !QUANTITY_START.test((blocks[first] as Block).text)) first++;
    const lines = blocks.slice(first, index).map((line) => line.text);
    const withAmounts = lines.filter((line) => QUANTITY_START.test(line)).length;
    if (lines.length >= 4 && withAmounts * 4 >= lines.length * 3 && (!best || lines.length > best.score)) {
      best = { sections: [{ title: null, lines }], score: lines.length, start: first - 1 };
    }
    start = index + 1;
  }
  return best;
}

/**
 * The recipe read from the page's headings and lines. `stepsKnown`: the markup already gave the steps, so a list
 * without a heading may be taken as the ingredients (otherwise only when a method heading was found too).
 */
export function readHeuristically(blocks: Block[], stepsKnown = false): DraftContent | null {
  const instructionRun = bestRun(blocks, INSTRUCTION_HEADINGS, scoreInstructions, 60);
  const ingredientRun = headedIngredientRun(blocks) ?? (stepsKnown || instructionRun ? unheadedList(blocks) : null);
  const ingredients = ingredientRun ? trimIngredients(ingredientRun) : [];
  const lastIngredient = ingredients.at(-1)?.items.at(-1);
  const instructions: Section<"steps">[] = instructionRun
    ? trimSteps(instructionRun)
    : ingredientRun && lastIngredient
      ? proseAfter(blocks, ingredientRun.start, lastIngredient)
      : [];
  if (ingredients.length === 0 && instructions.length === 0) return null;
  return { ingredients, instructions };
}
