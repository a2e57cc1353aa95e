// @vitest-environment node
import { describe, expect, it } from "vitest";
import { stemWord, tokenizeIngredient } from "~/domain/recipes/ingredient-tokens";
import { lookupUnit } from "~/domain/recipes/units";
import { alignLine } from "../../scripts/ingredient-align.mjs";
import { readLabelAmount } from "../../scripts/ingredient-data.mjs";

// The token labels the tagger learns from are read from the source's columns (ADR 010); a wrong reading teaches the
// tagger the wrong thing.
const tools = { tokenizeIngredient, stemWord, lookupUnit, readLabelAmount };
const labelled = (text: string, columns: Record<string, string>) => {
  const item = {
    text,
    labels: { name: "", quantity: "", unit: "", size: "", preparation: "", comment: "", purpose: "", ...columns },
  };
  const { tokens, labels, aligned } = alignLine(item, tools);
  const read = tokens.map((token: { text: string }, index: number) => `${token.text}/${labels[index]}`);
  return { aligned, read: read.join(" ") };
};

describe("ingredient label alignment", () => {
  it("takes the name where the line writes it whole, not from a later mention", () => {
    expect(
      labelled("2.8 litres chicken stock made from broth and a chicken stock cube", {
        name: "chicken stock",
        quantity: "2.8",
        unit: "litre",
        comment: "made from broth and a chicken stock cube",
      }),
    ).toEqual({
      aligned: true,
      read: "2.8/QTY litres/UNIT chicken/NAME stock/NAME made/NOTE from/NOTE broth/NOTE and/NOTE a/NOTE chicken/NOTE stock/NOTE cube/NOTE",
    });
    expect(
      labelled("250ml milk, plus milk to cook the cauliflower", {
        name: "milk",
        quantity: "250",
        unit: "ml",
        comment: "plus milk to cook the cauliflower",
      }).read,
    ).toBe("250/QTY ml/UNIT milk/NAME ,/PUNC plus/NOTE milk/NOTE to/NOTE cook/NOTE the/NOTE cauliflower/NOTE");
  });

  it("still reads a name the line splits, word by word", () => {
    expect(
      labelled("1 cup chopped onion (1 medium onion)", {
        name: "onion onion",
        quantity: "1 1",
        unit: "cup",
        size: "medium",
        preparation: "chopped",
      }).read,
    ).toBe("1/QTY cup/UNIT chopped/PREP onion/NAME (/PUNC 1/QTY medium/SIZE onion/NAME )/PUNC");
  });
});
