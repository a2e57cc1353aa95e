// bench:perf — what a cook on a mid-range phone gets, measured from outside: Lighthouse 13's mobile preset (simulated
// Moto G Power on slow 4G; the median of 3 runs per page) on the public pages and, signed in with 500 recipes, on the
// library, a recipe and the dashboard; the JavaScript a first visit to `/` downloads; and the server side as
// requests per second of the app's pages against a bare Worker under the same `wrangler dev`, alternating, side by
// side in one run. Self-contained: builds, seeds, serves, measures, stops. Writes its section into
// docs/benchmarks.md and ends with one summary line.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { firstVisitJs } from "./js-budget.mjs";
import { librarySql } from "./library-sql.mjs";
import { runLighthouse } from "./lighthouse-run.mjs";
import { LOCALES } from "./locale-builds.mjs";
import { buildAndSeed, serveBuild, signInCookie, startServer } from "./start-server.mjs";

const PORT = 8797;
const BARE_PORT = 8798;
const APP = `http://localhost:${PORT}`;
const BARE = `http://localhost:${BARE_PORT}`;
const PASSWORD = "bench marmalade on toast";
const RUNS = 3;
const LOAD_SECONDS = 4;
const LOAD_ROUNDS = 3;
const CONNECTIONS = 10;
const PUBLIC_PAGES = ["/", "/de", "/pricing", "/articles", "/auth/signin"];
const SIGNED_IN_PAGES = ["/recipes", "/recipes/recipe-00000", "/dashboard"];

