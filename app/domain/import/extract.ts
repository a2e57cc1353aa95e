import {
  EMPTY_DRAFT,
  type ImportStage,
  type RecipeDraft,
  type Section,
  type UncertainPart,
} from "~/domain/recipes/draft";
import { EAST_ASIAN_LETTERS } from "~/domain/recipes/east-asian-line";
import { StageTimings } from "~/lib/stage-timings";
import { asShown, stepsAsShown } from "./as-shown";
import { isRecipe, readPageLists, uncertainParts } from "./heuristics";
import { labelledValues, withWholeTime } from "./labelled-values";
import { parseLenientJson } from "./lenient-json";
import { microdataRecipes, rdfaRecipes } from "./microdata";
import { absoluteUrl, attr, formsAsBoxes, metaContent, type Page, parsePage, textOf } from "./page";
import { type Block, pageBlocks } from "./page-blocks";
import {
  endsRecipe,
  isPartHeading,
  type LinesReading,
  type LineWeights,
  PSEUDO_HEADING_LEVEL,
  stepsByNumber,
} from "./recipe-lines";
import { allNodes, fromSchemaRecipe, type NodeIndex, type SchemaNode, typesOf } from "./schema-org";
import { AFTER_NAME, BYLINE, letters, lineLetters, lowerWords, VALUE_LABELS } from "./vocabulary";

/**
 * The import cascade over one fetched page: schema.org Recipe in JSON-LD, then microdata, then RDFa, then the page
 * read by the shape of its blocks and lines (`recipe-lines.ts`). The first stage that yields ingredients or steps
 * produces the recipe; later stages and the page's own metadata (title, image, language, author, site name) fill
 * only what it left empty. A markup recipe without either still gives its title, yield and times to the recipe read
 * from the page; a markup ingredient list is set right by what the page shows (`as-shown.ts`).
 */

/** `uncertain`: the parts the cook should check (not found, or read from the page without amounts). */
export type Extraction = {
  recipe: RecipeDraft;
  stage: ImportStage;
  siteName: string | null;
  uncertain: UncertainPart[];
};

const hasContent = (recipe: Pick<RecipeDraft, "ingredients" | "instructions">) =>
  recipe.ingredients.length > 0 || recipe.instructions.length > 0;
const size = (recipe: RecipeDraft) =>
  recipe.ingredients.reduce((sum, section) => sum + section.items.length, 0) +
  recipe.instructions.reduce((sum, section) => sum + section.steps.length, 0);

function jsonLdRecipes(page: Page): { nodes: SchemaNode[]; index: NodeIndex } {
  const nodes: SchemaNode[] = [];
  for (const element of page.elements) {
    if (element.name !== "script" || !/ld\+json/i.test(attr(element, "type"))) continue;
    const source = element.children.map((child) => ("data" in child ? child.data : "")).join("");
    for (const node of allNodes(parseLenientJson(source))) nodes.push(node);
  }
  const index: NodeIndex = new Map();
  for (const node of nodes) {
    const id = node["@id"];
    if (typeof id === "string" && Object.keys(node).length > 1 && !index.has(id)) index.set(id, node);
  }
  return { nodes: nodes.filter((node) => typesOf(node).includes("recipe")), index };
}

/**
 * Of several recipes on a page (a main one and teasers), the one with the most content among those whose name the
 * page's title or its <h1> says (`named`): a teaser's markup may well list more than the page's own recipe.
 */
function richest(recipes: RecipeDraft[], named: (title: string) => boolean): RecipeDraft | null {
  const full = recipes.filter(hasContent).sort((a, b) => size(b) - size(a));
  return (full.length > 1 ? full.find((recipe) => named(recipe.title)) : undefined) ?? full[0] ?? null;
}

/** Whether the page shows any of the recipe's ingredient lines or steps as written (their letters). */
function showsAny(blocks: Block[], recipe: RecipeDraft): boolean {
  const lines = new Set(
    [
      ...recipe.ingredients.flatMap((section) => section.items),
      ...recipe.instructions.flatMap((section) => section.steps),
    ].map(letters),
  );
  return blocks.some((block) => block.kind === "line" && lines.has(lineLetters(block)));
}

