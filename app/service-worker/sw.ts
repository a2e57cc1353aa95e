/**
 * The service worker (ADR 017), bundled by scripts/build-service-worker.mjs, which also injects the precache list.
 * Workbox keeps the app shell (revisioned precache), the build files and the caps on kept copies; the cook's pages,
 * data and photos are kept per cook, so a shared device never opens one cook's recipes for another.
 */
import { cacheNames, clientsClaim, setCacheNameDetails } from "workbox-core";
import { CacheExpiration, ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst } from "workbox-strategies";
import { announceSaves, askForSync, sendSaves, storeSave } from "~/components/offline/saves";
import { localeFromPath, localizePath } from "~/lib/locale";
import {
  COOK_HEADER,
  COOK_STORAGE_PREFIX,
  COPY_TIMING,
  cookCacheName,
  type KeptRecipe,
  OFFLINE_BODY,
  OFFLINE_STATUS,
  type PageMessage,
  RECIPE_VERSION_HEADER,
  SAVES_CHANNEL,
  TRANSIENT_HEADER,
  type WorkerMessage,
} from "~/lib/offline-protocol";
import { keepShared } from "~/lib/shared-items";
import { truncateText } from "~/lib/text";
import {
  cacheKey,
  classifyRequest,
  companionPages,
  fallbackKeys,
  framePages,
  isOfflinePage,
  libraryFrame,
  otherPictureSizes,
  type RequestKind,
  recipeOfPath,
  recipePages,
  routeManifestFiles,
} from "./rules";

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;
/** Pages and data of recipes the cook opened; the library they keep on request has no cap but itself. */
const PAGE_LIMITS = { maxEntries: 400, maxAgeSeconds: 45 * DAY };
const IMAGE_LIMITS = { maxEntries: 150, maxAgeSeconds: 45 * DAY };
/** Build files of earlier versions, which kept pages of those versions still load. */
const ASSET_LIMITS = { maxEntries: 400, maxAgeSeconds: 90 * DAY };
const ASSETS = "mise-assets";
const OCR = "ocr-files";
const META = "mise-meta";
const COOK_ENTRY = "/__mise/cook";
const LIBRARY_INDEX = "/__mise/library";
/** A slow kitchen connection: after this long the kept copy is shown, and the network's answer still kept. */
const NETWORK_TIMEOUT_MS = 4000;
const LIBRARY_PARALLEL = 4;
/** Kept pages are stored gzipped (about a sixth of their size); this header says so. */
const PACKED = "x-mise-packed";

setCacheNameDetails({ prefix: "mise", suffix: "v1" });
const PRECACHE = self.__WB_MANIFEST;
precacheAndRoute(PRECACHE);
cleanupOutdatedCaches();
clientsClaim();

// ---- The cook the kept copies belong to ----

let knownCook: Promise<string | null> | undefined;
/** How often the cook has changed: an answer to a request made before a change does not say who the cook is now. */
let cookChanges = 0;

function currentCook(): Promise<string | null> {
  knownCook ??= caches
    .open(META)
    .then((cache) => cache.match(COOK_ENTRY))
    .then(async (entry) => (entry ? (await entry.text()) || null : null));
  return knownCook;
}

/**
 * Every page response says whose it is (COOK_HEADER; none when signed out). When that changes, nothing kept for
 * anyone else stays: after a sign-out, an account deletion, an expired session or another cook's sign-in. `asked` is
 * the count of cook changes when the answer was asked for: an answer that crossed a change (slow across a sign-out)
 * does not say who the cook is now. Answers whether `next` is the cook now.
 */
async function noteCook(next: string | null, asked: number): Promise<boolean> {
  if (asked !== cookChanges) return (await currentCook()) === next;
  if ((await currentCook()) === next) return true;
  knownCook = Promise.resolve(next);
  cookChanges++;
  await removeCookStorage(next);
  const meta = await caches.open(META);
  if (next) await meta.put(COOK_ENTRY, new Response(next));
  else await meta.delete(COOK_ENTRY);
  return true;
}

/**
 * Drops the kept copies of every cook but `except`. A cook's queued edits (IndexedDB) stay: an expired session
 * must not lose them; the pages remove them on sign-out and account deletion, where the cook chose to.
 */
