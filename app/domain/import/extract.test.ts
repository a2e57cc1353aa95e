import { describe, expect, it } from "vitest";
import noMarkup from "../../../tests/fixtures/import/donnahay.com.au__donnahay_1.html?raw";
import german from "../../../tests/fixtures/import/emmikochteinfach.de__emmikochteinfach.html?raw";
import microdata from "../../../tests/fixtures/import/kuchnia-domowa.pl__kuchniadomowa.html?raw";
import { extractRecipe } from "./extract";
import { parseLenientJson } from "./lenient-json";
import { durationMinutes, yieldCount, yieldUnit } from "./values";

const url = new URL("https://recipes.example/recipe");
const items = (sections: { items: string[] }[] = []) => sections.flatMap((section) => section.items);
const steps = (sections: { steps: string[] }[] = []) => sections.flatMap((section) => section.steps);

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

  it("answers nothing for a page without a recipe", () => {
    expect(extractRecipe("<html><body><h1>Impressum</h1><p>Kontakt</p></body></html>", url)).toBeNull();
  });
});

describe("lenient JSON", () => {
  it("repairs what pages publish", () => {
    expect(parseLenientJson('<!--{"name": "Line\nbreak",}-->')).toEqual({ name: "Line break" });
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
    ["1h30", 90],
    ["soon", null],
  ])("reads the duration %s", (text, minutes) => {
    expect(durationMinutes(text)).toBe(minutes);
  });

  it("reads yields", () => {
    expect(yieldCount("Serves 4-6")).toBe(4);
    expect(yieldCount("Für 4 Personen")).toBe(4);
    expect(yieldUnit("12 cookies")).toBe("cookies");
    expect(yieldUnit("4 servings")).toBeNull();
    expect(yieldUnit("4 Portionen")).toBeNull();
  });
});