/** Whether two lists name mostly the same foods: half the first's words of four letters or more in the second. */
function sameFoods(first: Section<"items">[], second: Section<"items">[]): boolean {
  const wordsOf = (sections: Section<"items">[]) =>
    sections.flatMap((section) => section.items.flatMap(lowerWords)).filter((word) => word.length >= 4);
  const theirs = new Set(wordsOf(second));
  const ours = wordsOf(first);
  return ours.filter((word) => theirs.has(word)).length * 2 >= ours.length;
}

/** Whether a name is said in the page's title, its og:title or an <h1> (their letters, as written). */
function namesPage(page: Page): (title: string) => boolean {
  let titles: string[] | undefined;
  return (title) => {
    const name = letters(title);
    if (!name) return false;
    titles ??= [
      metaContent(page, "og:title"),
      ...page.elements.filter((element) => element.name === "title" || element.name === "h1").map(textOf),
    ].map(letters);
    return titles.some((text) => text.includes(name));
  };
}

type Fillable = Omit<RecipeDraft, "ingredients" | "instructions" | "keywords">;

/** Empty fields of `recipe` taken from `other`. */
function fillFrom(recipe: RecipeDraft, other: Partial<RecipeDraft>): RecipeDraft {
  const filled = { ...recipe };
  for (const key of Object.keys(other) as (keyof Fillable)[]) {
    if ((filled[key] === null || filled[key] === "") && other[key] !== undefined && other[key] !== null) {
      (filled as Record<string, unknown>)[key] = other[key];
    }
  }
  if (filled.ingredients.length === 0 && other.ingredients) filled.ingredients = other.ingredients;
  if (filled.instructions.length === 0 && other.instructions) filled.instructions = other.instructions;
  if (filled.keywords.length === 0 && other.keywords) filled.keywords = other.keywords;
  return filled;
}

/** A page title's parts: the dish and the site's name after it ("Apple Pie | Cooking Site"). */
const TITLE_PARTS = /\s+[|–—·»]\s+|\s+-\s+(?=[^-]+$)/;
/** A blog's name before its post's, as blog software names a page: "Kitchen Notes: Grandma's Banana Bread". */
const NAME_COLON = /^([^:]{3,40}):\s+(\S.*)$/;

/**
 * The page title's dish and the site's name in it. The site's is the part the page names its site with (its
 * `og:site_name`, its address: "Kitchen Notes" on kitchennotes.blogspot.com), or the part its header shows alone
 * while a heading further down names the other ("Mom's Recipes" over "Sunday Pot Roast"); else the last part, as
 * most sites put it. The dish's is the first other part, unless it is a word every title may hold ("Recette - Salade
 * … | 750g").
 */
function dishAndSite(title: string, page: Page, ogSite: string, blocks: () => Block[]) {
  const parts = title.split(TITLE_PARTS).map((part) => part.trim());
  const host = letters(page.url.hostname);
  const ogLetters = letters(ogSite);
  // How surely a part is the site's name: its og:site_name, else the longest part its address holds ("Pizza Hut" on
  // pizzahut.example, not "Pizza"); where neither tells, the words of a link to the site's home page (a blog's name
  // over its posts, looked for only then).
  const named = (part: string) => {
    const own = letters(part);
    return ogLetters && own === ogLetters ? 1000 : own.length >= 4 && host.includes(own) ? own.length : 0;
  };
  let home: Set<string> | undefined;
  const linkedHome = (part: string) => {
    home ??= homeLinkWords(page);
    return home.has(letters(part));
  };
  const colon = parts.length === 1 ? title.match(NAME_COLON) : null;
  const [blog = "", post = ""] = colon?.slice(1) ?? [];
  // The blog's name before the colon, where the page names it so or heads the page with it.
  if (colon && (named(blog) > 0 || linkedHome(blog) || shownAsSite(blog, post, title, blocks(), true)))
    return { dish: post, site: blog };
  const scores = parts.map(named);
  let site = parts.length > 1 && Math.max(...scores) > 0 ? scores.indexOf(Math.max(...scores)) : -1;
  if (site === -1 && parts.length > 1) site = parts.findIndex(linkedHome);
  if (site === -1 && parts.length === 2) {
    const [first, second] = parts as [string, string];
    // Before a bar or a dash, a heading over the page is most often the dish's, as most titles name it first: the
    // site's name first is taken from a header that is no heading of the page's (an old site's bold logo line).
    if (shownAsSite(first, second, title, blocks(), false)) site = 0;
  }
  if (site === -1 && parts.length > 1 && (parts.at(-1) as string).length <= 40) site = parts.length - 1;
  const others = parts.filter((_, index) => index !== site);
  const dish = others.find((part, index) => index === others.length - 1 || !onlyCommonWords(part)) ?? title;
  return { dish, site: site === -1 ? "" : (parts[site] as string) };
}

