import { CONSENT_COOKIE } from "~/lib/consent";
import { readCookie } from "~/lib/cookies";
import { type Locale, localeFromPath } from "~/lib/locale";
import { SHARED_PAGE_HEADER } from "~/lib/page-client";
import { THEME_COOKIE } from "~/lib/theme";
import { FLASH_COOKIE } from "~/server/flash";

/**
 * Public pages kept by the Worker (issue 24, ADR 019): a page sent as a plain document to a visitor who is not signed
 * in is the same for everyone with the same theme and cookie choice, so it is rendered once and then answered from
 * the Cache API for a few minutes, without a session lookup, a D1 query or a render. The copy is keyed by the page's
 * address, those two cookies and the build's version; the browser still gets `private, no-store`, since what it sees
 * depends on its cookies. The isolate also keeps the pages it answered last in memory, in front of the Cache API, whose
 * lookup costs more than the rest of such an answer.
 */
export const SHARED_PAGE_SECONDS = 300;
const SHARED_PAGES = "shared-pages";
/** Pages one isolate keeps in memory: every public page in each theme and cookie choice, at about 60 KB each. */
const MEMORY_PAGES = 64;

const memory = new Map<string, { body: ArrayBuffer; init: ResponseInit; until: number }>();

/** Keeps `page` in this isolate's memory until the Cache API's copy expires too; answers a response to send instead. */
async function keepInMemory(key: string, page: Response): Promise<Response> {
  const body = await page.arrayBuffer();
  const init = { status: page.status, headers: [...page.headers] };
  const age = Number(page.headers.get("age") ?? 0);
  memory.delete(key);
  memory.set(key, { body, init, until: Date.now() + (SHARED_PAGE_SECONDS - age) * 1000 });
  if (memory.size > MEMORY_PAGES) memory.delete(memory.keys().next().value as string);
  return new Response(body, init);
}

function fromMemory(key: string): Response | null {
  const page = memory.get(key);
  if (page && page.until > Date.now()) return new Response(page.body, page.init);
  memory.delete(key);
  return null;
}

/**
 * The version of the build the shared copies come from, learnt from this isolate's first render in each language:
 * each language has its own client build (ADR 019), so its own version.
 */
const buildVersions = new Map<Locale, string>();

/** The shared copy's address, or null when the answer is this visitor's own. */
function cacheKey(request: Request): string | null {
  const url = new URL(request.url);
  const buildVersion = buildVersions.get(localeFromPath(url.pathname));
  if (request.method !== "GET" || buildVersion === undefined) return null;
  if (url.pathname.endsWith(".data")) return null;
  const cookie = request.headers.get("cookie");
  // Signed in (any session cookie, even a stale one), or a notice waiting: the page is this visitor's own.
  if (/(^|;\s*)[^=;]*session_token=/.test(cookie ?? "") || readCookie(cookie, FLASH_COOKIE)) return null;
  const vary = [buildVersion, readCookie(cookie, THEME_COOKIE) ?? "", readCookie(cookie, CONSENT_COOKIE) ?? ""];
  url.searchParams.set("__shared-page", vary.join(":"));
  return url.href;
}

export async function withPageCache(
  request: Request,
  executionContext: ExecutionContext,
  render: () => Promise<Response>,
): Promise<Response> {
  const key = cacheKey(request);
  if (key) {
    const inMemory = fromMemory(key);
    if (inMemory) return inMemory;
    const kept = await (await caches.open(SHARED_PAGES)).match(key);
    if (kept) return keepInMemory(key, kept);
  }
  const response = await render();
  const version = response.headers.get(SHARED_PAGE_HEADER);
  if (!version) return response;
  const answer = new Response(response.body, response);
  answer.headers.delete(SHARED_PAGE_HEADER);
  buildVersions.set(localeFromPath(new URL(request.url).pathname), version);
  const sharedKey = cacheKey(request);
  if (sharedKey && response.status === 200 && !answer.headers.has("set-cookie")) {
    const copy = answer.clone();
    copy.headers.set("cache-control", `public, max-age=${SHARED_PAGE_SECONDS}`);
    executionContext.waitUntil(caches.open(SHARED_PAGES).then((cache) => cache.put(sharedKey, copy)));
    executionContext.waitUntil(keepInMemory(sharedKey, answer.clone()));
  }
  return answer;
}
