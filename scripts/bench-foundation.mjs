// bench:foundation — build time, the client JS of a first visit to the home page (gzip), what of it is analytics and
// chat code before consent, and the worker bundle (gzip) against the Workers limits. Lighthouse is bench:perf's.
// Self-contained: builds, measures. Writes its figures between the bench:foundation markers in docs/benchmarks.md
// and ends with one summary line.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build as viteBuild } from "vite";
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

// 3. The first visit to the home page, by the build's manifest; the analytics client must not be part of it.
const home = firstVisitJs("build/client");
const analyticsChunk = walk("build/client/assets").find((file) => /\/analytics-[\w-]+\.js$/.test(file));
if (!analyticsChunk) throw new Error("no analytics chunk in the build");
if (home.files.some((path) => /\/analytics-/.test(path)))
  throw new Error("the home page loads analytics before consent");
const analyticsGzip = gzipSize(analyticsChunk);
const consentCodeGzip = await consentGatedCodeGzip();

/**
 * The analytics and chat code every first visit downloads before anyone consents (the component that starts them,
 * the chat loader, the 'Support' link), bundled and minified on its own with what the app loads anyway (React,
 * React Router, messages, icons) and the lazily loaded analytics client left out.
 */
async function consentGatedCodeGzip() {
  const app = resolve("app");
  const shared =
    /^(react|react-dom|react-router|lucide-react)(\/|$)|\/paraglide\/|\/localized-link|\/lib\/locale|\/lib\/analytics/;
  const output = await viteBuild({
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "~": app } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: ["components/consented-services.tsx", "components/support-link.tsx"].map((file) => join(app, file)),
        formats: ["es"],
      },
      rollupOptions: { external: (id) => shared.test(id), output: { minify: true } },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks
    .filter((chunk) => chunk.type === "chunk")
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}

// 4. Report.
const date = new Date().toISOString().slice(0, 10);
const rows = [
  `| Build time (clean \`npm run build\`) | ${buildSeconds.toFixed(1)} s |`,
  `| Client JS of a first visit to the home page (gzip, ${home.files.length} files) | ${kib(home.total)}, of which React and React Router ${kib(home.framework)} |`,
  `| Of it: analytics and chat code before consent (gzip, budget 5 KiB) | ${kib(consentCodeGzip)} |`,
  `| Analytics client, loaded only after consent (gzip) | ${kib(analyticsGzip)} |`,
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
  `bench:foundation build_s=${buildSeconds.toFixed(1)} home_js_gzip_kib=${(home.total / 1024).toFixed(1)} consent_code_gzip_kib=${(consentCodeGzip / 1024).toFixed(1)} analytics_gzip_kib=${(analyticsGzip / 1024).toFixed(1)} worker_gzip_kib=${(workerGzip / 1024).toFixed(1)}`,
);
process.exit(0);
