import { densityOf } from "~/domain/recipes/conversion";
import { lookupUnit, unitFactor, unitKind } from "~/domain/recipes/units";
import { type Constraints, DIET_RULES } from "./constraints";
import { FOOD_BY_ID } from "./foods";
import { type Flags, scanFoods } from "./lexicon";
import type { GeneratedRecipe, Idea } from "./schemas";
import { durationOf, fold } from "./vocabulary";

/**
 * Independent checks on every idea and recipe, whichever engine made it. They read the final text, not the engine's
 * own bookkeeping: a diet or an allergy is violated when a food word in the text says so.
 */

export type Violation = {
  kind: "diet" | "allergen" | "avoided" | "duration" | "unused-ingredient" | "unlisted-ingredient" | "quantity";
  detail: string;
};

type Checked = Pick<Constraints, "duration" | "diets" | "allergens" | "avoidFoods" | "avoidWords">;

/**
 * Drops what a description explicitly rules out ("without nuts", "ohne Nüsse"), so it is not read as food; "nut-free"
 * and "milchfrei" are recognised by the scanner itself.
 */
function withoutNegations(text: string): string {
  return text.replace(
    /(?<![\p{L}-])(?:without|no|not|ohne|kein\p{L}*|free from|frei von)\s+[\p{L}-]+(?:\s*(?:,|and|or|und|oder)\s*[\p{L}-]+)*/giu,
    " ",
  );
}

function violationsIn(text: string, constraints: Checked): Violation[] {
  const violations: Violation[] = [];
  const matches = scanFoods(text);
  for (const match of matches) {
    if (match.negated) continue;
    const flags: Flags = match.term.flags;
    for (const diet of constraints.diets) {
      const rule = DIET_RULES[diet];
      const broken =
        flags.kinds.find((kind) => rule.kinds?.includes(kind)) ??
        flags.allergens.find((allergen) => rule.allergens?.includes(allergen)) ??
        flags.traits.find((trait) => rule.traits?.includes(trait));
      if (broken) violations.push({ kind: "diet", detail: `${diet}: ${match.text}` });
    }
    const allergen = flags.allergens.find((candidate) => constraints.allergens.includes(candidate));
    if (allergen) violations.push({ kind: "allergen", detail: `${allergen}: ${match.text}` });
    if (match.term.foodId && constraints.avoidFoods.includes(match.term.foodId)) {
      violations.push({ kind: "avoided", detail: match.text });
    }
  }
  const folded = ` ${fold(text)} `;
  for (const word of constraints.avoidWords) {
    const pattern = new RegExp(` ${word.replace(/ /g, " ")}(?:s|es|n|en|e)? `);
    if (pattern.test(folded)) violations.push({ kind: "avoided", detail: word });
  }
  return violations;
}

function requiresMeat(constraints: Checked, text: string): Violation[] {
  if (!constraints.diets.includes("meat-based")) return [];
  const meat = scanFoods(text).some((match) =>
    match.term.flags.kinds.some((kind) => kind === "meat" || kind === "poultry"),
  );
  return meat ? [] : [{ kind: "diet", detail: "meat-based: no meat" }];
}

export function checkIdea(idea: Idea, constraints: Checked): Violation[] {
  const text = [idea.title, withoutNegations(idea.description), ...idea.keyIngredients].join("\n");
  const violations = violationsIn(text, constraints);
  violations.push(...requiresMeat(constraints, [idea.title, ...idea.keyIngredients].join("\n")));
  if (durationOf(idea.minutes) !== constraints.duration) {
    violations.push({ kind: "duration", detail: `${idea.minutes} min` });
  }
  return violations;
}

const STOP_WORDS = new Set(
  [
    "fresh",
    "dried",
    "ground",
    "canned",
    "can",
    "small",
    "large",
    "big",
    "ripe",
    "red",
    "green",
    "white",
    "black",
    "yellow",
    "flat",
    "leaf",
    "smooth",
    "roasted",
    "toasted",
    "grated",
    "boneless",
    "peeled",
    "pitted",
    "plain",
    "heavy",
    "dry",
    "sweet",
    "smoked",
    "frozen",
    "firm",
    "aus",
    "der",
    "dose",
    "frisch",
    "frische",
    "frischer",
    "frisches",
    "getrocknet",
    "getrockneter",
    "gemahlen",
    "gemahlener",
    "gemahlene",
    "geroestet",
    "geroestete",
    "geroestetes",
    "geriebener",
    "rote",
    "roter",
    "gruene",
    "weisse",
    "schwarze",
    "schwarzer",
    "kleine",
    "reife",
    "ohne",
    "knochen",
    "glatte",
    "helle",
    "breite",
    "entsteinte",
    "trockener",
    "festkochende",
    "gegarte",
    "vegetarischer",
    "vegane",
    "stange",
    "stangen",
    "and",
    "und",
    "or",
    "oder",
    "with",
    "mit",
    "of",
    "the",
  ].map(fold),
);

/** The words of an ingredient's name a step would use for it: "canned chickpeas" gives "chickpeas". */
function keyWords(food: string): string[] {
  return fold(food.replace(/\([^)]*\)/g, " "))
    .split(" ")
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
}

/**
 * A step names an ingredient when one of its key words, or that word's stem, appears in it, or when a step word of
 * five letters or more begins the key word (German compounds: "Lachs" for "Lachsfilet", "Knoblauch" for
 * "Knoblauchzehen").
 */
