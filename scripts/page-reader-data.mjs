// The page reader's lines on every page of the import corpus, labelled by the corpus's expected recipe: a line is an
// ingredient when it is one of the expected ingredient lines (after the scorer's normalisation, allowing small
// differences), a step when its words run in the expected method, else neither. Used by the training script
// (scripts/train-page-reader.mjs) and for looking at single build cases; the labels are approximate by nature.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Element, Text } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { manifestOf, partOf, siteOf } from "./corpus-split.mjs";
import { importFromApp } from "./import-ts.mjs";

export const loadReader = (app = "app") =>
  importFromApp(
    `export { parsePage } from "~/domain/import/page"; export { pageBlocks } from "~/domain/import/page-blocks";
    export { pageLines } from "~/domain/import/heuristics";
    export { lineFeatureVectors, readRecipeLines, lineScores, FEATURES, HAND_SET_WEIGHTS } from "~/domain/import/recipe-lines";`,
    app,
  );

const { normText } = await import(resolve("../shared/import-corpus/score.mjs"));

function similarity(a, b) {
  if (a === b) return 1;
  if (!a || !b) return 0;
  const long = a.length > b.length ? a : b;
  const short = a.length > b.length ? b : a;
  if (long.includes(short)) return short.length / long.length;
  // Shared words, for lines that differ only in a word or two.
  const wordsA = new Set(a.split(" "));
  const wordsB = b.split(" ");
  return (2 * wordsB.filter((word) => wordsA.has(word)).length) / (wordsA.size + wordsB.length);
}

/** Labels for a page's lines: 1 ingredient, 2 step, 0 neither, -1 heading. */
export function labelLines(lines, expected) {
  const ingredients = (expected.ingredients ?? []).map(normText).filter(Boolean);
  const method = normText((expected.instructions_list ?? []).join(" "));
  const methodWords = new Set(method.split(" "));
  return lines.map((line) => {
    if (line.heading !== undefined) return -1;
    const text = normText(line.text);
    if (!text) return 0;
    if (ingredients.some((ingredient) => similarity(text, ingredient) >= 0.8)) return 1;
    const words = text.split(" ");
    if (words.length >= 3) {
      const found = words.filter((word) => methodWords.has(word)).length / words.length;
      const run = words.length >= 4 ? method.includes(words.slice(0, 4).join(" ")) : method.includes(text);
      if (found >= 0.85 && run) return 2;
    }
    return 0;
  });
}

