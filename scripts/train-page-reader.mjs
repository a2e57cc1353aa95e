// train:page-reader — learns the page reader's line weights (app/domain/import/recipe-lines.ts: the log-odds of a
// line being an ingredient and being a step) by logistic regression over the same features the hand-set weights
// use, on the build part of the import corpus only (scripts/corpus-split.mjs, ADR 011). Labels come from the
// corpus's expected recipes (scripts/page-reader-data.mjs). Writes app/domain/import/page-reader-weights.json,
// which only the server's page reader loads; prints how well each weight set labels lines on both parts.
//   node scripts/train-page-reader.mjs [--l2 0.01] [--epochs 400] [--variants normal,strip,…] [--dry-run]
import { writeFileSync } from "node:fs";
import { corpusLines, loadReader } from "./page-reader-data.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const L2 = option("l2", 0.01);
const EPOCHS = option("epochs", 400);
const OUT = "app/domain/import/page-reader-weights.json";

const reader = await loadReader();
// The pages as served, and optionally as the variants of scripts/page-reader-data.mjs disguise them (markup
// stripped, heading words gone, amounts written last), so the weights learn what a site unlike the corpus's shows.
const at = args.indexOf("--variants");
const VARIANTS = at === -1 ? ["normal"] : String(args[at + 1]).split(",");
const cases = [];
for (const variant of VARIANTS) cases.push(...(await corpusLines(reader, undefined, variant)));
const { FEATURES, HAND_SET_WEIGHTS } = reader;

/**
 * Each non-heading line of a part as [features, label]; every page weighs the same, however long it is. A line's
 * place against the ingredient list comes from the list that `weights` read.
 */
function samples(part, weights) {
  const rows = [];
  for (const item of cases.filter((entry) => entry.part === part)) {
    const vectors = reader.lineFeatureVectors(item.lines, weights);
    const lines = item.labels.map((label, index) => [vectors[index], label]).filter(([, label]) => label !== -1);
    for (const [vector, label] of lines) rows.push({ x: vector, label, weight: 100 / Math.max(lines.length, 100) });
  }
  return rows;
}

const sigmoid = (z) => 1 / (1 + Math.exp(-z));
const dot = (w, x) => x.reduce((sum, value, index) => sum + value * w[index], 0);

/**
 * Logistic regression by full-batch gradient descent with Adam. The penalty pulls every weight but the bias towards
 * its hand-set value rather than towards zero: where the build part says little about a feature (lines written
 * "name amount", say, which few of its sites use), the weight stays what a cook would set.
 */
function train(rows, positive, prior) {
  const d = FEATURES.length;
  const start = FEATURES.map((feature) => prior[feature]);
  const w = Float64Array.from(start);
  const m = new Float64Array(d);
  const v = new Float64Array(d);
  const total = rows.reduce((sum, row) => sum + row.weight, 0);
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    const gradient = new Float64Array(d);
    for (const row of rows) {
      const error = (sigmoid(dot(w, row.x)) - (row.label === positive ? 1 : 0)) * row.weight;
      for (let j = 0; j < d; j++) gradient[j] += (error * row.x[j]) / total;
    }
    for (let j = 1; j < d; j++) gradient[j] += L2 * (w[j] - start[j]);
    for (let j = 0; j < d; j++) {
      m[j] = 0.9 * m[j] + 0.1 * gradient[j];
      v[j] = 0.999 * v[j] + 0.001 * gradient[j] ** 2;
      const mHat = m[j] / (1 - 0.9 ** epoch);
      const vHat = v[j] / (1 - 0.999 ** epoch);
      w[j] -= (0.05 * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  // The reader adds up evidence against the lines around (a list's lines are mostly its kind), so it wants how much
  // a line's features say, not how rare the kind is on a page: the prior's log-odds come off the bias.
  const share = rows.reduce((sum, row) => sum + (row.label === positive ? row.weight : 0), 0) / total;
  w[0] -= Math.log(share / (1 - share));
  return Object.fromEntries(FEATURES.map((feature, index) => [feature, Math.round(w[index] * 1000) / 1000]));
}

/** Precision, recall and F1 of "evidence > 0" (the lines the features speak for) for one label. */
function quality(rows, weights, positive) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const row of rows) {
    const predicted =
      dot(
        FEATURES.map((feature) => weights[feature]),
        row.x,
      ) > 0;
    const actual = row.label === positive;
    if (predicted && actual) tp++;
    else if (predicted) fp++;
    else if (actual) fn++;
  }
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  return { precision, recall, f1: (2 * precision * recall) / Math.max(1e-9, precision + recall) };
}

// The ingredient weights first; the steps are then learned against the lists those weights read, as in the app.
const ingredient = train(samples("build", HAND_SET_WEIGHTS), 1, HAND_SET_WEIGHTS.ingredient);
const placed = { ingredient, step: HAND_SET_WEIGHTS.step };
const build = samples("build", placed);
const test = samples("test", placed);
const learned = { ingredient, step: train(build, 2, HAND_SET_WEIGHTS.step) };
const format = ({ precision, recall, f1 }) => `P ${precision.toFixed(3)} R ${recall.toFixed(3)} F1 ${f1.toFixed(3)}`;
for (const [name, weights] of [
  ["hand-set", HAND_SET_WEIGHTS],
  ["learned", learned],
]) {
  for (const [part, rows] of [
    ["build", build],
    ["test", test],
  ]) {
    console.log(
      `${name.padEnd(8)} ${part.padEnd(5)} ingredient ${format(quality(rows, weights.ingredient, 1))} | step ${format(quality(rows, weights.step, 2))}`,
    );
  }
}
if (!args.includes("--dry-run")) {
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        about:
          "Learned by scripts/train-page-reader.mjs on the build part of ../shared/import-corpus (ADR 011): log-odds weights per feature of app/domain/import/recipe-lines.ts.",
        trainedOn: {
          variants: VARIANTS,
          cases: cases.filter((item) => item.part === "build").length,
          lines: build.length,
          l2: L2,
          epochs: EPOCHS,
        },
        ...learned,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`weights written to ${OUT}`);
}
