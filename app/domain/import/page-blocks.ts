import type { AnyNode, Element } from "domhandler";
import { isTag, isText } from "domhandler";
import { isHidden, NEVER_TEXT, type Page, spaceBefore, squash, tokens, wordEndAt } from "./page";
import {
  COLUMN_NAMES_LEVEL,
  isBrokenList,
  isTimeLine,
  isYieldLine,
  PSEUDO_HEADING_LEVEL,
  type RecipeLine,
  stepsInLine,
} from "./recipe-lines";
import { labelledBy, SENTENCE_MARKS, VALUE_FIELDS, type ValueField } from "./vocabulary";

/**
 * A page as a person reads it: headings and lines in reading order, without scripts, navigation, footers or
 * consent banners. Every reader of a page without (complete) markup works on these blocks.
 */
export type Block =
  | { kind: "heading"; level: number; text: string }
  | {
      kind: "line";
      text: string;
      /** The element the line's element sits in: lines of one list, table or box share it. */
      group?: number;
      /** A list item; `ordered` in a numbered list. */
      item?: boolean;
      ordered?: boolean;
      /** What the class and id names of the line's boxes say they hold. */
      hint?: RecipeLine["hint"];
      /** Its own box is named a title or heading by its class or id (`namedTitle`). */
      titled?: boolean;
      /** The value of the recipe its boxes' names say a short line with a number shows (`namedValue`). */
      value?: ValueField;
      /** The line's letters, kept once worked out (`lineLetters`). */
      letters?: string;
    };
type LineContext = Pick<Extract<Block, { kind: "line" }>, "group" | "item" | "ordered" | "hint" | "titled" | "value">;

/** Class and id names that say what a box holds, as recipe plugins and sites name them in any language. */
const INGREDIENT_NAMES = /ingredi|zutat|ingrédient|składnik|hozzávaló|ingrediënt/i;
const METHOD_NAMES =
  /instruction|direction|method|preparation|zubereitung|anleitung|steps?\b|step-|procedure|bereiding|elaboraci|préparation|przygotowanie|elkészítés/i;
/** Class and id names of a card's box that holds neither ingredients nor steps: its equipment, nutrition, notes. */
const NEITHER_NAMES = /equipment|nutrition|notes/i;
function hintOf(element: Element): LineContext["hint"] | undefined {
  const { class: names = "", id = "" } = element.attribs;
  if (names.length + id.length < 3) return undefined;
  if (NEITHER_NAMES.test(names) || NEITHER_NAMES.test(id)) return "neither";
  // Each pattern tested on the class and the id apart, the same as on the two joined by a space (neither pattern
  // matches a space): the joined string, new for every box, cost more than the tests.
  const ingredients = INGREDIENT_NAMES.test(names) || INGREDIENT_NAMES.test(id);
  const method = METHOD_NAMES.test(names) || METHOD_NAMES.test(id);
  if (ingredients === method) return undefined;
  return ingredients ? "ingredients" : "instructions";
}

/**
 * A class or id token that names a title or heading ("recipe-title", "wprm-recipe-name", "elementor-heading-title",
 * "kt-adv-heading12"): page builders and recipe plugins set a card's name in a box so named where a theme would use a
 * heading element.
 */
const TITLE_NAME = /(?:^|[\s_-])(?:title|name|heading|headline)(?:$|[\s\d_-])/i;
function namedTitle(element: Element): boolean {
  const { class: names = "", id = "" } = element.attribs;
  return TITLE_NAME.test(names) || TITLE_NAME.test(id);
}