/** The page without its recipe markup: JSON-LD blocks and microdata/RDFa attributes gone (not Open Graph's). */
export const stripMarkup = (html) =>
  html
    .replace(/<script[^>]*ld\+json[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/\s(?:itemscope|itemtype|itemprop|typeof|vocab)(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?/gi, "")
    .replace(/\sproperty=(?:"(?!og:|article:|twitter:|fb:)[^"]*"|'(?!og:|article:|twitter:|fb:)[^']*')/gi, "");

const HEADING_WORDS =
  /(?<=>\s*)(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|instructions?|directions?|method|preparation|zubereitung|préparation|preparación|preparazione|bereiding|steps)(?=\s*:?\s*<)/gi;

/** Headings for the two lists in languages the vocabulary knows and does not know, one pair per page. */
const FOREIGN_HEADINGS = [
  ["Ingrediënten", "Bereiding"],
  ["Ingrédients", "Préparation"],
  ["Ingredienser", "Fremgangsmåde"],
  ["Υλικά", "Εκτέλεση"],
  ["Malzemeler", "Yapılışı"],
  ["Ingredientes", "Modo de preparo"],
  ["Suroviny", "Postup"],
  ["Składniki", "Sposób przygotowania"],
];
const INGREDIENT_WORDS = /^(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten)$/i;

/** A page's fixed choice among a variant's options, by its case id. */
const idHash = (id) => [...id].reduce((sum, char) => sum + char.charCodeAt(0), 0);

/** The page's headings for the ingredients and the method, in other words. */
const withHeadings = (html, [ingredients, method]) =>
  html.replace(HEADING_WORDS, (word) => (INGREDIENT_WORDS.test(word) ? ingredients : method));

/** The Recipe nodes of a JSON-LD value (top level, @graph, arrays). */
function recipeNodes(value, out = []) {
  if (Array.isArray(value)) for (const item of value) recipeNodes(item, out);
  else if (value && typeof value === "object") {
    const types = [value["@type"]].flat().map((type) => String(type).toLowerCase());
    if (types.includes("recipe")) out.push(value);
    if (value["@graph"]) recipeNodes(value["@graph"], out);
  }
  return out;
}

/** The texts of a recipe's steps in every shape JSON-LD gives them (strings, HowToStep, HowToSection, lists). */
function stepTexts(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stepTexts);
  if (value && typeof value === "object") {
    if (value.itemListElement) return stepTexts(value.itemListElement);
    return typeof value.text === "string" ? [value.text] : [];
  }
  return [];
}

/** Every step of eight words or more cut after half its words, as a feed that shortens texts does ("Den Teig …"). */
function cutSteps(node) {
  let cut = false;
  const shorten = (text) => {
    const words = text.trim().split(/\s+/);
    if (words.length < 8) return text;
    cut = true;
    return `${words.slice(0, Math.ceil(words.length / 2)).join(" ")} …`;
  };
  const visit = (value) => {
    if (typeof value === "string") return shorten(value);
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === "object") {
      if (value.itemListElement) value.itemListElement = visit(value.itemListElement);
      else if (typeof value.text === "string") value.text = shorten(value.text);
    }
    return value;
  };
  node.recipeInstructions = visit(node.recipeInstructions);
  return cut;
}

/**
 * The first part of a method as a site's software may mark it up: its first section of steps, or the first 40 % of
 * its steps where it has no sections.
 */
function firstSteps(instructions) {
  const list = Array.isArray(instructions) ? instructions : [instructions];
  const sections = list.filter((item) => item && typeof item === "object" && item.itemListElement);
  if (sections.length >= 2) return [sections[0]];
  const steps = list.length >= 3 ? list : stepTexts(instructions);
  return steps.slice(0, Math.ceil(steps.length * 0.4));
}

/**
 * What a site's software gets wrong in its JSON-LD, as issue 23 lists it: only the first group of the ingredients
 * ("first"), every line split at its commas ("commas"), no steps ("nosteps"), steps cut short ("stepcut") or run
 * together into one ("stepsmerged"), only the method's first part ("firststeps"), neither ingredients nor steps
 * ("meta": the markup names the dish, its times and yield only), lines shortened to what a database keeps
 * ("short": notes in brackets and after commas dropped, a decimal comma kept). Null when the page's JSON-LD has
 * nothing to damage.
 */
function damageJsonLd(html, kind) {
  let damaged = false;
  const out = html.replace(/(<script[^>]*ld\+json[^>]*>)([\s\S]*?)(<\/script>)/gi, (whole, open, body, close) => {
    let value;
    try {
      value = JSON.parse(body);
    } catch {
      return whole;
    }
    for (const node of recipeNodes(value)) {
      const lines = Array.isArray(node.recipeIngredient) ? node.recipeIngredient.map(String) : null;
      if (kind === "first" && lines && lines.length >= 4) {
        node.recipeIngredient = lines.slice(0, Math.ceil(lines.length * 0.4));
        damaged = true;
      } else if (kind === "commas" && lines?.some((line) => line.includes(","))) {
        node.recipeIngredient = lines.flatMap((line) => line.split(","));
        damaged = true;
      } else if (kind === "short" && lines?.some((line) => /[(,]/.test(line))) {
        node.recipeIngredient = lines.map((line) =>
          line
            .replace(/\s*\([^)]*\)/g, "")
            .replace(/(?:(?<!\d),|,(?!\d)).*$/, "")
            .trim(),
        );
        damaged = true;
      } else if (kind === "stepcut" && node.recipeInstructions && cutSteps(node)) {
        damaged = true;
      } else if (kind === "stepsmerged" && stepTexts(node.recipeInstructions).length >= 2) {
        node.recipeInstructions = stepTexts(node.recipeInstructions).join(" ");
        damaged = true;
      } else if (kind === "firststeps" && stepTexts(node.recipeInstructions).length >= 3) {
        node.recipeInstructions = firstSteps(node.recipeInstructions);
        damaged = true;
      } else if (kind === "nosteps" && node.recipeInstructions) {
        delete node.recipeInstructions;
        damaged = true;
      } else if (kind === "meta" && (lines || node.recipeInstructions)) {
        delete node.recipeIngredient;
        delete node.ingredients;
        delete node.recipeInstructions;
        damaged = true;
      }
    }
    return `${open}${JSON.stringify(value)}${close}`;
  });
  return damaged ? out : null;
}

const AMOUNT_AND_UNIT =
  /^((?:\d+(?:[.,/]\d+)?|[½⅓⅔¼¾⅛])(?:\s*[½⅓⅔¼¾⅛]|\s+\d+\/\d+)?(?:\s*[-–]\s*\d+(?:[.,/]\d+)?)?(?:\s*(?:g|kg|mg|ml|cl|dl|l|oz|lbs?|pounds?|cups?|tbsps?|tsps?|tablespoons?|teaspoons?|el|tl|cloves?|cans?|pinch|bunch|slices?|stück|prisen?|zehen?|bund|dosen?|päckchen|becher)\b\.?)?)\s+(\S.{1,80})$/i;
/**
 * An ingredient line with its amount last, as some sites write them: "Mehl: 250 g" or "Mehl 250 g". The page's list
 * items and the expected lines go through this alike, so a line is rewritten on both sides or on neither: a checkbox's
 * glyph before it ("▢ 3 tbsp. Buttermilk", a recipe card's) is not part of it, and long lines are left as they are.
 */
function amountLast(line, id) {
  const text = line
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[^\p{L}\p{N}½⅓⅔¼¾⅛]+/u, "");
  const match = text.split(" ").length <= 12 && text.match(AMOUNT_AND_UNIT);
  if (!match) return line;
  const colon = idHash(id) % 2 === 0;
  return `${match[2]}${colon ? ":" : ""} ${match[1]}`;
}