/** The path of the site's home page after its origin: "", "/", "/index.html". */
const HOME_PATH = /^(?:\/(?:index\.(?:html?|php))?)?$/i;
/** The words (as letters) of the page's links to its site's home page: the site's name, as its header links it. */
function homeLinkWords(page: Page): Set<string> {
  const words = new Set<string>();
  const origin = page.url.origin;
  for (const element of page.elements) {
    if (element.name !== "a") continue;
    const href = attr(element, "href").trim();
    // As the page writes it: from its origin ("https://site.example/") or the root ("/"); "" links to the page itself.
    const path = href.startsWith(origin)
      ? href.slice(origin.length)
      : href.startsWith("/") && !href.startsWith("//")
        ? href
        : null;
    if (path === null || !HOME_PATH.test(path)) continue;
    const text = letters(textOf(element));
    if (text) words.add(text);
  }
  return words;
}

/**
 * Whether the page's first block (after its title's own) is `site` alone, and one of the four blocks after it names
 * every word of `dish` as a heading or a short line of its own: the site's header over the post's heading, not a
 * heading further down that shares a word with it, a word of the dish in a sentence or a list's line ("2 tbsp curry
 * paste" under "Chicken Curry", on "Chicken Curry | Curry House"). `asHeading`: whether the site's name may be one
 * of the page's headings (a blog's `<h1>` over its posts, named "Blog: Post"), not only a bold line.
 */
function shownAsSite(site: string, dish: string, title: string, blocks: Block[], asHeading: boolean): boolean {
  const first = blocks.findIndex((block) => letters(block.text) !== letters(title));
  const header = blocks[first];
  if (
    !header ||
    letters(header.text) !== letters(site) ||
    (header.kind === "heading" && header.level <= 6 && !asHeading)
  )
    return false;
  const words = significant(dish).size;
  const names = (block: Block) =>
    (block.kind === "heading" || (wordCount(block.text) <= 8 && !/[\d.!?]/.test(block.text))) &&
    sharedWords(block.text, dish) >= words;
  return words > 0 && blocks.slice(first + 1, first + 5).some(names);
}

/**
 * Words any title may hold, by their first five letters ("Recipe", "Rezept", "with", "this"): a heading that shares
 * only these with the page's title ("Recipe Video", "Email This Recipe") does not name its dish.
 */
const COMMON_WORDS = new Set([
  ...["recip", "rezep", "recet", "recei", "ricet", "recep", "przep", "resep", "opskr", "oppsk"],
  ...["this", "that", "with", "your", "from", "what", "when", "eine", "einem", "einer", "pour", "avec", "dans"],
  ...["votre", "para", "como", "quest", "della"],
  // "Recipe" in Japanese, Chinese and Korean, as pairs of characters (`significant`).
  ...["レシ", "シピ", "食谱", "菜谱", "做法", "레시", "시피"],
]);
/** Runs of Japanese, Chinese or Korean letters, whose words no space or length marks. */
const EAST_ASIAN_RUN = new RegExp(`[${EAST_ASIAN_LETTERS}]{2,}`, "g");
/**
 * A title's words that name its dish: of four letters or more, by their first five; in Japanese, Chinese and Korean,
 * which mark no words, every pair of letters side by side ("基本の肉じゃが" and "肉じゃがのレシピ" share "肉じ", "じゃ",
 * "ゃが").
 */