/** The words of a name: "wprm-recipe-prep_time", "cookTime", "Number of people". */
const NAME_WORD = /[^\p{L}]+|(?<=\p{Ll})(?=\p{Lu})/u;
/** Words that name a box for the recipe's yield, as plugins and sites name its number's box or icon. */
const YIELD_WORDS = new Set([
  "servings",
  "serving",
  "serves",
  "yield",
  "yields",
  "portions",
  "portion",
  "persons",
  "person",
  "people",
  "personen",
  "portionen",
]);
/** Words that name one of a recipe's times before a word for time ("prep-time", "cookTime", "totalTime"). */
const TIME_WORDS: Record<string, ValueField> = {
  prep: "prepMinutes",
  preparation: "prepMinutes",
  cook: "cookMinutes",
  cooking: "cookMinutes",
  bake: "cookMinutes",
  baking: "cookMinutes",
  total: "totalMinutes",
};
const TIME_NAMES = new Set(["time", "zeit", "duration"]);
/** What a name holds if it names a value: most names are known not to at one look. */
const MAY_NAME_VALUE = /serv|yield|portion|person|people|prep|cook|bak|total/i;
/**
 * The value a class, id or screen reader's label names: "wprm-recipe-servings", "person-amount", "cook_time", "Number
 * of people"; not a nutrition panel's "serving-size".
 */
function valueNamed(name: string): ValueField | undefined {
  if (name.length < 4 || name.length > 60 || !MAY_NAME_VALUE.test(name)) return undefined;
  const words = name.split(NAME_WORD).map((word) => word.toLowerCase());
  if (words.includes("size") || words.includes("nutrition")) return undefined;
  for (const [at, word] of words.entries()) {
    if (YIELD_WORDS.has(word)) return "yields";
    const time = TIME_WORDS[word];
    if (time && TIME_NAMES.has(words[at + 1] ?? "")) return time;
  }
  return undefined;
}
/**
 * The value of the recipe a short line with a number shows by its boxes' names alone, where the page writes no label
 * but an icon: the names of the line's element and of the boxes around it that show nothing else (its own box), then
 * of the elements in that box (an icon's "gbcicon-serves", its alternative text "Cuisson").
 */
function namedValue(element: Element, text: string): ValueField | undefined {
  const shown = text.replace(/\s+/g, "").length;
  // A box that shows more than the line (the line is a run of its text beside blocks) is named by its own names only.
  if (shownLength(element, shown) > shown) return ownName(element);
  let own = element;
  for (let up = 0; up < 4 && own.parent && isTag(own.parent) && shownLength(own.parent, shown) <= shown; up++)
    own = own.parent;
  for (let at = element; ; at = at.parent as Element) {
    const field = ownName(at);
    if (field || at === own) return field ?? namedWithin(own.children);
  }
}
/** The value the elements among `nodes` and in them name, the first in the page's order. */
function namedWithin(nodes: AnyNode[]): ValueField | undefined {
  for (const node of nodes) {
    const field = isTag(node) ? (ownName(node) ?? namedWithin(node.children)) : undefined;
    if (field) return field;
  }
  return undefined;
}
/** How many characters other than spaces an element shows, counted until there are more than `limit`. */
function shownLength(element: Element, limit: number): number {
  let length = 0;
  const count = (node: AnyNode) => {
    if (length > limit) return;
    if (isText(node)) length += node.data.replace(/\s+/g, "").length;
    else if (isTag(node) && !skipped(node)) for (const child of node.children) count(child);
  };
  count(element);
  return length;
}
/** The labels a person reads or hears for a box: a screen reader's, a tooltip, an icon's alternative text. */
const LABELLING = ["aria-label", "title", "alt"];
/** The value an element's own names name: its class or id, or a label in the words of `VALUE_LABELS`. */
function ownName(element: Element): ValueField | undefined {
  for (const name of ["class", "id"]) {
    const value = element.attribs[name];
    const field = value ? valueNamed(value) : undefined;
    if (field) return field;
  }
  // A label of a few words names the value ("Number of people", "Cuisson"); a longer one tells of it in passing
  // ("Calories: 186 Kcal / 1 serving").
  for (const name of LABELLING) {
    const value = element.attribs[name]?.trim();
    const field =
      value && value.length <= 40 && value.split(/\s+/).length <= 4
        ? (valueNamed(value) ?? labelledBy(value)[0])
        : undefined;
    if (field) return field;
  }
  return undefined;
}
/** Whether lines may show a value by their boxes' names: one short line with a number. */
const mayShowValue = (lines: string[]) =>
  lines.length === 1 && (lines[0]?.length ?? 99) <= 30 && /\d/.test(lines[0] ?? "");

