// import:check — the import cascade run in-process on a corpus (no server, no fetch), scored by the corpus's own
// scorer, for working on the extractor in seconds rather than minutes. Reports the build and test parts
// (scripts/corpus-split.mjs); lists single cases of the build part only (ADR 011: the test part is a figure).
//   node scripts/import-check.mjs [--corpus DIR] [--part build|test|all] [--show N] [--filter RE] [--strip-markup]
//                                 [--json FILE] [--app DIR] [--weights hand|learned]
//                                 [--variant normal|strip|bare|foreign|translated|jsonld-first|jsonld-commas|
//                                  jsonld-short|jsonld-nosteps|jsonld-stepcut|jsonld-stepsmerged|jsonld-firststeps|
//                                  jsonld-meta|nameamount|interleaved|stepheadings|otherwords|flat|divs|tables|
//                                  stepnumbers|noheadings|onepara|micro-meta]
// --variant strip (or --strip-markup) removes JSON-LD and microdata/RDFa first: the page reader alone, on every page.
// DIGITS=N in the environment prints the figures with N decimals (3 by default), to tell small changes apart.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { manifestOf, partOf, siteOf } from "./corpus-split.mjs";
import { importFromApp } from "./import-ts.mjs";
import { disguise, expectedFor } from "./page-reader-data.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const CORPUS = option("corpus", "../shared/import-corpus");
const PART = option("part", "all");
const SHOW = Number(option("show", 0));
const FILTER = option("filter", null);
// What the page loses before it is read: "strip" its recipe markup (the page reader alone, on every page), "bare"
// also its class and id names, "foreign" also the words of its headings for the ingredients and the method (as on a
// site in a language the vocabulary does not know).
const VARIANT = args.includes("--strip-markup") ? "strip" : option("variant", "normal");
const JSON_OUT = option("json", null);
// Another copy of app/ (an earlier commit's, say) for before-and-after figures.
const APP = resolve(option("app", "app"));
// The page reader's weights: the learned ones the app ships (default), or "hand" for the hand-set ones.
const WEIGHTS = option("weights", "learned");
if (SHOW && PART !== "build") throw new Error("--show lists build cases only: add --part build");

const { scoreCase, coerceActual, normText } = await import(resolve("../shared/import-corpus/score.mjs"));

/**
 * Whether a page shows its recipe at all: most expected ingredient lines in its visible text. Some saved pages carry
 * the recipe only in their markup; without it they hold no recipe, so the variants leave them out.
 */
function showsRecipe(html, expected) {
  const text = ` ${normText(html.replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " "))} `;
  const lines = (expected.ingredients ?? []).map(normText).filter(Boolean);
  return lines.filter((line) => text.includes(` ${line} `)).length * 2 >= lines.length;
}
const { extractRecipe, fitForReview, lines } = await importFromApp(
  `export { extractRecipe } from "~/domain/import/extract"; export { fitForReview } from "~/domain/recipes/draft";
    ${existsSync(join(APP, "domain/import/recipe-lines.ts")) ? 'export * as lines from "~/domain/import/recipe-lines";' : "export const lines = {};"}`,
  APP,
);

