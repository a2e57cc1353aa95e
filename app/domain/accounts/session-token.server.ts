import { readCookie } from "~/lib/cookies";
import { getAuth } from "./auth.server";

/**
 * The session token a request carries in better-auth's signed session cookie (the token, a dot, the base64
 * HMAC-SHA-256 of the token under the auth secret: better-call's format, checked as better-auth checks it), or null
 * when there is none or its signature is wrong. Whether the session behind it is still alive is the database's to
 * say (`consumeForSession`), in the same round trip as the action's rate limits.
 */
const keys = new Map<string, Promise<CryptoKey>>();
const hmacKey = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
};

export async function sessionTokenOf(env: Env, request: Request): Promise<string | null> {
  const context = await getAuth(env).$context;
  const value = readCookie(request.headers.get("cookie"), context.authCookies.sessionToken.name);
  const dot = value?.lastIndexOf(".") ?? -1;
  if (!value || dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(context.secret),
    bytes,
    new TextEncoder().encode(token),
  );
  return valid ? token : null;
}
