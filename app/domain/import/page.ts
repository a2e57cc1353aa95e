import { type AnyNode, type ChildNode, type Document, DomHandler, type Element, isTag, isText } from "domhandler";
import { decodeHTML, decodeHTMLAttribute } from "entities";
import { Parser, Tokenizer } from "htmlparser2";
import { UNSPACED_LETTERS } from "~/domain/recipes/east-asian-line";
import { lookupUnit } from "~/domain/recipes/units";

/**
 * A fetched web page as a tree, with the few ways of reading it the importer needs: elements in document order,
 * their attributes, and their text laid out the way a reader sees it (blocks and line breaks become new lines).
 * `items`: the elements that start a microdata item (itemscope) or an RDFa resource (typeof), in document order.
 */
export type Page = { document: Document; elements: Element[]; items: Element[]; url: URL };

/** Elements whose content is never recipe text. */
export const NEVER_TEXT = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "svg",
  "iframe",
  "button",
  "select",
  "form",
]);
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);

/**
 * Inline styles that hide an element from sighted readers: not displayed, invisible, transparent, no size, or moved
 * off the screen or clipped away (the tricks pages use to keep text for machines only). Style sheets are not read:
 * a class such as "sr-only" keeps its text, which screen readers read out (a page's "Ingredients" heading, say).
 */
const HIDING_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|opacity\s*:\s*0(?:\.0*)?\s*(?:!important\s*)?(?:;|$)|font-size\s*:\s*0(?:px|em|rem|%)?\s*(?:!important\s*)?(?:;|$)|(?:left|top|right|text-indent|margin-left|margin-top)\s*:\s*-\d{3,}|clip\s*:\s*rect\(\s*0(?:px)?[\s,]+0(?:px)?[\s,]+0(?:px)?[\s,]+0(?:px)?\s*\)|clip-path\s*:\s*inset\(\s*50%|transform\s*:\s*scale\(\s*0\s*\))/i;
/** Zero or one pixel high or wide with its overflow hidden. */
const TINY_BOX = /(?:^|;)\s*(?:height|width|max-height|max-width)\s*:\s*[01](?:px)?\s*(?:!important\s*)?(?:;|$)/i;

/** Elements whose text a sighted reader never sees (the element and everything in it). */
const HIDDEN = new WeakSet<Element>();
export const isHidden = (element: Element) => HIDDEN.has(element);

/**
 * Whether an element hides itself. `named`: it has a hidden, aria-hidden or style attribute; without one, only a
 * <template> does.
 */
function hides(element: Element, named: boolean): boolean {
  if (element.name === "template") return true;
  if (!named) return false;
  const { attribs } = element;
  if ("hidden" in attribs || attribs["aria-hidden"] === "true") return true;
  const style = attribs.style;
  return (
    style !== undefined && (HIDING_STYLE.test(style) || (TINY_BOX.test(style) && /overflow\s*:\s*hidden/i.test(style)))
  );
}

/**
 * How deep the page's tree grows, as browsers build it (Chromium's parser stops at 512 levels): what opens deeper is
 * added beside what stands at the last level. Every reader walks the tree level by level, and a page of thousands of
 * boxes nested in each other would run it out of stack: the import would fail.
 */
const MAX_DEPTH = 512;

/** Elements whose text the parser keeps as written, entities and all (outside SVG and MathML). */
const RAW_TEXT = new Set(["script", "style", "iframe", "noembed", "noframes", "xmp", "plaintext"]);

/**
 * Builds the page's tree as the parser reads it, with the page's elements in document order and the hidden ones
 * marked as each opens (its own attributes and its parent say all). Entities are decoded here, in the few texts and
 * attribute values that hold an "&", as the parser would: left to the parser, they make it look at every character
 * of every text and attribute for one rather than skip ahead to the next tag or quote (a tenth of the parse). What an
 * element's attributes are is noted as the parser reads each one: going over each element's attributes again once it
 * opens cost a fifth of the parse.
 */