// 1. A cook with 500 recipes; build; a fresh database holding them.
const cook = { userId: "bench-cook", email: "bench-perf@example.com", password: PASSWORD };
buildAndSeed(PORT, "bench-perf", librarySql({ ...cook, recipes: 500 }).sql);
const firstVisit = firstVisitJs("build/client");
// The recipe list in each language, from that language's client build (ADR 019).
const listVisits = LOCALES.map((locale) => ({
  locale,
  ...firstVisitJs("build/client", "routes/recipes/index", locale),
}));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
// wrangler's local trace collector records every span of every request on the Worker's own thread, a cost a deployed
// Worker does not pay: it is off for both Workers (as in bench:import).
const stopApp = await serveBuild(PORT, { keepState: true, localTraces: false });
const stopBare = await startServer(
  "npx",
  ["wrangler", "dev", "-c", "scripts/bare-worker/wrangler.toml", "--port", String(BARE_PORT), "--ip", "127.0.0.1"],
  `${BARE}/page`,
  { localTraces: false },
);
const pages = [];
const load = [];
let homeBytes = 0;
try {
  // The consent choice a returning cook has made; a first visit to a public page has none and sees the dialog.
  const cookie = `${await signInCookie(APP, cook)}; consent=necessary`;

  // 2. Lighthouse, mobile preset (its default), each page RUNS times in a fresh headless Chromium. Signed-in pages get
  // the session as the browser's own cookies (a Cookie header given to Lighthouse does not reach the navigation);
  // Lighthouse clears a page's storage between runs but keeps cookies, as a signed-in cook's browser does.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    for (const [path, signedIn] of [
      ...PUBLIC_PAGES.map((path) => [path, false]),
      ...SIGNED_IN_PAGES.map((path) => [path, true]),
    ]) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        await browser.deleteCookie(...(await browser.cookies()));
        if (signedIn) {
          await browser.setCookie(
            ...cookie.split("; ").map((pair) => {
              const [name = "", ...value] = pair.split("=");
              return { name, value: value.join("="), domain: "localhost", path: "/" };
            }),
          );
        }
        const lhr = await runLighthouse(`${APP}${path}`, { port: chrome.port, onlyCategories: ["performance"] }, () =>
          browser.newPage(),
        );
        if (lhr.finalDisplayedUrl !== `${APP}${path}`) throw new Error(`${path} ended at ${lhr.finalDisplayedUrl}`);
        const scripts = lhr.audits["network-requests"].details.items.filter((item) => item.resourceType === "Script");
        // Where the main thread went (4x CPU slowdown, as Lighthouse's mobile preset counts it) and the scripts that
        // cost most of it: what a cook's phone spends its time on, the figures issue 24 asks to write down.
        const work = Object.fromEntries(
          lhr.audits["mainthread-work-breakdown"].details.items.map((item) => [item.group, item.duration]),
        );
        const costliest = lhr.audits["bootup-time"].details.items
          .filter((item) => item.url.startsWith(APP))
          .slice(0, 3)
          .map((item) => `${new URL(item.url).pathname.replace(/-[\w-]{8}\.js$/, ".js")} ${Math.round(item.total)} ms`);
        runs.push({
          work,
          costliest,
          score: Math.round(lhr.categories.performance.score * 100),
          fcp: lhr.audits["first-contentful-paint"].numericValue,
          lcp: lhr.audits["largest-contentful-paint"].numericValue,
          tbt: lhr.audits["total-blocking-time"].numericValue,
          js: scripts.reduce((sum, item) => sum + item.transferSize, 0),
          scriptCount: scripts.length,
        });
      }
      const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
      pages.push({ path, signedIn, ...middle, scores: runs.map((run) => run.score) });
      console.log(`lighthouse ${path}: ${runs.map((run) => run.score).join(", ")}`);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }

  // 3. Requests per second with CONNECTIONS at once, the app and the bare Worker alternating, LOAD_ROUNDS rounds.
  const hammer = async (url, headers) => {
    const latencies = [];
    const until = performance.now() + LOAD_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          latencies.push(performance.now() - started);
        }
      }),
    );
    return { rps: latencies.length / LOAD_SECONDS, p50: median(latencies) };
  };
  // The bare Worker also answers the very bytes of the app's `/`: the dev server's proxy in front of every Worker
  // parses each HTML answer (to add its live-reload script), so the size of a page costs there what no deployed
  // Worker pays, and the small page alone cannot tell that from the app's own work.
  const home = await (await fetch(`${APP}/`)).arrayBuffer();
  await fetch(`${BARE}/same`, { method: "PUT", body: home });
  homeBytes = home.byteLength;
  const pairs = [
    { page: "/", bare: "/page", headers: {} },
    { page: "/", bare: "/same", headers: {} },
    { page: "/pricing", bare: "/d1", headers: {} },
    { page: "/recipes", bare: "/d1", headers: { cookie } },
  ];
  const rounds = pairs.map(() => ({ app: [], bare: [] }));
  for (let round = 0; round < LOAD_ROUNDS; round++) {
    for (const [i, pair] of pairs.entries()) {
      rounds[i].app.push(await hammer(`${APP}${pair.page}`, pair.headers));
      rounds[i].bare.push(await hammer(`${BARE}${pair.bare}`, {}));
    }
  }
  for (const [i, pair] of pairs.entries()) {
    const app = { rps: median(rounds[i].app.map((r) => r.rps)), p50: median(rounds[i].app.map((r) => r.p50)) };
    const bare = { rps: median(rounds[i].bare.map((r) => r.rps)), p50: median(rounds[i].bare.map((r) => r.p50)) };
    load.push({ ...pair, app, bareRun: bare, ratio: app.rps / bare.rps });
  }
} finally {
  stopBare();
  stopApp();
  rmSync(".wrangler/bench-perf.sql", { force: true });
}