const HEADING_TAGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };
/** Besides what is never recipe text, the page's navigation and footer. */
const SKIPPED = new Set([...NEVER_TEXT, "nav", "footer"]);
const skipped = (element: Element) => SKIPPED.has(element.name) || isHidden(element);
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
  // Most elements' names hold no consent word at all: one look at them, before cutting them into tokens.
  (CONSENT.test(element.attribs.id ?? "") || CONSENT.test(element.attribs.class ?? "")) &&
  [...tokens(element, "id"), ...tokens(element, "class")].some((token) => CONSENT.test(token) && BANNER.test(token)) &&
  holdsLittleText(element, 2000);
/**
 * The page's footer set in a box named so, as pages written before HTML5's <footer> do ("footer", "site-footer",
 * "page_footer"): small by nature, never a recipe card's own footer ("recipe-footer") or a wrapper around the page.
 */
const PAGE_FOOTER = /^(?:(?:site|page|global|main)[-_]?)?footer$/i;
const isPageFooter = (element: Element) =>
  /footer/i.test(`${element.attribs.id ?? ""}${element.attribs.class ?? ""}`) &&
  [...tokens(element, "id"), ...tokens(element, "class")].some((token) => PAGE_FOOTER.test(token)) &&
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

/** Elements that always start a block, wherever they stand (a <div> inside a <span> too). */
const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "dd",
  "div",
  "dl",
  "dt",
  "figure",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "li",
  "main",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tr",
  "ul",
]);

/** Whether an inline element holds a block (a <span> around a recipe card's <div>s). */
const wrapsBlock = (element: Element): boolean =>
  element.children.some(
    (child) => isTag(child) && !skipped(child) && (BLOCK_TAGS.has(child.name) || wrapsBlock(child)),
  );

/** Whether an inline element holds two paragraphs or more (a method's steps in a <span> around their <p>s). */
const wrapsParagraphs = (element: Element) =>
  element.children.filter((child) => isTag(child) && child.name === "p" && !skipped(child)).length >= 2;

/**
 * Whether an element holds a block child. A box's inline child counts when it wraps blocks; inside a line of its own
 * (a list item, a paragraph, a cell) an inline wrapper stays part of the line, unless it holds paragraphs, which a
 * browser shows one under the other.
 */
function hasBlockChild(element: Element): boolean {
  const deep = !LINE_TAGS.has(element.name);
  return element.children.some(
    (child) =>
      isTag(child) &&
      child.name !== "br" &&
      !skipped(child) &&
      (!INLINE_TAGS.has(child.name) || (deep ? wrapsBlock(child) : wrapsParagraphs(child))),
  );
}

/**
 * The count a text or number box shows: the number a portions stepper sets between its "−" and "+" buttons
 * ("Servings" / [8]), which a reader sees as text though it is an attribute. Other boxes show nothing of the recipe.
 */
function shownCount(input: Element): string {
  const type = input.attribs.type?.toLowerCase() ?? "text";
  const value = input.attribs.value?.trim() ?? "";
  return (type === "text" || type === "number") && /^\d{1,3}$/.test(value) ? ` ${value} ` : "";
}

/**
 * The choice a list box shows when it is a count of servings ("4 Servings" of a servings chooser), which a reader sees
 * as text: the option chosen, else the first. Other list boxes (a page's sorting or language) show nothing of the recipe.
 */
function shownChoice(select: Element): string {
  const options = select.children.filter((child): child is Element => isTag(child) && child.name === "option");
  const shown = options.find((option) => option.attribs.selected !== undefined) ?? options[0];
  const text = shown ? squash(elementLines(shown).join(" ")) : "";
  return isYieldLine(text) ? ` ${text} ` : "";
}

/** The line being built, and whether it is preformatted text, whose own line breaks start new lines (`<pre>`). */
type Current = { text: string; pre?: boolean };

