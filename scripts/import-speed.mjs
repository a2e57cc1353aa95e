// The extraction's own time in Node, without a server: every page of a corpus parsed and read by the cascade
// (extractRecipe) several times over, with the mean CPU time per page of each stage it names (parse, cascade). For working on
// the importer's speed: given two copies of app/ (`--app` twice, say an earlier commit's and this one), it runs them
// in alternate rounds in one process, so a shared machine's load falls on both alike and their ratio holds.
// `--out FILE` writes every page's extraction (per copy when there are several) to compare outputs before and after.
//   node scripts/import-speed.mjs [--corpus DIR] [--rounds N] [--variant V] [--app DIR]... [--out FILE]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { manifestOf, siteOf } from "./corpus-split.mjs";
import { disguise, expectedFor } from "./page-reader-data.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const CORPUS = option("corpus", "../shared/import-corpus");
const ROUNDS = Number(option("rounds", 10));
const VARIANT = option("variant", "normal");
const OUT = option("out", null);
const apps = args.flatMap((arg, at) => (args[at - 1] === "--app" ? [resolve(arg)] : []));
if (apps.length === 0) apps.push(resolve("app"));

/** The cascade of one copy of app/, bundled as the Worker build would. */
async function load(app) {
  const bundle = await build({
    stdin: {
      contents: 'export { extractRecipe } from "~/domain/import/extract";',
      resolveDir: resolve("."),
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    // A copy of app/ outside this folder still takes its packages from here.
    nodePaths: [resolve("node_modules")],
    write: false,
    alias: { "~": app },
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`);
}

const manifest = manifestOf(CORPUS);
const pages = [];
for (const id of readdirSync(join(CORPUS, "cases")).sort()) {
  const meta = manifest.get(id) ?? {};
  const expected = expectedFor(
    JSON.parse(readFileSync(join(CORPUS, "cases", id, "expected.json"), "utf8")),
    VARIANT,
    id,
  );
  const html = disguise(
    readFileSync(join(CORPUS, "cases", id, "page.html"), "utf8"),
    VARIANT,
    id,
    expected,
    !!meta.german,
  );
  if (html === null) continue;
  pages.push({ id, html, url: new URL(meta.original_url ?? `https://${siteOf(id, meta)}${expected.url_path ?? "/"}`) });
}

const copies = [];
for (const app of apps) copies.push({ app, module: await load(app), totals: {}, perPage: [] });

/** The process's CPU time in ms: on a machine others load too, it varies far less than the clock on the wall. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** What extractRecipe's `timings` option needs, counting CPU time per stage into `totals`. */
const cpuTimings = (totals) => ({
  measure(name, stage) {
    const started = cpuMs();
    try {
      return stage();
    } finally {
      totals[name] = (totals[name] ?? 0) + cpuMs() - started;
    }
  },
});

/** One pass over every page: "warm" only runs, "time" adds each stage's time to the copy's totals, "out" keeps
 * each page's extraction. */
function round(copy, mode) {
  const timings = cpuTimings(mode === "time" ? copy.totals : {});
  for (const page of pages) {
    const started = cpuMs();
    const found = copy.module.extractRecipe(page.html, page.url, { timings });
    if (mode === "time") copy.perPage.push(cpuMs() - started);
    if (mode === "out") copy.out[page.id] = found;
  }
}

// A first round only lets the engine compile the hot code; then the copies take turns.
for (const copy of copies) round(copy, "warm");
for (let index = 0; index < ROUNDS; index++) for (const copy of copies) round(copy, "time");
if (OUT) {
  for (const copy of copies) {
    copy.out = {};
    round(copy, "out");
  }
  const outputs = copies.map((copy) => ({ app: copy.app, pages: copy.out }));
  writeFileSync(OUT, JSON.stringify(outputs.length === 1 ? outputs[0].pages : outputs, null, 1));
}

const runs = ROUNDS * pages.length;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
for (const copy of copies) {
  const stages = Object.entries(copy.totals).map(([name, total]) => `${name}=${(total / runs).toFixed(3)}`);
  const whole = copy.perPage.reduce((sum, value) => sum + value, 0) / copy.perPage.length;
  console.log(
    `${copy.app} pages=${pages.length} rounds=${ROUNDS} ${stages.join(" ")} mean=${whole.toFixed(3)} median=${median(copy.perPage).toFixed(3)} (CPU ms per page)`,
  );
}
