import { describe, expect, it } from "vitest";
import { readIngredientLine } from "./ingredient-line";
import { createTagger, emissionScores, TAG_LABELS, type TaggerWeights } from "./ingredient-tagger";
import weights from "./ingredient-tagger-weights.json";
import { lineFeatures, looksGerman, tokenizeIngredient } from "./ingredient-tokens";

const LINES = [
  "2 cups all-purpose flour, sifted",
  "1 (14-oz) can diced tomatoes, drained",
  "400g/14oz marrows, peeled",
  "Salt and freshly ground black pepper, to taste",
  "2 ½ EL Tahin (Sesampaste), geröstet",
  "1 Knoblauchzehe, fein gehackt, kleine",
  "ca. 200 g Milbona Skyr",
  "1-2 TL Paprikapulver, rosenscharf",
];

/** What the weights give a token, found the slow way: by the names lineFeatures gives its features. */
function scoresByName(line: string): number[] {
  const features = (weights as TaggerWeights).features;
  return lineFeatures(tokenizeIngredient(line)).flatMap((names) => {
    const sums = TAG_LABELS.map(() => 0);
    for (const name of names) {
      for (const pair of Object.hasOwn(features, name) ? (features[name] as string).split(",") : []) {
        const [label, weight] = pair.split(":");
        const at = Number.parseInt(label ?? "", 36);
        sums[at] = (sums[at] ?? 0) + Number.parseInt(weight ?? "", 36);
      }
    }
    return sums;
  });
}

function scoresOf(tagger: ReturnType<typeof createTagger>, line: string): number[] {
  const tokens = tokenizeIngredient(line);
  return Array.from(emissionScores(tagger, tokens, looksGerman(tokens)).subarray(0, tokens.length * TAG_LABELS.length));
}

// Words of letters only, each different: "a", "b", … "ba", "bb", … .
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const manyWords = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    Array.from(index.toString(26), (digit) => LETTERS[Number.parseInt(digit, 26)]).join(""),
  ).join(" ");

describe("the ingredient tagger", () => {
  it("scores each token as the weights of its features by name, also once it remembers them", () => {
    const tagger = createTagger(weights as TaggerWeights);
    for (const pass of [1, 2]) {
      for (const line of LINES) expect(scoresOf(tagger, line), `${line}, pass ${pass}`).toEqual(scoresByName(line));
    }
    // Thousands of words, so that many features are remembered side by side.
    const long = `${LINES.join(" ")} ${manyWords(3000)} ${LINES.join(" ")}`;
    expect(scoresOf(tagger, long)).toEqual(scoresByName(long));
  });

  it("reads lines as a fresh tagger does after a line of more new words than it remembers", () => {
    const fresh = LINES.map((line) => readIngredientLine(line, createTagger(weights as TaggerWeights)));
    const tagger = createTagger(weights as TaggerWeights);
    for (const line of LINES) readIngredientLine(line, tagger);
    // 33,000 words: numbers past what a pair of them is remembered by, and a vocabulary past its limit.
    const long = `1 cup ${manyWords(33_000)}`;
    expect(readIngredientLine(long, tagger)).toEqual(readIngredientLine(long, createTagger(weights as TaggerWeights)));
    expect(LINES.map((line) => readIngredientLine(line, tagger))).toEqual(fresh);
    for (const line of LINES) expect(scoresOf(tagger, line)).toEqual(scoresByName(line));
  });
});
