import { oncePer } from "~/lib/once-per";
import { getAuth } from "./auth.server";
import type { SessionCheck } from "./rate-limit.server";

/**
 * Who a request's session cookie belongs to, for an /api action that takes a limited slot (the import). better-auth
 * is the authority: it checks the cookie's signature and reads the session, extending it when it is due. What it
 * confirmed is remembered in this isolate under the cookie's exact value, so the next request with that cookie has
 * its session checked inside the action's own D1 batch (rate-limit.server.ts) instead of in a round trip before it.
 * That check holds only where better-auth would merely have read: the session neither expired nor due its refresh,
 * still the same user at the same address. Anything else goes back to better-auth.
 */
export type Cook = { userId: string; email: string };

type Remembered = Cook & { token: string };
const rememberedIn = oncePer((_: Env) => new Map<string, Remembered>());
/** More cooks than an isolate serves at a time; the one remembered longest ago is forgotten first. */
const REMEMBERED_MAX = 1000;

/** The session cookie's value as sent, when the request carries exactly one (with two, which one was checked?). */
async function sessionCookieOf(env: Env, request: Request): Promise<string | null> {
  const { name } = (await getAuth(env).$context).authCookies.sessionToken;
  const values = (request.headers.get("cookie") ?? "").split(";").flatMap((part) => {
    const equals = part.indexOf("=");
    return equals > 0 && part.slice(0, equals).trim() === name ? [part.slice(equals + 1).trim()] : [];
  });
  return values.length === 1 ? (values[0] ?? null) : null;
}

/** The signed value inside a cookie as better-auth reads it: unquoted and percent-decoded. */
function signedValue(cookie: string): string {
  const unquoted = cookie.startsWith('"') && cookie.endsWith('"') ? cookie.slice(1, -1) : cookie;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/**
 * The cook better-auth last confirmed in this isolate for the request's session cookie, with the check their slot's
 * batch makes of the session; null when there is none (better-auth has to read it: `confirmedCook`).
 */
export async function rememberedCook(
  env: Env,
  request: Request,
  nowMs = Date.now(),
): Promise<(Cook & { session: SessionCheck }) | null> {
  const cookie = await sessionCookieOf(env, request);
  const cook = cookie === null ? undefined : rememberedIn(env).get(cookie);
  if (!cook) return null;
  const { expiresIn, updateAge } = (await getAuth(env).$context).sessionConfig;
  // better-auth extends a session once its expiry is within expiresIn - updateAge of now: before that it only reads.
  const expiresAfterMs = nowMs + (expiresIn - updateAge) * 1000;
  return {
    userId: cook.userId,
    email: cook.email,
    session: { token: cook.token, userId: cook.userId, expiresAfterMs },
  };
}

/**
 * The request's cook as better-auth reads the session (extending it when due), remembered for its cookie; null when
 * no one is signed in.
 */
export async function confirmedCook(env: Env, request: Request): Promise<Cook | null> {
  const remembered = rememberedIn(env);
  const cookie = await sessionCookieOf(env, request);
  if (cookie !== null) remembered.delete(cookie);
  const found = await getAuth(env).api.getSession({ headers: request.headers });
  if (!found) return null;
  const cook = { userId: found.user.id, email: found.user.email };
  if (cookie !== null && signedValue(cookie).startsWith(`${found.session.token}.`)) {
    const oldest = remembered.keys().next();
    if (remembered.size >= REMEMBERED_MAX && !oldest.done) remembered.delete(oldest.value);
    remembered.set(cookie, { ...cook, token: found.session.token });
  }
  return cook;
}