async function removeCookStorage(except: string | null): Promise<void> {
  const keep = (name: string) => except !== null && name.startsWith(`${COOK_STORAGE_PREFIX}${except}-`);
  const names = (await caches.keys()).filter((name) => name.startsWith(COOK_STORAGE_PREFIX) && !keep(name));
  await Promise.all(
    names.map(async (name) => {
      await caches.delete(name);
      // The expiry bookkeeping lists the addresses kept: it goes too.
      await new CacheExpiration(name, { maxEntries: 1 }).delete();
      expirations.delete(name);
    }),
  );
}

/** Whose a response is: their key, null when signed out, undefined when it cannot tell (a redirect, an error). */
function cookOf(response: Response): string | null | undefined {
  if (response.type === "opaqueredirect" || response.status === 0 || response.status >= 500) return undefined;
  return response.headers.get(COOK_HEADER);
}

// ---- Kept copies ----

async function pack(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(PACKED, "gzip");
  headers.delete("content-length");
  const body = await new Response(response.body?.pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

function unpack(stored: Response): Response {
  if (stored.headers.get(PACKED) !== "gzip" || !stored.body) return stored;
  const headers = new Headers(stored.headers);
  headers.delete(PACKED);
  const body = stored.body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(body, { status: stored.status, statusText: stored.statusText, headers });
}

const expirations = new Map<string, CacheExpiration>();
function expirationOf(cacheName: string, limits: { maxEntries: number; maxAgeSeconds: number }) {
  let expiration = expirations.get(cacheName);
  if (!expiration) {
    expiration = new CacheExpiration(cacheName, limits);
    expirations.set(cacheName, expiration);
  }
  return expiration;
}

/** Keeps a copy (packed unless a picture); with limits, the oldest copies beyond them go. Answers its size. */
async function keepCopy(
  cacheName: string,
  key: string,
  response: Response,
  limits?: { maxEntries: number; maxAgeSeconds: number },
): Promise<number> {
  // Work begun for a cook who has since left (signed out while a copy was fetched) keeps nothing.
  const cook = await currentCook();
  if (!cook || !cacheName.startsWith(`${COOK_STORAGE_PREFIX}${cook}-`)) return 0;
  const stored = response.headers.get("content-type")?.startsWith("image/") ? response : await pack(response);
  const body = await stored.clone().arrayBuffer();
  await (await caches.open(cacheName)).put(key, stored);
  // The cook left while it was written (a sign-out clears the caches meanwhile): writing made the cache anew.
  if ((await currentCook()) !== cook) {
    await caches.delete(cacheName);
    return 0;
  }
  if (limits) {
    const expiration = expirationOf(cacheName, limits);
    await expiration.updateTimestamp(key);
    await expiration.expireEntries();
  }
  return body.byteLength;
}

async function findCopy(
  cook: string,
  url: URL,
  kinds: ("pages" | "images" | "library")[],
  keys = [cacheKey(url), ...fallbackKeys(url)],
): Promise<Response | null> {
  for (const key of keys) {
    for (const kind of kinds) {
      // Looking never creates a cache (caches.open would), so nothing of a cook reappears after a sign-out.
      const hit = await caches.match(key, { cacheName: cookCacheName(cook, kind), ignoreVary: true });
      if (hit) return unpack(hit);
    }
  }
  return null;
}

const offlineAnswer = () =>
  new Response(OFFLINE_BODY, {
    status: OFFLINE_STATUS,
    statusText: "Offline",
    headers: { "content-type": "text/plain" },
  });

async function offlinePage(): Promise<Response> {
  return (await matchPrecache("/offline.html")) ?? offlineAnswer();
}

/**
 * The network's answer; when it is slow and `copy` has one, the kept copy after NETWORK_TIMEOUT_MS (the network's
 * answer is still awaited, to be kept).
 */
async function fromNetwork(
  request: Request,
  copy?: () => Promise<Response | null>,
): Promise<{ response: Response; fresh: boolean; network: Promise<Response> }> {
  const network = fetch(request);
  if (!copy) return { response: await network, fresh: true, network };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response | null>((resolve) => {
    timer = setTimeout(() => resolve(copy()), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network.then((response) => ({ response })), slow]);
    if (first && "response" in first) return { response: first.response, fresh: true, network };
    return first ? { response: first, fresh: false, network } : { response: await network, fresh: true, network };
  } finally {
    clearTimeout(timer);
  }
}

// ---- Pages and their data ----

/**
 * After a page's answer from the network: note whose it is, keep it when it is one of the pages kept offline, and
 * on a recipe also keep what it leads to (cook mode, the editor, the other form of itself) unless the kept copies
 * are of the same version. A recipe that is gone (404) is forgotten. `asked` is given for a page the cook opened:
 * the count of cook changes when it was asked for. Only such a page, answered with no change since, says who the
 * cook is now; any other answer (fetched in the background, or slow across a sign-out) is kept only when it is the
 * current cook's.
 */
async function afterPage(url: URL, response: Response, asked?: number): Promise<void> {
  const cook = cookOf(response);
  if (cook === undefined) return;
  const visited = asked !== undefined;
  if (visited ? !(await noteCook(cook, asked)) : cook !== (await currentCook())) return;
  if (!cook) return;
  const recipe = recipeOfPath(url.pathname);
  if (response.status === 404 && recipe) return forgetRecipe(cook, recipe);
  if (response.status !== 200 || response.headers.has(TRANSIENT_HEADER) || !isOfflinePage(url.pathname)) return;
  await keepCopy(cookCacheName(cook, "pages"), cacheKey(url), response, PAGE_LIMITS);
  if (!visited) return;
  for (const path of framePages(url.pathname)) {
    const page = new URL(path, url.origin);
    if (await findCopy(cook, page, ["pages", "library"])) continue;
    const answer = await fetchPage(page).catch(() => null);
    if (answer) await afterPage(page, answer);
  }
  const version = response.headers.get(RECIPE_VERSION_HEADER);
  for (const path of companionPages(url.pathname)) {
    const companion = new URL(path, url.origin);
    const kept = await findCopy(cook, companion, ["pages", "library"]);
    if (kept && version && kept.headers.get(RECIPE_VERSION_HEADER) === version) continue;
    const answer = await fetchPage(companion).catch(() => null);
    if (answer) await afterPage(companion, answer);
  }
}

/** A page or its data as the worker asks for it: no locale redirect for a document, and no redirect followed. */
const fetchPage = (url: URL) => fetch(url, { credentials: "same-origin", redirect: "manual" });

async function answerPage(event: FetchEvent, kind: RequestKind): Promise<Response> {
  const url = new URL(event.request.url);
  const kept = kind === "page" || kind === "page-data";
  const copy = async () => {
    const cook = kept ? await currentCook() : null;
    const found = cook ? await findCopy(cook, url, ["pages", "library"]) : null;
    if (!found) return null;
    const headers = new Headers(found.headers);
    headers.append("server-timing", COPY_TIMING);
    return new Response(found.body, { status: found.status, statusText: found.statusText, headers });
  };
  const asked = cookChanges;
  try {
    const { response, fresh, network } = await fromNetwork(event.request, kept ? copy : undefined);
    // Cloned before the page reads the answer; a copy shown while the network was slow is replaced when it comes.
    const keeping = fresh ? Promise.resolve(response.clone()) : network;
    event.waitUntil(keeping.then((answer) => afterPage(url, answer, asked)).catch(() => undefined));
    return response;
  } catch {
    const found = await copy();
    if (found) return found;
    return kind === "page" || kind === "document" ? offlinePage() : offlineAnswer();
  }
}

/** Route discovery offline: every route of the version the page runs, from its kept manifest file. */
async function answerRouteManifest(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const version = new URL(request.url).searchParams.get("version") ?? "";
    let kept: Response | undefined;
    for (const file of routeManifestFiles(version)) {
      kept ??= (await matchPrecache(file)) ?? (await caches.match(file, { cacheName: ASSETS }));
    }
    if (!kept) return offlineAnswer();
    const text = await kept.text();
    const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
    return Response.json(manifest.routes);
  }
}

async function answerImage(request: Request): Promise<Response> {
  const cook = await currentCook();
  const url = new URL(request.url);
  const kept = cook ? await findCopy(cook, url, ["images", "library"]) : null;
  if (kept) return kept;
  try {
    const response = await fetch(request);
    // A size not made yet is answered with the whole photo, marked no-cache: it is not kept as that size.
    const standIn = response.headers.get("cache-control")?.includes("no-cache");
    if (cook && response.status === 200 && !standIn && cookOf(response) === cook) {
      await keepCopy(cookCacheName(cook, "images"), cacheKey(url), response.clone(), IMAGE_LIMITS);
    }
    return response;
  } catch {
    const otherSize = cook ? await findCopy(cook, url, ["images", "library"], otherPictureSizes(url)) : null;
    return otherSize ?? offlineAnswer();
  }
}

/** OCR files: the kept copy, else fetched once and kept; copies of other tesseract versions are dropped then. */
async function answerOcr(request: Request): Promise<Response> {
  const cache = await caches.open(OCR);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const version = new URL(request.url).pathname.split("/")[2];
    const stale = (await cache.keys()).filter((key) => new URL(key.url).pathname.split("/")[2] !== version);
    await Promise.all([cache.put(request, response.clone()), ...stale.map((key) => cache.delete(key))]);
  }
  return response;
}

