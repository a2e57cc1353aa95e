import { type Block, PSEUDO_HEADING_LEVEL } from "./page-blocks";
import learned from "./page-reader-weights.json";
import { type LinesReading, type LineWeights, type RecipeLine, readRecipeLines } from "./recipe-lines";
import { INGREDIENT_HEADINGS, INSTRUCTION_HEADINGS, OTHER_HEADINGS } from "./vocabulary";

/**
 * Pages without (complete) recipe markup, read the way a person reads them: the page's headings and lines go to the
 * recipe-lines reader with what the page itself says about each line (the list or box it sits in, whether it is a
 * list item, what the box's class names call it).
 */

const headingText = (text: string) => text.replace(/[:：.]+$/, "").trim();
const named = (text: string) =>
  text.length <= 50 &&
  text.split(/\s+/).length <= 4 &&
  (INGREDIENT_HEADINGS.test(headingText(text)) || INSTRUCTION_HEADINGS.test(headingText(text)));

/** A heading that names a part of a recipe page (its ingredients, method, notes…) rather than the dish. */
export const isPartHeading = (text: string) =>
  named(text) || OTHER_HEADINGS.test(headingText(text)) || PART_WORDS.test(text);
/** Words that name a part wherever they stand in a heading ("Ingredients of Zen Avocado Toast"). */
const PART_WORDS =
  /\b(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|instructions|directions|method|zubereitung|préparation|recipes|rezepte|recettes|why you(?:'|’)ll love)\b/i;

/** A page's blocks as the reader's lines: a heading word or a short "…:" line on its own reads as a heading. */
export function pageLines(blocks: Block[]): RecipeLine[] {
  return blocks.map((block): RecipeLine => {
    if (block.kind === "heading") return { text: block.text, heading: block.level };
    if (named(block.text)) return { text: block.text, heading: PSEUDO_HEADING_LEVEL };
    if (block.text.length <= 40 && /[:：]$/.test(block.text) && !/\d/.test(block.text)) {
      return { text: block.text, heading: PSEUDO_HEADING_LEVEL + 1 };
    }
    const { kind: _, ...line } = block;
    return line;
  });
}

/** The weights learned from the build part of the import corpus (scripts/train-page-reader.mjs, ADR 011). */
export const PAGE_WEIGHTS: LineWeights = { ingredient: learned.ingredient, step: learned.step };

/** The page's lists as the recipe-lines reader reads them (one reading per page, shared by every stage). */
export function readPageLists(blocks: Block[], weights = PAGE_WEIGHTS): LinesReading {
  return readRecipeLines(pageLines(blocks), { weights });
}

/**
 * Whether what the page reader found is a recipe by itself (when the markup says nothing): an ingredient list with
 * at least two amounts. A page of prose, a legal notice or a list of links is not.
 */
export function isRecipe(reading: LinesReading): boolean {
  const items = reading.ingredients.flatMap((section) => section.items);
  return items.filter((line) => /[\d½⅓⅔¼¾⅛]/.test(line)).length >= 2;
}