/** A box's children as text, an element's text set apart from the text before where it starts a word (`spaceBefore`). */
function inlineChildren(children: AnyNode[], lines: string[], current: Current) {
  let afterElement = false;
  for (const child of children) {
    const at = isTag(child) ? wordEndAt(current.text) : -1;
    const line = lines.length;
    inlineText(child, lines, current);
    if (lines.length === line) current.text = spaceBefore(current.text, at, afterElement);
    afterElement = isTag(child);
  }
}

function inlineText(node: AnyNode, lines: string[], current: Current) {
  if (isText(node)) {
    if (!current.pre || !node.data.includes("\n")) current.text += node.data;
    else {
      const [first, ...rest] = node.data.split("\n");
      current.text += first;
      for (const line of rest) {
        lines.push(current.text);
        current.text = line;
      }
    }
  } else if (isTag(node) && node.name === "select") {
    current.text += shownChoice(node);
  } else if (isTag(node) && !skipped(node)) {
    if (node.name === "br") {
      lines.push(current.text);
      current.text = "";
    } else {
      if (node.name === "input") current.text += shownCount(node);
      else if (node.name !== "img") inlineChildren(node.children, lines, current);
      if (!INLINE_TAGS.has(node.name)) current.text += " ";
    }
  }
}

/** The lines of an element (split at <br>, and at its line breaks in a <pre>), with inline markup flattened. */
function elementLines(element: Element): string[] {
  const lines: string[] = [];
  const current: Current = { text: "", pre: element.name === "pre" };
  inlineChildren(element.children, lines, current);
  lines.push(current.text);
  return current.pre ? unwrapped(lines.map(squash)) : lines.map(squash).filter(Boolean);
}

/** A long line of preformatted text that breaks off mid-sentence: the text wraps on to the next line. */
const WRAPS_ON = /^.{50,}[^.!?:]$/u;
/**
 * Preformatted lines as written, a sentence that the text wraps at its width rejoined: "… stir it into" / "the pan
 * juices and heat through." is one line; a list's lines ("1 tbsp flour" / "salt to taste") are short and stay apart.
 */
function unwrapped(lines: string[]): string[] {
  const out: string[] = [];
  let previous = "";
  for (const line of lines) {
    if (line && WRAPS_ON.test(previous) && /^\p{Ll}/u.test(line)) out[out.length - 1] = `${previous} ${line}`;
    else if (line) out.push(line);
    previous = line ? (out.at(-1) as string) : "";
  }
  return out;
}

/** The one node of `nodes` that is not white space, if there is exactly one. */
function soleNode(nodes: AnyNode[]): AnyNode | undefined {
  const meaningful = nodes.filter((child) => !(isText(child) && !child.data.trim()));
  return meaningful.length === 1 ? meaningful[0] : undefined;
}

const BOLD_TAGS = new Set(["strong", "b"]);
const isBoldOnly = (element: Element) => {
  const only = soleNode(element.children);
  return only !== undefined && isTag(only) && BOLD_TAGS.has(only.name);
};

const BOLD_STYLE = /font-weight:\s*(?:bold|[6-9]00)/i;
/** Bold as a tag, or a span styled bold as forums write it. */
const isBold = (node: AnyNode): node is Element =>
  isTag(node) && (BOLD_TAGS.has(node.name) || (node.name === "span" && BOLD_STYLE.test(node.attribs.style ?? "")));

/**
 * The lines of an element split at <br> that are wholly in bold and hold no number: "<b>Ingredients:</b><br>2 eggs<br>",
 * a recipe's name over its list in a post or a forum's message. They read as headings, as a bold paragraph does.
 */
function boldLines(element: Element): Set<string> {
  const bold = new Set<string>();
  let segment: AnyNode[] = [];
  const close = () => {
    const only = soleNode(segment);
    if (only && isBold(only)) {
      const text = elementLines(only).join(" ");
      if (text.length <= 60 && !/\d/.test(text)) bold.add(text);
    }
    segment = [];
  };
  for (const child of element.children) {
    if (isTag(child) && child.name === "br") close();
    else segment.push(child);
  }
  close();
  return bold;
}

