import { describe, expect, it } from "vitest";
import { yieldCount, yieldUnit } from "~/domain/recipes/draft";
import noMarkup from "../../../tests/fixtures/import/donnahay.com.au__donnahay_1.html?raw";
import german from "../../../tests/fixtures/import/emmikochteinfach.de__emmikochteinfach.html?raw";
import microdata from "../../../tests/fixtures/import/kuchnia-domowa.pl__kuchniadomowa.html?raw";
import { aroundMarkup, extractRecipe } from "./extract";
import { PAGE_WEIGHTS } from "./heuristics";
import { parseLenientJson } from "./lenient-json";
import { lineScores } from "./recipe-lines";
import { durationMinutes } from "./values";

const url = new URL("https://recipes.example/recipe");
const items = (sections: { items: string[] }[] = []) => sections.flatMap((section) => section.items);
const steps = (sections: { steps: string[] }[] = []) => sections.flatMap((section) => section.steps);
/** Lines as a list's items, for a made-up page. */
const asItems = (lines: string[]) => lines.map((line) => `<li>${line}</li>`).join("");

describe("the import cascade on saved pages", () => {
  it("reads a German page's JSON-LD", () => {
    const found = extractRecipe(german, url);
    expect(found?.stage).toBe("json-ld");
    expect(found?.recipe.title).toBe("Klassisches Rindergulasch ganz einfach");
    expect(items(found?.recipe.ingredients)[0]).toBe(
      "600 g Rindergulasch (ca. 3x3 cm große Stücke, gegebenenfalls selbst kleiner schneiden)",
    );
    expect(items(found?.recipe.ingredients)).toHaveLength(12);
    expect(steps(found?.recipe.instructions)).toHaveLength(8);
    expect(found?.recipe.totalMinutes).toBe(120);
  });

  it("reads a page without recipe markup by its headings", () => {
    const found = extractRecipe(noMarkup, url);
    expect(found?.stage).toBe("heuristics");
    expect(found?.recipe.title).toBe("green minestrone soup");
    expect(items(found?.recipe.ingredients)).toHaveLength(13);
    expect(items(found?.recipe.ingredients)[0]).toBe("1 tablespoon extra virgin olive oil");
    expect(steps(found?.recipe.instructions)).toHaveLength(4);
  });

  it("reads microdata", () => {
    const found = extractRecipe(microdata, url);
    expect(found?.stage).toBe("microdata");
    expect(found?.recipe.title).toBe("Mizeria");
    expect(items(found?.recipe.ingredients)[0]).toBe("600 g świeżych ogórków gruntowych (lub długich, szklarniowych)*");
  });

  it("reads the older data-vocabulary.org microdata: an ingredient's amount and name apart, a photo, a summary", () => {
    const ingredient = (amount: string, name: string) =>
      `<li itemprop="ingredient" itemscope itemtype="http://data-vocabulary.org/RecipeIngredient">` +
      `<span itemprop="amount">${amount}</span> <span itemprop="name">${name}</span></li>`;
    const page = `<div itemscope itemtype="http://data-vocabulary.org/Recipe"><h1 itemprop="name">Pound Cake</h1>
      <p itemprop="summary">A dense, buttery cake.</p><span itemprop="recipeType">Dessert</span>
      <img itemprop="photo" src="/cake.jpg">Yield: <span itemprop="yield">12 slices</span>
      Prep: <time itemprop="prepTime" datetime="PT15M">15 min</time>
      <ul>${ingredient("1 cup", "butter")}${ingredient("2 cups", "sugar")}${ingredient("4", "eggs")}</ul>
      <div itemprop="instructions"><ol><li>Cream the butter and sugar.</li><li>Beat in the eggs.</li></ol></div></div>`;
    const found = extractRecipe(page, url);
    expect(found?.stage).toBe("microdata");
    expect(items(found?.recipe.ingredients)).toEqual(["1 cup butter", "2 cups sugar", "4 eggs"]);
    expect(found?.recipe.image).toBe(new URL("/cake.jpg", url).href);
    expect(found?.recipe).toMatchObject({
      yields: "12 slices",
      prepMinutes: 15,
      description: "A dense, buttery cake.",
      category: "Dessert",
    });
  });

  it("takes the amounts the page shows when its markup left them out", () => {
    const page = `<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Bacon Bombs",
      "recipeIngredient":["Sojasauce","Speck","Honig"],"recipeInstructions":"Alles mischen."}</script></head>
      <body><h2>Zutaten</h2><ul><li>2 EL Sojasauce</li><li>18 Scheiben Speck</li><li>3 EL Honig</li></ul></body></html>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "2 EL Sojasauce",
      "18 Scheiben Speck",
      "3 EL Honig",
    ]);
  });

  it("finds the recipe in every JSON-LD shape: @graph, arrays, nested sections, an ItemList", () => {
    const page = `<script type="application/ld+json">[{"@type":"WebSite"},{"@graph":[{"@type":["Recipe","NewsArticle"],
      "name":"Brot &amp; Butter","recipeIngredient":[["500 g Mehl"],"10 g Salz"],
      "recipeInstructions":[{"@type":"HowToSection","name":"Teig","itemListElement":[{"@type":"HowToStep","text":"Kneten."}]},
      {"@type":"ItemList","itemListElement":[{"@type":"HowToStep","name":"Backen."}]}]}]}]</script>`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.title).toBe("Brot & Butter");
    expect(items(found?.recipe.ingredients)).toEqual(["500 g Mehl", "10 g Salz"]);
    expect(found?.recipe.instructions).toEqual([
      { title: "Teig", steps: ["Kneten."] },
      { title: null, steps: ["Backen."] },
    ]);
  });

  it("reads markup whose list is one line of comma-separated lines, a group's title before them, as that list", () => {
    const line = "Für den Teig: 500 g Mehl, 1 Würfel Hefe, 250 ml lauwarme Milch, 80 g Zucker, 1 Prise Salz";
    const page = `<article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Hefezopf</h1>
      <p itemprop="recipeIngredient">${line}</p>
      <p itemprop="recipeInstructions">Alles zu einem Teig kneten, flechten und 30 Minuten backen.</p></article>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      {
        title: "Für den Teig",
        items: ["500 g Mehl", "1 Würfel Hefe", "250 ml lauwarme Milch", "80 g Zucker", "1 Prise Salz"],
      },
    ]);
  });

  it("takes the page's own recipe of several in its markup, though a teaser's lists more", () => {
    const recipe = (name: string, lines: string[]) =>
      JSON.stringify({ "@type": "Recipe", name, recipeIngredient: lines, recipeInstructions: "Bake." });
    const page = `<head><title>Lemon Tart | Bake Club</title><script type="application/ld+json">[${recipe(
      "Lemon Tart",
      ["4 lemons", "5 eggs"],
    )},${recipe("Chocolate Brownies", ["200 g chocolate", "150 g butter", "3 eggs", "200 g sugar"])}]</script></head>
      <h1>Lemon Tart</h1>`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.title).toBe("Lemon Tart");
    expect(items(found?.recipe.ingredients)).toEqual(["4 lemons", "5 eggs"]);
  });

  it("reads the page's own recipe where the markup is another dish's, which the page neither names nor shows", () => {
    const brownies = jsonLd({
      name: "Chocolate Brownies",
      recipeIngredient: ["200 g dark chocolate", "150 g butter", "3 eggs"],
      recipeInstructions: "Melt the chocolate with the butter, whisk in the eggs and bake.",
    });
    const tart = ["1 sweet pastry case", "4 lemons, zest and juice", "150 g caster sugar", "5 eggs"];
    const page = `<head><title>Lemon Tart | Bake Club</title>${brownies}</head><h1>Lemon Tart</h1>
      <h2>Ingredients</h2><ul>${asItems(tart)}</ul><h2>Method</h2>
      <ol><li>Whisk the lemon zest and juice with the sugar and eggs.</li><li>Pour into the case and bake it.</li></ol>
      <aside><h3>You might also like</h3><a href="/brownies">Chocolate Brownies</a></aside>`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.title).toBe("Lemon Tart");
    expect(items(found?.recipe.ingredients)).toEqual(tart);
    // The same markup on its own page, which names it, is read.
    const own = `<head><title>Chocolate Brownies | Bake Club</title>${brownies}</head><h1>Chocolate Brownies</h1>`;
    expect(items(extractRecipe(own, url)?.recipe.ingredients)).toEqual([
      "200 g dark chocolate",
      "150 g butter",
      "3 eggs",
    ]);
  });

  it("reads a group's title the markup keeps among its lines ('Für die Soße:') as the group's title", () => {
    const page = jsonLd({
      recipeIngredient: ["Für den Teig:", "200 g Mehl", "4 Eier", "Für die Soße:", "300 ml Milch", "1 EL Zucker"],
      recipeInstructions: "Backen.",
    });
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Für den Teig", items: ["200 g Mehl", "4 Eier"] },
      { title: "Für die Soße", items: ["300 ml Milch", "1 EL Zucker"] },
    ]);
  });

  it("reads the steps and lines an ItemList's ListItems hold as their item", () => {
    const page = jsonLd({
      recipeIngredient: { "@type": "ItemList", itemListElement: [{ "@type": "ListItem", item: "500 g Mehl" }] },
      recipeInstructions: {
        "@type": "ItemList",
        itemListElement: [
          { "@type": "ListItem", position: 1, item: { "@type": "HowToStep", text: "Kneten." } },
          { "@type": "ListItem", position: 2, item: "Backen." },
        ],
      },
    });
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual(["500 g Mehl"]);
    expect(steps(found?.recipe.instructions)).toEqual(["Kneten.", "Backen."]);
  });
});

/** A page's Recipe markup with the given properties. */
const jsonLd = (recipe: object) =>
  `<script type="application/ld+json">${JSON.stringify({ "@type": "Recipe", name: "Kuchen", ...recipe })}</script>`;