const significant = (text: string) => {
  const lower = text.toLowerCase();
  const pairs = (lower.match(EAST_ASIAN_RUN) ?? []).flatMap((run) =>
    Array.from({ length: run.length - 1 }, (_, at) => run.slice(at, at + 2)),
  );
  return new Set(
    [
      ...(lower.replace(EAST_ASIAN_RUN, " ").match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 5)),
      ...pairs,
    ].filter((word) => !COMMON_WORDS.has(word)),
  );
};
/** Whether a text's words of four letters or more (one at least) are all words any title may hold: "Recipe", "Rezept". */
const onlyCommonWords = (text: string) => /\p{L}{4,}/u.test(text) && significant(text).size === 0;
/** How many words two titles share (of four letters or more, endings and words any title holds aside). */
function sharedWords(a: string, b: string): number {
  const words = significant(b);
  return [...significant(a)].filter((word) => words.has(word)).length;
}
const sharesWord = (a: string, b: string) => sharedWords(a, b) > 0;

const wordCount = (text: string) => text.split(/\s+/).length;

/** A group's title rather than a dish's name: "For the sauce", "Cake:", "To make the brownies". */
const GROUP_TITLE = /(?:^(?:for|für|pour|para|per|voor|to make|zum|zur)\b|[:：]$)/i;

/**
 * A heading over a note on the dish rather than its name: a question ("What's Ropa Vieja?", "How to Serve Corn
 * Chowder", "Wie gelingt …"), "About …" ("Tips for …" is a part's heading already: isPartHeading).
 */
const NOTE_HEADING =
  /\?$|^(?:how|what|why|when|where|which|about|wie|was|warum|wann|welche[rs]?|comment|pourquoi|quand|cómo|qué|por qué|cuándo|come|perché|quando|hoe|wat|waarom|wanneer)\b/i;

const LABELS = Object.values(VALUE_LABELS);
/** A value before its label ("4 servings", "20 Portionen"). */
const AMOUNT_FIRST = /^[\d\s.,/–-]+(?=\p{L})/u;

/**
 * The heading of the recipe itself, as a recipe card shows it over its ingredients (a blog post's heading above is
 * often the post's, "The Easiest Dan Dan Noodles" over "Dan Dan Noodles"): the nearest heading before the list
 * (the list's own heading aside) that names neither a part of the recipe nor a group, and names the dish the page's
 * title names; where a page builder set it in a box, not a heading, the box named a title that names the dish.
 */
