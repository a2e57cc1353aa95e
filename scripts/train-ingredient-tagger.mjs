// train:ingredients — trains the ingredient-line tagger (app/domain/recipes/ingredient-tagger.ts) and writes its
// weights to app/domain/recipes/ingredient-tagger-weights.json. An averaged structured perceptron over the features
// of app/domain/recipes/ingredient-tokens.ts, on the train and dev parts of the English lines (../shared/ingredients/
// train-en) and the train part of the German lines labelled for this project; the dev part chose the number of
// passes (--dev). The test parts are never trained on. Deterministic: a fixed seed orders the passes.
// See docs/decisions/010-ingredient-tagger.md.
//
//   npm run train:ingredients [-- --dev] [--german-dev [--german-fold 0|1]] [--epochs N] [--runs N] [--dropout P]
//                             [--min-weight N] [--out FILE] [--dry-run]
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { importTs } from "./import-ts.mjs";
import { alignLine, expectedOf, LABELS } from "./ingredient-align.mjs";
import { hashText, readGerman, readLabelAmount, readTrainEn, splitTextOf } from "./ingredient-data.mjs";

const WEIGHTS = process.argv.includes("--out")
  ? process.argv[process.argv.indexOf("--out") + 1]
  : "app/domain/recipes/ingredient-tagger-weights.json";
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const EPOCHS = option("epochs", 11);
// Weights are stored as integers: the largest becomes QUANTUM; smaller ones that round below --min-weight are
// dropped, which is what keeps the file small.
const QUANTUM = option("quantum", 100);
const MIN_WEIGHT = option("min-weight", 3);
// A feature seen fewer times than this in training is not learned at all.
const MIN_COUNT = option("min-count", 2);
// German lines are few; each is shown this many times per pass.
const GERMAN_REPEAT = option("german-repeat", 8);
const SEED = option("seed", 20240622);

const tokensModule = await importTs("app/domain/recipes/ingredient-tokens.ts");
const taggerModule = await importTs("app/domain/recipes/ingredient-tagger.ts");
const lineModule = await importTs("app/domain/recipes/ingredient-line.ts");
const unitsModule = await importTs("app/domain/recipes/units.ts");
const { lineFeatures } = tokensModule;
const tools = { ...tokensModule, ...lineModule, lookupUnit: unitsModule.lookupUnit, readLabelAmount };
const L = LABELS.length;
const PUNC = LABELS.indexOf("PUNC");
if (LABELS.join() !== taggerModule.TAG_LABELS.join()) throw new Error("labels of aligner and tagger differ");

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const english = readTrainEn();
const german = (() => {
  try {
    return readGerman();
  } catch {
    return [];
  }
})();
const part = (lines, name) => lines.filter((line) => line.part === name);

/** Token labels for the lines that align; the rest are counted and left out. */
function examplesOf(lines) {
  const examples = [];
  let skipped = 0;
  for (const item of lines) {
    const { tokens, labels, aligned } = alignLine(item, tools);
    if (!aligned || tokens.length === 0) {
      skipped++;
      continue;
    }
    examples.push({ tokens, gold: labels.map((label) => LABELS.indexOf(label)), features: lineFeatures(tokens) });
  }
  return { examples, skipped };
}

// The shipped weights learn from the dev part too, for the number of passes the dev part chose (--epochs); the dev
// figures printed are then no measure. --dev trains on the train part alone and keeps the pass that scores best on
// the dev part: that is how settings are chosen.
const FINAL = !process.argv.includes("--dev");
const trainEn = examplesOf(english.filter((line) => line.part === "train" || (FINAL && line.part === "dev")));
// --german-dev (with --dev): half of the real German train lines and a fifth of the written ones are held out as a
// German dev part (by hash), since the German lines have no dev part of their own. --german-fold 1 holds out the
// other half (and another fifth), so that every real German train line can be scored by a model that did not learn it.
const germanDev = process.argv.includes("--german-dev");
const GERMAN_FOLD = option("german-fold", 0);
const germanHalf = (line) => germanDev && hashText(`${splitTextOf(line)}|dev`) % (line.written ? 5 : 2) === GERMAN_FOLD;
const trainDe = examplesOf(german.filter((line) => line.part === "train" && !germanHalf(line)));
console.log(
  `train: ${trainEn.examples.length} English lines (${trainEn.skipped} not aligned), ` +
    `${trainDe.examples.length} German lines (${trainDe.skipped} not aligned)`,
);

