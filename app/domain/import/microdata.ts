import type { AnyNode, Element } from "domhandler";
import { isTag } from "domhandler";
import { attr, linesOf, type Page, textOf, tokens } from "./page";
import type { SchemaNode } from "./schema-org";

/**
 * Microdata (itemscope / itemtype / itemprop) and RDFa (typeof / property) read into JSON-LD's shape, so one reader
 * maps all three. Properties belong to their nearest item; a nested item is the value of its property.
 */
type Syntax = { isScope: (element: Element) => boolean; type: string; property: string };

const MICRODATA: Syntax = {
  isScope: (element) => "itemscope" in element.attribs,
  type: "itemtype",
  property: "itemprop",
};
const RDFA: Syntax = { isScope: (element) => "typeof" in element.attribs, type: "typeof", property: "property" };

/** "schema:recipeIngredient", "http://schema.org/name" and "name" are all "name"-style local names. */
const localName = (name: string) => name.replace(/^.*[/#:]/, "");

/** Properties whose text keeps its lines (several steps in one element). */
const MULTI_LINE = new Set(["recipeInstructions", "instructions", "description"]);

function propertyValue(element: Element, property: string): string {
  const content = element.attribs.content;
  if (content !== undefined) return content;
  switch (element.name) {
    case "img":
    case "source":
    case "video":
    case "audio":
    case "embed":
      return attr(element, "src") || attr(element, "data-src") || attr(element, "data-lazy-src");
    case "a":
    case "link":
    case "area":
      return property === "image" || property === "url" ? attr(element, "href") : textOf(element);
    case "object":
      return attr(element, "data");
    case "data":
    case "meter":
      return attr(element, "value");
    case "time":
      return attr(element, "datetime") || textOf(element);
    default:
      return MULTI_LINE.has(property) ? linesOf(element).join("\n") : textOf(element);
  }
}

function readItem(scope: Element, syntax: Syntax): SchemaNode {
  const node: SchemaNode = { "@type": attr(scope, syntax.type).split(/\s+/).map(localName) };
  // Each property's values in one array, added to in place: copied anew at every value, a page with thousands of
  // them took time by the square of their number (200,000 values: two minutes).
  const add = (name: string, value: unknown) => {
    const existing = node[name] as unknown[] | undefined;
    if (existing === undefined) node[name] = [value];
    else existing.push(value);
  };
  const visit = (children: AnyNode[]) => {
    for (const child of children) {
      if (!isTag(child)) continue;
      const properties = tokens(child, syntax.property).map(localName);
      const nested = syntax.isScope(child);
      for (const property of properties)
        add(property, nested ? readItem(child, syntax) : propertyValue(child, property));
      if (!nested) visit(child.children);
    }
  };
  visit(scope.children);
  return node;
}

function recipesIn(page: Page, syntax: Syntax): SchemaNode[] {
  return page.items
    .filter((element) => syntax.isScope(element) && /(?:^|[/#:\s])Recipe(?:\s|$)/i.test(attr(element, syntax.type)))
    .map((element) => readItem(element, syntax));
}

export const microdataRecipes = (page: Page) => recipesIn(page, MICRODATA);
export const rdfaRecipes = (page: Page) => recipesIn(page, RDFA);
