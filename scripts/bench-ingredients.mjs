// bench:ingredients — the ingredient-line parser (app/domain/recipes/ingredient-parser.ts) against labelled lines it
// was not built on: ../shared/ingredients/cases.jsonl per language, the test part of the English lines in
// ../shared/ingredients/train-en and the test part of the German lines in tests/fixtures/ingredients. A line counts
// as right when its quantity (with a range's upper end), unit and food are all right (scripts/ingredient-score.mjs).
// Also times every line. Self-contained: bundles the parser with esbuild, scores, writes between the
// bench:ingredients markers in docs/benchmarks.md, ends with one summary line.
//
//   npm run bench:ingredients [-- --cases FILE] [--show cases|dev|train|de]
//
// `--cases FILE` scores any file in the format of cases.jsonl in its place (its en and de then stand for that file,
// and docs/benchmarks.md is left as it is).
// `--show` lists the lines got wrong of cases.jsonl (or of the English dev or train part, or the German lines' build
// part); it never lists the test parts, which are only ever read as a whole (docs/decisions/010-ingredient-tagger.md).
import { performance } from "node:perf_hooks";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { importTs } from "./import-ts.mjs";
import { expectedOf } from "./ingredient-align.mjs";
import { readCases, readGerman, readLabelAmount, readTrainEn } from "./ingredient-data.mjs";
import { scoreLines } from "./ingredient-score.mjs";

const argument = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? null : (process.argv[at + 1] ?? "");
};
const casesFile = argument("cases") ?? "../shared/ingredients/cases.jsonl";
const show = process.argv.includes("--show") ? argument("show") || "cases" : null;
if (show === "test") throw new Error("--show never lists the test parts");

const { parseIngredient } = await importTs("app/domain/recipes/ingredient-parser.ts");
const { lookupUnit } = await importTs("app/domain/recipes/units.ts");
const tools = {
  ...(await importTs("app/domain/recipes/ingredient-tokens.ts")),
  ...(await importTs("app/domain/recipes/ingredient-line.ts")),
  lookupUnit,
  readLabelAmount,
};

const english = readTrainEn();
const asCase = (line) => ({ ...line, ...expectedOf(line, tools) });
const sets = {
  cases: readCases(casesFile, tools),
  en_heldout: english.filter((line) => line.part === "test").map(asCase),
  de_heldout: readGerman().filter((line) => line.part === "test"),
};
const scores = Object.fromEntries(
  Object.entries(sets).map(([name, items]) => [name, scoreLines(items, parseIngredient, lookupUnit)]),
);
const share = (tally) => (tally ? tally.right / tally.total : null);
const en = share(scores.cases.byLang.en);
const de = share(scores.cases.byLang.de);
const enHeldout = share(scores.en_heldout.byLang.en);
const deHeldout = share(scores.de_heldout.byLang.de);

if (show) {
  const lines =
    show === "de" ? readGerman().filter((l) => l.part !== "test") : english.filter((l) => l.part === show).map(asCase);
  const shown = show === "cases" ? scores.cases.wrong : scoreLines(lines, parseIngredient, lookupUnit).wrong;
  for (const { item, parsed } of shown) {
    console.log(
      JSON.stringify({
        text: item.text,
        expected: [item.quantity, item.quantity_max, item.unit, item.name],
        parsed: [parsed.quantity, parsed.quantityMax, parsed.unit, parsed.food],
      }),
    );
  }
}

// Time per line: every line of every set, after one pass that warms the parser up (the weights are read then).
// Each line is timed in five passes and its median kept, so a pause of the machine (other processes on the 2-core
// box, garbage collection) does not count as the parser's time.
const texts = Object.values(sets).flatMap((items) => items.map((item) => item.text));
for (const text of texts) parseIngredient(text);
const PASSES = 5;
const runs = texts.map(() => []);
for (let pass = 0; pass < PASSES; pass++) {
  texts.forEach((text, index) => {
    const started = performance.now();
    parseIngredient(text);
    runs[index].push((performance.now() - started) * 1000);
  });
}
const times = runs.map((samples) => samples.sort((a, b) => a - b)[Math.floor(PASSES / 2)]);
times.sort((a, b) => a - b);
const meanUs = times.reduce((sum, time) => sum + time, 0) / times.length;
const p95Us = times[Math.floor(times.length * 0.95)] ?? 0;

const percent = (value) => (value === null ? "–" : `${(value * 100).toFixed(1)} %`);
// A file with no lines of a language has no share for it.
const fraction = (value) => (value === null ? "n/a" : value.toFixed(3));
const row = (name, tally) => `| ${name} | ${tally?.total ?? 0} | ${percent(share(tally))} |`;
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:ingredients:start -->",
  `Measured ${date} with \`npm run bench:ingredients\` on this project's shared 2-core machine: \`parseIngredient\` on`,
  "lines it was not trained on. A line counts as right when its quantity (and a range's upper end), its unit and its",
  "food are all right; foods compare without case, punctuation, hyphens, parenthesised asides or plural endings, and",
  "a unit the app has no id for counts as right when the parser read that word as the unit. Held-out parts: the test",
  "part (a tenth, by a hash of the line) of the labelled English lines in `../shared/ingredients/train-en`, and the",
  "test part (two fifths, by hash) of the real German lines labelled for this project",
  "(`tests/fixtures/ingredients/de-lines.jsonl`: the import corpus's German recipes, as their data and as their pages",
  "write them; the German lines written for training are never scored); see ADR 010.",
  "",
  "| Lines | Count | All right |",
  "| --- | --- | --- |",
  row(`\`${casesFile.split("/").at(-1)}\` English`, scores.cases.byLang.en),
  row(`\`${casesFile.split("/").at(-1)}\` German`, scores.cases.byLang.de),
  row("English held out (train-en test part)", scores.en_heldout.byLang.en),
  row("German held out (de-lines test part)", scores.de_heldout.byLang.de),
  "",
  `Time per line in Node (esbuild bundle, ${texts.length} lines, each line's median of ${PASSES} passes): mean`,
  `${meanUs.toFixed(1)} µs, p95 ${p95Us.toFixed(1)} µs. Other work shares the machine, so times are upper bounds.`,
  "<!-- bench:ingredients:end -->",
].join("\n");
// Another file's figures are printed, not written into the docs: they stand for that file only.
if (argument("cases") === null) writeBenchmarkSection("ingredients", "Recipes: ingredient lines", section);
else console.log(section);
console.log(`time per line: mean ${meanUs.toFixed(1)} us, p95 ${p95Us.toFixed(1)} us`);
console.log(
  `bench:ingredients en=${fraction(en)} de=${fraction(de)} en_heldout=${fraction(enHeldout)} ` +
    `de_heldout=${fraction(deHeldout)} cases=${sets.cases.length} us_per_line=${meanUs.toFixed(1)}`,
);
