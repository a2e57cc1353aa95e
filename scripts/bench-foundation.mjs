// bench:foundation — build time, the client JS of a first visit to the home page (gzip), what of it is analytics and
// chat code before consent, the worker bundle (gzip) against the Workers limits, and Lighthouse's accessibility, best
// practices and SEO scores (mobile preset) of the pages visitors arrive on, in both languages (performance is
// bench:perf's). Self-contained: builds, serves the build, measures, stops. Writes its figures between the
// bench:foundation markers in docs/benchmarks.md and ends with one summary line.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { build as viteBuild } from "vite";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { firstVisitJs } from "./js-budget.mjs";
import { runLighthouse } from "./lighthouse-run.mjs";
import { serveBuild } from "./start-server.mjs";

const PORT = 8786;
const APP = `http://localhost:${PORT}`;
/** The pages visitors arrive on from search engines and links, in English and German (issue 21). */
const LIGHTHOUSE_PATHS = ["/", "/pricing", "/articles", "/articles/guides/storing-herbs", "/contact"].flatMap(
  (path) => [path, path === "/" ? "/de" : `/de${path}`],
);
const CATEGORIES = { accessibility: "accessibility", "best-practices": "best practices", seo: "SEO" };

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

// 3. The first visit to the home page, as the budget check counts it (none for a plain document, ADR 019, by the
// build's manifest otherwise); the analytics client must not be part of it.
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

// 4. Lighthouse (mobile preset, its default) on the build as a first visit sees it: no cookies, so the consent
// dialog is open; the server has analytics and chat configured against local stand-ins (scripts/serve-test.mjs).
const stop = await serveBuild(PORT);
const scores = [];
try {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    for (const path of LIGHTHOUSE_PATHS) {
      const lhr = await runLighthouse(`${APP}${path}`, { port: chrome.port, onlyCategories: Object.keys(CATEGORIES) });
      const page = { path };
      for (const [id, category] of Object.entries(lhr.categories)) {
        page[id] = Math.round(category.score * 100);
        // What keeps a page below 100, so it can be fixed.
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
          .map((ref) => ref.id);
        if (failing.length > 0) console.log(`lighthouse ${path} ${id}: ${failing.join(", ")}`);
      }
      scores.push(page);
      console.log(
        `lighthouse ${path}: ${Object.keys(CATEGORIES)
          .map((id) => `${id} ${page[id]}`)
          .join(", ")}`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  stop();
}
const lowest = (id) => Math.min(...scores.map((page) => page[id]));

// 5. Report.
const date = new Date().toISOString().slice(0, 10);
const rows = [
  `| Build time (clean \`npm run build\`) | ${buildSeconds.toFixed(1)} s |`,
  `| Client JS of a first visit to the home page (gzip, ${home.files.length} files) | ${kib(home.total)}, of which React and React Router ${kib(home.framework)} |`,
  `| Of it: analytics and chat code before consent (gzip, budget 5 KiB) | ${kib(consentCodeGzip)} |`,
  `| Analytics client, loaded only after consent (gzip) | ${kib(analyticsGzip)} |`,
  `| Worker bundle (gzip, ${workerFiles.length} files) | ${kib(workerGzip)} of ${kib(WORKERS_LIMIT_FREE)} (free) / ${kib(WORKERS_LIMIT_PAID)} (paid): ${((workerGzip / WORKERS_LIMIT_FREE) * 100).toFixed(1)} % of the free limit |`,
  ...scores.map(
    (page) =>
      `| Lighthouse mobile \`${page.path}\` | ${Object.entries(CATEGORIES)
        .map(([id, name]) => `${name} ${page[id]}`)
        .join(", ")} |`,
  ),
];
const section = [
  "<!-- bench:foundation:start -->",
  `Measured ${date} with \`npm run bench:foundation\` on this project's 2-core machine. Lighthouse: mobile preset`,
  "(simulated Moto G Power, slow 4G), accessibility, best practices and SEO, one run per page, against",
  "`wrangler dev` serving the build, as a first visit (no cookies: the consent dialog is open) with analytics and chat",
  "configured against local stand-ins. Performance scores are under bench:perf.",
  "",
  "| What | Figure |",
  "| --- | --- |",
  ...rows,
  "<!-- bench:foundation:end -->",
].join("\n");
writeBenchmarkSection("foundation", "Foundation: build and bundles", section);
console.log(
  `bench:foundation build_s=${buildSeconds.toFixed(1)} home_js_gzip_kib=${(home.total / 1024).toFixed(1)} consent_code_gzip_kib=${(consentCodeGzip / 1024).toFixed(1)} analytics_gzip_kib=${(analyticsGzip / 1024).toFixed(1)} worker_gzip_kib=${(workerGzip / 1024).toFixed(1)} seo_min=${lowest("seo")} a11y_min=${lowest("accessibility")} best_practices_min=${lowest("best-practices")}`,
);
process.exit(0);