const BULLET = /[•·▪●]/;
/**
 * Lines as blocks; a line of several "•"-separated items is one line per item, a line of numbered steps one line per
 * step.
 */
function pushLines(blocks: Block[], lines: string[], context: LineContext = {}) {
  for (const line of lines.flatMap(stepsInLine)) {
    const items = BULLET.test(line) ? line.split(/\s*[•·▪●]\s+/).filter(Boolean) : [line];
    for (const item of items.length > 2 ? items : [line]) {
      const text = withoutBullet(item);
      if (text) blocks.push({ kind: "line", text, ...context });
    }
  }
}

/**
 * A pictograph as a line's icon: an emoji with its variation, skin tone and joined parts ("✅", "➡️", "👩‍🍳"), or a
 * number's key ("1️⃣"); not ©, ® or ™.
 */
const EMOJI = String.raw`(?![©®™])\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?(?:\u200D\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)*`;
export const PICTOGRAPH = new RegExp(`${EMOJI}|\\d\uFE0F?\u20E3`, "u");
const LEADING_MARK = /* @__PURE__ */ new RegExp(
  `^(?:[•·▪●■□▢☐☑✓✔◻◽▫◦○‣⁃∙*]|[-–—](?=\\s)|${PICTOGRAPH.source})\\s*`,
  "u",
);
/**
 * A line without the bullet, tick box or icon a list draws before it ("▢ 1 cup flour", "☐ 2 Eier", "– 1 onion",
 * "✅ 2 eggs", "1️⃣ Mash the bananas"): drawn for the eye (or read out to screen readers), never part of the line.
 */
export const withoutBullet = (line: string) => line.replace(LEADING_MARK, "");

/**
 * Lines under each other in one paragraph or box that are a list's items, bullets or tick boxes aside (most
 * paragraphs are one line: that is known before their bullets are taken off).
 */
const brokenList = (lines: string[]) => lines.length >= 3 && isBrokenList(lines.map(withoutBullet));

/**
 * Boxes side by side that are a list's items, as page builders set a list out without list markup: three or more
 * children of one kind (<div>s, <p>s), each a line of its own, that read as a list (`isBrokenList`).
 */
function boxedList(element: Element): boolean {
  let count = 0;
  let name: string | undefined;
  for (const child of element.children) {
    if (!isTag(child) || skipped(child)) continue;
    if ((child.name !== "div" && child.name !== "p") || (name !== undefined && child.name !== name)) return false;
    name = child.name;
    count++;
  }
  if (count < 3) return false;
  const parts = element.children.filter((child): child is Element => isTag(child) && !skipped(child));
  return !parts.some(hasBlockChild) && brokenList(parts.map((part) => elementLines(part).join(" ")));
}

/** A number as a cell starts with it: "2", "1.5", "1 1/2", "1½", "½". */
const CELL_AMOUNT = String.raw`(?:\d+(?:[.,/]\d+)?(?:\s+\d+\/\d+|\s*[½⅓⅔¼¾⅛])?|[½⅓⅔¼¾⅛])`;
/** A sentence of two words or more: a step's, after its number. */
const STEP_AFTER_NUMBER = new RegExp(String.raw`\S\s+\S.*[${SENTENCE_MARKS}]$`);

/**
 * An amount on its own ("2", "1 1/2 lb.", "100 g", "1 csipet"), as pages that set amount and name in boxes of their
 * own show it.
 */
const BARE_AMOUNT = new RegExp(String.raw`^${CELL_AMOUNT}(?:\s*[-–]\s*\d+)?\s*\p{L}{0,10}\.?$`, "u");

/**
 * A cell that is a whole ingredient line of its own, an amount and words after it ("2 cups flour"): a row of such
 * cells sets lines side by side ("2 cups flour" | "1 cup sugar", a printed cookbook's two columns), not one line's
 * parts ("1 ½" | "cups" | "flour", "200 g" | "Mehl").
 */
const WHOLE_LINE = new RegExp(String.raw`^${CELL_AMOUNT}\s*\p{L}*\.?\s+\p{L}`, "u");
const isWholeLine = (lines: string[]) => lines.length === 1 && WHOLE_LINE.test(lines[0] as string);