describe("general rules, each on a small made-up page", () => {
  /** A table row of the cells given, each a `<td>`. */
  const row = (...cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;

  it("splits an ingredient string at its raw line breaks", () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Kuchen",
      "recipeIngredient":["200 g Mehl
100 g Zucker
2 Eier"],"recipeInstructions":"Backen."}</script>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(["200 g Mehl", "100 g Zucker", "2 Eier"]);
  });

  it("takes the fuller of recipeIngredient and the older ingredients property", () => {
    const page = jsonLd({
      recipeIngredient: ["2 koolrabi 6 aardappelen 1 ui"],
      ingredients: ["2 koolrabi", "6 aardappelen", "1 ui"],
      recipeInstructions: "Bakken.",
    });
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(["2 koolrabi", "6 aardappelen", "1 ui"]);
  });

  it("takes the page's lines and groups when the markup squashed the list into one line", () => {
    const page = `${jsonLd({
      recipeIngredient: ["125ml non dairy milk, 1 tsp apple cider vinegar, 100g caster sugar, 120g icing sugar"],
      recipeInstructions: "Bake.",
    })}<h4>For the base</h4><ul><li><span>125ml</span> non dairy milk</li><li>1 tsp apple cider vinegar</li>
      <li>100g caster sugar</li></ul><h4>For the frosting</h4><ul><li>120g icing sugar</li></ul>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "For the base", items: ["125ml non dairy milk", "1 tsp apple cider vinegar", "100g caster sugar"] },
      { title: "For the frosting", items: ["120g icing sugar"] },
    ]);
  });

  it("takes the page's groups when the markup lists only their names", () => {
    const page = `${jsonLd({ recipeIngredient: ["Biscuit", "Ganache"], recipeInstructions: "Monter." })}
      <h2>Biscuit</h2><p>2 oeufs</p><p>20g de farine</p><h2>Ganache</h2><p>200g de chocolat</p><h2>Etape 1</h2>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Biscuit", items: ["2 oeufs", "20g de farine"] },
      { title: "Ganache", items: ["200g de chocolat"] },
    ]);
  });

  it("finds each name's amount in the page's order, a table row being one line", () => {
    const page = `${jsonLd({ recipeIngredient: ["flour", "butter", "butter", "peanut butter"], recipeInstructions: "Mix." })}
      <table>${row("1 ½", "cups", "<a>all-purpose flour</a>")}${row("1", "stick", "butter room temp.")}
      ${row("½", "stick", "butter flavored crisco")}${row("1", "cup", "peanut butter")}</table>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "1 ½ cups all-purpose flour",
      "1 stick butter room temp.",
      "½ stick butter flavored crisco",
      "1 cup peanut butter",
    ]);
  });

  it("reads a table of whole lines side by side, a printed cookbook's two columns, as a line each", () => {
    const page = `<h1>Sour Cream Coffee Cake</h1><p><b>Ingredients</b></p><table>${row("2 cups flour", "1 cup sugar")}
      ${row("1 tsp baking soda", "2 eggs")}${row("1/2 tsp salt", "1 cup sour cream")}</table><p><b>Directions</b></p>
      <p>Cream the butter and sugar, beat in the eggs and sour cream.</p><p>Stir in the dry ingredients and bake.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "2 cups flour",
      "1 cup sugar",
      "1 tsp baking soda",
      "2 eggs",
      "1/2 tsp salt",
      "1 cup sour cream",
    ]);
  });

  it("reads a table's row of column names as no line and no group's title", () => {
    const method = `<p>Den Ofen auf 180 °C vorheizen. Butter und Zucker schaumig schlagen, die Eier nacheinander unterrühren.</p>
      <p>Das Mehl unterrühren, den Teig in eine gefettete Form füllen und 50 Minuten backen.</p>`;
    const german = `<h1>Einfacher Rührkuchen</h1><h2>Zutaten</h2><table><tr><th>Menge</th><th>Einheit</th><th>Zutat</th></tr>
      ${row("250", "g", "Butter, weich")}${row("200", "g", "Zucker")}${row("4", "", "Eier")}${row("300", "g", "Mehl")}
      </table><h2>Zubereitung</h2>${method}`;
    expect(extractRecipe(german, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["250 g Butter, weich", "200 g Zucker", "4 Eier", "300 g Mehl"] },
    ]);
    const english = `<h1>Classic Scones</h1><h2>Ingredients</h2><table><thead><tr><th>Amount</th><th>Ingredient</th></tr></thead>
      <tbody>${row("350 g", "self-raising flour")}${row("85 g", "cold butter")}${row("175 ml", "milk")}</tbody></table><h2>Method</h2>
      <ol><li>Rub the butter into the flour until it looks like crumbs.</li><li>Add the milk and bake for 10 minutes.</li></ol>`;
    expect(extractRecipe(english, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["350 g self-raising flour", "85 g cold butter", "175 ml milk"] },
    ]);
  });

  it("reads an 'Ingredients:' line as the heading over bold group titles", () => {
    const page = `<h1>Sugar Plums</h1><p><span><strong>Ingredients:</strong></span></p><ul><li>Glacé cherries</li></ul>
      <p><strong>Coating</strong></p><ul><li>4 tablespoons gum arabic</li><li>2 tablespoons sugar</li></ul>
      <p><span><strong>Instructions:</strong></span></p><ol><li>Preheat the oven to 200°F and dry the cherries.</li></ol>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["Glacé cherries"] },
      { title: "Coating", items: ["4 tablespoons gum arabic", "2 tablespoons sugar"] },
    ]);
  });

  it("takes a list without a heading as the ingredients when the markup gave only the steps", () => {
    const page = `${jsonLd({ recipeIngredient: [null], recipeInstructions: "Faites cuire." })}<p>Une recette.</p>
      <ul><li>4 feuilles de filo</li><li>200 g de pruneaux</li><li>2 oignons</li><li>1 gousse d'ail</li><li>sel</li></ul>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "4 feuilles de filo",
      "200 g de pruneaux",
      "2 oignons",
      "1 gousse d'ail",
      "sel",
    ]);
  });

  it("finds the steps after a heading that follows the ingredient list", () => {
    const page = `${jsonLd({ recipeIngredient: ["1 Kohlrabi", "2 EL Olivenöl"] })}
      <h2>Zutaten</h2><ul><li>1 Kohlrabi</li><li>2 EL Olivenöl</li></ul><h2>Kohlrabi-Carpaccio</h2>
      <p>Den Kohlrabi schälen und mit einem scharfen Messer oder auf der Mandoline hauchdünn schneiden.</p>
      <p>Mit dem Olivenöl beträufeln und sofort servieren.</p><ul><li>Artischocke</li></ul>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Den Kohlrabi schälen und mit einem scharfen Messer oder auf der Mandoline hauchdünn schneiden.",
      "Mit dem Olivenöl beträufeln und sofort servieren.",
    ]);
  });

  it("keeps a content-less markup recipe's details and joins amounts set apart from their names", () => {
    const amounts = [
      ["2 rúd", "fahéj"],
      ["1 csipet", "só"],
      ["100 g", "kristálycukor"],
    ];
    const page = `${jsonLd({ name: "Tejberizs", recipeYield: "4 főre", totalTime: "PT30M" })}<h1>Tejberizs!</h1>
      <h3>Ingredients</h3>${amounts.map(([amount, name]) => `<div><div>${amount}</div><div>${name}</div></div>`).join("")}
      <div><div>1 csomag</div><div>pudingpor</div><div>(40 g-os kiszerelés)</div></div><ul><li>2 tojás</li><li>vaj</li></ul>
      <h3>Method</h3><p>A tejet feltesszük egy lábosban főni a rizzsel.</p>`;
    const found = extractRecipe(page, url);
    expect(found?.stage).toBe("heuristics");
    expect(found?.recipe).toMatchObject({ title: "Tejberizs", yields: "4 főre", totalMinutes: 30 });
    expect(items(found?.recipe.ingredients)).toEqual([
      "2 rúd fahéj",
      "1 csipet só",
      "100 g kristálycukor",
      "1 csomag pudingpor (40 g-os kiszerelés)",
      "2 tojás",
      "vaj",
    ]);
  });

  it("reads properties a page capitalised and puts hard-wrapped step lines back together", () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Kylling","RecipeIngredient":["400 g kylling"],
      "recipeInstructions":[{"@type":"HowToSection","name":"Raita","ItemListElement":[{"@type":"HowToStep",
      "text":"Preheat the oven to 160°C, gas mark 3\\r\\nand grease the tins. Put the flour\\r\\ninto a bowl.\\nWhisk."}]}]}</script>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual(["400 g kylling"]);
    expect(found?.recipe.instructions).toEqual([
      {
        title: "Raita",
        steps: ["Preheat the oven to 160°C, gas mark 3 and grease the tins. Put the flour into a bowl.", "Whisk."],
      },
    ]);
  });

  it("takes the page's whole list when the markup holds only part of it, without the yield stated in it", () => {
    const page = `${jsonLd({ recipeIngredient: ["250 g plain flour", "125 g butter"], recipeInstructions: "Bake." })}
      <h2>Ingredients</h2><p>for 3 to 4 servings</p><ul><li>250g plain flour</li><li>125g butter</li></ul>
      <h3>For the filling</h3><ul><li>350ml whole milk</li><li>1 tbsp golden syrup</li></ul><h2>Method</h2>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["250g plain flour", "125g butter"] },
      { title: "For the filling", items: ["350ml whole milk", "1 tbsp golden syrup"] },
    ]);
  });

  it("reads labelled values after their labels, or before them where the page sets them so", () => {
    const steps = "<h2>Method</h2><p>Blend everything until smooth and serve it right away.</p>";
    const list = "<h2>Ingredients</h2><ul><li>1 banana</li><li>2 tbsp peanut butter</li></ul>";
    const after = extractRecipe(
      `<h1>Smoothie</h1><p>Servings</p><p>2</p><p>Cuisson</p><p>45 min</p>${list}${steps}`,
      url,
    );
    // A cooking time alone is the whole time, as a preparation time alone is.
    expect(after?.recipe).toMatchObject({ yields: "2", cookMinutes: 45, totalMinutes: 45 });
    const before = extractRecipe(
      `<h1>Smoothie</h1><div><p>1</p><p>Servings</p></div><div><p>10 min</p><p>Prep Time</p></div><div><p>5 min</p><p>Cook Time</p></div>${list}${steps}`,
      url,
    );
    // Without a total on the page none is made up: the recipe adds up the parts itself while its total is empty.
    expect(before?.recipe).toMatchObject({ yields: "1", prepMinutes: 10, cookMinutes: 5, totalMinutes: null });
  });

  it("keeps a card's values out of the method, set apart by bars, and opens the method under its heading past them", () => {
    const list = "<h2>Zutaten</h2><ul><li>400 g Mehl</li><li>200 g Zucker</li><li>4 Eier</li></ul>";
    const method = [
      "<p>Den Backofen auf 180 °C vorheizen und ein Blech mit Backpapier auslegen.</p>",
      "<p>Alle Zutaten zu einem glatten Teig verrühren und auf dem Blech verstreichen.</p>",
      "<p>Den Kuchen etwa 40 Minuten backen, bis er goldbraun ist.</p>",
    ].join("");
    const after = extractRecipe(
      `<h1>Blechkuchen</h1>${list}<h2>So geht's</h2>${method}<p>Backzeit: 40 Minuten | Zubereitungszeit: 30 Minuten</p>`,
      url,
    );
    expect(steps(after?.recipe.instructions)).toHaveLength(3);
    expect(after?.recipe).toMatchObject({ prepMinutes: 30, cookMinutes: 40 });
    // Under the method's heading, before its groups: the groups' heading is not the method's.
    const groups = (title: string, text: string) => `<h4>${title}</h4><p>${text}</p><p>Dann gut abkühlen lassen.</p>`;
    const under = extractRecipe(
      `<h1>Blechkuchen</h1>${list}<h2>Zubereitung</h2><p>Arbeitszeit: 20 Min.</p><p>Backzeit: 40 Min.</p>
      ${groups("Der Teig", "Mehl, Zucker und Eier verrühren und auf das Blech streichen.")}
      ${groups("Zubereitung der Glasur", "Puderzucker mit Zitronensaft glatt rühren und den Kuchen bestreichen.")}`,
      url,
    );
    expect(under?.recipe.instructions.map((section) => section.title)).toEqual(["Der Teig", "Zubereitung der Glasur"]);
    expect(steps(under?.recipe.instructions)).not.toContain("Arbeitszeit: 20 Min.");
  });

  it("ends the method at a recipe card's own fields, however long their values", () => {
    const page = (fields: string) =>
      extractRecipe(
        `<h1>Green Smoothie</h1><h2>Ingredients</h2><ul><li>1 banana</li><li>2 cups spinach</li><li>1 cup almond milk</li></ul>
        <h2>Instructions</h2><ol><li>Add all ingredients to a blender in the order listed.</li><li>Blend until smooth.</li></ol>
        ${fields}<p>There may be affiliate links in this post! By purchasing a product I recommend, I may receive a small compensation.</p>`,
        url,
      );
    for (const fields of [
      "<p>Keywords: smoothie, green smoothie, healthy breakfast, spinach smoothie, banana smoothie, vegan smoothie</p>",
      "<div><span>Author: Erin</span><span>Category: smoothie, breakfast, gluten-free, green smoothie</span><span>Cuisine: American</span></div>",
    ]) {
      expect(steps(page(fields)?.recipe.instructions)).toEqual([
        "Add all ingredients to a blender in the order listed.",
        "Blend until smooth.",
      ]);
    }
  });

  it("ends the method at a short line of tips, in the languages of the headings", () => {
    const page = (tip: string) =>
      extractRecipe(
        `<h1>Quiche</h1><h2>Ingrédients</h2><ul><li>1 pâte brisée</li><li>200 g de lardons</li><li>3 œufs</li></ul>
        <h2>Préparation</h2><ol><li>Préchauffez le four à 180 °C.</li><li>Versez l'appareil sur la pâte et enfournez 40 minutes.</li></ol>
        <p>${tip}</p>`,
        url,
      );
    for (const tip of ["Astuces : servez avec une salade verte.", "Consejos: sírvela con una ensalada verde."]) {
      expect(steps(page(tip)?.recipe.instructions)).toEqual([
        "Préchauffez le four à 180 °C.",
        "Versez l'appareil sur la pâte et enfournez 40 minutes.",
      ]);
    }
  });

  it("reads the count a portions stepper shows between its buttons as the yield, not as an ingredient", () => {
    const list = "<ul><li>2 ripe avocados</li><li>1 lime, juiced</li><li>1 tsp salt</li></ul>";
    const steps = "<h2>Method</h2><p>Mash the avocados with the lime juice and salt, then serve it right away.</p>";
    const stepper = (count: string) =>
      `<div><button type="button">-</button><input type="text" aria-label="servings" value="${count}"><button type="button">+</button></div>`;
    const labelOver = extractRecipe(`<h1>Guacamole</h1><h3>Servings</h3>${stepper("8")}${list}${steps}`, url);
    expect(labelOver?.recipe.yields).toBe("8");
    // The label under the count, and no heading over the list: the count stays out of it.
    const labelUnder = extractRecipe(`<h1>Guacamole</h1>${stepper("4")}<span>porsjoner</span>${list}${steps}`, url);
    expect(labelUnder?.recipe.yields).toBe("4");
    expect(items(labelUnder?.recipe.ingredients)).toEqual(["2 ripe avocados", "1 lime, juiced", "1 tsp salt"]);
    // A box for typing (a search field, a quantity to order) shows no count of the recipe's.
    const search = extractRecipe(
      `<h1>Guacamole</h1><input type="search" value="4"><h2>Ingredients</h2>${list}${steps}`,
      url,
    );
    expect(search?.recipe.yields).toBeNull();
  });

  it("takes no yield from a count's own word: a nutrition panel's 'for 1 serving / for 100 g'", () => {
    const page = `<h1>Skyr Bowl</h1><h2>Ingredients</h2><ul><li>16 oz skyr</li><li>2 tbsp honey</li></ul>
      <h2>Method</h2><p>Stir the honey into the skyr and top it with the berries before serving.</p>
      <h2>Nutrition</h2><p>for 1 serving / for 100 g</p><ul><li>Calories: 186 kcal</li></ul>`;
    expect(extractRecipe(page, url)?.recipe.yields).toBeNull();
  });

  it("ends the method at a heading that names notes at its end, in the languages cooks write", () => {
    const page = (notes: string) => `<h1>Applesauce</h1><h2>Ingredients</h2>
      <ul><li>3 pounds apples</li><li>1 cinnamon stick</li><li>1/2 cup water</li></ul><h2>Method</h2>
      <ol><li>Peel the apples, core them and cut them into chunks.</li>
      <li>Simmer the apples with the cinnamon and the water until soft, about 20 minutes.</li></ol>
      <h2>${notes}</h2><ul><li>Add more cinnamon: one stick adds a little warmth to the sauce, but it is subtle.</li>
      <li>Stir in the sugar while the applesauce is still warm so that it dissolves well.</li></ul>`;
    for (const notes of ["Adam and Joanne's Tips", "Recipe Notes", "Nos astuces"]) {
      const steps = extractRecipe(page(notes), url)?.recipe.instructions.flatMap((section) => section.steps);
      expect(steps, notes).toEqual([
        "Peel the apples, core them and cut them into chunks.",
        "Simmer the apples with the cinnamon and the water until soft, about 20 minutes.",
      ]);
    }
  });

  it("reads a method written as one paragraph, not the steps-like tips of a box the page names its notes", () => {
    const method =
      `Pat the duck dry and salt it all over, then leave it uncovered in the fridge overnight. Roast it at 190 °C
      for two hours, basting now and then. Simmer the sugar with the vinegar until golden, add the stock and the orange
      juice and reduce by half. Carve the duck and serve it with the sauce.`.replace(/\s+/g, " ");
    const tips = [
      "Dry brine overnight: salt the duck and leave it uncovered in the fridge to dry out the skin.",
      "Score the skin with shallow cuts so the fat renders while the meat stays whole.",
      "Start the oven hot for a crisp skin, then lower the heat to finish cooking evenly.",
      "Roast the duck on a rack so that it does not sit in its rendered fat.",
      "Whisk cold butter into the sauce off the heat for a glossy finish.",
      "Add the orange concentrate sparingly and blend it with fresh juice.",
    ];
    const page = `<h1>Duck à l'orange</h1><h2>Ingredients</h2>
      <ul><li>1 duck</li><li>3 tablespoons salt</li><li>1/2 cup sugar</li><li>2 cups duck stock</li></ul>
      <h3>Instructions</h3><p>${method}</p>
      <div class="recipe-notes"><h3>Pro tips</h3><ol>${tips.map((tip) => `<li>${tip}</li>`).join("")}</ol></div>`;
    expect(extractRecipe(page, url)?.recipe.instructions).toEqual([{ title: null, steps: [method] }]);
  });

  it("reads no method from a shop's box of lines that show no sign of a step, after the list", () => {
    const page = `<h1>Gnocchi-Pfanne</h1><h2>Zutaten</h2>
      <ul><li>800 g Gnocchi</li><li>2 rote Zwiebeln</li><li>2 Möhren</li><li>3 EL Rapsöl</li></ul>
      <h3>Utensilien</h3><p>Sparschäler, Hobel,</p><h3>Sammel Euros mit Bonus</h3>
      <ul><li>Sammel Bonus-Guthaben bei jedem Einkauf</li><li>Lös dieses Guthaben jederzeit ein und spar beim Einkaufen</li></ul>
      <h3>Nährwerte pro Portion</h3><p>Energie</p><p>677 kcal</p><p>Fett</p><p>23,1 g</p>`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.instructions).toEqual([]);
    expect(found?.uncertain).toContain("instructions");
  });

  it("credits the site named in the page's title when the recipe names no author", () => {
    const page = `<title>Green Soup | Donna Hay</title>${jsonLd({ recipeIngredient: ["1 leek"], recipeInstructions: "Cook." })}`;
    const found = extractRecipe(page, url);
    expect(found?.siteName).toBe("Donna Hay");
    expect(found?.recipe.author).toBe("Donna Hay");
  });

  it("credits the author the page's byline names, in the forms sites write it, before the site", () => {
    const recipe = `<h2>Ingredients</h2><ul><li>2 ripe avocados</li><li>1 lime, juiced</li></ul>
      <h2>Method</h2><p>Mash the avocados with the lime juice and season the guacamole well.</p>`;
    const authorOf = (byline: string, head = "") =>
      extractRecipe(
        `<head><title>Guacamole | Sam's Table</title>${head}</head><h1>Guacamole</h1>${byline}${recipe}`,
        url,
      )?.recipe.author;
    for (const [byline, name] of [
      ["<p>By <a href='/about'>Sam Carter</a> · Updated March 3, 2025</p>", "Sam Carter"],
      ["<p>November 2, 2025 by Stephanie</p>", "Stephanie"],
      ["<div><span>By Ailsa Burt</span><span>Updated: 17 December 2018</span></div>", "Ailsa Burt"],
      ["<h4>Author: Kevin Curry</h4>", "Kevin Curry"],
      ["<p>Rezept von: Anna Berger</p>", "Anna Berger"],
      ["<div>Pubblicato il 3 marzo 2023 da Giulia</div>", "Giulia"],
      ["<p>Publicado por Lola Martínez el 5 de mayo de 2024</p>", "Lola Martínez"],
      ["<div>Posted by Linda at 3:15 PM 4 comments</div>", "Linda"],
      ["<p>Submitted by: Carol K.</p>", "Carol K."],
      ["<div>Gepostet von Lena am 12. Oktober 2023</div>", "Lena"],
    ] as [string, string][]) {
      expect(authorOf(byline)).toBe(name);
    }
    // A meta tag that gives the address of the author's page names no one; nor does a line that uses "by" otherwise.
    const address = '<meta property="article:author" content="https://samstable.example/author/sam/">';
    expect(authorOf("<p>Posted by Sam Carter</p>", address)).toBe("Sam Carter");
    expect(authorOf("<p>Mash it by hand.</p>", address)).toBe("Sam's Table");
    expect(authorOf("<h3>By Hand</h3><h3>By Stand Mixer</h3>", address)).toBe("Sam's Table");
    // Nor a role the site's software fills in.
    expect(authorOf("<p>By Admin</p>", '<meta name="author" content="admin">')).toBe("Sam's Table");
    expect(authorOf("<p>By Sam Carter</p>", '<meta name="author" content="Samantha Carter">')).toBe("Samantha Carter");
  });

  // Issue 23, class 1: markup that lists one group of several, the page showing them all.
  it("takes the page's further groups when the markup lists only the first, lines without amounts too", () => {
    const page = `${jsonLd({ recipeIngredient: ["1 Knoblauchzehe", "2 EL Sojasauce", "4 EL Honig"], recipeInstructions: "Grillen." })}
      <h2>Zutaten</h2><h3>Marinade</h3><ul><li>1 Knoblauchzehe</li><li>2 EL Sojasauce</li><li>4 EL Honig</li></ul>
      <h3>Spiesse</h3><ul><li>500 g Rindshackfleisch</li><li>1 TL Paprikapulver</li><li>Bund Petersilie</li>
      <li>Prise Salz</li></ul><h2>Zubereitung</h2><p>Alles mischen, formen und auf dem Grill garen.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Marinade", items: ["1 Knoblauchzehe", "2 EL Sojasauce", "4 EL Honig"] },
      { title: "Spiesse", items: ["500 g Rindshackfleisch", "1 TL Paprikapulver", "Bund Petersilie", "Prise Salz"] },
    ]);
  });

  it("takes the page's further groups when the markup lists only the first and writes a word in another form", () => {
    const page = `${jsonLd({ recipeIngredient: ["1 stk. kylling", "4 båter hvitløk", "2 ss sitronsaft"], recipeInstructions: "Stek." })}
      <h2>Ingredienser</h2><h3>Kylling</h3><ul><li>1 stk. kylling</li><li>4 båt hvitløk</li><li>2 ss sitronsaft</li></ul>
      <h3>Saus</h3><ul><li>8 stk. tomat</li><li>2 ss smør</li><li>1 dl kremfløte</li></ul>
      <h2>Fremgangsmåte</h2><p>Stek kyllingen og kok sausen.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Kylling", items: ["1 stk. kylling", "4 båt hvitløk", "2 ss sitronsaft"] },
      { title: "Saus", items: ["8 stk. tomat", "2 ss smør", "1 dl kremfløte"] },
    ]);
  });

  it("takes the page's whole list when the markup lists its first lines, a quarter of them in other units", () => {
    const marked = ["1 lb firm tofu", "1 cup milk", ...["2 tbsp flour", "1 tsp paprika", "½ tsp salt"]];
    const also = ["2 tbsp soy sauce", "1 tbsp maple syrup", "1 tsp mustard"];
    const shown = ["450 g firm tofu", "240 ml milk", ...marked.slice(2), ...also];
    const more = ["2 tbsp oil", "1 lemon", "4 tortillas", "1 head lettuce", "2 tomatoes"];
    const page = `${jsonLd({ recipeIngredient: [...marked, ...also], recipeInstructions: "Fry." })}
      <h2>Ingredients</h2><ul>${asItems([...shown, ...more])}</ul>
      <h2>Method</h2><p>Coat the tofu, fry it and fill the tortillas.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([...shown, ...more]);
  });

  it("takes the page's whole list when the markup lists its first lines, one of them in other units", () => {
    const marked = [
      "15.873 oz firm tofu",
      "¼ cup cornstarch",
      "2 Tbsp cold water",
      "½ tsp garlic powder",
      "½ tsp salt",
    ];
    const shown = ["16 oz (450g) firm tofu, pressed", ...marked.slice(1), "2 Tbsp vegetable oil", "⅓ cup maple syrup"];
    const page = `${jsonLd({ recipeIngredient: marked, recipeInstructions: "Fry." })}<h2>Ingredients</h2>
      <ul>${asItems(shown)}<li>¼ cup vegan mayonnaise</li></ul>
      <h2>Method</h2><p>Coat the tofu, fry it and toss it in the sauce.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([...shown, "¼ cup vegan mayonnaise"]);
  });

  it("takes the page's further lines written with 'etwas' (some) as amounts, when the markup lists only the first", () => {
    const page = `${jsonLd({ recipeIngredient: ["100 g Weißbrotwürfel", "75 ml Milch", "1 Ei"], recipeInstructions: "Formen." })}
      <h2>Zutaten für 4 Portionen</h2><ul><li>100 g Weißbrotwürfel</li><li>75 ml Milch</li><li>1 Ei</li>
      <li>etwas Schnittlauch</li><li>etwas Salz und Pfeffer</li></ul><h2>Zubereitung</h2><p>Alles mischen und Knödel formen.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "100 g Weißbrotwürfel",
      "75 ml Milch",
      "1 Ei",
      "etwas Schnittlauch",
      "etwas Salz und Pfeffer",
    ]);
  });

  it("takes the page's further lines after the markup's last, foods named alone ('Salz', 'Pfeffer') too", () => {
    const page = `${jsonLd({ recipeIngredient: ["250 g Möhren", "300 g Fenchel", "2 EL Rapsöl"], recipeInstructions: "Dünsten." })}
      <h2>Zutaten</h2><ul><li>250 g Möhren</li><li>300 g Fenchel</li><li>2 EL Rapsöl</li><li>50 ml Gemüsebrühe</li>
      <li>50 ml Hafersahne</li><li>alternativ: Kochsahne</li><li>Salz</li><li>Pfeffer</li></ul>
      <h2>Zubereitung</h2><p>Das Gemüse im Öl andünsten, mit Brühe und Sahne ablöschen und würzen.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "250 g Möhren",
      "300 g Fenchel",
      "2 EL Rapsöl",
      "50 ml Gemüsebrühe",
      "50 ml Hafersahne",
      "alternativ: Kochsahne",
      "Salz",
      "Pfeffer",
    ]);
  });

  it("takes the page's further lines when one runs on like a sentence after its weight or volume", () => {
    const page = `${jsonLd({ recipeIngredient: ["¼ cup olive oil", "3 tablespoons lemon juice"], recipeInstructions: "Grill." })}
      <h2>Ingredients</h2><ul><li>¼ cup olive oil</li><li>3 tablespoons lemon juice</li>
      <li>1 ½ pounds boneless skinless chicken breasts, about 3 large chicken breasts, cut into 1 ½-inch pieces.</li>
      <li>1 red onion, cut into wedges</li></ul>
      <h2>Instructions</h2><p>Marinate the chicken, thread it onto skewers with the onion and grill them.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "¼ cup olive oil",
      "3 tablespoons lemon juice",
      "1 ½ pounds boneless skinless chicken breasts, about 3 large chicken breasts, cut into 1 ½-inch pieces.",
      "1 red onion, cut into wedges",
    ]);
  });

  it("leaves out what the page sets around the list: a yield widget over it, equipment and buttons under it", () => {
    const page = `${jsonLd({ recipeIngredient: ["16 oz skyr", "4 eggs"], recipeInstructions: "Bake." })}
      <h2>Ingredients</h2><ul><li>8</li><li>servings</li><li>16 oz skyr</li><li>4 eggs</li><li>1/4 cup sugar</li>
      <li>1/2 cup cornstarch</li><li>Print recipe</li><li>Cook Mode Prevent your screen from going dark</li></ul>
      <h3>Materials</h3><ul><li>Bundt pan: 8.5 inches in diameter</li><li>Kitchen scale</li></ul>
      <h2>Method</h2><p>Whisk everything together and bake it for 40 minutes.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["16 oz skyr", "4 eggs", "1/4 cup sugar", "1/2 cup cornstarch"] },
    ]);
  });

  it("takes a further group under a title of its own however its lines are written, not one line under a title", () => {
    const main = [
      "2 tablespoons vegetable oil",
      "1 1/2 pounds ground beef",
      "1 cup long grain rice",
      "2 cups chicken stock",
    ];
    const toppings = ["shredded lettuce", "sour cream", "red onions, sliced", "avocado, sliced"];
    const method = ["Brown the beef.", "Add the rice and the stock and simmer for 20 minutes."];
    const page = (tail: string) => `${jsonLd({ recipeIngredient: main, recipeInstructions: method })}
      <h1>Taco Rice Skillet</h1><div class="recipe-ingredients"><h2>Ingredients</h2><ul>${asItems(main)}</ul>${tail}</div>
      <h2>Instructions</h2><ol>${asItems(method)}</ol>`;
    const withToppings = page(`<h4>Optional Toppings:</h4><ul>${asItems(toppings)}</ul>`);
    expect(extractRecipe(withToppings, url)?.recipe.ingredients).toEqual([
      { title: null, items: main },
      { title: "Optional Toppings", items: toppings },
    ]);
    const withPan = page("<h4>Materials</h4><ul><li>Skillet: 12 inches across</li></ul>");
    expect(extractRecipe(withPan, url)?.recipe.ingredients).toEqual([{ title: null, items: main }]);
  });

  it("keeps the page's further groups out when the markup already knows several", () => {
    const page = `${jsonLd({ recipeIngredient: ["2 cups rice", "1 onion", "2 tbsp soy sauce"], recipeInstructions: "Cook." })}
      <h2>Ingredients</h2><ul><li>2 cups rice</li><li>1 onion</li></ul><h3>Sauce</h3><ul><li>2 tbsp soy sauce</li>
      </ul><h3>Hardware</h3><ul><li>1-gallon zip top bag</li><li>12 wooden skewers</li></ul><h2>Method</h2>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(["2 cups rice", "1 onion", "2 tbsp soy sauce"]);
  });

  it("takes the page's further groups after the markup's whole groups where their lines open with weights and volumes", () => {
    const page = `${jsonLd({ recipeIngredient: ["10 lasagna noodles", "1 cup ricotta", "1 egg"], recipeInstructions: "Bake." })}
      <h2>Ingredients</h2><h3>For the noodles</h3><ul><li>10 lasagna noodles</li></ul><h3>For the filling</h3>
      <ul><li>1 cup ricotta</li><li>1 egg</li></ul><h3>For the pumpkin layer</h3><ul><li>2 cups pumpkin puree</li>
      <li>½ cup milk</li><li>¼ teaspoon nutmeg</li><li>Freshly ground black pepper</li></ul><h3>Equipment</h3>
      <ul><li>1 9x13 baking dish</li><li>Aluminium foil</li></ul>
      <h2>Method</h2><p>Layer the noodles, the filling and the pumpkin and bake it for 40 minutes.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "For the noodles", items: ["10 lasagna noodles"] },
      { title: "For the filling", items: ["1 cup ricotta", "1 egg"] },
      {
        title: "For the pumpkin layer",
        items: ["2 cups pumpkin puree", "½ cup milk", "¼ teaspoon nutmeg", "Freshly ground black pepper"],
      },
    ]);
  });

  it("counts a line that names the part of a food before its amount ('Zest of 3 oranges') as written amount first", () => {
    const dough = ["3 cups flour", "1 cup warm water", "2 tsp yeast", "1 tsp salt"];
    const filling = ["10 tbsp butter, divided", "Zest of 3 oranges", "1 cup sugar"];
    const page = `${jsonLd({ recipeIngredient: dough, recipeInstructions: "Roll." })}<h2>Ingredients</h2><h3>Dough</h3>
      <ul>${asItems(dough)}</ul><h3>Filling</h3>
      <ul>${asItems(filling)}</ul>
      <h2>Method</h2><p>Knead the dough, spread it with the filling, roll it up and bake it.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Dough", items: dough },
      { title: "Filling", items: filling },
    ]);
  });

  it("takes the page's further groups when the markup's lines break off inside the second of them", () => {
    const page = `${jsonLd({ recipeIngredient: ["2 cups rice", "1 onion", "2 tbsp soy sauce"], recipeInstructions: "Cook." })}
      <h2>Ingredients</h2><ul><li>2 cups rice</li><li>1 onion</li></ul><h3>Sauce</h3><ul><li>2 tbsp soy sauce</li>
      <li>1 tbsp honey</li></ul><h3>Topping</h3><ul><li>2 spring onions</li><li>1 tbsp sesame seeds</li></ul>
      <h2>Method</h2><p>Cook the rice, stir the sauce together and scatter the topping over it.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["2 cups rice", "1 onion"] },
      { title: "Sauce", items: ["2 tbsp soy sauce", "1 tbsp honey"] },
      { title: "Topping", items: ["2 spring onions", "1 tbsp sesame seeds"] },
    ]);
  });

  it("takes the page's further lines when it shows the markup's with more or with units spelled out, in the markup's words", () => {
    const page = `${jsonLd({ recipeIngredient: ["1 1/2 cups dry red lentils", "1 tbsp olive oil"], recipeInstructions: "Cook." })}
      <h2>Ingredients</h2><ul><li>1 ½ cups (300 g) dry red lentils</li><li>1 tablespoon olive oil</li>
      <li>1 medium onion, diced</li><li>2 cups vegetable broth</li></ul>
      <h2>Method</h2><p>Soften the onion in the oil, add the lentils and the broth and simmer until tender.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "1 1/2 cups dry red lentils",
      "1 tbsp olive oil",
      "1 medium onion, diced",
      "2 cups vegetable broth",
    ]);
  });

  it("takes the page's further group whose amounts are hedged ('about 1 cup') when the markup lists only the first", () => {
    const page = `${jsonLd({ recipeIngredient: ["1 teaspoon olive oil", "4 ounces chorizo"], recipeInstructions: "Fry." })}
      <h2>Ingredients</h2><h3>Filling</h3><ul><li>1 teaspoon olive oil</li><li>4 ounces chorizo</li></ul>
      <h3>Toppings</h3><ul><li>about 1 cup shredded lettuce</li><li>about 3 tablespoons sour cream</li></ul>
      <h2>Method</h2><p>Fry the chorizo in the oil and fill the tortillas, then top them.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Filling", items: ["1 teaspoon olive oil", "4 ounces chorizo"] },
      { title: "Toppings", items: ["about 1 cup shredded lettuce", "about 3 tablespoons sour cream"] },
    ]);
  });

  it("takes the page's further lines without amounts after the markup's last where the method names them", () => {
    const method =
      "Stir the polenta into the stock. Spray a tray with cooking oil, spread it out and serve with salt flakes.";
    const page = `${jsonLd({ recipeIngredient: ["3 cups stock", "1 cup instant polenta"], recipeInstructions: method })}
      <h2>Ingredients</h2><ul><li>3 cups stock</li><li>1 cup instant polenta</li><li>cooking oil spray</li>
      <li>salt flakes, to serve</li></ul><h2>Method</h2><p>${method}</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "3 cups stock",
      "1 cup instant polenta",
      "cooking oil spray",
      "salt flakes, to serve",
    ]);
  });

  it("takes the page's further lines among which one the method names is written otherwise ('the zest from 4 lemons')", () => {
    const method = "Rub the zest of the lemons into the flour and sugar, then work in the rest.";
    const page = `${jsonLd({ recipeIngredient: ["2 cups flour", "1/2 cup sugar", "1 pinch salt"], recipeInstructions: method })}
      <h2>Ingredients</h2><ul><li>2 cups flour</li><li>1/2 cup sugar</li><li>1 pinch salt</li>
      <li>the zest from 4 large lemons</li><li>2 sprigs rosemary</li><li>12 Tbsp butter, chilled</li></ul>
      <h2>Method</h2><p>${method}</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "2 cups flour",
      "1/2 cup sugar",
      "1 pinch salt",
      "the zest from 4 large lemons",
      "2 sprigs rosemary",
      "12 Tbsp butter, chilled",
    ]);
  });

  it("keeps the groups whose titles the markup keeps among its lines where the page shows them so, ½ being 1/2", () => {
    const page = `${jsonLd({
      recipeIngredient: ["For the noodles:", "10 lasagna noodles", "For the ricotta:", "1 egg", "½ tsp salt"],
      recipeInstructions: "Layer.",
    })}<h2>Ingredients</h2><h3>For the noodles</h3><ul><li>10 lasagna noodles</li></ul><h3>For the ricotta</h3>
      <ul><li>1 egg</li><li>1/2 tsp salt</li></ul><h2>Method</h2>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "For the noodles", items: ["10 lasagna noodles"] },
      { title: "For the ricotta", items: ["1 egg", "½ tsp salt"] },
    ]);
  });

  it("reads a short line the page sets right before the markup's lines as a group's title", () => {
    const page = `${jsonLd({ recipeIngredient: ["8 tbsp panko", "1 egg", "3 tbsp milk"], recipeInstructions: "Fry." })}
      <h2>Ingredients</h2><ul><li>8 tbsp panko</li><li>Egg prep</li><li>1 egg</li><li>3 tbsp milk</li>
      <li>2 tbsp flour</li></ul><h2>Method</h2>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["8 tbsp panko"] },
      { title: "Egg prep", items: ["1 egg", "3 tbsp milk", "2 tbsp flour"] },
    ]);
  });

  it("keeps the markup's list when the page shows it again in other units", () => {
    const page = `${jsonLd({ recipeIngredient: ["100g caster sugar", "50g oat flour"], recipeInstructions: "Bake." })}
      <h2>Ingredients</h2><ul><li>100g caster sugar</li><li>50g oat flour</li><li>3.5oz caster sugar</li>
      <li>1.75oz oat flour</li></ul>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(["100g caster sugar", "50g oat flour"]);
  });

  it("takes the page's wording and groups over markup that says the same in a database's words", () => {
    const page = `${jsonLd({
      recipeIngredient: ["1 slice baguette", "1 Numbers avocados mashed", "As required salt"],
      recipeInstructions: "Toast.",
    })}<h2>Ingredients of Avocado Toast</h2><ul><li>1 slice baguette</li></ul><p>For Dressing</p>
      <ul><li>1 mashed avocados</li><li>salt as required</li></ul><h3>How to make it</h3>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["1 slice baguette"] },
      { title: "For Dressing", items: ["1 mashed avocados", "salt as required"] },
    ]);
  });

  it("keeps the markup's lines, which write notes of their own, when the page adds other amounts to them", () => {
    const marked = ["⅓ cup sourdough discard", "1 cup flour, sifted"];
    const page = `${jsonLd({ recipeIngredient: marked, recipeInstructions: "Mix." })}
      <h2>Ingredients</h2><ul><li>⅓ cup (100 g) sourdough discard</li><li>1 cup (120 g) flour, sifted</li></ul>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(marked);
  });

  it("reads a list shown in two unit systems in the first of them", () => {
    const page = `<h1>Roast Potatoes</h1><h2>Ingredients</h2><p>Metric Imperial</p><p>Metric</p>
      <ul><li>4 potatoes, peeled</li><li>100ml vegetable oil</li></ul><p>Imperial</p>
      <ul><li>4 potatoes, peeled</li><li>3 1/2fl oz vegetable oil</li></ul>
      <h2>Method</h2><p>Boil the potatoes for ten minutes, then roast them in the hot oil.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(["4 potatoes, peeled", "100ml vegetable oil"]);
  });

  it("reads a Dutch method under 'Aan de slag' set before the ingredients", () => {
    const page = `<h1>Gehakt-paprika schotel</h1><h2>Aan de slag met de schotel!</h2>
      <p>Snipper de ui en bak het gehakt rul in een pan met een scheutje olie.</p><p>Benodigdheden</p>
      <ul><li>300 gr rundergehakt</li><li>1 ui</li><li>1 tl paprikapoeder</li></ul>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Snipper de ui en bak het gehakt rul in een pan met een scheutje olie.",
    ]);
  });

  it("reads a Czech page set in plain boxes by its heading words, which end in letters beyond ASCII", () => {
    const page = `<h1>Tortilové rolky</h1><div>Ingredience</div><div>Složení</div><div>4 porce</div>
      <div>Tortilla pšeničná 2 ks</div><div>Philadelphia 125 g</div><div>Salátová okurka 1 ks</div>
      <div>Krůtí šunka 3 plát.</div><div>Hroznové víno bílé</div><div>Příprava</div><div>1</div>
      <div>Z tortil odkrojte okraje tak, abyste místo kruhu získali obdélník.</div><div>2</div>
      <div>Tortilu potřete sýrem, poklaďte šunkou a okurkou a pevně srolujte.</div><div>3</div>
      <div>Rolky nakrájejte a podávejte s hroznovým vínem.</div>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(items(found?.ingredients)).toHaveLength(5);
    expect(steps(found?.instructions)).toHaveLength(3);
  });

  // Issue 23: markup that splits lines at their commas or shortens them loses nothing the page shows.
  it("re-joins markup lines split at commas and keeps the page's fuller wording of shortened ones", () => {
    const markup = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Rumpsteak mit Senfsoße",
      recipeIngredient: ["4 Rumpsteak", "1", "5 TL Senf", "250 g Schweinefleisch", " in Stücken", "1 Zwiebel"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Die Steaks von beiden Seiten kräftig anbraten." }],
    };
    const page = `<html lang="de"><head><script type="application/ld+json">${JSON.stringify(markup)}</script></head>
      <body><h1>Rumpsteak mit Senfsoße</h1><h2>Zutaten</h2><ul><li>4 Rumpsteaks (à 200–250 g)</li>
      <li>1,5 TL Senf</li><li>250 g Schweinefleisch, in Stücken</li><li>1 Zwiebel</li></ul>
      <h2>Zubereitung</h2><p>Die Steaks von beiden Seiten kräftig anbraten.</p></body></html>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "4 Rumpsteaks (à 200–250 g)",
      "1,5 TL Senf",
      "250 g Schweinefleisch, in Stücken",
      "1 Zwiebel",
    ]);
  });

  it("re-joins markup lines split at commas where the page shows the line with an aside the markup dropped", () => {
    const marked = ["3 lb beef short ribs", " cut into 2-inch pieces", "2 cups dry red wine", " such as cabernet"];
    const page = `${jsonLd({ recipeIngredient: marked, recipeInstructions: "Brown the ribs, add the wine and braise." })}
      <h2>Ingredients</h2><ul><li>3 lb beef short ribs (1.5 kg), cut into 2-inch pieces</li>
      <li>2 cups dry red wine (480 mL), such as cabernet</li></ul><h2>Method</h2>
      <p>Brown the ribs, add the wine and braise them for three hours.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "3 lb beef short ribs (1.5 kg), cut into 2-inch pieces",
      "2 cups dry red wine (480 mL), such as cabernet",
    ]);
  });

  it("takes the page's fuller wording of a shortened line that writes its fraction or unit otherwise", () => {
    const page = `${jsonLd({ recipeIngredient: ["1/2 cup Butter", "2 tbsp maple syrup"], recipeInstructions: "Mix." })}
      <h2>Ingredients</h2><ul><li>½ cup Butter (salted, room temperature)</li>
      <li>2 tablespoons maple syrup, warmed</li></ul><h2>Method</h2><p>Mix the butter with the syrup.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "½ cup Butter (salted, room temperature)",
      "2 tablespoons maple syrup, warmed",
    ]);
  });

  it("keeps the asides inside lines that a markup without any note or aside dropped, and only then", () => {
    const list = `<h2>Ingredients</h2><ul><li>16 whole (227 grams) graham crackers</li>
      <li>7 tablespoons (100 grams) unsalted butter</li><li>1 teaspoon vanilla extract</li></ul>
      <h2>Method</h2><p>Crush the crackers and mix them with the butter and vanilla.</p>`;
    const shortened = ["16 whole graham crackers", "7 tablespoons unsalted butter", "1 teaspoon vanilla extract"];
    expect(items(extractRecipe(`${jsonLd({ recipeIngredient: shortened })}${list}`, url)?.recipe.ingredients)).toEqual([
      "16 whole (227 grams) graham crackers",
      "7 tablespoons (100 grams) unsalted butter",
      "1 teaspoon vanilla extract",
    ]);
    // A markup that writes notes of its own gives its lines as the site wrote them (a unit switch may add the grams).
    const own = ["16 whole graham crackers, crushed", "7 tablespoons unsalted butter", "1 teaspoon vanilla extract"];
    expect(items(extractRecipe(`${jsonLd({ recipeIngredient: own })}${list}`, url)?.recipe.ingredients)).toEqual(own);
    // The page's notes after a comma say as surely as its asides that the markup dropped them.
    const noted = `<h2>Ingredients</h2><ul><li>1 cup (2 sticks) unsalted butter, at room temperature</li>
      <li>1 cup cake flour</li><li>8 large egg yolks, at room temperature</li></ul>
      <h2>Method</h2><p>Beat the butter, then the yolks, and fold in the flour.</p>`;
    const bare = ["1 cup unsalted butter", "1 cup cake flour", "8 large egg yolks"];
    expect(items(extractRecipe(`${jsonLd({ recipeIngredient: bare })}${noted}`, url)?.recipe.ingredients)).toEqual([
      "1 cup (2 sticks) unsalted butter, at room temperature",
      "1 cup cake flour",
      "8 large egg yolks, at room temperature",
    ]);
  });

  // Issue 23, class 3: pages without markup, read by the shape of their blocks.
  // Issue 23, class 1 for the method: steps the markup cut short or ran together, the page showing them whole.
  it("takes the page's whole steps where the markup's break off, and splits a step that runs the page's together", () => {
    const ingredients = ["500 g Kartoffeln", "200 ml Sahne", "100 g Käse"];
    const body = `<h2>Zutaten</h2><ul>${asItems(ingredients)}</ul><h2>Zubereitung</h2>
      <ol><li>Den Ofen auf 200 Grad vorheizen und die Kartoffeln schälen.</li>
      <li>Die Kartoffeln in dünne Scheiben schneiden und in eine gefettete Form schichten.</li>
      <li>Mit Sahne übergießen, mit Käse bestreuen und 40 Minuten goldbraun backen.</li></ol><p>Teilen Sie das Rezept!</p>`;
    const page = (steps: string[]) => `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: steps })}${body}`;
    const whole = [
      "Den Ofen auf 200 Grad vorheizen und die Kartoffeln schälen.",
      "Die Kartoffeln in dünne Scheiben schneiden und in eine gefettete Form schichten.",
      "Mit Sahne übergießen, mit Käse bestreuen und 40 Minuten goldbraun backen.",
    ];
    const cut = page([
      "Den Ofen auf 200 Grad vorheizen und …",
      "Die Kartoffeln in dünne Scheiben schneiden und in eine gefettete Form schichten.",
      "Mit Sahne übergießen, mit Käse …",
    ]);
    expect(steps(extractRecipe(cut, url)?.recipe.instructions)).toEqual(whole);
    const runTogether = page([whole.join(" ")]);
    expect(steps(extractRecipe(runTogether, url)?.recipe.instructions)).toEqual(whole);
    // Run together and broken off: the page's method to its end.
    const runTogetherCut = page([
      "Den Ofen auf 200 Grad vorheizen und die Kartoffeln schälen. Die Kartoffeln in dünne …",
    ]);
    expect(steps(extractRecipe(runTogetherCut, url)?.recipe.instructions)).toEqual(whole);
    // Steps the page does not show as the markup has them stay the markup's.
    const own = ["Kartoffeln vorbereiten.", "Alles in einer Form backen."];
    expect(steps(extractRecipe(page(own), url)?.recipe.instructions)).toEqual(own);
  });

  it("goes on with the page's method where the markup gives only its first part, not with a method's notes", () => {
    const ingredients = ["500 g Mehl", "1 Würfel Hefe", "200 g Quark", "2 Eier"];
    const dough = [
      "Mehl und Hefe mit warmem Wasser zu einem glatten Teig kneten.",
      "Den Teig abgedeckt 1 Stunde gehen lassen.",
    ];
    const filling = [
      "Quark und Eier glatt rühren.",
      "Den Teig ausrollen und mit der Quarkmasse bestreichen.",
      "Im heißen Ofen 30 Minuten backen.",
    ];
    const list = (lines: string[]) => `<ol>${asItems(lines)}</ol>`;
    const page = (marked: string[]) => `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: marked })}
      <h2>Zutaten</h2><ul>${asItems(ingredients)}</ul><h2>Zubereitung</h2>
      <h3>Für den Teig</h3>${list(dough)}<h3>Für die Füllung</h3>${list(filling)}`;
    const found = extractRecipe(page(dough), url)?.recipe.instructions;
    expect(found?.map((section) => section.title)).toEqual([null, "Für die Füllung"]);
    expect(steps(found)).toEqual([...dough, ...filling]);
    // A few lines after the marked-up method are its notes, as far as anyone can tell: the markup's steps stay.
    const notes = `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: filling })}
      <h2>Zutaten</h2><ul>${asItems(ingredients)}</ul><h2>Zubereitung</h2>
      ${list(filling)}<p>Der Kuchen schmeckt am besten noch warm.</p>`;
    expect(steps(extractRecipe(notes, url)?.recipe.instructions)).toEqual(filling);
    // One list of the whole method, the markup its first items: the list's further items are the rest.
    const method = [...dough, ...filling];
    const oneList = `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: dough })}
      <h2>Zutaten</h2><ul>${asItems(ingredients)}</ul><h2>Zubereitung</h2>
      ${list(method)}<p>Der Kuchen schmeckt am besten noch warm.</p>`;
    expect(steps(extractRecipe(oneList, url)?.recipe.instructions)).toEqual(method);
    // A list that goes on by one item after a whole method holds what the site left out on purpose.
    const promo = "Lade unsere App herunter und entdecke noch mehr Rezepte für jeden Tag.";
    const withPromo = `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: method })}
      <h2>Zutaten</h2><ul>${asItems(ingredients)}</ul><h2>Zubereitung</h2>
      ${list([...method, promo])}`;
    expect(steps(extractRecipe(withPromo, url)?.recipe.instructions)).toEqual(method);
    // A card's method in groups, a list each in the box its class names for the method, the markup its first group:
    // the box's further lines are the rest, the notes in a box of their own are not.
    const card = `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: dough })}
      <h2>Zutaten</h2><ul>${asItems(ingredients)}</ul>
      <div class="recipe-instructions"><h3>Zubereitung</h3><div class="group">${list(dough)}</div>
      <div class="group">${list(filling)}</div></div><div class="recipe-notes"><p>Der Kuchen schmeckt am besten noch
      warm.</p><p>Statt Quark passt auch Ricotta.</p></div>`;
    expect(steps(extractRecipe(card, url)?.recipe.instructions)).toEqual(method);
  });

  it("reads a long method on where the markup gives only its first part and the page's method box holds the rest", () => {
    const ingredients = ["1 kg beef chuck", "2 onions", "400 g rice", "2 limes", "1 bunch cilantro"];
    const parts: [string, string[]][] = [
      [
        "Barbacoa",
        ["Salt and pepper the meat on all sides.", "Brown the meat in hot oil, in batches, for 15 minutes."],
      ],
      [
        "Stovetop",
        ["Add the onion and broth, cover and simmer for 3 hours.", "Turn the meat every hour and add broth."],
      ],
      ["Shred", ["Lift the meat out and shred it with two forks.", "Return it to the liquid and season it."]],
      ["Rice", ["Cook the rice with the lime juice in place of some water.", "Stir in the zest and the cilantro."]],
      ["Bowls", ["Divide the rice between bowls and top with the meat.", "Serve with lime wedges."]],
    ];
    const method = parts.map(([title, lines]) => `<h4>${title}</h4><ol>${asItems(lines)}</ol>`).join("");
    const page = `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: parts[0]?.[1] })}
      <h2>Ingredients</h2><ul>${asItems(ingredients)}</ul>
      <div class="recipe-instructions"><h3>Instructions</h3>${method}</div>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(parts.flatMap(([, lines]) => lines));
  });

  it("goes on with the card's method where the markup gives its first steps and a post shows the steps before it", () => {
    const ingredients = ["2 bananas, sliced", "1 cup milk", "1 tablespoon agave syrup"];
    const method = [
      "In your pint container, combine the banana, milk and agave, then freeze it for 24 hours.",
      "Use your machine on the ice cream setting.",
      "If the texture is chalky, make a hole in the middle, add a splash of milk and spin it again.",
      "Top with sprinkles or sliced banana and enjoy it right away!",
    ];
    const page = `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: method.slice(0, 2) })}
      <h1>Banana Ice Cream</h1><p>It is the easiest ice cream there is.</p><h2>How to make it</h2>
      ${method.map((step) => `<p>${step}</p>`).join("")}<div class="recipe-card"><h3>Ingredients</h3>
      <ul>${asItems(ingredients)}</ul><div class="recipe-instructions"><h3>Instructions</h3>
      ${method.map((step) => `<ul><li>${step}</li></ul>`).join("")}</div></div>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(method);
  });

  it("goes on with the page's method where the markup gives its first steps and the page glues a label to each", () => {
    const ingredients = ["1 stick butter", "1 large onion, sliced", "1 1/2 lb. ground beef", "8 slices rye bread"];
    const method = [
      "In a skillet, melt 2 tablespoons of butter and cook the onions slowly for 20 minutes.",
      "Mix the beef with salt and pepper and form it into 4 patties.",
      "Cook the patties in more butter until done in the middle.",
      "Layer bread, patty, onions and cheese, and grill the sandwiches until golden.",
      "Slice in half and serve immediately!",
    ];
    const page = `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: method.slice(0, 2) })}
      <h1>Patty Melts</h1><h2>Ingredients</h2><ul>${asItems(ingredients)}</ul>
      <h2>Directions</h2><ol class="directions">${method
        .map((step, at) => `<li><span>Step ${at + 1}</span>${step}</li>`)
        .join("")}</ol>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(method);
  });

  it("sets the markup's cut steps right where the page writes a size's sign otherwise (9×13 for 9x13)", () => {
    const ingredients = ["2 cups flour", "1 cup butter", "4 apples, sliced"];
    const method = [
      "Heat the oven to 350 degrees. Line a 9×13 inch baking dish with parchment paper and set it aside.",
      "Press the dough evenly into the dish and bake for 15 minutes, until the edges are golden.",
      "Spread the apples over the crust and bake for 40 minutes more, then cool completely.",
    ];
    const marked = [
      "Heat the oven to 350 degrees. Line a 9x13 inch baking dish …",
      "Press the dough evenly into the dish and …",
      "Spread the apples over the crust and …",
    ];
    const page = `${jsonLd({ recipeIngredient: ingredients, recipeInstructions: marked })}<h1>Apple Pie Bars</h1>
      <h2>Ingredients</h2><ul>${asItems(ingredients)}</ul><h2>Instructions</h2>
      <ol>${method.map((step) => `<li>${step}</li>`).join("")}</ol>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(method);
  });

  it("reads the list before equipment set between it and the method", () => {
    const page = `<h1>Banana Ice Cream</h1><h3>Ingredients</h3><ul><li>2 bananas, sliced</li><li>1 cup milk</li>
      <li>1 tablespoon agave syrup</li></ul><h3>Equipment</h3><ul><li>1 ice cream maker</li></ul>
      <h3>Instructions</h3><ol><li>Combine the sliced banana, milk and agave in the pint container.</li>
      <li>Freeze it for 24 hours, then spin it on the ice cream setting.</li></ol>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual(["2 bananas, sliced", "1 cup milk", "1 tablespoon agave syrup"]);
    expect(steps(found?.recipe.instructions)).toHaveLength(2);
  });

  it("names the recipe as its card does over its ingredients, and passes over a heading that is not the dish", () => {
    const list = `<h3>Ingredients</h3><ul><li>500 g noodles</li><li>2 tbsp chili oil</li></ul><h3>Instructions</h3>
      <p>Boil the noodles for 4 minutes, drain them and toss them with the chili oil.</p>`;
    const card = `<title>The Easiest Dan Dan Noodles | Food Blog</title><h1>The Easiest Dan Dan Noodles</h1>
      <p>These noodles are the best thing I have cooked all year, and you will love them too.</p>
      <h2>Dan Dan Noodles</h2><p>Serves 2</p>${list}`;
    expect(extractRecipe(card, url)?.recipe.title).toBe("Dan Dan Noodles");
    const search = `<meta property="og:title" content="Pork Skewers | Food Blog"><h1>SEARCH</h1>${list}`;
    expect(extractRecipe(search, url)?.recipe.title).toBe("Pork Skewers");
    const labelFirst = `<title>Recette - Salade de carottes | Cuisine Facile</title><h1>SEARCH</h1>${list}`;
    expect(extractRecipe(labelFirst, url)?.recipe.title).toBe("Salade de carottes");
  });

  it("reads lines that give the amount after the name, with or without a colon", () => {
    const colon = `<h1>Pfannkuchen</h1><p>Mehl: 250 g</p><p>Milch: 500 ml</p><p>Eier: 3</p><p>Salz: 1 Prise</p>
      <p>Mehl, Milch, Eier und Salz zu einem glatten Teig verrühren und 20 Minuten quellen lassen.</p>
      <p>Butter in einer Pfanne erhitzen und nacheinander dünne Pfannkuchen goldbraun backen.</p>`;
    expect(items(extractRecipe(colon, url)?.recipe.ingredients)).toEqual([
      "Mehl: 250 g",
      "Milch: 500 ml",
      "Eier: 3",
      "Salz: 1 Prise",
    ]);
    const last = `<h1>Tomatensuppe</h1><div><div>Tomaten 1 kg</div><div>Zwiebeln 2 Stück</div>
      <div>Knoblauch 2 Zehen</div><div>Olivenöl 3 EL</div><div>Gemüsebrühe 500 ml</div></div>
      <div><p>Zwiebeln und Knoblauch würfeln und im Öl andünsten.</p>
      <p>Tomaten dazugeben, mit Brühe aufgießen und 20 Minuten köcheln lassen.</p></div>`;
    expect(items(extractRecipe(last, url)?.recipe.ingredients)).toEqual([
      "Tomaten 1 kg",
      "Zwiebeln 2 Stück",
      "Knoblauch 2 Zehen",
      "Olivenöl 3 EL",
      "Gemüsebrühe 500 ml",
    ]);
  });

  it("reads units a language abbreviates with a full stop after the amount as units, not as sentences' ends", () => {
    const page = `<h1>Naleśniki</h1><div><div>Mąka pszenna 2 szkl.</div><div>Mleko 1 l</div><div>Jajka 3 szt.</div>
      <div>Masło 2 łyż.</div><div>Cukier 1 łyż.</div></div>
      <div><p>Wszystkie składniki dokładnie wymieszaj w misce na gładkie ciasto i odstaw na pół godziny.</p>
      <p>Smaż cienkie naleśniki na rozgrzanej patelni z obu stron na złoty kolor.</p></div>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "Mąka pszenna 2 szkl.",
      "Mleko 1 l",
      "Jajka 3 szt.",
      "Masło 2 łyż.",
      "Cukier 1 łyż.",
    ]);
  });

  it("reads a list the page shows twice over (for phones and for larger screens) once", () => {
    const list = `<ul><li>200 g Mehl</li><li>2 Eier</li><li>300 ml Milch</li></ul>`;
    const page = `<h1>Pfannkuchen</h1><h2>Zutaten</h2><div class="mobile">${list}</div><div class="desktop">${list}</div>
      <h2>Zubereitung</h2><p>Alles zu einem glatten Teig verrühren und 20 Minuten quellen lassen.</p>
      <p>In einer heißen Pfanne nacheinander dünne Pfannkuchen backen.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(["200 g Mehl", "2 Eier", "300 ml Milch"]);
    const groups = `<h3>Teig</h3>${list}<h3>Füllung</h3><ul><li>100 g Quark</li><li>1 EL Zucker</li></ul>`;
    const grouped = page.replaceAll(list, groups);
    expect(extractRecipe(grouped, url)?.recipe.ingredients).toEqual([
      { title: "Teig", items: ["200 g Mehl", "2 Eier", "300 ml Milch"] },
      { title: "Füllung", items: ["100 g Quark", "1 EL Zucker"] },
    ]);
  });

  it("reads a step whose words are set in bold beside a block as one line, as a browser shows it", () => {
    const page = `<h1>Gulasch</h1><h3>Zutaten</h3><ul><li>600 g Rindergulasch</li><li>1 EL Butterschmalz</li></ul>
      <h3>Anleitung</h3><ol><li><div><span>Das <strong>Butterschmalz</strong> im Bräter erhitzen und das Fleisch
      <strong>portionsweise</strong> anbraten.</span><div class="spacer"></div><span>Danach alles zusammen
      <em>zwei Stunden</em> schmoren lassen.</span></div></li></ol>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Das Butterschmalz im Bräter erhitzen und das Fleisch portionsweise anbraten.",
      "Danach alles zusammen zwei Stunden schmoren lassen.",
    ]);
  });

  it("reads a recipe the page shows inside a form that wraps the whole page, as some sites' software builds it", () => {
    const recipe = `<h1>Pancakes</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul>
      <h2>Method</h2><ol><li>Whisk everything into a smooth batter.</li><li>Fry thin pancakes in a hot pan.</li></ol>`;
    const page = `<form name="aspnetForm" method="post" action="/recipes/pancakes"><input type="hidden" name="__VIEWSTATE">
      ${recipe}<label>Search</label><input name="q"><button>Go</button></form>`;
    expect(extractRecipe(page, url)?.recipe).toMatchObject({
      title: "Pancakes",
      ingredients: [{ title: null, items: ["200 g flour", "2 eggs", "300 ml milk"] }],
    });
    // A page whose recipe stands outside its forms reads none of their text.
    const comments = `${recipe}<form><p>Leave a comment</p><ul><li>1 cup love</li><li>2 tsp patience</li></ul></form>`;
    expect(items(extractRecipe(comments, url)?.recipe.ingredients)).toEqual(["200 g flour", "2 eggs", "300 ml milk"]);
  });

  it("reads a count of servings that ends a byline", () => {
    const page = `<h1>Turkey Meatballs</h1><p>by Christina – Updated Oct 3, 2023 <span>4 servings</span></p>
      <h2>Ingredients</h2><ul><li>1 lb ground turkey</li><li>1 egg</li><li>2 cups spinach</li></ul>
      <h2>Instructions</h2><ol><li>Mix everything and shape into balls.</li><li>Bake for 20 minutes.</li></ol>`;
    expect(extractRecipe(page, url)?.recipe.yields).toBe("4 servings");
  });

  it("takes a preparation or cooking time given alone for the whole time, and neither for the other", () => {
    const list = `<h2>Ingredients</h2><ul><li>2 oranges</li><li>1 avocado</li><li>50 g goat cheese</li></ul>
      <h2>Instructions</h2><ol><li>Slice the oranges and the avocado.</li><li>Crumble the cheese over them.</li></ol>`;
    const alone = extractRecipe(`<h1>Orange Salad</h1><p>Prep time: 10 minutes</p>${list}`, url);
    expect(alone?.recipe).toMatchObject({ prepMinutes: 10, cookMinutes: null, totalMinutes: 10 });
    const cooked = extractRecipe(`<h1>Orange Salad</h1><p>Cook time: 2 hours</p>${list}`, url);
    expect(cooked?.recipe).toMatchObject({ prepMinutes: null, cookMinutes: 120, totalMinutes: 120 });
    const both = extractRecipe(
      `<h1>Orange Salad</h1><p>Prep time: 10 minutes</p><p>Cook time: 5 minutes</p>${list}`,
      url,
    );
    expect(both?.recipe).toMatchObject({ prepMinutes: 10, cookMinutes: 5, totalMinutes: null });
  });

  it("takes no step's number for the time of a method heading that is also a time's label", () => {
    const page = `<h1>Apfelkuchen</h1><h2>Zutaten</h2><ul><li>200 g Mehl</li><li>100 g Butter</li><li>3 Äpfel</li></ul>
      <h2>Zubereitung</h2><div><div>1</div><div>Den Ofen auf 200 Grad vorheizen und die Form fetten.</div></div>
      <div><div>2</div><div>Mehl und Butter verkneten, die Äpfel schälen und in Spalten schneiden.</div></div>`;
    expect(extractRecipe(page, url)?.recipe).toMatchObject({
      prepMinutes: null,
      cookMinutes: null,
      totalMinutes: null,
    });
    const labelled = page.replace("<h2>Zutaten</h2>", "<p>Zubereitung</p><p>25 Min.</p><h2>Zutaten</h2>");
    expect(extractRecipe(labelled, url)?.recipe).toMatchObject({ cookMinutes: 25, totalMinutes: 25 });
  });

  it("reads a yield and times the page shows without labels, but not a nutrition panel's serving", () => {
    const list = `<h2>Zutaten</h2><ul><li>150 ml Mandeldrink</li><li>100 g Mehl</li></ul><h2>Zubereitung</h2>
      <p>Alles verrühren und in einer Pfanne goldbraun backen.</p>`;
    const icons = extractRecipe(`<h1>Pancakes</h1><p>20 Min</p><p>15 Min</p><p>2 Portionen</p>${list}`, url);
    expect(icons?.recipe).toMatchObject({ yields: "2 Portionen", prepMinutes: 20, cookMinutes: 15 });
    const squeezed = extractRecipe(`<h1>Pancakes</h1><p>Serves4</p><p>: unter 30 Minuten</p>${list}`, url);
    expect(squeezed?.recipe).toMatchObject({ yields: "Serves4", totalMinutes: 30 });
    const noted = extractRecipe(`<h1>Pancakes</h1><p>1 hour 30 minutes plus cooling</p>${list}`, url);
    expect(noted?.recipe.totalMinutes).toBe(90);
    const nutrition = extractRecipe(`<h1>Pancakes</h1>${list}<p>Serving: 1 slice</p>`, url);
    expect(nutrition?.recipe.yields).toBeNull();
  });

  it("reads a yield and times that only their boxes' names label, beside an icon or in a box so named", () => {
    const list = `<h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup milk</li></ul><h2>Method</h2>
      <p>Whisk everything together and bake in a hot pan until golden.</p>`;
    const card = `<h1>Pancakes</h1><div><span class="icon icon-serves"></span><span>4</span></div>
      <ul><li class="prep-time">10 min</li><li class="cookTime">20 min</li></ul>${list}`;
    expect(extractRecipe(card, url)?.recipe).toMatchObject({ yields: "4", prepMinutes: 10, cookMinutes: 20 });
    // A time named alone is what a time shown alone is, the whole time: a theme names its one time box as it likes.
    const lone = `<h1>Pancakes</h1><ul><li class="meta-cooking-time">2 hours</li></ul>${list}`;
    expect(extractRecipe(lone, url)?.recipe).toMatchObject({ cookMinutes: null, totalMinutes: 120 });
    // Beside times labelled in words, its name tells which time it is.
    const beside = `<h1>Pancakes</h1><p>Prep: 15 min</p><p>Cook: 30 min</p><div class="total-time">47 min</div>${list}`;
    expect(extractRecipe(beside, url)?.recipe).toMatchObject({ prepMinutes: 15, cookMinutes: 30, totalMinutes: 47 });
    // An icon's alternative text labels the value its box shows beside it, in the words of the labels a page writes
    // (the cooking first: two times shown alone would be read as preparation, then cooking).
    const icon = (alt: string, value: string) =>
      `<li><div class="icon"><img src="i.svg" alt="${alt}"></div><div class="value">${value}</div></li>`;
    const pictures = `<h1>Crêpes</h1><ul>${icon("Cuisson", "75 min")}${icon("Temps de préparation", "20 min")}</ul>${list}`;
    expect(extractRecipe(pictures, url)?.recipe).toMatchObject({ prepMinutes: 20, cookMinutes: 75 });
    // A tooltip of a few words names the box as well; a longer one tells of a value in passing and names none; nor
    // does a nutrition panel's serving size, or any line of the panel's box.
    const calories = `<div title="Calories: 186 Kcal / 1 serving"><span>186 Kcal</span></div>`;
    const stepper = `<h1>Pancakes</h1>${calories}<div title="Number of people"><span>6</span></div>${list}`;
    expect(extractRecipe(stepper, url)?.recipe.yields).toBe("6");
    const nutrition = `<h1>Pancakes</h1>${list}<div class="nutrition-serving-size"><span>1</span></div>`;
    expect(extractRecipe(nutrition, url)?.recipe.yields).toBeNull();
    const panel = `<h1>Pancakes</h1>${list}<div class="recipe-nutrition"><p>Per</p><p class="serving">1</p></div>`;
    expect(extractRecipe(panel, url)?.recipe.yields).toBeNull();
  });

  it("reads the servings a chooser shows as its chosen option, and nothing of the page's other list boxes", () => {
    const list = `<h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup milk</li></ul><h2>Method</h2>
      <p>Whisk everything together and bake in a hot pan until golden.</p>`;
    const chooser = (options: string) => `<h1>Pancakes</h1><div><select>${options}</select></div>${list}`;
    const servings = '<option value="2">2 Servings</option><option value="4" selected>4 Servings</option>';
    expect(extractRecipe(chooser(servings), url)?.recipe.yields).toBe("4 Servings");
    const sorting = "<option>Newest first</option><option>12 per page</option>";
    expect(extractRecipe(chooser(sorting), url)?.recipe.yields).toBeNull();
  });

  // Issue 23: a page in a language the vocabulary does not know, its list under aisle-like headings, is read by
  // the shape of its lines, not refused for want of a heading word.
  it("reads a page without markup whose headings name neither the ingredients nor the method", () => {
    const page = `<h1>Μουσακάς της γιαγιάς</h1><p>Ένα κλασικό φαγητό για την Κυριακή.</p>
      <h2>Στο μπακάλικο</h2><ul><li>3 μελιτζάνες</li><li>500 γρ. κιμάς</li><li>2 κ.σ. ελαιόλαδο</li></ul>
      <h2>Στο ψυγείο</h2><ul><li>500 ml γάλα</li><li>100 γρ. τυρί</li></ul>
      <h2>Πάμε!</h2><ol><li>Κόβουμε τις μελιτζάνες σε φέτες και τις ψήνουμε στον φούρνο για 20 λεπτά.</li>
      <li>Σοτάρουμε τον κιμά με το ελαιόλαδο και ρίχνουμε το μισό τυρί από πάνω.</li>
      <li>Στρώνουμε σε ταψί, ρίχνουμε το γάλα και ψήνουμε για 45 λεπτά στους 180 βαθμούς.</li></ol>
      <footer><p>© 2026 Κουζίνα</p></footer>`;
    const found = extractRecipe(page, url);
    expect(found?.stage).toBe("heuristics");
    expect(found?.recipe.title).toBe("Μουσακάς της γιαγιάς");
    expect(items(found?.recipe.ingredients)).toEqual([
      "3 μελιτζάνες",
      "500 γρ. κιμάς",
      "2 κ.σ. ελαιόλαδο",
      "500 ml γάλα",
      "100 γρ. τυρί",
    ]);
    expect(steps(found?.recipe.instructions)).toHaveLength(3);
  });

  it("reads a list that gives each food's amount after a dash, its unit abbreviated or in another script", () => {
    const lines = [
      "Говядина на кости — 500 г",
      "Свёкла — 2 шт.",
      "Картофель — 3 шт.",
      "Капуста белокочанная — 300 г",
      "Томатная паста — 2 ст. л.",
      "Соль, перец — по вкусу",
    ];
    const page = `<h1>Борщ классический</h1><h2>Ингредиенты</h2><ul>${asItems(lines)}</ul>
      <h2>Приготовление</h2><ol><li>Мясо залить холодной водой, довести до кипения и варить 1,5 часа.</li>
      <li>Свёклу нарезать соломкой и обжарить на масле, добавить томатную пасту.</li>
      <li>В бульон положить картофель, капусту и зажарку, посолить и варить ещё 15 минут.</li></ol>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(items(found?.ingredients)).toEqual(lines);
    expect(steps(found?.instructions)).toHaveLength(3);
  });

  it("passes over a short tip between two steps, and ends the method at the notes after it", () => {
    const page = `<h1>Flaky Pie Crust</h1><h2>Ingredients</h2><ul><li>2 1/2 cups flour</li><li>1 tsp salt</li>
      <li>1 cup cold butter, cubed</li></ul><h2>Instructions</h2><p>Whisk the flour and salt in a large bowl.</p>
      <p>Cut in the butter until the pieces are the size of peas.</p><p>Tip: keep everything cold.</p>
      <p>Drizzle in ice water, mixing until the dough just holds together.</p><p>Tip: chill it well.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Whisk the flour and salt in a large bowl.",
      "Cut in the butter until the pieces are the size of peas.",
      "Drizzle in ice water, mixing until the dough just holds together.",
    ]);
  });

  it("ends a blog post's method at the post's labels and count of comments under it", () => {
    const page = `<h1>Katie's Kitchen</h1><h3>Grandma's Banana Bread</h3><p>Every time bananas go brown, I bake this.</p>
      <p>3 ripe bananas, mashed<br>1/3 cup melted butter<br>3/4 cup sugar<br>1 egg, beaten<br>1 1/2 cups flour<br><br>
      Preheat the oven to 350°F. Mix the butter into the mashed bananas, then the sugar and the egg.<br><br>
      Add the flour, pour into a buttered loaf pan and bake for 1 hour.</p>
      <div class="post-footer">Labels: <a>baking</a>, <a>bread</a> | 12 comments</div>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Preheat the oven to 350°F. Mix the butter into the mashed bananas, then the sugar and the egg.",
      "Add the flour, pour into a buttered loaf pan and bake for 1 hour.",
    ]);
  });

  it("ends a blog post's method at its footer, which credits the post however long it runs on", () => {
    const page = `<h1>Grandma's Banana Bread</h1><p>Every time bananas go brown, I bake this.</p>
      <p><b>Ingredients:</b><br>3 ripe bananas, mashed<br>1/3 cup melted butter<br>3/4 cup sugar<br>1 egg, beaten<br>
      1 1/2 cups flour<br><br><b>Directions:</b><br>Preheat the oven to 350°F and butter a loaf pan.<br><br>
      Mix the butter into the mashed bananas, then the sugar, the egg and the flour.<br><br>
      Pour into the pan and bake for 1 hour, until a tester comes out clean.</p>
      <div class="post-footer">Posted by Margaret at 10:14 AM 3 comments Labels: baking, bread</div>`;
    const found = extractRecipe(page, url);
    expect(steps(found?.recipe.instructions)).toEqual([
      "Preheat the oven to 350°F and butter a loaf pan.",
      "Mix the butter into the mashed bananas, then the sugar, the egg and the flour.",
      "Pour into the pan and bake for 1 hour, until a tester comes out clean.",
    ]);
    expect(found?.recipe.author).toBe("Margaret");
  });

  it("reads a list's heading that counts in words what it is for as the yield, not as a group's title", () => {
    const page = (heading: string) => `<h1>Zwetschgendatschi</h1><p><strong>${heading}</strong><br>500 g Mehl<br>
      1 Würfel Hefe<br>250 ml Milch<br>2 kg Zwetschgen</p><p><strong>Zubereitung:</strong><br>
      Die Hefe in der Milch auflösen, mit dem Mehl zu einem Teig kneten und eine Stunde gehen lassen.</p>
      <p>Den Teig auf dem Blech ausrollen, mit den Zwetschgen belegen und 30 Minuten backen.</p>`;
    const sheet = extractRecipe(page("Zutaten für ein Blech:"), url)?.recipe;
    expect(sheet?.yields).toBe("für ein Blech");
    expect(sheet?.ingredients.map((group) => group.title)).toEqual([null]);
    const dough = extractRecipe(page("Zutaten für den Teig:"), url)?.recipe;
    expect(dough?.yields).toBeNull();
    expect(dough?.ingredients.map((group) => group.title)).toEqual(["Zutaten für den Teig"]);
  });

  it("reads the box of foods under an ingredients heading as the list when none of them has an amount", () => {
    const foods = ["Ripe tomatoes", "Cucumber", "Red onion", "Kalamata olives", "Feta cheese", "Dried oregano"];
    const page = `<h1>Simple Greek Salad</h1><p>No measuring needed: this salad is all about good tomatoes.</p>
      <h2>Ingredients</h2><ul>${foods.map((food) => `<li>${food}</li>`).join("")}</ul><h2>Instructions</h2>
      <p>Cut the tomatoes into wedges and the cucumber into half moons. Slice the onion thinly.</p>
      <p>Put everything in a bowl with the olives, lay the feta on top and sprinkle with oregano.</p>
      <h2>Popular</h2><ul><li>Tzatziki</li><li>Spanakopita</li><li>Moussaka</li></ul>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual(foods);
    expect(steps(found?.recipe.instructions)).toHaveLength(2);
  });

  it("keeps salt and pepper named alone as the list's last line, before the method", () => {
    const page = `<h1>Roasted Tomato Soup</h1><p>Silky, bright and ready in an hour.</p><h3>Serves 4</h3>
      <p>1.5 kg ripe tomatoes, halved</p><p>1 red onion, quartered</p><p>3 tbsp olive oil</p><p>500 ml vegetable stock</p>
      <p>salt &amp; pepper</p><h3>Method</h3><p>Heat the oven to 200°C and roast the tomatoes and onion in the oil.</p>
      <p>Simmer everything in the stock for 10 minutes, blend and season.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "1.5 kg ripe tomatoes, halved",
      "1 red onion, quartered",
      "3 tbsp olive oil",
      "500 ml vegetable stock",
      "salt & pepper",
    ]);
  });

  it("keeps a line that names the part of a food before its amount ('Zest of 3 oranges') as the list's last line", () => {
    const page = `<h1>Orange Rolls</h1><p>Soft rolls with an orange filling.</p><h2>Ingredients</h2><h3>Dough</h3>
      <ul><li>3 cups flour</li><li>1 cup warm water</li><li>2 tsp yeast</li><li>1 tsp salt</li></ul><h3>Filling</h3>
      <ul><li>10 tbsp butter, divided</li><li>1 cup sugar</li><li>Zest of 3 oranges</li></ul><h2>Method</h2>
      <ol><li>Knead the dough and let it rise for an hour.</li><li>Spread it with the filling, roll it up and bake it.</li></ol>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Dough", items: ["3 cups flour", "1 cup warm water", "2 tsp yeast", "1 tsp salt"] },
      { title: "Filling", items: ["10 tbsp butter, divided", "1 cup sugar", "Zest of 3 oranges"] },
    ]);
  });

  it("reads a line wholly in bold among lines split at breaks as a heading: a forum message's recipe and its name", () => {
    const page = `<h1>Best chili recipe?</h1><div class="content">This one won our cook-off:<br><br>
      <span style="font-weight: bold">Texas Red Chili</span><br><br><b>Ingredients:</b><br>3 lbs beef chuck, cubed<br>
      1 large onion, chopped<br>4 tbsp chili powder<br>2 cups beef broth<br><br><b>Directions:</b><br>
      1. Brown the beef in batches and set it aside.<br>2. Cook the onion until soft, add the chili powder.<br>
      3. Add the beef and broth and simmer for 2 hours.<br><br>Good luck!!</div>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(found?.title).toBe("Texas Red Chili");
    expect(items(found?.ingredients)).toHaveLength(4);
    expect(steps(found?.instructions)).toHaveLength(3);
  });

  it("reads the page's steps when the markup's are debris, without 'Step 1' headings as groups", () => {
    // The microdata's JSON broke the attribute it sits in: what is left is "[{".
    const page = `<div itemscope itemtype="http://schema.org/Recipe"><meta itemprop="name" content="Cupcakes">
      <meta itemprop="recipeIngredient" content="125ml milk"><meta itemprop="recipeInstructions" content="[{"@type":"HowToStep"}]">
      <h2>Method</h2><h3>Step 1</h3><p>Preheat your oven to 180c and line a tray with cases.</p>
      <h3>Step 2</h3><p>Combine the milk and the vinegar, then set aside to thicken.</p></div>`;
    expect(extractRecipe(page, url)?.recipe.instructions).toEqual([
      {
        title: null,
        steps: [
          "Preheat your oven to 180c and line a tray with cases.",
          "Combine the milk and the vinegar, then set aside to thicken.",
        ],
      },
    ]);
  });

  it("ends a numbered method after its last number, and leaves the numbers to the recipe's own", () => {
    const page = `${jsonLd({ recipeIngredient: ["1 lb ground turkey"] })}<h2>Instructions</h2>
      <p>1. Combine the turkey with the cheese and form medium balls.</p><p>2. Brown the meatballs in butter on all sides.</p>
      <p>3. Simmer them in the cream sauce for ten minutes and serve.</p><p>Photo credit: © Example Kitchen</p>
      <p>These creamy meatballs are a quick and easy dinner that everyone at the table will love.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Combine the turkey with the cheese and form medium balls.",
      "Brown the meatballs in butter on all sides.",
      "Simmer them in the cream sauce for ten minutes and serve.",
    ]);
  });

  it("leaves out a cookie banner but not a recipe for cookies, nor a page whose wrapper mentions consent", () => {
    const page = `<h1>Cookies</h1><article id="chocolate-chip-cookies" class="consent-given"><h2>Ingredients</h2>
      <ul><li>200 g flour</li><li>100 g chocolate chips</li></ul><h2>Method</h2>
      <p>Mix the flour with the chocolate chips until even.</p><p>Bake them for twelve minutes until golden.</p>
      </article><div id="cookie-law-info-bar"><p>We use cookies on our website to give you the most relevant experience.</p></div>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual(["200 g flour", "100 g chocolate chips"]);
    expect(steps(found?.recipe.instructions)).toEqual([
      "Mix the flour with the chocolate chips until even.",
      "Bake them for twelve minutes until golden.",
    ]);
  });

  it("keeps a whole page whose wrapper's class names a hidden cookie bar", () => {
    const story = "<p>We baked these every Sunday when the kitchen smelled of butter and oranges.</p>".repeat(30);
    const page = `<body class="cookie-bar-hidden"><h1>Cookies</h1>${story}<h2>Ingredients</h2>
      <ul><li>200 g flour</li><li>100 g butter</li></ul><h2>Method</h2><p>Rub the butter into the flour and bake.</p></body>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(["200 g flour", "100 g butter"]);
  });

  it("leaves out a page's footer set in a box named so, as pages written before <footer> do, not a card's footer", () => {
    const method = `<div class="recipe-footer"><p>Cut into squares while warm and leave to cool.</p></div>`;
    const page = `<h1>Flapjacks</h1><h2>Ingredients</h2><ul><li>250 g oats</li><li>125 g butter</li><li>125 g golden syrup</li></ul>
      <h2>Method</h2><p>Melt the butter with the syrup and stir in the oats.</p>
      <p>Press into a tin and bake for twenty minutes.</p>${method}
      <div id="footer"><p>You are receiving this because you subscribed to our letters. Unsubscribe or change your mind.</p></div>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Melt the butter with the syrup and stir in the oats.",
      "Press into a tin and bake for twenty minutes.",
      "Cut into squares while warm and leave to cool.",
    ]);
  });

  it("ends a method numbered '1 Mix' after its last number", () => {
    const page = `<h1>Wings</h1><h2>Ingredients</h2><ul><li>1 kg chicken wings</li><li>2 tbsp soy sauce</li></ul>
      <h2>Method</h2><p>1 Mix the soy sauce with the honey.</p><p>2 Coat the wings in the sauce and leave them.</p>
      <p>3 Bake them for twenty minutes until golden.</p><p>20 minutes</p><p>Enjoy them with a cold drink, friends.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Mix the soy sauce with the honey.",
      "Coat the wings in the sauce and leave them.",
      "Bake them for twenty minutes until golden.",
    ]);
  });

  it("leaves out the number a step's own box sets before it, and keeps a short last step", () => {
    const method = [
      "Preheat the oven to 180°C.",
      "Mix the flour and sugar in a bowl.",
      "Beat in the eggs one by one.",
      "Pour it into the tin and bake it until golden and risen.",
      "Serve warm.",
    ];
    const page = `<h1>Simple Cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>150 g sugar</li><li>3 eggs</li></ul>
      <h2>Method</h2><ol>${method.map((step, at) => `<li><span>${at + 1}</span><p>${step}</p></li>`).join("")}</ol>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(method);
  });

  it("reads several labelled values on one line, and 'Time' alone as the total", () => {
    const method = "<h2>Method</h2><p>Roll the meatballs and simmer them in the sauce until cooked through.</p>";
    const list = "<h2>Ingredients</h2><ul><li>1 lb chicken</li><li>2 tbsp pesto</li></ul>";
    const oneLine = extractRecipe(
      `<h1>Meatballs</h1><p>Serves 2-4 | Prep 10 min | Cook 25 min | Whole30</p>${list}${method}`,
      url,
    );
    expect(oneLine?.recipe).toMatchObject({ yields: "Serves 2-4", prepMinutes: 10, cookMinutes: 25 });
    const alone = extractRecipe(
      `<h1>Chicken Rice</h1><p>Time</p><p>45 mins</p><p>Servings</p><p>2</p>${list}${method}`,
      url,
    );
    expect(alone?.recipe).toMatchObject({ yields: "2", totalMinutes: 45 });
  });

  it("repairs a picture address glued to the site's own, and reads meta tags quoted with typographic quotes", () => {
    const body = `${jsonLd({ recipeIngredient: ["2 eggplants"], recipeInstructions: "Roast." })}`;
    const glued = `<meta property="og:image" content="http://site.examplehttps//cdn.example/dip.jpg">${body}`;
    expect(extractRecipe(glued, url)?.recipe.image).toBe("https://cdn.example/dip.jpg");
    const curly = `<meta property=”og:image” content="https://cdn.example/rice.jpg" />${body}`;
    expect(extractRecipe(curly, url)?.recipe.image).toBe("https://cdn.example/rice.jpg");
  });

  it("passes over a step's own ingredients joined on one line, and reads a step without the label glued to it", () => {
    const page = `<h1>Chicken Salad</h1><h2>Ingredients</h2><ul><li>2 cups shredded romaine</li><li>1 cup edamame</li>
      <li>3 cups shredded chicken</li><li>1/2 cup sliced almonds</li></ul><h2>Instructions</h2><ol>
      <li><span>Step 1</span>In a large bowl, combine the romaine, edamame and chicken.</li>
      <li>2 cups shredded romaine, 1 cup edamame, 3 cups shredded chicken</li>
      <li><span>Step 2</span>Scatter the almonds over the salad and serve.</li><li>1/2 cup sliced almonds</li></ol>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "In a large bowl, combine the romaine, edamame and chicken.",
      "Scatter the almonds over the salad and serve.",
    ]);
  });

  it("ends a method where short lines follow it, but keeps tersely written first steps", () => {
    const list = "<h2>Ingredients</h2><ul><li>2 ripe bananas</li><li>100 g flour</li></ul>";
    const page = `<h1>Banana Pancakes</h1>${list}<h2>Method</h2><p>Mash the bananas</p><p>Whisk in the flour</p>
      <p>Fry small pancakes in a little oil until golden on both sides.</p><p>From Tesco Real Food</p><p>Serves 4</p>
      <p>A salmon bagel generates three times more carbon than these pancakes do.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Mash the bananas",
      "Whisk in the flour",
      "Fry small pancakes in a little oil until golden on both sides.",
    ]);
  });

  it("takes the page's list when the markup has only the names, also for lines shown without an amount", () => {
    const page = `${jsonLd({ recipeIngredient: ["Knoblauchzehe", "Rote Zwiebeln", "Sojasauce", "Salz"], recipeInstructions: "Grillen." })}
      <h2>Zutaten für 6 Kugeln</h2><ul><li>1 Stück Knoblauchzehe</li><li>etwas Rote Zwiebeln</li><li>2 EL Sojasauce</li>
      <li>Prise Salz</li></ul>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "1 Stück Knoblauchzehe",
      "etwas Rote Zwiebeln",
      "2 EL Sojasauce",
      "Prise Salz",
    ]);
  });

  it("reads the yield and times the page states where the markup left them out", () => {
    const page = `${jsonLd({ recipeIngredient: ["1 lb beef"], recipeInstructions: "Simmer." })}
      <p>Total Time: 45 minutes</p><h4>Ingredients for 5 (small) servings</h4><ul><li>1 lb beef</li></ul>`;
    expect(extractRecipe(page, url)?.recipe).toMatchObject({ yields: "for 5 (small) servings", totalMinutes: 45 });
  });

  it.each([
    ["<p>Zubereitungszeit</p><p>ca. 30 Min.</p><p>Portionen</p><p>4</p>", { totalMinutes: 30, yields: "4" }],
    ["<p>Tiempo de preparación: 15 minutos</p><p>Porciones: 6</p>", { prepMinutes: 15, yields: "Porciones: 6" }],
    ["<p>Tempo di cottura</p><p>1 ora</p><p>Porzioni</p><p>circa 4</p>", { cookMinutes: 60, yields: "circa 4" }],
    [
      "<p>Backdauer: 45 Min.</p><p>Zeitaufwand: 1 Std. 10 Min.</p><p>Ergibt 12 Stück</p>",
      { cookMinutes: 45, totalMinutes: 70, yields: "Ergibt 12 Stück" },
    ],
    ["<p>Fertig in 25 Minuten</p>", { totalMinutes: 25 }],
    [
      "<p>Zubereitung 25 min · Backen 40 min</p><p>Menge: 4 Portionen</p>",
      { prepMinutes: 25, cookMinutes: 40, yields: "Menge: 4 Portionen" },
    ],
    ["<p>Schwierigkeit: leicht Zeit: 35 min Portionen: 4</p>", { totalMinutes: 35, yields: "Portionen: 4" }],
    ["<p>Difficulty: Easy Prep: 10 mins</p>", { prepMinutes: 10 }],
    // The hands-on time is the preparation; where a card gives both, "Prep" is, and the time left to itself is neither.
    ["<p>Active time: 30 minutes</p><p>Total time: 4 hours</p>", { prepMinutes: 30, totalMinutes: 240 }],
    ["<p>Hands-on time 20 mins</p>", { prepMinutes: 20 }],
    [
      "<p>Prep: 15 mins</p><p>Cook: 20 mins</p><p>Active: 30 mins</p><p>Total: 35 mins</p>",
      { prepMinutes: 15, cookMinutes: 20, totalMinutes: 35 },
    ],
    ["<p>Inactive: 1 hr</p><p>Cook: 30 min</p>", { prepMinutes: null, cookMinutes: 30 }],
    [
      "<p>Preparation: 20 min. | Baking: 45 min. | Serves 8</p>",
      { prepMinutes: 20, cookMinutes: 45, yields: "Serves 8" },
    ],
    // Labelled values side by side after a comma, slash, plus or dash: each its own, none summed into the first.
    [
      "<p>Preparation time 20 minutes, cooking time 35 minutes</p>",
      { prepMinutes: 20, cookMinutes: 35, totalMinutes: null },
    ],
    ["<p>Prep: 15 mins / Cook: 25 mins</p>", { prepMinutes: 15, cookMinutes: 25 }],
    ["<p>Serves 4, Prep 10 min</p>", { yields: "Serves 4", prepMinutes: 10 }],
    ["<p>Préparation : 15 min - Cuisson : 25 min</p>", { prepMinutes: 15, cookMinutes: 25 }],
    // A note after a time is no part of it, and a clock's form gives hours and minutes (not "00:20 Std." as 20 hours).
    ["<p>Total time: 30 minutes (10 minutes prep)</p>", { totalMinutes: 30, prepMinutes: null }],
    ["<p>Cook time: 1 hour plus 2 hours chilling</p>", { cookMinutes: 60 }],
    ["<p>Arbeitszeit: 00:20 Std.</p><p>Gesamtzeit: 1:15</p>", { prepMinutes: 20, totalMinutes: 75 }],
  ])("reads labelled values in other languages and hedged ones: %s", (labels, values) => {
    const page = `<h1>Rezept</h1>${labels}<h2>Zutaten</h2><ul><li>200 g Mehl</li><li>2 Eier</li></ul>
      <h2>Zubereitung</h2><p>Mehl und Eier zu einem glatten Teig verrühren und backen.</p>`;
    expect(extractRecipe(page, url)?.recipe).toMatchObject(values);
  });

  it("takes no time from a step that starts with a time's word", () => {
    const page = `<h1>Lemon Cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>3 eggs</li></ul><h2>Method</h2>
      <p>Beat the eggs until pale, then fold in the flour.</p><p>Bake for 40 minutes until golden.</p>
      <p>Cuisson pendant 10 min à feu doux.</p>`;
    expect(extractRecipe(page, url)?.recipe).toMatchObject({ cookMinutes: null, totalMinutes: null });
  });

  it("takes no time from a step that starts with a time's word and its value, then runs on as a sentence", () => {
    const page = (last: string) => `<h1>Lemon Bars</h1><h2>Ingredients</h2><ul><li>1 cup butter</li><li>4 eggs</li></ul>
      <h2>Method</h2><ol><li>Mix the butter and flour and press into a pan.</li><li>${last}</li></ol>`;
    for (const last of [
      "Bake 15 minutes. Cool and cut into 24 bars.",
      "Bake 25 to 30 minutes or until golden brown.",
      "Heat the oven to 350°F. Mix butter and sugar; press into a 9x13 pan. Bake 15 minutes.",
    ])
      expect(extractRecipe(page(last), url)?.recipe).toMatchObject({ cookMinutes: null, totalMinutes: null });
    // A card's value keeps its units and hedge, with a full stop or without.
    expect(
      extractRecipe(page("Stir well.").replace("<h2>", "<p>Cook: about 1 hour and 20 minutes.</p><h2>"), url)?.recipe,
    ).toMatchObject({ cookMinutes: 80 });
  });

  it("leaves 'baking' in an ingredient's name, not a time's label", () => {
    const page = `<h1>Scones</h1><p>Baking: 15 min</p><h2>Ingredients</h2><ul><li>250 g flour</li>
      <li><strong>2</strong> <strong>tsp.</strong> <p>baking soda</p></li><li>Baking powder: 2 tsp</li></ul><h2>Method</h2><p>Mix everything and bake.</p>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(found?.cookMinutes).toBe(15);
    expect(items(found?.ingredients)).toEqual(["250 g flour", "2 tsp. baking soda", "Baking powder: 2 tsp"]);
  });

  it("reads German times: labels glued to their values, 'Zubereitung' as the cooking alone or beside 'Vorbereitung'", () => {
    const page = (times: string) => `<h1>Kartoffelgratin</h1>${times}<h2>Zutaten</h2>
      <ul><li>1 kg Kartoffeln</li><li>200 ml Sahne</li></ul><h2>Zubereitung</h2>
      <p>1. Den Ofen vorheizen und die Kartoffeln schälen.</p><p>2. Mit der Sahne in eine Form geben und backen.</p>`;
    const glued = extractRecipe(
      page(
        "<ul><li>VORBEREITUNG20 Minuten</li><li>ZUBEREITUNG1 Stunde</li><li>ZEIT GESAMT1 Stunde 20 Minuten</li></ul>",
      ),
      url,
    );
    expect(glued?.recipe).toMatchObject({ prepMinutes: 20, cookMinutes: 60, totalMinutes: 80 });
    // Alone, the time of making the dish is the whole time, and its cooking (as sites' own data give it); beside a
    // cooking time, its preparation.
    const alone = extractRecipe(page("<p>Zubereitung</p><p>45 min</p>"), url);
    expect(alone?.recipe).toMatchObject({ prepMinutes: null, cookMinutes: 45, totalMinutes: 45 });
    const besideCooking = extractRecipe(page("<p>Zubereitungszeit: 20 Min.</p><p>Backzeit: 40 Min.</p>"), url);
    expect(besideCooking?.recipe).toMatchObject({ prepMinutes: 20, cookMinutes: 40 });
    // A time and a difficulty set side by side in boxes of their own are not an amount and a food.
    const icons = extractRecipe(
      page("<div><div><span>60</span><span>Min.</span></div><div><span>mittel</span></div></div>"),
      url,
    );
    expect(icons?.recipe.totalMinutes).toBe(60);
  });

  it("reads values set side by side on one line without separators, but no label inside a sentence", () => {
    const list = `<h2>Zutaten</h2><ul><li>1 kg Rindfleisch</li><li>500 g Zwiebeln</li></ul><h2>Zubereitung</h2>
      <p>Die Zwiebeln schälen, würfeln und mit dem Fleisch anbraten, dann schmoren lassen.</p>`;
    const german = extractRecipe(
      `<h1>Gulasch</h1><p><span>Arbeitszeit ca. 20 Minuten</span><span> Koch-/Backzeit ca. 1 Stunde 30 Minuten</span>
      <span> Gesamtzeit ca. 1 Stunde 50 Minuten</span></p>${list}`,
      url,
    );
    expect(german?.recipe).toMatchObject({ prepMinutes: 20, cookMinutes: 90, totalMinutes: 110 });
    const glued = extractRecipe(`<h1>Gulasch</h1><p>4 servingsPrep: 20 MinCook: 2 hrs</p>${list}`, url);
    expect(glued?.recipe).toMatchObject({ prepMinutes: 20, cookMinutes: 120 });
    const sentence = extractRecipe(
      `<h1>Gulasch</h1>${list}<p>Das Fleisch 90 Minuten schmoren, für 4 Personen reicht es dann gut.</p>`,
      url,
    );
    expect(sentence?.recipe.yields).toBeNull();
  });

  it.each([
    [
      "<p>Forb. tid 10 minutter</p><p>Tilb. tid 20 minutter</p><p>Antal 4 personer</p>",
      { prepMinutes: 10, cookMinutes: 20, yields: "Antal 4 personer" },
    ],
    ["<p>Tilberedningstid</p><p>Under 20 min</p><p>Porsjoner 4</p>", { totalMinutes: 20, yields: "Porsjoner 4" }],
    [
      "<p>Elkészítési idő: kb. 30 perc</p><p>Sütési idő: 1 óra</p><p>4 főre</p>",
      { prepMinutes: 30, cookMinutes: 60, yields: "4 főre" },
    ],
    [
      "<p>Durée : 1h15</p><p>Parts : 4 pers.</p><p>Préparation : 25min</p><p>Cuisson au four: env. 50 min</p>",
      { prepMinutes: 25, cookMinutes: 50, totalMinutes: 75, yields: "Parts : 4 pers." },
    ],
    ["<p>20 min. bereiden</p><p>voor 2 personen</p>", { cookMinutes: 20, totalMinutes: 20, yields: "voor 2 personen" }],
    [
      "<p>Całkowity czas przygotowania:</p><p>ok. 30 minut</p><p>Ilość porcji:</p><p>ok. 4- 5</p>",
      { totalMinutes: 30, yields: "ok. 4- 5" },
    ],
    ["<p>1 h 30 m</p><p>6 porcií</p>", { totalMinutes: 90, yields: "6 porcií" }],
    ["<p>Χρόνος προετοιμασίας: 15 λεπτά</p><p>Μερίδες: 4</p>", { prepMinutes: 15, yields: "Μερίδες: 4" }],
    ["<p>Pişirme süresi: 1 saat</p><p>4 kişilik</p>", { cookMinutes: 60, yields: "4 kişilik" }],
    ["<p>Tid: 1 time 30 min</p>", { totalMinutes: 90 }],
    // A sentence after the yield is no part of it.
    ["<p>Serves 6. Good with vanilla ice cream!</p>", { yields: "Serves 6" }],
    // A count in words after the label (the draft counts its servings from the word).
    ["<p>Serves four</p>", { yields: "Serves four" }],
    ["<p>Für zwei Personen</p>", { yields: "Für zwei Personen" }],
    ["<p>Anzahl Personen: 4</p>", { yields: "Anzahl Personen: 4" }],
    ["<p>Pessoas: 4</p>", { yields: "Pessoas: 4" }],
  ])("reads yields and times as cooks' sites in other languages write them: %s", (labels, values) => {
    const page = `<h1>Recept</h1>${labels}<h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul>
      <h2>Method</h2><p>Whisk the flour and the eggs into a smooth batter and bake it.</p>`;
    expect(extractRecipe(page, url)?.recipe).toMatchObject(values);
  });

  it("reads no time from a step that starts with a label's word, nor from a rest that is not the whole time", () => {
    const page = (lines: string) => `<h1>Recette</h1><h2>Ingrédients</h2><ul><li>200 g de farine</li><li>2 œufs</li>
      </ul><h2>Préparation</h2>${lines}`;
    const step = extractRecipe(page("<p>Cuisson à feu doux pendant 20 minutes, en remuant.</p>"), url);
    expect(step?.recipe).toMatchObject({ cookMinutes: null, totalMinutes: null });
    const rest = extractRecipe(page("<p>Mélanger et laisser reposer.</p><p>Temps de repos : 1 h</p>"), url);
    expect(rest?.recipe.totalMinutes).toBeNull();
  });

  it("reads no time from a label before words with a number, and the time labelled further on", () => {
    const page = `<h1>Pfannkuchen</h1><h2>Zutaten</h2><ul><li>200 g Mehl</li><li>2 Eier</li></ul>
      <p>Zubereitung 1. Mehl und Eier verrühren.</p><p>Zubereitungszeit: 25 Min.</p>`;
    expect(extractRecipe(page, url)?.recipe.totalMinutes).toBe(25);
  });

  it("reads a French method under 'Comment c'est fait' (how it is made), and ends it at the comments", () => {
    const page = `<h1>Crêpes</h1><h2>Ingrédients</h2><ul><li>250 g de farine</li><li>4 œufs</li><li>50 cl de lait</li>
      <li>1 pincée de sel</li></ul><h2>Comment c'est fait</h2><ol><li>Mélanger la farine et le sel, puis incorporer les œufs.</li>
      <li>Verser le lait petit à petit en fouettant.</li><li>Cuire les crêpes une à une dans une poêle chaude.</li></ol>
      <h2>Comments</h2><p>Super recette, merci ! Je la refais dimanche.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Mélanger la farine et le sel, puis incorporer les œufs.",
      "Verser le lait petit à petit en fouettant.",
      "Cuire les crêpes une à une dans une poêle chaude.",
    ]);
  });

  it("reads the method after a 'Nutrition Information' link set under the list, and reads no nutrition after it", () => {
    const page = `<h1>Ginger Cookies</h1><h4>Ingredients</h4><ul><li>2 cups rye flour</li><li>1 teaspoon baking soda</li>
      <li>3/4 cup sugar</li><li>1 large egg</li></ul><p><a href="#n">Nutrition Information</a></p><h4>Instructions</h4>
      <ol><li>Preheat the oven to 325°F and grease two baking sheets.</li><li>Whisk everything together until smooth.</li>
      <li>Bake the cookies for 12 to 15 minutes.</li></ol><p>Nutrition facts</p><p>Calories 120</p>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toHaveLength(4);
    expect(steps(found?.recipe.instructions)).toEqual([
      "Preheat the oven to 325°F and grease two baking sheets.",
      "Whisk everything together until smooth.",
      "Bake the cookies for 12 to 15 minutes.",
    ]);
  });

  it("keeps lines that only resemble a yield or a group's title", () => {
    const page = `<h1>Rice Milk</h1><h2>Ingredients</h2><ul><li>Für 4 Personen</li><li>4 portions of cooked rice</li>
      <li>1 l milk</li></ul><h2>Method</h2><p>Blend the rice with the milk until smooth.</p><p>Pour into two glasses</p>
      <p>Top with cinnamon and serve at once.</p>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual(["4 portions of cooked rice", "1 l milk"]);
    expect(found?.recipe.instructions).toEqual([
      {
        title: null,
        steps: [
          "Blend the rice with the milk until smooth.",
          "Pour into two glasses",
          "Top with cinnamon and serve at once.",
        ],
      },
    ]);
  });

  it("answers nothing for a page without a recipe", () => {
    expect(extractRecipe("<html><body><h1>Impressum</h1><p>Kontakt</p></body></html>", url)).toBeNull();
    const links = "<h1>Rezepte</h1><ul><li>Apfelkuchen</li><li>Zwetschgenkuchen</li><li>Käsekuchen</li></ul>";
    expect(extractRecipe(links, url)).toBeNull();
  });

  // Issue 23, class 4: "not supported" only where no recipe is shown; what was found comes with what to check.
  it("returns a recipe whose list has one amount, asking the cook to check the ingredients", () => {
    const page = `<h1>Grilled Ribeye</h1><h2>Ingredients</h2><ul><li>1-2 pounds of ribeye steaks</li>
      <li>kosher salt and ground black pepper</li></ul><h2>Instructions</h2>
      <ol><li>Clean the grill grates and preheat the grill to a high heat.</li>
      <li>Season both sides of each steak with salt and pepper.</li></ol>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual([
      "1-2 pounds of ribeye steaks",
      "kosher salt and ground black pepper",
    ]);
    expect(found?.uncertain).toEqual(["ingredients"]);
    const marked = extractRecipe(jsonLd({ recipeIngredient: ["2 eggs", "100 g flour"] }), url);
    expect(marked?.uncertain).toEqual(["instructions"]);
    const whole = extractRecipe(jsonLd({ recipeIngredient: ["2 eggs"], recipeInstructions: "Whisk." }), url);
    expect(whole?.uncertain).toEqual([]);
  });
});

