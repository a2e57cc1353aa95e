import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { appSearchFolding, benchCookSql, buildAndSeed, serveBuild, signInCookie } from "./start-server.mjs";

const PORT = 8794;
const APP = `http://localhost:${PORT}`;
const RECIPES = 10_000;
const SAMPLES = 60;
const PASSWORD = "bench marmalade on toast";
const foldForSearch = await appSearchFolding();

// 1. One cook with 10,000 recipes in both languages, written as SQL (the app's password format for the cook).
const q = (value) => (value === null ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);
const userId = "bench-cook";
const email = `bench-library@example.com`;
const now = Date.now();
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
const lines = benchCookSql({ userId, email, password: PASSWORD });
for (let i = 0; i < RECIPES; i++) {
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
  const id = `recipe-${String(i).padStart(5, "0")}`;
  const minutes = 10 + (i % 50);
  const cuisine = pick(["Italian", "German", "Indian", "French", "Mexican"], 3);
  const created = now - i * 60_000;
  lines.push(
    `INSERT INTO recipes (id, user_id, title, description, language, servings, total_minutes, cuisine, tags, diets, origin, created_at, updated_at) VALUES (${q(id)}, ${q(userId)}, ${q(title)}, ${q(`A bench recipe with ${food}.`)}, ${q(language)}, 4, ${minutes}, ${q(cuisine)}, '[]', '[]', 'manual', ${created}, ${created});`,
    `INSERT INTO ingredient_sections (id, recipe_id, position) VALUES (${i + 1}, ${q(id)}, 0);`,
    `INSERT INTO ingredients (section_id, position, original, food) VALUES ${ingredientLines.map((line, position) => `(${i + 1}, ${position}, ${q(line)}, ${q(line)})`).join(", ")};`,
    `INSERT INTO instruction_sections (id, recipe_id, position) VALUES (${i + 1}, ${q(id)}, 0);`,
    `INSERT INTO steps (section_id, position, text) VALUES ${stepTexts.map((text, position) => `(${i + 1}, ${position}, ${q(text)})`).join(", ")};`,
    `INSERT INTO recipes_fts (recipe_id, user_id, title, description, ingredients, steps, tags) VALUES (${q(id)}, ${q(userId)}, ${q(foldForSearch(title))}, ${q(foldForSearch(`A bench recipe with ${food}.`))}, ${q(foldForSearch(ingredientLines.join("\n")))}, ${q(foldForSearch(stepTexts.join("\n")))}, ${q(foldForSearch(cuisine))});`,
  );
}
// 2. Build, and a fresh database with every migration and those rows.
buildAndSeed(PORT, "bench-library", lines);

// 3. Serve, sign in, and time the list and search data requests.
const stop = await serveBuild(PORT, { keepState: true });
const quantile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))];
const timings = { list: [], search: [] };
try {
  const cookie = await signInCookie(APP, { email, password: PASSWORD });
  const queries = [
    "kase",
    "Käse",
    "tomato soup",
    "Kartoffel",
    "garlic",
    "spinat",
    "pilz",
    "Linsen eintopf",
    "apple pie",
    "brot",
  ];
  const get = async (path) => {
    const started = performance.now();
    const response = await fetch(`${APP}${path}`, { headers: { cookie } });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok || body.length < 100) throw new Error(`${path} answered ${response.status}`);
    return elapsed;
  };
  for (let i = 0; i < SAMPLES + 5; i++) {
    const list = await get(`/recipes.data${i % 2 ? "?sort=title" : ""}`);
    const search = await get(`/recipes.data?q=${encodeURIComponent(queries[i % queries.length])}`);
    if (i >= 5) {
      timings.list.push(list);
      timings.search.push(search);
    }
  }
} finally {
  stop();
}

// 4. Report.
const ms = (value) => value.toFixed(1);
const figures = {
  list_p50_ms: ms(quantile(timings.list, 0.5)),
  list_p95_ms: ms(quantile(timings.list, 0.95)),
  search_p50_ms: ms(quantile(timings.search, 0.5)),
  search_p95_ms: ms(quantile(timings.search, 0.95)),
};
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:library:start -->",
  `Measured ${date} with \`npm run bench:library\` on this project's 2-core machine: one cook with ${RECIPES.toLocaleString("en")}`,
  `recipes in local D1 (\`wrangler dev\` on the build), ${SAMPLES} signed-in requests each to the list's data URL`,
  "(`/recipes.data`, first page, recent and by title) and to a search (`/recipes.data?q=…`, ten queries in both",
  "languages, with and without umlauts); the whole request is timed, server rendering of the data included.",
  "",
  "| What | p50 | p95 |",
  "| --- | --- | --- |",
  `| Recipe list, first page | ${figures.list_p50_ms} ms | ${figures.list_p95_ms} ms |`,
  `| Search | ${figures.search_p50_ms} ms | ${figures.search_p95_ms} ms |`,
  "<!-- bench:library:end -->",
].join("\n");
writeBenchmarkSection("library", "Recipes: list and search", section);
console.log(
  `bench:library recipes=${RECIPES} ${Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ")}`,
);
process.exit(0);
