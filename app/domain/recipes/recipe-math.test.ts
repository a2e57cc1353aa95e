import { describe, expect, it } from "vitest";
import { convertForDisplay, densityOf } from "./conversion";
import { offlineRecipeOf, searchOfflineRecipes } from "./offline-list";
import { formatQuantity, roundForKitchen, scaleStepText } from "./quantities";
import { foldForSearch, toFtsQuery } from "./search-text";
import { findTimerMinutes } from "./timers";

describe("formatQuantity", () => {
  it.each([
    [0.5, "en", "½"],
    [1.5, "en", "1½"],
    [1 / 3, "de", "⅓"],
    [2.25, "en", "2¼"],
    [0.75, "de", "¾"],
    [3, "en", "3"],
    [2.999, "en", "3"],
    [1.15, "de", "1,2"],
    [1.15, "en", "1.2"],
    [12.4, "en", "12"],
    [333.33, "en", "335"],
  ])("%d in %s is %s", (value, locale, shown) => {
    expect(formatQuantity(value, locale)).toBe(shown);
  });

  it("rounds like a cook, not like a calculator", () => {
    expect(roundForKitchen(1263)).toBe(1265);
    expect(roundForKitchen(47.6)).toBe(48);
    expect(roundForKitchen(2.46)).toBe(2.5);
  });
});

describe("scaleStepText", () => {
  it("scales amounts with a unit and nothing else", () => {
    expect(scaleStepText("Add 200 g flour and 2 tbsp oil, bake 20 minutes at 180 °C in a 24 cm tin.", 2, "en")).toBe(
      "Add 400 g flour and 4 tbsp oil, bake 20 minutes at 180 °C in a 24 cm tin.",
    );
    expect(scaleStepText("1½ EL Öl erhitzen, 2 Eier und 250 ml Milch verquirlen.", 2, "de")).toBe(
      "3 EL Öl erhitzen, 2 Eier und 500 ml Milch verquirlen.",
    );
    expect(scaleStepText("Mit 2-3 EL Wasser verdünnen.", 0.5, "de")).toBe("Mit 1–1½ EL Wasser verdünnen.");
  });

  it("leaves the shapes food is cut into or formed to as written", () => {
    expect(scaleStepText("Cut the lemons into 8 wedges and the bacon into 4 strips.", 2, "en")).toBe(
      "Cut the lemons into 8 wedges and the bacon into 4 strips.",
    );
    expect(scaleStepText("Den Teig zu 2 Rollen formen, die Äpfel in 8 Spalten schneiden.", 2, "de")).toBe(
      "Den Teig zu 2 Rollen formen, die Äpfel in 8 Spalten schneiden.",
    );
  });

  it("leaves the text alone at the original servings", () => {
    expect(scaleStepText("Add 200 g flour.", 1, "en")).toBe("Add 200 g flour.");
  });
});

describe("convertForDisplay", () => {
  const amount = (quantity: number, unit: Parameters<typeof convertForDisplay>[0]["unit"], food: string) => ({
    quantity,
    quantityMax: null,
    unit,
    food,
  });

  it("converts within mass and volume exactly", () => {
    expect(convertForDisplay(amount(1, "lb", "ground beef"), "metric")).toMatchObject({
      unit: "g",
      approximate: false,
    });
    expect(convertForDisplay(amount(1, "lb", "ground beef"), "metric").quantity).toBeCloseTo(453.6, 1);
    expect(convertForDisplay(amount(500, "ml", "stock"), "us")).toMatchObject({ unit: "cup", approximate: false });
    expect(convertForDisplay(amount(500, "ml", "stock"), "us").quantity).toBeCloseTo(2.11, 2);
    expect(convertForDisplay(amount(250, "g", "Hackfleisch"), "us")).toMatchObject({ unit: "oz", approximate: false });
  });

  it("goes between weight and volume only through a known density, marked approximate", () => {
    const flour = convertForDisplay(amount(1, "cup", "all-purpose flour"), "metric");
    expect(flour).toMatchObject({ unit: "g", approximate: true });
    expect(flour.quantity).toBeCloseTo(125.4, 0);
    expect(convertForDisplay(amount(200, "g", "Zucker"), "us")).toMatchObject({ unit: "cup", approximate: true });
    expect(convertForDisplay(amount(1, "cup", "chopped walnuts"), "metric")).toMatchObject({
      unit: "ml",
      approximate: false,
    });
    expect(densityOf("Puderzucker")).toEqual({ density: 0.5, liquid: false });
    // Liquids stay volumes for metric readers, and become cups for US readers.
    expect(convertForDisplay(amount(1, "cup", "Milch"), "metric")).toMatchObject({ unit: "ml", approximate: false });
    expect(convertForDisplay(amount(250, "g", "milk"), "us")).toMatchObject({ unit: "cup", approximate: true });
  });

  it("keeps spoons, pinches, pieces and amounts already in the system", () => {
    expect(convertForDisplay(amount(2, "tbsp", "oil"), "metric")).toMatchObject({ quantity: 2, unit: "tbsp" });
    expect(convertForDisplay(amount(1, "pinch", "salt"), "us")).toMatchObject({ quantity: 1, unit: "pinch" });
    expect(convertForDisplay(amount(200, "g", "Mehl"), "metric")).toMatchObject({ quantity: 200, unit: "g" });
  });
});

