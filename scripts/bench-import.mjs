// bench:import — the URL importer against a corpus of saved recipe pages (default ../shared/import-corpus; any
// folder in its format with `--corpus DIR`), through the real endpoint (`POST /api/recipes/import`, signed in) of the
// built app under `wrangler dev`; the corpus's own scorer serves the pages on 127.0.0.1 and scores the answers.
// Self-contained: builds, migrates a fresh local database, seeds its cooks, serves, scores, stops. Every figure is
// also given for the corpus's build part and test part (scripts/corpus-split.mjs, ADR 011); per-case results are
// kept for the build part only (.wrangler/bench-import.json). For the default corpus it writes between the
// bench:import markers in docs/benchmarks.md. Ends with one summary line.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { manifestOf, partOf, siteOf } from "./corpus-split.mjs";
import { measureStages } from "./import-stages.mjs";
import { benchCookSql, buildAndSeed, serveBuild, signInCookie, startServer } from "./start-server.mjs";

const PORT = 8795;
const APP = `http://localhost:${PORT}`;
const BARE_PORT = 8789;
const BARE = `http://localhost:${BARE_PORT}`;
const DEFAULT_CORPUS = "../shared/import-corpus";
const corpusArg = process.argv.indexOf("--corpus");
const CORPUS = corpusArg === -1 ? DEFAULT_CORPUS : process.argv[corpusArg + 1];
if (!CORPUS) throw new Error("--corpus needs a folder");
const publicCorpus = resolve(CORPUS) === resolve(DEFAULT_CORPUS);
const SCORER = join(DEFAULT_CORPUS, "score.mjs");
/**
 * Every request asks for its answer as it is: wrangler dev compresses JSON answers as Cloudflare's edge does for a
 * deployed Worker, outside the Worker's time, and leaves the floor's static file (an icon) as it is. The second pass
 * also times each import as a browser asks for it, compressed, so the figures say what that costs here.
 */
const AS_IT_IS = { "accept-encoding": "identity" };
const AS_A_BROWSER_ASKS = { "accept-encoding": "gzip, deflate, br" };
/**
 * The app lets one account import 1,000 pages an hour and one address 2,000 (rate-limit.server.ts): each run of
 * imports below has cooks of its own, each signed in from an address of its own and importing at most this many, so
 * a corpus of any size is imported whole.
 */