class PageHandler extends DomHandler {
  readonly elements: Element[] = [];
  readonly items: Element[] = [];
  private htmlParser: Parser | null = null;
  /** The opening tag's attributes so far: a value holds an "&"; a name starts an item; a name may hide it. */
  private entities = false;
  private item = false;
  private mayHide = false;

  override onparserinit(parser: Parser) {
    super.onparserinit(parser);
    this.htmlParser = parser;
  }

  onopentagname() {
    this.entities = false;
    this.item = false;
    this.mayHide = false;
  }

  onattribute(name: string, value: string) {
    if (value.includes("&")) this.entities = true;
    if (name === "itemscope" || name === "typeof") this.item = true;
    else if (name === "style" || name === "hidden" || name === "aria-hidden") this.mayHide = true;
  }

  override onopentag(name: string, attribs: Record<string, string>) {
    if (this.entities) {
      for (const key in attribs) {
        const value = attribs[key] as string;
        if (value.includes("&")) attribs[key] = decodeHTMLAttribute(value);
      }
    }
    const parent = this.tagStack[this.tagStack.length - 1] as Element;
    super.onopentag(name, attribs);
    const element = this.tagStack[this.tagStack.length - 1] as Element;
    this.elements.push(element);
    if (this.item) this.items.push(element);
    if (HIDDEN.has(parent) || hides(element, this.mayHide)) HIDDEN.add(element);
  }

  override addNode(node: ChildNode) {
    const open = this.tagStack;
    if (open.length <= MAX_DEPTH) {
      super.addNode(node);
      return;
    }
    // A node goes into the last element open: for this once, the deepest one kept (the document is open at 0).
    this.tagStack = [open[MAX_DEPTH - 1] as Element];
    super.addNode(node);
    this.tagStack = open;
  }

  override ontext(data: string) {
    // Most texts hold no "&": the parent and the parser are asked only about those that do.
    if (!data.includes("&")) {
      super.ontext(data);
      return;
    }
    const parent = this.tagStack[this.tagStack.length - 1] as Element;
    const raw = RAW_TEXT.has(parent.name) && !this.htmlParser?.isInForeignContext();
    super.ontext(raw ? data : decodeHTML(data));
  }
}

/** What the tokenizer keeps of its place in the page, which its skipping ahead moves. */
type Place = { buffer: string; index: number; offset: number };

/**
 * The parser's tokenizer, skipping ahead to the next "<", quote or ">" with the engine's own search of the text
 * rather than a loop over every character in JavaScript (a sixteenth of the parse). It replaces one method of
 * htmlparser2's, whose version is pinned; a test checks the trees against the parser's own tokenizer.
 */
function skippingTokenizer(): typeof Tokenizer {
  // Made on first use: a class changed at the module's top would keep the parser in every bundle that imports this
  // module for its other readers (the scan's, on the device).
  if (skipping) return skipping;
  skipping = class extends Tokenizer {};
  Object.defineProperty(skipping.prototype, "fastForwardTo", {
    value(this: Place, code: number): boolean {
      const at = this.buffer.indexOf(String.fromCharCode(code), this.index + 1 - this.offset);
      if (at === -1) {
        this.index = this.buffer.length + this.offset - 1;
        return false;
      }
      this.index = at + this.offset;
      return true;
    },
  });
  return skipping;
}
let skipping: typeof Tokenizer | undefined;

export function parsePage(html: string, url: URL): Page {
  const handler = new PageHandler();
  new Parser(handler, {
    decodeEntities: false,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
    Tokenizer: skippingTokenizer(),
  }).end(html);
  return { document: handler.root, elements: handler.elements, items: handler.items, url };
}

/**
 * Makes the page's forms plain boxes, so their text is read: some sites build every page inside one `<form>`
 * (ASP.NET's), recipe and all. Whether the page had a form.
 */
