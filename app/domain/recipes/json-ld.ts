import type { RecipeDetail } from "./recipes.server";

/**
 * A cook's recipes as schema.org Recipe JSON-LD, one file, and back. Everything schema.org names goes in its own
 * terms, so other apps read the file; what it has no term for (ingredient sections, diets, how the recipe was added)
 * goes in terms of our own under the "mise:" prefix, so a file exported here imports without loss.
 */
const MISE = "https://mise.example/ns#";
export const JSON_LD_CONTEXT = ["https://schema.org", { mise: MISE }];

type Json = Record<string, unknown>;

const duration = (minutes: number | null) => (minutes === null ? undefined : `PT${minutes}M`);

export function toJsonLd(recipes: RecipeDetail[]): Json {
  return {
    "@context": JSON_LD_CONTEXT,
    "@graph": recipes.map((recipe) => ({
      "@type": "Recipe",
      name: recipe.title,
      description: recipe.description ?? undefined,
      inLanguage: recipe.language,
      recipeYield: recipe.servings === null ? undefined : String(recipe.servings),
      prepTime: duration(recipe.prepMinutes),
      cookTime: duration(recipe.cookMinutes),
      totalTime: duration(recipe.totalMinutes),
      recipeCuisine: recipe.cuisine ?? undefined,
      recipeCategory: recipe.category ?? undefined,
      keywords: recipe.tags.length > 0 ? recipe.tags.join(", ") : undefined,
      url: recipe.sourceUrl ?? undefined,
      author: recipe.sourceAuthor ? { "@type": "Person", name: recipe.sourceAuthor } : undefined,
      dateCreated: recipe.createdAt.toISOString(),
      dateModified: recipe.updatedAt.toISOString(),
      recipeIngredient: recipe.ingredientSections.flatMap((section) => section.items.map((line) => line.original)),
      recipeInstructions: recipe.instructionSections.map((section) => ({
        "@type": "HowToSection",
        name: section.title ?? undefined,
        itemListElement: section.items.map((step) => ({ "@type": "HowToStep", text: step.text })),
      })),
      "mise:ingredientSections": recipe.ingredientSections.map((section) => ({
        name: section.title ?? undefined,
        recipeIngredient: section.items.map((line) => line.original),
      })),
      "mise:yieldUnit": recipe.yieldUnit ?? undefined,
      "mise:diets": recipe.diets.length > 0 ? recipe.diets : undefined,
      "mise:origin": recipe.origin,
      "mise:sourceSite": recipe.sourceSite ?? undefined,
    })),
  };
}

/** The form fields of the recipe editor, plus what only an import carries. */
export type ImportedRecipe = {
  fields: Record<string, string | string[]>;
  origin: "manual" | "import" | "scan" | "ai";
  diets: string[];
  sourceUrl: string | null;
  sourceSite: string | null;
  sourceAuthor: string | null;
  yieldUnit: string | null;
};

const text = (value: unknown): string => {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === "object" && "name" in value) return text((value as Json).name);
  return "";
};
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** ISO 8601 durations ("PT1H30M", "P0DT20M") in whole minutes; anything else is no time. */
export function minutesOf(value: unknown): string {
  const match = text(value).match(
    /^P(?:(\d+)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i,
  );
  if (!match || text(value) === "P") return "";
  const [, days, hours, minutes, seconds] = match.map((part) => Number(part ?? 0));
  return String(Math.round((days ?? 0) * 1440 + (hours ?? 0) * 60 + (minutes ?? 0) + (seconds ?? 0) / 60));
}

function isRecipe(node: unknown): node is Json {
  if (!node || typeof node !== "object") return false;
  return list((node as Json)["@type"]).some((type) => type === "Recipe");
}

/** Recipes anywhere in a JSON-LD document: one object, an array, or a @graph. */
export function findRecipes(document: unknown): Json[] {
  if (Array.isArray(document)) return document.flatMap(findRecipes);
  if (!document || typeof document !== "object") return [];
  if (isRecipe(document)) return [document];
  const graph = (document as Json)["@graph"];
  return graph === undefined ? [] : findRecipes(graph);
}

function instructionSections(value: unknown): { title: string; steps: string[] }[] {
  const items = list(value);
  if (typeof value === "string") return [{ title: "", steps: value.split(/\r?\n/) }];
  const sections: { title: string; steps: string[] }[] = [];
  let loose: string[] = [];
  for (const item of items) {
    if (item && typeof item === "object" && list((item as Json)["@type"]).includes("HowToSection")) {
      if (loose.length > 0) sections.push({ title: "", steps: loose });
      loose = [];
      const element = item as Json;
      sections.push({ title: text(element.name), steps: list(element.itemListElement).map(stepText) });
    } else loose.push(stepText(item));
  }
  if (loose.length > 0 || sections.length === 0) sections.push({ title: "", steps: loose });
  return sections;
}

function stepText(item: unknown): string {
  if (typeof item === "string") return item;
  if (item && typeof item === "object") return text((item as Json).text ?? (item as Json).name);
  return "";
}

export function fromJsonLd(recipe: Json): ImportedRecipe {
  const ownSections = list(recipe["mise:ingredientSections"]).filter(
    (section): section is Json => Boolean(section) && typeof section === "object",
  );
  const ingredientSections =
    ownSections.length > 0
      ? ownSections.map((section) => ({ title: text(section.name), lines: list(section.recipeIngredient).map(text) }))
      : [{ title: "", lines: list(recipe.recipeIngredient ?? recipe.ingredients).map(text) }];
  const steps = instructionSections(recipe.recipeInstructions);
  const language = text(recipe.inLanguage).toLowerCase().startsWith("de") ? "de" : "en";
  const servings = text(recipe.recipeYield).match(/\d+/)?.[0] ?? "";
  const origin = text(recipe["mise:origin"]);
  const url = text(recipe.url);
  return {
    fields: {
      title: text(recipe.name),
      description: text(recipe.description),
      language,
      servings,
      prepMinutes: minutesOf(recipe.prepTime),
      cookMinutes: minutesOf(recipe.cookTime),
      totalMinutes: minutesOf(recipe.totalTime),
      cuisine: text(recipe.recipeCuisine),
      category: text(recipe.recipeCategory),
      tags: list(recipe.keywords).map(text).join(", "),
      ingredientSectionTitle: ingredientSections.map((section) => section.title),
      ingredientSectionLines: ingredientSections.map((section) => section.lines.join("\n")),
      stepSectionTitle: steps.map((section) => section.title),
      stepSectionText: steps.map((section) => section.steps.join("\n")),
    },
    origin: origin === "manual" || origin === "scan" || origin === "ai" ? origin : "import",
    diets: list(recipe["mise:diets"]).map(text).filter(Boolean),
    sourceUrl: /^https?:\/\//i.test(url) ? url : null,
    sourceSite: text(recipe["mise:sourceSite"]) || null,
    sourceAuthor: text(recipe.author) || null,
    yieldUnit: text(recipe["mise:yieldUnit"]) || null,
  };
}
