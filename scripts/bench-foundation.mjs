// bench:foundation — build time, client JS of the home page (gzip), what of it is analytics and chat code before
// consent, worker bundle (gzip) against the Workers limits, and Lighthouse mobile scores for the public pages in
// both languages. Self-contained: builds, serves, measures, stops.
// Writes its figures between the bench:foundation markers in docs/benchmarks.md and ends with one summary line.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { build as viteBuild } from "vite";
import { writeBenchmarkSection } from "./benchmarks-doc.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { serveBuild } from "./start-server.mjs";

// BENCH_PORT when another worktree on the machine is using the default one.
const PORT = Number(process.env.BENCH_PORT ?? 8797);
/** The pages a visitor arrives on from search and links, in English and German. */
const LIGHTHOUSE_PATHS = ["/", "/pricing", "/articles", "/articles/guides/storing-herbs", "/contact"].flatMap(
  (path) => [path, path === "/" ? "/de" : `/de${path}`],
);
const ORIGIN = `http://localhost:${PORT}`;
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

// 3. Serve the build, then measure the home page's JS and run Lighthouse.
const stopServer = await serveBuild(PORT);

const html = await (await fetch(`${ORIGIN}/`, { headers: { "accept-language": "en-US" } })).text();
const scripts = new Set(
  [
    ...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g),
  ].map((match) => match[1]),
);
const homeJsGzip = [...scripts].reduce((sum, path) => sum + gzipSize(join("build/client", path)), 0);
// The server is configured with analytics and chat (local stand-ins): their client must not be among these scripts.
const analyticsChunk = walk("build/client/assets").find((file) => /\/analytics-[\w-]+\.js$/.test(file));
if (!analyticsChunk) throw new Error("no analytics chunk in the build");
if ([...scripts].some((path) => /\/analytics-/.test(path)))
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

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const scores = {};
try {
  for (const path of LIGHTHOUSE_PATHS) {
    const result = await lighthouse(`${ORIGIN}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    // Name what costs points, so a score below target says where to look.
    const failing = Object.values(categories)
      .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
    console.log(`lighthouse ${path}: below 0.9: ${failing.join(", ") || "none"}`);
    scores[path] = Object.fromEntries(
      Object.entries(categories).map(([id, category]) => [id, Math.round(category.score * 100)]),
    );
  }
} finally {
  await chrome.kill();
  stopServer();
}

// 4. Report.
const date = new Date().toISOString().slice(0, 10);
const rows = [
  `| Build time (clean \`npm run build\`) | ${buildSeconds.toFixed(1)} s |`,
  `| Client JS loaded by the home page (gzip, ${scripts.size} files) | ${kib(homeJsGzip)} |`,
  `| Of it: analytics and chat code before consent (gzip, budget 5 KiB) | ${kib(consentCodeGzip)} |`,
  `| Analytics client, loaded only after consent (gzip) | ${kib(analyticsGzip)} |`,
  `| Worker bundle (gzip, ${workerFiles.length} files) | ${kib(workerGzip)} of ${kib(WORKERS_LIMIT_FREE)} (free) / ${kib(WORKERS_LIMIT_PAID)} (paid): ${((workerGzip / WORKERS_LIMIT_FREE) * 100).toFixed(1)} % of the free limit |`,
  ...Object.entries(scores).map(
    ([path, s]) =>
      `| Lighthouse mobile \`${path}\` | performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s["best-practices"]}, SEO ${s.seo} |`,
  ),
];
const section = [
  "<!-- bench:foundation:start -->",
  `Measured ${date} with \`npm run bench:foundation\` on this project's 2-core machine (Lighthouse default mobile`,
  "emulation: Moto G power, slow 4G throttling, against `wrangler dev` serving the build, with analytics and chat",
  "configured against local stand-ins and no consent given).",
  "",
  "| What | Figure |",
  "| --- | --- |",
  ...rows,
  "<!-- bench:foundation:end -->",
].join("\n");
writeBenchmarkSection("foundation", "Foundation: build, bundles, Lighthouse", section);
const flat = Object.entries(scores)
  .map(([path, s]) => {
    const name = { "/": "home", "/de": "home_de" }[path] ?? path.slice(1).replaceAll(/[/-]/g, "_");
    return `lh_${name}_perf=${s.performance} lh_${name}_a11y=${s.accessibility} lh_${name}_bp=${s["best-practices"]} lh_${name}_seo=${s.seo}`;
  })
  .join(" ");
console.log(
  `bench:foundation build_s=${buildSeconds.toFixed(1)} home_js_gzip_kib=${(homeJsGzip / 1024).toFixed(1)} consent_code_gzip_kib=${(consentCodeGzip / 1024).toFixed(1)} analytics_gzip_kib=${(analyticsGzip / 1024).toFixed(1)} worker_gzip_kib=${(workerGzip / 1024).toFixed(1)} ${flat}`,
);
process.exit(0);