const IMPORTS_PER_COOK = 900;
const caseIds = readdirSync(join(CORPUS, "cases")).sort();
let cooksMade = 0;
/** `count` new cooks, each with an address of its own. */
const newCooks = (count) =>
  Array.from({ length: count }, () => {
    const n = ++cooksMade;
    return {
      userId: `bench-importer-${n}`,
      email: `bench-import-${n}@example.com`,
      password: "bench marmalade on toast",
      ip: `10.98.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    };
  });
const warmupCook = newCooks(1)[0];
// The scored pass: one import a page. The second pass: two a page (as it is, and compressed).
const scoringCooks = newCooks(Math.ceil(caseIds.length / IMPORTS_PER_COOK));
const stageCooks = newCooks(Math.ceil((caseIds.length * 2) / IMPORTS_PER_COOK));
const PAGES_PER_STAGE_COOK = IMPORTS_PER_COOK / 2;

/** One scorer run as `cook` (signed in: `cookie` set); resolves with its output. */
function score(cook, extra, jsonOut) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "node",
      [
        SCORER,
        "--corpus",
        CORPUS,
        "--endpoint",
        `${APP}/api/recipes/import`,
        "--header",
        `Cookie: ${cook.cookie}`,
        "--header",
        `CF-Connecting-IP: ${cook.ip}`,
        "--header",
        `Accept-Encoding: ${AS_IT_IS["accept-encoding"]}`,
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

const STAGE_NAMES = {
  session: "Session cookie (better-auth and D1 only when not seen before)",
  limits: "Session check, limits, earlier import (one D1 batch)",
  fetch: "Guarded fetch",
  decode: "Decode",
  parse: "Parse",
  cascade: "Cascade",
  duplicate: "Earlier import again (D1, only after a redirect)",
  answer: "Answer",
  stages: "All stages",
  outside: "Request − stages (the dev server and its local runtime, routing, body, headers)",
  request: "Whole request (second pass)",
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};

/** What a request costs before any of the app's code runs: a static file through wrangler dev's local proxy. */
async function floorTimes(count) {
  const times = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const started = performance.now();
    await (await fetch(`${APP}/favicon.ico`, { headers: AS_IT_IS })).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

buildAndSeed(PORT, "bench-import", [warmupCook, ...scoringCooks, ...stageCooks].flatMap(benchCookSql));

// wrangler's local trace collector stores the spans of every request the Worker runs, on the Worker's own thread;
// the floor (a static file) never runs the Worker, and a deployed Worker does not answer later for its traces.
const stop = await serveBuild(PORT, { keepState: true, localTraces: false });
// The second floor: a bare Worker under the same kind of wrangler dev (scripts/bare-worker/bare-worker.ts).
const stopBare = await startServer(
  "npx",
  ["wrangler", "dev", "-c", "scripts/bare-worker/wrangler.toml", "--port", String(BARE_PORT), "--ip", "127.0.0.1"],
  BARE,
  { localTraces: false },
).catch((error) => {
  stop();
  throw error;
});
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const outputs = [];
const results = [];
let stages;
const floor = [];
try {
  for (const cook of [warmupCook, ...scoringCooks, ...stageCooks]) {
    cook.cookie = await signInCookie(APP, cook);
  }
  floor.push(...(await floorTimes(50)));
  // A short warm-up so the first pages do not pay for the isolate's start.
  await score(warmupCook, ["--limit", "10"], ".wrangler/bench-import-warmup.json");
  for (const [index, cook] of scoringCooks.entries()) {
    const ids = caseIds.slice(index * IMPORTS_PER_COOK, (index + 1) * IMPORTS_PER_COOK);
    const only = scoringCooks.length === 1 ? [] : ["--filter", `^(?:${ids.map(escapeRegExp).join("|")})$`];
    const file = `.wrangler/bench-import-all-${index}.json`;
    outputs.push(await score(cook, ["--concurrency", "1", ...only], file));
    results.push(...JSON.parse(readFileSync(file, "utf8")).results);
  }
  // The floor again after the run: the machine's load may have changed while it ran.
  floor.push(...(await floorTimes(50)));
  // A second pass over every page for the stages the endpoint names in its Server-Timing header, each import
  // taking turns with the same import compressed, and followed by the same POST to the bare Worker.
  stages = await measureStages({
    scorer: SCORER,
    corpus: CORPUS,
    endpoint: `${APP}/api/recipes/import`,
    headersFor: (index) => {
      const cook = stageCooks[Math.floor(index / PAGES_PER_STAGE_COOK)];
      return { cookie: cook.cookie, "cf-connecting-ip": cook.ip, ...AS_IT_IS };
    },
    compressed: AS_A_BROWSER_ASKS,
    floorEndpoint: BARE,
  });
} finally {
  stop();
  stopBare();
}
const { floor: workerFloor, compressed, ...stageTimes } = stages;

const manifest = manifestOf(CORPUS);
for (const item of results) {
  const meta = manifest.get(item.id) ?? {};
  item.part = partOf(siteOf(item.id, meta));
  item.markup ??= meta.markup ?? null;
}
// Only the build part's cases may be looked at one by one (ADR 011).
writeFileSync(
  ".wrangler/bench-import.json",
  JSON.stringify({ corpus: CORPUS, results: results.filter((item) => item.part === "build") }, null, 1),
);
const floorMs = median(floor);
const mean = (cases) =>
  cases.length === 0
    ? "-"
    : (cases.reduce((sum, item) => sum + (item.scores?.overall ?? 0), 0) / cases.length).toFixed(3);
const readers = {};
for (const item of results) {
  const reader = item.actual?.stage ?? (item.error ? "failed" : "unknown");
  readers[reader] = (readers[reader] ?? 0) + 1;
}
const times = results.map((item) => item.ms);
const figures = {
  overall: mean(results),
  german: mean(results.filter((item) => item.german)),
  nomarkup: mean(results.filter((item) => item.markup === "none")),
  microdata: mean(results.filter((item) => item.markup === "microdata")),
  build: mean(results.filter((item) => item.part === "build")),
  test: mean(results.filter((item) => item.part === "test")),
  unsupported: results.filter((item) => /not_supported/.test(item.error ?? "")).length,
  median_ms: median(times).toFixed(1),
  p95_ms: quantile(times, 0.95).toFixed(1),
  app_median_ms: Math.max(0, median(times) - floorMs).toFixed(1),
  cases: results.length,
};
const partRow = (name, cases) =>
  `| ${name} | ${cases.length} | ${mean(cases)} | ${mean(cases.filter((item) => item.german))} | ${mean(
    cases.filter((item) => item.markup === "none"),
  )} | ${mean(cases.filter((item) => item.markup === "microdata"))} | ${mean(
    cases.filter((item) => item.markup === "jsonld"),
  )} |`;
// The scorer's own tables and summary, one for each cook's part of the corpus where there were several.
const summaryLine = outputs
  .map((output) =>
    output
      .trim()
      .split("\n")
      .findLast((line) => line.startsWith("import-score:")),
  )
  .join("\n");
const table = outputs
  .map((output) => output.slice(output.indexOf("field "), output.indexOf("\nfailures")).trim())
  .join("\n\n");
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:import:start -->",
  `Measured ${date} with \`npm run bench:import\` on this project's 2-core machine (shared with other work, which`,
  `slows the times but not the scores): each of the ${figures.cases} saved pages of \`../shared/import-corpus\` imported`,
  "through `POST /api/recipes/import` (signed in, one at a time) from the built app under `wrangler dev`, the pages",
  "served by the corpus's `score.mjs` on 127.0.0.1 (the loopback setting is on only in this test server). The corpus",
  "is split by site into a build part, which the importer may be tuned on, and a test part, which is only ever looked",
  "at as a figure (`scripts/corpus-split.mjs`, ADR 011).",
  "",
  "| Part | Pages | Overall | German | Without markup | Microdata | JSON-LD |",
  "| --- | --- | --- | --- | --- | --- | --- |",
  partRow(
    "Build",
    results.filter((item) => item.part === "build"),
  ),
  partRow(
    "Test",
    results.filter((item) => item.part === "test"),
  ),
  partRow("All", results),
  "",
  `Pages answered "not supported": ${figures.unsupported}. Reader that produced the recipe: ${Object.entries(readers)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([stage, count]) => `${stage} ${count}`)
    .join(", ")}.`,
  "",
  "Time per import is the whole request as the scorer sees it. Of that, the local dev server itself takes",
  `${floorMs.toFixed(1)} ms (median of 100 requests for a static file, which no app code handles, before and after`,
  "the run); a Worker in production has no such proxy in front of it. The app's own time is the request minus that.",
  "Every request asks for its answer uncompressed (`Accept-Encoding: identity`): wrangler dev compresses JSON answers",
  "as Cloudflare's edge does in front of a deployed Worker, outside the Worker's time, and leaves the static file (an",
  "icon) as it is. What that compression adds here is in the second pass below.",
  "wrangler's local trace collector is off for this bench: it stores every span of every request the Worker runs",
  "(not the static file's) on the Worker's thread, which a deployed Worker does not answer later for.",
  "",
  "Where the time goes, from the endpoint's `Server-Timing` header in a second pass over every page (the stages the",
  "app's code runs one after the other). A session cookie seen before in the isolate is checked again inside the",
  "limits' D1 batch, with the lookup of an earlier import of the page; the in-flight slot is freed after the",
  "answer. The Worker's clock counts whole milliseconds, so medians are whole numbers and the means say more:",
  "",
  "| Stage | Median | p95 | Mean |",
  "| --- | --- | --- | --- |",
  ...[...new Set([...Object.keys(STAGE_NAMES), ...Object.keys(stageTimes)])]
    .filter((name) => stageTimes[name])
    .map((name) => {
      const { median, p95, mean } = stageTimes[name];
      return `| ${STAGE_NAMES[name] ?? name} | ${median.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${mean.toFixed(2)} ms |`;
    }),
  "",
  "| Time per import | Median | p95 |",
  "| --- | --- | --- |",
  `| Request | ${figures.median_ms} ms | ${figures.p95_ms} ms |`,
  `| The app's own (request − dev server) | ${figures.app_median_ms} ms | ${Math.max(0, quantile(times, 0.95) - floorMs).toFixed(1)} ms |`,
  "",
  "Every request to a Worker also pays the dev server's hops into it, which the static file above never makes. The",
  "second floor is a bare Worker under the same kind of `wrangler dev` (`scripts/bare-worker/bare-worker.ts`) that",
  "reads a POST of the same body and headers and answers a small JSON document; in the second pass each import is",
  `followed by that POST, from the same client. Its median is ${(workerFloor.median - floorMs).toFixed(1)} ms from the static file's (taken before and`,
  "after the scored run). Where the time outside the stages goes is in ADR 011 (from a CPU profile of the Worker,",
  "`npm run import:profile`). Against both floors:",
  "",
  "| Second pass | Median | p95 |",
  "| --- | --- | --- |",
  `| Request | ${stageTimes.request.median.toFixed(1)} ms | ${stageTimes.request.p95.toFixed(1)} ms |`,
  `| Request, the answer compressed as a browser asks for it (not the app's time) | ${compressed.median.toFixed(1)} ms | ${compressed.p95.toFixed(1)} ms |`,
  `| Floor: static file (no Worker; before and after the scored run) | ${floorMs.toFixed(1)} ms | ${quantile(floor, 0.95).toFixed(1)} ms |`,
  `| Floor: bare Worker answering the same POST | ${workerFloor.median.toFixed(1)} ms | ${workerFloor.p95.toFixed(1)} ms |`,
  `| The app's own, against the static file | ${(stageTimes.request.median - floorMs).toFixed(1)} ms | ${(stageTimes.request.p95 - floorMs).toFixed(1)} ms |`,
  `| The app's own, against the bare Worker | ${(stageTimes.request.median - workerFloor.median).toFixed(1)} ms | ${(stageTimes.request.p95 - workerFloor.median).toFixed(1)} ms |`,
  "",
  "```",
  table,
  "",
  summaryLine,
  "```",
  "<!-- bench:import:end -->",
].join("\n");
if (publicCorpus) writeBenchmarkSection("import", "Import from a website", section);
else console.log(section);
// The second floor's figures on a line of their own: the summary line keeps its keys and meaning (request − static file).
console.log(
  `bench:import-floors static_ms=${floorMs.toFixed(1)} worker_ms=${workerFloor.median.toFixed(1)} ` +
    `app_vs_static_ms=${(stageTimes.request.median - floorMs).toFixed(1)} ` +
    `app_vs_worker_ms=${(stageTimes.request.median - workerFloor.median).toFixed(1)} (second pass, medians)`,
);
console.log(
  `bench:import ${Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ")}`,
);