function cardTitle(
  blocks: Block[],
  listStart: number,
  pageTitle: string,
  siteName: string | null,
  groups: Set<string>,
): string | null {
  // A heading names the dish when half its words are the page title's. Short ones that do not ("Recipe Video",
  // "Email This Recipe", a list's heading in words the vocabulary lacks) are passed over; past them, one word in
  // common is as likely a note's heading ("Makes 1 Slice", "Protein").
  let needed = 1;
  // A box named a title (`titled`) is an equipment's, a nutrient's ("Protein") or a related post's as often as the
  // card's: it must be two words or more, two thirds of them the page title's; of several, the one that shares most
  // is the card's name. It is taken where no heading but the page's headline names the dish.
  let boxed: { text: string; shared: number } | null = null;
  // Whether a yield or time ("Serves 4", "Prep Time 10 minutes") stands between the block and the list: a card's
  // name is set over them, an equipment's under them.
  let valueAfter = false;
  for (let index = listStart - 2; index >= 0 && index >= listStart - 30; index--) {
    const block = blocks[index] as Block;
    if (block.kind === "line" && !block.titled) {
      valueAfter ||= /\d/.test(block.text) && LABELS.some((label) => label.test(block.text.replace(AMOUNT_FIRST, "")));
      continue;
    }
    if (block.kind === "heading" && block.level > 4 && block.level !== PSEUDO_HEADING_LEVEL) continue;
    if (wordCount(block.text) > 12 || isPartHeading(block.text) || GROUP_TITLE.test(block.text)) continue;
    // A group's title of the list ("Chimichurri" over its lines, "Steak" over the next) names a part of the dish.
    if (groups.has(letters(block.text))) continue;
    if (NOTE_HEADING.test(block.text) || VALUE_LABELS.yields.test(block.text)) continue;
    const shared = sharedWords(block.text, pageTitle);
    if (block.kind === "line") {
      const candidate =
        valueAfter &&
        shared > (boxed?.shared ?? 0) &&
        shared * 3 >= significant(block.text).size * 2 &&
        wordCount(block.text) > 1;
      // The site's name (a byline's "30Seconds Food") is in many a page's title too.
      if (candidate && (!siteName || letters(block.text) !== letters(siteName))) boxed = { text: block.text, shared };
      continue;
    }
    // The page's headline is the post's: a box between it and the list that names the dish is the card's.
    if (letters(block.text) === letters(pageTitle)) return boxed?.text ?? block.text;
    // Under a heading that names less of the dish (a part of the post, "Grilled Paneer + Taste"), the box is the card's.
    if (shared >= needed && shared * 2 >= significant(block.text).size) {
      return boxed && boxed.shared > shared ? boxed.text : block.text;
    }
    if (wordCount(block.text) > 3) break;
    needed = 2;
  }
  return boxed?.text ?? null;
}

/**
 * A title without a label before a colon that names no dish ("Recipe: Apple Pie Bars", "Get the Recipe: …",
 * "MMM: …"): up to three words, none of them one that names a dish (`significant`).
 */
function withoutLabel(title: string): string {
  const colon = title.indexOf(":");
  if (colon <= 0) return title;
  const [label, rest] = [title.slice(0, colon), title.slice(colon + 1).trim()];
  return wordCount(label.trim()) <= 3 && significant(label).size === 0 && significant(rest).size > 0 ? rest : title;
}

/** A person's or a site's name: a few words, each with a capital (not an address, a date or a sentence). */
const NAME =
  /^[\p{Lu}\p{Lo}][\p{L}'’.&-]*(?:\s+(?:[\p{Lu}\p{Lo}][\p{L}'’.&-]*|&|and|und|et|y|e|van|von|de|der|den|di|da|le|la)){0,4}$/u;
/** What names no one: the address of the author's page, or a role the site's software fills in ("admin"). */
const NO_ONE = /^(?:https?:)?\/\/|^www\.|^(?:admin(?:istrator)?|editors?|staff|team|guest|user|unknown|redaktion)$/i;

/** The name in the page's first byline ("By Sam Carter · Updated March 3, 2025" is Sam Carter's). */
function bylineIn(blocks: Block[]): string | null {
  for (const block of blocks) {
    if ((block.kind !== "line" && block.kind !== "heading") || block.text.length > 80) continue;
    const byline = block.text.match(BYLINE);
    const name = byline?.slice(1).find(Boolean)?.split(AFTER_NAME)[0]?.trim();
    if (name && NAME.test(name) && !NO_ONE.test(name)) return name;
  }
  return null;
}

/** The headings that may name a page without a title or an <h1>. */
const SUBHEADING_TAGS = new Set(["h2", "h3", "h4"]);