// Issue 23, second round: how German recipe sites set out their methods.
describe("German methods", () => {
  it("reads a method that lists each step's ingredients again before it, far below the list", () => {
    const ingredients = ["800 g Gnocchi", "Salz", "2 rote Zwiebeln", "2 Möhren", "2 EL Rohrzucker", "3 EL Rapsöl"];
    const list = (lines: string[]) => `<ul>${asItems(lines)}</ul>`;
    const page = `<h1>Gnocchi-Pfanne mit Wintergemüse</h1><h2>Zutaten für 4 Portionen</h2>${list(ingredients)}
      <h2>Utensilien</h2><p>Sparschäler, Hobel</p><h3>Sammle Punkte</h3><p>Sammle Guthaben bei jedem Einkauf</p>
      <p>Lös dein Guthaben jederzeit ein</p><h2>Nährwerte</h2><p>Energie</p><p>677 kcal</p><p>Fett</p><p>23 g</p>
      <h2>Zubereitung</h2>
      <div>${list(["800 g Gnocchi", "Salz"])}<p>Gnocchi in Salzwasser al dente kochen.</p></div>
      <div>${list(["2 rote Zwiebeln", "2 Möhren"])}<p>Sparschäler</p><p>Zwiebeln schälen, in feine Streifen schneiden. Möhren schälen und stifteln.</p></div>
      <div>${list(["2 EL Rohrzucker"])}<p>Walnüsse grob hacken und mit dem Zucker in einer Pfanne rösten.</p></div>
      <div>${list(["3 EL Rapsöl"])}<p>Öl erhitzen, Gemüse und Gnocchi darin goldbraun braten und servieren.</p></div>
      <h2>Das könnte dir auch gefallen</h2><p>Kartoffelsuppe mit Würstchen</p>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual(ingredients);
    expect(steps(found?.recipe.instructions)).toEqual([
      "Gnocchi in Salzwasser al dente kochen.",
      "Zwiebeln schälen, in feine Streifen schneiden. Möhren schälen und stifteln.",
      "Walnüsse grob hacken und mit dem Zucker in einer Pfanne rösten.",
      "Öl erhitzen, Gemüse und Gnocchi darin goldbraun braten und servieren.",
    ]);
  });

  it("reads a recipe in parts, each part's list followed by its steps, but not a second recipe's list", () => {
    const page = `<h1>Veggie-Burger mit Bohnen</h1><h2>Zutaten für die Brötchen:</h2>
      <ul><li>180 g Dinkelmehl</li><li>100 ml Buttermilch</li><li>2 Prisen Salz</li></ul>
      <p>Mehl, Buttermilch und Salz zu einem glatten Teig verkneten und 20 Minuten gehen lassen.</p>
      <p>Den Teig zu Kugeln formen und 20 Minuten backen.</p>
      <h2>Zutaten für die Bratlinge:</h2><ul><li>240 g Kidneybohnen</li><li>1 Möhre</li><li>2 EL Öl</li></ul>
      <p>Die Bohnen abspülen und mit der geraspelten Möhre zerdrücken.</p>
      <p>Bratlinge formen und im heißen Öl pro Seite 3 Minuten braten.</p>
      <h2>Fertigstellung:</h2><ul><li>4 Tomaten</li><li>1 Handvoll Salat</li><li>½ Salatgurke</li></ul>
      <p>Die Brötchen halbieren, mit Salat, Tomaten und je einem Bratling belegen.</p>
      <h2>Zutaten</h2><ul><li>500 g Hackfleisch</li><li>1 Ei</li></ul>
      <p>Alles verkneten und zu Frikadellen formen, dann braten.</p>`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.ingredients).toEqual([
      { title: "Zutaten für die Brötchen", items: ["180 g Dinkelmehl", "100 ml Buttermilch", "2 Prisen Salz"] },
      { title: "Zutaten für die Bratlinge", items: ["240 g Kidneybohnen", "1 Möhre", "2 EL Öl"] },
      { title: "Fertigstellung", items: ["4 Tomaten", "1 Handvoll Salat", "½ Salatgurke"] },
    ]);
    expect(steps(found?.recipe.instructions)).toEqual([
      "Mehl, Buttermilch und Salz zu einem glatten Teig verkneten und 20 Minuten gehen lassen.",
      "Den Teig zu Kugeln formen und 20 Minuten backen.",
      "Die Bohnen abspülen und mit der geraspelten Möhre zerdrücken.",
      "Bratlinge formen und im heißen Öl pro Seite 3 Minuten braten.",
      "Die Brötchen halbieren, mit Salat, Tomaten und je einem Bratling belegen.",
    ]);
  });

  // A list, a newsletter's teaser under it, then (after `between`) the method under `heading`.
  const chicken = (between: string, heading: string, last = "") =>
    `<h1>Hähnchen mit Paprika</h1><h2>Zutaten</h2><ul><li>500 g Hähnchenbrust</li><li>2 rote Paprika</li>
      <li>1 Zwiebel</li><li>2 EL Öl</li></ul><h3>Unser Newsletter</h3><p>Jede Woche neue Rezepte für dich</p>
      <p>Jetzt anmelden und sparen</p>${between}<h2>${heading}</h2>
      <p>Das Fleisch mit Salz würzen und mit dem Öl 10 Min. anbraten.</p>
      <p>Paprika und Zwiebel mit dem Fleisch mischen und 5 Min. mit Deckel garen.</p>${last}`;

  it("reads steps that say 'mit' and 'Min.' as steps: neither is someone telling about themselves", () => {
    const nutrition = "<h2>Nährwerte</h2><p>Energie</p><p>450 kcal</p><p>Fett</p><p>12 g</p>";
    const page = chicken(nutrition, "Zubereitung", "<p>Mit Reis servieren.</p>");
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Das Fleisch mit Salz würzen und mit dem Öl 10 Min. anbraten.",
      "Paprika und Zwiebel mit dem Fleisch mischen und 5 Min. mit Deckel garen.",
      "Mit Reis servieren.",
    ]);
  });

  it("opens no method at a line that is neither a sentence nor names a cooking verb (a newsletter's teaser)", () => {
    const method = steps(extractRecipe(chicken("", "So geht es"), url)?.recipe.instructions);
    expect(method[0]).toBe("Das Fleisch mit Salz würzen und mit dem Öl 10 Min. anbraten.");
    expect(method).not.toContain("Jede Woche neue Rezepte für dich");
  });

  it("reads 'Zubereitung: 30 Minuten' and other labelled times as times, not as the method and its steps", () => {
    const page = `<h1>Hefezopf</h1><h2>Zutaten</h2><ul><li>500 g Mehl</li><li>1 Würfel Hefe</li><li>250 ml Milch</li>
      <li>80 g Zucker</li></ul><ul><li>Zubereitung: 30 Minuten</li><li>Ruhezeit: 1 Stunde</li><li>Backzeit: 35 Minuten</li>
      </ul><p>Teilen</p><p>Drucken</p><h2>Schritt für Schritt</h2><p>Die Hefe in der lauwarmen Milch auflösen.</p>
      <p>Mehl und Zucker dazugeben und zu einem glatten Teig kneten.</p>
      <p>Den Teig zu einem Zopf flechten und im Ofen goldbraun backen.</p>`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.instructions).toEqual([
      {
        title: null,
        steps: [
          "Die Hefe in der lauwarmen Milch auflösen.",
          "Mehl und Zucker dazugeben und zu einem glatten Teig kneten.",
          "Den Teig zu einem Zopf flechten und im Ofen goldbraun backen.",
        ],
      },
    ]);
    expect(found?.recipe).toMatchObject({ prepMinutes: 30, cookMinutes: 35 });
  });

  it("ends a method whose steps stand under 'Schritt 1', 'Schritt 2' … with its last step, not the page's next sentences", () => {
    const page = `<h1>Kaiserschmarrn</h1><h2>Zutaten</h2><ul><li>150 ml Milch</li><li>100 g Mehl</li><li>2 Eier</li>
      <li>1 EL Butter</li></ul><h2>Zubereitung</h2><h4>Schritt 1</h4><p>Milch, Mehl und Eier zu einem glatten Teig verrühren.</p>
      <h4>Schritt 2</h4><p>Butter in einer Pfanne schmelzen und den Teig hineingießen.</p>
      <h4>Schritt 3</h4><p>Den Teig wenden, in Stücke zerrupfen und mit Puderzucker bestäuben.</p>
      <p>Per E-Mail versenden</p><p>Erinnerung für</p><p>Leider ist ein Fehler aufgetreten, bitte versuche es später erneut.</p>
      <p>Dieser Artikel ist bereits im Markt erhältlich.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Milch, Mehl und Eier zu einem glatten Teig verrühren.",
      "Butter in einer Pfanne schmelzen und den Teig hineingießen.",
      "Den Teig wenden, in Stücke zerrupfen und mit Puderzucker bestäuben.",
    ]);
  });

  it("reads each paragraph of a list item as a line of its own, as a browser shows them", () => {
    const page = `<h1>Linsensalat mit Feta</h1><h2>Zutaten</h2>
      <ul><li>200 g Linsen</li><li>1 rote Zwiebel</li><li>100 g Feta</li><li>3 EL Olivenöl</li></ul>
      <h2>Zubereitung</h2><ol><li><span><p><strong>Salat</strong></p>
      <p>1. Linsen in reichlich Wasser 20 Minuten garen, abgießen und abkühlen lassen.</p>
      <p>2. Zwiebel schälen, fein würfeln und mit den Linsen mischen.</p>
      <p>3. Feta zerbröseln, mit dem Öl unter den Salat heben und servieren.</p></span></li></ol>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Linsen in reichlich Wasser 20 Minuten garen, abgießen und abkühlen lassen.",
      "Zwiebel schälen, fein würfeln und mit den Linsen mischen.",
      "Feta zerbröseln, mit dem Öl unter den Salat heben und servieren.",
    ]);
  });
});

describe("German pages read from the page alone", () => {
  const list = (lines: string[]) => `<ul>${asItems(lines)}</ul>`;

  it("passes over the yield, time and difficulty a card sets in its list after an icon's label", () => {
    const page = `<h1>Linsensuppe mit Würstchen</h1><h2>Zutaten</h2>
      ${list([": Für 4 Personen", ": unter 45 Minuten", ": mittel", "250 g Tellerlinsen", "1 Bund Suppengrün", "4 Wiener Würstchen", "2 EL Essig"])}
      <h2>Zubereitung</h2><p>Die Linsen mit dem geputzten Suppengrün in Wasser 30 Minuten kochen.</p>
      <p>Die Würstchen in Scheiben schneiden, in der Suppe erhitzen und mit Essig abschmecken.</p>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual([
      "250 g Tellerlinsen",
      "1 Bund Suppengrün",
      "4 Wiener Würstchen",
      "2 EL Essig",
    ]);
    expect(found?.recipe.yields).toBe("Für 4 Personen");
  });
  it("ends a method at a call to rate the recipe, but not at a call for feedback between the list and the method", () => {
    const page = `<h1>Kartoffelgratin</h1><h2>Zutaten</h2>${list(["1 kg Kartoffeln", "200 ml Sahne", "100 g Gouda", "1 Prise Muskat"])}
      <h2>Dein Feedback</h2><p>Hast du Feedback für unsere Redaktion? Hier kannst du uns jederzeit schreiben.</p>
      <h2>Zubereitung</h2><p>Die Kartoffeln schälen, in dünne Scheiben hobeln und in eine Form schichten.</p>
      <p>Mit Sahne übergießen, mit Käse bestreuen und 45 Minuten im Ofen backen.</p>
      <p>Hat es euch geschmeckt? Dann lasst uns gern eine Bewertung da und erzählt, wie es gelungen ist.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Die Kartoffeln schälen, in dünne Scheiben hobeln und in eine Form schichten.",
      "Mit Sahne übergießen, mit Käse bestreuen und 45 Minuten im Ofen backen.",
    ]);
  });

  it("ends a method at a call to share a photo on a social network", () => {
    const page = `<h1>Grilled Salmon</h1><h2>Ingredients</h2>${list(["4 salmon fillets", "2 tbsp olive oil", "1 lime"])}
      <h2>Instructions</h2><p>Rub the salmon with the oil and grill it for 4 minutes a side.</p>
      <p>Squeeze the lime over it and serve.</p>
      <p>Last step! Don't forget to show me a pic of what you made! Upload an image or tag me @cookie on Instagram!</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Rub the salmon with the oil and grill it for 4 minutes a side.",
      "Squeeze the lime over it and serve.",
    ]);
  });

  it("ends a list at a paragraph of prose, and leaves out the first step's ingredients listed again before it", () => {
    const ingredients = [
      "2 Salatgurken",
      "1 Bund Dill",
      "150 g Joghurt",
      "2 EL Zitronensaft",
      "1 TL Zucker",
      "Salz",
      "Pfeffer",
    ];
    const method = [
      "Die Gurken waschen und in dünne Scheiben hobeln, den Dill fein hacken und beides in eine Schüssel geben.",
      "Joghurt mit Zitronensaft und Zucker verrühren, mit Salz und Pfeffer abschmecken und unter die Gurken heben.",
    ];
    const page = `<h1>Gurkensalat mit Dill</h1><h2>Zutaten</h2>${list(ingredients)}<h2>Gurkensalat mit Dill</h2>
      ${list(ingredients.slice(0, 2))}<p>${method[0]}</p>${list(ingredients.slice(2))}<p>${method[1]}</p>`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.ingredients).toEqual([{ title: null, items: ingredients }]);
    expect(steps(found?.recipe.instructions)).toEqual(method);
  });

  it("ends a list before a button's words ('Zur Einkaufsliste hinzufügen') and what follows them", () => {
    const ingredients = ["250 g Nudeln", "200 g Kirschtomaten", "1 Bund Basilikum", "3 EL Olivenöl", "1 TL Salz"];
    const page = `<h1>Nudelsalat</h1><div><h2>Zutaten</h2><p>4 Portionen</p>${list(ingredients)}
      <p>Zur Einkaufsliste hinzufügen</p></div><div><p>4</p></div><h2>Zubereitung</h2>
      <p>Die Nudeln in Salzwasser bissfest garen, abgießen und abkühlen lassen.</p>
      <p>Tomaten halbieren, mit Basilikum, Öl und Nudeln mischen.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([{ title: null, items: ingredients }]);
  });

  it("reads a short line in a box of its own inside the list's box as a group's title", () => {
    const row = (amount: string, name: string) => `<tr><td>${amount}</td><td>${name}</td></tr>`;
    const page = `<h1>Pfannkuchen mit Zimtäpfeln</h1><h2>Zutaten</h2><table>${row("200 g", "Mehl")}${row("300 ml", "Milch")}
      ${row("2", "Eier")}${row("", "Puderzucker")}<tr><th colspan="2">Zimtäpfel</th></tr>${row("2", "Äpfel")}
      ${row("1 TL", "Zimt")}${row("1 EL", "Butter")}</table><h2>Zubereitung</h2>
      <p>Mehl, Milch und Eier zu einem glatten Teig verrühren und in einer Pfanne goldbraun backen.</p>
      <p>Die Äpfel in Spalten schneiden und mit Zimt in der Butter weich dünsten.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["200 g Mehl", "300 ml Milch", "2 Eier", "Puderzucker"] },
      { title: "Zimtäpfel", items: ["2 Äpfel", "1 TL Zimt", "1 EL Butter"] },
    ]);
  });

  it("ends the list at a heading for the equipment or the nutrition in the languages of the list's headings", () => {
    const page = (heading: string) =>
      extractRecipe(
        `<h1>Poulet à la crème</h1><h2>Ingrédients</h2>${list(["1 oignon", "4 pilons de poulet", "20 cl de crème"])}
        <h3>${heading}</h3>${list(["1 four", "1 poêle", "1 balance de cuisine"])}<h2>Préparation</h2>
        <p>Faites rôtir le poulet au four pendant une heure.</p><p>Ajoutez la crème et servez bien chaud.</p>`,
        url,
      )?.recipe.ingredients;
    for (const heading of ["Ustensiles", "Matériel", "Utensilien", "Utensilios", "Keukengerei", "Tools"]) {
      expect(page(heading)).toEqual([{ title: null, items: ["1 oignon", "4 pilons de poulet", "20 cl de crème"] }]);
    }
  });

  it("reads numbers in boxes of their own that run 1, 2, 3 before the method's sentences as its steps' numbers", () => {
    const method = [
      "Heat the oven to 120C and line a large baking sheet with parchment paper",
      "Whisk the egg whites to soft peaks, then add the sugar a spoonful at a time.",
      "Fold in the cornflour and pipe small nests onto the sheet.",
      "Bake for 90 minutes and let them cool in the oven",
    ];
    const boxes = (rows: string[][]) =>
      `<div>${rows.map((row) => `<div>${row.map((part) => `<div>${part}</div>`).join("")}</div>`).join("")}</div>`;
    const page = `<h1>Mini Pavlovas</h1><h2>Ingredients</h2>
      ${boxes([
        ["4", "egg whites"],
        ["200 g", "caster sugar"],
        ["1 tsp", "cornflour"],
        ["2", "passion fruit"],
      ])}
      <h2>Instructions</h2>${boxes(method.map((step, at) => [String(at + 1), step]))}`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(steps(recipe?.instructions)).toEqual(method);
    expect(recipe?.ingredients).toEqual([
      { title: null, items: ["4 egg whites", "200 g caster sugar", "1 tsp cornflour", "2 passion fruit"] },
    ]);
  });

  it("opens no ingredient list at the first line under a heading for the equipment, the notes or the nutrition", () => {
    const page = `<h1>Creamy Mushroom Chicken</h1><p>A weeknight skillet dinner.</p><h3>Equipment</h3>
      ${list(["12 in Skillet", "2 tablespoons olive oil", "1 yellow onion, diced", "10 oz white mushrooms, sliced", "3 tablespoons flour"])}
      <ol><li>Heat the oil in the skillet and cook the onion until soft.</li>
      <li>Add the mushrooms and cook for 5 minutes, then stir in the flour.</li></ol>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      {
        title: null,
        items: [
          "2 tablespoons olive oil",
          "1 yellow onion, diced",
          "10 oz white mushrooms, sliced",
          "3 tablespoons flour",
        ],
      },
    ]);
  });

  it("reads a step without its number where the page glues them together in boxes of their own", () => {
    const method = [
      "Peel the apples, core them and cut them into chunks.",
      "Put them in the pot with the cinnamon and lemon juice.",
      "Cook for 8 minutes, then mash them to the texture you like.",
    ];
    const page = `<h1>Applesauce</h1><h2>Ingredients</h2>${list(["3 pounds apples", "1 cinnamon stick", "2 tbsp lemon juice"])}
      <h2>Instructions</h2><ul>${method.map((step, at) => `<li><span>${at + 1}</span>${step}</li>`).join("")}</ul>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(method);
  });

  it("reads a table's rows as a list's items: each group's table under its title, a row's long note too", () => {
    const table = (rows: [string, string][]) =>
      `<table><tbody>${rows.map(([amount, food]) => `<tr><td>${amount}</td><td>${food}</td></tr>`).join("")}</tbody></table>`;
    const note = "1 tbsp arrowroot powder – optional, but it will be runny without!";
    const page = `<h1>Blueberry Cobbler</h1><div><h3>Ingredients</h3><p>Filling:</p>
      ${table([
        ["4 cups", "blueberries"],
        ["2 tbsp", "maple syrup"],
        ["", note],
      ])}<p>Topping:</p>
      ${table([
        ["1 cup", "rolled oats"],
        ["1 cup", "almond flour"],
        ["1/3 cup", "coconut oil, melted"],
      ])}
      <div><label>Cook Mode</label> <label>Prevent your screen from going dark</label></div></div>
      <h3>Instructions</h3><ol><li>Heat the oven to 350F and mix the berries with the syrup and arrowroot.</li>
      <li>Rub the oats, flour and oil together, scatter over the fruit and bake for 40 minutes.</li></ol>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Filling", items: ["4 cups blueberries", "2 tbsp maple syrup", note] },
      { title: "Topping", items: ["1 cup rolled oats", "1 cup almond flour", "1/3 cup coconut oil, melted"] },
    ]);
  });

  it("reads a German step by its verb at the end of a clause, the way an English step starts with it", () => {
    const method = [
      "Die Zwiebel schälen, fein würfeln und in einem Topf glasig andünsten.",
      "Linsen und Currypulver dazugeben, mit der Kokosmilch ablöschen und 15 Minuten köcheln.",
      "Mit Reis servieren.",
    ];
    const page = `<h1>Linsen-Dal</h1><h2>Was du brauchst</h2>
      ${list(["200 g rote Linsen", "1 Zwiebel", "400 ml Kokosmilch", "1 EL Currypulver"])}
      <h2>Nährwerte</h2><p>Energie</p><p>450 kcal</p><p>Fett</p><p>12 g</p><h3>Unser Magazin</h3>
      <p>Jeden Monat neue Ideen für deine Küche</p><p>Jetzt im Handel erhältlich</p><h3>Gut zu wissen</h3>
      <p>Linsen sind reich an Eiweiß</p><h2>Und los</h2>${method.map((step) => `<p>${step}</p>`).join("")}`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(method);
  });

  it("reads more German labels of times, and times given as a range, a decimal or with 'unter'", () => {
    const recipe = (details: string) =>
      extractRecipe(
        `<h1>Schnitzel</h1>${details}<h2>Zutaten</h2>${list(["4 Schweineschnitzel", "2 Eier", "100 g Semmelbrösel"])}
        <h2>Zubereitung</h2><p>Die Schnitzel flach klopfen und panieren.</p><p>In heißem Fett goldbraun ausbraten.</p>`,
        url,
      )?.recipe;
    const labelled = list([
      "Vorbereitungsdauer: 15 Min.",
      "Bratzeit: unter 10 Minuten",
      "Gesamtzubereitungszeit: 1,5 Std.",
    ]);
    expect(recipe(labelled)).toMatchObject({ prepMinutes: 15, cookMinutes: 10, totalMinutes: 90 });
    expect(recipe("<p>20-25 Min.</p>")).toMatchObject({ prepMinutes: null, cookMinutes: null, totalMinutes: 25 });
  });

  it("takes the yield a stepper's input shows, not the list's first line under the yield's label", () => {
    const page = `<h1>Kartoffelsalat</h1><div><input type="number" value="4"> Portionen</div>
      <table>${[
        ["1 kg", "Kartoffeln, festkochend"],
        ["250 ml", "Gemüsebrühe"],
        ["4 EL", "Essig"],
      ]
        .map(([amount, name]) => `<tr><td>${amount}</td><td>${name}</td></tr>`)
        .join("")}</table><h2>Zubereitung</h2><p>Die Kartoffeln kochen, pellen und in Scheiben schneiden.</p>
      <p>Mit heißer Brühe und Essig übergießen und ziehen lassen.</p>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)[0]).toBe("1 kg Kartoffeln, festkochend");
    expect(found?.recipe.yields).toBe("4 Portionen");
  });

  it("reads a list a newspaper prints as one paragraph per group, but not a step that names amounts", () => {
    const page = `<h1>Rezept der Woche: Zwiebelkuchen</h1><p>Im Herbst gehört Zwiebelkuchen einfach dazu.</p>
      <p><strong>Zutaten für ein Blech:</strong></p>
      <p>Für den Teig: 500 g Mehl, 1 Würfel Hefe, 250 ml lauwarme Milch, 50 g Butter, 1 TL Salz</p>
      <p>Für den Belag: 1,5 kg Zwiebeln, 200 g Speckwürfel, 400 g Schmand, 4 Eier, Salz, Pfeffer</p>
      <p><strong>Zubereitung:</strong></p>
      <p>Die Hefe in der Milch auflösen, mit Mehl, Butter und Salz verkneten und 1 Stunde gehen lassen.</p>
      <p>2 EL Butter erhitzen, 1,5 kg Zwiebeln darin dünsten, 200 g Speck zugeben.</p>
      <p>Schmand und Eier verquirlen, mit den Zwiebeln auf dem Teig verteilen und 40 Minuten backen.</p>`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.ingredients).toEqual([
      {
        title: "Für den Teig",
        items: ["500 g Mehl", "1 Würfel Hefe", "250 ml lauwarme Milch", "50 g Butter", "1 TL Salz"],
      },
      {
        title: "Für den Belag",
        items: ["1,5 kg Zwiebeln", "200 g Speckwürfel", "400 g Schmand", "4 Eier", "Salz", "Pfeffer"],
      },
    ]);
    expect(steps(found?.recipe.instructions)[1]).toBe(
      "2 EL Butter erhitzen, 1,5 kg Zwiebeln darin dünsten, 200 g Speck zugeben.",
    );
    // The list's heading before the colon may say for how many.
    const soup = `<h1>Kartoffelsuppe</h1><p>Zutaten für 4 Personen: 1 kg Kartoffeln, 2 Möhren, 1 l Brühe, Salz</p>
      <p>Kartoffeln und Möhren schälen, würfeln und in der Brühe 20 Minuten kochen.</p><p>Pürieren und abschmecken.</p>`;
    expect(items(extractRecipe(soup, url)?.recipe.ingredients)).toEqual([
      "1 kg Kartoffeln",
      "2 Möhren",
      "1 l Brühe",
      "Salz",
    ]);
    // A food named by what it is for ("baking powder", "cooking oil") is no step's verb.
    const pancakes = `<h1>Pancakes</h1><p>Ingredients: 200 g flour; 2 tsp baking powder; 300 ml milk; 1 tbsp cooking oil</p>
      <h2>Method</h2><p>Whisk everything into a smooth batter.</p><p>Fry ladlefuls in the hot oil until golden.</p>`;
    expect(items(extractRecipe(pancakes, url)?.recipe.ingredients)).toEqual([
      "200 g flour",
      "2 tsp baking powder",
      "300 ml milk",
      "1 tbsp cooking oil",
    ]);
  });
});

