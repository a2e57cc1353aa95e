import { describe, expect, it } from "vitest";
import { isSeasoningLine, letters, lowerWords } from "./vocabulary";

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
