import { createWorker, type LoggerMessage, PSM, type Worker } from "tesseract.js";
import tesseract from "tesseract.js/package.json";
import { IMAGE_LIMITS, jpegOrientation } from "~/domain/recipes/images";
import { prepareForOcr, toRgba } from "~/domain/scan/preprocess";
import { scaledJpeg } from "~/lib/scaled-jpeg";

/**
 * OCR on the cook's device: tesseract.js in a Web Worker, with its wasm core and the English and German models served
 * from our own origin (scripts/ocr-assets.mjs puts them there; the service worker keeps them after first use).
 * Pictures are decoded and prepared (grey; for photos also flat lighting, straightening and scaling) before reading.
 */
const ASSETS = `/ocr/${tesseract.version}`;

type ReaderProgress = { phase: "loading" | "reading"; progress: number };

/** A worker with both languages loaded, the UI language first (the hint for words both could be). */
export function createReader(hint: "en" | "de", onProgress: (progress: ReaderProgress) => void): Promise<Worker> {
  return createWorker(hint === "de" ? ["deu", "eng"] : ["eng", "deu"], 1, {
    workerPath: `${ASSETS}/worker.min.js`,
    corePath: `${ASSETS}/core`,
    langPath: `${ASSETS}/lang`,
    gzip: true,
    // The service worker caches the files; tesseract's own IndexedDB copy would keep them twice.
    cacheMethod: "none",
    workerBlobURL: false,
    logger: (message: LoggerMessage) => {
      const phase = message.status === "recognizing text" ? "reading" : "loading";
      onProgress({ phase, progress: message.progress });
    },
  }).then(async (worker) => {
    // Page segmentation mode 3: find the columns and blocks of the page by itself.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
    return worker;
  });
}

const isHeicName = (file: File) => /\.hei[cf]$/i.test(file.name) || /image\/hei[cf]/i.test(file.type);

/** The picture as a bitmap; HEIC photos from iPhones are converted where the browser cannot read them itself. */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (error) {
    if (!isHeicName(file)) throw error;
    const { heicTo } = await import("heic-to");
    return heicTo({ blob: file, type: "bitmap" });
  }
}

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

type PreparedImage = {
  /** What the recogniser reads. */
  forOcr: HTMLCanvasElement;
  /** What is stored: the original where it is small enough, else a smaller JPEG; always JPEG, PNG or WebP. */
  original: File;
  preview: string;
};

export async function prepareImage(file: File): Promise<PreparedImage> {
  const bitmap = await decode(file);
  const canvas = canvasOf(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) throw new Error("no 2d canvas");
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const prepared = toRgba(prepareForOcr(context.getImageData(0, 0, canvas.width, canvas.height)));
  const forOcr = canvasOf(prepared.width, prepared.height);
  forOcr
    .getContext("2d")
    ?.putImageData(new ImageData(new Uint8ClampedArray(prepared.data), prepared.width, prepared.height), 0, 0);
  // A phone photo turned by its EXIF orientation is sent upright (drawn on the canvas), so the server need not turn it.
  const upright = file.type !== "image/jpeg" || jpegOrientation(new Uint8Array(await file.arrayBuffer())) === 1;
  const storable =
    ["image/jpeg", "image/png", "image/webp"].includes(file.type) &&
    file.size <= IMAGE_LIMITS.bytes &&
    upright &&
    Math.max(canvas.width, canvas.height) <= IMAGE_LIMITS.scanEdge;
  const original = storable ? file : await scaledJpeg(canvas, IMAGE_LIMITS.scanEdge, "scan.jpg");
  return { forOcr, original, preview: URL.createObjectURL(original) };
}