export function formsAsBoxes(page: Page): boolean {
  let found = false;
  for (const element of page.elements) {
    if (element.name !== "form") continue;
    element.name = "div";
    found = true;
  }
  return found;
}

export const attr = (element: Element, name: string): string => element.attribs[name] ?? "";

/** Space-separated attribute tokens, e.g. the classes or the itemprop names of an element. */
export const tokens = (element: Element, name: string): string[] => attr(element, name).split(/\s+/).filter(Boolean);

/** Collapses white space (including no-break and zero-width spaces) and trims. */
const ZERO_WIDTH = /[\u200b-\u200d\ufeff]/;
const BLANK = /^\s*$/;
/** White space other than single plain spaces between words: what collapsing would change once trimmed. */
const UNEVEN_SPACE = /\s\s|[^\S ]/;
export function squash(text: string): string {
  // squash runs on every text node: most are the blank space between tags, and most others are already single-spaced
  // once trimmed and hold no zero-width space. Looking is cheaper than replacing.
  if (BLANK.test(text)) return "";
  const trimmed = (ZERO_WIDTH.test(text) ? text.replace(/[\u200b-\u200d\ufeff]/g, "") : text).trim();
  return UNEVEN_SPACE.test(trimmed) ? trimmed.replace(/[\s\u00a0]+/g, " ") : trimmed;
}

const WORD_END = /[\p{L}\p{N}]$/u;
const SMALL_LETTER = /\p{Ll}/u;
const CAPITAL = /\p{Lu}/u;
/** An amount and a short word ending the text before ("200 g", "1 EL", "2 Stk."): a unit, before its food. */
const AMOUNT_AND_UNIT_END = /\d\s?\p{L}{1,8}\.?$/u;
const WORD_AT = /\p{L}+\.?/uy;
/**
 * Whether a capital at `at` starts a line's food after its amount and unit ("200 g" | "Mehl"), or its unit after its
 * amount ("1" | "Würfel Hefe"); not a label's value run into it ("8" | "Min./100°").
 */
function measureAt(text: string, at: number): boolean {
  if (AMOUNT_AND_UNIT_END.test(text.slice(Math.max(0, at - 12), at))) return true;
  if (!/\d/.test(text[at - 1] ?? "")) return false;
  WORD_AT.lastIndex = at;
  const word = WORD_AT.exec(text)?.[0];
  return word !== undefined && lookupUnit(word) !== undefined;
}
const AMOUNT_START = /[\d½⅓⅔¼¾⅛]/;
/** A letter or digit of a script that sets its words apart by spaces (Japanese and Chinese do not). */
const SPACED_WORD_END = /* @__PURE__ */ new RegExp(`(?![${UNSPACED_LETTERS}])[\\p{L}\\d]`, "u");
/**
 * Where an inline element's text, added at `at`, starts a word of its own although nothing stands between it and the
 * text before: small letters after another element ("<span>200</span><span>g</span><span>plain flour</span>", an
 * amount, unit and food a page sets apart by its styles alone: "200 g plain flour"), or a number after a number or a
 * letter ("Updated Oct 3, 2023<span>4 servings</span>"; "1<sup>1</sup>⁄<sub>2</sub>": not eleven halves; a food and
 * its amount in boxes side by side, "<span>Zwiebel</span><span>1</span>"). A capital there is left as the page writes
 * it ("SiftYou", "8Min."): pages run a label into its value so as often as not; but not where it starts a food after
 * its amount and unit or a unit after its amount ("<span>1</span><span>Würfel</span><span>Hefe</span>": German nouns
 * are capitalised).
 */
