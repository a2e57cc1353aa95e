// Writes build/client/service-worker.js after the client build: the app shell (hashed JS and CSS), the offline page,
// icons and manifest are precached under a cache name derived from their contents, so each build gets a fresh cache.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const STATIC_FILES = [
  "/offline.html",
  "/logo.svg",
  "/favicon.ico",
  "/favicon-16x16.png",
  "/favicon-32x32.png",
  "/apple-touch-icon.png",
  "/icon-192.png",
  "/site.webmanifest",
];

const PRECACHE_MAX_BYTES = 1024 * 1024;
/** The analytics client's chunk (app/lib/analytics.ts): fetched only after the visitor consents, never before. */
const CONSENT_ONLY = /\/analytics-[\w-]+\.js$/;

export function buildServiceWorker(clientDir, template) {
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  // Chunks loaded only for a rare case (the HEIC decoder, ~3 MB) are cached when first used, not installed up front.
  const assets = walk(join(clientDir, "assets"))
    .filter((file) => /\.(js|css)$/.test(file) && statSync(file).size <= PRECACHE_MAX_BYTES && !CONSENT_ONLY.test(file))
    .map((file) => `/${relative(clientDir, file).split(sep).join("/")}`)
    .sort();
  const precache = [
    ...STATIC_FILES.filter((path) => statSync(join(clientDir, path), { throwIfNoEntry: false })),
    ...assets,
  ];
  const hash = createHash("sha256");
  let bytes = 0;
  for (const path of precache) {
    const content = readFileSync(join(clientDir, path));
    bytes += content.length;
    hash.update(path).update(content);
  }
  const source = template
    .replace('"__CACHE_NAME__"', JSON.stringify(`mise-${hash.digest("hex").slice(0, 12)}`))
    .replace("__PRECACHE__", JSON.stringify(precache));
  return { source, precache, bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const template = readFileSync("app/service-worker/template.js", "utf8");
  const { source, precache, bytes } = buildServiceWorker("build/client", template);
  writeFileSync("build/client/service-worker.js", source);
  console.log(`service worker: ${precache.length} files precached, ${(bytes / 1024).toFixed(1)} KiB`);
}