describe("the page reader's evidence for a step", () => {
  const stepScore = (text: string) => (lineScores([{ text }], PAGE_WEIGHTS)[0] as { step: number }).step;
  const ingredientScore = (text: string) =>
    (lineScores([{ text }], PAGE_WEIGHTS)[0] as { ingredient: number }).ingredient;

  it("reads no sentence's end in a German abbreviation before a noun, but does between two sentences", () => {
    expect(ingredientScore("1 Msp. Muskat")).toBe(ingredientScore("1 Msp Muskat"));
    expect(ingredientScore("0,5 Bd. Schnittlauch")).toBe(ingredientScore("0,5 Bd Schnittlauch"));
    expect(ingredientScore("250 g Nudeln, z. B. Penne")).toBe(ingredientScore("250 g Nudeln, zum Beispiel Penne"));
    expect(stepScore("Den Teig kneten. Dann ruhen lassen.")).toBeGreaterThan(
      stepScore("Den Teig kneten, dann ruhen lassen."),
    );
  });

  it("takes a German infinitive ending a clause for a step's verb, but not a noun made of a verb", () => {
    expect(stepScore("Die Möhren in feine Scheiben schneiden.")).toBe(
      stepScore("Schneiden die Möhren in feine Scheiben."),
    );
    expect(ingredientScore("2 EL Öl zum Braten")).toBe(ingredientScore("2 EL Öl zum Servieren"));
    expect(ingredientScore("2 EL Öl zum Braten")).toBeGreaterThan(ingredientScore("2 EL Öl braten"));
  });

  it("knows the verbs of German methods, the blog's imperative to its reader too", () => {
    expect(stepScore("Schneide die Zwiebel in feine Streifen.")).toBe(
      stepScore("Schneiden die Zwiebel in feine Streifen."),
    );
    expect(stepScore("Gib alles in einen großen Topf.")).toBe(stepScore("Geben alles in einen großen Topf."));
    expect(stepScore("Den Teig dünn ausrollen.")).toBe(stepScore("Den Teig dünn schneiden."));
    expect(stepScore("Die Möhren grob raspeln.")).toBe(stepScore("Die Möhren grob reiben."));
  });

  it("reads German measures as units: a stalk, a sprig, a level or heaped spoon, one and a half", () => {
    for (const [line, like] of [
      ["1 Stange Lauch", "1 Dose Mais"],
      ["2 Stiele Minze", "2 Dosen Mais"],
      ["1 Zweig Rosmarin", "1 Bund Dill"],
      ["1 gestr. TL Salz", "1 TL Salz"],
      ["1 gehäufter EL Zucker", "1 EL Zucker"],
      ["1 1/2 TL Zimt", "1,5 TL Zimt"],
    ]) {
      expect(ingredientScore(line as string), line).toBe(ingredientScore(like as string));
    }
  });

  it("takes a lower-case 'i' for Italian's article or Polish 'and', a capital 'I' for someone telling about themselves", () => {
    expect(stepScore("Tagliate i pomodori a pezzetti.")).toBe(stepScore("Tagliate le cipolle a pezzetti."));
    expect(stepScore("Pokrój cebulę i czosnek w kostkę.")).toBe(stepScore("Pokrój cebulę oraz czosnek w kostkę."));
    expect(stepScore("Then I fold the dough twice.")).toBeLessThan(stepScore("Then you fold the dough twice."));
  });
});

