import jpegDecoderWasm from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import jpegEncoderWasm from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module";
import decodeJpeg, { init as initJpegDecoder } from "@jsquash/jpeg/decode.js";
import encodeJpeg, { init as initJpegEncoder } from "@jsquash/jpeg/encode.js";
import pngDecoderWasm from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import decodePng, { init as initPngDecoder } from "@jsquash/png/decode.js";
import webpDecoderWasm from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import decodeWebp, { init as initWebpDecoder } from "@jsquash/webp/decode.js";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import {
  type CheckedImage,
  IMAGE_LIMITS,
  type ImageProblem,
  type ImageType,
  imageDimensions,
  jpegColourSegments,
  jpegOrientation,
  sniffImageType,
  stripImageMetadata,
  withJpegSegments,
} from "./images";

/**
 * Decoding, shrinking and re-encoding pictures on the server, for what arrives unscaled: a form sent without
 * JavaScript, an API client, a picture fetched from a recipe's web page. The codecs are the WebAssembly builds of
 * MozJPEG, libpng and libwebp; the shrinking is an area average in plain JavaScript, one output row at a time, so
 * the only large buffer is the decoded picture itself.
 */

type Pixels = { data: Uint8ClampedArray; width: number; height: number };

let codecs: Promise<unknown> | undefined;
/**
 * MozJPEG writes what it finds wrong in a file to the console before it gives up; the file is refused (or gets no
 * copies) all the same, so its words are dropped rather than logged as errors. (The package's types name only the
 * options; its `init` takes the compiled module first.)
 */
const initQuietJpegDecoder = (module: WebAssembly.Module) =>
  (initJpegDecoder as (module: WebAssembly.Module, options: object) => Promise<void>)(module, {
    printErr: () => undefined,
  });
/** Instantiates the codecs once per isolate (also the encoders the tests make their pictures with). */
export const loadCodecs = () => {
  codecs ??= Promise.all([
    initQuietJpegDecoder(jpegDecoderWasm),
    initJpegEncoder(jpegEncoderWasm),
    initPngDecoder(pngDecoderWasm),
    initWebpDecoder(webpDecoderWasm),
  ]);
  return codecs;
};

async function decode(bytes: Uint8Array, type: ImageType): Promise<Pixels> {
  await loadCodecs();
  const buffer = bytes.slice().buffer;
  // MozJPEG turns the picture upright by its EXIF orientation before the metadata is dropped.
  if (type === "image/jpeg") return decodeJpeg(buffer, { preserveOrientation: true });
  if (type === "image/png") return decodePng(buffer);
  return decodeWebp(buffer);
}

/**
 * Scales `source` down so neither side exceeds `maxEdge` (never up), averaging every source pixel into the output
 * pixels it covers, and lays transparent parts on white (the result is a JPEG).
 */
export function shrinkPixels(source: Pixels, maxEdge: number): Pixels {
  const scale = Math.min(1, maxEdge / Math.max(source.width, source.height));
  return resizePixels(
    source,
    Math.max(1, Math.round(source.width * scale)),
    Math.max(1, Math.round(source.height * scale)),
  );
}

/** `source` at `width` × `height`, each no larger than the source's (see shrinkPixels). */
function resizePixels(source: Pixels, width: number, height: number): Pixels {
  const stepX = source.width / width;
  const stepY = source.height / height;
  const out = new Uint8ClampedArray(width * height * 4);
  // Each source column and row falls into at most two output columns or rows: where it starts, and the next.
  const columnStart = new Uint32Array(source.width);
  const columnShare = new Float32Array(source.width);
  for (let x = 0; x < source.width; x++) {
    const first = Math.min(width - 1, Math.floor(x / stepX));
    columnStart[x] = first;
    columnShare[x] = Math.min(1, (first + 1) * stepX - x);
  }
  const row = new Float32Array(width * 3);
  const current = new Float32Array(width * 3);
  const next = new Float32Array(width * 3);
  const area = stepX * stepY;
  let outputRow = 0;
  const flush = () => {
    for (let i = 0, o = outputRow * width * 4; i < width * 3; i += 3, o += 4) {
      out[o] = (current[i] ?? 0) / area;
      out[o + 1] = (current[i + 1] ?? 0) / area;
      out[o + 2] = (current[i + 2] ?? 0) / area;
      out[o + 3] = 255;
    }
    current.set(next);
    next.fill(0);
    outputRow++;
  };
  const data = source.data;
  for (let y = 0; y < source.height; y++) {
    row.fill(0);
    for (let x = 0, i = y * source.width * 4; x < source.width; x++, i += 4) {
      const alpha = (data[i + 3] ?? 255) / 255;
      const white = 255 * (1 - alpha);
      const r = (data[i] ?? 0) * alpha + white;
      const g = (data[i + 1] ?? 0) * alpha + white;
      const b = (data[i + 2] ?? 0) * alpha + white;
      const first = (columnStart[x] ?? 0) * 3;
      const share = columnShare[x] ?? 1;
      row[first] = (row[first] ?? 0) + r * share;
      row[first + 1] = (row[first + 1] ?? 0) + g * share;
      row[first + 2] = (row[first + 2] ?? 0) + b * share;
      if (share < 1) {
        row[first + 3] = (row[first + 3] ?? 0) + r * (1 - share);
        row[first + 4] = (row[first + 4] ?? 0) + g * (1 - share);
        row[first + 5] = (row[first + 5] ?? 0) + b * (1 - share);
      }
    }
    const first = Math.min(height - 1, Math.floor(y / stepY));
    while (outputRow < first) flush();
    const share = Math.min(1, (first + 1) * stepY - y);
    for (let i = 0; i < width * 3; i++) {
      const value = row[i] ?? 0;
      current[i] = (current[i] ?? 0) + value * share;
      if (share < 1) next[i] = (next[i] ?? 0) + value * (1 - share);
    }
  }
  while (outputRow < height) flush();
  return { data: out, width, height };
}