/** An amount and what follows it as one line, when the first part is an amount and no later part is a label. */
function amountLine(texts: string[]): string | null {
  const text = texts.join(" ");
  // "10 min" | "Prep Time" is a value and its label, which labelledValues reads apart.
  const labelled = texts.slice(1).some((part) => VALUE_FIELDS.some(([, label]) => label.test(part)));
  // Nor is a time ("60 Min." | "mittel") an ingredient's amount, nor a step's number before its sentence ("4" |
  // "Bake until golden.").
  const amount = texts[0] ?? "";
  const step = /^\d{1,2}$/.test(amount) && STEP_AFTER_NUMBER.test(texts.at(-1) ?? "");
  return BARE_AMOUNT.test(amount) && !isTimeLine(amount) && !labelled && !step && text.length <= 100 ? text : null;
}

/**
 * A box whose inline start is an amount and whose one block is the food, as a browser shows them on one line or two
 * ("<li><strong>1</strong> <strong>tsp.</strong> <p>ground cumin</p></li>"): one ingredient line.
 */
function amountBeforeBlock(node: Element): string | null {
  let block: Element | undefined;
  let start = false;
  for (const child of node.children) {
    if (isText(child)) {
      if (!child.data.trim()) continue;
      if (block) return null;
      start = true;
    } else if (isTag(child) && !skipped(child)) {
      // Most boxes open with a block: no amount before it. A line break sets the parts on lines of their own.
      if (block || (!start && !INLINE_TAGS.has(child.name)) || child.name === "br") return null;
      if (!INLINE_TAGS.has(child.name)) block = child;
      else if (wrapsBlock(child)) return null;
      else start = true;
    }
  }
  if (!block || hasBlockChild(block)) return null;
  const lines: string[] = [];
  const current = { text: "" };
  for (const child of node.children) if (child !== block) inlineText(child, lines, current);
  if (lines.length > 0) return null;
  return amountLine([squash(current.text), elementLines(block).join(" ")]);
}

/**
 * A table's row of column names: two cells or more, each a `<th>` of a few words and no number ("Menge" | "Einheit" |
 * "Zutat"); the names, or null.
 */
function columnNames(node: Element): string | null {
  if (node.name !== "tr") return null;
  const cells = node.children.filter((child): child is Element => isTag(child));
  if (cells.length < 2 || cells.some((cell) => cell.name !== "th")) return null;
  const names = cells.map((cell) => elementLines(cell).join(" "));
  return names.every((name) => name && name.split(" ").length <= 3 && !/\d/.test(name)) ? names.join(" ") : null;
}

/**
 * A row that reads as one line though its parts are blocks: a short table row ("1 ½ | cups | flour", "200 g |
 * Mehl"), two or three blocks of text alone in their parent, the first an amount ("2 rúd" | "fahéj" | "(40 g)"), or
 * an amount set inline before a block with the food.
 */
function rowText(node: Element): string | null {
  // Most boxes have more or fewer parts than a row: that is known before looking into each part, or listing them.
  if (node.name !== "tr") {
    let count = 0;
    for (const child of node.children) if (isTag(child) && ++count > 5) return null;
    if (count < 2) return null;
    if (count > 3) return amountBeforeBlock(node);
  }
  const parts = node.children.filter((child): child is Element => isTag(child));
  if (parts.some(hasBlockChild)) return null;
  if (node.name === "tr") {
    // A cell of three lines or more under each other (split at <br>) is no part of a row's one line: a table that
    // lays out the page's columns, the ingredients in one cell and the method in the next.
    const cells = parts.map(elementLines);
    if (cells.some((lines) => lines.length > 2) || cells.every(isWholeLine)) return null;
    const text = cells.flat().join(" ");
    return parts.length > 1 && text && text.length <= 200 ? text : null;
  }
  const loose = node.children.some((child) => isText(child) && child.data.trim());
  const blocksOnly = parts.every((part) => part.name === "div" || part.name === "span" || part.name === "p");
  if (loose || !blocksOnly || !parts.some((part) => part.name !== "span")) return amountBeforeBlock(node);
  return amountLine(parts.map((part) => elementLines(part).join(" ")));
}