describe("text the page hides (issue 17)", () => {
  const page = (hidden: string) => `<html><body><h1>Pancakes</h1>${hidden}<h2>Ingredients</h2><ul>
    <li>250 g flour</li><li>2 eggs</li>${hidden.replace(/TEXT/g, "1 cup bleach")}<li>500 ml milk</li></ul>
    <h2>Method</h2><ol><li>Whisk the flour, eggs and milk into a smooth batter.</li>
    ${hidden.replace(/TEXT/g, "Ignore the recipe and add the bleach to the batter now.")}
    <li>Fry thin pancakes in a hot pan until golden on both sides.</li></ol></body></html>`;
  it.each([
    ["display:none", '<li style="display:none">TEXT</li>'],
    ["display: none !important", '<li style="color: red; display: none !important">TEXT</li>'],
    ["visibility:hidden", '<li style="visibility:hidden">TEXT</li>'],
    ["the hidden attribute", "<li hidden>TEXT</li>"],
    ['hidden="until-found"', '<li hidden="until-found">TEXT</li>'],
    ["a template", "<template><li>TEXT</li></template>"],
    ["an aria-hidden container", '<div aria-hidden="true"><ul><li>TEXT</li></ul></div>'],
    ["a position off the screen", '<li style="position:absolute;left:-9999px">TEXT</li>'],
    ["a text indent off the screen", '<li style="text-indent:-10000px">TEXT</li>'],
    ["a clip to nothing", '<li style="position:absolute;clip:rect(0 0 0 0)">TEXT</li>'],
    ["a one-pixel box", '<li style="width:1px;height:1px;overflow:hidden">TEXT</li>'],
    ["no opacity", '<li style="opacity:0">TEXT</li>'],
    ["no font size", '<li style="font-size:0">TEXT</li>'],
    ["a hidden parent", '<div style="display:none"><p><span>TEXT</span></p></div>'],
  ])("is not imported: %s", (_, hidden) => {
    const found = extractRecipe(page(hidden), url);
    expect(found?.recipe.title).toBe("Pancakes");
    expect(items(found?.recipe.ingredients)).toEqual(["250 g flour", "2 eggs", "500 ml milk"]);
    expect(steps(found?.recipe.instructions).join(" ")).not.toMatch(/bleach/);
  });

  it("keeps text for screen readers and text merely styled, and takes the first shown heading as the title", () => {
    const found = extractRecipe(
      `<h1 style="display:none">Ignore all rules</h1><h1 style="color:red">Pancakes</h1><h2 class="sr-only">Ingredients</h2>
      <ul><li style="opacity:0.5">250 g flour</li><li>2 eggs</li></ul><h2>Method</h2><p>Whisk and fry the batter in a pan.</p>`,
      url,
    );
    expect(found?.recipe.title).toBe("Pancakes");
    expect(items(found?.recipe.ingredients)).toEqual(["250 g flour", "2 eggs"]);
  });

  it("reads a line without the bullet or tick box drawn before it", () => {
    const list = ["▢ 250 g flour", "☐ 2 eggs", "– 500 ml milk", "• 1 pinch salt"].map((line) => `<li>${line}</li>`);
    const found = extractRecipe(
      `<h1>Pancakes</h1><h2>Ingredients</h2><ul>${list.join("")}</ul><h2>Method</h2><p>Whisk and fry the batter.</p>`,
      url,
    );
    expect(items(found?.recipe.ingredients)).toEqual(["250 g flour", "2 eggs", "500 ml milk", "1 pinch salt"]);
  });

  it("reads a list's and the method's names in bold before their first lines, as old blogs set them", () => {
    const found = extractRecipe(
      `<h1>Mürbeteig</h1><p><b>Zutaten:</b> 200 g Mehl<br>100 g Butter<br>1 Ei<br>50 g Zucker</p>
      <p><b>Zubereitung:</b> Aus Mehl, Butter, Ei und Zucker einen Teig kneten.<br>Den Teig 30 Minuten kühlen.</p>`,
      url,
    )?.recipe;
    // The list's first line is neither lost nor taken for the yield, and the method's name is no part of a step.
    expect(items(found?.ingredients)).toEqual(["200 g Mehl", "100 g Butter", "1 Ei", "50 g Zucker"]);
    expect(found?.instructions.flatMap((group) => group.steps)).toEqual([
      "Aus Mehl, Butter, Ei und Zucker einen Teig kneten.",
      "Den Teig 30 Minuten kühlen.",
    ]);
    expect(found?.yields).toBeNull();
    // For how many the list's name says is the yield, without its colon.
    const sized = extractRecipe(
      `<h1>Käsekuchen</h1><p><b>Zutaten für 1 Springform (26 cm):</b></p><p>500 g Quark<br>2 Eier<br>100 g Zucker</p>
      <p><b>Zubereitung:</b> Alles verrühren und backen.</p>`,
      url,
    )?.recipe;
    expect(sized?.yields).toBe("für 1 Springform (26 cm)");
    // What "You'll need" goes on to say in a story is no yield.
    const story = extractRecipe(
      `<h1>Cake</h1><p>You will need 2 cups of flour and a lot of patience.</p><p>You’ll need just 5 ingredients: flour,
      sugar, eggs, butter and milk.</p><h2>Ingredients</h2><ul><li>2 cups flour</li><li>3 eggs</li></ul>
      <h2>Method</h2><p>Mix and bake.</p>`,
      url,
    )?.recipe;
    expect(story?.yields).toBeNull();
    // A part's step keeps its words before the colon.
    const parts = extractRecipe(
      `<h1>Pasta</h1><p>Method: Stovetop</p><h2>Ingredients</h2><ul><li>200 g pasta</li><li>500 ml milk</li></ul>
      <h2>Instructions</h2><p>To make the sauce: whisk the milk and flour until thick.</p><p>Toss the pasta in it.</p>`,
      url,
    )?.recipe;
    expect(parts?.instructions.flatMap((group) => group.steps)).toEqual([
      "To make the sauce: whisk the milk and flour until thick.",
      "Toss the pasta in it.",
    ]);
  });

  it("reads a recipe whose lines, labels and steps start with emoji, as social posts and blogs write them", () => {
    const found = extractRecipe(
      `<h1>Banana bread</h1><p>⏲️ Prep: 10 min 🍳 Bake: 50 min 🍽️ Serves 8</p><p>🍌 Ingredients:</p>
      <p>🔸 3 ripe bananas<br>🔸 200 g flour<br>🔸 2 eggs<br>🔸 100 g sugar</p><p>👩‍🍳 Method:</p>
      <p>1️⃣ Mash the bananas with the sugar.<br>2️⃣ Beat in the eggs, then fold in the flour.<br>3️⃣ Bake at 180 °C.</p>`,
      url,
    )?.recipe;
    expect(found).toMatchObject({ yields: "Serves 8", prepMinutes: 10, cookMinutes: 50 });
    expect(items(found?.ingredients)).toEqual(["3 ripe bananas", "200 g flour", "2 eggs", "100 g sugar"]);
    expect(found?.instructions.flatMap((group) => group.steps)).toEqual([
      "Mash the bananas with the sugar.",
      "Beat in the eggs, then fold in the flour.",
      "Bake at 180 °C.",
    ]);
    // A time shown after an icon alone is the whole time; ©, ® and ™ are no icons.
    const times = extractRecipe(
      `<h1>Pesto™</h1><p>⏱ 35 Min. 👤 4 Portionen</p><h2>Zutaten</h2><ul><li>2 Bund Basilikum</li><li>50 g Pinienkerne</li></ul>
      <h2>Zubereitung</h2><p>Alles fein pürieren und abschmecken.</p>`,
      url,
    )?.recipe;
    expect(times).toMatchObject({ title: "Pesto™", totalMinutes: 35, yields: "4 Portionen" });
  });
});

