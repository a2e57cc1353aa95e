// The extraction's own time in Node, without a server: every page of a corpus parsed and read by the cascade
// (extractRecipe) several times over, with the mean CPU time per page of each stage it names (parse, cascade). For
// working on the importer's speed: given several copies of app/ (`--app` twice, say an earlier commit's and this
// one), each is timed in a process of its own, the copies taking turns, so a shared machine's load falls on all alike
// (two copies in one process slow each other down unevenly); each figure is that of the median turn. `--out FILE`
// writes every page's extraction (one copy) to compare outputs before and after.
//   node scripts/import-speed.mjs [--corpus DIR] [--rounds N] [--turns N] [--variant V] [--app DIR]... [--out FILE]
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { siteOf } from "./corpus-split.mjs";
import { importFromApp } from "./import-ts.mjs";
import { variantCases } from "./page-reader-data.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const CORPUS = option("corpus", "../shared/import-corpus");
const ROUNDS = Number(option("rounds", 5));
const TURNS = Number(option("turns", 3));
const VARIANT = option("variant", "normal");
const OUT = option("out", null);
const apps = args.flatMap((arg, at) => (args[at - 1] === "--app" ? [resolve(arg)] : []));
if (apps.length === 0) apps.push(resolve("app"));
if (OUT && apps.length > 1) throw new Error("--out writes one copy's extractions: give one --app");

/** Every page of the corpus (as the variant disguises it) with the address it was fetched from. */
const corpusPages = () =>
  variantCases(CORPUS, VARIANT).map(({ id, meta, expected, html }) => ({
    id,
    html,
    url: new URL(meta.original_url ?? `https://${siteOf(id, meta)}${expected.url_path ?? "/"}`),
  }));

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

/** One copy's turn, in a process of its own: a first round for the engine to compile the hot code, then `ROUNDS`. */
async function child(app) {
  const { extractRecipe } = await importFromApp('export { extractRecipe } from "~/domain/import/extract";', app);
  const pages = corpusPages();
  const totals = {};
  const perPage = [];
  const round = (timed) => {
    const timings = cpuTimings(timed ? totals : {});
    for (const page of pages) {
      const started = cpuMs();
      extractRecipe(page.html, page.url, { timings });
      if (timed) perPage.push(cpuMs() - started);
    }
  };
  round(false);
  for (let index = 0; index < ROUNDS; index++) round(true);
  if (OUT)
    writeFileSync(
      OUT,
      JSON.stringify(Object.fromEntries(pages.map((page) => [page.id, extractRecipe(page.html, page.url)])), null, 1),
    );
  process.stdout.write(JSON.stringify({ pages: pages.length, totals, perPage }));
}

if (args.includes("--child")) {
  await child(apps[0]);
} else {
  const script = fileURLToPath(import.meta.url);
  const forward = args.filter((arg, at) => arg !== "--app" && args[at - 1] !== "--app");
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const meanOf = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  // Each copy's turns, as means per page of each stage and of the whole extraction.
  const turns = apps.map(() => []);
  let pages = 0;
  for (let turn = 0; turn < TURNS; turn++) {
    apps.forEach((app, index) => {
      const run = JSON.parse(
        execFileSync(process.execPath, [script, ...forward, "--child", "--app", app], { maxBuffer: 1 << 26 }),
      );
      pages = run.pages;
      const stages = Object.entries(run.totals).map(([name, total]) => [name, total / run.perPage.length]);
      turns[index].push({ stages, mean: meanOf(run.perPage), median: median(run.perPage) });
    });
  }
  // A turn that the machine's other work slowed down more than the rest does not move the median turn.
  const medianOf = (runs, pick) => median(runs.map(pick));
  const first = medianOf(turns[0], (run) => run.mean);
  apps.forEach((app, index) => {
    const runs = turns[index];
    const stages = runs[0].stages.map(
      ([name], at) => `${name}=${medianOf(runs, (run) => run.stages[at][1]).toFixed(3)}`,
    );
    const mean = medianOf(runs, (run) => run.mean);
    console.log(
      `${app} pages=${pages} runs=${TURNS}x${ROUNDS} ${stages.join(" ")} mean=${mean.toFixed(3)} median=${medianOf(runs, (run) => run.median).toFixed(3)} (CPU ms per page, median turn; turns' means ${runs.map((run) => run.mean.toFixed(2)).join(" ")})${index > 0 ? ` ${((100 * mean) / first).toFixed(1)}% of the first` : ""}`,
    );
  });
}
