// bench:pictures — how long the server holds a request to decode, turn and shrink the worst pictures it accepts,
// and what the WebP copies of a stored title photo cost the queue and weigh, inside workerd (vitest with the Workers
// pool, tests/bench/pictures.bench.test.ts). Writes between the bench:pictures and bench:picture-sizes markers in
// docs/benchmarks.md and ends with one summary line. ADRs 009 and 020 decide on these figures.
import { runWorkerdBench, writeBenchmarkSection } from "./benchmarks-doc.mjs";

const [figures, sizes] = runWorkerdBench("tests/bench/pictures.bench.test.ts", "BENCH_PICTURES", "BENCH_PICTURE_SIZES");
const worst = figures.results.reduce((a, b) => ((b.cpu_ms ?? 0) > (a.cpu_ms ?? 0) ? b : a));
const ms = (value) => (value === null ? "n/a" : `${Math.round(value)} ms`);
const date = new Date().toISOString().slice(0, 10);
const section = [
  "<!-- bench:pictures:start -->",
  `Measured ${date} with \`npm run bench:pictures\` on this project's 2-core machine, inside workerd: \`checkImage\``,
  `on the worst pictures the server decodes, ${figures.width} × ${figures.height} pixels (the most one request may`,
  "decode, ADR 009) with as much detail as 5 MB hold (noise over a gradient). Each runs",
  `${figures.runs} times. CPU is the median CPU time workerd spent (from /proc, so other work on a shared machine does`,
  "not count); wait is the median time the request took, which on a busy machine is mostly waiting for a core. The",
  "browser scales pictures before sending them, so cooks' uploads take none of this.",
  "",
  "| Picture | Size | CPU | Wait |",
  "| --- | --- | --- | --- |",
  ...figures.results.map(
    (result) =>
      `| ${result.name} | ${result.megabytes.toFixed(1)} MB | ${ms(result.cpu_ms)} | ${ms(result.median_ms)} |`,
  ),
  "<!-- bench:pictures:end -->",
].join("\n");
writeBenchmarkSection("pictures", "Pictures: the worst decoding a request can cause", section);

const middle = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)];
};
const { photos, worst: worstPhoto, widths } = sizes;
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const storedKb = middle(photos.map((photo) => photo.stored_bytes));
const copyKb = widths.map((_, index) => middle(photos.map((photo) => photo.copy_bytes[index])));
const saved = (index) => Math.round((1 - copyKb[index] / storedKb) * 100);
const sizeRows = [
  `| Bytes, median of the photos | ${kb(storedKb)} | ${copyKb.map(kb).join(" | ")} |`,
  `| Bytes, the worst stored photo | ${kb(worstPhoto.stored_bytes)} | ${worstPhoto.copy_bytes.map(kb).join(" | ")} |`,
  `| Likeness to the photo shrunk to that size (PSNR), median | | ${widths.map((_, index) => `${middle(photos.map((photo) => photo.copy_psnr_db[index])).toFixed(1)} dB`).join(" | ")} |`,
  `| CPU, median of the photos | decoding: ${ms(middle(photos.map((photo) => photo.decode_cpu_ms)))} | ${widths.map((_, index) => ms(middle(photos.map((photo) => photo.copy_cpu_ms[index])))).join(" | ")} |`,
  `| CPU, the worst stored photo | decoding: ${ms(worstPhoto.decode_cpu_ms)} | ${worstPhoto.copy_cpu_ms.map(ms).join(" | ")} |`,
];
const jobCpu = middle(photos.map((photo) => photo.job_cpu_ms));
const photoWidth = middle(photos.map((photo) => photo.width));
const sizesSection = [
  "<!-- bench:picture-sizes:start -->",
  `Measured ${date} with \`npm run bench:pictures\` on this project's 2-core machine, inside workerd: \`webpCopies\`, the work`,
  `of one job that makes a title photo's WebP copies (ADR 020), on the ${photos.length} phone photos of \`../shared/scan-corpus\``,
  "(printed recipe pages photographed with camera noise, blur and shading: the only photographs in the test data;",
  `food photos with smooth areas compress further) stored as a title photo is (1600 px on the longer side, ${photoWidth} px wide in the median, JPEG), and on the worst`,
  "stored title photo (1600 × 1600, noise over a gradient, JPEG quality 82). CPU is workerd's CPU time from /proc, one",
  "run each in 10 ms steps; a copy's CPU is shrinking and encoding it, after decoding. A copy is never wider than",
  `the photo: the ${widths.at(-1)} px copy of a ${photoWidth} px photo is ${Math.min(photoWidth, widths.at(-1))} px wide.`,
  "",
  `| | Stored photo (JPEG) | ${widths.map((width) => `WebP ${width} px`).join(" | ")} |`,
  `| --- | --- | ${widths.map(() => "---").join(" | ")} |`,
  ...sizeRows,
  "",
  `One job (decoding and every copy): ${ms(jobCpu)} median, ${ms(worstPhoto.job_cpu_ms)} for the worst photo. On a phone the`,
  "recipe's title photo spans a column of 328–398 px, and Chromium takes the narrowest copy at least as wide as the",
  "column in device pixels: Lighthouse's Moto G Power (380 px at 1.75, 665 pixels) and a 2× phone of 360 px (656)",
  `take the ${widths[0]} px copy, ${kb(copyKb[0])} instead of ${kb(storedKb)} (−${saved(0)} %); a 3× phone takes the ${widths[1]} px copy,`,
  `${kb(copyKb[1])} (−${saved(1)} %).`,
  "<!-- bench:picture-sizes:end -->",
].join("\n");
writeBenchmarkSection("picture-sizes", "Pictures at the size shown: the WebP copies", sizesSection);
console.log(
  `bench:pictures megapixels=${((figures.width * figures.height) / 1e6).toFixed(2)} worst_cpu_ms=${Math.round(worst.cpu_ms ?? 0)} worst_wait_ms=${Math.round(worst.median_ms)} copies_job_cpu_ms=${jobCpu} copies_job_worst_cpu_ms=${worstPhoto.job_cpu_ms} phone_kib_before=${Math.round(storedKb / 1024)} phone_kib_after=${Math.round(copyKb[0] / 1024)}`,
);