describe("search text", () => {
  it("folds umlauts, their spelled-out forms and ß together", () => {
    expect(foldForSearch("Käse")).toBe(foldForSearch("Kaese"));
    expect(foldForSearch("Käse")).toBe(foldForSearch("kase"));
    expect(foldForSearch("Soße")).toBe(foldForSearch("Sosse"));
    expect(foldForSearch("Grüße")).toBe("grusse");
  });

  it("makes a prefix query of the words only, with no FTS syntax getting through", () => {
    expect(toFtsQuery("Kaese Spaetzle")).toBe('"kase"* AND "spatzle"*');
    expect(toFtsQuery('tom" OR * NEAR(')).toBe('"tom"* AND "or"* AND "near"*');
    expect(toFtsQuery("  ,; ")).toBeNull();
  });

  it("keeps each letter of Japanese and Chinese a word, and queries them side by side", () => {
    expect(foldForSearch("基本の肉じゃが").trim().split(/\s+/)).toEqual(["基", "本", "の", "肉", "じ", "ゃ", "が"]);
    expect(toFtsQuery("肉じゃが")).toBe('("肉 じ ゃ が"* OR "肉じゃが"*)');
  });
});

describe("the search over the recipes kept on the device", () => {
  const kept = (title: string, line: string) =>
    offlineRecipeOf({
      id: title,
      title,
      description: null,
      totalMinutes: null,
      cuisine: null,
      category: null,
      origin: "manual",
      diets: [],
      tags: [],
      imageStatus: "none",
      updatedAt: 0,
      ingredientSections: [{ title: null, items: [{ original: line }] }],
      instructionSections: [],
    });
  const recipes = [
    kept("基本の肉じゃが", "じゃがいも 3個"),
    kept("番茄炒蛋", "鸡蛋 3个"),
    kept("Käsespätzle", "200 g Bergkäse"),
  ];
  const found = (query: string) => searchOfflineRecipes(recipes, { query }).map((recipe) => recipe.title);

  it("finds a word inside a run of Japanese or Chinese letters, the letters in their order", () => {
    expect(found("肉じゃが")).toEqual(["基本の肉じゃが"]);
    expect(found("鸡蛋")).toEqual(["番茄炒蛋"]);
    expect(found("じゃが肉")).toEqual([]);
    expect(found("kase")).toEqual(["Käsespätzle"]);
  });
});

describe("findTimerMinutes", () => {
  it.each([
    ["Simmer for 10 minutes.", [10]],
    ["10 Minuten köcheln lassen.", [10]],
    ["Bake for 1 hour, then rest 15 min.", [60, 15]],
    ["1½ hours in the oven", [90]],
    ["5–10 Min. ziehen lassen", [10]],
    ["1 Std. 30 Min. backen", [90]],
    ["Let it rest for an hour.", [60]],
    ["30 Sekunden rühren", [0.5]],
    ["Bei 180 °C in einer 24 cm Form backen.", []],
    ["Am Ende 2 EL Öl zugeben.", []],
  ])("%s", (text, minutes) => {
    expect(findTimerMinutes(text)).toEqual(minutes);
  });
});