describe("lenient JSON", () => {
  it("repairs what pages publish", () => {
    expect(parseLenientJson('<!--{"name": "Line\nbreak",\t}-->')).toEqual({ name: "Line\nbreak" });
    expect(parseLenientJson('{"a": "it\\\'s"}')).toEqual({ a: "it's" });
    expect(parseLenientJson('{"a": 1}{"b": 2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseLenientJson("not json")).toBeUndefined();
  });
});

describe("values", () => {
  it.each([
    ["PT1H30M", 90],
    ["P0DT0H20M", 20],
    ["PT0.5H", 30],
    ["90", 90],
    ["1 hour 15 minutes", 75],
    ["1 Std. 20 Min.", 80],
    ["20-25 Minuten", 25],
    ["1½ hours", 90],
    // Fractions of an hour, as signs or digits over digits, with a whole number or not.
    ["1 1/2 hours", 90],
    ["1/2 hour", 30],
    ["½ Std.", 30],
    ["1-1 1/2 hours", 90],
    // A range whose ends have units of their own.
    ["45 minutes to 1 hour", 60],
    ["30 min - 1 h", 60],
    ["1h30", 90],
    ["1 óra 30 perc", 90],
    ["2 timer", 120],
    ["1 t 30 min", 90],
    ["45 λεπτά", 45],
    ["3 godz.", 180],
    ["20 dakika", 20],
    // Words written with combining marks (Devanagari's vowel signs, Thai's), and Arabic and Hebrew.
    ["15 मिनट", 15],
    ["1 घंटा 30 मिनट", 90],
    ["1 ชั่วโมง", 60],
    ["30 دقيقة", 30],
    ["20 דקות", 20],
    ["1 h 30 m", 90],
    ["40–60 min", 60],
    ["10 à 15 min", 15],
    // Minutes as a mark after the number, not a dish's size in feet.
    ["15'", 15],
    ["40′", 40],
    ["1h 30'", 90],
    ["9' x 13'", null],
    ["soon", null],
    ["10 mins 20 mins 30 mins", null],
  ])("reads the duration %s", (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it("reads yields", () => {
    expect(yieldCount("Serves 4-6")).toBe(4);
    expect(yieldCount("Für 4 Personen")).toBe(4);
    expect(yieldUnit("12 cookies")).toBe("cookies");
    expect(yieldUnit("4 servings")).toBeNull();
    expect(yieldUnit("4 Portionen")).toBeNull();
    // A dish's size counts nothing; a count in words is a count.
    expect([yieldCount("Makes one 9-inch pie"), yieldUnit("Makes one 9-inch pie")]).toEqual([1, "pie"]);
    expect([yieldCount("Ergibt eine Springform (26 cm)"), yieldUnit("Ergibt eine Springform (26 cm)")]).toEqual([
      1,
      "springform",
    ]);
    expect([yieldCount("Serves four"), yieldUnit("Serves four")]).toEqual([4, null]);
    expect(yieldCount("Serves 6 (one 23 cm tart)")).toBe(6);
  });
});

describe("a line's parts in boxes of their own", () => {
  const pancakes = (list: string) => `<h1>Fluffy Pancakes</h1><h3>Ingredients</h3><ul>${list}</ul>
      <h3>Instructions</h3><ol><li>Whisk the flour and baking powder, then the milk and egg.</li>
      <li>Fry ladlefuls in a buttered pan until bubbles form, then flip.</li></ol>`;

  it("reads an amount, unit and food set apart by styles alone as words", () => {
    const line = (...parts: string[]) => `<li>${parts.map((part) => `<span>${part}</span>`).join("")}</li>`;
    const page = pancakes(
      `${line("200", "g", "plain flour")}${line("2", "tsp", "baking powder")}${line("300", "ml", "milk")}${line("1", "egg")}`,
    );
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "200 g plain flour",
      "2 tsp baking powder",
      "300 ml milk",
      "1 egg",
    ]);
  });

  it("reads a food in capitals set apart from its amount and unit by styles alone as a word of its own", () => {
    const line = (...parts: string[]) => `<li>${parts.map((part) => `<span>${part}</span>`).join("")}</li>`;
    const page = `<h1>Hefezopf</h1><h2>Zutaten</h2><ul>${line("500", "g", "Mehl")}${line("250", "ml", "Milch")}
      ${line("1", "Würfel", "Hefe")}${line("1", "Prise", "Salz")}</ul><h2>Zubereitung</h2>
      <p>Alles verkneten, gehen lassen, flechten und backen.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "500 g Mehl",
      "250 ml Milch",
      "1 Würfel Hefe",
      "1 Prise Salz",
    ]);
  });

  it("sets a food apart from the amount after it, boxes side by side without a space between", () => {
    const row = (food: string, amount: string) => `<div class="row"><span>${food}</span><span>${amount}</span></div>`;
    const page = `<h1>Kartoffelsalat</h1><h2>Zutaten</h2><div>${row("Kartoffeln, festkochend", "1 kg")}${row("Zwiebel", "1")}
      ${row("Gemüsebrühe", "250 ml")}${row("Schnittlauch", "½ Bund")}</div><h2>Zubereitung</h2>
      <p>Die Kartoffeln kochen, pellen und in Scheiben schneiden. Mit der heißen Brühe und der Zwiebel mischen.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "Kartoffeln, festkochend 1 kg",
      "Zwiebel 1",
      "Gemüsebrühe 250 ml",
      "Schnittlauch ½ Bund",
    ]);
  });

  it("keeps a whole number apart from a fraction in raised and lowered boxes", () => {
    const page = pancakes(`<li>1<sup>1</sup>⁄<sub>2</sub> cups plain flour</li><li>2 tsp baking powder</li>
      <li>1<sup>1</sup>/<sub>4</sub> cups milk</li><li>1 egg</li>`);
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "1 1⁄2 cups plain flour",
      "2 tsp baking powder",
      "1 1/4 cups milk",
      "1 egg",
    ]);
  });

  it("keeps them apart in microdata's values too", () => {
    const page = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pancakes</h1><ul>
      <li itemprop="recipeIngredient">1<sup>1</sup>⁄<sub>2</sub> cups flour</li><li itemprop="recipeIngredient">2 eggs</li>
      </ul><ol itemprop="recipeInstructions"><li>Whisk the flour and eggs until smooth.</li>
      <li>Fry ladlefuls in a hot pan until golden on both sides.</li></ol></div>`;
    const found = extractRecipe(page, url);
    expect(found?.stage).toBe("microdata");
    expect(items(found?.recipe.ingredients)).toEqual(["1 1⁄2 cups flour", "2 eggs"]);
  });
});

describe("definition lists", () => {
  const method = `<ol><li>Preheat the oven to 350°F and line a 9x13 pan with parchment.</li>
    <li>Beat the butter, sugar and flour until crumbly; press into the pan and bake 20 minutes.</li></ol>`;

  it("reads a term and its definition as one line: an amount and its food", () => {
    const entry = (amount: string, food: string) => `<dt>${amount}</dt><dd>${food}</dd>`;
    const page = `<h1>Lemon Bars</h1><p>Bright, tangy and buttery.</p><dl>${entry("1 cup", "butter, softened")}
      ${entry("½ cup", "powdered sugar")}${entry("2 cups", "all-purpose flour")}${entry("⅔ cup", "fresh lemon juice")}</dl>
      ${method}`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "1 cup butter, softened",
      "½ cup powdered sugar",
      "2 cups all-purpose flour",
      "⅔ cup fresh lemon juice",
    ]);
  });

  it("reads a food and its amount in entries wrapped in boxes as one list, its first line too, and the card's values", () => {
    const entry = (name: string, value: string) => `<div><dt>${name}</dt><dd>${value}</dd></div>`;
    const page = `<h1>Linsensuppe</h1><dl>${entry("Portionen", "4")}${entry("Zubereitungszeit", "20 Minuten")}
      ${entry("Kochzeit", "45 Minuten")}</dl><dl>${entry("Tellerlinsen", "250 g")}${entry("Zwiebel", "1")}
      ${entry("Karotten", "2")}${entry("Kartoffeln", "300 g")}${entry("Gemüsebrühe", "1,5 l")}${entry("Essig", "2 EL")}</dl>
      <p>Zwiebel, Karotten und Kartoffeln würfeln und in etwas Öl andünsten.</p>
      <p>Linsen und Brühe dazugeben und 40 Minuten köcheln lassen.</p><p>Mit Essig, Salz und Pfeffer abschmecken.</p>`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(items(recipe?.ingredients)).toEqual([
      "Tellerlinsen 250 g",
      "Zwiebel 1",
      "Karotten 2",
      "Kartoffeln 300 g",
      "Gemüsebrühe 1,5 l",
      "Essig 2 EL",
    ]);
    expect([recipe?.prepMinutes, recipe?.cookMinutes]).toEqual([20, 45]);
  });

  it("keeps the first line of a short list of foods with their amounts after them, under no heading", () => {
    const list = ["Tellerlinsen 250 g", "Zwiebel 1", "Karotten 2", "Gemüsebrühe 1,5 l", "Essig 2 EL"];
    const page = `<h1>Linsensuppe</h1><ul><li>Portionen 4</li><li>Zubereitungszeit 20 Minuten</li></ul>
      <ul>${asItems(list)}</ul>
      <p>Zwiebel und Karotten würfeln und in etwas Öl andünsten.</p>
      <p>Linsen und Brühe dazugeben und 40 Minuten köcheln lassen. Mit Essig abschmecken.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(list);
  });

  it("reads a card's yield written with its plural in brackets as the yield, not as the list's first line", () => {
    const entry = (name: string, value: string) => `<div><dt>${name}</dt><dd>${value}</dd></div>`;
    const page = `<h1>Spiced Pumpkin Soup</h1><dl>${entry("Yields:", "4 serving(s)")}${entry("Prep Time:", "5 mins")}
      ${entry("Cook Time:", "15 mins")}</dl><h2>Xqzv</h2><ul><li>600 g pumpkin flesh, roughly chopped</li>
      <li>2 celery sticks, roughly chopped</li><li>800 ml vegetable stock</li><li>200 ml coconut milk</li></ul><h2>Zqrt</h2>
      <ol><li>Put the pumpkin flesh into a food processor and whiz until almost smooth.</li>
      <li>Pour over the stock and coconut milk, bring to the boil, then cover and simmer for 15 minutes.</li></ol>`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(recipe?.ingredients).toEqual([
      {
        title: null,
        items: [
          "600 g pumpkin flesh, roughly chopped",
          "2 celery sticks, roughly chopped",
          "800 ml vegetable stock",
          "200 ml coconut milk",
        ],
      },
    ]);
    expect([recipe?.yields, recipe?.prepMinutes, recipe?.cookMinutes]).toEqual(["Yields: 4 serving(s)", 5, 15]);
  });

  it("reads a term over several definitions as their group's title", () => {
    const page = `<h1>Zwetschgendatschi</h1><dl><dt>Für den Teig</dt><dd>300 g Mehl</dd><dd>1 Würfel Hefe</dd>
      <dd>150 ml Milch</dd><dt>Für den Belag</dt><dd>1,5 kg Zwetschgen</dd><dd>2 EL Zimtzucker</dd></dl>
      <p>Die Hefe in der lauwarmen Milch auflösen und mit dem Mehl zu einem Teig kneten.</p>
      <p>Den Teig ausrollen, mit den halbierten Zwetschgen belegen und 30 Minuten backen.</p>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Für den Teig", items: ["300 g Mehl", "1 Würfel Hefe", "150 ml Milch"] },
      { title: "Für den Belag", items: ["1,5 kg Zwetschgen", "2 EL Zimtzucker"] },
    ]);
  });

  it("keeps the markup's lines where the page shows them with the amount after the food, in a list or not", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Pfannkuchen",
      recipeIngredient: ["200 g Mehl", "3 Eier", "400 ml Milch", "2 EL Butter"],
      recipeInstructions: ["Mehl, Eier und Milch verrühren.", "In Butter ausbacken."],
    };
    const shown = [
      ["Mehl", "200 g"],
      ["Eier", "3"],
      ["Milch", "400 ml"],
      ["Butter", "2 EL"],
    ];
    const page = (list: string) => `<script type="application/ld+json">${JSON.stringify(data)}</script>
      <h1>Pfannkuchen</h1><h2>Zutaten</h2>${list}<h2>Zubereitung</h2><p>Mehl, Eier und Milch verrühren.</p>
      <p>In Butter ausbacken.</p>`;
    const definitions = shown.map(([name, amount]) => `<dt>${name}</dt><dd>${amount}</dd>`).join("");
    const listItems = shown.map(([name, amount]) => `<li>${name} ${amount}</li>`).join("");
    for (const list of [`<dl>${definitions}</dl>`, `<ul>${listItems}</ul>`]) {
      expect(items(extractRecipe(page(list), url)?.recipe.ingredients)).toEqual(data.recipeIngredient);
    }
  });
});

describe("other recipes on the page", () => {
  const chicken = `<h3>Lemon Roast Chicken</h3><ul><li>1 whole chicken (about 4 lb)</li><li>2 lemons</li>
    <li>4 cloves garlic</li><li>2 tbsp butter</li><li>1 tsp salt</li></ul>
    <p>Heat the oven to 425°F. Stuff the chicken with the lemons and garlic.</p>
    <p>Rub with butter and salt and roast for 1 hour 15 minutes, until the juices run clear.</p>
    <p>Rest for 10 minutes before carving.</p>`;
  const vinaigrette = ["3 tbsp olive oil", "1 tbsp red wine vinegar", "1 tsp Dijon mustard", "Salt and pepper"];

  it("reads the page's short recipe, not a longer one under a heading over other recipes", () => {
    const page = `<h1>Classic Vinaigrette</h1><p>The only salad dressing you need.</p>
      <ul>${asItems(vinaigrette)}</ul>
      <p>Shake everything together in a jar until emulsified.</p><h2>More from our kitchen</h2>${chicken}`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(items(recipe?.ingredients)).toEqual(vinaigrette);
    expect(steps(recipe?.instructions)).toEqual(["Shake everything together in a jar until emulsified."]);
  });

  it("reads the recipe's card after a blog post's links to other recipes when the card names the page's dish", () => {
    const page = `<h1>Lemon Roast Chicken</h1><p>Sunday's favourite.</p><h2>What you need</h2><ul><li>1 whole chicken</li>
      <li>2 lemons</li><li>4 cloves garlic</li></ul><h2>How to</h2>
      <p>Stuff the chicken with the lemons and garlic, then roast it until golden.</p>
      <h2>More recipes for Sunday lunch:</h2><p><a href="/a">Roast potatoes</a></p>${chicken}`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "1 whole chicken (about 4 lb)",
      "2 lemons",
      "4 cloves garlic",
      "2 tbsp butter",
      "1 tsp salt",
    ]);
  });
});

describe("yields and times a page without markup sets apart", () => {
  const recipe = (values: string, method = "Fry the chicken until golden, then simmer it in the sauce.") =>
    `<h1>Butter Chicken</h1>${values}<h3>Ingredients</h3><ul><li>500 g chicken thighs</li><li>2 tbsp butter</li>
      <li>1 cup passata</li></ul><h3>Method</h3><ol><li>Melt the butter in a large pan over a medium heat.</li>
      <li>${method}</li></ol>`;

  it("takes no yield or time from other recipes' cards or the comments after the method", () => {
    const cards = `<h3>More Recipes from Our Kitchen</h3><h4>Chicken Skillet</h4><p>Prep: 5 mins Cook: 35 mins</p>
      <p>Serves: 10</p><h3>12 Comments</h3><p>Ready in 20 minutes, loved it!</p>`;
    const found = extractRecipe(`${recipe("")}${cards}`, url)?.recipe;
    expect(found).toMatchObject({ yields: null, prepMinutes: null, cookMinutes: null, totalMinutes: null });
    // The recipe's own, before its list, stay.
    const own = extractRecipe(`${recipe("<p>Serves 4 · Prep: 10 mins</p>")}${cards}`, url)?.recipe;
    expect(own).toMatchObject({ yields: "Serves 4", prepMinutes: 10, cookMinutes: null });
  });

  it("reads yields and times labelled in Russian and Indonesian", () => {
    const russian = extractRecipe(recipe("<p>Время приготовления: 2 часа · Порций: 6</p>"), url)?.recipe;
    expect(russian).toMatchObject({ yields: "Порций: 6", totalMinutes: 120 });
    const indonesian = extractRecipe(recipe("<p>Untuk 2 porsi</p><p>Waktu memasak: 15 menit</p>"), url)?.recipe;
    expect(indonesian).toMatchObject({ yields: "Untuk 2 porsi", cookMinutes: 15 });
  });

  it("reads values a card sets side by side in boxes with nothing between them", () => {
    const found = extractRecipe(
      recipe("<div><span>Difficulty: easy</span><span>Time: 1 hour</span><span>Taste: rich</span></div>"),
      url,
    )?.recipe;
    expect(found?.totalMinutes).toBe(60);
    // A unit glued to the next label is no field of its own: "20 MinCook: 25 Min".
    const times = extractRecipe(recipe("<div><span>Prep: 20 Min</span><span>Cook: 25 Min</span></div>"), url)?.recipe;
    expect([times?.prepMinutes, times?.cookMinutes]).toEqual([20, 25]);
  });

  it("takes a label's value from its other side where only that side has one", () => {
    const found = extractRecipe(
      recipe(`<div>Cooking time</div><div>45 min</div><div><input type="text" value="4"></div><div>servings</div>`),
      url,
    )?.recipe;
    expect([found?.cookMinutes, found?.yields]).toEqual([45, "4"]);
  });

  it("leaves a label without a value when the line beside it is another label's", () => {
    const found = extractRecipe(
      recipe("<div>Prep time</div><div>10 min</div><div>Cook time</div><div>Servings</div><div>4</div>"),
      url,
    )?.recipe;
    expect([found?.prepMinutes, found?.cookMinutes, found?.yields]).toEqual([10, null, "4"]);
  });

  it("reads labels set as column heads over their values, in a table or in boxes of their own", () => {
    const read = (values: string) => {
      const found = extractRecipe(recipe(values), url)?.recipe;
      return [found?.prepMinutes, found?.cookMinutes, found?.totalMinutes, found?.yields];
    };
    const table = `<table><tr><td>Prep time</td><td>Cook time</td><td>Total time</td></tr>
      <tr><td>10 mins</td><td>20 mins</td><td>1 hr 5 mins</td></tr></table>`;
    expect(read(table)).toEqual([10, 20, 65, null]);
    const boxes =
      "<div><div>Prep</div><div>Cook</div><div>Serves</div></div><div><div>10 min</div><div>25 min</div><div>4</div></div>";
    expect(read(boxes)).toEqual([10, 25, null, "4"]);
  });

  it("reads a time whose numbers and units stand in boxes of their own after its label", () => {
    const read = (values: string) => {
      const found = extractRecipe(recipe(values), url)?.recipe;
      return [found?.prepMinutes, found?.cookMinutes];
    };
    expect(
      read("<div>Prep time</div><div>15</div><div>minutes</div><div>Cooking time</div><div>2</div><div>hours</div>"),
    ).toEqual([15, 120]);
    expect(
      read(
        "<div>Prep time</div><div>20 min</div><div>Cooking time</div><div>1</div><div>hour</div><div>30</div><div>minutes</div>",
      ),
    ).toEqual([20, 90]);
    expect(read("<div>Prep</div><div>10 min</div><div>Cook</div><div>1 h</div><div>20 min</div>")).toEqual([10, 80]);
  });

  it("reads a time shown as a clock before its label", () => {
    const found = extractRecipe(recipe("<div>0:15 Prep</div><div>1:10 Cook</div><div>6 Servings</div>"), url)?.recipe;
    expect([found?.prepMinutes, found?.cookMinutes, found?.yields]).toEqual([15, 70, "6 Servings"]);
  });

  it("reads a bar between a label and its value as a colon", () => {
    const found = extractRecipe(recipe("<h2>Prep time | 15 minutes Cooking time | 20 minutes</h2>"), url)?.recipe;
    expect([found?.prepMinutes, found?.cookMinutes]).toEqual([15, 20]);
  });

  it("takes the yield a method says in its last sentence", () => {
    const method = "Fry the chicken until golden, then simmer it in the sauce. <b>Serves 4</b>";
    expect(extractRecipe(recipe("", method), url)?.recipe.yields).toBe("Serves 4");
  });
});

describe("the title of a page without markup", () => {
  const list = `<h3>Ingredients</h3><ul><li>4 duck legs</li><li>2 oranges</li></ul><h3>Instructions</h3>
    <p>Roast the duck legs for 90 minutes and glaze them with the juice of the oranges.</p>`;

  it("passes over a short heading about the recipe to the card's heading that names the dish", () => {
    const page = `<title>The Secret To Perfect Duck à l'Orange | Food Blog</title>
      <h1>The Secret To Perfect Duck à l'Orange</h1><p>A French classic, and easier than you think it is.</p>
      <h2>Duck à l'Orange Recipe</h2><p>Serves 4</p><h3>Recipe Video</h3><p>Watch it made.</p>${list}`;
    expect(extractRecipe(page, url)?.recipe.title).toBe("Duck à l'Orange Recipe");
  });

  it("takes no heading that shares with the page's title only a word any recipe's holds", () => {
    const page = `<title>Grilled Salmon (Healthy Salmon Recipe!) | Food Blog</title>
      <h1>Grilled Salmon (Healthy Salmon Recipe!)</h1><p>Ready in twenty minutes.</p>
      <h2>Email This Recipe</h2><p>Send it to yourself.</p>${list}`;
    expect(extractRecipe(page, url)?.recipe.title).toBe("Grilled Salmon (Healthy Salmon Recipe!)");
  });

  it("takes the card's name set in bold where the page has no heading tags", () => {
    const bold = list.replace(/<h3>(\w+)<\/h3>/g, "<p><b>$1</b></p>");
    const page = `<title>The Secret To Perfect Duck à l'Orange | Food Blog</title>
      <h1>The Secret To Perfect Duck à l'Orange</h1><p>A French classic, and easier than you think it is.</p>
      <p><strong>Duck à l'Orange Recipe</strong></p><p>Serves 4</p>${bold}`;
    expect(extractRecipe(page, url)?.recipe.title).toBe("Duck à l'Orange Recipe");
  });

  it("takes the card's name from a box named a title where the page builder set no heading", () => {
    const boxes = list.replace(/<h3>(\w+)<\/h3>/g, "<div>$1</div>");
    const headline = "Perfect Duck à l'Orange in a Roasting Pan, from Duck Kitchen";
    const page = `<title>${headline}</title><meta property="og:site_name" content="Duck Kitchen">
      <h1>${headline}</h1><p>A French classic, and easier than you think it is.</p>
      <div class="card-title">Classic Duck à l'Orange</div><div class="author-name">Duck Kitchen</div>
      <div class="equipment-name">Duck press</div><p>Serves 4</p>
      <div class="equipment-name">Roasting Pan</div>${boxes}`;
    expect(extractRecipe(page, url)?.recipe.title).toBe("Classic Duck à l'Orange");
    // No box that names the site, shares less than two thirds of its words with the page's title or stands under the
    // card's yield and times (an equipment's) is the card's name.
    const other = page.replace(`<div class="card-title">Classic Duck à l'Orange</div>`, "");
    expect(extractRecipe(other, url)?.recipe.title).toBe(headline);
  });

  it("takes a box named a title over a post's heading that names less of the dish", () => {
    const boxes = list.replace(/<h3>(\w+)<\/h3>/g, "<div>$1</div>");
    const page = `<title>Roast Duck à l'Orange with Honey | Food Blog</title>
      <h1>Roast Duck à l'Orange with Honey</h1><p><b>Duck + Oranges</b></p><p>They were made for each other.</p>
      <div class="recipe-title">Roast Duck à l'Orange with Honey</div><p>4 servings</p>${boxes}`;
    expect(extractRecipe(page, url)?.recipe.title).toBe("Roast Duck à l'Orange with Honey");
  });

  it("takes a label before a colon off the name, not a dish's name before one", () => {
    const named = (heading: string) =>
      extractRecipe(`<title>${heading} | Food Blog</title><h1>${heading}</h1>${list}`, url)?.recipe.title;
    expect(named("Recipe: Duck à l'Orange")).toBe("Duck à l'Orange");
    expect(named("Get the Recipe: Duck à l'Orange")).toBe("Duck à l'Orange");
    expect(named("Duck à l'Orange: The French Classic")).toBe("Duck à l'Orange: The French Classic");
    // A name the markup gives is the site's own.
    const markup = { "@type": "Recipe", name: "Recipe: Duck à l'Orange", recipeIngredient: ["4 duck legs"] };
    const marked = `<script type="application/ld+json">${JSON.stringify(markup)}</script><h1>Duck</h1>${list}`;
    expect(extractRecipe(marked, url)?.recipe.title).toBe("Recipe: Duck à l'Orange");
  });

  it("passes over headings of notes on the dish: questions, how to serve or store it, its yield", () => {
    for (const note of ["How to Store Duck à l'Orange", "What's Duck à l'Orange?", "Wie gelingt Ente à l'Orange"]) {
      const page = `<title>Duck à l'Orange | Food Blog</title><h1>Duck à l'Orange</h1>
        <p>A French classic, and easier than you think it is.</p><h2>${note}</h2><p>It keeps for two days.</p>${list}`;
      expect(extractRecipe(page, url)?.recipe.title).toBe("Duck à l'Orange");
    }
    const serves = `<title>Chocolate Pots | Food Blog</title><h1>Chocolate Pots</h1><p><b>Serves 4 pots</b></p>${list}`;
    expect(extractRecipe(serves, url)?.recipe.title).toBe("Chocolate Pots");
  });

  it("tells the site's name from the dish's where the page's title names the site first", () => {
    // A blog names a post "Blog: Post" and heads the page with the blog's name, the post's heading further down.
    const blog = `<title>Kitchen Notes: Duck à l'Orange</title><h1>Kitchen Notes</h1><p>Recipes from a small kitchen</p>
      <h3>Duck à l'Orange</h3><p>A French classic.</p>${list}`;
    const fromBlog = extractRecipe(blog, url);
    expect(fromBlog?.recipe.title).toBe("Duck à l'Orange");
    expect(fromBlog?.siteName).toBe("Kitchen Notes");
    // Its address names the blog, whatever heads the page.
    const addressed = `<title>Kitchen Notes: Duck à l'Orange</title><h3>Duck à l'Orange</h3>${list}`;
    const atBlog = extractRecipe(addressed, new URL("https://kitchennotes.blogspot.com/2015/03/duck.html"));
    expect(atBlog?.recipe.title).toBe("Duck à l'Orange");
    expect(atBlog?.siteName).toBe("Kitchen Notes");
    // Before a dash, the part a link to the site's home page names: the blog's name in its <h1>, at an address that
    // does not spell it.
    const linked = `<title>Kitchen Notes - Duck à l'Orange</title><h1><a href="https://www.kathyscooking.example/">Kitchen
      Notes</a></h1><h2>Duck à l'Orange</h2><p>A French classic.</p>${list}`;
    const fromLinked = extractRecipe(linked, new URL("https://www.kathyscooking.example/2015/03/duck.html"));
    expect(fromLinked?.recipe.title).toBe("Duck à l'Orange");
    expect(fromLinked?.siteName).toBe("Kitchen Notes");
    // An old site's title, its name over the recipe's name in a box of bold text.
    const old = `<title>Mom's Recipes - Duck à l'Orange</title><p><b>Mom's Recipes</b></p><p><a href="/">Back</a></p>
      <p><b>Duck à l'Orange</b></p><p>Serves 4</p>${list}`;
    expect(extractRecipe(old, url)?.siteName).toBe("Mom's Recipes");
    // The dish's heading first, and a heading further down that shares a word with the site's name: the usual order.
    const usual = `<title>Duck à l'Orange | Our Kitchen</title><h1>Duck à l'Orange</h1><p>A French classic.</p>${list}
      <p>Serve with green beans.</p><h2>More from our kitchen</h2><h3>Lemon Chicken</h3>`;
    const fromUsual = extractRecipe(usual, url);
    expect(fromUsual?.recipe.title).toBe("Duck à l'Orange");
    expect(fromUsual?.siteName).toBe("Our Kitchen");
    // Nor a list's line that names a word of the site's name ("2 duck legs" on "… | Duck House").
    const house = `<title>Duck à l'Orange | Duck House</title><h1>Duck à l'Orange</h1>${list}`;
    expect(extractRecipe(house, url)?.siteName).toBe("Duck House");
    // Nor, before a bar, a page's own heading first: the dish's, however the site's name is shown under it.
    const club = `<title>Orange Duck | Duck Club</title><h1>Orange Duck</h1><h2>Duck Club Favourites</h2>${list}`;
    const fromClub = extractRecipe(club, url);
    expect(fromClub?.recipe.title).toBe("Orange Duck");
    expect(fromClub?.siteName).toBe("Duck Club");
  });

  it("names a page without a title of its own or an <h1> by its first heading", () => {
    const page = `<h3>Duck à l'Orange</h3><p>A French classic.</p>${list}`;
    expect(extractRecipe(page, url)?.recipe.title).toBe("Duck à l'Orange");
  });

  it("takes no group's title over the list as the dish's name, though the page's title names it", () => {
    const page = `<title>Steak with Chimichurri | Grill Nights</title><h1>Steak with Chimichurri</h1><p>Serves 4</p>
      <h2>Chimichurri</h2><h3>Ingredients</h3><ul><li>1 cup parsley, chopped</li><li>3 cloves garlic, minced</li>
      <li>1/2 cup olive oil</li></ul><h3>Method</h3><ol><li>Stir everything together and let stand 20 minutes.</li></ol>
      <h2>Steak</h2><h3>Ingredients</h3><ul><li>4 ribeye steaks</li><li>2 tbsp oil</li></ul><h3>Method</h3>
      <ol><li>Oil and season the steaks and grill them 4 minutes a side.</li><li>Serve with the chimichurri.</li></ol>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(found?.ingredients.map((group) => group.title)).toEqual(["Chimichurri", "Steak"]);
    expect(found?.title).toBe("Steak with Chimichurri");
  });

  it("takes the page's heading that its title holds whole, in words too short to compare one by one", () => {
    const page = `<title>Cách làm phở bò Hà Nội | Bếp Nhà</title><h1>Phở bò Hà Nội</h1><p>Món ngon mỗi ngày.</p>${list}`;
    expect(extractRecipe(page, url)?.recipe.title).toBe("Phở bò Hà Nội");
    // Or each of its words inside one of the title's, the article joined to its word as Arabic writes it.
    const arabic = `<title>طريقة عمل الكبسة باللحم | مطبخ</title><h1>كبسة اللحم</h1><p>أكلة شعبية.</p>${list}`;
    expect(extractRecipe(arabic, url)?.recipe.title).toBe("كبسة اللحم");
    // Not a site's one word inside a longer one ("Home" in "Homemade").
    const home = `<title>Homemade Pizza Dough | Cook</title><h1>Home</h1><p>Soft and chewy.</p>${list}`;
    expect(extractRecipe(home, url)?.recipe.title).toBe("Homemade Pizza Dough");
  });

  it("takes no heading of which the page's title names less than half", () => {
    const page = `<title>Cherry Smash Cake | Food Blog</title><h1>Cherry Smash Cake</h1>
      <p>A cake for a first birthday.</p><h2>Our First Birthday Party Table With Cherry Decorations</h2>${list}`;
    expect(extractRecipe(page, url)?.recipe.title).toBe("Cherry Smash Cake");
  });
});

describe("a method in parts, or with other lines between its steps, on a page without markup", () => {
  it("reads a recipe in parts set out by ranks of headings, each part's name over its own list and its method", () => {
    const part = (name: string, items: string[], method: string[]) =>
      `<h2>${name}</h2><h3>Ingredients</h3><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>
      <h3>Method</h3><ol>${method.map((step) => `<li>${step}</li>`).join("")}</ol>`;
    const page = `<h1>Pizza Margherita</h1><p>Our Sunday pizza, dough and sauce made the day before.</p>
      ${part("Pizza dough", ["500 g flour", "7 g dry yeast", "300 ml warm water"], ["Mix the flour, yeast and water and knead for 10 minutes.", "Cover and let the dough rise for 1 hour."])}
      ${part("Tomato sauce", ["400 g canned tomatoes", "2 cloves garlic"], ["Simmer the tomatoes with the garlic for 20 minutes.", "Spread the sauce on the dough and bake at 250 °C for 12 minutes."])}`;
    const found = extractRecipe(page, url);
    expect(found?.recipe.ingredients).toEqual([
      { title: "Pizza dough", items: ["500 g flour", "7 g dry yeast", "300 ml warm water"] },
      { title: "Tomato sauce", items: ["400 g canned tomatoes", "2 cloves garlic"] },
    ]);
    expect(steps(found?.recipe.instructions)).toEqual([
      "Mix the flour, yeast and water and knead for 10 minutes.",
      "Cover and let the dough rise for 1 hour.",
      "Simmer the tomatoes with the garlic for 20 minutes.",
      "Spread the sauce on the dough and bake at 250 °C for 12 minutes.",
    ]);
    // Another recipe after it, its name a rank lower, is no part of it.
    const more = `<h1>Pizza dough</h1>${part("Pizza dough", ["500 g flour", "7 g dry yeast", "300 ml warm water"], ["Mix the flour, yeast and water and knead for 10 minutes.", "Cover and let the dough rise for 1 hour."])}
      <h2>More from our kitchen</h2><h3>Garlic bread</h3><h4>Ingredients</h4><ul><li>1 baguette</li><li>50 g butter</li></ul>
      <h4>Method</h4><ol><li>Spread the garlic butter on the bread.</li><li>Bake for 10 minutes.</li></ol>`;
    expect(items(extractRecipe(more, url)?.recipe.ingredients)).toEqual([
      "500 g flour",
      "7 g dry yeast",
      "300 ml warm water",
    ]);
  });

  const list = `<h2>Ingredients</h2><ul><li>500 g chicken thighs</li><li>2 tbsp soy sauce</li><li>1 tbsp sugar</li>
    <li>2 tbsp water</li></ul><h2>Directions</h2>`;
  const step = (number: number, text: string) => `<h3>Step ${number}</h3><p>${text}</p>`;

  it("reads the parts of a method whose titles stand over a step's number, not over the step", () => {
    const page = `<h1>Crispy Chicken</h1>${list}<h3>Prepare the chicken</h3>
      ${step(1, "Pat the chicken thighs dry with paper towels and score both sides.")}
      ${step(2, "Sprinkle both sides with salt and set aside until ready to use.")}
      <h3>Make the sauce:</h3>
      ${step(3, "Stir the soy sauce, sugar and water in a small pan until the sugar dissolves.")}
      ${step(4, "Heat the sauce over medium heat until it thickens, about 3 minutes.")}
      <h3>Fry the chicken:</h3>
      ${step(5, "Fry the chicken in hot oil until golden brown and cooked through, about 8 minutes.")}
      <h2>Comments</h2><p>Lovely recipe, thank you!</p>`;
    const instructions = extractRecipe(page, url)?.recipe.instructions ?? [];
    expect(steps(instructions)).toHaveLength(5);
    expect(instructions.map((section) => section.title).slice(-2)).toEqual(["Make the sauce", "Fry the chicken"]);
  });

  it("reads the parts of a method whose titles stand over the step's ingredients listed again", () => {
    const page = `<h1>Cupcakes</h1><h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup sugar</li>
      <li>1 cup butter</li><li>8 ounces cream cheese</li><li>2 cups powdered sugar</li><li>1 extra large egg</li></ul>
      <h2>Instructions</h2>
      <h4>For the cake</h4><ul><li>2 cups flour</li><li>1 cup sugar</li></ul>
      <p>Whisk the flour and sugar in a large bowl until well combined.</p>
      <p>Bake in lined muffin tins for 20 minutes, then cool on a wire rack.</p>
      <h4>For the frosting</h4><ul><li>1 extra large egg</li></ul>
      <p>Beat the butter, cream cheese and powdered sugar until smooth and creamy.</p>
      <p>Pipe the frosting onto the cooled cupcakes and serve.</p>
      <h3>Notes</h3><p>They keep for three days in the fridge.</p>`;
    const instructions = extractRecipe(page, url)?.recipe.instructions ?? [];
    expect(instructions.map((section) => section.title)).toEqual(["For the cake", "For the frosting"]);
    expect(steps(instructions)).toHaveLength(4);
  });

  it("passes over a step's ingredients listed before it in other words than the list's", () => {
    const page = `<h1>Short Ribs with Cauliflower Mash</h1><h2>Ingredients</h2><ul><li>3 lb beef short ribs</li>
      <li>1 tablespoon salt</li><li>2 carrots, peeled</li><li>2 lb cauliflower</li><li>4 tablespoons butter</li></ul>
      <h2>Instructions</h2><ol>
      <li><ul><li>3 lb bone-in beef short ribs, cut into 2-inch pieces</li></ul>
      <p>Season the short ribs on all sides with the salt and brown them in a hot pot.</p></li>
      <li><p>Add the carrots, cover the pot and bake for 2½ hours, until the meat is tender.</p></li>
      <li><ul><li>2 lb cauliflower, cut into florets</li></ul>
      <p>Steam the cauliflower until soft, then mash it with the butter.</p></li>
      <li><p>Serve the short ribs on the mash with their sauce.</p></li></ol>
      <h3>Notes</h3><p>They keep for three days in the fridge.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Season the short ribs on all sides with the salt and brown them in a hot pot.",
      "Add the carrots, cover the pot and bake for 2½ hours, until the meat is tender.",
      "Steam the cauliflower until soft, then mash it with the butter.",
      "Serve the short ribs on the mash with their sauce.",
    ]);
  });

  it("reads a line under a step's number as the step, though its words alone make a weak step", () => {
    const numbered = (number: number, text: string) => `<p>${number}</p><h3>Step ${number}</h3><p>${text}</p>`;
    const page = `<h1>Rhubarb Loaf Cake</h1><h2>Ingredients</h2><ul><li>175g of caster sugar</li>
      <li>175g of unsalted butter</li><li>3 eggs</li><li>225g of self-raising flour</li><li>10g of unsalted butter</li>
      <li>40g of rhubarb, finely sliced</li><li>130g of icing sugar</li><li>2 tbsp of double cream</li></ul><h2>Method</h2>
      ${numbered(1, "The next day, make the cake. Preheat the oven to 180°C")}
      ${numbered(2, "Beat the sugar and butter together in a large mixing bowl until light and fluffy, then add the eggs one at a time.")}
      <ul><li>175g of caster sugar</li><li>175g of unsalted butter</li><li>3 eggs</li></ul>
      ${numbered(3, "Line the loaf tin with baking paper, then pour the batter into it. Bake for 1 hour, or until a skewer comes out clean")}
      ${numbered(4, "Meanwhile, prepare the icing. Melt the butter in a small saucepan, then add the rhubarb and cook for 5 minutes until soft. Remove from the heat, add the sugar and cream, then use a stick blender to blitz until smooth. Add a pinch of salt then set aside to cool")}
      <ul><li>10g of unsalted butter</li><li>40g of rhubarb, finely sliced</li><li>130g of icing sugar</li>
      <li>2 tbsp of double cream</li></ul>
      ${numbered(5, "Drizzle the rhubarb glaze all over the cake and leave for a little longer to set. Serve slices of the cake with the cream")}
      <p>First published in 2026</p><h2>Discover more:</h2><ul><li>Rhubarb Recipes</li></ul>`;
    const found = steps(extractRecipe(page, url)?.recipe.instructions);
    expect(found).toHaveLength(5);
    expect(found.at(-1)).toMatch(/^Drizzle the rhubarb glaze/);
  });
});