function pageMetadata(page: Page, blocks: () => Block[]): Partial<RecipeDraft> & { siteName: string | null } {
  const titleElement = page.elements.find((element) => element.name === "title");
  // A page without a title of its own (a fragment, a post's part) and without an <h1> is named by its first heading.
  const untitled = !titleElement && !metaContent(page, "og:title");
  const headline =
    page.elements.find((element) => element.name === "h1" && textOf(element)) ??
    (untitled ? page.elements.find((element) => SUBHEADING_TAGS.has(element.name) && textOf(element)) : undefined);
  const ogSite = metaContent(page, "og:site_name", "application-name");
  const { dish: named } = dishAndSite(
    metaContent(page, "og:title") || (titleElement ? textOf(titleElement) : ""),
    page,
    ogSite,
    blocks,
  );
  const { site } = dishAndSite(
    titleElement ? textOf(titleElement) : metaContent(page, "og:title"),
    page,
    ogSite,
    blocks,
  );
  const heading = headline ? textOf(headline) : "";
  // The first heading, unless the page's own title says something else (a heading that is the site's logo or
  // "Search") or it is the site's name (a blog's over its post's heading). The title's dish may hold it whole in
  // words too short to compare one by one ("Phở bò Hà Nội" in "Cách làm phở bò Hà Nội").
  const titleWords = lowerWords(named);
  const ownWords = lowerWords(heading);
  const inTitle = ownWords.length > 0 && ` ${titleWords.join(" ")} `.includes(` ${ownWords.join(" ")} `);
  // Or each of its words (two or more) inside one of the title's, as Arabic joins the article to its word ("كبسة
  // اللحم" in "طريقة عمل الكبسة باللحم").
  const headingWords = ownWords.filter((word) => word.length >= 3);
  const wordsInTitle =
    headingWords.length >= 2 && headingWords.every((word) => titleWords.some((other) => other.includes(word)));
  const title =
    heading && (!named || sharesWord(heading, named) || inTitle || wordsInTitle) && letters(heading) !== letters(site)
      ? heading
      : named;
  const html = page.elements.find((element) => element.name === "html");
  const image = metaContent(
    page,
    "og:image",
    "og:image:url",
    "og:image:secure_url",
    "twitter:image",
    "twitter:image:src",
  );
  return {
    title,
    description: metaContent(page, "og:description", "description", "twitter:description") || null,
    language: (html && attr(html, "lang")) || metaContent(page, "og:locale", "content-language") || null,
    image: image ? absoluteUrl(image, page.url) : null,
    // Some pages give the address of the author's page here ("https://example.com/author/jo/"), which names no one.
    author:
      [metaContent(page, "author"), metaContent(page, "article:author")].find((name) => name && !NO_ONE.test(name)) ??
      null,
    siteName: ogSite || site || null,
  };
}

/**
 * How far around the markup's lines the page reader reads: the list's other groups before, its method after. Where
 * the page shows the markup's method, a little before the list (its heading, a group's title) and a little past the
 * method (`beforeList`, `afterMethod`), within the same bounds.
 */
const AROUND = { before: 60, after: 250, beforeList: 20, afterMethod: 5 } as const;

/**
 * Whether a page's line shows a marked-up step (its letters, `key`): as written, numbered ("5. Serve …") or as the
 * end of a paragraph that runs the method together; a short step ("Enjoy!") only as written.
 */
function showsStep(block: Block & { kind: "line" }, key: string): boolean {
  if (key === "") return false;
  // A long paragraph's letters only when its end may be the step's (the letters of a text's end are the end of its
  // letters): most long lines are the post around the recipe.
  if (block.text.length > 200) {
    const end = letters(block.text.slice(-24));
    if (!(end.length <= key.length ? key.endsWith(end) : end.endsWith(key))) return false;
  }
  const shown = lineLetters(block);
  return shown === key || (key.length >= 20 && shown.endsWith(key));
}

/**
 * The part of the page where the markup's recipe is shown: from a little before the first of its ingredient lines
 * the page shows as they are to well after the last (the method follows the list), or, where the page shows the
 * markup's last step after the list, to a few lines past it (and past the further lines of the box the page's class
 * names call the method's: the markup may give only its first part): the comments, links and teasers under a recipe
 * are most of a page's lines, and the list and method the markup is checked against are read the same without them
 * (ADR 011, ninth round). Where fewer than two ingredient lines are found, from well before the method the page
 * shows to a few lines past it, or else the whole page. The page reader reads only that part when it checks and
 * completes markup, which on a long page is most of the import's work.
 */