/** The number alone a box's first box holds ("<div>3</div><div>Fold in …</div>"): the box and the number, or none. */
function openingNumber(node: Element): { box: Element; number: number } | undefined {
  for (const child of node.children) {
    if (!isTag(child)) continue;
    const only = child.children.length === 1 ? child.children[0] : undefined;
    // Most boxes' text is longer than a number with the space around it: that is known without trimming it.
    const text = only && isText(only) && only.data.length <= 12 ? only.data.trim() : "";
    return /^\d{1,2}\.?$/.test(text) ? { box: child, number: Number.parseInt(text, 10) } : undefined;
  }
  return undefined;
}

/**
 * The number box of a box that is one of three or more side by side opening with the numbers 1, 2, 3 … in a row: a
 * method's steps, each number in a box before its step's text (not a list's counts, "2" | "Eier", which seldom run
 * so). The number is the step's, as a heading "Step 3" over it is.
 */
function stepNumber(node: Element): { box: Element; number: number } | undefined {
  // A step's box is no inline element, as many of a page's elements are.
  if (INLINE_TAGS.has(node.name)) return undefined;
  const opening = openingNumber(node);
  if (!opening || !hasBlockChild(node)) return undefined;
  let run = 1;
  for (let at = node.prev, want = opening.number - 1; at && run < 3; at = at.prev) {
    if (!isTag(at)) continue;
    if (openingNumber(at)?.number !== want--) break;
    run++;
  }
  for (let at = node.next, want = opening.number + 1; at && run < 3; at = at.next) {
    if (!isTag(at)) continue;
    if (openingNumber(at)?.number !== want++) break;
    run++;
  }
  return run >= 3 ? opening : undefined;
}

/**
 * A term and its one definition as one line, when one of them is an amount or a value: a definition list of
 * ingredients or a recipe card's values ("<dt>1 cup</dt><dd>butter, softened</dd>", "<dt>Mehl</dt><dd>250 g</dd>",
 * "<dt>Prep time</dt><dd>15 min</dd>"); the line, and the definition it took. A term over several definitions is
 * their title ("Für den Teig" over a line each); words beside words ("Cuisine" / "Italian") and a long entry (a
 * glossary's paragraph) stay lines of their own, as a browser shows them.
 */
function definitionLine(term: Element): { text: string; definition: Element } | null {
  let definition: Element | undefined;
  for (let next = term.next; next; next = next.next) {
    if ((isText(next) && !next.data.trim()) || (isTag(next) && skipped(next))) continue;
    if (!isTag(next) || next.name !== "dd") break;
    if (definition) return null;
    definition = next;
  }
  if (!definition || hasBlockChild(term) || hasBlockChild(definition)) return null;
  const name = elementLines(term).join(" ");
  const value = elementLines(definition).join(" ");
  const text = `${name} ${value}`;
  return text.length <= 120 && (BARE_AMOUNT.test(name) || /\d/.test(value)) ? { text, definition } : null;
}

/** What a line is told of where it stands: its box, its list item, what its box's names say. */
const contextOf = (group: number, item: boolean, ordered: boolean, hint: LineContext["hint"]): LineContext => ({
  group,
  ...(item ? { item, ordered } : {}),
  ...(hint ? { hint } : {}),
});

