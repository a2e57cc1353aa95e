/**
 * Which requests the service worker answers, and how (ADR 017). Pure, so the unit tests can state the rules: what
 * is kept offline, and what never is.
 */
import { PICTURE_WIDTH_PARAM, PICTURE_WIDTHS, pictureWidthOf } from "~/lib/picture-urls";

export type RequestKind =
  /** A page document kept offline for the cook (network first, then their copy, then the offline page). */
  | "page"
  /** The data (`.data`) of such a page, kept the same way; without a copy, the offline answer. */
  | "page-data"
  /** The recipe list's data: always the network, so offline the list and its search run over what is stored. */
  | "list-data"
  /** Any other page: the network only, the offline page without one. Never kept. */
  | "document"
  /** Any other page's data: the network only, the offline answer without one. Never kept. */
  | "data"
  /** React Router's route discovery: offline, answered from the kept route manifest. */
  | "route-manifest"
  /**
   * A recipe's title photo or one of its sizes (ADR 020): the cook's copy first (its address changes with the
   * photo); offline, another size of it.
   */
  | "image"
  /** Hashed build files: they never change, so a kept copy is always right. */
  | "asset"
  /** The OCR engine and its language data, fetched on the first scan and kept across app versions. */
  | "ocr"
  /** Something shared to the app from the phone's share sheet (POST, multipart). */
  | "share"
  /**
   * The recipe editor posted as a plain form, before its page's script ran (or without it): the network; without
   * one, the save is kept on the device like the editor's own offline save.
   */
  | "editor-form"
  /** Left to the browser: /api (sign-in, billing, everything else), other sites, form posts, downloads. */
  | "browser";

export type RequestFacts = { url: URL; method: string; mode: string; origin: string };

const RECIPE_ID = "[\\w-]+";
const LOCALE = "(?:/de)?";
/** The pages a cook can open offline, English or German (ADR 017); everything else needs the network. */
const OFFLINE_PAGES = [
  /^\/dashboard$/,
  /^\/recipes$/,
  /^\/recipes\/new$/,
  new RegExp(`^/recipes/(?!new$|export$)${RECIPE_ID}$`),
  new RegExp(`^/recipes/${RECIPE_ID}/(?:cook|edit)$`),
];
const RECIPE_PAGE = new RegExp(`^${LOCALE}/recipes/(?!new$|export$)(${RECIPE_ID})(?:/(cook|edit))?$`);
const RECIPE_IMAGE = new RegExp(`^/recipes/${RECIPE_ID}/image$`);
const SHARE = /^(?:\/de)?\/share$/;
const EDITOR = new RegExp(`^/recipes/(?:new|${RECIPE_ID}/edit)$`);

/** The page a path shows: `/de/recipes.data` → `/de/recipes`, `/_root.data` → `/`. */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/** The data address of a page: `/de/recipes/1` → `/de/recipes/1.data`, `/` → `/_root.data`. */
export function dataPath(page: string): string {
  return page === "/" ? "/_root.data" : `${page}.data`;
}

const withoutLocale = (path: string) => (path === "/de" ? "/" : path.replace(/^\/de(?=\/)/, ""));

/** Whether a page (or its data) is one the cook can open offline. */
export function isOfflinePage(path: string): boolean {
  const page = withoutLocale(pagePath(path));
  return OFFLINE_PAGES.some((pattern) => pattern.test(page));
}

export function classifyRequest({ url, method, mode, origin }: RequestFacts): RequestKind {
  if (url.origin !== origin) return "browser";
  const path = url.pathname;
  if (path === "/api" || path.startsWith("/api/")) return "browser";
  if (method === "POST" && SHARE.test(path)) return "share";
  if (method === "POST" && mode === "navigate" && EDITOR.test(withoutLocale(path))) return "editor-form";
  if (method !== "GET") return "browser";
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/ocr/")) return "ocr";
  if (path === "/__manifest") return "route-manifest";
  if (RECIPE_IMAGE.test(withoutLocale(path))) return "image";
  if (path.endsWith(".data")) {
    const page = pagePath(path);
    if (withoutLocale(page) === "/recipes") return "list-data";
    return isOfflinePage(page) ? "page-data" : "data";
  }
  if (mode === "navigate") return isOfflinePage(path) ? "page" : "document";
  return "browser";
}

/**
 * The key an offline copy is kept under. For data, React Router names the routes it wants (`_routes`) when some
 * did not change; their order is normalised, and `index` is kept as it changes which route answers.
 */