// Feature ids, for the features seen often enough.
const counts = new Map();
for (const { features } of [...trainEn.examples, ...trainDe.examples]) {
  for (const tokenFeatures of features)
    for (const feature of tokenFeatures) counts.set(feature, (counts.get(feature) ?? 0) + 1);
}
const ids = new Map();
const names = [];
for (const [feature, count] of counts) {
  if (count >= MIN_COUNT) {
    ids.set(feature, names.length);
    names.push(feature);
  }
}
const toIds = (features) =>
  features.map((tokenFeatures) => Int32Array.from(tokenFeatures.filter((f) => ids.has(f)).map((f) => ids.get(f))));
const train = [...trainEn.examples, ...Array.from({ length: GERMAN_REPEAT }, () => trainDe.examples).flat()].map(
  (example) => ({ ...example, ids: toIds(example.features) }),
);
console.log(`${names.length} features (seen at least ${MIN_COUNT} times)`);

// Averaged perceptron with lazy averaging: weights w, and u accumulating step × update, averaged as w - u / step.
// --runs N trains N such models side by side, each seeing the lines in an order of its own, and ships the mean of
// their weights: a model that does not hang on the order it happened to read the lines in.
const F = names.length;
const RUNS = option("runs", 3);
const newModel = (seed) => ({
  w: new Float64Array(F * L),
  u: new Float64Array(F * L),
  trans: new Float64Array(L * L),
  transU: new Float64Array(L * L),
  start: new Float64Array(L),
  startU: new Float64Array(L),
  step: 1,
  order: random(seed),
  drop: random(seed + 1),
});
const models = Array.from({ length: RUNS }, (_, run) => newModel(SEED + 1000 * run));

// Word dropout: now and then a token is shown without the features of its own word, so the model also learns what
// the word lists, shapes and neighbours say, which is all it has for words it never saw (most German ones).
const DROPOUT = option("dropout", 0.1);
const OWN_WORD = /^(w|s|x3|x2|pw|wn)=/;
const ownWord = Uint8Array.from(names, (name) => (OWN_WORD.test(name) ? 1 : 0));
function withDropout(example, dropRandom) {
  if (DROPOUT === 0) return example;
  const ids = example.ids.map((featureIds) =>
    dropRandom() < DROPOUT ? featureIds.filter((id) => ownWord[id] === 0) : featureIds,
  );
  return { ...example, ids };
}

function decode(example, { w, trans, start }) {
  // Per token and label, token × L + label, as the tagger's emissionScores gives them.
  const emissions = new Float64Array(example.ids.length * L);
  example.ids.forEach((featureIds, token) => {
    for (const id of featureIds)
      for (let label = 0; label < L; label++) emissions[token * L + label] += w[id * L + label];
  });
  return taggerModule.viterbi(example.tokens, emissions, start, trans);
}

function update(model, example, predicted) {
  const { w, u, trans, transU, start, startU, step } = model;
  const { gold, ids: featureIds } = example;
  // Transitions join the labels of the chain the tagger's Viterbi reads: words and parentheses, other punctuation
  // left out.
  let previous = -1;
  for (let index = 0; index < gold.length; index++) {
    const right = gold[index];
    const wrong = predicted[index];
    if (!taggerModule.inChain(example.tokens[index])) continue;
    if (right !== wrong) {
      for (const id of featureIds[index]) {
        w[id * L + right] += 1;
        u[id * L + right] += step;
        w[id * L + wrong] -= 1;
        u[id * L + wrong] -= step;
      }
    }
    if (previous < 0) {
      if (right !== wrong) {
        start[right] += 1;
        startU[right] += step;
        start[wrong] -= 1;
        startU[wrong] -= step;
      }
    } else {
      const goldPair = gold[previous] * L + right;
      const predictedPair = predicted[previous] * L + wrong;
      if (goldPair !== predictedPair) {
        trans[goldPair] += 1;
        transU[goldPair] += step;
        trans[predictedPair] -= 1;
        transU[predictedPair] -= step;
      }
    }
    previous = index;
  }
}

