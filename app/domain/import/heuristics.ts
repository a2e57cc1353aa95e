import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import type { RecipeDraft, Section } from "~/domain/recipes/draft";
import { NEVER_TEXT, type Page, squash, tokens } from "./page";
import { durationMinutes } from "./values";

/**
 * Pages without recipe markup, read the way a person reads them: the page becomes a sequence of headings and lines,
 * a heading such as "Ingredients" / "Zutaten" opens the ingredient list and one such as "Instructions" /
 * "Zubereitung" the steps, each running until the next heading of the same rank. Labelled values ("Serves 4",
 * "Prep time: 10 minutes", "Zubereitungszeit 20 Min.") give yield and times. Words are general cooking vocabulary in
 * the languages recipe sites are written in, never anything about one site.
 */
export type Block = { kind: "heading"; level: number; text: string } | { kind: "line"; text: string };

export const INGREDIENT_HEADINGS =
  /^(?:the\s+)?(?:ingredients?(?:\s+list)?|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list|zutaten(?:liste)?|ingrédients|ingredientes|ingredienti|ingrediënten|benodigdheden|hozzávalók|składniki|ingredienser|ainekset)\b/i;
export const INSTRUCTION_HEADINGS =
  /^(?:the\s+)?(?:instructions?|directions?|method|methods|preparation|steps|how to (?:make|prepare|cook)\b.*|here(?:'|’)?s how\b.*|to make\b.*|cooking instructions|zubereitung(?:sschritte)?|anleitung|so geht(?:'|’)?s|so wird(?:'|’)?s gemacht|préparation|étapes|recette|preparación|elaboración|pasos|preparazione|procedimento|bereiding(?:swijze)?|werkwijze|aan de slag|elkészítés|przygotowanie|fremgangsmåde|tillagning|valmistus)\b/i;
/** Headings after which neither list goes on. */
export const OTHER_HEADINGS =
  /^(?:notes?|tips?|nutrition|nährwerte|hinweis|tipps?|video|comments?|kommentare|related|more recipes|you may also like|share|reviews?|equipment|faq)\b/i;

const HEADING_TAGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Besides what is never recipe text, the page's navigation and footer. */
const SKIPPED = new Set([...NEVER_TEXT, "nav", "footer"]);
/**
 * A cookie or consent banner's id or class: a word naming consent and one naming a banner in the same token
 * ("cookie-law-info-bar", "onetrust-consent-sdk", "CybotCookiebotDialog"); not "chocolate-chip-cookies" or
 * "consent-given".
 */
const CONSENT = /(?:cookie|consent|gdpr|onetrust|cmplz)/i;
const BANNER = /(?:banner|bar|notice|popup|modal|dialog|law|overlay|sdk)/i;

/** Whether an element holds less text than `limit` characters (counting stops there). */
function holdsLittleText(node: AnyNode, limit: number): boolean {
  let left = limit;
  const visit = (child: AnyNode): boolean => {
    if (isText(child)) left -= child.data.length;
    else if (isTag(child)) for (const grandchild of child.children) if (!visit(grandchild)) return false;
    return left > 0;
  };
  return visit(node);
}

/** A consent banner: named so, and small by nature (never a wrapper around the page). */
const isConsentBanner = (element: Element) =>
  [...tokens(element, "id"), ...tokens(element, "class")].some((token) => CONSENT.test(token) && BANNER.test(token)) &&
  holdsLittleText(element, 2000);
/** A line of its own: list items, paragraphs, table cells, and blocks whose content is only text. */
const LINE_TAGS = new Set(["li", "p", "td", "th", "dt", "dd", "figcaption", "blockquote", "pre", "label"]);
const INLINE_TAGS = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "bdo",
  "cite",
  "code",
  "data",
  "em",
  "font",
  "i",
  "img",
  "input",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "wbr",
]);
/** A short line wholly in bold ("<p><strong>Ingredients:</strong></p>") reads as a heading of the lowest rank. */
const PSEUDO_HEADING_LEVEL = 7;

function hasBlockChild(element: Element): boolean {
  return element.children.some(
    (child) => isTag(child) && !INLINE_TAGS.has(child.name) && child.name !== "br" && !SKIPPED.has(child.name),
  );
}

