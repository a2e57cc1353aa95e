/* The service worker. scripts/build-service-worker.mjs fills in CACHE_NAME and PRECACHE at build time. */
const CACHE_NAME = "__CACHE_NAME__";
const PRECACHE = __PRECACHE__;
const CACHE_PREFIX = "mise-";
const OFFLINE_URL = "/offline.html";
/**
 * The OCR engine and its language data (~7 MB) are fetched on the first scan and kept: their paths carry the
 * tesseract.js version (/ocr/<version>/…), so a cached copy is never stale, and this cache outlives app updates.
 */
const OCR_CACHE = "ocr-files";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Pages: network first, so content is fresh; offline, the cached copy of the page or the offline page. */
async function navigate(request) {
  const cache = await caches.open(CACHE_NAME);
  try {
    return await fetch(request);
  } catch {
    return (await cache.match(request)) ?? (await cache.match(OFFLINE_URL)) ?? Response.error();
  }
}

/** Hashed build assets never change: cache first. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** OCR files: the kept copy, else fetched once and kept; copies of other versions are dropped then. */
async function ocrFile(request) {
  const cache = await caches.open(OCR_CACHE);
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

/** Other static files (icons, manifest): the cached copy at once, refreshed in the background. */
async function staleWhileRevalidate(request, event) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request);
  const refresh = fetch(request).then((response) => {
    if (response.ok) return cache.put(request, response.clone()).then(() => response);
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(request));
  } else if (url.pathname.startsWith("/ocr/")) {
    event.respondWith(ocrFile(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request, event));
  }
});
