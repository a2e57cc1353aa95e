/** What each AI action costs in credits (ADR 006): shown on its button before the click, taken by credits.server.ts. */
export const CREDIT_COSTS = { recipe: 1, image: 1, scan: 1 } as const;

/**
 * What 'Create Recipe' takes for an idea, as its button says before the click: the recipe, plus an AI title photo
 * when a provider paints them and the balance covers both; otherwise the recipe alone, with the free illustration.
 */
export function recipeFromIdeaCost(
  balance: number,
  aiImages: boolean,
): { credits: number; picture: "ai" | "illustration" } {
  const withPhoto = CREDIT_COSTS.recipe + CREDIT_COSTS.image;
  return aiImages && balance >= withPhoto
    ? { credits: withPhoto, picture: "ai" }
    : { credits: CREDIT_COSTS.recipe, picture: "illustration" };
}