function inlineText(node: AnyNode, lines: string[], current: { text: string }) {
  if (isText(node)) current.text += node.data;
  else if (isTag(node) && !SKIPPED.has(node.name)) {
    if (node.name === "br") {
      lines.push(current.text);
      current.text = "";
    } else {
      if (node.name !== "input" && node.name !== "img")
        for (const child of node.children) inlineText(child, lines, current);
      if (!INLINE_TAGS.has(node.name)) current.text += " ";
    }
  }
}

/** The lines of an element (split at <br>), with inline markup flattened. */
function elementLines(element: Element): string[] {
  const lines: string[] = [];
  const current = { text: "" };
  for (const child of element.children) inlineText(child, lines, current);
  lines.push(current.text);
  return lines.map(squash).filter(Boolean);
}

function isBoldOnly(element: Element): boolean {
  const meaningful = element.children.filter((child) => !(isText(child) && !child.data.trim()));
  return (
    meaningful.length === 1 &&
    isTag(meaningful[0] as AnyNode) &&
    ["strong", "b"].includes((meaningful[0] as Element).name)
  );
}

/** Lines as blocks; a line of several "•"-separated items is one line per item. */
function pushLines(blocks: Block[], lines: string[]) {
  for (const line of lines) {
    const items = line.split(/\s*[•·▪●]\s+/).filter(Boolean);
    for (const text of items.length > 2 ? items : [line.replace(/^[•·▪●]\s*/, "")]) {
      if (text) blocks.push({ kind: "line", text });
    }
  }
}

/** An amount on its own ("2", "100 g", "1 csipet"), as pages that set amount and name in blocks of their own show it. */
const BARE_AMOUNT = /^(?:\d+(?:[.,/]\d+)?|[½⅓⅔¼¾⅛])(?:\s*[-–]\s*\d+)?\s*\p{L}{0,10}\.?$/u;

/**
 * A row that reads as one line though its parts are blocks: a short table row ("1 ½ | cups | flour", "200 g |
 * Mehl"), or two or three blocks of text alone in their parent, the first an amount ("2 rúd" | "fahéj" | "(40 g)").
 */
function rowText(node: Element): string | null {
  const parts = node.children.filter((child): child is Element => isTag(child));
  if (parts.some(hasBlockChild)) return null;
  if (node.name === "tr") {
    const text = parts.flatMap(elementLines).join(" ");
    return parts.length > 1 && text && text.length <= 200 ? text : null;
  }
  const loose = node.children.some((child) => isText(child) && child.data.trim());
  const blocksOnly = parts.every((part) => part.name === "div" || part.name === "span" || part.name === "p");
  if (loose || !blocksOnly || parts.length < 2 || parts.length > 3 || !parts.some((part) => part.name !== "span")) {
    return null;
  }
  const texts = parts.map((part) => elementLines(part).join(" "));
  const text = texts.join(" ");
  // "10 min" | "Prep Time" is a value and its label, which labelledValues reads apart.
  const labelled = texts.slice(1).some((part) => Object.values(LABELS).some((label) => label.test(part)));
  return BARE_AMOUNT.test(texts[0] ?? "") && !labelled && text.length <= 100 ? text : null;
}

/** The page as headings and lines in reading order. */
export function pageBlocks(page: Page): Block[] {
  const blocks: Block[] = [];
  const visit = (node: AnyNode) => {
    if (isText(node)) {
      const text = squash(node.data);
      if (text) blocks.push({ kind: "line", text });
      return;
    }
    if (!isTag(node) || SKIPPED.has(node.name) || isConsentBanner(node)) return;
    const level = HEADING_TAGS[node.name];
    if (level !== undefined) {
      const text = elementLines(node).join(" ");
      if (text.length > 80) pushLines(blocks, [text]);
      else if (text) blocks.push({ kind: "heading", level, text });
      return;
    }
    const row = rowText(node);
    if (row) {
      pushLines(blocks, [row]);
      return;
    }
    if ((LINE_TAGS.has(node.name) || !INLINE_TAGS.has(node.name)) && !hasBlockChild(node)) {
      const lines = elementLines(node);
      const only = lines[0];
      if (lines.length === 1 && only && only.length <= 60 && isBoldOnly(node)) {
        blocks.push({ kind: "heading", level: PSEUDO_HEADING_LEVEL, text: only });
      } else {
        pushLines(blocks, lines);
      }
      return;
    }
    for (const child of node.children) visit(child);
  };
  for (const child of page.document.children) visit(child);
  return blocks;
}

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