/**
 * A share from the phone (POST, multipart): pictures, or text too long for an address, are kept on the device and
 * the page continues with their id; a link or a short text goes on in the address (routes/share.tsx).
 */
async function answerShare(request: Request): Promise<Response> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const field = (name: string) => truncateText(String(form.get(name) ?? ""), 20_000);
  const pictures = form.getAll("pictures").filter((value): value is File => value instanceof File && value.size > 0);
  const shared = { title: field("title"), text: field("text"), url: field("url") };
  if (pictures.length > 0 || shared.text.length > 1500) {
    const id = await keepShared({ ...shared, pictures: pictures.slice(0, 10) });
    const query = new URLSearchParams({ received: id, pictures: String(pictures.length) });
    return Response.redirect(localizePath(`/share?${query}`, locale), 303);
  }
  const query = new URLSearchParams(Object.entries(shared).filter(([, value]) => value));
  return Response.redirect(localizePath(`/share?${query}`, locale), 303);
}

/**
 * The recipe editor posted as a plain form: its page's script had not run yet (a cook quicker than a slow phone) or
 * did not load. Online the server answers as usual; without a network the save is kept on the device as the
 * editor's own offline save would be, and the cook lands where it shows as waiting: the recipe, or the list for a
 * new one. Anything else than a save needs the server: the offline page says so.
 */
