import { type ParsedIngredient, readIngredientLine } from "./ingredient-line";
import { createTagger, type Tagger, type TaggerWeights } from "./ingredient-tagger";
import weights from "./ingredient-tagger-weights.json";

/**
 * Every ingredient line the app reads goes through here: a learned tagger labels the line's words (amount, unit,
 * size, food, preparation, note) and rules around it read the numbers and units (docs/decisions/
 * 010-ingredient-tagger.md). English and German. The weights are large for a browser's first visit, so client code
 * loads this module with a dynamic import().
 */
let tagger: Tagger | null = null;

export function parseIngredient(line: string): ParsedIngredient {
  tagger ??= createTagger(weights as TaggerWeights);
  return readIngredientLine(line, tagger);
}
