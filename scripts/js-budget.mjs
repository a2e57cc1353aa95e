// The client JavaScript budgets, read from each language's client build (ADR 019) by its React Router manifest
// (gzip sizes, level 9):
// - a first visit to `/` and to the recipe list (entry, root, the route and everything they import statically),
// - each route's own chunk,
// - no file of one language's build holds a message text of another language (the client carries only its own).
// `node scripts/js-budget.mjs` (after `npm run build`; `npm test` runs it) fails naming every chunk at fault.
// bench:perf reports the first visit with the same function.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { LOCALE_BUILDS, LOCALES, localeAssetsDir, readRouteManifest } from "./locale-builds.mjs";

// The landing page is sent as a plain document (ADR 019): its first visit loads no JavaScript at all, far under
// issue 24's 100 KiB. A page that runs the app (the recipe list, for one) loads React, React Router and its own code.
export const FIRST_VISIT_BUDGET_KIB = 100;
export const ROUTE_CHUNK_BUDGET_KIB = 30;
// The app's own first page, the recipe list: React, React Router (about 105 KiB), the app's shell and the list. Held
// where it is, so the app's pages do not grow back the schemas and widgets they load on demand today.
export const APP_FIRST_VISIT_BUDGET_KIB = 170;
// Shorter texts ("Name", "Rezepte") may be part of code or of the other language's own words.
const FOREIGN_TEXT_MIN_LENGTH = 12;
// React, React DOM and React Router's chunk (vite.config.ts) holds no message; its own English ("Internal Server
// Error") is not one.
const FRAMEWORK_CHUNK = /\/framework-[\w-]+\.js$/;

const gzipBytes = (clientDir, path) => gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length;

/** Whether a route module marks itself as a plain document (`handle = { document: true }`, app/lib/page-client.ts). */
export function isDocumentRoute(routeId) {
  const source = readFileSync(fileURLToPath(new URL(`../app/${routeId}.tsx`, import.meta.url)), "utf8");
  return /export const handle = \{ document: true \}/.test(source);
}

/**
 * The files a first visit to `routeId` in `locale` loads, their gzip total, and how much of it is the framework (the
 * entry and the chunk React and React Router share); none for a page sent as a plain document.
 */
export function firstVisitJs(clientDir, routeId = "routes/home", locale = LOCALE_BUILDS.base) {
  if (isDocumentRoute(routeId)) return { files: [], total: 0, framework: 0 };
  const manifest = readRouteManifest(clientDir, locale);
  const entry = [manifest.entry.module, ...manifest.entry.imports];
  const files = new Set(entry);
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) {
    for (const path of [route.module, ...(route.imports ?? [])]) files.add(path);
  }
  const size = (paths) => paths.reduce((sum, path) => sum + gzipBytes(clientDir, path), 0);
  return { files: [...files], total: size([...files]), framework: size(entry) };
}

/** Every text of a messages file: plain messages and each variant of a plural or a selection. */
function messageTexts(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(messageTexts);
  if (value && typeof value === "object") return messageTexts(Object.values(value.match ?? value));
  return [];
}

/**
 * The texts of `locale`'s messages that give a chunk away as carrying them: each literal run between placeholders,
 * long enough to be telling, of more than one word (a single word, "dessertspoon", may be a name in the code too),
 * and found in no message of `besides` (a text both languages share proves nothing).
 */
export function telltaleTexts(locale, besides) {
  const texts = (language) => {
    const messages = JSON.parse(readFileSync(new URL(`../messages/${language}.json`, import.meta.url), "utf8"));
    delete messages.$schema;
    return messageTexts(Object.values(messages));
  };
  const own = texts(besides).join("\n");
  const runs = texts(locale).flatMap((text) => text.split(/\{[^}]*\}/));
  // Quotes and backslashes may come out escaped in the minified file; such runs are left out rather than guessed.
  const telling = runs.filter(
    (run) => run.length >= FOREIGN_TEXT_MIN_LENGTH && /\S\s+\S/.test(run) && !/["'`\\\n]/.test(run),
  );
  return [...new Set(telling)].filter((run) => !own.includes(run));
}

/** The JavaScript files of a language's client build, as paths under the client folder. */
function clientFiles(clientDir, locale) {
  const dir = localeAssetsDir(locale);
  return readdirSync(join(clientDir, dir), { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => `${dir}/${entry.name}`)
    .filter((file) => !FRAMEWORK_CHUNK.test(file));
}

/** Every budget the build breaks, as sentences naming the chunk. */
export function budgetFailures(clientDir) {
  const failures = [];
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const locale of LOCALES) {
    const prefix = locale === LOCALE_BUILDS.base ? "" : `/${locale}`;
    for (const [path, routeId, budget] of [
      [prefix || "/", "routes/home", FIRST_VISIT_BUDGET_KIB],
      [`${prefix}/recipes`, "routes/recipes/index", APP_FIRST_VISIT_BUDGET_KIB],
    ]) {
      const { total } = firstVisitJs(clientDir, routeId, locale);
      if (total > budget * 1024) {
        failures.push(`first visit to ${path} loads ${kib(total)} of JavaScript, budget ${budget} KiB`);
      }
    }
    for (const [id, route] of Object.entries(readRouteManifest(clientDir, locale).routes)) {
      const size = gzipBytes(clientDir, route.module);
      if (size > ROUTE_CHUNK_BUDGET_KIB * 1024) {
        failures.push(
          `route ${id} (${locale}): its chunk ${route.module} is ${kib(size)}, budget ${ROUTE_CHUNK_BUDGET_KIB} KiB`,
        );
      }
    }
    const foreign = LOCALES.filter((other) => other !== locale).flatMap((other) =>
      telltaleTexts(other, locale).map((text) => ({ other, text })),
    );
    for (const file of clientFiles(clientDir, locale)) {
      const source = readFileSync(join(clientDir, file), "utf8");
      const found = foreign.filter(({ text }) => source.includes(text));
      if (found.length === 0) continue;
      const { other, text } = found[0];
      failures.push(
        `the ${locale} client's ${file} holds ${found.length} ${other} message text(s), e.g. ${JSON.stringify(text)}`,
      );
    }
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const failures = budgetFailures("build/client");
  for (const failure of failures) console.error(`js-budget: ${failure}`);
  for (const locale of LOCALES) {
    for (const routeId of ["routes/home", "routes/recipes/index"]) {
      const { total, files } = firstVisitJs("build/client", routeId, locale);
      console.log(
        `js-budget: first visit to ${routeId} (${locale}): ${(total / 1024).toFixed(1)} KiB in ${files.length} files`,
      );
    }
  }
  process.exit(failures.length ? 1 : 0);
}