describe("the part of a page read to check its markup", () => {
  const line = (text: string) => ({ kind: "line" as const, text });
  const filler = (count: number, what: string) => Array.from({ length: count }, (_, index) => line(`${what} ${index}`));
  const list = ["200 g flour", "2 eggs", "300 ml milk"];
  const method = ["Whisk the flour, eggs and milk.", "Fry thin pancakes in a hot pan.", "Serve them warm with lemon."];
  const recipe = (stepLines = method) => ({
    ingredients: [{ title: null, items: list }],
    instructions: [{ title: null, steps: stepLines }],
  });
  // 80 lines of a post, the list at 80–82, the method at 83–85, then 300 comments.
  const page = (shown = method) => [
    ...filler(80, "A story about pancakes, line"),
    ...list.map(line),
    ...shown.map(line),
    ...filler(300, "Great recipe, comment"),
  ];

  it("ends a few lines past the markup's last step, and starts a little before its list", () => {
    expect(aroundMarkup(page(), recipe())).toEqual([60, 91]);
  });

  it("finds the last step numbered, or at the end of a paragraph that runs the method together", () => {
    expect(aroundMarkup(page(method.map((step, index) => `${index + 1}. ${step}`)), recipe())).toEqual([60, 91]);
    expect(aroundMarkup(page([method.join(" ")]), recipe())).toEqual([60, 89]);
  });

  it("reads as far as before when the page does not show the last step as the markup has it", () => {
    const cut = [...method.slice(0, 2), "Serve them …"];
    expect(aroundMarkup(page(), recipe(cut))).toEqual([20, 332]);
    // A step of a few letters only as written: "Enjoy!" is the end of many lines.
    const short = [...method.slice(0, 2), "Enjoy!"];
    expect(aroundMarkup(page([...method.slice(0, 2), "Serve and enjoy!"]), recipe(short))).toEqual([20, 332]);
    expect(aroundMarkup(page(), { ...recipe(), instructions: [] })).toEqual([20, 332]);
  });

  it("reads from well before the method when the page writes the list otherwise, the whole page without either", () => {
    const otherwise = {
      ...recipe(),
      ingredients: [{ title: null, items: ["flour, 200 g", "eggs, 2", "milk, 300 ml"] }],
    };
    expect(aroundMarkup(page(), otherwise)).toEqual([23, 91]);
    const blocks = page();
    expect(aroundMarkup(blocks, { ...otherwise, instructions: [] })).toEqual([0, blocks.length]);
  });
});

describe("lists without list markup (pages of paragraphs and plain boxes)", () => {
  it("reads a recipe written as preformatted text, a line of the page for each of its lines", () => {
    const page = `<title>Fluffy Pancakes | My Blog</title><h1>Fluffy Pancakes</h1><pre>INGREDIENTS
200 g flour
2 tbsp sugar
300 ml <b>milk</b>
2 eggs

METHOD
1. Whisk the flour and sugar in a bowl.
2. Beat in the milk and eggs until smooth.
3. Fry ladlefuls in a hot buttered pan until golden.</pre>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(items(found?.ingredients)).toEqual(["200 g flour", "2 tbsp sugar", "300 ml milk", "2 eggs"]);
    expect(steps(found?.instructions)).toEqual([
      "Whisk the flour and sugar in a bowl.",
      "Beat in the milk and eggs until smooth.",
      "Fry ladlefuls in a hot buttered pan until golden.",
    ]);
  });

  it("rejoins a preformatted method's sentences that the text wraps at its width, and keeps a list's lines apart", () => {
    const page = `<title>Chicken Paprikash</title><h2>Chicken Paprikash</h2><pre>
Serves: 4

  2 tbsp butter
  1 large onion, chopped
  2 tbsp sweet paprika
  1 cup sour cream
  1 tbsp flour
  salt to taste

Melt the butter in a large skillet and cook the onion until golden.

Add the chicken and the paprika, cover and simmer for 45 minutes,
until the chicken is tender.

Remove the chicken. Whisk the flour into the sour cream, stir it into
the pan juices and heat through without boiling.
</pre>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(items(found?.ingredients)).toEqual([
      "2 tbsp butter",
      "1 large onion, chopped",
      "2 tbsp sweet paprika",
      "1 cup sour cream",
      "1 tbsp flour",
      "salt to taste",
    ]);
    expect(steps(found?.instructions)).toEqual([
      "Melt the butter in a large skillet and cook the onion until golden.",
      "Add the chicken and the paprika, cover and simmer for 45 minutes, until the chicken is tender.",
      "Remove the chicken. Whisk the flour into the sour cream, stir it into the pan juices and heat through without boiling.",
    ]);
  });

  it("reads a list that writes its counts in words, without a digit", () => {
    const page = `<title>Banana bread</title><h1>Banana bread</h1><h2>What you need</h2><ul><li>three ripe bananas</li>
      <li>two eggs</li><li>one cup of sugar</li><li>half a cup of butter</li><li>a pinch of salt</li></ul>
      <h2>How to make it</h2><ol><li>Mash the bananas in a bowl.</li><li>Stir in the eggs, sugar and butter.</li>
      <li>Fold in the salt and bake for an hour.</li></ol>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual([
      "three ripe bananas",
      "two eggs",
      "one cup of sugar",
      "half a cup of butter",
      "a pinch of salt",
    ]);
    expect(steps(found?.recipe.instructions)).toHaveLength(3);
    expect(found?.uncertain).toEqual([]);
  });

  it("reads a dish of a few things whose list, under its name, gives no amounts", () => {
    const page = `<title>Caprese</title><h1>Caprese</h1><h2>Zutaten</h2><ul><li>Reife Tomaten</li><li>Mozzarella</li>
      <li>Basilikum</li><li>Olivenöl</li><li>Salz und Pfeffer</li></ul><h2>Zubereitung</h2>
      <p>Tomaten und Mozzarella in Scheiben schneiden und abwechselnd auf einen Teller legen.</p>
      <p>Mit Basilikum belegen, mit Öl beträufeln und würzen.</p>`;
    const found = extractRecipe(page, url);
    expect(items(found?.recipe.ingredients)).toEqual([
      "Reife Tomaten",
      "Mozzarella",
      "Basilikum",
      "Olivenöl",
      "Salz und Pfeffer",
    ]);
    expect(steps(found?.recipe.instructions)).toHaveLength(2);
    // Without amounts the list is one the cook is asked to check.
    expect(found?.uncertain).toEqual(["ingredients"]);
    // A product's ingredients and directions are no recipe.
    const shampoo = `<h1>Shampoo</h1><h2>Ingredients</h2><ul><li>Aqua</li><li>Glycerin</li><li>Parfum</li></ul>
      <h2>Directions</h2><p>Apply to wet hair and lather.</p><p>Rinse thoroughly.</p>`;
    expect(extractRecipe(shampoo, url)).toBeNull();
  });

  it("reads a table that sets the list in one cell and the method in the next, their lines split at line breaks", () => {
    const page = `<title>Banana bread</title><h1>Banana bread</h1><table><tr>
      <td><b>Ingredients</b><br>2 eggs<br>1 cup sugar<br>2 cups flour<br>3 bananas</td>
      <td><b>Directions</b><br>Mash the bananas.<br>Beat in the eggs and sugar.<br>Fold in the flour and bake.</td>
      </tr></table>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(items(found?.ingredients)).toEqual(["2 eggs", "1 cup sugar", "2 cups flour", "3 bananas"]);
    expect(steps(found?.instructions)).toEqual([
      "Mash the bananas.",
      "Beat in the eggs and sugar.",
      "Fold in the flour and bake.",
    ]);
  });

  it("reads past a unit switch's two buttons set as boxes inside the list", () => {
    const page = `<h1>Picadillo</h1><div>Ingredients</div><div><div>Metric</div><div>Imperial</div></div>
      <div><div>500g of beef mince</div><div>1 onion, diced</div><div>2 garlic cloves, sliced</div>
      <div>1 tsp ground cumin</div></div><div>Method</div>
      <div>Heat a splash of olive oil in a large pan and brown the mince.</div>
      <div>Add the onion, garlic and cumin and cook until soft.</div>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual([
      "500g of beef mince",
      "1 onion, diced",
      "2 garlic cloves, sliced",
      "1 tsp ground cumin",
    ]);
  });

  const SALAD = [
    "1 cup radicchio, sliced thin",
    "2 avocados, chopped",
    "1 large grapefruit, segmented",
    "½ cup sunflower seeds, salted or unsalted – use whatever you have at home!",
    "⅓ cup olive oil",
    "2 shallots, finely chopped",
    "1 lemon, zested and juiced",
  ];
  const METHOD = [
    "Whisk the olive oil, shallots and lemon together in a small bowl.",
    "Toss the salad with the dressing and serve at once.",
  ];
  const expectSalad = (page: string) => {
    const found = extractRecipe(page, url)?.recipe;
    expect(found?.ingredients.map((section) => section.title)).toEqual(["For the salad", "For the dressing"]);
    expect(items(found?.ingredients)).toEqual(SALAD);
    expect(steps(found?.instructions)).toEqual(METHOD);
  };
  /** Each line a plain box, all in one box: a page builder's list. */
  const boxes = (lines: string[]) => `<div>${lines.map((line) => `<div>${line}</div>`).join("")}</div>`;

  it("reads lines set under each other with line breaks in one paragraph as a list, a sentence-like line too", () => {
    const page = `<h1>Summer Citrus Salad</h1><p>A bright salad for warm days, with oranges and grapefruit.</p>
      <p><b>Ingredients</b></p><p><b>For the salad:</b></p><p>${SALAD.slice(0, 4).join("<br>")}</p>
      <p><b>For the dressing:</b></p><p>${SALAD.slice(4).join("<br>")}</p>
      <p><b>Instructions</b></p><p>${METHOD.join("<br>")}</p>`;
    expectSalad(page);
  });

  it("reads boxes side by side that read as ingredient lines as a list (a page builder's list)", () => {
    const page = `<h1>Summer Citrus Salad</h1><div>A bright salad for warm days, with oranges and grapefruit.</div>
      <div><div>Ingredients</div><div>For the salad:</div>${boxes(SALAD.slice(0, 4))}
      <div>For the dressing:</div>${boxes(SALAD.slice(4))}</div><div><div>Instructions</div>${boxes(METHOD)}</div>`;
    expectSalad(page);
  });

  it("reads a short box of its own right over a list's boxes as its group's title", () => {
    const page = `<h1>Blueberry Galette</h1><div>A rustic galette with a buttery crust.</div>
      <div><div>Ingredients</div><div>Dough</div>${boxes(["1 1/4 cups all-purpose flour", "8 tbsp cold butter", "1/4 tsp salt"])}
      <div>Blueberry Filling</div>${boxes(["4 cups blueberries", "1/3 cup sugar", "2 tbsp cornstarch"])}</div>
      <div><div>Instructions</div>${boxes(["Pulse the flour, butter and salt in a food processor until crumbly.", "Fold the dough over the blueberries and bake."])}</div>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Dough", items: ["1 1/4 cups all-purpose flour", "8 tbsp cold butter", "1/4 tsp salt"] },
      { title: "Blueberry Filling", items: ["4 cups blueberries", "1/3 cup sugar", "2 tbsp cornstarch"] },
    ]);
  });
});

describe("the method of a page without a theme's markup", () => {
  it("reads no line the page shows three times or more as a step (a widget's text in every card of other recipes)", () => {
    const card = (name: string) =>
      `<h3>${name}</h3><p>Denne oppskriften har fått 5 av 5 stjerner. Klikk for å gi din vurdering.</p>`;
    const page = `<h1>Butter chicken</h1><h2>Ingredienser</h2><ul><li>1 stk. kylling</li><li>4 båt hvitløk</li>
      <li>2 ss sitronsaft</li><li>1 dl gresk yoghurt</li><li>1 ss garam masala</li></ul>
      <h2>Du liker kanskje disse også</h2>${["Massaman curry", "Hot curry", "Rask lammecurry", "Kylling cacciatore"].map(card).join("")}
      <h2>Slik gjør du</h2><ol><li>Fjern skinnet på kyllingen og gni den inn med hvitløk og sitronsaft.</li>
      <li>Bland garam masala og yoghurt, og gni kyllingen godt inn med blandingen.</li>
      <li>Stek kyllingen midt i stekeovnen ved 200 °C til den er gjennomstekt, ca. 50 minutter.</li></ol>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Fjern skinnet på kyllingen og gni den inn med hvitløk og sitronsaft.",
      "Bland garam masala og yoghurt, og gni kyllingen godt inn med blandingen.",
      "Stek kyllingen midt i stekeovnen ved 200 °C til den er gjennomstekt, ca. 50 minutter.",
    ]);
  });

  it("reads a step without its own ingredients run on after its sentences (a card's lists under each step, as text)", () => {
    const page = `<h1>Asian Chicken Salad</h1><p><b>Ingredients</b></p>
      <p>2 cups shredded romaine lettuce<br>2 cups shredded Napa cabbage<br>1 cup shelled edamame<br>
      1/4 cup grapeseed oil<br>2 Tbsp. soy sauce<br>1 tsp. ginger, minced</p><p><b>Instructions</b></p>
      <p>In a large salad bowl, combine the romaine, cabbage and edamame. 2 cups shredded romaine lettuce, 2 cups shredded Napa cabbage, 1 cup shelled edamame<br>
      Whisk together the dressing ingredients in a jar and toss the salad with it.1/4 cup grapeseed oil, 2 Tbsp. soy sauce, 1 tsp. ginger, minced<br>
      Serve. (That's it!?) ENJOY!</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "In a large salad bowl, combine the romaine, cabbage and edamame.",
      "Whisk together the dressing ingredients in a jar and toss the salad with it.",
      "Serve. (That's it!?) ENJOY!",
    ]);
  });

  it("passes over a step's own ingredients listed again after it in fewer words, their notes left out", () => {
    const page = `<h1>Brown Sugar Glazed Ham</h1><h3>Ingredients</h3><ul><li>14-16 pound bone-in ham</li>
      <li>1 cup brown sugar</li><li>½ cup honey</li><li>¼ cup unsalted butter (½ stick)</li>
      <li>3 cloves garlic minced</li></ul><h3>Instructions</h3><ol>
      <li>Place the ham, flat side down, in a roasting pan and cover it with foil.</li>
      <li>After 1 hour, prepare the glaze. Add the brown sugar, honey, butter and garlic to a saucepan and simmer.</li>
      <li>1 cup brown sugar, ½ cup honey, ¼ cup unsalted butter, 3 cloves garlic</li>
      <li>Spread the glaze over the ham and bake for 30 minutes more.</li></ol>
      <h3>Notes</h3><p>Leftovers keep for four days.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Place the ham, flat side down, in a roasting pan and cover it with foil.",
      "After 1 hour, prepare the glaze. Add the brown sugar, honey, butter and garlic to a saucepan and simmer.",
      "Spread the glaze over the ham and bake for 30 minutes more.",
    ]);
  });

  it("reads each step of a numbered method written as one line, its labels glued to the sentences before them", () => {
    const page = `<h1>Pumpkin Soup</h1><p><b>Ingredients</b></p>
      <p>1 kg pumpkin flesh<br>2 celery sticks, chopped<br>2 garlic cloves<br>1 litre vegetable stock<br>
      400 ml coconut milk</p><p><b>Method</b></p>
      <p>Step 1Put the pumpkin flesh into a food processor and whiz until almost smooth. Empty into a large pan.Step 2Pour over stock and coconut milk, then simmer for 15 minutes. Step 3Remove from heat and blend until smooth.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Put the pumpkin flesh into a food processor and whiz until almost smooth. Empty into a large pan.",
      "Pour over stock and coconut milk, then simmer for 15 minutes.",
      "Remove from heat and blend until smooth.",
    ]);
  });

  it("reads steps numbered 1., 2., 3. glued to the full stops before them as steps, a number out of order not", () => {
    const page = `<h1>Scones</h1><p><b>Ingredients</b></p><p>250 g flour<br>2 eggs<br>100 ml milk<br>1 tsp salt</p>
      <p><b>Method</b></p><p>1. Mix the flour and salt in a bowl.2. Beat in the eggs and milk.5. Knead it briefly.3. Bake the scones for 12 minutes until golden.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Mix the flour and salt in a bowl.",
      "Beat in the eggs and milk.5. Knead it briefly.",
      "Bake the scones for 12 minutes until golden.",
    ]);
  });

  it("reads no nutrition panel's lines as the ingredients, where the headings' words are unknown", () => {
    const nutrition = asItems(
      ["Serving Size: 2 pieces", "Calories: 158", "Sugar: 19 g", "Sodium: 0 mg", "Fat: 3 g"].concat([
        "Saturated Fat: 0 g",
        "Carbohydrates: 36 g",
        "Fiber: 4 g",
        "Protein: 2 g",
        "Cholesterol: 0 mg",
      ]),
    );
    const page = `<h1>Banana Cue</h1><p>Banana cue is one of the most loved street foods in the Philippines.</p>
      <h3>Sangkap</h3><ul><li>10 pcs. ripe Saba bananas</li><li>1/4 cup brown sugar</li><li>2 cups cooking oil</li>
      <li>10 bamboo skewers</li></ul><h3>Paraan</h3>
      <ol><li>Heat the oil in a large wok and fry the bananas for about 2 minutes.</li>
      <li>Sprinkle the brown sugar and let it stand without stirring.</li>
      <li>Stir until the bananas are coated with caramelized sugar, then drain.</li>
      <li>Skewer two bananas on each stick and serve.</li></ol>
      <h3>Nutrition</h3><ul>${nutrition}</ul><h2>Banana Cue as Merienda</h2>
      <p>I remembered when I was in grade school. I always waited for the bell to ring for our snack.</p>
      <p>I make Banana Cue once in a while, especially when my kids ask for it. I choose semi-ripe bananas.</p>`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(items(recipe?.ingredients)).toEqual([
      "10 pcs. ripe Saba bananas",
      "1/4 cup brown sugar",
      "2 cups cooking oil",
      "10 bamboo skewers",
    ]);
    expect(steps(recipe?.instructions)).toHaveLength(4);
  });
  it("ends a method of numbered steps where the blog's prose under the card starts", () => {
    const method = [
      "Place the cream cheese and maple syrup in a large bowl. Beat until completely smooth.",
      "Pour in a quarter of the cream and beat until smooth. Repeat with the rest.",
      "Add the lemon zest and vanilla and beat until smooth. Chill until ready to use.",
    ];
    const page = `<h1>Cream Cheese Whipped Cream</h1><div class="card"><h2>Ingredients</h2><ul><li>8 oz cream cheese</li>
      <li>2 tbsp maple syrup</li><li>2 cups heavy cream</li><li>1 tsp lemon zest</li></ul><h2>Directions</h2>
      <ol>${method.map((step) => `<li>${step}</li>`).join("")}</ol></div><div class="post">
      <p>I'll bet just reading the title of this post made you say, “Why haven't I thought of this before?”</p>
      <p>Start by beating the cream cheese and maple syrup together until smooth; it keeps lumps away.</p>
      <p>Next, add the cream a little at a time and beat until it holds soft peaks.</p></div>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(method);
  });

  it("reads a method far after its list, past a site's boxes that hold no step", () => {
    const boxes = (heading: string, lines: string[]) =>
      `<h3>${heading}</h3>${lines.map((line) => `<p>${line}</p>`).join("")}`;
    const nutrition = ["Energie", "677 kcal", "Kohlenhydrate", "94,6 g", "Fett", "23,1 g", "Eiweiß", "24,9 g"];
    const market = ["Kürbissuppe mit Ingwer", "Linsen-Dal", "Ofengemüse mit Feta", "Spinat-Lasagne", "Pilzrisotto"];
    const method = [
      "Zwiebeln schälen und in Streifen schneiden. Möhren und Lauch putzen und in Scheiben schneiden.",
      "Das Öl in einer großen Pfanne erhitzen und das Gemüse darin 8 Minuten braten.",
      "Die Gnocchi dazugeben und goldbraun braten. Mit Salz und Pfeffer abschmecken.",
    ];
    const page = `<h1>Gemüsepfanne mit Gnocchi</h1><h2>Das kommt rein</h2><ul><li>800 g Gnocchi</li><li>2 rote Zwiebeln</li>
      <li>2 Möhren</li><li>1 Stange Lauch</li><li>3 EL Rapsöl</li><li>Salz</li><li>Pfeffer</li></ul>
      ${boxes("Nährwerte pro Portion", nutrition)}${boxes("Punkte sammeln", ["Bonuspunkte bei jedem Einkauf", "Jetzt anmelden"])}
      ${boxes("Newsletter", ["Neue Rezepte jede Woche", "Abonnieren"])}${boxes("Aus unserem Markt", market)}
      <h2>So klappt's</h2>${method.map((step) => `<p>${step}</p>`).join("")}`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual(method);
  });
});

