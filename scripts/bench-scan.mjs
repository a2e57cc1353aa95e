// bench:scan — the scanner as the app runs it, on this machine: the same preparation code (app/domain/scan/
// preprocess.ts), tesseract.js with the same wasm core and eng+deu "best_int" models the app serves from /ocr/
// (page segmentation mode 3, the recipe's language first, as the UI language hint puts it), and the same text-to-
// recipe reader (app/domain/scan/recipe-text.ts, which reads with the import's lines reader,
// app/domain/import/recipe-lines.ts, in text mode: one reader for pages and text, ADR 011). Tesseract runs in Node's worker thread here instead of a browser's
// Web Worker. Measures character accuracy on ../shared/scan-samples and the recipe score on a scan corpus (default
// ../shared/scan-corpus; any folder in its format with `--corpus DIR`) with the corpus's own scorer, also for its
// build and test parts (scripts/corpus-split.mjs, ADR 011). OCR text is kept in .wrangler/ocr-cache, keyed by the
// picture, its language, the preparation code and tesseract's version, so a run after a change to the reader alone
// takes seconds (`--no-cache` reads every picture again). For the default corpus it writes between the bench:scan
// markers in docs/benchmarks.md; ends with one summary line.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { createWorker, PSM } from "tesseract.js";
import tesseractPackage from "tesseract.js/package.json" with { type: "json" };
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { partOf, siteOf } from "./corpus-split.mjs";
import { copyOcrAssets } from "./ocr-assets.mjs";

const SHARED = new URL("../../shared/", import.meta.url).pathname;
const SAMPLES = join(SHARED, "scan-samples");
const DEFAULT_CORPUS = join(SHARED, "scan-corpus");
const corpusArg = process.argv.indexOf("--corpus");
const CORPUS = corpusArg === -1 ? DEFAULT_CORPUS : resolve(process.argv[corpusArg + 1] ?? "");
const publicCorpus = CORPUS === DEFAULT_CORPUS;
const SCORER = join(DEFAULT_CORPUS, "score.mjs");
const CACHE = ".wrangler/ocr-cache";
const useCache = !process.argv.includes("--no-cache");

