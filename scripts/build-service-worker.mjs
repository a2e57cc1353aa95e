// After the client build: bundles app/service-worker/sw.ts and lets Workbox (workbox-build injectManifest) write
// build/client/service-worker.js with the revisioned precache of the app shell (ADR 017): the offline page, icons and
// manifests, and the build files of the pages a cook opens offline, from every language's client build (ADR 019), so
// a cook who switches language keeps the app offline. Everything else (the OCR engine, the ingredient
// parser, the scan page) is fetched when first used and kept then, so a first visit downloads no more than it shows.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { LOCALES, localeAssetsDir, readRouteManifest } from "./locale-builds.mjs";

/** Public files every page may need offline. */
export const STATIC_FILES = [
  "offline.html",
  "logo.svg",
  "favicon.ico",
  "favicon-16x16.png",
  "favicon-32x32.png",
  "apple-touch-icon.png",
  "icon-192.png",
  "site.webmanifest",
  "site.de.webmanifest",
];

/** The routes of the pages a cook opens offline (app/service-worker/rules.ts), with the layouts around them. */
export const SHELL_ROUTES = [
  "root",
  "routes/layouts/chrome",
  "routes/layouts/default",
  "routes/layouts/details",
  "routes/dashboard",
  "routes/recipes/index",
  "routes/recipes/new",
  "routes/recipes/detail",
  "routes/recipes/cook",
  "routes/recipes/edit",
];

/**
 * The files to precache, relative to the client folder: the static files, and of each language's client build the
 * entry and the shell routes with every module they import statically (dynamic imports stay out), the stylesheets,
 * and the route manifest (the worker answers route discovery from it offline).
 */
export function precacheFiles(clientDir, manifests = LOCALES.map((locale) => readRouteManifest(clientDir, locale))) {
  const files = new Set(STATIC_FILES.filter((file) => statSync(join(clientDir, file), { throwIfNoEntry: false })));
  const add = (paths = []) => {
    for (const path of paths) files.add(path.replace(/^\//, ""));
  };
  for (const manifest of manifests) {
    add([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...(manifest.entry.css ?? [])]);
    for (const id of SHELL_ROUTES) {
      const route = manifest.routes[id];
      if (!route) throw new Error(`route ${id} is not in the build`);
      add([route.module, ...(route.imports ?? []), ...(route.css ?? [])]);
    }
  }
  for (const dir of LOCALES.map(localeAssetsDir)) {
    const stylesheets = readdirSync(join(clientDir, dir), { withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith(".css"),
    );
    add(stylesheets.map((entry) => `${dir}/${entry.name}`));
  }
  return [...files].sort();
}

export async function buildServiceWorker(clientDir = "build/client", workDir = "build") {
  const swSrc = join(workDir, "service-worker.src.js");
  await build({
    entryPoints: ["app/service-worker/sw.ts"],
    bundle: true,
    format: "iife",
    target: "es2022",
    minify: true,
    // Workbox's development logging goes.
    define: { "process.env.NODE_ENV": '"production"' },
    outfile: swSrc,
    logLevel: "warning",
  });
  const files = precacheFiles(clientDir);
  const { count, size, warnings } = await injectManifest({
    swSrc,
    swDest: join(clientDir, "service-worker.js"),
    globDirectory: clientDir,
    globPatterns: files,
    // Hashed build files carry their version in their name.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(warnings.join("\n"));
  return { count, size, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { count, size } = await buildServiceWorker();
  console.log(`service worker: ${count} files precached, ${(size / 1024).toFixed(1)} KiB`);
}
