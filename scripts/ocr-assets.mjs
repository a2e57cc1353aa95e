// Copies what OCR in the browser needs into public/ocr/<version>/ so it is served from our own origin, never a CDN:
// tesseract.js's worker script, the LSTM builds of the wasm core (plain, SIMD and relaxed SIMD; the worker picks the
// one the browser supports) and the English and German language data ("best_int" models, gzipped). The version in
// the path changes with the packages, so browsers and the service worker may cache the files for good.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";

const modules = new URL("../node_modules/", import.meta.url).pathname;
const version = JSON.parse(readFileSync(join(modules, "tesseract.js/package.json"), "utf8")).version;

export const OCR_FILES = {
  "worker.min.js": "tesseract.js/dist/worker.min.js",
  "core/tesseract-core-lstm.wasm.js": "tesseract.js-core/tesseract-core-lstm.wasm.js",
  "core/tesseract-core-simd-lstm.wasm.js": "tesseract.js-core/tesseract-core-simd-lstm.wasm.js",
  "core/tesseract-core-relaxedsimd-lstm.wasm.js": "tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js",
  "lang/eng.traineddata.gz": "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz",
  "lang/deu.traineddata.gz": "@tesseract.js-data/deu/4.0.0_best_int/deu.traineddata.gz",
};

export function copyOcrAssets(publicDir = new URL("../public/", import.meta.url).pathname) {
  const root = join(publicDir, "ocr");
  const target = join(root, version);
  if (Object.keys(OCR_FILES).every((file) => existsSync(join(target, file)))) return target;
  rmSync(root, { recursive: true, force: true });
  for (const [file, source] of Object.entries(OCR_FILES)) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(modules, source), join(target, file));
  }
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`OCR files in ${copyOcrAssets()}`);