const manifest = manifestOf(CORPUS);
const ids = readdirSync(join(CORPUS, "cases")).sort();
const results = [];
for (const id of ids) {
  const meta = manifest.get(id) ?? {};
  const part = partOf(siteOf(id, meta));
  if (PART !== "all" && part !== PART) continue;
  if (FILTER && !new RegExp(FILTER).test(id)) continue;
  const expected = expectedFor(
    JSON.parse(readFileSync(join(CORPUS, "cases", id, "expected.json"), "utf8")),
    VARIANT,
    id,
  );
  let html = readFileSync(join(CORPUS, "cases", id, "page.html"), "utf8");
  if (VARIANT !== "normal") {
    html = disguise(html, VARIANT, id, expected, !!meta.german);
    if (html === null || !showsRecipe(html, expected)) continue;
  }
  const url = new URL(meta.original_url ?? `https://${siteOf(id, meta)}${expected.url_path ?? "/"}`);
  const started = performance.now();
  const found = extractRecipe(html, url, WEIGHTS === "hand" ? { weights: lines.HAND_SET_WEIGHTS } : {});
  const ms = performance.now() - started;
  let answer = {};
  if (found) {
    const draft = fitForReview(found.recipe, "en");
    const duration = (minutes) => (minutes === null ? null : `PT${minutes}M`);
    answer = {
      ...draft,
      ingredients: draft.ingredients.map((section) => ({
        title: section.title,
        items: section.items.map((text) => ({ text })),
      })),
      prepTime: duration(draft.prepMinutes),
      cookTime: duration(draft.cookMinutes),
      totalTime: duration(draft.totalMinutes),
      language: found.recipe.language ?? draft.language,
      stage: found.stage,
      uncertain: found.uncertain,
    };
  }
  const actual = coerceActual(found ? answer : { error: "not_supported" });
  const scores = actual.error ? null : scoreCase(expected, actual);
  results.push({
    id,
    part,
    german: !!meta.german,
    markup: meta.markup ?? null,
    ms,
    stage: found?.stage ?? "failed",
    scores,
    answer,
    expected,
  });
}

const mean = (cases, field = "overall") => {
  const values = cases
    .map((item) => (item.scores ? item.scores[field] : 0))
    .filter((value) => value !== null && value !== undefined);
  return values.length
    ? (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(Number(process.env.DIGITS ?? 3))
    : "-";
};
const line = (name, cases) =>
  `${name.padEnd(6)} n=${String(cases.length).padStart(3)} overall=${mean(cases)} ingr=${mean(cases, "ingredients")} instr=${mean(cases, "instructions")} title=${mean(cases, "title")} yields=${mean(cases, "yields")} time=${mean(cases, "time")} author=${mean(cases, "author")} german=${mean(cases.filter((item) => item.german))} nomarkup=${mean(cases.filter((item) => item.markup === "none"))} micro=${mean(cases.filter((item) => item.markup === "microdata"))} failed=${cases.filter((item) => !item.scores).length}`;
for (const part of ["build", "test"]) {
  const cases = results.filter((item) => item.part === part);
  if (cases.length) console.log(line(part, cases));
}
// The fields of the German pages and of those without markup, per part: figures, as the test part may be read.
const fieldsOf = (cases) =>
  ["title", "ingredients", "instructions", "yields", "time", "image"].map((field) => `${field}=${mean(cases, field)}`);
for (const part of ["build", "test"]) {
  const cases = results.filter((item) => item.part === part);
  const german = cases.filter((item) => item.german);
  const none = cases.filter((item) => item.markup === "none");
  if (german.length) console.log(`${part} german   n=${german.length} ${fieldsOf(german).join(" ")}`);
  if (none.length) console.log(`${part} nomarkup n=${none.length} ${fieldsOf(none).join(" ")}`);
}
const times = results.map((item) => item.ms).sort((a, b) => a - b);
console.log(
  `extract ms: median=${times[Math.floor(times.length / 2)]?.toFixed(2)} p95=${times[Math.floor(times.length * 0.95)]?.toFixed(2)} max=${times.at(-1)?.toFixed(1)}`,
);
if (SHOW) {
  const worst = results
    .filter((item) => item.part === "build")
    .sort((a, b) => (a.scores?.overall ?? 0) - (b.scores?.overall ?? 0));
  for (const item of worst.slice(0, SHOW)) {
    const low = ["title", "ingredients", "instructions", "yields", "time", "image"]
      .filter((field) => item.scores && item.scores[field] !== null && item.scores[field] < 0.9)
      .map((field) => `${field}=${item.scores[field].toFixed(2)}`)
      .join(" ");
    console.log(
      `  ${item.id} ${item.markup} ${item.stage} overall=${item.scores?.overall?.toFixed(3) ?? "FAILED"} ${low}`,
    );
  }
}
if (JSON_OUT)
  writeFileSync(
    JSON_OUT,
    JSON.stringify(
      results.filter((item) => item.part === "build"),
      null,
      1,
    ),
  );