function mentions(stepText: string, food: string): boolean {
  const words = keyWords(food);
  if (words.length === 0) return true;
  const folded = ` ${fold(stepText)} `;
  const stepWords = new Set(folded.split(" ").filter((word) => word.length >= 5));
  return words.some((word) => {
    const stem = word.length > 5 ? word.slice(0, word.length - 2) : word;
    if (folded.includes(` ${stem}`) || (word.length >= 6 && folded.includes(stem))) return true;
    return [...stepWords].some((stepWord) => word.startsWith(stepWord));
  });
}

const GRAMS_PER_SERVING_MAX = 700;
const SOLIDS_PER_SERVING = [60, 1200] as const;
const SALT_PER_SERVING_MAX_G = 4;
const FAT_PER_SERVING_MAX_ML = 40;
const SPICE_PER_SERVING_MAX_ML = 12;

function gramsOf(ingredient: GeneratedRecipe["ingredients"][number]): number | null {
  if (ingredient.quantity === null) return null;
  const quantity = ingredient.quantityMax ?? ingredient.quantity;
  const unit = ingredient.unit ? lookupUnit(ingredient.unit) : undefined;
  const foodId = scanFoods(ingredient.food)[0]?.term.foodId;
  if (!unit || unitKind(unit) === "count") {
    if (ingredient.unit && !unit) return null;
    const pieceGrams = (foodId ? FOOD_BY_ID.get(foodId)?.pieceGrams : undefined) ?? 100;
    return quantity * pieceGrams;
  }
  const factor = unitFactor(unit) ?? 1;
  if (unitKind(unit) === "mass") return quantity * factor;
  return quantity * factor * (densityOf(ingredient.food)?.density ?? 1);
}

function quantityViolations(recipe: GeneratedRecipe): Violation[] {
  const violations: Violation[] = [];
  let solids = 0;
  for (const ingredient of recipe.ingredients) {
    const grams = gramsOf(ingredient);
    if (grams === null) continue;
    const perServing = grams / recipe.servings;
    const folded = fold(ingredient.food);
    const unit = ingredient.unit ? lookupUnit(ingredient.unit) : undefined;
    const liquid = unit !== undefined && unitKind(unit) === "volume" && (densityOf(ingredient.food)?.liquid ?? true);
    if (perServing > GRAMS_PER_SERVING_MAX) {
      violations.push({ kind: "quantity", detail: `${ingredient.food}: ${Math.round(perServing)} g per serving` });
    }
    if (/\b(salt|salz)\b/.test(folded) && perServing > SALT_PER_SERVING_MAX_G) {
      violations.push({ kind: "quantity", detail: `${ingredient.food}: too much salt` });
    }
    if (/\b(oil|oel|butter)\b|oel\b/.test(folded) && perServing > FAT_PER_SERVING_MAX_ML) {
      violations.push({ kind: "quantity", detail: `${ingredient.food}: too much fat` });
    }
    if (unit === "tsp" && perServing > SPICE_PER_SERVING_MAX_ML) {
      violations.push({ kind: "quantity", detail: `${ingredient.food}: too much` });
    }
    if (!liquid) solids += perServing;
  }
  if (solids > 0 && (solids < SOLIDS_PER_SERVING[0] || solids > SOLIDS_PER_SERVING[1])) {
    violations.push({ kind: "quantity", detail: `${Math.round(solids)} g of food per serving` });
  }
  return violations;
}

export function checkRecipe(recipe: GeneratedRecipe, constraints: Checked): Violation[] {
  const lines = recipe.ingredients.map((ingredient) => [ingredient.food, ingredient.note].filter(Boolean).join(", "));
  const stepsText = recipe.steps.join("\n");
  const text = [
    recipe.title,
    withoutNegations(recipe.description),
    ...lines,
    stepsText,
    ...recipe.tips.map(withoutNegations),
  ].join("\n");
  const violations = violationsIn(text, constraints);
  violations.push(...requiresMeat(constraints, lines.join("\n")));
  if (durationOf(recipe.prepMinutes + recipe.cookMinutes) !== constraints.duration) {
    violations.push({ kind: "duration", detail: `${recipe.prepMinutes + recipe.cookMinutes} min` });
  }
  for (const ingredient of recipe.ingredients) {
    if (!mentions(stepsText, ingredient.food)) violations.push({ kind: "unused-ingredient", detail: ingredient.food });
  }
  const listed = new Set(
    recipe.ingredients.flatMap((ingredient) => scanFoods(ingredient.food).map((match) => match.term)),
  );
  const listedFoods = new Set([...listed].map((term) => term.foodId).filter(Boolean));
  for (const match of scanFoods(stepsText)) {
    if (match.term.staple || listed.has(match.term)) continue;
    if (match.term.foodId && listedFoods.has(match.term.foodId)) continue;
    // "the pasta" for penne, "the fish" for cod: a family word for a listed food.
    const groups = FOOD_BY_ID.get(match.term.foodId ?? "")?.groups ?? [];
    if ([...listedFoods].some((id) => FOOD_BY_ID.get(id ?? "")?.groups?.some((group) => groups.includes(group))))
      continue;
    if (recipe.ingredients.some((ingredient) => mentions(ingredient.food, match.text))) continue;
    violations.push({ kind: "unlisted-ingredient", detail: match.text });
  }
  violations.push(...quantityViolations(recipe));
  return violations;
}