async function answerEditorForm(request: Request): Promise<Response> {
  const kept = request.clone();
  try {
    return await fetch(request);
  } catch {
    const cook = await currentCook();
    const form = await kept.formData().catch(() => null);
    if (!cook || form?.get("intent") !== "save") return offlinePage();
    const url = new URL(request.url);
    const recipeId = recipeOfPath(url.pathname);
    await storeSave(cook, {
      path: url.pathname + url.search,
      formData: form,
      recipeId,
      title: String(form.get("title") ?? ""),
    });
    announceSaves(cook);
    await askForSync(self.registration);
    const landing = localizePath(`/recipes${recipeId ? `/${recipeId}` : ""}`, localeFromPath(url.pathname));
    return Response.redirect(new URL(landing, url.origin).href, 303);
  }
}

const assets = new CacheFirst({
  cacheName: ASSETS,
  plugins: [new ExpirationPlugin({ ...ASSET_LIMITS, purgeOnQuotaError: true })],
});

registerRoute(
  ({ request, url }) =>
    classifyRequest({ url, method: request.method, mode: request.mode, origin: self.location.origin }) === "asset",
  assets,
);

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const kind = classifyRequest({ url, method: request.method, mode: request.mode, origin: self.location.origin });
  switch (kind) {
    case "page":
    case "page-data":
    case "list-data":
    case "document":
    case "data":
      return event.respondWith(answerPage(event, kind));
    case "route-manifest":
      return event.respondWith(answerRouteManifest(request));
    case "image":
      return event.respondWith(answerImage(request));
    case "ocr":
      return event.respondWith(answerOcr(request));
    case "share":
      return event.respondWith(answerShare(request));
    case "editor-form":
      return event.respondWith(answerEditorForm(request));
    default:
  }
});

