import { describe, expect, it } from "vitest";
import german from "../../../tests/fixtures/scan/de.gt.txt?raw";
import germanPhotoOcr from "../../../tests/fixtures/scan/de-photo.ocr.txt?raw";
import english from "../../../tests/fixtures/scan/en.gt.txt?raw";
import englishPhotoOcr from "../../../tests/fixtures/scan/en-photo.ocr.txt?raw";
import { repairLine } from "./ocr-repairs";
import { readRecipeText } from "./recipe-text";

const items = (sections: { items: string[] }[] = []) => sections.flatMap((section) => section.items);
const steps = (sections: { steps: string[] }[] = []) => sections.flatMap((section) => section.steps);

describe("repairs of OCR damage to quantities", () => {
  it.each([
    ["% TL gemahlene Muskatnuss", "de", "½ TL gemahlene Muskatnuss"],
    ["172 cup sugar", "en", "½ cup sugar"],
    ["174 tsp salt", "en", "¼ tsp salt"],
    ["172 g Mehl", "de", "172 g Mehl"],
    ["1 1 Milch", "de", "1 l Milch"],
    ["0,5 1 Gemüsebrühe", "de", "0,5 l Gemüsebrühe"],
    ["1 | Gemüsebrühe", "de", "1 l Gemüsebrühe"],
    ["2 EI Butter", "de", "2 EL Butter"],
    ["1 Tl Salz", "de", "1 TL Salz"],
    ["3 Ei", "de", "3 Ei"],
    ["Y2 cup milk", "en", "½ cup milk"],
    ["Ya cup maple syrup", "en", "¼ cup maple syrup"],
    ["« 2 tablespoons butter", "en", "2 tablespoons butter"],
    ["e 1 large egg", "en", "1 large egg"],
    ["In einer Riihrschiissel verriihren", "de", "In einer Rührschüssel verrühren"],
    ["l cup flour", "en", "1 cup flour"],
  ])("%s (%s) → %s", (damaged, language, repaired) => {
    expect(repairLine(damaged, language as "en" | "de")).toBe(repaired);
  });
});

