// bench:import — the URL importer against the 402 saved recipe pages of ../shared/import-corpus, through the real
// endpoint (`POST /api/recipes/import`, signed in) of the built app under `wrangler dev`; the corpus's own scorer
// serves the pages on 127.0.0.1 and scores the answers. Self-contained: builds, migrates a fresh local database,
// seeds one cook, serves, scores, stops. Writes between the bench:import markers in docs/benchmarks.md and ends with
// one summary line.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { benchCookSql, buildAndSeed, serveBuild, signInCookie } from "./start-server.mjs";

const PORT = 8795;
const APP = `http://localhost:${PORT}`;
const CORPUS = "../shared/import-corpus";
const cook = { userId: "bench-importer", email: "bench-import@example.com", password: "bench marmalade on toast" };

/** One scorer run; resolves with its output lines and per-case results. */
function score(cookie, extra, jsonOut) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "node",
      [
        `${CORPUS}/score.mjs`,
        "--endpoint",
        `${APP}/api/recipes/import`,
        "--header",
        `Cookie: ${cookie}`,
        "--json-out",
        jsonOut,
        ...extra,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`score.mjs exited ${code}`))));
  });
}

buildAndSeed(PORT, "bench-import", benchCookSql(cook));

const stop = await serveBuild(PORT, { keepState: true });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
let output;
let results;
let floorMs = 0;
try {
  const cookie = await signInCookie(APP, cook);
  // What a request costs before any of the app's code runs: a static file through wrangler dev's local proxy.
  const floorTimes = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    const started = performance.now();
    await (await fetch(`${APP}/favicon.ico`)).arrayBuffer();
    floorTimes.push(performance.now() - started);
  }
  floorMs = median(floorTimes);
  // A short warm-up so the first pages do not pay for the isolate's start.
  await score(cookie, ["--limit", "10"], ".wrangler/bench-import-warmup.json");
  output = await score(cookie, ["--concurrency", "1"], ".wrangler/bench-import.json");
  results = JSON.parse(readFileSync(".wrangler/bench-import.json", "utf8")).results;
} finally {
  stop();
}

const mean = (cases) => cases.reduce((sum, item) => sum + (item.scores?.overall ?? 0), 0) / Math.max(1, cases.length);
const stages = {};
for (const item of results) {
  const stage = item.actual?.stage ?? "failed";
  stages[stage] = (stages[stage] ?? 0) + 1;
}
const figures = {
  overall: mean(results).toFixed(3),
  german: mean(results.filter((item) => item.german)).toFixed(3),
  nomarkup: mean(results.filter((item) => item.markup === "none")).toFixed(3),
  median_ms: median(results.map((item) => item.ms)).toFixed(1),
  cases: results.length,
};
const summaryLine = output
  .trim()
  .split("\n")
  .findLast((line) => line.startsWith("import-score:"));
const table = output.slice(output.indexOf("field "), output.indexOf("\nfailures")).trim();
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:import:start -->",
  `Measured ${date} with \`npm run bench:import\` on this project's 2-core machine: each of the ${figures.cases} saved`,
  "pages of `../shared/import-corpus` imported through `POST /api/recipes/import` (signed in, one at a time) from",
  "the built app under `wrangler dev`, the pages served by the corpus's `score.mjs` on 127.0.0.1 (the loopback",
  "setting is on only in this test server). Time per import is the whole request as the scorer sees it: the guarded",
  "fetch of the page, decoding, the cascade, and the answer. Of that, the local dev server itself takes",
  `${floorMs.toFixed(1)} ms (median of 50 requests for a static file, which no app code handles); a Worker in`,
  "production has no such proxy in front of it.",
  "",
  "| Figure | Value | Target |",
  "| --- | --- | --- |",
  `| Overall score | ${figures.overall} | ≥ 0.95 |`,
  `| German pages | ${figures.german} | ≥ 0.95 |`,
  `| Pages without recipe markup | ${figures.nomarkup} | ≥ 0.6 |`,
  `| Median time per import | ${figures.median_ms} ms | ≤ 20 ms |`,
  "",
  `Stage that produced the recipe: ${Object.entries(stages)
    .map(([stage, count]) => `${stage} ${count}`)
    .join(", ")}.`,
  "",
  "```",
  table,
  "",
  summaryLine,
  "```",
  "<!-- bench:import:end -->",
].join("\n");
writeBenchmarkSection("import", "Import from a website", section);
console.log(
  `bench:import overall=${figures.overall} german=${figures.german} nomarkup=${figures.nomarkup} median_ms=${figures.median_ms} cases=${figures.cases}`,
);
