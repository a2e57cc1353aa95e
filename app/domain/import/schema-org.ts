import type { RecipeDraft, Section } from "~/domain/recipes/draft";
import { absoluteUrl, plainLines, plainText, squash } from "./page";
import { durationMinutes } from "./values";

/**
 * schema.org Recipe data, wherever it came from (JSON-LD, or microdata and RDFa read into the same shape), turned into
 * the importer's recipe. Pages publish every field in several shapes: a string, an array, an object with a name or a
 * URL, a reference to another node by "@id"; each reader here accepts all of them.
 */
export type SchemaNode = Record<string, unknown>;

/** Resolves `{"@id": …}` references to the node of that id elsewhere on the page. */
export type NodeIndex = Map<string, SchemaNode>;

const isNode = (value: unknown): value is SchemaNode =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

export const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** The local names of a node's types, lower-cased: "http://schema.org/Recipe" and "schema:Recipe" are "recipe". */
export function typesOf(node: SchemaNode): string[] {
  return asList(node["@type"] ?? node.type)
    .filter((type): type is string => typeof type === "string")
    .map((type) =>
      type
        .replace(/^.*[/#:]/, "")
        .trim()
        .toLowerCase(),
    );
}

function resolve(value: unknown, index: NodeIndex): unknown {
  if (!isNode(value)) return value;
  const id = value["@id"];
  if (typeof id === "string" && Object.keys(value).length === 1) return index.get(id) ?? value;
  return value;
}

/** The first usable text of a value: a string, a number, or an object's name / text / value. */
function textOf(value: unknown, index: NodeIndex): string {
  for (const item of asList(value)) {
    const resolved = resolve(item, index);
    if (typeof resolved === "string" || typeof resolved === "number") {
      const text = plainText(String(resolved));
      if (text) return text;
    } else if (isNode(resolved)) {
      const text = textOf(resolved.name ?? resolved.text ?? resolved["@value"] ?? resolved.value, index);
      if (text) return text;
    }
  }
  return "";
}

const orNull = (text: string) => text || null;

function allTexts(value: unknown, index: NodeIndex): string[] {
  return asList(value)
    .flatMap((item) => {
      const resolved = resolve(item, index);
      if (typeof resolved === "string") return resolved.split(/\s*,\s*/);
      return [textOf(resolved, index)];
    })
    .map(squash)
    .filter(Boolean);
}

const joinUnique = (texts: string[]) => orNull([...new Set(texts)].join(", "));

function imageOf(value: unknown, index: NodeIndex, base: URL): string | null {
  for (const item of asList(value)) {
    const resolved = resolve(item, index);
    if (typeof resolved === "string") {
      const url = absoluteUrl(resolved, base);
      if (url) return url;
    } else if (Array.isArray(resolved)) {
      const url = imageOf(resolved, index, base);
      if (url) return url;
    } else if (isNode(resolved)) {
      const url = imageOf(resolved.url ?? resolved.contentUrl ?? resolved["@id"], index, base);
      if (url) return url;
    }
  }
  return null;
}

/** Ingredient lines: strings (one line each, or several in one string), objects with a name or text. */
function ingredientLines(value: unknown, index: NodeIndex): string[] {
  return asList(value).flatMap((item): string[] => {
    const resolved = resolve(item, index);
    if (Array.isArray(resolved)) return ingredientLines(resolved, index);
    if (typeof resolved === "string") return plainLines(resolved);
    if (isNode(resolved)) {
      // A ListItem may hold its line as its `item` ({ "@type": "ListItem", "item": "200 g Mehl" }).
      const nested =
        resolved.recipeIngredient ??
        resolved.itemListElement ??
        ((resolved.text ?? resolved.name) ? undefined : resolved.item);
      if (nested !== undefined) return ingredientLines(nested, index);
      // data-vocabulary.org's RecipeIngredient gives its amount apart from its name ("1 cup" | "butter").
      const text = [resolved.amount, resolved.text ?? resolved.name]
        .map((part) => textOf(part, index))
        .filter(Boolean)
        .join(" ");
      return text ? [text] : [];
    }
    return [];
  });
}

/** A method's text as lines, hard-wrapped ones ("…then whisk to" / "combine.") put back together. */
function stepLines(text: string): string[] {
  // Each line's pieces, joined once at the end: a line grown and tested again at every piece took time by the square
  // of its length (a method's text of 2,000,000 characters in lower-case lines: two minutes).
  const lines: string[][] = [];
  for (const line of plainLines(text)) {
    const last = lines.at(-1);
    if (last !== undefined && !/[.!?:;]$/.test(last.at(-1) as string) && /^\p{Ll}/u.test(line)) last.push(line);
    else lines.push([line]);
  }
  return lines.map((pieces) => pieces.join(" "));
}

/** Instructions in every published shape: text, lists, HowToStep, HowToSection, ItemList, nested arrays. */
function instructionSections(value: unknown, index: NodeIndex): Section<"steps">[] {
  const sections: Section<"steps">[] = [];
  let loose: string[] = [];
  const flush = () => {
    if (loose.length > 0) sections.push({ title: null, steps: loose });
    loose = [];
  };
  const visit = (item: unknown, depth: number) => {
    const resolved = resolve(item, index);
    if (typeof resolved === "string") {
      for (const line of stepLines(resolved)) loose.push(line);
      return;
    }
    if (Array.isArray(resolved)) {
      for (const child of resolved) visit(child, depth);
      return;
    }
    if (!isNode(resolved)) return;
    const children = resolved.itemListElement ?? resolved.steps;
    const types = typesOf(resolved);
    if (children !== undefined && depth < 4) {
      const title = types.includes("howtosection") ? textOf(resolved.name, index) : "";
      if (title) {
        flush();
        const before = sections.length;
        for (const child of asList(children)) visit(child, depth + 1);
        flush();
        // The steps just read belong to this section.
        const steps = sections.splice(before).flatMap((section) => section.steps);
        if (steps.length > 0) sections.push({ title, steps });
      } else {
        for (const child of asList(children)) visit(child, depth + 1);
      }
      return;
    }
    // A ListItem may hold its step as its `item` ({ "@type": "ListItem", "item": { "@type": "HowToStep", … } }).
    const text = resolved.text ?? resolved.description ?? resolved.name ?? resolved.item;
    if (typeof text === "string") for (const line of stepLines(text)) loose.push(line);
    else if (text !== undefined) visit(text, depth + 1);
  };
  visit(value, 0);
  flush();
  return sections;
}

/** The yield with a number in it when a page gives several ("4", "4 servings"), else the first. */
function yieldsOf(value: unknown, index: NodeIndex): string | null {
  const texts = asList(value)
    .map((item) => textOf(item, index))
    .filter(Boolean);
  return texts.find((text) => /\d/.test(text) && /\D/.test(text)) ?? texts.find((text) => /\d/.test(text)) ?? null;
}

function minutes(value: unknown, index: NodeIndex): number | null {
  const text = textOf(value, index);
  return text ? durationMinutes(text) : null;
}

/** A group's title kept among the lines ("For the cake:", "Für die Soße:"): a few words ending in a colon, no number. */
const GROUP_TITLE_LINE = /^[^\d:：]{2,60}[:：]$/u;

/** Ingredient lines as groups, where the markup keeps each group's title as a line before its lines. */
function groupsOf(lines: string[]): Section<"items">[] {
  const sections: Section<"items">[] = [];
  for (const [at, line] of lines.entries()) {
    const next = lines[at + 1];
    if (GROUP_TITLE_LINE.test(line) && line.split(/\s+/).length <= 6 && next && !GROUP_TITLE_LINE.test(next)) {
      sections.push({ title: line.slice(0, -1).trim(), items: [] });
    } else if (sections.length > 0) (sections.at(-1) as Section<"items">).items.push(line);
    else sections.push({ title: null, items: [line] });
  }
  return sections.filter((section) => section.items.length > 0);
}

export function fromSchemaRecipe(node: SchemaNode, index: NodeIndex, base: URL): RecipeDraft {
  // Pages that publish both the current property and the old one sometimes squash one of them into a single line.
  // data-vocabulary.org's Recipe, which older pages still mark up, names an "ingredient", a "photo", a "summary" and
  // a "recipeType".
  const [ingredients = []] = [node.recipeIngredient, node.ingredients, node.ingredient]
    .map((value) => ingredientLines(value, index))
    .sort((a, b) => b.length - a.length);
  return {
    title: textOf(node.name ?? node.headline, index),
    description: orNull(textOf(node.description ?? node.summary, index)),
    language: orNull(textOf(node.inLanguage, index)),
    yields: yieldsOf(node.recipeYield ?? node.yield, index),
    prepMinutes: minutes(node.prepTime, index),
    cookMinutes: minutes(node.cookTime, index),
    totalMinutes: minutes(node.totalTime, index),
    cuisine: joinUnique(allTexts(node.recipeCuisine, index)),
    category: joinUnique(allTexts(node.recipeCategory ?? node.recipeType, index)),
    keywords: [...new Set(allTexts(node.keywords, index))],
    image: imageOf(node.image ?? node.thumbnailUrl ?? node.photo, index, base),
    author: joinUnique(asList(node.author ?? node.creator).map((author) => textOf(author, index))),
    ingredients: groupsOf(ingredients),
    instructions: instructionSections(node.recipeInstructions ?? node.instructions, index),
  };
}

/**
 * Every node of a JSON-LD document (objects in arrays, @graph, nested values), depth-limited, each also under its
 * properties' schema.org spelling where a page capitalised them ("ItemListElement", "RecipeIngredient").
 */
export function allNodes(document: unknown): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 12) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (isNode(value)) {
      const children = Object.values(value);
      for (const key of Object.keys(value)) {
        const spelled = key.charAt(0).toLowerCase() + key.slice(1);
        if (spelled !== key && !(spelled in value)) value[spelled] = value[key];
      }
      nodes.push(value);
      for (const child of children) if (typeof child === "object") visit(child, depth + 1);
    }
  };
  visit(document, 0);
  return nodes;
}