async function load(entry) {
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    alias: { "~": resolve("app") },
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString("base64")}`);
}
const { prepareForOcr, toRgba } = await load("app/domain/scan/preprocess.ts");
const { readRecipeText } = await load("app/domain/scan/recipe-text.ts");
const { totalMinutes } = await load("app/domain/recipes/fields.ts");

const langPath = join(copyOcrAssets(), "lang");
const readers = {};
function reader(language) {
  readers[language] ??= createWorker(language === "de" ? ["deu", "eng"] : ["eng", "deu"], 1, {
    langPath,
    gzip: true,
    cacheMethod: "none",
  }).then(async (worker) => {
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
    return worker;
  });
  return readers[language];
}

function decode(path) {
  const bytes = readFileSync(path);
  if (path.endsWith(".png")) {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: png.data };
  }
  return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 2048 });
}

/** What an OCR reading depends on besides the picture: the preparation code and tesseract's version. */
const readerVersion = createHash("sha256")
  .update(readFileSync("app/domain/scan/preprocess.ts"))
  .update(tesseractPackage.version)
  .digest("hex");

const imageTimes = [];
/** One picture through preparation and OCR; its text (kept, with the time it took, for the next run). */
async function ocr(path, language) {
  const key = createHash("sha256").update(readFileSync(path)).update(language).update(readerVersion).digest("hex");
  const cached = join(CACHE, `${key}.json`);
  if (useCache && existsSync(cached)) {
    const { text, ms } = JSON.parse(readFileSync(cached, "utf8"));
    imageTimes.push(ms);
    return text;
  }
  const started = performance.now();
  const prepared = toRgba(prepareForOcr(decode(path)));
  const png = new PNG({ width: prepared.width, height: prepared.height });
  png.data = Buffer.from(prepared.data);
  const worker = await reader(language);
  const { data } = await worker.recognize(PNG.sync.write(png));
  const ms = performance.now() - started;
  imageTimes.push(ms);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cached, JSON.stringify({ text: data.text, ms }));
  return data.text;
}

function levenshtein(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
const collapse = (text) => text.replace(/\s+/g, " ").trim();
const accuracy = (text, truth) => 1 - levenshtein(collapse(text), collapse(truth)) / collapse(truth).length;

// 1. Character accuracy on the six samples (as the README of scan-samples defines it).
const samples = [];
for (const language of ["en", "de"]) {
  const truth = readFileSync(join(SAMPLES, `${language}.gt.txt`), "utf8");
  for (const kind of ["clean.png", "screenshot.png", "photo.jpg"]) {
    const text = await ocr(join(SAMPLES, `${language}-${kind}`), language);
    samples.push({ name: `${language}-${kind}`, photo: kind.startsWith("photo"), accuracy: accuracy(text, truth) });
  }
}
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sampleTimes = imageTimes.splice(0);

// 2. The corpus: every case in both variants, answered as files for the scorer.
const manifestFile = join(CORPUS, "manifest.json");
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : { cases: [] };
const listed = new Map(manifest.cases.map((item) => [item.id, item]));
/** A case's pictures of one variant in reading order: the manifest's list, else the scorer's file names. */
const picturesOf = (id, variant) => {
  const named = listed.get(id)?.[variant === "screenshot" ? "screenshots" : "photos"];
  if (named) return named.map((image) => image.file);
  const pattern = variant === "screenshot" ? /^screenshot(?:-(\d+))?\.png$/ : /^photo(?:-(\d+))?\.jpe?g$/;
  return readdirSync(join(CORPUS, id))
    .map((file) => ({ file, match: file.match(pattern) }))
    .filter((entry) => entry.match)
    .sort((a, b) => Number(a.match[1] ?? 0) - Number(b.match[1] ?? 0))
    .map((entry) => entry.file);
};
const caseIds = readdirSync(CORPUS)
  .filter((id) => existsSync(join(CORPUS, id, "expected.json")))
  .sort();
const languageOf = (id) => {
  const expected = JSON.parse(readFileSync(join(CORPUS, id, "expected.json"), "utf8"));
  return String(listed.get(id)?.lang ?? expected.language ?? "")
    .toLowerCase()
    .startsWith("de")
    ? "de"
    : "en";
};
const results = mkdtempSync(join(tmpdir(), "bench-scan-"));
for (const id of caseIds) {
  const item = { id, lang: languageOf(id) };
  for (const variant of ["screenshot", "photo"]) {
    const images = picturesOf(id, variant);
    if (images.length === 0) continue;
    const texts = [];
    for (const image of images) texts.push(await ocr(join(CORPUS, item.id, image), item.lang));
    const recipe = readRecipeText(texts.join("\n\n"), item.lang);
    const answer = recipe && {
      title: recipe.title,
      ingredients: recipe.ingredients.flatMap((section) => section.items),
      instructions_list: recipe.instructions.flatMap((section) => section.steps),
      yields: recipe.yields,
      prep_time: recipe.prepMinutes,
      cook_time: recipe.cookMinutes,
      // As the library stores it: the stated total, else preparation and cooking added up.
      total_time: totalMinutes(recipe),
    };
    mkdirSync(results, { recursive: true });
    writeFileSync(join(results, `${item.id}.${variant}.json`), JSON.stringify(answer ?? {}));
  }
}
await Promise.all(Object.values(readers).map(async (worker) => (await worker).terminate()));
const runsFile = join(results, "runs.json");
const output = execFileSync(
  process.execPath,
  [SCORER, "--corpus", CORPUS, "--results", results, "--json-out", runsFile],
  { encoding: "utf8" },
);
const runs = JSON.parse(readFileSync(runsFile, "utf8")).results;
rmSync(results, { recursive: true, force: true });
const meanOf = (items) =>
  items.length === 0
    ? "-"
    : (items.reduce((sum, run) => sum + (run.scores?.overall ?? 0), 0) / items.length).toFixed(3);
const partOfRun = (run) => partOf(siteOf(run.id, listed.get(run.id)));
const summaryLine = output
  .trim()
  .split("\n")
  .findLast((line) => line.startsWith("scan-score:"));
const scored = Object.fromEntries(summaryLine.split(" ").map((pair) => pair.split("=")));
const table = output.slice(output.indexOf("field "), output.indexOf("\nweak runs")).trim();

const figures = {
  char_clean: mean(samples.filter((sample) => !sample.photo).map((sample) => sample.accuracy)).toFixed(4),
  char_photo: mean(samples.filter((sample) => sample.photo).map((sample) => sample.accuracy)).toFixed(4),
  corpus_screenshots: scored.screenshot,
  corpus_photos: scored.photo,
  ms_per_image: Math.round(mean([...sampleTimes, ...imageTimes])),
  build: meanOf(runs.filter((run) => partOfRun(run) === "build")),
  test: meanOf(runs.filter((run) => partOfRun(run) === "test")),
  cases: caseIds.length,
};
const partRow = (name, items) =>
  `| ${name} | ${new Set(items.map((run) => run.id)).size} | ${items.length} | ${meanOf(items)} | ${meanOf(
    items.filter((run) => run.variant === "screenshot"),
  )} | ${meanOf(items.filter((run) => run.variant === "photo"))} |`;
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:scan:start -->",
  `Measured ${date} with \`npm run bench:scan\` on this project's 2-core machine. Each picture goes through the`,
  "app's own preparation (grey; for photos flat lighting, straightening, scaling), tesseract.js 7 with the wasm core",
  "and eng+deu models the app serves from `/ocr/` (page segmentation mode 3; Node's worker thread instead of the",
  "browser's Web Worker), and the app's text reader (the import's lines reader in text mode, ADR 011). Character",
  "accuracy is 1 − Levenshtein distance / reference length after collapsing whitespace; the corpus is scored by",
  "its own `score.mjs`.",
  "",
  "| Figure | Value | Target |",
  "| --- | --- | --- |",
  `| Characters, clean images and screenshots (4) | ${(figures.char_clean * 100).toFixed(2)} % | ≥ 98 % |`,
  `| Characters, photos (2) | ${(figures.char_photo * 100).toFixed(2)} % | ≥ 95 % |`,
  `| Corpus, screenshots | ${figures.corpus_screenshots} | ≥ 0.90 |`,
  `| Corpus, photos | ${figures.corpus_photos} | ≥ 0.80 |`,
  `| Time per image (preparation + OCR) | ${figures.ms_per_image} ms | — |`,
  "",
  `Samples: ${samples.map((sample) => `${sample.name} ${(sample.accuracy * 100).toFixed(2)} %`).join(", ")}.`,
  "",
  "The corpus is split by site into a build part, which the text reader may be tuned on, and a test part, only ever",
  "looked at as a figure (`scripts/corpus-split.mjs`, ADR 011):",
  "",
  "| Part | Cases | Runs | Overall | Screenshots | Photos |",
  "| --- | --- | --- | --- | --- | --- |",
  partRow(
    "Build",
    runs.filter((run) => partOfRun(run) === "build"),
  ),
  partRow(
    "Test",
    runs.filter((run) => partOfRun(run) === "test"),
  ),
  partRow("All", runs),
  "",
  "```",
  table,
  "",
  summaryLine,
  "```",
  "<!-- bench:scan:end -->",
].join("\n");
// Tesseract's own notes ("Estimating resolution as …") reach stderr late, through the event loop: let them out
// first, so the summary line is the last line.
await new Promise((resolve) => setTimeout(resolve, 200));
if (publicCorpus) writeBenchmarkSection("scan", "Scan a recipe", section);
else console.log(section);
console.log(
  `bench:scan char_clean=${figures.char_clean} char_photo=${figures.char_photo} corpus_screenshots=${figures.corpus_screenshots} corpus_photos=${figures.corpus_photos} ms_per_image=${figures.ms_per_image} build=${figures.build} test=${figures.test} cases=${figures.cases}`,
);
