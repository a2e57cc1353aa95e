// bench:pictures — how long the server holds a request to decode, turn and shrink the worst pictures it accepts,
// inside workerd (vitest with the Workers pool, tests/bench/pictures.bench.test.ts). Writes between the
// bench:pictures markers in docs/benchmarks.md and ends with one summary line. ADR 009 decides on these figures.
import { spawnSync } from "node:child_process";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";

const run = spawnSync("npx", ["vitest", "run", "-c", "vitest.bench.config.ts", "tests/bench/pictures.bench.test.ts"], {
  encoding: "utf8",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
const line = `${run.stdout}\n${run.stderr}`.split("\n").find((text) => text.includes("BENCH_PICTURES "));
if (run.status !== 0 || !line) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
const figures = JSON.parse(line.slice(line.indexOf("{")));
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
console.log(
  `bench:pictures megapixels=${((figures.width * figures.height) / 1e6).toFixed(2)} worst_cpu_ms=${Math.round(worst.cpu_ms ?? 0)} worst_wait_ms=${Math.round(worst.median_ms)}`,
);
