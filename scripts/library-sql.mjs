// The library the benches seed: one cook with `recipes` recipes in both languages (two in three German), written
// as SQL the way the app would have stored them, search index included (bench:library, bench:perf).
import { appSearchFolding, benchCookSql } from "./start-server.mjs";

// The app's own folding, so the seeded index is exactly what the app would have written.
const foldForSearch = await appSearchFolding();

const q = (value) => (value === null ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);
const DISHES = {
  en: ["Soup", "Stew", "Salad", "Pie", "Curry", "Pasta", "Risotto", "Tart", "Bake", "Stir-fry", "Pancakes", "Bread"],
  de: [
    "Suppe",
    "Eintopf",
    "Salat",
    "Kuchen",
    "Auflauf",
    "Spätzle",
    "Knödel",
    "Braten",
    "Pfanne",
    "Strudel",
    "Brot",
    "Soße",
  ],
};
const FOODS = {
  en: [
    "tomato",
    "potato",
    "onion",
    "garlic",
    "chicken",
    "lentil",
    "pumpkin",
    "spinach",
    "mushroom",
    "cheese",
    "apple",
    "carrot",
  ],
  de: [
    "Tomate",
    "Kartoffel",
    "Zwiebel",
    "Knoblauch",
    "Hähnchen",
    "Linsen",
    "Kürbis",
    "Spinat",
    "Pilze",
    "Käse",
    "Äpfel",
    "Möhren",
  ],
};

/**
 * SQL for the cook (who signs in with `password`) and their `recipes` recipes, newest first by id, and the recipes'
 * ids. Several cooks in one database each need their own `idPrefix` and `firstSection` (the sections' ids).
 */
export function librarySql({ userId, email, password, recipes, idPrefix = "recipe-", firstSection = 1 }) {
  const now = Date.now();
  const lines = benchCookSql({ userId, email, password });
  const ids = [];
  for (let i = 0; i < recipes; i++) {
    const language = i % 3 === 0 ? "en" : "de";
    const pick = (list, offset) => list[(i * 7 + offset * 13) % list.length];
    const food = pick(FOODS[language], 0);
    const second = pick(FOODS[language], 1);
    const title = `${food} ${pick(DISHES[language], 2).toLowerCase()} ${i}`.replace(/^./, (c) => c.toUpperCase());
    const ingredientLines = [
      `400 g ${food}`,
      `2 ${second}`,
      language === "de" ? "1 EL Olivenöl" : "1 tbsp olive oil",
      language === "de" ? "1 Prise Salz" : "1 pinch salt",
    ];
    const stepTexts = [
      language === "de" ? `${food} schneiden und 10 Minuten garen.` : `Chop the ${food} and cook for 10 minutes.`,
      language === "de" ? `Mit ${second} servieren.` : `Serve with ${second}.`,
    ];
    const id = `${idPrefix}${String(i).padStart(5, "0")}`;
    const section = firstSection + i;
    ids.push(id);
    const minutes = 10 + (i % 50);
    const cuisine = pick(["Italian", "German", "Indian", "French", "Mexican"], 3);
    const created = now - i * 60_000;
    lines.push(
      `INSERT INTO recipes (id, user_id, title, description, language, servings, total_minutes, cuisine, tags, diets, origin, created_at, updated_at) VALUES (${q(id)}, ${q(userId)}, ${q(title)}, ${q(`A bench recipe with ${food}.`)}, ${q(language)}, 4, ${minutes}, ${q(cuisine)}, '[]', '[]', 'manual', ${created}, ${created});`,
      `INSERT INTO ingredient_sections (id, recipe_id, position) VALUES (${section}, ${q(id)}, 0);`,
      `INSERT INTO ingredients (section_id, position, original, food) VALUES ${ingredientLines.map((line, position) => `(${section}, ${position}, ${q(line)}, ${q(line)})`).join(", ")};`,
      `INSERT INTO instruction_sections (id, recipe_id, position) VALUES (${section}, ${q(id)}, 0);`,
      `INSERT INTO steps (section_id, position, text) VALUES ${stepTexts.map((text, position) => `(${section}, ${position}, ${q(text)})`).join(", ")};`,
      `INSERT INTO recipes_fts (recipe_id, user_id, title, description, ingredients, steps, tags) VALUES (${q(id)}, ${q(userId)}, ${q(foldForSearch(title))}, ${q(foldForSearch(`A bench recipe with ${food}.`))}, ${q(foldForSearch(ingredientLines.join("\n")))}, ${q(foldForSearch(stepTexts.join("\n")))}, ${q(foldForSearch(cuisine))});`,
    );
  }
  return { sql: lines, ids };
}
