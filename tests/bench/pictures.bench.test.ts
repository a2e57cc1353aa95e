import decodeJpeg from "@jsquash/jpeg/decode.js";
import encodeJpeg from "@jsquash/jpeg/encode.js";
import encodePng from "@jsquash/png/encode.js";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import decodeWebp from "@jsquash/webp/decode.js";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import { describe, expect, it } from "vitest";
import { seededRandom } from "~/domain/ai/engine";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import { checkImage, loadCodecs, shrinkPixels, webpCopies } from "~/domain/recipes/images.server";
import { PICTURE_WIDTHS } from "~/lib/picture-urls";
import { PHOTOS_URL } from "../support/bench-photos";
import { withOrientation } from "../support/real-images";
import { CPU_URL } from "../support/workerd-cpu";

/**
 * bench:pictures, run inside workerd by scripts/bench-pictures.mjs: how long the server holds a request to decode,
 * turn and shrink the worst pictures it accepts (checkImage), and what the WebP copies of a stored title photo cost
 * the queue and save a phone (ADR 020). The worst is the most pixels allowed, with as much
 * detail as the byte limit lets in (noise over a gradient), in each type and way it is decoded. Each case runs a few
 * times: the median CPU time workerd spent on it (read from /proc through the outbound stand-in, so other work on a
 * shared machine does not count), and the median wall time the request waited. Prints one JSON line the script
 * turns into docs/benchmarks.md.
 */

const RUNS = 5;
const AREA = IMAGE_LIMITS.megapixels * 1_000_000;
/** The largest 4:3 picture within the limit. */
const WIDTH = Math.floor(Math.sqrt((AREA * 4) / 3));
const HEIGHT = Math.floor(AREA / WIDTH);

function detailedPixels(width: number, height: number, noise: number) {
  const random = seededRandom(20261126);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 4) {
      const jitter = () => (random() - 0.5) * noise;
      data[i] = (x / width) * 255 + jitter();
      data[i + 1] = (y / height) * 255 + jitter();
      data[i + 2] = ((x + y) / (width + height)) * 255 + jitter();
      data[i + 3] = 255;
    }
  }
  return { data, width, height } as ImageData;
}

