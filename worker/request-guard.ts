import { BODY_LIMITS, isFormPost, LARGEST_BODY } from "~/server/request-body.server";

/**
 * What the Worker refuses before any route runs. A state-changing request (any method but GET, HEAD, OPTIONS) must
 * come from this site: its Origin is ours, or a browser that sends none says by Sec-Fetch-Site that it is not
 * cross-site (a request with neither comes from no browser, so no one's cookies are being ridden). A page's POST
 * must be a form (JSON or text posted cross-site by a page is how a forged request avoids a preflight) within the
 * largest body any page takes; each action then reads its own limit (server/request-body.server.ts).
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

export type Refusal = { status: 403 | 413 | 415; code: "cross_site" | "too_large" | "unsupported_media_type" };

export function isCrossSite(request: Request, appUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get("origin");
  if (origin !== null) return origin !== new URL(request.url).origin && origin !== new URL(appUrl).origin;
  const site = request.headers.get("sec-fetch-site");
  return site !== null && !SAME_SITE_FETCH.has(site);
}

/** Why a page request is refused before routing, or null. */
export function refusePageRequest(request: Request, appUrl: string): Refusal | null {
  if (isCrossSite(request, appUrl)) return { status: 403, code: "cross_site" };
  if (SAFE_METHODS.has(request.method)) return null;
  if (!isFormPost(request)) return { status: 415, code: "unsupported_media_type" };
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= LARGEST_BODY)) return { status: 413, code: "too_large" };
  return null;
}

/** Why an /api request is refused before routing (its endpoints check their own bodies), or null. */
export function refuseApiRequest(request: Request, appUrl: string): Refusal | null {
  if (isCrossSite(request, appUrl)) return { status: 403, code: "cross_site" };
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= BODY_LIMITS.recipeFile)) return { status: 413, code: "too_large" };
  return null;
}