// 4. Report.
const kib = (bytes) => (bytes / 1024).toFixed(1);
const s = (value) => (value / 1000).toFixed(2);
const ms = (value) => `${Math.round(value ?? 0)}`;
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:perf:start -->",
  `Measured ${date} at ${commit} with \`npm run bench:perf\` on this project's 2-core machine: the build under`,
  `\`wrangler dev\`, Lighthouse 13 mobile preset (simulated Moto G Power, slow 4G), the median of ${RUNS} runs per page;`,
  "public pages as a first visit (no cookies, so the consent dialog shows), signed-in pages with a session and a",
  "consent choice, for a cook with 500 recipes. JavaScript is what Lighthouse saw transferred.",
  "",
  "| Page | Performance (runs) | First contentful paint | Largest contentful paint | Total blocking time | JavaScript |",
  "| --- | --- | --- | --- | --- | --- |",
  ...pages.map(
    (page) =>
      `| \`${page.path}\`${page.signedIn ? " (signed in)" : ""} | ${page.score} (${page.scores.join(", ")}) | ${s(page.fcp)} s | ${s(page.lcp)} s | ${Math.round(page.tbt)} ms | ${kib(page.js)} KiB in ${page.scriptCount} files |`,
  ),
  "",
  "Where the main thread went on each page (the median run, milliseconds under the preset's 4x CPU slowdown):",
  "",
  "| Page | Script evaluation | Style and layout | Parse HTML | Other | Costliest scripts |",
  "| --- | --- | --- | --- | --- | --- |",
  ...pages.map(
    (page) =>
      `| \`${page.path}\`${page.signedIn ? " (signed in)" : ""} | ${ms(page.work.scriptEvaluation)} | ${ms(page.work.styleLayout)} | ${ms(page.work.parseHTML)} | ${ms(page.work.other)} | ${page.costliest.join(", ") || "none"} |`,
  ),
  "",
  `First visit to \`/\` as the budget check counts it (a page sent as a plain document loads none, ADR 019; a page`,
  `that runs the app, by the build's manifest): ${kib(firstVisit.total)} KiB gzip in ${firstVisit.files.length} files,`,
  `of which React and React Router ${kib(firstVisit.framework)} KiB. The recipe list's, by the same count, from each`,
  `language's own client build: ${listVisits.map((visit) => `${visit.locale} ${kib(visit.total)} KiB in ${visit.files.length} files`).join(", ")}.`,
  "",
  `Server side: ${CONNECTIONS} connections for ${LOAD_SECONDS} s, the app's page and the bare Worker`,
  `(scripts/bare-worker/bare-worker.ts) alternating, ${LOAD_ROUNDS} rounds, medians; wrangler's local trace`,
  "collector is off for both (it stores every span of every request on the Worker's thread, which a deployed Worker",
  `does not). \`/same\` answers the bytes of the app's \`/\` (${kib(homeBytes)} KiB): wrangler`,
  "dev's proxy in front of every Worker parses each HTML answer to add its live-reload script, so there the size of a",
  "page costs what a deployed Worker does not pay; the ratio against `/same` is the app's own work per request.",
  "",
  "| App page | Requests/s (p50) | Bare Worker | Requests/s (p50) | Ratio |",
  "| --- | --- | --- | --- | --- |",
  ...load.map(
    (row) =>
      `| \`${row.page}\`${row.headers.cookie ? " (signed in)" : ""} | ${row.app.rps.toFixed(0)} (${row.app.p50.toFixed(0)} ms) | \`${row.bare}\` | ${row.bareRun.rps.toFixed(0)} (${row.bareRun.p50.toFixed(0)} ms) | ${row.ratio.toFixed(2)} |`,
  ),
  "<!-- bench:perf:end -->",
].join("\n");
writeBenchmarkSection("perf", "Speed on a phone, and on the server", section);
const minScore = (signedIn) => Math.min(...pages.filter((page) => page.signedIn === signedIn).flatMap((p) => p.scores));
console.log(
  `bench:perf lh_public_min=${minScore(false)} lh_signed_in_min=${minScore(true)} tbt_max_ms=${Math.round(Math.max(...pages.map((page) => page.tbt)))} js_first_visit_kib=${kib(firstVisit.total)} ${listVisits.map((visit) => `js_recipes_${visit.locale}_kib=${kib(visit.total)}`).join(" ")} ssr_ratio=${load[0].ratio.toFixed(2)} ssr_ratio_same_bytes=${load[1].ratio.toFixed(2)}`,
);
process.exit(0);
