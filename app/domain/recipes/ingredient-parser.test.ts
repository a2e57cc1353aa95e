import { describe, expect, it } from "vitest";
import { readAmounts } from "./ingredient-line";
import { parseIngredient } from "./ingredient-parser";
import { looksGerman, parseAmount, tokenizeIngredient } from "./ingredient-tokens";
import { lookupUnit } from "./units";

describe("parseAmount", () => {
  it.each([
    ["3", 3],
    ["1.5", 1.5],
    ["1,5", 1.5],
    ["1/2", 0.5],
    ["½", 0.5],
    ["1½", 1.5],
    ["1 ½", 1.5],
    ["2 1/2", 2.5],
    ["2-1/2", 2.5],
    ["⅓", 1 / 3],
    ["1/0", null],
  ])("reads %s", (text, value) => {
    const amount = parseAmount(text);
    if (value === null) expect(amount).toBeNull();
    else expect(amount).toBeCloseTo(value, 6);
  });
});

describe("parseIngredient", () => {
  it.each([
    // English
    ["3 tsp parsley, chopped", 3, null, "tsp", "parsley", "chopped"],
    ["2½ tbsp cornflour", 2.5, null, "tbsp", "cornflour", null],
    ["1 1/2 cups flour", 1.5, null, "cup", "flour", null],
    ["2 to 3 tablespoons honey", 2, 3, "tbsp", "honey", null],
    ["400g/14oz marrows, peeled", 400, null, "g", "marrows", "peeled"],
    ["¾ cup (175 ml) warm water", 0.75, null, "cup", "warm water", null],
    ["200ml/7fl oz olive oil", 200, null, "ml", "olive oil", null],
    // "Fl." alone is a German bottle; before an ounce it is the fluid ounce.
    ["4 fl. oz milk", 4, null, "fl-oz", "milk", null],
    // A can of diced tomatoes is a product of its own: "diced" names the food here, as the labelled lines have it.
    ["1 (14.5 oz) can diced tomatoes", 1, null, "can", "diced tomatoes", "14.5 oz"],
    ["a pinch of salt", 1, null, "pinch", "salt", null],
    ["Pinch of fine sea salt", null, null, "pinch", "fine sea salt", null],
    ["3 garlic cloves, minced", 3, null, "clove", "garlic", "minced"],
    ["1 head of radicchio", 1, null, "head", "radicchio", null],
    ["⅓ c roughly chopped fresh mint", 1 / 3, null, "cup", "fresh mint", "roughly chopped"],
    ["1 tbsp cornstarch mixed with 1 tablespoon water", 1, null, "tbsp", "cornstarch", "mixed with 1 tablespoon water"],
    ["Salt and pepper to taste", null, null, null, "Salt and pepper", "to taste"],
    ["two to three tablespoons butter", 2, 3, "tbsp", "butter", null],
    // German
    ["1 EL Tomatenmark", 1, null, "tbsp", "Tomatenmark", null],
    ["¼ TL Salz", 0.25, null, "tsp", "Salz", null],
    ["1,5 kg Mehl", 1.5, null, "kg", "Mehl", null],
    ["1–2 EL Schlagsahne oder Milch (optional)", 1, 2, "tbsp", "Schlagsahne oder Milch", "optional"],
    ["ca. 300 ml Tomatensugo", 300, null, "ml", "Tomatensugo", null],
    // A range written in words is one amount, as "1-2" is.
    ["ein bis zwei Knoblauchzehen", 1, 2, null, "Knoblauchzehen", null],
    ["zwei bis drei EL Olivenöl", 2, 3, "tbsp", "Olivenöl", null],
    [
      "1 Msp. Safranfäden, in 1 EL warmem Wasser eingeweicht",
      1,
      null,
      "knife-tip",
      "Safranfäden",
      "in 1 EL warmem Wasser eingeweicht",
    ],
    ["1 gehäufter TL Zucker", 1, null, "heaped-tsp", "Zucker", null],
    // "gr." is German for large before a count or a can, grams before a weight's worth of food.
    ["1 gr. Zwiebel", 1, null, null, "Zwiebel", null],
    ["1 gr. Dose Tomaten", 1, null, "can", "Tomaten", null],
    ["200 gr. Mehl", 200, null, "g", "Mehl", null],
    // A flour's type is no amount, even when it reads "00".
    ["500 g Weizenmehl Typ 00 (für den Teig)", 500, null, "g", "Weizenmehl Typ 00", "für den Teig"],
    ["eine Prise Zucker", 1, null, "pinch", "Zucker", null],
    ["½ Bund Petersilie", 0.5, null, "bunch", "Petersilie", null],
    ["1 Dose (400 g) Tomaten", 1, null, "can", "Tomaten", "400 g"],
    ["2 Zehen Knoblauch", 2, null, "clove", "Knoblauch", null],
    ["1 Päckchen Vanillezucker", 1, null, "packet", "Vanillezucker", null],
    ["4 Scheiben Toastbrot", 4, null, "slice", "Toastbrot", null],
    ["2 EL Olivenöl zum Anbraten", 2, null, "tbsp", "Olivenöl", "zum Anbraten"],
    ["etwas Öl", null, null, null, "Öl", "etwas"],
    ["Öl, zum Braten oder Grillen", null, null, null, "Öl", "zum Braten oder Grillen"],
    // Austrian and older spellings
    ["25 dag Mehl", 25, null, "dag", "Mehl", null],
    ["1 Kaffeelöffel Zimt", 1, null, "tsp", "Zimt", null],
    ["2 Eßlöffel Zucker", 2, null, "tbsp", "Zucker", null],
    ["1 Tafel Zartbitterschokolade", 1, null, "bar", "Zartbitterschokolade", null],
    ["1/2 Ltr. Milch", 0.5, null, "l", "Milch", null],
  ] as const)("%s", (line, quantity, quantityMax, unit, food, note) => {
    const parsed = parseIngredient(line);
    if (quantity === null) expect(parsed.quantity).toBeNull();
    else expect(parsed.quantity).toBeCloseTo(quantity, 6);
    expect(parsed).toMatchObject({ quantityMax, unit, food, note });
  });

  it("keeps a size apart from the food", () => {
    expect(parseIngredient("2 large eggs, beaten")).toMatchObject({ size: "large", food: "eggs", note: "beaten" });
    expect(parseIngredient("1 kleine Zwiebel")).toMatchObject({ size: "kleine", food: "Zwiebel" });
  });

  // The classes of lines the fitted rules missed on unseen lines (issue 22), in both languages.
  describe("a second measure of the same amount is kept apart from the food", () => {
    it.each([
      ["500g/1lb 2oz potatoes, peeled", 500, "g", "potatoes", "1lb 2oz"],
      ["110ml/4fl oz milk", 110, "ml", "milk", "4fl oz"],
      ["¼ cup (4 oz., 110 g) diced carrot", 0.25, "cup", "carrot", "4 oz., 110 g"],
      ["200 g/7 oz Mehl", 200, "g", "Mehl", "7 oz"],
      ["1 Becher (200 g) Sahne", 1, "container", "Sahne", "200 g"],
    ] as const)("%s", (line, quantity, unit, food, secondary) => {
      const parsed = parseIngredient(line);
      expect(parsed).toMatchObject({ quantity, unit, food });
      expect(parsed.secondaryAmount?.text).toBe(secondary);
    });
  });

  it.each([
    // An amount added with "+" is more of the food: it is no second measure, and the note keeps it.
    ["1 EL + 2 TL Honig", 1, "tbsp", "Honig", "+ 2 TL"],
    ["1 cup + 2 tbsp flour", 1, "cup", "flour", "+ 2 tbsp"],
  ] as const)("keeps an added amount in the note: %s", (line, quantity, unit, food, note) => {
    const parsed = parseIngredient(line);
    expect(parsed).toMatchObject({ quantity, unit, food, note, secondaryAmount: null });
  });

  it.each([
    // A percentage is what the food is: its sign stays with its number in the note.
    ["1 cup milk (2%)", "milk", "2%"],
    ["100 g Zartbitterschokolade (70 %)", "Zartbitterschokolade", "70 %"],
  ] as const)("keeps a percentage's sign in the note: %s", (line, food, note) => {
    expect(parseIngredient(line)).toMatchObject({ food, note });
  });

  it.each([
    // Adjectives and preparations before the food, split by commas.
    ["1 cup coarse, dry breadcrumbs", "coarse dry breadcrumbs", null],
    ["2 große Kartoffeln, geschält", "Kartoffeln", "geschält"],
    ["etwas Petersilie, gehackt", "Petersilie", "gehackt"],
  ] as const)("keeps preparations out of the food: %s", (line, food, preparation) => {
    expect(parseIngredient(line)).toMatchObject({ food, preparation });
  });

  it("keeps every word of a food whose adjectives are split by commas and an aside", () => {
    // The tagger reads this line's food as "natural" alone (ADR 010): the rest must stay in the note.
    const parsed = parseIngredient("¼ cup natural (not hydrogenated), salted, smooth peanut butter");
    expect(parsed).toMatchObject({ quantity: 0.25, unit: "cup" });
    expect(`${parsed.food} ${parsed.note}`).toMatch(/natural.*hydrogenated.*salted.*smooth peanut butter/);
  });

  it.each([
    // Units after the food, or as count nouns.
    ["1 celery rib", 1, "stalk", "celery"],
    ["1½ leaves gelatine", 1.5, "leaf", "gelatine"],
    ["4 rashers smoked streaky bacon", 4, "slice", "smoked streaky bacon"],
    ["Knoblauch, 2 Zehen", 2, "clove", "Knoblauch"],
    ["1.0 Stange(n) Lauch", 1, "stalk", "Lauch"],
  ] as const)("reads the unit wherever it stands: %s", (line, quantity, unit, food) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, unit, food });
  });

  it.each([
    // A count after a dash or colon, as lists that name the food first write it, in any language.
    ["Carrots - 3", 3, null, "Carrots"],
    ["Tomatoes – 4", 4, null, "Tomatoes"],
    ["Oeuf - 2", 2, null, "Oeuf"],
    ["Garlic cloves - 4", 4, null, "Garlic cloves"],
    ["Eier: 3", 3, null, "Eier"],
    ["Kartoffeln - 500 g", 500, "g", "Kartoffeln"],
  ] as const)("reads an amount after the food: %s", (line, quantity, unit, food) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, unit, food });
  });

  it.each([
    // Purposes and alternatives belong to the note.
    ["vegetable oil for frying", "vegetable oil", "for frying"],
    ["butter for the pan", "butter", "for the pan"],
    ["salt or to taste", "salt", "or to taste"],
    ["Butter für die Form", "Butter", "für die Form"],
    ["Salz und Pfeffer nach Geschmack", "Salz und Pfeffer", "nach Geschmack"],
  ] as const)("keeps a purpose out of the food: %s", (line, food, note) => {
    expect(parseIngredient(line)).toMatchObject({ food, note });
  });

  it.each([
    // Sizes and ranges between the amount and the food, and German size words after it.
    ["10 to 15 medium to large fresh mint leaves", 10, 15, "medium to large", "fresh mint leaves"],
    ["2-3 mittelgroße Zwiebeln", 2, 3, "mittelgroße", "Zwiebeln"],
    ["1 Knoblauchzehe, fein gehackt, kleine", 1, null, "kleine", "Knoblauchzehe"],
  ] as const)("reads sizes and ranges: %s", (line, quantity, quantityMax, size, food) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, quantityMax, size, food });
  });

  it("reads the rest of a German line after the food as its note", () => {
    expect(parseIngredient("3 Eier, Größe M")).toMatchObject({ quantity: 3, food: "Eier", note: "Größe M" });
    expect(parseIngredient("½–1 TL Chiliflocken")).toMatchObject({ quantity: 0.5, quantityMax: 1, unit: "tsp" });
    expect(parseIngredient("1 gehäufter EL Mehl")).toMatchObject({ unit: "heaped-tbsp", food: "Mehl" });
  });

  it("keeps a unit's word inside a food's name in the name", () => {
    expect(parseIngredient("1 EL Ras el Hanout")).toMatchObject({ quantity: 1, unit: "tbsp", food: "Ras el Hanout" });
    // The line's own unit stays its unit, wherever it stands.
    expect(parseIngredient("3 garlic cloves, minced")).toMatchObject({ quantity: 3, unit: "clove", food: "garlic" });
  });

  it("keeps a German list of foods without an amount whole", () => {
    expect(parseIngredient("Salz, Pfeffer, Muskat")).toMatchObject({ quantity: null, food: "Salz, Pfeffer, Muskat" });
    // With an amount, what follows the comma is still no food.
    expect(parseIngredient("2 Eier, Größe L")).toMatchObject({ quantity: 2, food: "Eier", note: "Größe L" });
  });

  // Lines none of the labelled files holds, with brands of the vocabulary in the forms shop recipes write them.
  it.each([
    ["300 g Milsani Hüttenkäse", 300, "g", "Hüttenkäse", "Milsani"],
    ["1 Dose Bonduelle Mais (340 g)", 1, "can", "Mais", "Bonduelle, 340 g"],
    ["2 EL Gut & Günstig Rapsöl", 2, "tbsp", "Rapsöl", "Gut & Günstig"],
    ["1 Pck. Dr. Oetker Backpulver", 1, "packet", "Backpulver", "Dr. Oetker"],
    ["150 g Hochland Feta", 150, "g", "Feta", "Hochland"],
  ] as const)("keeps a brand before the food in the note: %s", (line, quantity, unit, food, note) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, unit, food, note });
  });

  it.each([
    ["Salz, jodiert", "Salz"],
    ["Paprikapulver, rosenscharf", "Paprikapulver"],
    ["Meersalz, grob", "Meersalz"],
    ["Sojasauce, hell", "Sojasauce"],
  ])("reads a short line without an amount as German: %s", (line, food) => {
    // German rules apply: after a comma comes no food.
    expect(looksGerman(tokenizeIngredient(line))).toBe(true);
    expect(parseIngredient(line)).toMatchObject({ quantity: null, food });
  });

  it.each(["Salt, iodized", "Sea salt, coarse", "250g quark", "Paprika, smoked", "Kerrygold butter, softened"])(
    "does not read an English line as German: %s",
    (line) => {
      expect(looksGerman(tokenizeIngredient(line))).toBe(false);
    },
  );

  it("keeps the original line", () => {
    expect(parseIngredient("2 EL Olivenöl").original).toBe("2 EL Olivenöl");
  });

  it("reads the fruit of a juice or zest and keeps the rest in the note", () => {
    expect(parseIngredient("Saft einer Zitrone")).toMatchObject({
      quantity: 1,
      unit: null,
      food: "Zitrone",
      note: "Saft",
    });
  });

  it.each([
    ["Juice and pulp from 1 lime", 1, null, "lime"],
    ["Yolks from 4 eggs", 4, null, "eggs"],
    ["Peel of ½ lemon, the white pith scraped away", 0.5, null, "lemon"],
    ["Leaves of 1 sprig fresh thyme", 1, "sprig", "fresh thyme"],
  ] as const)("reads the food a part is taken from, as the cook buys it: %s", (line, quantity, unit, food) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, unit, food });
  });

  it.each([
    // A range whose ends both name the unit (issue 22: real lines score it as one amount).
    ["200g-250g/7-9oz fillet steak, finely sliced", 200, 250, "g", "fillet steak"],
    // A mixed number with a hyphen, as US sites write it.
    ["1-1/2 cups flour", 1.5, null, "cup", "flour"],
    // A plural written after a slash, as German sites do.
    ["2 Zehe/n Knoblauch", 2, null, "clove", "Knoblauch"],
    // Units the labelled lines use that the app now knows.
    ["3 strips bacon", 3, null, "strip", "bacon"],
    ["1 Stückchen Butter", 1, null, "knob", "Butter"],
    // An article after the amount is no part of the food.
    ["½ a nectarine", 0.5, null, null, "nectarine"],
    ["1 Ei (Größe L), verquirlt", 1, null, null, "Ei"],
    // An egg's size written short is no gram.
    ["1 Ei Gr. M", 1, null, null, "Ei"],
  ] as const)("reads %s", (line, quantity, quantityMax, unit, food) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, quantityMax, unit, food });
  });

  it.each([
    // chefkoch's abbreviations: "n. B." (nach Bedarf), "kl." (klein), "gestr." after the unit.
    ["n. B. Salz", null, null, null, "Salz"],
    ["1 kl. Dose Mais", 1, "kl.", "can", "Mais"],
    // Without its full stop "kl" is still small, not Austria's "KL" (Kaffeelöffel) in capitals.
    ["1 kl Zwiebel", 1, "kl", null, "Zwiebel"],
    ["1 TL, gestr. Salz", 1, null, "tsp", "Salz"],
  ] as const)("reads chefkoch's way of writing: %s", (line, quantity, size, unit, food) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, size, unit, food });
  });

  it.each([
    // Swiss sites write "ss" for "ß"; "mittlere" is a size too.
    ["1 grosse Zwiebel, fein gehackt", 1, "grosse", null, "Zwiebel"],
    ["2 mittelgrosse Kartoffeln", 2, "mittelgrosse", null, "Kartoffeln"],
    ["2 mittlere Äpfel", 2, "mittlere", null, "Äpfel"],
    ["1 grosse Dose Tomaten", 1, "grosse", "can", "Tomaten"],
    ["1 KL Paprikapulver", 1, null, "tsp", "Paprikapulver"],
    ["2 Tranchen Rohschinken", 2, null, "slice", "Rohschinken"],
    ["1 Häuptel Salat", 1, null, "head", "Salat"],
  ] as const)("reads Swiss and Austrian sizes and units: %s", (line, quantity, size, unit, food) => {
    expect(parseIngredient(line)).toMatchObject({ quantity, size, unit, food });
  });

  it.each([
    // Abbreviations and diminutives German sites write for units the app knows.
    ["Essl", "tbsp"],
    ["Eßl", "tbsp"],
    ["Teel", "tsp"],
    ["gestrichener Teelöffel", "tsp"],
    ["gestrichene Esslöffel", "tbsp"],
    ["Pfd.", "lb"],
    ["Messersp.", "knife-tip"],
    ["Bd", "bunch"],
    ["Stg.", "stalk"],
    ["Stck.", "piece"],
    ["Scheibchen", "slice"],
    ["Gläschen", "jar"],
    ["Btl.", "packet"],
    ["Tütchen", "packet"],
    ["Schälchen", "container"],
    ["Fl.", "bottle"],
    ["Fläschchen", "bottle"],
    // Austrian and Swiss words.
    ["KL", "tsp"],
    ["Päckli", "packet"],
    ["Sträusschen", "bunch"],
    ["Tetrapak", "container"],
    ["Tranchen", "slice"],
    ["Häuptel", "head"],
    ["Packerl", "packet"],
  ] as const)("knows the unit %s", (word, unit) => {
    expect(lookupUnit(word)).toBe(unit);
  });

  it.each([
    // Japanese, Chinese and Korean: the food first, its amount after it (a spoon before its number in Japanese), or
    // the amount first in Chinese; full-width digits; a cup of 200 ml and a rice cup of 180 ml.
    ["じゃがいも 3個", 3, null, null, "じゃがいも", null],
    ["砂糖 大さじ2", 2, null, "tbsp", "砂糖", null],
    ["醤油　大さじ１と1/2", 1.5, null, "tbsp", "醤油", null],
    ["水 1カップ", 200, null, "ml", "水", null],
    ["米 2合", 360, null, "ml", "米", null],
    ["卵 2~3個", 2, 3, null, "卵", null],
    ["にんにく 1かけ（すりおろし）", 1, null, "knob", "にんにく", "すりおろし"],
    ["塩 少々", null, null, null, "塩", "少々"],
    ["鸡蛋3个", 3, null, null, "鸡蛋", null],
    ["200克面粉", 200, null, "g", "面粉", null],
    ["盐 适量", null, null, null, "盐", "适量"],
    ["고춧가루 1큰술", 1, null, "tbsp", "고춧가루", null],
    ["신김치 1/4포기", 0.25, null, null, "신김치", null],
    // A measure of no known size: its amount is left as written, never scaled wrong.
    ["牛奶 1杯", null, null, null, "牛奶", null],
  ] as const)("reads a line in Japanese, Chinese or Korean: %s", (line, quantity, quantityMax, unit, food, note) => {
    expect(parseIngredient(line)).toMatchObject({ original: line, quantity, quantityMax, unit, food, note });
  });

  it.each([
    // A word or a purpose before a colon opening the line is a note, and the rest is the line.
    ["Außerdem: Backpapier", null, null, "Backpapier", "Außerdem"],
    ["Also: parchment paper", null, null, "parchment paper", "Also"],
    ["Für die Form: Butter", null, null, "Butter", "Für die Form"],
    ["Zum Servieren: 1 Becher Schmand", 1, "container", "Schmand", "Zum Servieren"],
    // A food before the colon and its amount after it stays so.
    ["Eier: 3", 3, null, "Eier", null],
  ] as const)("reads a label before a colon as a note: %s", (line, quantity, unit, food, note) => {
    expect(parseIngredient(line)).toMatchObject({ original: line, quantity, unit, food, note });
  });

  it("keeps a unit written with a full stop as one word", () => {
    expect(parseIngredient("1 Pfd. Möhren")).toMatchObject({
      quantity: 1,
      unit: "lb",
      unitText: "Pfd.",
      food: "Möhren",
    });
  });

  it("gives a unit in parentheses only to an amount there", () => {
    // Even where the tagger reads the "L" of "Größe L" as a unit, it is no litre of the egg outside.
    const tokens = tokenizeIngredient("1 Ei (Größe L)");
    const [egg] = readAmounts(tokens, ["QTY", "NAME", "PUNC", "NOTE", "UNIT", "PUNC"]);
    expect(egg).toMatchObject({ quantityAt: 0, unitAt: [] });
    // "1 (14-oz) can": the ounces are the 14's, the can is the 1's.
    const can = tokenizeIngredient("1 (14-oz) can tomatoes");
    const amounts = readAmounts(can, ["QTY", "PUNC", "QTY", "PUNC", "UNIT", "PUNC", "UNIT", "NAME"]);
    expect(amounts.map((amount) => amount.unitAt.map((index) => can[index]?.text))).toEqual([["can"], ["oz"]]);
  });
});
