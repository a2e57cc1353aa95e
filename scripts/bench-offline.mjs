// bench:offline (ADR 017): on the build in Chromium with the real service worker, one cook with 500 recipes turns on
// 'Keep all my recipes offline'; then, without a network, every recipe page is opened (the share that opens must
// be 100 %), a sample of them timed from navigation to the recipe's heading, and the space the kept library takes.
import { chromium } from "playwright";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { benchCookSql, buildAndSeed, serveBuild, signInCookie } from "./start-server.mjs";

const PORT = 8793;
const APP = `http://localhost:${PORT}`;
const RECIPES = 500;
const TIMED = 100;
const PASSWORD = "bench marmalade on toast";
const email = "bench-offline@example.com";
const userId = "bench-offline-cook";

// 1. One cook with 500 recipes of typical size (two sections of ingredients and steps), written as SQL.
const q = (value) => (value === null ? "NULL" : `'${String(value).replaceAll("'", "''")}'`);
const FOODS = ["tomato", "potato", "onion", "garlic", "chicken", "lentil", "pumpkin", "spinach", "mushroom", "apple"];
const DISHES = ["soup", "stew", "salad", "pie", "curry", "pasta", "risotto", "tart", "bake", "bread"];
const lines = benchCookSql({ userId, email, password: PASSWORD });
const now = Date.now();
const ids = [];
for (let i = 0; i < RECIPES; i++) {
  const food = FOODS[i % FOODS.length];
  const dish = DISHES[(i * 3) % DISHES.length];
  const id = `offline-${String(i).padStart(4, "0")}`;
  ids.push(id);
  const title = `${food[0].toUpperCase()}${food.slice(1)} ${dish} ${i}`;
  const ingredients = [
    `400 g ${food}`,
    "2 onions",
    "1 tbsp olive oil",
    "500 ml stock",
    "1 pinch salt",
    "2 cloves garlic",
  ];
  const steps = [
    `Chop the ${food} and the onions.`,
    "Soften the onions in the oil for 5 minutes.",
    `Add the ${food} and the stock and simmer for 25 minutes.`,
    "Season and serve hot.",
  ];
  const at = now - i * 60_000;
  lines.push(
    `INSERT INTO recipes (id, user_id, title, description, language, servings, total_minutes, cuisine, tags, diets, origin, created_at, updated_at) VALUES (${q(id)}, ${q(userId)}, ${q(title)}, ${q(`A ${dish} of ${food} for every day.`)}, 'en', 4, ${30 + (i % 40)}, 'Italian', '[]', '[]', 'manual', ${at}, ${at});`,
    `INSERT INTO ingredient_sections (id, recipe_id, position) VALUES (${i + 1}, ${q(id)}, 0);`,
    `INSERT INTO ingredients (section_id, position, original, food) VALUES ${ingredients.map((line, position) => `(${i + 1}, ${position}, ${q(line)}, ${q(line)})`).join(", ")};`,
    `INSERT INTO instruction_sections (id, recipe_id, position) VALUES (${i + 1}, ${q(id)}, 0);`,
    `INSERT INTO steps (section_id, position, text) VALUES ${steps.map((text, position) => `(${i + 1}, ${position}, ${q(text)})`).join(", ")};`,
    `INSERT INTO recipes_fts (recipe_id, user_id, title, description, ingredients, steps, tags) VALUES (${q(id)}, ${q(userId)}, ${q(title.toLowerCase())}, '', ${q(ingredients.join("\n"))}, ${q(steps.join("\n"))}, '');`,
  );
}
buildAndSeed(PORT, "bench-offline", lines);

// 2. Serve; in Chromium, sign in, let the service worker take over, keep the library and measure.
const stop = await serveBuild(PORT, { keepState: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const quantile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(share * values.length))];
let figures;
try {
  const context = await browser.newContext();
  const cookie = await signInCookie(APP, { email, password: PASSWORD });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("="), url: APP };
    }),
  );
  await context.addCookies([{ name: "consent", value: "necessary", url: APP }]);
  const page = await context.newPage();
  await page.goto(`${APP}/settings/offline`);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 60_000 });
  const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const before = await usage();
  const started = performance.now();
  await page.getByRole("switch", { name: "Keep all my recipes offline" }).click();
  const kept = page.getByText(/recipes kept on this device \(/);
  // The settings page reports the progress; it is logged, so a stalled run shows where it stopped.
  for (
    let waited = 0;
    !(await kept.waitFor({ timeout: 30_000 }).then(
      () => true,
      () => false,
    ));
    waited += 30
  ) {
    if (waited > 20 * 60) throw new Error("keeping the library did not finish in 20 minutes");
    const status = await page.getByRole("status").allTextContents();
    console.log(`bench:offline keeping… ${status.join(" | ")}`);
  }
  const keepSeconds = (performance.now() - started) / 1000;
  const keptText = await kept.textContent();
  const used = (await usage()) - before;

  await context.setOffline(true);
  let opened = 0;
  const timings = [];
  for (const [index, id] of ids.entries()) {
    const begin = performance.now();
    try {
      await page.goto(`${APP}/recipes/${id}`, { waitUntil: "commit" });
      await page.getByRole("heading", { level: 1, name: new RegExp(` ${Number(id.slice(-4))}$`) }).waitFor({
        timeout: 10_000,
      });
      opened += 1;
      if (index % (RECIPES / TIMED) === 0) timings.push(performance.now() - begin);
    } catch {}
  }
  figures = {
    open_p50_ms: quantile(timings, 0.5).toFixed(0),
    open_p95_ms: quantile(timings, 0.95).toFixed(0),
    kib_per_100: (used / 1024 / (RECIPES / 100)).toFixed(0),
    offline_share: `${((opened / RECIPES) * 100).toFixed(1)}%`,
    keep_all_s: keepSeconds.toFixed(0),
    kept_text: keptText,
  };
} finally {
  await browser.close();
  stop();
}

// 3. Report.
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:offline:start -->",
  `Measured ${date} with \`npm run bench:offline\` on this project's 2-core machine: the build under \`wrangler dev\`,`,
  `Debian's Chromium with the app's service worker, one cook with ${RECIPES} recipes (six ingredients, four steps, no`,
  "photos). 'Keep all my recipes offline' in Settings keeps every recipe's page, cook mode and editor (document and",
  "data), handed to the service worker 20 recipes at a time; then the network is cut (`context.setOffline(true)`)",
  "and every recipe page is opened by a full navigation.",
  `Opening is timed for ${TIMED} of them from navigation to the recipe's heading. Space is the growth of`,
  "`navigator.storage.estimate().usage` while the library was kept (kept pages are stored gzipped).",
  "",
  "| What | Figure |",
  "| --- | --- |",
  `| Recipe pages that open offline after 'Keep all' | ${figures.offline_share} of ${RECIPES} |`,
  `| Open a kept recipe offline, p50 / p95 | ${figures.open_p50_ms} ms / ${figures.open_p95_ms} ms |`,
  `| Storage per 100 recipes | ${figures.kib_per_100} KiB |`,
  `| Keeping all ${RECIPES} recipes (online, from the switch) | ${figures.keep_all_s} s |`,
  "",
  `The settings page then said: “${figures.kept_text}”`,
  "<!-- bench:offline:end -->",
].join("\n");
writeBenchmarkSection("offline", "Offline reading", section);
console.log(
  `bench:offline open_p95_ms=${figures.open_p95_ms} kib_per_100=${figures.kib_per_100} offline_share=${figures.offline_share}`,
);
process.exit(0);