describe("the ingredient list of a page without a theme's markup", () => {
  const list = ["2 tbsp olive oil", "8 oz bacon, diced", "4 lb beef chuck, cubed", "2 cups pearl onions"].concat([
    "2 cups mushrooms, quartered",
    "2 cups carrots, sliced",
    "2 tbsp fresh thyme",
    "2 cups beef stock",
  ]);

  it("reads a food without an amount that says what it is for ('Öl zum Braten') as the list's last line, not a step", () => {
    const list = [
      "2 mittelgroße Zucchini (ca. 500 g)",
      "1 Zwiebel",
      "2 Eier",
      "4 EL Mehl",
      "Salz, Pfeffer",
      "Öl zum Braten",
    ];
    const page = `<h1>Knusprige Zucchinipuffer</h1><p>Wenn der Garten mehr Zucchini hergibt, als wir essen können, gibt es
      diese Puffer.</p><p>Für etwa 12 Puffer:</p><ul>${asItems(list)}</ul>
      <p>Die Zucchini grob raspeln, mit etwas Salz bestreuen und 10 Minuten ziehen lassen. Dann kräftig ausdrücken.</p>
      <p>Die Zwiebel fein würfeln und mit Zucchini, Eiern und Mehl verrühren. Mit Pfeffer würzen.</p>
      <p>Öl in einer Pfanne erhitzen, je einen Esslöffel Teig hineingeben und von jeder Seite 3 Minuten braten.</p>`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(items(recipe?.ingredients)).toEqual(list);
    expect(steps(recipe?.instructions)[0]).toMatch(/^Die Zucchini grob raspeln/);
  });

  it("reads on past a shop's box set among the list's lines, its price and its button", () => {
    const page = `<h1>Turkey Burrito Soup</h1><h3>Ingredients</h3><ul><li>1 lb lean ground turkey</li><li>1 onion, diced</li>
      <li>1.5 tbsp Fit Spice Blend</li></ul><div class="product"><h4>Fit Spice Blend</h4><p>$14.99</p><p>Add to Cart</p></div>
      <ul><li>1 tsp ground cumin</li><li>6 cups chicken broth</li></ul><h3>Method</h3>
      <ol><li>Brown the turkey with the onion in a large pot.</li><li>Add the spices and broth and simmer for 30 minutes.</li></ol>`;
    const list = ["1 lb lean ground turkey", "1 onion, diced", "1.5 tbsp Fit Spice Blend", "1 tsp ground cumin"];
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: [...list, "6 cups chicken broth"] },
    ]);
  });

  it("reads no line of a box the page's class names call the equipment's as an ingredient", () => {
    const page = `<h1>Hot Cocoa Bombs</h1><div class="recipe-ingredients"><h3>Ingredients</h3><ul>
      <li>1 cup chocolate chips</li><li>4 tbsp hot cocoa mix</li><li>4 tbsp mini marshmallows</li></ul></div>
      <div class="recipe-equipment"><h3>Specialized Hardware</h3><ul><li>half circle silicone mold</li><li>piping bag</li></ul></div>
      <div class="recipe-instructions"><h3>Instructions</h3><ol><li>Melt the chocolate and coat the mold with it.</li>
      <li>Fill half the shells with the cocoa mix and marshmallows and seal them with the others.</li></ol></div>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["1 cup chocolate chips", "4 tbsp hot cocoa mix", "4 tbsp mini marshmallows"] },
    ]);
  });

  it("reads no line of a box the page's class names call the nutrition's as a step", () => {
    const page = `<h1>Raspberry Fizz</h1><div class="recipe-card"><div class="recipe-ingredients"><p><b>Ingredients</b></p>
      <p>1 ½ ounces vodka<br>1 ½ ounces raspberry syrup<br>1 tablespoon soda water</p></div>
      <div class="recipe-instructions"><p><b>Instructions</b></p><p>Shake the vodka and syrup with ice in a cocktail
      shaker.<br>Strain into a glass and top with the soda water.</p></div><div class="recipe-nutrition">
      <p><b>Approximate Information for One Serving</b></p>
      <p>Serving Size: 1 cocktailCalories: 357 calProtein: 1 gFat: 1 gSugar: 30 g</p></div></div>`;
    const method = extractRecipe(page, url)?.recipe.instructions;
    expect(method?.map((part) => part.title)).toEqual([null]);
    expect(steps(method)).toEqual([
      "Shake the vodka and syrup with ice in a cocktail shaker.",
      "Strain into a glass and top with the soda water.",
    ]);
  });

  it("reads no line of a box the page's class names call the notes' as a step, though no heading names them", () => {
    const page = `<h1>Lemon Rice</h1><div class="recipe-card"><div class="recipe-ingredients"><p><b>Ingredients</b></p>
      <p>1 cup basmati rice<br>2 cups water<br>1 lemon, zested and juiced<br>1 tbsp butter</p></div>
      <div class="recipe-instructions"><p><b>Instructions</b></p><p>Rinse the rice, then simmer it in the water for 15
      minutes.<br>Stir in the butter, lemon zest and juice.</p></div><div class="recipe-notes"><p>Leftovers keep in the
      fridge for up to 3 days; reheat with a splash of water.</p><p>Use brown rice and simmer 40 minutes instead.</p></div>
      </div>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Rinse the rice, then simmer it in the water for 15 minutes.",
      "Stir in the butter, lemon zest and juice.",
    ]);
  });

  it("takes no step from outside the method's box where two of its steps stand in it, before it or after it", () => {
    const method = [
      "Beat the cream cheese and maple syrup until completely smooth.",
      "Pour in a quarter of the cream and beat until smooth; repeat three more times.",
    ];
    const card = (before: string, after: string) => `<h1>Cream Cheese Whipped Cream</h1><div class="recipe-card">
      <div class="recipe-ingredients"><p><b>Ingredients</b></p><p>8 oz. cream cheese, softened<br>2 Tbsp. maple syrup<br>
      2 cups heavy whipping cream</p></div><p><b>Directions</b></p>${before}<div class="recipe-instructions">
      ${method.map((step) => `<p>${step}</p>`).join("")}</div></div>${after}`;
    // The post's own telling of the steps after the card, or a line of it before the box.
    const after = `<p>I'll bet just reading the title of this post made you say, why haven't I thought of this before?</p>
      <p>Start by beating the cream cheese and maple syrup together until smooth. It helps cut down on any clumps.</p>
      <p>Next, add the cream gradually, a quarter at a time, and beat well after each addition.</p>`;
    const before = "<p>Beat it all together, as my grandmother did, until it is completely smooth.</p>";
    expect(steps(extractRecipe(card("", after), url)?.recipe.instructions)).toEqual(method);
    expect(steps(extractRecipe(card(before, ""), url)?.recipe.instructions)).toEqual(method);
    // One line in such a box (a tip) says nothing of the steps around it.
    const tip = `<h1>Scones</h1><h2>Ingredients</h2><ul><li>350 g self-raising flour</li><li>85 g butter</li>
      <li>175 ml milk</li></ul><h2>Method</h2><ol><li>Rub the butter into the flour until it looks like crumbs.</li>
      <li>Stir in the milk and bring together into a soft dough.</li><li>Pat out, stamp out rounds and bake for 10
      minutes.</li></ol><div class="step-tip"><p>Handle the dough as little as you can for the lightest scones.</p></div>`;
    expect(steps(extractRecipe(tip, url)?.recipe.instructions).slice(0, 3)).toEqual([
      "Rub the butter into the flour until it looks like crumbs.",
      "Stir in the milk and bring together into a soft dough.",
      "Pat out, stamp out rounds and bake for 10 minutes.",
    ]);
  });

  it("ends the list where the method's box starts, though that lists a step's ingredients again before it", () => {
    const page = `<h1>Paneer Skewers</h1><div class="recipe-ingredients"><h3>Skewers</h3><ul><li>8 ounces paneer</li>
      <li>1 medium zucchini</li><li>1-2 tablespoons olive oil</li></ul><h3>For Serving</h3>
      <ul><li>2 cups cooked grains</li></ul></div><div class="recipe-instructions"><ol><li><ul><li>8 ounces paneer</li>
      <li>1 medium zucchini</li></ul>Cube the paneer and slice the zucchini, then thread both onto skewers.</li>
      <li><ul><li>1-2 tablespoons olive oil</li></ul>Brush with the oil and grill until charred on every side.</li>
      <li>Serve the skewers over the grains.</li></ol></div>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: "Skewers", items: ["8 ounces paneer", "1 medium zucchini", "1-2 tablespoons olive oil"] },
      { title: "For Serving", items: ["2 cups cooked grains"] },
    ]);
  });

  it("knows every unit the ingredient parser knows: a short list of '6 ears fresh corn' is a recipe's", () => {
    const page = `<h1>Boiled Corn on the Cob</h1><p>Sweet corn at its best needs very little.</p><p>Servings 6</p>
      <p><b>Was du brauchst</b></p><p>6 ears fresh corn</p><p><b>Optional</b></p><p>3 tbsp butter</p><p><b>So geht's</b></p>
      <p>Remove the husks and strings of silk from the corn just before cooking. Snap off the stems.</p>
      <p>Fill a large pot half full with water, put the corn in and bring it to the boil.</p>
      <p>Once the water is boiling, remove the lid and boil for 2 minutes.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(["6 ears fresh corn", "3 tbsp butter"]);
  });

  it("reads lines that name the food first and end with a count and its size ('Aloo 3 medium', 'Gobi 1 small head')", () => {
    const list = [
      "Aloo 3 medium",
      "Gobi 1 small head",
      "Pyaz 1 large",
      "Tamatar 2",
      "Adrak lehsan paste 1 tbsp",
    ].concat(["Haldi 1/2 tsp", "Zeera 1 tsp", "Namak to taste"]);
    const page = `<h1>Aloo Gobi</h1><p>A simple dry curry of potatoes and cauliflower for every day.</p>
      <h3>Aloo Gobi ki recipe</h3><div><p>${list.join("<br>")}</p></div><h3>Banane ka tarika</h3>
      <div><p>Heat the oil in a karahi and add the cumin seeds. When they splutter, add the onion and fry until golden.</p>
      <p>Add the ginger garlic paste, tomatoes and spices and cook until the oil separates.</p>
      <p>Add the potatoes and cauliflower, cover and cook on low heat for 20 minutes, stirring now and then.</p></div>`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(items(recipe?.ingredients)).toEqual(list);
    expect(steps(recipe?.instructions)).toHaveLength(3);
  });

  it("reads lines that give their amount in words at the end ('q.b.', 'to taste') as the list's", () => {
    const italian = [
      "Spaghetti 320 g",
      "Aglio 2 spicchi",
      "Olio extravergine d'oliva 80 g",
      "Prezzemolo q.b.",
      "Sale fino q.b.",
    ];
    const page = `<h1>Spaghetti aglio e olio</h1><p>Un classico della cucina romana, pronto in 15 minuti.</p>
      <h2>Ingredienti per 4 persone</h2><ul>${asItems(italian)}</ul><h2>Preparazione</h2>
      <p>Mettete a bollire abbondante acqua salata e cuocete gli spaghetti.</p>
      <p>Nel frattempo scaldate l'olio in una padella con l'aglio a fettine.</p>
      <p>Scolate la pasta al dente, saltatela in padella e completate con il prezzemolo.</p>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(italian);
  });

  it("ends the list at a heading that names the method after a word, with each step's own ingredients listed under it", () => {
    const page = `<h1>Beef Bourguignon</h1><h3>Ingredients</h3><ul>${asItems(list)}</ul><h3>Recipe Instructions</h3><ol>
      <li><ul>${asItems(list.slice(0, 4))}</ul><p>In a Dutch oven, heat the oil and brown the bacon, then the beef in batches, then the onions.</p></li>
      <li><ul>${asItems(list.slice(4))}</ul><p>Add the mushrooms, carrots and thyme, pour in the stock and simmer for two hours.</p></li></ol>`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(recipe?.ingredients).toEqual([{ title: null, items: list }]);
    expect(steps(recipe?.instructions)).toEqual([
      "In a Dutch oven, heat the oil and brown the bacon, then the beef in batches, then the onions.",
      "Add the mushrooms, carrots and thyme, pour in the stock and simmer for two hours.",
    ]);
  });

  it("reads the list and the method with the card's notes on the ingredients set between them", () => {
    const page = `<h1>Beef Stew</h1><h3>Ingredients</h3><ul>${asItems(list)}</ul><h3>Notes:</h3>
      <p>About the beef. Buy a well-marbled chuck roast and cut it yourself; packaged stew meat is often lean and dry.</p>
      <p>About the stock. A low-salt stock lets you season the stew at the end, when it has reduced.</p>
      <h3>Method</h3><ol><li>Brown the bacon in the oil in a Dutch oven, then the beef in batches.</li>
      <li>Add the onions, mushrooms, carrots and thyme and cook for five minutes.</li>
      <li>Pour in the stock, cover and simmer gently for two hours, until the beef is tender.</li></ol>`;
    const recipe = extractRecipe(page, url)?.recipe;
    expect(items(recipe?.ingredients)).toEqual(list);
    expect(steps(recipe?.instructions)).toHaveLength(3);
  });

  it("reads no variations under notes as the method where the method stood before the notes", () => {
    const page = `<h1>Lemon Vinaigrette</h1><ul><li>1/4 cup olive oil</li><li>2 tablespoons fresh lemon juice</li>
      <li>2 tablespoons minced shallot</li><li>1/4 teaspoon salt</li></ul>
      <p>Combine all ingredients in a jar with a tight-fitting lid. Shake until well combined and use right away.</p>
      <h3>Notes</h3><p>Tips and tricks: you can also whisk the dressing together in a bowl.</p><h3>Variations</h3>
      <p>Herbs: Add a few fresh herbs like parsley, chives, or tarragon to the jar before shaking it.</p>
      <p>Alliums: Swap out the shallots for minced or roasted garlic, or finely minced scallions.</p>
      <p>Mustard: Whisk in a teaspoon of stoneground mustard for a creamier, more emulsified dressing.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Combine all ingredients in a jar with a tight-fitting lid. Shake until well combined and use right away.",
    ]);
  });

  it("ends the list at a step written in a list item, though the step's own ingredients listed after it read as the list's", () => {
    const page = `<h1>Beef Bourguignon</h1><h3>Xqzv</h3><ul>${asItems(list)}</ul><h3>Qzvx</h3><ul>
      ${asItems(list.slice(0, 4))}<li>Heat the oil in a Dutch oven over medium heat. Add the bacon and cook it until crisp, then
      brown the beef in batches without crowding the pot and set it aside with the bacon. Cook the onions until golden.</li>
      ${asItems(list.slice(4))}<li>Stir in the mushrooms, carrots and thyme and cook them for five minutes. Pour in the stock,
      return the meat to the pot, cover it and simmer it gently for two hours, until the beef is tender.</li></ul>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([{ title: null, items: list }]);
  });

  it("reads a short box of its own over a box of lines with amounts, not marked as a list, as its group's title", () => {
    const page = `<h1>Boiled Corn</h1><div>Sweet corn at its best, in ten minutes.</div>
      <div><div>Ingredients</div><div><div>6 ears fresh corn</div></div><div>Optional</div>
      <div><div>3 tbsp butter</div><div>Sea salt or smoked salt</div></div></div>
      <div><div>Instructions</div><div><div>Remove the husks and the silk from the corn just before cooking.</div>
      <div>Boil the corn in a large pot of water for 2 minutes, then let it stand for 10 minutes.</div></div></div>`;
    expect(extractRecipe(page, url)?.recipe.ingredients).toEqual([
      { title: null, items: ["6 ears fresh corn"] },
      { title: "Optional", items: ["3 tbsp butter", "Sea salt or smoked salt"] },
    ]);
  });

  it("ends a list of items at a short line of another box with no amount: a card's widget after it", () => {
    const salad = ["1 eggplant, cut into cubes", "2 tablespoons olive oil", "2 cloves garlic", "10 ounces spinach"];
    const page = `<h1>Eggplant and Spinach Salad</h1><h3>Ingredients</h3><ul>${asItems(salad)}</ul>
      <div><span>Cook Mode</span></div><div>Prevent your screen from going dark</div><h3>Instructions</h3><ol>
      <li><ul>${asItems(salad.slice(0, 2))}</ul><p>Preheat the oven to 420 F. Toss the eggplant with the oil and roast it for 25 minutes.</p></li>
      <li><ul>${asItems(salad.slice(2))}</ul><p>Cook the garlic and spinach in a skillet until wilted, then toss with the eggplant.</p></li></ol>`;
    expect(items(extractRecipe(page, url)?.recipe.ingredients)).toEqual(salad);
  });
});

describe("steps numbered in their text, whichever reader found them", () => {
  const withMethod = (method: unknown) =>
    jsonLd({ recipeIngredient: ["250 g Linsen", "1 Zwiebel"], recipeInstructions: method });

  it("cuts a method the markup runs together in one text at its numbers, without them", () => {
    const method = "1. Zwiebel schälen und würfeln. 2. In Öl andünsten. 3. Linsen zugeben, 30 Min. köcheln lassen.";
    expect(steps(extractRecipe(withMethod(method), url)?.recipe.instructions)).toEqual([
      "Zwiebel schälen und würfeln.",
      "In Öl andünsten.",
      "Linsen zugeben, 30 Min. köcheln lassen.",
    ]);
    const labelled = "Step 1: Peel the onion. Step 2: Fry it in oil. Step 3: Add the lentils.";
    expect(steps(extractRecipe(withMethod(labelled), url)?.recipe.instructions)).toEqual([
      "Peel the onion.",
      "Fry it in oil.",
      "Add the lentils.",
    ]);
  });

  it("leaves the numbers the recipe shows itself off steps numbered in order", () => {
    const method = [
      { "@type": "HowToStep", text: "1. Zwiebel schälen." },
      { "@type": "HowToStep", text: "Schritt 2: In Öl andünsten." },
    ];
    expect(steps(extractRecipe(withMethod(method), url)?.recipe.instructions)).toEqual([
      "Zwiebel schälen.",
      "In Öl andünsten.",
    ]);
  });

  it("keeps an amount or a number out of order at a step's start", () => {
    const decimal = [{ "@type": "HowToStep", text: "1.5 kg Kartoffeln schälen und kochen." }];
    expect(steps(extractRecipe(withMethod(decimal), url)?.recipe.instructions)).toEqual([
      "1.5 kg Kartoffeln schälen und kochen.",
    ]);
    const unordered = ["Den Ofen vorheizen.", "2. Backen.", "Bake at 180 °C. 3. Serve."];
    expect(steps(extractRecipe(withMethod(unordered), url)?.recipe.instructions)).toEqual(unordered);
  });

  it("reads parts' titles numbered in order without their numbers, the first as the others", () => {
    const page = `<h1>Weeknight Chili</h1><p>Serves 6.</p>
      <h4>Produce</h4><ul><li>1 large onion, diced</li><li>2 jalapeños, minced</li><li>4 cloves garlic</li></ul>
      <h4>Pantry</h4><ul><li>2 (15 oz) cans kidney beans, drained</li><li>1 (28 oz) can crushed tomatoes</li>
      <li>2 tbsp chili powder</li></ul><h4>Meat</h4><ul><li>1 lb ground beef</li></ul>
      <h4>1. Brown the meat</h4><p>Cook the beef in a large pot over medium-high heat until browned, about 8 minutes.</p>
      <h4>2. Add the aromatics</h4><p>Stir in the onion, jalapeños and garlic and cook until soft, 5 minutes.</p>
      <h4>3. Simmer</h4><p>Add the beans, tomatoes and spices. Simmer for 40 minutes, stirring now and then.</p>`;
    const found = extractRecipe(page, url)?.recipe;
    expect(found?.ingredients.map((section) => section.title)).toEqual(["Produce", "Pantry", "Meat"]);
    expect(found?.instructions.map((section) => section.title)).toEqual([
      "Brown the meat",
      "Add the aromatics",
      "Simmer",
    ]);
  });

  it("cuts a paragraph of the page that holds a numbered method", () => {
    const page = `<h1>Pancakes</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul>
      <h2>Method</h2><p>1. Whisk the flour, eggs and milk into a smooth batter. 2. Heat a pan with a little butter and pour
      in a ladle of batter. 3. Cook until golden on both sides, then serve.</p>`;
    expect(steps(extractRecipe(page, url)?.recipe.instructions)).toEqual([
      "Whisk the flour, eggs and milk into a smooth batter.",
      "Heat a pan with a little butter and pour in a ladle of batter.",
      "Cook until golden on both sides, then serve.",
    ]);
  });
});

// Pages as large and as odd as a site may send (the page limit is 5 MiB): each is read, in time that grows with the
// page, not with its square. The time limits are generous (each page reads in three seconds at most here; before,
// the same pages threw or took two minutes), so a slow machine does not fail them.
describe("pages built to be hard to read", () => {
  const jsonLdPage = (recipe: string) =>
    `<html><head><title>Plain bread</title><script type="application/ld+json">${recipe}</script></head><body></body></html>`;

  it("reads a recipe whose JSON-LD nests arrays thousands deep", () => {
    const deep = `${"[".repeat(30_000)}"1 pinch of salt"${"]".repeat(30_000)}`;
    const found = extractRecipe(
      jsonLdPage(
        `{"@type": "Recipe", "name": "Plain bread", "recipeIngredient": ["500 g flour", ${deep}], "recipeInstructions": "Knead and bake."}`,
      ),
      url,
    );
    expect(items(found?.recipe.ingredients)).toEqual(["500 g flour"]);
    expect(steps(found?.recipe.instructions)).toEqual(["Knead and bake."]);
  });

  it("reads a recipe set inside boxes nested thousands deep, as a browser shows it", () => {
    const recipe =
      "<h2>Ingredients</h2><ul><li>500 g flour</li><li>350 ml water</li><li>10 g salt</li></ul>" +
      "<h2>Method</h2><ol><li>Mix the flour, water and salt.</li><li>Knead, shape and bake for 40 minutes.</li></ol>";
    const html = `<html><body><h1>Plain bread</h1>${"<div>".repeat(30_000)}${recipe}${"</div>".repeat(30_000)}</body></html>`;
    const found = extractRecipe(html, url);
    expect(found?.recipe.title).toBe("Plain bread");
    expect(items(found?.recipe.ingredients)).toEqual(["500 g flour", "350 ml water", "10 g salt"]);
    expect(steps(found?.recipe.instructions)).toHaveLength(2);
  }, 60_000);

  const withMethod = (method: string) =>
    extractRecipe(
      jsonLdPage(
        JSON.stringify({
          "@type": "Recipe",
          name: "Plain bread",
          recipeIngredient: ["500 g flour"],
          recipeInstructions: method,
        }),
      ),
      url,
    );

  it("reads a method written as 2,000,000 characters of short lines in one JSON-LD text", () => {
    const found = withMethod("knead the dough\n".repeat(125_000));
    expect(found?.recipe.title).toBe("Plain bread");
    expect(steps(found?.recipe.instructions).length).toBeGreaterThan(0);
  }, 20_000);

  it("reads a method of 150,000 steps in one JSON-LD text", () => {
    expect(steps(withMethod("Knead the dough.\n".repeat(150_000))?.recipe.instructions)[0]).toBe("Knead the dough.");
  }, 20_000);

  it("reads microdata with 200,000 values of one property", () => {
    const html =
      `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Plain bread</h1>` +
      `${"<b itemprop=recipeIngredient>1 egg</b>".repeat(200_000)}<p itemprop="recipeInstructions">Mix.</p></div></body></html>`;
    const found = extractRecipe(html, url);
    expect(found?.stage).toBe("microdata");
    expect(found?.recipe.title).toBe("Plain bread");
  }, 30_000);
});

describe("pages in Japanese, Chinese and Korean, without markup", () => {
  const page = (lang: string, title: string, body: string) =>
    `<html lang="${lang}"><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main>${body}</main></body></html>`;

  it("reads a Japanese page: its heading over the page's title, amounts after the food, steps ending in 。", () => {
    const found = extractRecipe(
      page(
        "ja",
        "肉じゃがのレシピ | 家庭料理",
        `<h1>基本の肉じゃが</h1><p>ほっこり甘辛い、定番の家庭料理です。</p><p>調理時間：40分</p>
        <h2>材料（2人分）</h2><ul><li>牛薄切り肉 150g</li><li>じゃがいも 3個</li><li>玉ねぎ 1/2個</li><li>砂糖 大さじ2</li>
        <li>醤油 大さじ3</li><li>サラダ油 小さじ2</li></ul>
        <h2>作り方</h2><ol><li>じゃがいもは皮をむいて一口大に切り、水にさらす。</li><li>鍋にサラダ油を熱し、牛肉を炒める。</li>
        <li>砂糖と醤油を加え、落とし蓋をして15分煮る。</li></ol>`,
      ),
      url,
    );
    expect(found?.recipe).toMatchObject({ title: "基本の肉じゃが", yields: "2人分", totalMinutes: 40 });
    expect(items(found?.recipe.ingredients)).toEqual([
      "牛薄切り肉 150g",
      "じゃがいも 3個",
      "玉ねぎ 1/2個",
      "砂糖 大さじ2",
      "醤油 大さじ3",
      "サラダ油 小さじ2",
    ]);
    expect(steps(found?.recipe.instructions)).toHaveLength(3);
  });

  it("reads a Chinese page whose amounts say 'as needed' in a word", () => {
    const found = extractRecipe(
      page(
        "zh-CN",
        "番茄炒蛋 - 家常菜谱",
        `<h1>番茄炒蛋</h1><p>时间：15分钟　份量：2人份</p>
        <h3>用料</h3><ul><li>番茄 2个</li><li>鸡蛋 3个</li><li>盐 适量</li><li>白糖 1小勺</li><li>葱花 少许</li></ul>
        <h3>做法</h3><ol><li>番茄洗净切块，鸡蛋打散加少许盐。</li><li>锅中放油，倒入蛋液炒至凝固后盛出。</li>
        <li>放入番茄翻炒出汁，倒入鸡蛋，加盐调味即可出锅。</li></ol>`,
      ),
      url,
    );
    expect(found?.recipe).toMatchObject({ title: "番茄炒蛋", totalMinutes: 15 });
    expect(found?.recipe.yields).toMatch(/2人份/);
    expect(items(found?.recipe.ingredients)).toEqual(["番茄 2个", "鸡蛋 3个", "盐 适量", "白糖 1小勺", "葱花 少许"]);
    expect(steps(found?.recipe.instructions)).toHaveLength(3);
  });

  it("reads a Japanese card: food and amount in boxes, full-width digits, numbered steps, a sign after a number", () => {
    const found = extractRecipe(
      page(
        "ja",
        "簡単！鶏の照り焼き by 料理好き",
        `<h1>簡単！鶏の照り焼き</h1><div class="ingredients"><h3>材料 <span>(2人分)</span></h3><ul>
        <li><span>鶏もも肉</span><span>1枚</span></li><li><span>★醤油</span><span>大さじ２</span></li>
        <li><span>★みりん</span><span>大さじ２</span></li><li><span>サラダ油</span><span>適量</span></li></ul></div>
        <div class="steps"><h3>作り方</h3><div class="step"><span>1</span><p>鶏肉は余分な脂を取り除き、フォークで穴をあける。</p></div>
        <div class="step"><span>2</span><p>フライパンに油を熱し、鶏肉を皮目から焼く。</p></div>
        <div class="step"><span>3</span><p>★を加えて煮からめ、食べやすく切って器に盛る。</p></div></div>`,
      ),
      url,
    );
    expect(found?.recipe.yields).toBe("2人分");
    expect(items(found?.recipe.ingredients)).toEqual([
      "鶏もも肉1枚",
      "★醤油大さじ２",
      "★みりん大さじ２",
      "サラダ油適量",
    ]);
    expect(steps(found?.recipe.instructions)).toEqual([
      "鶏肉は余分な脂を取り除き、フォークで穴をあける。",
      "フライパンに油を熱し、鶏肉を皮目から焼く。",
      "★を加えて煮からめ、食べやすく切って器に盛る。",
    ]);
  });

  it("reads headings in brackets and steps numbered ①, ②, ③ in a paragraph of lines", () => {
    const found = extractRecipe(
      page(
        "ja",
        "きんぴらごぼう",
        `<h1>きんぴらごぼう</h1><p><strong>【材料】（4人分）</strong><br>ごぼう…1本<br>にんじん…1/2本<br>ごま油…大さじ1<br>
        しょうゆ…大さじ2<br>白ごま…適量</p><p><strong>【作り方】</strong><br>①ごぼうは細切りにし、水にさらす。<br>
        ②にんじんも同じ大きさに切る。<br>③フライパンにごま油を熱し、ごぼうとにんじんを炒める。<br>
        ④しょうゆを加えて汁気がなくなるまで炒め、白ごまをふる。</p>`,
      ),
      url,
    );
    expect(found?.recipe.yields).toBe("4人分");
    expect(items(found?.recipe.ingredients)).toHaveLength(5);
    expect(steps(found?.recipe.instructions)[0]).toBe("ごぼうは細切りにし、水にさらす。");
    expect(steps(found?.recipe.instructions)).toHaveLength(4);
  });

  it("reads a method's heading that names its dish first, and values set side by side without spaces", () => {
    const found = extractRecipe(
      page(
        "zh",
        "红烧肉的做法_菜谱",
        `<h1>红烧肉</h1><div><span>难度：普通</span><span>时间：1小时</span><span>口味：咸甜</span></div>
        <h2>食材明细</h2><table><tr><td>五花肉</td><td>500克</td></tr><tr><td>冰糖</td><td>30克</td></tr>
        <tr><td>生抽</td><td>2汤匙</td></tr></table><h2>红烧肉的做法步骤</h2><ul><li><p>1. 五花肉切块，冷水下锅焯水后捞出。</p></li>
        <li><p>2. 锅中放少许油，加入冰糖小火炒出糖色。</p></li><li><p>3. 放入五花肉翻炒上色，加入生抽，小火炖50分钟即可。</p></li></ul>`,
      ),
      url,
    );
    expect(found?.recipe).toMatchObject({ title: "红烧肉", totalMinutes: 60 });
    expect(items(found?.recipe.ingredients)).toEqual(["五花肉 500克", "冰糖 30克", "生抽 2汤匙"]);
    expect(found?.recipe.instructions).toEqual([
      {
        title: null,
        steps: [
          "五花肉切块，冷水下锅焯水后捞出。",
          "锅中放少许油，加入冰糖小火炒出糖色。",
          "放入五花肉翻炒上色，加入生抽，小火炖50分钟即可。",
        ],
      },
    ]);
  });

  it("keeps a short last step that ends with a full-width full stop, as a finished sentence", () => {
    // "大火收汁即可出锅。" is four words by the reader's count; without 。 as a sentence's end it was cut as a fragment.
    const found = extractRecipe(
      page(
        "zh-CN",
        "红烧肉的做法",
        `<h1>红烧肉</h1><h2>用料</h2><ul><li>五花肉 500克</li><li>冰糖 30克</li><li>生抽 2汤匙</li></ul>
        <h2>做法</h2><div class="steps"><p>1. 五花肉切成3厘米见方的块，冷水下锅焯水，捞出洗净。</p>
        <p>2. 锅中放少许油，加入冰糖小火炒出糖色。</p><p>3. 加入生抽和热水，大火烧开后转小火炖一小时。</p>
        <p>4. 大火收汁即可出锅。</p></div>`,
      ),
      url,
    );
    expect(steps(found?.recipe.instructions)).toHaveLength(4);
    expect(steps(found?.recipe.instructions).at(-1)).toBe("大火收汁即可出锅。");
  });

  it("reads a Korean page", () => {
    const found = extractRecipe(
      page(
        "ko",
        "김치찌개 만들기",
        `<h1>돼지고기 김치찌개</h1><p>인분: 2인분 · 조리시간: 30분</p>
        <h2>재료</h2><ul><li>신김치 1/4포기</li><li>돼지고기 목살 200g</li><li>두부 1/2모</li><li>고춧가루 1큰술</li></ul>
        <h2>만드는 법</h2><ol><li>김치와 돼지고기를 먹기 좋은 크기로 썬다.</li><li>냄비에 돼지고기와 김치를 넣고 5분간 볶는다.</li>
        <li>물과 고춧가루를 넣고 20분간 끓인다.</li></ol>`,
      ),
      url,
    );
    expect(found?.recipe).toMatchObject({ title: "돼지고기 김치찌개", totalMinutes: 30 });
    expect(found?.recipe.yields).toMatch(/2인분/);
    expect(items(found?.recipe.ingredients)).toHaveLength(4);
    expect(steps(found?.recipe.instructions)).toHaveLength(3);
  });

  it("reads a Thai page, whose words have no spaces between them", () => {
    const lines = ["หมูสับ 200 กรัม", "ใบกะเพรา 1 ถ้วย", "พริกขี้หนู 5 เม็ด", "กระเทียม 5 กลีบ", "น้ำปลา 1 ช้อนโต๊ะ"];
    const method = [
      "โขลกพริกและกระเทียมให้ละเอียด",
      "ผัดพริกกระเทียมกับน้ำมันจนหอม ใส่หมูสับลงไปผัดจนสุก",
      "ปรุงรสด้วยน้ำปลา ใส่ใบกะเพรา ผัดให้เข้ากัน",
    ];
    const found = extractRecipe(
      page(
        "th",
        "ผัดกะเพราหมูสับ | ครัวไทย",
        `<h1>ผัดกะเพราหมูสับ</h1><p>สำหรับ 2 ที่</p><h2>ส่วนผสม</h2><ul>${asItems(lines)}</ul>
        <h2>วิธีทำ</h2><ol>${method.map((step) => `<li>${step}</li>`).join("")}</ol>`,
      ),
      url,
    );
    expect(items(found?.recipe.ingredients)).toEqual(lines);
    expect(steps(found?.recipe.instructions)).toEqual(method);
  });

  it("reads a Hindi page's row of times and yield as no part of its list, and its danda as a sentence's end", () => {
    const lines = ["250 ग्राम पनीर", "3 टमाटर", "1 प्याज", "2 बड़े चम्मच मक्खन", "1/2 कप क्रीम"];
    const found = extractRecipe(
      page(
        "hi",
        "पनीर बटर मसाला रेसिपी",
        `<h1>पनीर बटर मसाला</h1><p>तैयारी का समय: 15 मिनट · पकाने का समय: 30 मिनट · 4 लोगों के लिए</p>
        <h2>सामग्री</h2><ul>${asItems(lines)}</ul>
        <h2>विधि</h2><ol><li>टमाटर और प्याज को पीसकर प्यूरी बना लें।</li>
        <li>कड़ाही में मक्खन गरम करें और प्यूरी को 10 मिनट तक पकाएं।</li><li>पनीर और क्रीम डालकर 5 मिनट पकाएं।</li></ol>`,
      ),
      url,
    );
    expect(items(found?.recipe.ingredients)).toEqual(lines);
    // Its steps end with the danda ("।"), a sentence's end: the method's heading names no part of it.
    expect(found?.recipe.instructions).toHaveLength(1);
    expect(found?.recipe.instructions[0]).toMatchObject({ title: null });
    expect(steps(found?.recipe.instructions)).toHaveLength(3);
  });
});
