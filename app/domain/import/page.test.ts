import { type AnyNode, DomHandler, type Element } from "domhandler";
import { Parser } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract";
import { isHidden, metaContent, type Page, parsePage, squash, textOf } from "./page";
import { pageBlocks } from "./page-blocks";

const url = new URL("https://recipes.example/recipe");
const all = (page: Page, name: string) => page.elements.filter((element) => element.name === name);
/** An element's text as the parser left it. */
const rawText = (element: Element) => element.children.map((child) => ("data" in child ? child.data : "")).join("");
/** A tree as nested data: elements' names, attributes and children, other nodes' type and text. */
const shape = (node: AnyNode): unknown =>
  "attribs" in node
    ? [node.name, node.attribs, node.children.map(shape)]
    : "children" in node
      ? node.children.map(shape)
      : [node.type, "data" in node ? node.data : ""];

describe("reading a page's markup", () => {
  it("decodes entities in text and attribute values as a browser does, and keeps scripts and styles as written", () => {
    const page = parsePage(
      `<head><title>Mac &amp; Cheese</title><meta property="og:image" content="/a.jpg?w=1&amp;h=2&copy=3">
      <script>if (a &amp;&amp; b) {}</script><style>p::after { content: "&amp;" }</style></head>
      <body><p>&frac12; cup milk &amp salt &notit; &#x2013; done</p><svg><style>&amp;</style></svg></body>`,
      url,
    );
    expect(all(page, "title").map(textOf)).toEqual(["Mac & Cheese"]);
    expect(metaContent(page, "og:image")).toBe("/a.jpg?w=1&h=2&copy=3");
    expect(all(page, "p").map(textOf)).toEqual(["½ cup milk & salt ¬it; – done"]);
    expect(all(page, "script").map(rawText)).toEqual(["if (a &amp;&amp; b) {}"]);
    expect(all(page, "style").map(rawText)).toEqual([
      'p::after { content: "&amp;" }',
      // Inside an SVG a style is markup like any other, whose text the parser decodes.
      "&",
    ]);
  });

  it("reads a recipe whose JSON-LD holds entities that decoding before the JSON would break", () => {
    const found = extractRecipe(
      `<script type="application/ld+json">{"@type":"Recipe","name":"The &quot;Best&quot; Fudge",
        "recipeIngredient":["200 g sugar","100 g butter"],"recipeInstructions":"Melt &amp; stir."}</script>`,
      url,
    );
    expect(found?.stage).toBe("json-ld");
    expect(found?.recipe.title).toBe('The "Best" Fudge');
    expect(found?.recipe.instructions[0]?.steps).toEqual(["Melt & stir."]);
  });

  it("marks what the page hides, and everything in it", () => {
    const page = parsePage(
      `<div style="display:none"><p>gone</p></div><div hidden><span>gone</span></div><p style="&#100;isplay: none">gone</p><p>shown</p>`,
      url,
    );
    expect(page.elements.map(isHidden)).toEqual([true, true, true, true, true, false]);
  });

  it("notes an element's attributes for that element alone, not for a second form the parser drops", () => {
    const page = parsePage(
      `<form><form itemscope hidden style="display:none"><p>shown</p></form></form><div itemscope><p>in</p></div>`,
      url,
    );
    expect(page.elements.map((element) => element.name)).toEqual(["form", "p", "div", "p"]);
    expect(page.elements.map(isHidden)).toEqual([false, false, false, false]);
    expect(page.items.map((element) => element.name)).toEqual(["div"]);
  });

  it("builds the same tree as the parser's own tokenizer where it skips ahead, to the page's very end", () => {
    const html = [
      `<p title='a "quoted" > b' data-x="1 < 2 > 0">x < y</p><!-- a <p> in a comment -->`,
      `<script>if (a < b) document.write("</p>")</script><style>p > a { color: red }</style>`,
      `<textarea>1 < 2</textarea><?php echo 1 ?><!doctype html><p>end</p><a href="never closed>text`,
    ].join("");
    const stock = new DomHandler();
    new Parser(stock, { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true }).end(html);
    const page = parsePage(html, url);
    expect(shape(page.document)).toEqual(shape(stock.root));
    expect(page.elements.map((element) => element.name)).toEqual(["p", "script", "style", "textarea", "p"]);
  });

  it("collapses every kind of white space in a text to single spaces, and drops zero-width ones", () => {
    expect(
      [
        "\n\t  ",
        "Salt",
        " 2 cups  flour\n",
        "1\u00a0kg",
        "a \u00a0b",
        "Ei\u200ber",
        "\ufeffZucker\u3000fein",
        "A\u2028B",
      ].map(squash),
    ).toEqual(["", "Salt", "2 cups flour", "1 kg", "a b", "Eier", "Zucker fein", "A B"]);
  });

  it("writes a note in its markup's lines in brackets once, where the site's software bracketed it twice", () => {
    const page = `<script type="application/ld+json">{"@type": "Recipe", "name": "Burnt Ends",
      "recipeIngredient": ["6 pound brisket point", "3 teaspoons kosher salt ((about ½ teaspoon per pound))"],
      "recipeInstructions": ["Salt the meat and smoke it at 225°F until it is tender, about ten hours."]}</script>`;
    expect(extractRecipe(page, url)?.recipe.ingredients[0]?.items).toEqual([
      "6 pound brisket point",
      "3 teaspoons kosher salt (about ½ teaspoon per pound)",
    ]);
  });

  // Issue 23: pages that set an ingredient's amount in bold beside a paragraph with its food showed a line for each.
  it("reads an amount set inline before a block with its food as one line, but not a number before a long step", () => {
    const lines = (html: string) =>
      pageBlocks(parsePage(html, url)).flatMap((block) => (block.kind === "line" ? [block.text] : []));
    const step =
      "Melt the butter in a large pan, add the onion and cook it slowly for twenty minutes until soft and golden.";
    expect(
      lines(`<ul><li><strong>1</strong> <strong>1/2</strong> <strong>lb.</strong> <p>ground beef</p></li>
        <li><strong>2</strong> <p>celery sticks, roughly chopped</p></li><li>200 <b>g</b> <div>Mehl</div></li>
        <li><p>salt and pepper, to taste</p></li></ul><ol><li><span>1</span><p>${step}</p></li></ol>
        <div><span>20 min</span><p>Cook time</p></div>`),
    ).toEqual([
      "1 1/2 lb. ground beef",
      "2 celery sticks, roughly chopped",
      "200 g Mehl",
      "salt and pepper, to taste",
      "1",
      step,
      "20 min",
      "Cook time",
    ]);
  });
});