export function aroundMarkup(
  blocks: Block[],
  recipe: Pick<RecipeDraft, "ingredients" | "instructions">,
): [number, number] {
  const marked = new Set(recipe.ingredients.flatMap((section) => section.items).map(letters));
  const steps = recipe.instructions.flatMap((section) => section.steps);
  const [firstStep, lastStep] = [letters(steps[0] ?? ""), letters(steps.at(-1) ?? "")];
  let first = -1;
  let last = -1;
  let methodStart = -1;
  let methodEnd = -1;
  blocks.forEach((block, index) => {
    if (block.kind !== "line") return;
    if (methodStart === -1 && showsStep(block, firstStep)) methodStart = index;
    // The last place the page shows it, should it show the method twice.
    if (showsStep(block, lastStep)) methodEnd = index;
    if (block.text.length > 200 || !marked.has(lineLetters(block))) return;
    if (first === -1) first = index;
    last = index;
  });
  if (first === last) {
    // The list not shown as the markup writes it: the method, where shown, says where the recipe is.
    if (methodStart === -1 || methodEnd <= methodStart) return [0, blocks.length];
    const opens = first === -1 ? methodStart : Math.min(first, methodStart);
    return [Math.max(0, opens - AROUND.before), Math.min(blocks.length, methodEnd + AROUND.afterMethod + 1)];
  }
  if (methodEnd <= last) return [Math.max(0, first - AROUND.before), Math.min(blocks.length, last + AROUND.after)];
  // The page's method box goes on past the markup's last step where the markup gave only its first part: the window
  // takes the box's further lines (its class names say they are the method's), over the headings of its parts.
  for (let at = methodEnd + 1; at < blocks.length; at++) {
    const block = blocks[at] as Block;
    if (block.kind === "line" && block.hint !== "instructions") break;
    if (block.kind === "line") methodEnd = at;
  }
  // A method whose first step the page shows above the list is read from there.
  const listStart = first - AROUND.beforeList;
  const opens =
    methodStart !== -1 && methodStart < first ? Math.min(listStart, methodStart - AROUND.afterMethod) : listStart;
  return [
    Math.max(0, first - AROUND.before, opens),
    Math.min(blocks.length, last + AROUND.after, methodEnd + AROUND.afterMethod + 1),
  ];
}

/** `weights`: the page reader's line weights (the learned ones unless a benchmark compares others). */
type ExtractOptions = { timings?: StageTimings; weights?: LineWeights };

export function extractRecipe(html: string, url: URL, options: ExtractOptions = {}): Extraction | null {
  const timings = options.timings ?? new StageTimings();
  const page = timings.measure("parse", () => parsePage(html, url));
  return timings.measure("cascade", () => readPage(page, url, options.weights));
}

