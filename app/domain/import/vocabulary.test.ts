import { describe, expect, it } from "vitest";
import { AS_NEEDED_LAST, isSeasoningLine, letters, lowerWords, PURPOSE_LAST } from "./vocabulary";

describe("letters, how lines are compared", () => {
  it('keeps letters and digits of every script, lower-cased, "½" as "1/2" (whose slash goes like any sign)', () => {
    expect(
      ["1 Cup Flour, sifted!", "2–3 EL Öl (kalt)", "½ TL Salz", "ŁYŻKA mąki", "Φλιτζάνι 1", "¾ cup", "   "].map(
        letters,
      ),
    ).toEqual(["1cupfloursifted", "23elölkalt", "12tlsalz", "łyżkamąki", "φλιτζάνι1", "34cup", ""]);
  });
});

describe("lowerWords, a line's words", () => {
  it("splits at anything but a letter, in plain ASCII and in any script alike, lower-cased", () => {
    expect(
      ["Mix 2 cups flour,then BAKE!", "Zwiebeln schälen & würfeln", "l'oignon", "12 g", "Ab2cD", ""].map(lowerWords),
    ).toEqual([
      ["mix", "cups", "flour", "then", "bake"],
      ["zwiebeln", "schälen", "würfeln"],
      ["l", "oignon"],
      ["g"],
      ["ab", "cd"],
      [],
    ]);
  });
});

describe("isSeasoningLine, salt and pepper named alone", () => {
  it.each([
    "Salt and pepper",
    "salt & freshly ground black pepper, to taste",
    "Salz und Pfeffer",
    "sel, poivre",
    "Salt",
  ])("reads %s as one", (line) => expect(isSeasoningLine(line)).toBe(true));
  it.each(["Salt the water well", "Salted caramel sauce", "1 tsp salt", "Black beans", "Season to taste"])(
    "reads %s as none",
    (line) => expect(isSeasoningLine(line)).toBe(false),
  );
});

describe("AS_NEEDED_LAST, an amount in words at a line's end", () => {
  it("finds it in the languages cooks import from, abbreviated or not", () => {
    const lines = ["Prezzemolo q.b.", "Salz nach Belieben", "Parsley, to taste", "Sel à volonté", "Pimienta al gusto"];
    const more = ["Peper naar smaak", "Olive oil (as needed)", "Sale qb", "Pfeffer n. B.", "Salt etter smak"];
    expect([...lines, ...more].filter((line) => !AS_NEEDED_LAST.test(line))).toEqual([]);
  });

  it("not at a sentence's end, nor inside a word", () => {
    const lines = [
      "Season with salt and pepper to taste.",
      "Nach Belieben mit Salz würzen.",
      "Sale grosso",
      "Mozzarella",
    ];
    expect(lines.filter((line) => AS_NEEDED_LAST.test(line))).toEqual([]);
  });
});

describe("PURPOSE_LAST, what a food without an amount is for", () => {
  it("finds it after the food's name in the languages cooks import from", () => {
    const lines = [
      "Öl zum Braten",
      "Zucker zum Bestäuben",
      "Oil for frying",
      "Parsley, to serve",
      "Huile pour la friture",
    ];
    const more = ["Olio per friggere", "Aceite para freír", "Boter om in te bakken", "Butter (for greasing)"];
    expect([...lines, ...more].filter((line) => !PURPOSE_LAST.test(line))).toEqual([]);
  });

  it("not alone as a group's title, nor a German part's name, nor at a sentence's end", () => {
    const lines = ["Zum Servieren", "Zutaten für die Füllung", "Heat the oil for frying.", "Zum Braten:"];
    expect(lines.filter((line) => PURPOSE_LAST.test(line))).toEqual([]);
  });
});