// ---- Keeping the library ----

type LibraryIndex = { locale: "en" | "de"; recipes: Record<string, { version: number; bytes: number }> };

async function readLibraryIndex(cook: string): Promise<LibraryIndex | null> {
  const entry = await (await caches.open(cookCacheName(cook, "library"))).match(LIBRARY_INDEX);
  return entry ? ((await entry.json()) as LibraryIndex) : null;
}

async function broadcast(message: WorkerMessage) {
  for (const client of await self.clients.matchAll({ type: "window" })) client.postMessage(message);
}

/** Fetches a page, its data or a photo of the cook and keeps it in the library; answers the size kept. */
async function keepFromNetwork(cook: string, url: URL): Promise<number> {
  const response = await fetchPage(url);
  if (response.status !== 200 || cookOf(response) !== cook) throw new Error(`${url.pathname}: ${response.status}`);
  return keepCopy(cookCacheName(cook, "library"), cacheKey(url), response);
}

/**
 * 'Keep all my recipes offline' begins or resumes (ADR 017): copies of recipes no longer in the library, or kept in
 * the other language, go; recipes kept at their current version stay, so a run cut short carries on where it was.
 * The pages around the recipes come first, and with them the server's word on whose pages these are: a worker that
 * took over a page it did not serve (its first visit) has not seen the cook yet. False when it is not this cook.
 */
async function startLibrary(cook: string, locale: "en" | "de", ids: string[]): Promise<boolean> {
  const [first, ...rest] = libraryFrame(locale).map((path) => new URL(path, self.location.origin)) as [URL, ...URL[]];
  const asked = cookChanges;
  const answer = await fetchPage(first).catch(() => null);
  const owner = answer ? cookOf(answer) : undefined;
  if (owner !== undefined) await noteCook(owner, asked);
  if ((await currentCook()) !== cook) return false;
  const library = await caches.open(cookCacheName(cook, "library"));
  const previous = await readLibraryIndex(cook);
  const sameLanguage = previous?.locale === locale;
  const wanted = new Set(ids);
  for (const request of await library.keys()) {
    const id = recipeOfPath(new URL(request.url).pathname);
    if (id && (!wanted.has(id) || !sameLanguage)) await library.delete(request);
  }
  const kept = Object.entries(sameLanguage ? previous.recipes : {}).filter(([id]) => wanted.has(id));
  await library.put(LIBRARY_INDEX, Response.json({ locale, recipes: Object.fromEntries(kept) } satisfies LibraryIndex));
  if (answer?.status === 200 && owner === cook) {
    await keepCopy(cookCacheName(cook, "library"), cacheKey(first), answer);
  }
  for (const url of rest) await keepFromNetwork(cook, url).catch(() => 0);
  return true;
}

/**
 * Keeps one batch of the library (each recipe's page, cook mode, editor and photo), skipping recipes kept at their
 * current version, and writes down what is kept before answering, so the next batch, or the next run, builds on it.
 */
async function keepLibraryBatch(
  cook: string,
  locale: "en" | "de",
  recipes: KeptRecipe[],
): Promise<{ kept: number; failed: number; bytes: number }> {
  const index = await readLibraryIndex(cook);
  if ((await currentCook()) !== cook || index?.locale !== locale) return { kept: 0, failed: recipes.length, bytes: 0 };
  const queue = recipes.filter((recipe) => index.recipes[recipe.id]?.version !== recipe.version);
  let failed = 0;
  const work = async () => {
    for (let recipe = queue.shift(); recipe; recipe = queue.shift()) {
      if ((await currentCook()) !== cook) return;
      try {
        let bytes = 0;
        for (const path of [...recipePages(recipe.id, locale), ...(recipe.image ? [recipe.image] : [])]) {
          bytes += await keepFromNetwork(cook, new URL(path, self.location.origin));
        }
        index.recipes[recipe.id] = { version: recipe.version, bytes };
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: LIBRARY_PARALLEL }, work));
  if ((await currentCook()) !== cook) return { kept: 0, failed: recipes.length, bytes: 0 };
  await (await caches.open(cookCacheName(cook, "library"))).put(LIBRARY_INDEX, Response.json(index));
  const bytes = Object.values(index.recipes).reduce((sum, recipe) => sum + recipe.bytes, 0);
  return { kept: recipes.length - failed, failed, bytes };
}

