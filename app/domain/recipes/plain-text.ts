type RecipeText = {
  title: string;
  description: string | null;
  ingredientSections: { title: string | null; items: { original: string }[] }[];
  instructionSections: { title: string | null; items: { text: string }[] }[];
};

/** A recipe as plain text, for a message or a note: title, description, ingredients as written, numbered steps. */
export function recipeAsText(recipe: RecipeText): string {
  const blocks = [recipe.title, recipe.description ?? ""];
  for (const section of recipe.ingredientSections) {
    blocks.push([section.title, ...section.items.map((item) => `- ${item.original}`)].filter(Boolean).join("\n"));
  }
  let step = 0;
  for (const section of recipe.instructionSections) {
    const lines = section.items.map((item) => {
      step += 1;
      return `${step}. ${item.text}`;
    });
    blocks.push([section.title, ...lines].filter(Boolean).join("\n"));
  }
  return blocks.filter((block) => block.trim()).join("\n\n");
}