/** The most detailed encoding that still fits the byte limit: the noise is halved until it does. */
async function worstWithin(encode: (pixels: ImageData) => Promise<ArrayBuffer>, width = WIDTH, height = HEIGHT) {
  for (let noise = 256; noise >= 1; noise /= 2) {
    const bytes = new Uint8Array(await encode(detailedPixels(width, height, noise)));
    if (bytes.length <= IMAGE_LIMITS.bytes) return bytes;
  }
  throw new Error("no encoding fits the byte limit");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const cpuMs = async () => ((await (await fetch(CPU_URL)).json()) as { ms: number | null }).ms;

/**
 * How close a copy is to the stored photo shrunk to its size without encoding (peak signal-to-noise ratio over the
 * colour channels, in dB; above about 35 dB the difference is hard to see at the size shown).
 */
async function psnr(stored: Uint8Array, copy: Uint8Array): Promise<number> {
  const original = await decodeJpeg(stored.slice().buffer);
  const shown = await decodeWebp(copy.slice().buffer);
  const edge = Math.round((Math.max(original.width, original.height) * shown.width) / original.width);
  const reference = shrinkPixels(original, edge);
  let squares = 0;
  let count = 0;
  for (let y = 0; y < Math.min(shown.height, reference.height); y++) {
    for (let x = 0; x < Math.min(shown.width, reference.width); x++) {
      for (let channel = 0; channel < 3; channel++) {
        const a = shown.data[(y * shown.width + x) * 4 + channel] ?? 0;
        const b = reference.data[(y * reference.width + x) * 4 + channel] ?? 0;
        squares += (a - b) ** 2;
        count += 1;
      }
    }
  }
  return 10 * Math.log10((255 * 255) / (squares / count));
}

/** The CPU time workerd spends on `work`, or null where /proc cannot tell. */
async function cpuOf(work: () => Promise<unknown>): Promise<number | null> {
  const before = await cpuMs();
  await work();
  const after = await cpuMs();
  return before === null || after === null ? null : after - before;
}

describe("bench:pictures", () => {
  it("times the worst pictures the server decodes", async () => {
    await loadCodecs();
    await initWebpEncoder(webpEncoderWasm);
    const jpeg = (progressive: boolean) => (pixels: ImageData) =>
      encodeJpeg(pixels, { quality: 95, progressive, baseline: !progressive });
    const cases: { name: string; bytes: Uint8Array; maxEdge: number }[] = [
      { name: "JPEG, baseline, shrunk to a title photo", bytes: await worstWithin(jpeg(false)), maxEdge: 1600 },
      { name: "JPEG, progressive, shrunk to a title photo", bytes: await worstWithin(jpeg(true)), maxEdge: 1600 },
      {
        name: "JPEG, progressive, turned upright as a scanned page (encoded again at full size)",
        bytes: withOrientation(await worstWithin(jpeg(true)), 6),
        maxEdge: IMAGE_LIMITS.scanEdge,
      },
      { name: "PNG, shrunk to a title photo", bytes: await worstWithin((p) => encodePng(p)), maxEdge: 1600 },
      {
        name: "WebP (lossy), shrunk to a title photo",
        bytes: await worstWithin((p) => encodeWebp(p, { quality: 100 })),
        maxEdge: 1600,
      },
      {
        name: "WebP (lossless), shrunk to a title photo",
        bytes: await worstWithin((p) => encodeWebp(p, { lossless: 1, method: 0 })),
        maxEdge: 1600,
      },
    ];
    const results = [];
    for (const { name, bytes, maxEdge } of cases) {
      const waits: number[] = [];
      const cpu: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const cpuBefore = await cpuMs();
        const started = performance.now();
        const checked = await checkImage(bytes, maxEdge);
        waits.push(performance.now() - started);
        const cpuAfter = await cpuMs();
        if (cpuBefore !== null && cpuAfter !== null) cpu.push(cpuAfter - cpuBefore);
        expect(typeof checked).toBe("object");
      }
      results.push({
        name,
        megabytes: bytes.length / 1024 / 1024,
        cpu_ms: cpu.length > 0 ? median(cpu) : null,
        median_ms: median(waits),
      });
    }
    console.log(`BENCH_PICTURES ${JSON.stringify({ width: WIDTH, height: HEIGHT, runs: RUNS, results })}`);
  });

  it("times the WebP copies of stored title photos and weighs them", async () => {
    await loadCodecs();
    const names = (await (await fetch(PHOTOS_URL)).json()) as string[];
    // The phone photos, stored as a title photo is (1600 px on the longer side, JPEG), as the editor sends them.
    const photos: { name: string; bytes: Uint8Array }[] = [];
    for (const name of names) {
      const original = new Uint8Array(await (await fetch(`${PHOTOS_URL}${encodeURIComponent(name)}`)).arrayBuffer());
      const stored = await checkImage(original, IMAGE_LIMITS.photoEdge, { pixels: Number.POSITIVE_INFINITY });
      if (typeof stored !== "string") photos.push({ name, bytes: stored.bytes });
    }
    // The worst a stored title photo can be: the most pixels (1600 × 1600), as much detail as a JPEG of it holds.
    const worst = new Uint8Array(
      await encodeJpeg(detailedPixels(1600, 1600, 64), { quality: 82, progressive: false, baseline: true }),
    );
    const measure = async (bytes: Uint8Array) => {
      const made = await webpCopies(bytes, PICTURE_WIDTHS);
      if (!made) throw new Error("a photo did not decode");
      const decode = await cpuOf(() => webpCopies(bytes, []));
      const each = await Promise.all(
        PICTURE_WIDTHS.map(async (width) => {
          const cpu = await cpuOf(() => webpCopies(bytes, [width]));
          return decode === null || cpu === null ? null : cpu - decode;
        }),
      );
      return {
        width: made.width,
        stored_bytes: bytes.length,
        copy_bytes: made.copies.map((copy) => copy.bytes.length),
        copy_psnr_db: await Promise.all(made.copies.map((copy) => psnr(bytes, copy.bytes))),
        job_cpu_ms: await cpuOf(() => webpCopies(bytes, PICTURE_WIDTHS)),
        decode_cpu_ms: decode,
        copy_cpu_ms: each,
      };
    };
    const measured = [];
    for (const photo of photos) measured.push({ name: photo.name, ...(await measure(photo.bytes)) });
    console.log(
      `BENCH_PICTURE_SIZES ${JSON.stringify({ widths: PICTURE_WIDTHS, photos: measured, worst: await measure(worst) })}`,
    );
  });
});
