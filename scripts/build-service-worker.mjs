// After the client build: bundles app/service-worker/sw.ts and lets Workbox (workbox-build injectManifest) write
// build/client/service-worker.js with the revisioned precache of the app shell (ADR 017): the offline page, icons and
// manifests, and the build files of the pages a cook opens offline. Everything else (the OCR engine, the ingredient
// parser, the scan page) is fetched when first used and kept then, so a first visit downloads no more than it shows.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";

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

/** React Router's route manifest of the build (build/client/assets/manifest-<version>.js). */
export function readRouteManifest(clientDir) {
  const file = readdirSync(join(clientDir, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${clientDir}/assets`);
  const text = readFileSync(join(clientDir, "assets", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/**
 * The files to precache, relative to the client folder: the static files, the entry and the shell routes with
 * every module they import statically (dynamic imports stay out), the stylesheets, and the route manifest (the
 * worker answers route discovery from it offline).
 */
export function precacheFiles(clientDir, manifest = readRouteManifest(clientDir)) {
  const files = new Set(STATIC_FILES.filter((file) => statSync(join(clientDir, file), { throwIfNoEntry: false })));
  const add = (paths = []) => {
    for (const path of paths) files.add(path.replace(/^\//, ""));
  };
  add([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...(manifest.entry.css ?? [])]);
  for (const id of SHELL_ROUTES) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the build`);
    add([route.module, ...(route.imports ?? []), ...(route.css ?? [])]);
  }
  add(
    readdirSync(join(clientDir, "assets"))
      .filter((name) => name.endsWith(".css"))
      .map((name) => `assets/${name}`),
  );
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
