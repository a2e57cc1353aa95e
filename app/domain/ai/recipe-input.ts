import { formatQuantity } from "~/domain/recipes/quantities";
import type { RecipeInput } from "~/domain/recipes/schemas";
import { lookupUnit } from "~/domain/recipes/units";
import type { GeneratedIngredient, GeneratedRecipe } from "./schemas";

/**
 * A generated recipe as the library stores it: ingredient lines written out in the recipe's language ("2 EL
 * Olivenöl"), so they go through the same parser as typed ones, groups as sections, tips after the description.
 */

const UNIT_WORDS: Record<"en" | "de", Record<string, string>> = {
  en: { tbsp: "tbsp", tsp: "tsp", g: "g", kg: "kg", ml: "ml", l: "l" },
  de: { tbsp: "EL", tsp: "TL", g: "g", kg: "kg", ml: "ml", l: "l" },
};

function ingredientLine(ingredient: GeneratedIngredient, language: "en" | "de"): string {
  const amount =
    ingredient.quantity === null
      ? ""
      : ingredient.quantityMax !== null && ingredient.quantityMax > ingredient.quantity
        ? `${formatQuantity(ingredient.quantity, language)}–${formatQuantity(ingredient.quantityMax, language)}`
        : formatQuantity(ingredient.quantity, language);
  const unitId = ingredient.unit ? lookupUnit(ingredient.unit) : undefined;
  const unit = ingredient.unit ? ((unitId && UNIT_WORDS[language][unitId]) ?? ingredient.unit) : "";
  const line = [amount, unit, ingredient.food].filter(Boolean).join(" ");
  return ingredient.note ? `${line}, ${ingredient.note}` : line;
}

export function toRecipeInput(
  recipe: GeneratedRecipe,
  { language, cuisine, ideaId, diets }: { language: "en" | "de"; cuisine: string; ideaId: string; diets: string[] },
): RecipeInput {
  const groups = [...new Set(recipe.ingredients.map((ingredient) => ingredient.group ?? ""))];
  const tipsHeading = language === "en" ? "Tip" : "Tipp";
  return {
    title: recipe.title,
    description: [recipe.description, ...recipe.tips.map((tip) => `${tipsHeading}: ${tip}`)].join("\n\n"),
    language,
    servings: recipe.servings,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    totalMinutes: recipe.prepMinutes + recipe.cookMinutes,
    cuisine,
    category: null,
    tags: [],
    ingredientSections: groups.map((group) => ({
      title: group || null,
      lines: recipe.ingredients
        .filter((ingredient) => (ingredient.group ?? "") === group)
        .map((ingredient) => ingredientLine(ingredient, language)),
    })),
    instructionSections: [{ title: null, steps: recipe.steps }],
    origin: "ai",
    diets,
    ideaId,
  };
}