/** The pixels one request may still decode (ADR 009): every picture of the request draws on the same budget. */
export type DecodeBudget = { pixels: number };
export const decodeBudget = (): DecodeBudget => ({ pixels: IMAGE_LIMITS.megapixels * 1_000_000 });

/**
 * An uploaded or fetched file as a storable picture, or why it is not one: a JPEG, PNG or WebP by its bytes, upright,
 * at most `maxEdge` pixels on its longer side, without metadata. One that already fits is kept byte for byte (only
 * its metadata cut out); one that is larger or turned by its EXIF orientation is decoded and stored as a new JPEG,
 * when its header's size fits what is left of the request's `budget`.
 */
export async function checkImage(
  bytes: Uint8Array,
  maxEdge: number,
  budget: DecodeBudget = decodeBudget(),
): Promise<CheckedImage | ImageProblem> {
  if (bytes.length > IMAGE_LIMITS.bytes) return "too-large";
  const type = sniffImageType(bytes);
  if (!type) return "not-an-image";
  const size = imageDimensions(bytes, type);
  if (!size || size.width < 1 || size.height < 1) return "not-an-image";
  const upright = type !== "image/jpeg" || jpegOrientation(bytes) === 1;
  if (upright && Math.max(size.width, size.height) <= maxEdge) return { type, bytes: stripImageMetadata(bytes, type) };
  if (size.width * size.height > budget.pixels) return "too-many-pixels";
  budget.pixels -= size.width * size.height;
  try {
    const pixels = shrinkPixels(await decode(bytes, type), maxEdge);
    // Sequential, not MozJPEG's default progressive, which takes much longer to encode (ADR 009).
    const jpeg = new Uint8Array(await encodeJpeg(pixels as ImageData, { quality: 82, progressive: false }));
    // The pixels are still in the photo's colour space (a phone's Display P3, say): its profile goes with them.
    return {
      type: "image/jpeg",
      bytes: type === "image/jpeg" ? withJpegSegments(jpeg, jpegColourSegments(bytes)) : jpeg,
    };
  } catch {
    return "not-an-image";
  }
}

/** libwebp's default quality: its copies are about 40 dB PSNR from the photo shrunk to their size (ADR 020). */
const WEBP_OPTIONS = { quality: 75 };

let webpEncoder: Promise<unknown> | undefined;
// Only the queue encodes WebP, so a request never instantiates it. workerd has WebAssembly SIMD, which the
// package's own check picks the SIMD build for.
const loadWebpEncoder = () => {
  webpEncoder ??= initWebpEncoder(webpEncoderWasm);
  return webpEncoder;
};

/** A copy of a title picture made for pages: `width` names it (one of the widths asked for), `bytes` are a WebP. */
type PictureCopy = { width: number; bytes: Uint8Array };

/**
 * WebP copies of a stored title picture at the widths pages show it (ADR 020), or null when it cannot be decoded
 * (or is larger than a request may decode, which only pictures stored before ADR 009 are). Each copy is as wide as
 * its width or as the picture, whichever is less; a width past the picture's own is made once, not again for the
 * next. The work takes CPU (`npm run bench:pictures`): it runs in the queue, never in a request.
 */
export async function webpCopies(
  bytes: Uint8Array,
  widths: readonly number[],
): Promise<{ width: number; copies: PictureCopy[] } | null> {
  const type = sniffImageType(bytes);
  const size = type && imageDimensions(bytes, type);
  if (!type || !size || size.width < 1 || size.height < 1) return null;
  if (size.width * size.height > decodeBudget().pixels) return null;
  let pixels: Pixels;
  try {
    pixels = await decode(bytes, type);
  } catch {
    return null;
  }
  await loadWebpEncoder();
  const copies: PictureCopy[] = [];
  // Largest first, each shrunk from the one before: less to average than from the full picture every time.
  let source = pixels;
  const sorted = [...widths].sort((a, b) => a - b);
  // Past the picture's own width, only the narrowest width gets a copy (as wide as the picture).
  const wanted = sorted.filter((_, index) => index === 0 || (sorted[index - 1] ?? 0) < pixels.width);
  for (const width of wanted.reverse()) {
    const copyWidth = Math.min(width, source.width);
    source = resizePixels(source, copyWidth, Math.max(1, Math.round((source.height * copyWidth) / source.width)));
    copies.unshift({ width, bytes: new Uint8Array(await encodeWebp(source as ImageData, WEBP_OPTIONS)) });
  }
  return { width: pixels.width, copies };
}