export function spaceBefore(text: string, at: number, afterElement: boolean): string {
  if (at === -1) return text;
  const next = text[at] ?? "";
  // After another element, small letters or a capital that starts a food or unit (`measureAt`); an amount after a
  // digit, or after a letter of a script that spaces its words.
  const apart =
    (afterElement && (SMALL_LETTER.test(next) || (CAPITAL.test(next) && measureAt(text, at)))) ||
    (AMOUNT_START.test(next) && SPACED_WORD_END.test(text[at - 1] ?? ""));
  return apart ? `${text.slice(0, at)} ${text.slice(at)}` : text;
}
/** Where an element's text will start, if the text before it ends in a letter or digit (else -1). */
export const wordEndAt = (text: string) => (WORD_END.test(text) ? text.length : -1);

/**
 * The text of a node as lines: block elements and <br> start a new line; scripts, forms and the like are skipped,
 * and so is text the page hides.
 */
export function linesOf(node: AnyNode): string[] {
  const out: string[] = [];
  let current = "";
  // Lines started: an element's text that began a new line is not joined to the line before.
  let started = 0;
  const flush = () => {
    const line = squash(current);
    if (line) out.push(line);
    current = "";
    started++;
  };
  const walk = (child: AnyNode) => {
    if (isText(child)) {
      current += child.data;
      return;
    }
    if (!isTag(child) || NEVER_TEXT.has(child.name) || HIDDEN.has(child)) return;
    const block = BLOCKS.has(child.name);
    if (block) flush();
    let afterElement = false;
    for (const grandchild of child.children) {
      const at = isTag(grandchild) ? wordEndAt(current) : -1;
      const line = started;
      walk(grandchild);
      if (started === line) current = spaceBefore(current, at, afterElement);
      afterElement = isTag(grandchild);
    }
    if (block) flush();
  };
  walk(node);
  flush();
  return out;
}

export const textOf = (node: AnyNode): string => linesOf(node).join(" ");

/**
 * Text that came as a string but may hold markup or entities (JSON-LD often carries "&amp;", "&lt;p&gt;" or HTML):
 * decoded, tags dropped with block ends kept as line breaks, white space collapsed per line, and lines without a
 * letter or digit (markup debris such as "[{") left out.
 */
export function plainLines(value: string): string[] {
  let text = value;
  // Entities may be encoded twice ("&amp;frac12;"); two rounds undo that without touching plain text.
  for (let round = 0; round < 2 && /&(?:#\d+|#x[\da-f]+|[a-z]+\d*);/i.test(text); round++) text = decodeHTML(text);
  return text
    .replace(/<\s*(?:br|\/p|\/li|\/h\d|\/div|\/tr)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, " ")
    .split(/\r?\n|\r/)
    .map(squash)
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (line.includes("((") ? line.replace(DOUBLED_BRACKETS, "($1)") : line));
}

/** A note the site's software put in brackets once more ("Salt ((about ½ tsp per pound))"). */
const DOUBLED_BRACKETS = /\(\(([^()]*)\)\)/g;

export const plainText = (value: string): string => plainLines(value).join(" ");

/**
 * An absolute http(s) URL for a link found on the page, or null. A site's own address glued before an absolute one
 * ("http://site.examplehttps//cdn.example/a.jpg") is the absolute one.
 */
export function absoluteUrl(value: string, base: URL): string | null {
  const trimmed = value.trim().replace(/^https?:\/\/[^/]+?(https?):?\/\/(?=[^/])/i, "$1://");
  if (!trimmed || trimmed.startsWith("data:")) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** `<meta property|name="…" content="…">` values, first one wins. */
export function metaContent(page: Page, ...names: string[]): string {
  for (const name of names) {
    for (const element of page.elements) {
      if (element.name !== "meta") continue;
      // Some pages quote with typographic quotes (property=”og:image”), which end up in the value.
      const key = (element.attribs.property ?? element.attribs.name ?? element.attribs.itemprop ?? "")
        .replace(/^[“”"']+|[“”"']+$/g, "")
        .toLowerCase();
      if (key === name && element.attribs.content?.trim()) return squash(element.attribs.content);
    }
  }
  return "";
}
