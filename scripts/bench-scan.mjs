// bench:scan — the scanner as the app runs it, on this machine: the same preparation code (app/domain/scan/
// preprocess.ts), tesseract.js with the same wasm core and eng+deu "best_int" models the app serves from /ocr/
// (page segmentation mode 3, the recipe's language first, as the UI language hint puts it), and the same text-to-
// recipe parser (app/domain/scan/recipe-text.ts). Tesseract runs in Node's worker thread here instead of a browser's
// Web Worker. Measures character accuracy on ../shared/scan-samples and the recipe score on ../shared/scan-corpus with
// its own scorer; writes between the bench:scan markers in docs/benchmarks.md; ends with one summary line.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { createWorker, PSM } from "tesseract.js";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { copyOcrAssets } from "./ocr-assets.mjs";

const SHARED = new URL("../../shared/", import.meta.url).pathname;
const SAMPLES = join(SHARED, "scan-samples");
const CORPUS = join(SHARED, "scan-corpus");

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
const { totalMinutes } = await load("app/domain/recipes/schemas.ts");

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

const imageTimes = [];
/** One picture through preparation and OCR; its text. */
async function ocr(path, language) {
  const started = performance.now();
  const prepared = toRgba(prepareForOcr(decode(path)));
  const png = new PNG({ width: prepared.width, height: prepared.height });
  png.data = Buffer.from(prepared.data);
  const worker = await reader(language);
  const { data } = await worker.recognize(PNG.sync.write(png));
  imageTimes.push(performance.now() - started);
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
const manifest = JSON.parse(readFileSync(join(CORPUS, "manifest.json"), "utf8"));
const results = mkdtempSync(join(tmpdir(), "bench-scan-"));
for (const item of manifest.cases) {
  for (const [variant, images] of [
    ["screenshot", item.screenshots],
    ["photo", item.photos],
  ]) {
    const texts = [];
    for (const image of images) texts.push(await ocr(join(CORPUS, item.id, image.file), item.lang));
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
const output = execFileSync(process.execPath, [join(CORPUS, "score.mjs"), "--results", results], {
  encoding: "utf8",
});
rmSync(results, { recursive: true, force: true });
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
};
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:scan:start -->",
  `Measured ${date} with \`npm run bench:scan\` on this project's 2-core machine. Each picture goes through the`,
  "app's own preparation (grey; for photos flat lighting, straightening, scaling), tesseract.js 7 with the wasm core",
  "and eng+deu models the app serves from `/ocr/` (page segmentation mode 3; Node's worker thread instead of the",
  "browser's Web Worker), and the app's text-to-recipe parser. Character accuracy is 1 − Levenshtein distance /",
  "reference length after collapsing whitespace; the corpus is scored by its own `score.mjs`.",
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
writeBenchmarkSection("scan", "Scan a recipe", section);
console.log(
  `bench:scan char_clean=${figures.char_clean} char_photo=${figures.char_photo} corpus_screenshots=${figures.corpus_screenshots} corpus_photos=${figures.corpus_photos} ms_per_image=${figures.ms_per_image}`,
);
