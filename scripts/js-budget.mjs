// The client JavaScript budgets, read from the build's React Router manifest (gzip sizes, level 9):
// - a first visit to `/` and to the recipe list (entry, root, the route and everything they import statically),
// - each route's own chunk.
// `node scripts/js-budget.mjs` (after `npm run build`; `npm test` runs it) fails naming every chunk over budget.
// bench:perf reports the first visit with the same function.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { readRouteManifest } from "./build-service-worker.mjs";

// The landing page is sent as a plain document (ADR 019): its first visit loads no JavaScript at all, far under
// issue 24's 100 KiB. A page that runs the app (the recipe list, for one) loads React, React Router and its own code.
export const FIRST_VISIT_BUDGET_KIB = 100;
export const ROUTE_CHUNK_BUDGET_KIB = 30;
// The app's own first page, the recipe list: React, React Router (about 105 KiB), the app's shell and the list. Held
// where it is, so the app's pages do not grow back the schemas and widgets they load on demand today.
export const APP_FIRST_VISIT_BUDGET_KIB = 170;

const gzipBytes = (clientDir, path) => gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length;

/** Whether a route module marks itself as a plain document (`handle = { document: true }`, app/lib/page-client.ts). */
export function isDocumentRoute(routeId) {
  const source = readFileSync(fileURLToPath(new URL(`../app/${routeId}.tsx`, import.meta.url)), "utf8");
  return /export const handle = \{ document: true \}/.test(source);
}

/**
 * The files a first visit to `routeId` loads, their gzip total, and how much of it is the framework (the entry and
 * the chunk React and React Router share); none for a page sent as a plain document.
 */
export function firstVisitJs(clientDir, routeId = "routes/home") {
  if (isDocumentRoute(routeId)) return { files: [], total: 0, framework: 0 };
  const manifest = readRouteManifest(clientDir);
  const entry = [manifest.entry.module, ...manifest.entry.imports];
  const files = new Set(entry);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    for (const path of [route.module, ...(route.imports ?? [])]) files.add(path);
  }
  const size = (paths) => paths.reduce((sum, path) => sum + gzipBytes(clientDir, path), 0);
  return { files: [...files], total: size([...files]), framework: size(entry) };
}

/** Every budget the build breaks, as sentences naming the chunk. */
export function budgetFailures(clientDir) {
  const failures = [];
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const [path, routeId, budget] of [
    ["/", "routes/home", FIRST_VISIT_BUDGET_KIB],
    ["/recipes", "routes/recipes/index", APP_FIRST_VISIT_BUDGET_KIB],
  ]) {
    const { total } = firstVisitJs(clientDir, routeId);
    if (total > budget * 1024) {
      failures.push(`first visit to ${path} loads ${kib(total)} of JavaScript, budget ${budget} KiB`);
    }
  }
  for (const [id, route] of Object.entries(readRouteManifest(clientDir).routes)) {
    const size = gzipBytes(clientDir, route.module);
    if (size > ROUTE_CHUNK_BUDGET_KIB * 1024) {
      failures.push(`route ${id}: its chunk ${route.module} is ${kib(size)}, budget ${ROUTE_CHUNK_BUDGET_KIB} KiB`);
    }
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = budgetFailures("build/client");
  for (const failure of failures) console.error(`js-budget: ${failure}`);
  for (const routeId of ["routes/home", "routes/recipes/index"]) {
    const { total, files } = firstVisitJs("build/client", routeId);
    console.log(`js-budget: first visit to ${routeId}: ${(total / 1024).toFixed(1)} KiB in ${files.length} files`);
  }
  process.exit(failures.length ? 1 : 0);
}