/** The mean over the models of their averaged values. */
function mean(values, updates) {
  const sum = new Float64Array(models[0][values].length);
  for (const model of models) {
    const own = model[values];
    const changes = model[updates];
    for (let index = 0; index < sum.length; index++) sum[index] += own[index] - changes[index] / model.step;
  }
  return sum.map((value) => value / models.length);
}

// The dev parts, scored as the bench scores: the line's quantity, unit and food all right.
const benchLike = await import("./ingredient-score.mjs");
const devLines = [
  ...part(english, "dev").map((line) => ({ ...line, ...expectedOf(line, tools) })),
  ...german
    .filter((line) => line.part === "train" && germanHalf(line))
    .map((line) => (line.written ? { ...line, lang: "de-written" } : line)),
];

function quantise() {
  const weights = mean("w", "u");
  const transitions = mean("trans", "transU");
  const starts = mean("start", "startU");
  let largest = 0;
  for (const value of weights) largest = Math.max(largest, Math.abs(value));
  for (const value of transitions) largest = Math.max(largest, Math.abs(value));
  const scale = QUANTUM / largest;
  const features = {};
  let kept = 0;
  for (let id = 0; id < F; id++) {
    const pairs = [];
    for (let label = 0; label < L; label++) {
      if (label === PUNC) continue;
      const value = Math.round(weights[id * L + label] * scale);
      if (Math.abs(value) >= MIN_WEIGHT) pairs.push(`${label.toString(36)}:${value.toString(36)}`);
    }
    if (pairs.length > 0) {
      features[names[id]] = pairs.join(",");
      kept++;
    }
  }
  return {
    kept,
    weights: {
      labels: LABELS,
      start: Array.from(starts, (value) => Math.round(value * scale)),
      transitions: Array.from(transitions, (value) => Math.round(value * scale)),
      features,
    },
  };
}

function score(weightsFile) {
  const tagger = taggerModule.createTagger(weightsFile);
  const parse = (text) => lineModule.readIngredientLine(text, tagger);
  return benchLike.scoreLines(devLines, parse, unitsModule.lookupUnit);
}

let best = null;
for (let epoch = 1; epoch <= EPOCHS; epoch++) {
  let wrongTokens = 0;
  let tokens = 0;
  for (const model of models) {
    const shuffled = [...train];
    for (let index = shuffled.length - 1; index > 0; index--) {
      const other = Math.floor(model.order() * (index + 1));
      [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
    }
    for (const original of shuffled) {
      const example = withDropout(original, model.drop);
      const predicted = decode(example, model);
      for (let index = 0; index < predicted.length; index++)
        if (predicted[index] !== example.gold[index]) wrongTokens++;
      tokens += predicted.length;
      update(model, example, predicted);
      model.step++;
    }
  }
  const { weights, kept } = quantise();
  const dev = score(weights);
  const shares = Object.entries(dev.byLang)
    .map(([lang, tally]) => `${lang}=${(tally.right / tally.total).toFixed(4)}`)
    .join(" ");
  console.log(`pass ${epoch}: train token error ${(wrongTokens / tokens).toFixed(4)}, dev ${shares}, ${kept} features`);
  const total = Object.values(dev.byLang).reduce((sum, tally) => sum + tally.right / tally.total, 0);
  if (FINAL ? epoch === EPOCHS : !best || total > best.total) best = { total, weights, epoch };
}

const json = JSON.stringify(best.weights);
console.log(
  `best pass ${best.epoch}: ${Object.keys(best.weights.features).length} features, ` +
    `${(json.length / 1024).toFixed(0)} KiB raw, ${(gzipSync(json).length / 1024).toFixed(0)} KiB gzip`,
);
if (!process.argv.includes("--dry-run")) {
  writeFileSync(WEIGHTS, `${json}\n`);
  // Laid out as the linter wants it, so `npm run lint` passes on the committed file (biome formats files inside the
  // repository only; `--out /tmp/…` is for trying settings).
  if (!WEIGHTS.startsWith("/"))
    execFileSync("node_modules/.bin/biome", ["format", "--write", WEIGHTS], { stdio: "ignore" });
  console.log(`wrote ${WEIGHTS}`);
}
