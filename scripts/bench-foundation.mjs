// bench:foundation — build time, the client JS of a first visit to the home page (gzip) and the worker bundle (gzip)
// against the Workers limits. Lighthouse is bench:perf's. Self-contained: builds, measures. Writes its figures
// between the bench:foundation markers in docs/benchmarks.md and ends with one summary line.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { firstVisitJs } from "./js-budget.mjs";

const WORKERS_LIMIT_FREE = 3 * 1024 * 1024;
const WORKERS_LIMIT_PAID = 10 * 1024 * 1024;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

// 1. Build time, from a clean build directory.
rmSync("build", { recursive: true, force: true });
const started = performance.now();
const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) throw new Error("build failed");
const buildSeconds = (performance.now() - started) / 1000;

// 2. Worker bundle: everything wrangler uploads from build/server (JS and source modules), gzipped.
const workerFiles = walk("build/server").filter((file) => /\.(m?js|wasm)$/.test(file));
const workerGzip = workerFiles.reduce((sum, file) => sum + gzipSize(file), 0);

// 3. The first visit to the home page, by the build's manifest.
const home = firstVisitJs("build/client");

// 4. Report.
const date = new Date().toISOString().slice(0, 10);
const rows = [
  `| Build time (clean \`npm run build\`) | ${buildSeconds.toFixed(1)} s |`,
  `| Client JS of a first visit to the home page (gzip, ${home.files.length} files) | ${kib(home.total)}, of which React and React Router ${kib(home.framework)} |`,
  `| Worker bundle (gzip, ${workerFiles.length} files) | ${kib(workerGzip)} of ${kib(WORKERS_LIMIT_FREE)} (free) / ${kib(WORKERS_LIMIT_PAID)} (paid): ${((workerGzip / WORKERS_LIMIT_FREE) * 100).toFixed(1)} % of the free limit |`,
];
const section = [
  "<!-- bench:foundation:start -->",
  `Measured ${date} with \`npm run bench:foundation\` on this project's 2-core machine. Lighthouse figures are`,
  "under bench:perf.",
  "",
  "| What | Figure |",
  "| --- | --- |",
  ...rows,
  "<!-- bench:foundation:end -->",
].join("\n");
writeBenchmarkSection("foundation", "Foundation: build and bundles", section);
console.log(
  `bench:foundation build_s=${buildSeconds.toFixed(1)} home_js_gzip_kib=${(home.total / 1024).toFixed(1)} worker_gzip_kib=${(workerGzip / 1024).toFixed(1)}`,
);
process.exit(0);
