import type { RecipeInput } from "~/domain/recipes/schemas";

/** A complete German recipe, as the editor's schema produces it; tests change what they need. */
export function recipeInput(overrides: Partial<RecipeInput> = {}): RecipeInput {
  return {
    title: "Käsespätzle",
    description: "Wie in Schwaben.",
    language: "de",
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 15,
    totalMinutes: null,
    cuisine: "Deutsch",
    category: "Hauptgericht",
    tags: ["vegetarisch"],
    ingredientSections: [
      { title: null, lines: ["400 g Mehl", "4 Eier", "200 g Bergkäse, gerieben"] },
      { title: "Zum Servieren", lines: ["2 Zwiebeln", "1 EL Butter"] },
    ],
    instructionSections: [{ title: null, steps: ["Teig rühren und 10 Minuten ruhen lassen.", "Spätzle schaben."] }],
    ...overrides,
  };
}