/** The page as headings and lines in reading order. */
export function pageBlocks(page: Page): Block[] {
  const blocks: Block[] = [];
  let boxes = 0;
  // `box` numbers the element a node sits in; `hint` is what the nearest named box says; `item`, inside a list item.
  const visit = (node: AnyNode, box: number, hint: LineContext["hint"], item: boolean, ordered: boolean) => {
    if (isText(node)) {
      const text = squash(node.data);
      if (text) pushLines(blocks, [text], contextOf(box, item, ordered, hint));
      return;
    }
    if (!isTag(node) || skipped(node) || isConsentBanner(node) || isPageFooter(node)) return;
    const level = HEADING_TAGS[node.name];
    if (level !== undefined) {
      const text = elementLines(node).join(" ");
      if (text.length > 80) pushLines(blocks, [text], contextOf(box, item, ordered, hint));
      else if (text) blocks.push({ kind: "heading", level, text });
      return;
    }
    const ownHint = hintOf(node) ?? hint;
    const inItem = item || node.name === "li";
    const inOrdered = node.name === "li" ? node.parent !== null && (node.parent as Element).name === "ol" : ordered;
    const names = columnNames(node);
    if (names) {
      blocks.push({ kind: "heading", level: COLUMN_NAMES_LEVEL, text: names });
      return;
    }
    const numbered = stepNumber(node);
    const row = numbered ? null : rowText(node);
    if (row) {
      // A table's rows are its items, as a list's are.
      pushLines(blocks, [row], contextOf(box, inItem || node.name === "tr", inOrdered, ownHint));
      return;
    }
    if ((LINE_TAGS.has(node.name) || !INLINE_TAGS.has(node.name)) && !hasBlockChild(node)) {
      const lines = elementLines(node);
      const only = lines[0];
      // A short line wholly in bold ("<p><strong>Ingredients:</strong></p>") reads as a heading.
      if (lines.length === 1 && only && only.length <= 60 && isBoldOnly(node)) {
        blocks.push({ kind: "heading", level: PSEUDO_HEADING_LEVEL, text: only });
      } else {
        const context = contextOf(box, inItem || brokenList(lines), inOrdered, ownHint);
        const value = mayShowValue(lines) ? namedValue(node, lines[0] as string) : undefined;
        const titled = namedTitle(node) ? { ...context, titled: true } : context;
        const named = value ? { ...titled, value } : titled;
        const bold = lines.length > 1 ? boldLines(node) : new Set<string>();
        let from = 0;
        for (const [at, line] of lines.entries()) {
          if (!bold.has(line)) continue;
          if (at > from) pushLines(blocks, lines.slice(from, at), named);
          blocks.push({ kind: "heading", level: PSEUDO_HEADING_LEVEL, text: line });
          from = at + 1;
        }
        if (from < lines.length) pushLines(blocks, lines.slice(from), named);
      }
      return;
    }
    // The <div>s a definition list may wrap its entries in are parts of the list's box.
    const own = node.name === "div" && (node.parent as Element | null)?.name === "dl" ? box : ++boxes;
    const listed = inItem || boxedList(node);
    // A box that holds blocks and inline content side by side: each run of inline content (text, a <span> with
    // words in <strong>) is one line, as a browser lays it out, not a line per piece.
    let run: AnyNode[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const lines: string[] = [];
      const current = { text: "" };
      for (const piece of run) inlineText(piece, lines, current);
      lines.push(current.text);
      const texts = lines.map(squash).filter(Boolean);
      const context = contextOf(own, listed || brokenList(texts), inOrdered, ownHint);
      const value = mayShowValue(texts) ? (namedWithin(run) ?? namedValue(node, texts[0] as string)) : undefined;
      pushLines(blocks, texts, value ? { ...context, value } : context);
      run = [];
    };
    // A step's number in a box of its own: the step's heading, as "Step 3" would be.
    if (numbered) blocks.push({ kind: "heading", level: PSEUDO_HEADING_LEVEL, text: String(numbered.number) });
    let taken: Element | undefined = numbered?.box;
    for (const child of node.children) {
      if (child === taken) continue;
      const inline = isText(child) || (isTag(child) && INLINE_TAGS.has(child.name) && !wrapsBlock(child));
      if (inline) run.push(child);
      else {
        flush();
        const entry = isTag(child) && child.name === "dt" && !skipped(child) ? definitionLine(child) : null;
        if (entry) {
          pushLines(blocks, [entry.text], contextOf(own, true, false, ownHint));
          taken = entry.definition;
        } else visit(child, own, ownHint, listed, inOrdered);
      }
    }
    flush();
  };
  for (const child of page.document.children) visit(child, 0, undefined, false, false);
  return blocks;
}