function readPage(page: Page, url: URL, weights?: LineWeights): Extraction | null {
  const { nodes, index } = jsonLdRecipes(page);
  const structured: [ImportStage, RecipeDraft[]][] = [
    ["json-ld", nodes.map((node) => fromSchemaRecipe(node, index, url))],
    ["microdata", microdataRecipes(page).map((node) => fromSchemaRecipe(node, new Map(), url))],
    ["rdfa", rdfaRecipes(page).map((node) => fromSchemaRecipe(node, new Map(), url))],
  ];
  let stage: ImportStage = "heuristics";
  let recipe: RecipeDraft | null = null;
  // A Recipe in the markup with neither ingredients nor steps still names the dish, its yield and times.
  let described: RecipeDraft | undefined;
  const named = namesPage(page);
  for (const [name, recipes] of structured) {
    const found = richest(recipes, named);
    described ??= recipes[0];
    if (!found) continue;
    if (!recipe) {
      recipe = found;
      stage = name;
    } else recipe = fillFrom(recipe, found);
  }
  recipe ??= described ?? null;
  let blocks: Block[] | undefined;
  const readBlocks = () => {
    blocks ??= pageBlocks(page);
    return blocks;
  };
  let lists: LinesReading | undefined;
  const readLists = () => {
    if (!lists) {
      const all = readBlocks();
      const [from, to] = recipe ? aroundMarkup(all, recipe) : [0, all.length];
      const read = readPageLists(from === 0 && to === all.length ? all : all.slice(from, to), weights);
      const shift = ([first, last]: [number, number]): [number, number] =>
        first === -1 ? [first, last] : [first + from, last + from];
      lists = { ...read, ingredientLines: shift(read.ingredientLines), stepLines: shift(read.stepLines) };
    }
    return lists;
  };
  // Markup of another dish than the page shows (a teaser's, another page's): the page's own recipe instead, where the
  // page names not the markup's dish, shows none of its lines, and lists other foods in a recipe of its own.
  if (
    recipe &&
    recipe.ingredients.length > 0 &&
    !named(recipe.title) &&
    !showsAny(readBlocks(), recipe) &&
    isRecipe(readLists()) &&
    !sameFoods(recipe.ingredients, readLists().ingredients)
  ) {
    recipe = null;
    stage = "heuristics";
    lists = undefined;
  }
  if (recipe && recipe.ingredients.length > 0) {
    recipe = stepsAsShown(
      asShown(recipe, readBlocks(), readLists().ingredients),
      readLists().instructions,
      readBlocks(),
    );
  }
  // Whether the ingredients are the page reader's alone (no markup had them).
  const listFromPage = !recipe || recipe.ingredients.length === 0;
  if (!recipe || recipe.ingredients.length === 0 || recipe.instructions.length === 0) {
    // Without markup the page reader's lists must show a recipe by themselves; with it, they fill what it lacks.
    let read = readLists();
    // A page that shows no recipe outside its forms may show it inside one: some sites wrap the whole page in a form.
    if (!recipe && !isRecipe(read) && formsAsBoxes(page)) {
      blocks = undefined;
      lists = undefined;
      read = readLists();
    }
    if (recipe || isRecipe(read)) {
      recipe = fillFrom(recipe ?? { ...EMPTY_DRAFT }, {
        ingredients: read.ingredients,
        instructions: read.instructions,
      });
    }
  }
  if (!recipe || !hasContent(recipe)) return null;
  recipe = { ...recipe, instructions: stepsByNumber(recipe.instructions) };
  // A yield or time the markup left out (or a page without markup): the page's labels ("Serves 4", "Prep 10 min").
  if ([recipe.yields, recipe.prepMinutes, recipe.cookMinutes, recipe.totalMinutes].includes(null)) {
    // Not past the method's end where other recipes' cards follow it (theirs are "Prep: 5 mins", "Serves: 10"), or
    // its comments.
    const all = readBlocks();
    const method = lists?.stepLines[1] ?? -1;
    const end =
      method === -1
        ? -1
        : all.findIndex((block, at) => at > method && block.kind === "heading" && endsRecipe(block.text));
    recipe = fillFrom(recipe, labelledValues(end === -1 ? all : all.slice(0, end)));
  }
  recipe = withWholeTime(recipe);
  const { siteName, ...metadata } = pageMetadata(page, readBlocks);
  // Read from the page alone, the recipe is named as its card names it, or else as the page is; a label before the
  // name is the page's, not the dish's (the markup's name is the site's own).
  if (!recipe.title) {
    const listStart = lists?.ingredientLines[0] ?? -1;
    const groups = new Set(recipe.ingredients.flatMap((group) => (group.title ? [letters(group.title)] : [])));
    const card =
      listStart !== -1 && metadata.title && cardTitle(readBlocks(), listStart, metadata.title, siteName, groups);
    const title = card || metadata.title;
    if (!title) return null;
    recipe = { ...recipe, title: withoutLabel(title) };
  }
  recipe = fillFrom(recipe, metadata);
  // A recipe that names no author is the one the page credits in its first byline, or else the site's own.
  if (!recipe.author) recipe = { ...recipe, author: bylineIn(readBlocks()) ?? siteName };
  return { recipe, stage, siteName, uncertain: uncertainParts(recipe, listFromPage) };
}
