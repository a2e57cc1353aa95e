import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { librarySql } from "./library-sql.mjs";
import { buildAndSeed, serveBuild, signInCookie } from "./start-server.mjs";

const PORT = 8794;
const APP = `http://localhost:${PORT}`;
const RECIPES = 10_000;
const SAMPLES = 60;
const PASSWORD = "bench marmalade on toast";
const userId = "bench-cook";
const email = "bench-library@example.com";

// 1. One cook with 10,000 recipes in both languages.
const { sql: lines } = librarySql({ userId, email, password: PASSWORD, recipes: RECIPES });
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