/** Every list item that is a line with its amount first written amount last (amountLast). */
function amountsLast(html, id) {
  const document = parseDocument(html);
  for (const item of DomUtils.getElementsByTagName("li", document)) {
    const text = DomUtils.textContent(item);
    const rewritten = amountLast(text, id);
    if (rewritten !== text) DomUtils.replaceElement(item, new Element("li", {}, [new Text(rewritten)]));
  }
  return DomUtils.getOuterHTML(document);
}

/**
 * Every list most of whose items open with an amount as a table of two columns, amount (and unit) and the rest
 * ("<td>200 g</td><td>Mehl</td>"), as many German and Dutch sites set out their ingredients; an item without an amount
 * keeps its first cell empty. Null when no list is.
 */
function listsAsTables(html) {
  const document = parseDocument(html);
  let changed = false;
  for (const list of DomUtils.findAll((node) => node.name === "ul" || node.name === "ol", document.children)) {
    const items = list.children.filter((child) => child.name === "li");
    const split = items.map((item) => DomUtils.textContent(item).replace(/\s+/g, " ").trim().match(AMOUNT_AND_UNIT));
    if (items.length < 2 || split.filter(Boolean).length * 2 <= items.length) continue;
    const rows = items.map((item, at) => {
      const [amount, rest] = split[at] ? [split[at][1], split[at][2]] : ["", DomUtils.textContent(item).trim()];
      return elementOf("tr", [elementOf("td", amount ? [new Text(amount)] : []), elementOf("td", [new Text(rest)])]);
    });
    DomUtils.replaceElement(list, elementOf("table", [elementOf("tbody", rows)]));
    changed = true;
  }
  return changed ? DomUtils.getOuterHTML(document) : null;
}

