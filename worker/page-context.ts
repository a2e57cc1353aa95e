import { AsyncLocalStorage } from "node:async_hooks";
import { RouterContextProvider } from "react-router";
import { getDb } from "~/db/client.server";
import { type AuthSession, getAuth } from "~/domain/accounts/auth.server";
import { collectionRooms } from "~/domain/collections/rooms.server";
import { describeServices, readConfig } from "~/lib/config.server";
import { readCookie } from "~/lib/cookies";
import { isLocale, LOCALE_COOKIE, type Locale, localeFromPath, serializeLocaleCookie } from "~/lib/locale";
import { COOK_HEADER, TRANSIENT_HEADER } from "~/lib/offline-protocol";
import { isTheme, serializeThemeCookie, THEME_COOKIE } from "~/lib/theme";
import { overwriteServerAsyncLocalStorage } from "~/paraglide/runtime.js";
import { appContext } from "~/server/context";
import { clearFlashCookie, FLASH_COOKIE, readFlash } from "~/server/flash";

// Each request renders its messages in its own locale, even while others are in flight in this isolate.
const localeStorage = new AsyncLocalStorage<{ locale?: Locale; origin?: string; messageCalls?: Set<string> }>();
overwriteServerAsyncLocalStorage(localeStorage);

/** A signed-in user's theme and language live on the account; this device's cookies are brought in line with it. */
function accountPreferenceCookies(cookie: string | null, session: AuthSession | null): string[] {
  if (!session) return [];
  const { theme, locale } = session.user;
  const out: string[] = [];
  if (isTheme(theme) && readCookie(cookie, THEME_COOKIE) !== theme) out.push(serializeThemeCookie(theme));
  if (isLocale(locale) && readCookie(cookie, LOCALE_COOKIE) !== locale) out.push(serializeLocaleCookie(locale));
  return out;
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * Whether a request is for a page the reader will see: a document (a navigation, or a client that sends no fetch
 * metadata) or a page's data on a client-side navigation. Route discovery (`/__manifest`), pictures and the service
 * worker's own fetches are not; one of them, sent by the page being left while a redirect set a notice, would
 * otherwise take the notice meant for the page the redirect leads to.
 */
function showsPage(request: Request, url: URL): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  return mode === null || mode === "navigate" || url.pathname.endsWith(".data");
}

/**
 * The name this cook's offline copies go under on a device (ADR 017): derived from the account, so a second cook on
 * the same device never opens the first one's copies, and revealing nothing about the account.
 */
async function offlineKey(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`mise-offline:${userId}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Runs a page request (loader, action, render) with what every route reads from the context: bindings, locale
 * and the session, resolved once. Reading the session may extend it; the refreshed cookie and the account's
 * preference cookies go out with whatever the page answers.
 */
export async function handlePage(
  request: Request,
  env: Env,
  executionContext: ExecutionContext,
  nonce: string,
  handle: (context: RouterContextProvider) => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  const cookie = request.headers.get("cookie");
  const locale = localeFromPath(url.pathname);
  const { headers: sessionHeaders, response: session } = await getAuth(env).api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  const cook = session ? await offlineKey(session.user.id) : null;
  const reads = showsPage(request, url);
  const flash = reads ? readFlash(cookie) : null;
  const context = new RouterContextProvider();
  context.set(appContext, {
    env,
    executionContext,
    config: readConfig(env),
    services: describeServices(env),
    db: getDb(env.DB),
    rooms: collectionRooms(env.COLLECTION_ROOMS),
    locale,
    flash,
    session,
    nonce,
    offlineKey: cook,
  });
  const response = await localeStorage.run({ locale, origin: url.origin, messageCalls: new Set() }, () =>
    handle(context),
  );
  const cookies = [...sessionHeaders.getSetCookie(), ...accountPreferenceCookies(cookie, session)];
  // A page that read its notice clears it; a redirect passes it on to the page it leads to.
  const showsNotice = reads && Boolean(readCookie(cookie, FLASH_COOKIE)) && !isRedirect(response.status);
  if (showsNotice) cookies.push(clearFlashCookie());
  const answer = new Response(response.body, response);
  for (const line of cookies) answer.headers.append("set-cookie", line);
  // The service worker files its offline copies under the cook the page was made for (ADR 017).
  if (cook) answer.headers.set(COOK_HEADER, cook);
  if (showsNotice && flash) answer.headers.set(TRANSIENT_HEADER, "1");
  return answer;
}