export const QUANTITY_START = /^(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞]|a\s|an\s|one\s|two\s|ein|eine|zwei|drei|some|pinch|prise|handful)/i;
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

/** Sentences: long, or many words ending in a full stop. Ingredient lists end where they start. */
export const isProse = (line: string) => line.length > 160 || (line.split(/\s+/).length >= 12 && /[.!?]$/.test(line));

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
  const label = line.match(LABELS.yields);
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

const LABELS = {
  yields:
    /^(?:serves|servings?|yields?|makes|portions?|portionen|personen|für|personnes|porciones|raciones|personas|porzioni|persone|porções|rendimento|porties|adag)\b/i,
  prepMinutes:
    /^(?:prep(?:aration)?(?:\s+time)?|vorbereitung(?:szeit)?|zubereitungszeit|zubereitung(?=\s*:?\s*\d)|arbeitszeit|préparation|temps de préparation|tiempo de preparación|tempo di preparazione|tempo de preparo|bereidingstijd|voorbereiding)\b/i,
  cookMinutes:
    /^(?:cook(?:ing)?(?:\s+time)?|bake(?:\s+time)?|baking time|koch(?:zeit)?|backzeit|garzeit|cuisson|temps de cuisson|tiempo de cocción|tempo di cottura|tempo de cozimento|kooktijd|oventijd)\b/i,
  totalMinutes:
    /^(?:total(?:\s+time)?|time|ready in|gesamtzeit|gesamt|zeit|temps total|tiempo total|tempo totale|tempo total|totale tijd)\b/i,
} as const;

type Field = keyof typeof LABELS;

/** Whether a value suits its field: a duration for the times, a count that names no time unit for the yield. */
function fits(field: Field, value: string): boolean {
  // "ca. 30 Min.", "about 4", "até 2 porções": a hedge before the number.
  const hedged = /^(?:ca\.?|circa|approx\.?|about|around|etwa|rund|ungefähr|environ|unos|até|~)?\s*\d/i;
  if (!hedged.test(value) || value.length > 30) return false;
  const minutes = durationMinutes(value);
  return field === "yields" ? minutes === null || !/\p{L}/u.test(value) : minutes !== null;
}

/**
 * "Serves 4", "Prep Time: 10 minutes", or a label line with its value on a line of its own: after it ("Cuisson" /
 * "45 min") or, on pages laid out that way, before it ("1" / "Servings", "10 min" / "Prep Time"), whichever side
 * suits more of the page's labels.
 */
export function labelledValues(blocks: Block[]) {
  const inline: Partial<Record<Field, string>> = {};
  const alone: { field: Field; before: string; after: string }[] = [];
  for (const [index, block] of blocks.entries()) {
    // One line may hold several: "Serves 2 | Prep 10 min | Cook 25 min".
    const parts = block.text.split(/\s+[|•·]\s+/);
    for (const part of parts) {
      if (part.length > 60) continue;
      // The ingredients heading may say for how many: "Ingredients for 5 servings", "Zutaten für 4 Personen".
      const heading = part.match(INGREDIENT_HEADINGS);
      const forHowMany = heading ? part.slice(heading[0].length).replace(/^[\s:：-]+/, "") : "";
      if (/\d/.test(forHowMany)) inline.yields ??= forHowMany;
      for (const [field, label] of Object.entries(LABELS) as [Field, RegExp][]) {
        const match = part.match(label);
        if (!match) continue;
        const rest = part.slice(match[0].length).replace(/^[\s:：-]+/, "");
        if (/\d/.test(rest)) inline[field] ??= field === "yields" ? part : rest;
        else if (parts.length === 1) {
          alone.push({ field, before: blocks[index - 1]?.text ?? "", after: blocks[index + 1]?.text ?? "" });
        }
        break;
      }
    }
  }
  const suited = (side: "before" | "after") => alone.filter((label) => fits(label.field, label[side])).length;
  const side = suited("before") > suited("after") ? "before" : "after";
  const found = { ...inline };
  for (const label of alone) if (fits(label.field, label[side])) found[label.field] ??= label[side];
  const minutes = (text: string | undefined) => (text ? durationMinutes(text) : null);
  return {
    yields: found.yields ?? null,
    prepMinutes: minutes(found.prepMinutes),
    cookMinutes: minutes(found.cookMinutes),
    totalMinutes: minutes(found.totalMinutes),
  };
}

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