async function forgetRecipe(cook: string, id: string): Promise<void> {
  for (const kind of ["pages", "images", "library"] as const) {
    if (!(await caches.has(cookCacheName(cook, kind)))) continue;
    const cache = await caches.open(cookCacheName(cook, kind));
    for (const request of await cache.keys()) {
      if (recipeOfPath(new URL(request.url).pathname) === id) await cache.delete(request);
    }
  }
}

/** A page the cook opened before this worker took over: kept as if opened now. */
async function keepPage(url: URL): Promise<void> {
  if (url.origin !== self.location.origin || !isOfflinePage(url.pathname)) return;
  const asked = cookChanges;
  const response = await fetchPage(url);
  await afterPage(url, response, asked);
}

self.addEventListener("message", (event) => {
  const message = event.data as PageMessage;
  const reply = (answer: WorkerMessage) => event.ports[0]?.postMessage(answer);
  const work = async () => {
    switch (message.type) {
      case "SKIP_WAITING":
        await self.skipWaiting();
        return;
      case "keep-page":
        return keepPage(new URL(message.url));
      case "keep-library-start":
        reply({ type: "library-started", ok: await startLibrary(message.cook, message.locale, message.ids) });
        return;
      case "keep-library-batch":
        reply({ type: "library-batch", ...(await keepLibraryBatch(message.cook, message.locale, message.recipes)) });
        return;
      case "drop-library":
        await caches.delete(cookCacheName(message.cook, "library"));
        return;
      case "forget-recipe": {
        const cook = await currentCook();
        if (cook) await forgetRecipe(cook, message.id);
        return;
      }
      case "clear-cooks":
        await noteCook(null, cookChanges);
        reply({ type: "cleared" });
        return;
    }
  };
  event.waitUntil(work());
});

// ---- Saves made offline ----

/** Background Sync's tag carries no payload; the event in Chromium's terms, which TypeScript's library lacks. */
type SyncEvent = ExtendableEvent & { tag: string };

/**
 * The browser woke the worker because the connection is back: the cook's waiting saves are sent (the pages send
 * them too while one is open; a lock lets one sender at a time). Saves still waiting make the event fail, so the
 * browser tries again later.
 */
async function sendWaitingSaves(): Promise<void> {
  const cook = await currentCook();
  if (!cook) return;
  const { sent, left } = await sendSaves(cook);
  announceSaves(cook);
  if (sent.length > 0) await broadcast({ type: "saves-sent", titles: sent.map((save) => save.title) });
  if (left > 0) throw new Error(`${left} saves still waiting`);
}

self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SAVES_CHANNEL) sync.waitUntil(sendWaitingSaves());
});

// ---- Versions ----

/**
 * Pages kept under an earlier version load that version's build files. Before this version's precache replaces
 * the earlier one, those files move to the build-file cache, where they stay (capped) for the pages that need them.
 */
async function keepEarlierBuildFiles(): Promise<void> {
  const current = new Set(
    PRECACHE.map((entry) => new URL(typeof entry === "string" ? entry : entry.url, self.location.origin).pathname),
  );
  const precache = await caches.open(cacheNames.precache);
  const assetCache = await caches.open(ASSETS);
  const expiration = expirationOf(ASSETS, ASSET_LIMITS);
  for (const request of await precache.keys()) {
    const { pathname, href } = new URL(request.url);
    if (!pathname.startsWith("/assets/") || current.has(pathname)) continue;
    const response = await precache.match(request);
    if (!response) continue;
    await assetCache.put(href, response);
    await expiration.updateTimestamp(href);
  }
  await expiration.expireEntries();
}

self.addEventListener("install", (event) => {
  event.waitUntil(keepEarlierBuildFiles());
});