export function cacheKey(url: URL): string {
  const key = new URL(url.pathname, url.origin);
  const routes = url.searchParams.get("_routes");
  const rest = [...url.searchParams].filter(([name]) => name !== "_routes").sort(([a], [b]) => a.localeCompare(b));
  for (const [name, value] of rest) key.searchParams.append(name, value);
  if (routes) key.searchParams.set("_routes", routes.split(",").sort().join(","));
  return key.href;
}

/**
 * Where else a copy of the same content may be kept, best first: the data of all routes answers a request for some
 * of them, and the other language's copy of a recipe is the same recipe in the other language's frame.
 */
export function fallbackKeys(url: URL): string[] {
  const keys: string[] = [];
  const full = new URL(url.pathname, url.origin);
  if (url.searchParams.has("_routes") && full.href !== cacheKey(url)) keys.push(full.href);
  const page = pagePath(url.pathname);
  if (RECIPE_PAGE.test(page)) {
    const other = page.startsWith("/de/") ? page.slice(3) : `/de${page}`;
    keys.push(new URL(url.pathname.endsWith(".data") ? dataPath(other) : other, url.origin).href);
  }
  return keys;
}

/**
 * The other sizes of a recipe's photo, for when the network cannot bring the one asked for (ADR 020): a page kept
 * at one width and opened at another, or a photo kept whole by 'Keep all my recipes offline'. The narrowest at
 * least as wide comes first, then the widest of the narrower ones; the stored photo counts as the widest.
 */
export function otherPictureSizes(url: URL): string[] {
  if (!RECIPE_IMAGE.test(withoutLocale(url.pathname))) return [];
  const asked = pictureWidthOf(url) ?? Number.POSITIVE_INFINITY;
  const sizes = [...PICTURE_WIDTHS, Number.POSITIVE_INFINITY].filter((width) => width !== asked);
  const wider = sizes.filter((width) => width > asked).sort((a, b) => a - b);
  const narrower = sizes.filter((width) => width < asked).sort((a, b) => b - a);
  return [...wider, ...narrower].map((width) => {
    const other = new URL(url);
    if (Number.isFinite(width)) other.searchParams.set(PICTURE_WIDTH_PARAM, String(width));
    else other.searchParams.delete(PICTURE_WIDTH_PARAM);
    return cacheKey(other);
  });
}

/** The recipe a page belongs to (its own page, cook mode, editor), or null. */
export function recipeOfPath(path: string): string | null {
  return RECIPE_PAGE.exec(pagePath(path))?.[1] ?? null;
}

/**
 * The copies one recipe needs to open offline in a language: its page, cook mode and editor, each as a document
 * (for a reload) and as data (for a move inside the app).
 */
export function recipePages(id: string, locale: "en" | "de"): string[] {
  const base = `${locale === "de" ? "/de" : ""}/recipes/${id}`;
  return [base, `${base}/cook`, `${base}/edit`].flatMap((page) => [page, dataPath(page)]);
}

/**
 * What else is kept when the cook opens a recipe's page, document or data: the rest of `recipePages`, so the
 * recipe also opens offline by a reload and in cook mode and the editor.
 */
export function companionPages(path: string): string[] {
  const match = RECIPE_PAGE.exec(pagePath(path));
  if (!match?.[1]) return [];
  const locale = path.startsWith("/de/") ? "de" : "en";
  return recipePages(match[1], locale).filter((each) => each !== path);
}

/**
 * The pages around the recipes, kept once (when missing) whenever the cook opens any kept page, so that a reload
 * of the list or the dashboard works offline even if the cook never loaded them as a document: the list then runs
 * over the recipes the device holds. Opening them online replaces the copy.
 */
export function framePages(path: string): string[] {
  const prefix = path.startsWith("/de/") ? "/de" : "";
  return ["/recipes", "/dashboard"].map((page) => `${prefix}${page}`).filter((page) => page !== pagePath(path));
}

/** The pages around the recipes, kept with the library: the dashboard, the list and the new-recipe page. */
export function libraryFrame(locale: "en" | "de"): string[] {
  const prefix = locale === "de" ? "/de" : "";
  return ["/dashboard", "/recipes", "/recipes/new"].flatMap((page) => [
    `${prefix}${page}`,
    dataPath(`${prefix}${page}`),
  ]);
}

/**
 * Where the route manifest of a client build of `version` lies: each language has a client build of its own
 * (ADR 019), English under /assets/, German under /assets/de/ (scripts/locale-builds.mjs decides, a test holds both
 * to it).
 */
export function routeManifestFiles(version: string): string[] {
  return ["/assets/", "/assets/de/"].map((dir) => `${dir}manifest-${version}.js`);
}
