import encodeJpeg from "@jsquash/jpeg/encode.js";
import encodePng from "@jsquash/png/encode.js";
import webpEncoderWasm from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import encodeWebp, { init as initWebpEncoder } from "@jsquash/webp/encode.js";
import { describe, expect, it } from "vitest";
import { seededRandom } from "~/domain/ai/engine";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import { checkImage, loadCodecs } from "~/domain/recipes/images.server";
import { CPU_URL } from "../support/workerd-cpu";

/**
 * bench:pictures, run inside workerd by scripts/bench-pictures.mjs: how long the server holds a request to decode,
 * turn and shrink the worst pictures it accepts (checkImage). The worst is the most pixels allowed, with as much
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

/** An EXIF orientation segment put into a JPEG: the server must decode it to turn it upright. */
function turned(jpeg: Uint8Array, orientation: number) {
  const exif = [0x45, 0x78, 0x69, 0x66, 0, 0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1];
  exif.push(0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0);
  return new Uint8Array([...jpeg.subarray(0, 2), 0xff, 0xe1, 0, exif.length + 2, ...exif, ...jpeg.subarray(2)]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

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
        bytes: turned(await worstWithin(jpeg(true)), 6),
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
    const cpuMs = async () => ((await (await fetch(CPU_URL)).json()) as { ms: number | null }).ms;
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
});
