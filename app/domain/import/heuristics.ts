import type { Block } from "./page-blocks";
import learned from "./page-reader-weights.json";
import { asHeading, type LinesReading, type LineWeights, type RecipeLine, readRecipeLines } from "./recipe-lines";

/**
 * Pages without (complete) recipe markup, read the way a person reads them: the page's headings and lines go to the
 * recipe-lines reader with what the page itself says about each line (the list or box it sits in, whether it is a
 * list item, what the box's class names call it).
 */

/** A page's blocks as the reader's lines: a heading word or a short "…:" line on its own reads as a heading. */
export function pageLines(blocks: Block[]): RecipeLine[] {
  return blocks.map((block): RecipeLine => {
    if (block.kind === "heading") return { text: block.text, heading: block.level };
    const { kind: _, ...line } = block;
    return asHeading(line);
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
