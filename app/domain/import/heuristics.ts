import type { RecipeDraft, UncertainPart } from "~/domain/recipes/draft";
import type { Block } from "./page-blocks";
import learned from "./page-reader-weights.json";
import { type LinesReading, type LineWeights, type RecipeLine, readLine, readRecipeLines } from "./recipe-lines";
import { hasAmount, opensWithCountWord } from "./vocabulary";

/**
 * Pages without (complete) recipe markup, read the way a person reads them: the page's headings and lines go to the
 * recipe-lines reader with what the page itself says about each line (the list or box it sits in, whether it is a
 * list item, what the box's class names call it).
 */

/** A page's blocks as the reader's lines (`readLine`). */
export function pageLines(blocks: Block[]): RecipeLine[] {
  return blocks.flatMap((block): RecipeLine[] => {
    if (block.kind === "heading") return [{ text: block.text, heading: block.level }];
    const { kind: _, ...line } = block;
    return readLine(line);
  });
}

/** The weights learned from the build part of the import corpus (scripts/train-page-reader.mjs, ADR 011). */
export const PAGE_WEIGHTS: LineWeights = { ingredient: learned.ingredient, step: learned.step };

/** The page's lists as the recipe-lines reader reads them (one reading per page, shared by every stage). */
export function readPageLists(blocks: Block[], weights = PAGE_WEIGHTS): LinesReading {
  return readRecipeLines(pageLines(blocks), { weights });
}

const measured = (line: string) => hasAmount(line) || opensWithCountWord(line);

/**
 * Whether what the page reader found is a recipe by itself (when the markup says nothing): an ingredient list with
 * at least two amounts (in digits or words), or a list of two lines or more, one with an amount, and a method, or a
 * list of three lines or more under its name ("Ingredients") and a method of two steps or more, which a dish of a
 * few things needs no amounts for ("Ripe tomatoes", "Fresh mozzarella", "Basil leaves"). A page of prose, a legal
 * notice or a list of links is not.
 */
export function isRecipe(reading: LinesReading): boolean {
  const items = reading.ingredients.flatMap((section) => section.items);
  const amounts = items.filter(measured).length;
  const steps = reading.instructions.reduce((count, section) => count + section.steps.length, 0);
  return (
    amounts >= 2 ||
    (items.length >= 2 && amounts >= 1 && steps > 0) ||
    (reading.listNamed && items.length >= 3 && steps >= 2)
  );
}

/**
 * The parts of a recipe read from the page alone that the cook should check: a list without amounts, a part not
 * found at all.
 */
export function uncertainParts(
  recipe: Pick<RecipeDraft, "ingredients" | "instructions">,
  readFromPage: boolean,
): UncertainPart[] {
  const items = recipe.ingredients.flatMap((section) => section.items);
  const parts: UncertainPart[] = [];
  if (items.length === 0 || (readFromPage && items.filter(measured).length < 2)) parts.push("ingredients");
  if (recipe.instructions.length === 0) parts.push("instructions");
  return parts;
}
