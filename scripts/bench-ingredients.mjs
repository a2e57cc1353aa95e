// bench:ingredients — the ingredient-line parser against ../shared/ingredients/cases.jsonl: the share of lines
// per language whose quantity (with a range's upper end), unit and food are all right. Self-contained: bundles the
// parser with esbuild, scores, writes between the bench:ingredients markers in docs/benchmarks.md, ends with one
// summary line. `--show` lists the lines it gets wrong.
import { readFileSync } from "node:fs";
import { build } from "esbuild";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";

const CASES = new URL("../../shared/ingredients/cases.jsonl", import.meta.url);

const bundle = await build({
  entryPoints: ["app/domain/recipes/ingredient-parser.ts"],
  bundle: true,
  format: "esm",
  platform: "neutral",
  write: false,
});
const { parseIngredient } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`
);
const unitsBundle = await build({
  entryPoints: ["app/domain/recipes/units.ts"],
  bundle: true,
  format: "esm",
  platform: "neutral",
  write: false,
});
const { lookupUnit } = await import(
  `data:text/javascript;base64,${Buffer.from(unitsBundle.outputFiles[0].text).toString("base64")}`
);

// The labels name units as the source wrote them ("c", "ounce", "Msp."); both sides go through the same lookup.
const sameUnit = (expected, actual) => (expected === null ? actual === null : lookupUnit(expected) === actual);
const sameQuantity = (expected, actual) =>
  expected === null ? actual === null : actual !== null && Math.abs(expected - actual) < 0.01;
// Names compared leniently, as the corpus asks: case, punctuation, parenthesised asides and plural endings aside.
const nameKey = (name) =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .replace(/ies$/, "y")
        .replace(/ves$/, "f")
        .replace(/(es|s)$/, ""),
    )
    .join(" ");

const cases = readFileSync(CASES, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const tally = {};
const wrong = [];
for (const item of cases) {
  const parsed = parseIngredient(item.text);
  const right =
    sameQuantity(item.quantity, parsed.quantity) &&
    sameQuantity(item.quantity_max, parsed.quantityMax) &&
    sameUnit(item.unit, parsed.unit) &&
    nameKey(item.name) === nameKey(parsed.food);
  tally[item.lang] ??= { right: 0, total: 0 };
  tally[item.lang].total += 1;
  if (right) tally[item.lang].right += 1;
  else wrong.push({ text: item.text, expected: [item.quantity, item.quantity_max, item.unit, item.name], parsed });
}
if (process.argv.includes("--show")) for (const line of wrong) console.log(JSON.stringify(line));

const share = (lang) => tally[lang].right / tally[lang].total;
const percent = (lang) => `${(share(lang) * 100).toFixed(1)} %`;
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:ingredients:start -->",
  `Measured ${date} with \`npm run bench:ingredients\`: \`parseIngredient\` on \`../shared/ingredients/cases.jsonl\`. A line`,
  "counts as right when its quantity (and a range's upper end), its unit and its food are all right; foods compare",
  "without case, punctuation, parenthesised asides or plural endings, as the corpus asks.",
  "",
  "| Language | Lines | All right |",
  "| --- | --- | --- |",
  ...Object.keys(tally).map((lang) => `| ${lang} | ${tally[lang].total} | ${percent(lang)} |`),
  "<!-- bench:ingredients:end -->",
].join("\n");
writeBenchmarkSection("ingredients", "Recipes: ingredient lines", section);
console.log(`bench:ingredients en=${share("en").toFixed(3)} de=${share("de").toFixed(3)} cases=${cases.length}`);