/** Microdata's Recipe without its lines and steps (name, times, yield, image kept), as some sites mark it up. */
const LINES_AND_STEPS = /\sitemprop=(["'])(?:recipeIngredient|ingredients|recipeInstructions|instructions)\1/g;
function microdataMeta(html) {
  if (!/itemtype=["'][^"']*schema\.org\/Recipe/i.test(html) || !html.match(LINES_AND_STEPS)) return null;
  return html.replace(/<script[^>]*ld\+json[^>]*>[\s\S]*?<\/script>/gi, "").replace(LINES_AND_STEPS, "");
}

/** The words of an ingredient line that name its food (four letters or more, its amount and unit aside). */
const foodWords = (line) =>
  (line.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter(
    (word) =>
      !/^(?:cups?|tablespoons?|teaspoons?|ounces?|pounds?|grams?|gramm|esslöffel|teelöffel|prisen?|stücke?|päckchen|dosen?|zehen?|scheiben?|large|small|medium|fresh|frisch|kleine?|große?|mittelgroße?|chopped|gehackt|optional|nach|geschmack|taste)$/.test(
        word,
      ),
  );

/**
 * The elements that show the expected steps, one per step where one element holds exactly that step's text (the
 * deepest such element), in the order of the steps; steps no single element shows are left out.
 */
function stepElements(document, steps) {
  const wanted = new Map(steps.map((step, index) => [normText(step), index]));
  const found = new Map();
  for (const element of DomUtils.findAll(() => true, document.children)) {
    if (["script", "style", "template", "head", "title"].includes(element.name)) continue;
    const index = wanted.get(normText(DomUtils.textContent(element)));
    // findAll walks parents before their children: the deepest element holding the step wins.
    if (index !== undefined) found.set(index, element);
  }
  return [...found.entries()].sort(([a], [b]) => a - b).map(([index, element]) => ({ index, element }));
}

const elementOf = (name, children, attribs = {}) => {
  const element = new Element(name, attribs, children);
  for (const child of children) child.parent = element;
  return element;
};
const listOf = (lines) =>
  elementOf(
    "ul",
    lines.map((line) => elementOf("li", [new Text(line)])),
  );

/**
 * How German recipe sites (and others) set out a method, made from a page's own steps: each step with its own
 * ingredients listed before it, the full list kept ("interleaved", as a supermarket's recipe pages do); each step
 * under a heading of its own, "Schritt 1" on German pages, "Step 1" on others ("stepheadings"); each step a box after a
 * box with its number, no list around them, as page builders set a method out ("stepnumbers"); every step in one
 * paragraph, as old blogs and hand-written pages run a method together ("onepara"). Null when the page
 * shows fewer than half its steps as elements of their own.
 */
function rewriteMethod(html, variant, expected, german) {
  const document = parseDocument(html);
  const steps = expected.instructions_list ?? [];
  const elements = stepElements(document, steps);
  if (steps.length === 0 || elements.length * 2 < steps.length) return null;
  const placed = new Set();
  // A part's name among the steps ("For the Cake", "Make the Dough:") gets no number.
  const numbered = elements.filter(({ index }) => !/:$|^(?:\S+\s+){0,5}\S+(?<![.!?])$/.test(steps[index].trim()));
  for (const [order, { index, element }] of (variant === "stepnumbers" || variant === "onepara"
    ? numbered
    : elements
  ).entries()) {
    let inserted;
    if (variant === "interleaved") {
      const text = normText(steps[index]);
      const own = (expected.ingredients ?? []).filter((line) => {
        if (placed.has(line)) return false;
        const words = foodWords(line);
        return words.length > 0 && words.some((word) => text.includes(word.slice(0, Math.max(4, word.length - 2))));
      });
      if (own.length === 0) continue;
      for (const line of own) placed.add(line);
      inserted = listOf(own);
    } else if (variant === "stepheadings") {
      inserted = elementOf("h3", [new Text(`${german ? "Schritt" : "Step"} ${order + 1}`)]);
    }
    // The outermost element that shows the step alone; its list item when a number is all else the item shows (the
    // ingredients are listed at the item's start, not inside a line of it).
    let holder = element;
    while (holder.parent?.type === "tag" && normText(DomUtils.textContent(holder.parent)) === normText(steps[index])) {
      holder = holder.parent;
    }
    let item = holder.parent;
    for (let up = 0; up < 4 && item?.type === "tag" && item.name !== "li"; up++) item = item.parent;
    if (
      item?.type === "tag" &&
      item.name === "li" &&
      /^\W*(?:\d{1,2}|step|schritt)?\W*$/i.test(
        normText(DomUtils.textContent(item)).replace(normText(steps[index]), ""),
      )
    ) {
      holder = item;
    }
    if (variant === "onepara") {
      // The first step's place holds every step, one paragraph; the others' are emptied.
      if (order === 0) {
        const all = numbered.map(({ element }) => DomUtils.textContent(element).replace(/\s+/g, " ").trim());
        DomUtils.replaceElement(holder, elementOf("p", [new Text(all.join(" "))]));
      } else DomUtils.removeElement(holder);
    } else if (variant === "stepnumbers") {
      DomUtils.replaceElement(
        holder,
        elementOf("div", [
          elementOf("div", [new Text(String(order + 1))]),
          elementOf("div", [
            new Text(
              DomUtils.textContent(holder)
                .replace(/\s+/g, " ")
                .trim()
                .replace(/^\d{1,2}\W*\s/, ""),
            ),
          ]),
        ]),
      );
    } else if (holder.name === "li") {
      const element = holder;
      // Inside the step's list item, so that the numbered list stays one list.
      const text = elementOf("p", element.children);
      element.children = [inserted, text];
      inserted.parent = element;
      text.parent = element;
    } else DomUtils.prepend(holder, inserted);
  }
  // A numbered list whose steps are all boxes now is a box too.
  if (variant === "stepnumbers") {
    for (const list of DomUtils.findAll((node) => node.name === "ol" || node.name === "ul", document.children)) {
      if (!list.children.some((child) => child.name === "li")) list.name = "div";
    }
  }
  return DomUtils.getOuterHTML(document);
}

/**
 * A page's lists and headings as sites without a theme's markup set them out. "flat": every list one paragraph with
 * its items on lines of their own (`<br>`), every heading below the title a paragraph in bold, as old blogs and
 * hand-written pages do. "divs": lists and their items, and those headings, plain `<div>`s, as page builders do.
 */
function flattenBlocks(html, variant) {
  const document = parseDocument(html);
  for (const list of DomUtils.findAll((element) => element.name === "ul" || element.name === "ol", document.children)) {
    if (variant === "divs") {
      for (const child of list.children) if (child.type === "tag" && child.name === "li") child.name = "div";
      list.name = "div";
      continue;
    }
    // Each run of items one paragraph, each item as the words it shows (a hand-written line has no boxes for its
    // amount and food). What a list holds besides items (<ol><div>step</div>…</ol>, a <span> of paragraphs, as some
    // themes write them) stays as it is.
    const children = [];
    let run = null;
    for (const child of list.children) {
      if (child.type === "tag" && child.name === "li") {
        if (run) run.push(new Element("br", {}));
        else {
          run = [];
          children.push(run);
        }
        run.push(new Text(DomUtils.textContent(child).replace(/\s+/g, " ").trim()));
      } else if (child.type !== "text" || child.data.trim()) {
        run = null;
        children.push(child);
      }
    }
    DomUtils.replaceElement(
      list,
      elementOf(
        "div",
        children.map((child) => (Array.isArray(child) ? elementOf("p", child) : child)),
      ),
    );
  }
  for (const heading of DomUtils.findAll((element) => /^h[2-6]$/.test(element.name), document.children)) {
    if (variant === "flat") DomUtils.replaceElement(heading, elementOf("p", [elementOf("b", heading.children)]));
    else heading.name = "div";
  }
  return DomUtils.getOuterHTML(document);
}

/** Headings for the two lists in other words than "Zutaten" and "Zubereitung" (or "Ingredients" and "Method"). */
const OTHER_WORDS = {
  german: [
    ["Das brauchst du", "So geht's"],
    ["Einkaufsliste", "Und so wird's gemacht"],
    ["Du brauchst", "Arbeitsschritte"],
    ["Zutaten für 4 Personen", "Schritt für Schritt"],
    ["Was du brauchst", "Los geht's"],
    ["Für 4 Portionen", "Anleitung"],
  ],
  other: [
    ["What you need", "How to make it"],
    ["Shopping list", "Let's cook"],
    ["You'll need", "Step by step"],
    ["For 4 servings", "Making it"],
  ],
};

/** The recipe a disguised page should give: its ingredient lines written as the variant wrote them. */
export function expectedFor(expected, variant, id) {
  if (variant !== "nameamount") return expected;
  return { ...expected, ingredients: (expected.ingredients ?? []).map((line) => amountLast(line, id)) };
}

/**
 * What a page loses before it is read, to see how the reader does on pages unlike the corpus's: "strip" its recipe
 * markup, "bare" also its class and id names, "foreign" also the words of its headings for the ingredients and the
 * method (as on a site in a language the vocabulary does not know), "noheadings" those words left out (a one-page
 * site that names neither list), "translated" those headings in one of eight other languages instead, "nameamount"
 * its list items' amounts after their names ("Mehl: 250 g", "Mehl 250 g"), "flat" and "divs" its lists and headings
 * as paragraphs and plain boxes (flattenBlocks), "tables" its lists of amounts as tables of amounts and foods
 * (listsAsTables); "jsonld-first|commas|short|nosteps|stepcut|stepsmerged|firststeps|meta" damage its JSON-LD
 * (damageJsonLd) and keep the rest; "micro-meta" keeps of its microdata all but the lines and steps (and drops its
 * JSON-LD). Null when the variant does not apply to the page.
 */
export function disguise(html, variant, id = "", expected = {}, german = false) {
  if (variant === "normal") return html;
  if (variant.startsWith("jsonld-")) return damageJsonLd(html, variant.slice("jsonld-".length));
  if (variant === "micro-meta") return microdataMeta(html);
  let out = stripMarkup(html);
  if (variant === "interleaved" || variant === "stepheadings" || variant === "stepnumbers" || variant === "onepara") {
    return rewriteMethod(out, variant, expected, german);
  }
  if (variant === "otherwords") {
    const choices = OTHER_WORDS[german ? "german" : "other"];
    return withHeadings(out, choices[idHash(id) % choices.length]);
  }
  if (variant === "nameamount") out = amountsLast(out, id);
  if (variant === "tables") return listsAsTables(out);
  if (variant === "flat" || variant === "divs") return flattenBlocks(out, variant);
  if (variant === "bare" || variant === "foreign" || variant === "translated" || variant === "noheadings") {
    out = out.replace(/\s(?:class|id)=(?:"[^"]*"|'[^']*')/gi, "");
  }
  if (variant === "foreign") out = out.replace(HEADING_WORDS, "Xqzv");
  if (variant === "noheadings") out = out.replace(HEADING_WORDS, "");
  if (variant === "translated") out = withHeadings(out, FOREIGN_HEADINGS[idHash(id) % FOREIGN_HEADINGS.length]);
  return out;
}

/**
 * Every case of a corpus as `variant` disguises its page: id, manifest entry, expected recipe (as the variant changes
 * it) and page; cases the variant cannot make are left out.
 */
export function variantCases(corpus, variant) {
  const manifest = manifestOf(corpus);
  const cases = [];
  for (const id of readdirSync(join(corpus, "cases")).sort()) {
    const meta = manifest.get(id) ?? {};
    const expected = expectedFor(
      JSON.parse(readFileSync(join(corpus, "cases", id, "expected.json"), "utf8")),
      variant,
      id,
    );
    const html = disguise(
      readFileSync(join(corpus, "cases", id, "page.html"), "utf8"),
      variant,
      id,
      expected,
      !!meta.german,
    );
    if (html !== null) cases.push({ id, meta, expected, html });
  }
  return cases;
}

/** Every case of the corpus with its part, its reader lines and their labels. */
export async function corpusLines(reader, corpus = "../shared/import-corpus", variant = "normal") {
  return variantCases(corpus, variant).map(({ id, meta, expected, html }) => {
    const page = reader.parsePage(html, new URL(meta.original_url ?? `https://${siteOf(id, meta)}/`));
    const lines = reader.pageLines(reader.pageBlocks(page));
    return { id, part: partOf(siteOf(id, meta)), meta, expected, lines, labels: labelLines(lines, expected) };
  });
}