describe("reading a recipe from text", () => {
  it("reads the German sample: title, servings, times, ingredients and numbered steps", () => {
    const recipe = readRecipeText(german, "en");
    expect(recipe?.language).toBe("de");
    expect(recipe?.title).toBe("Kartoffelsuppe mit Lauch");
    expect(recipe?.servings).toBe(4);
    expect(recipe?.prepMinutes).toBe(15);
    expect(recipe?.cookMinutes).toBe(30);
    expect(items(recipe?.ingredients)).toHaveLength(10);
    expect(items(recipe?.ingredients)).toContain("1 l Gemüsebrühe");
    expect(steps(recipe?.instructions)[0]).toBe(
      "Kartoffeln schälen und in Würfel schneiden. Lauch putzen und in Ringe schneiden.",
    );
  });

  it("reads the OCR of a German photo as well as the clean text, repairing its quantities", () => {
    const clean = readRecipeText(german, "de");
    const photo = readRecipeText(germanPhotoOcr, "de");
    expect(photo?.title).toBe(clean?.title);
    expect(items(photo?.ingredients)).toEqual(items(clean?.ingredients));
    // The steps are read whole, even where a letter is misread ("plrieren").
    expect(steps(photo?.instructions)).toHaveLength(steps(clean?.instructions).length);
    expect(steps(photo?.instructions)[0]).toBe(steps(clean?.instructions)[0]);
    expect(photo?.servings).toBe(4);
  });

  it("reads the English sample and the OCR of its photo alike", () => {
    const clean = readRecipeText(english, "de");
    const photo = readRecipeText(englishPhotoOcr, "en");
    expect(clean?.language).toBe("en");
    expect(clean?.servings).toBeGreaterThan(0);
    expect(items(clean?.ingredients).length).toBeGreaterThan(5);
    expect(items(photo?.ingredients)).toEqual(items(clean?.ingredients));
    expect(steps(photo?.instructions).join(" ")).toBe(steps(clean?.instructions).join(" "));
  });

  it("reads pasted text without headings: the lines with amounts are the list, the prose after it the method", () => {
    const recipe = readRecipeText(
      [
        "Grandma's Pancakes",
        "",
        "2 cups flour",
        "2 eggs",
        "1 1/2 cups milk",
        "pinch of salt",
        "",
        "Whisk everything into a smooth batter and let it rest for 10 minutes.",
        "",
        "Fry thin pancakes in a hot buttered pan until golden on both sides.",
      ].join("\n"),
      "en",
    );
    expect(recipe?.title).toBe("Grandma's Pancakes");
    expect(items(recipe?.ingredients)).toEqual(["2 cups flour", "2 eggs", "1 1/2 cups milk", "pinch of salt"]);
    expect(steps(recipe?.instructions)).toHaveLength(2);
  });

  it("reads a list a magazine prints as one paragraph, its group's title before a colon", () => {
    const recipe = readRecipeText(
      [
        "Apfelkuchen vom Blech",
        "",
        "Zutaten",
        "Für den Teig: 300 g Mehl, 200 g Butter, 100 g Zucker, 1 Ei",
        "",
        "Zubereitung",
        "Mehl, Butter, Zucker und Ei zu einem glatten Teig verkneten und 30 Minuten kühlen.",
        "",
        "Den Teig ausrollen, mit Äpfeln belegen und 35 Minuten backen.",
      ].join("\n"),
      "de",
    );
    expect(recipe?.ingredients).toEqual([
      { title: "Für den Teig", items: ["300 g Mehl", "200 g Butter", "100 g Zucker", "1 Ei"] },
    ]);
    expect(steps(recipe?.instructions)).toHaveLength(2);
  });

  it("reads a list's and the method's names set before their first lines, as a card prints them", () => {
    const recipe = readRecipeText(
      [
        "Mürbeteig",
        "Zutaten: 200 g Mehl",
        "100 g Butter",
        "1 Ei",
        "Zubereitung: Mehl, Butter und Ei rasch zu einem Teig verkneten.",
        "",
        "Den Teig 30 Minuten kühlen, dann ausrollen.",
      ].join("\n"),
      "de",
    );
    expect(items(recipe?.ingredients)).toEqual(["200 g Mehl", "100 g Butter", "1 Ei"]);
    expect(steps(recipe?.instructions)).toEqual([
      "Mehl, Butter und Ei rasch zu einem Teig verkneten.",
      "Den Teig 30 Minuten kühlen, dann ausrollen.",
    ]);
    expect(recipe?.yields).toBeNull();
  });

  it("ends the title at a part's name and keeps a list's lines that write their counts in words apart", () => {
    const recipe = readRecipeText(
      [
        "Banana bread",
        "Ingredients",
        "three ripe bananas",
        "two eggs",
        "one cup of sugar",
        "Method",
        "Mash the bananas in a bowl, then stir in the eggs and sugar and bake for an hour.",
      ].join("\n"),
      "en",
    );
    expect(recipe?.title).toBe("Banana bread");
    expect(items(recipe?.ingredients)).toEqual(["three ripe bananas", "two eggs", "one cup of sugar"]);
  });

  it("keeps sections, joins lines broken by the page width and leaves page furniture out", () => {
    const recipe = readRecipeText(
      [
        "Zwiebelkuchen vom",
        "Blech",
        "Drucken",
        "Zubereitungszeit: 40 Min. | Backzeit: 45 Min.",
        "Zutaten für 12 Stücke",
        "Für den Teig:",
        "500 g Mehl",
        "1 Würfel Hefe",
        "Für den Belag:",
        "1 kg Zwiebeln, geschält,",
        "in feine Ringe geschnitten",
        "200 g Schmand",
        "Zubereitung",
        "Schritt 1",
        "Aus Mehl und Hefe einen Teig kneten und 30 Minuten zuge-",
        "deckt gehen lassen.",
        "Schritt 2",
        "Zwiebeln andünsten und mit dem Schmand mischen.",
        "Kommentare",
        "Sehr lecker!",
      ].join("\n"),
      "de",
    );
    expect(recipe?.title).toBe("Zwiebelkuchen vom Blech");
    expect(recipe?.servings).toBe(12);
    expect(recipe?.prepMinutes).toBe(40);
    expect(recipe?.cookMinutes).toBe(45);
    expect(recipe?.ingredients).toEqual([
      { title: "Für den Teig", items: ["500 g Mehl", "1 Würfel Hefe"] },
      { title: "Für den Belag", items: ["1 kg Zwiebeln, geschält, in feine Ringe geschnitten", "200 g Schmand"] },
    ]);
    expect(steps(recipe?.instructions)).toEqual([
      "Aus Mehl und Hefe einen Teig kneten und 30 Minuten zugedeckt gehen lassen.",
      "Zwiebeln andünsten und mit dem Schmand mischen.",
    ]);
  });

  it("reads a method pasted a step a line, each line ending its sentence, as a step each; a wrapped one as one", () => {
    const head = ["Bananenbrot", "", "Zutaten", "3 reife Bananen", "80 g Butter, geschmolzen", "100 g Zucker", "1 Ei"];
    const method = [
      "Den Ofen auf 175 °C vorheizen und eine Kastenform einfetten.",
      "Die Bananen mit einer Gabel zerdrücken und mit der Butter verrühren.",
      "Den Teig in die Form füllen und 60 Minuten backen.",
    ];
    const pasted = readRecipeText([...head, "190 g Mehl", "", "Zubereitung", ...method].join("\n"), "de");
    expect(steps(pasted?.instructions)).toEqual(method);
    const wrapped = ["Den Ofen auf 175 °C vorheizen und eine", "Kastenform einfetten. Die Bananen zerdrücken."];
    const read = readRecipeText([...head, "190 g Mehl", "", "Zubereitung", ...wrapped].join("\n"), "de");
    expect(steps(read?.instructions)).toEqual([
      "Den Ofen auf 175 °C vorheizen und eine Kastenform einfetten. Die Bananen zerdrücken.",
    ]);
  });

  // Issue 23: the scan reads with the page reader's lines reader (recipe-lines.ts), in text mode.
  it("reads a recipe in parts: each part's list and method, a later part's heading opening its list", () => {
    const recipe = readRecipeText(
      [
        "Veggie-Burger mit Bohnen",
        "",
        "Zutaten für die Brötchen:",
        "* 180 g Dinkelmehl",
        "* 100 ml Buttermilch",
        "",
        "Mehl und Buttermilch in eine Schüssel geben und zu einem",
        "glatten Teig verkneten. 20 Minuten gehen lassen.",
        "",
        "Zutaten für die Bratlinge:",
        "* 240 g Kidneybohnen",
        "* 1 rote Zwiebel",
        "",
        "Die Bohnen abspülen und mit der Zwiebel fein",
        "pürieren. Kleine Bratlinge formen und braten.",
        "",
        "Fertigstellung:",
        "* 2 EL rotes Pesto",
        "* 4 Tomaten",
        "",
        "Die Brötchen halbieren, mit Pesto bestreichen und",
        "mit Tomaten und Bratlingen belegen.",
      ].join("\n"),
      "de",
    );
    expect(recipe?.ingredients).toEqual([
      { title: "Zutaten für die Brötchen", items: ["180 g Dinkelmehl", "100 ml Buttermilch"] },
      { title: "Zutaten für die Bratlinge", items: ["240 g Kidneybohnen", "1 rote Zwiebel"] },
      { title: "Fertigstellung", items: ["2 EL rotes Pesto", "4 Tomaten"] },
    ]);
    expect(steps(recipe?.instructions)).toEqual([
      "Mehl und Buttermilch in eine Schüssel geben und zu einem glatten Teig verkneten. 20 Minuten gehen lassen.",
      "Die Bohnen abspülen und mit der Zwiebel fein pürieren. Kleine Bratlinge formen und braten.",
      "Die Brötchen halbieren, mit Pesto bestreichen und mit Tomaten und Bratlingen belegen.",
    ]);
  });

  it("reads each part's own method under its own heading, named after its part", () => {
    const recipe = readRecipeText(
      [
        "Zwetschgenkuchen",
        "Zutaten für den Teig",
        "500 g Mehl",
        "1 Würfel Hefe",
        "Zubereitung",
        "Mehl und Hefe mit warmer Milch zu einem glatten Teig kneten und 1 Stunde gehen lassen.",
        "Zutaten für den Belag",
        "1 kg Zwetschgen",
        "50 g Zucker",
        "Zubereitung",
        "Zwetschgen entsteinen und dicht auf den Teig legen.",
        "Bei 200 °C 40 Minuten backen.",
      ].join("\n"),
      "de",
    );
    expect(recipe?.ingredients.map((section) => section.title)).toEqual([
      "Zutaten für den Teig",
      "Zutaten für den Belag",
    ]);
    expect(recipe?.instructions).toEqual([
      {
        title: "Für den Teig",
        steps: ["Mehl und Hefe mit warmer Milch zu einem glatten Teig kneten und 1 Stunde gehen lassen."],
      },
      {
        title: "Für den Belag",
        steps: ["Zwetschgen entsteinen und dicht auf den Teig legen.", "Bei 200 °C 40 Minuten backen."],
      },
    ]);
  });

  it("reads times shown without labels before the list, and one set among its lines", () => {
    const lines = ["Apfelpfannkuchen", "20Min", "15Min", "2 Portionen", "Zutaten", "150 ml Milch", "100 g Mehl"];
    const method = ["Zubereitung", "Milch und Mehl verrühren und in der Pfanne goldbraun backen."];
    const twoTimes = readRecipeText([...lines, ...method].join("\n"), "de");
    expect(twoTimes).toMatchObject({ servings: 2, prepMinutes: 20, cookMinutes: 15 });
    const inList = readRecipeText(
      [
        "Carpaccio",
        "Zutaten",
        "* Für 2 Personen",
        "* unter 30 Minuten",
        "1 Kohlrabi",
        "1 Fenchelknolle",
        ...method,
      ].join("\n"),
      "de",
    );
    expect(inList).toMatchObject({ servings: 2, totalMinutes: 30 });
    expect(items(inList?.ingredients)).toEqual(["1 Kohlrabi", "1 Fenchelknolle"]);
    // A preparation time given alone is the whole time, as an import reads it.
    const prepOnly = readRecipeText(
      ["Carpaccio", "Vorbereitungszeit: 15 Min.", "Zutaten", "1 Kohlrabi", "1 Fenchelknolle", ...method].join("\n"),
      "de",
    );
    expect(prepOnly).toMatchObject({ prepMinutes: 15, cookMinutes: null, totalMinutes: 15 });
  });

  it("reads a Japanese recipe pasted as text: its list's heading gives the servings, its steps end in 。", () => {
    const text = [
      "基本の肉じゃが",
      "調理時間 40分",
      "材料（2人分）",
      "牛薄切り肉 150g",
      "じゃがいも 3個",
      "砂糖 大さじ2",
      "塩 少々",
      "作り方",
      "1. じゃがいもは皮をむいて一口大に切り、水にさらす。",
      "2. 鍋にサラダ油を熱し、牛肉を炒める。色が変わったら野菜を加えてさらに炒める。",
      "3. 砂糖を加え、落とし蓋をして10分煮る。",
    ].join("\n");
    const read = readRecipeText(text, "en");
    expect(read).toMatchObject({ title: "基本の肉じゃが", servings: 2, totalMinutes: 40 });
    expect(items(read?.ingredients)).toEqual(["牛薄切り肉 150g", "じゃがいも 3個", "砂糖 大さじ2", "塩 少々"]);
    expect(steps(read?.instructions)).toHaveLength(3);
  });

  it("finds nothing in text that has no recipe", () => {
    expect(readRecipeText("", "en")).toBeNull();
    expect(readRecipeText("Hello\nThis is just a note.", "en")).toBeNull();
  });
});
