import type { BrowserServices } from "~/lib/browser-services";
import type { ServiceStatus } from "~/lib/config.server";

/**
 * The headers every answer of the Worker carries, set in this one place (docs/security.md): a Content-Security-Policy
 * on pages whose scripts must carry this request's nonce, HSTS on https, no framing, no sniffing, a strict referrer,
 * no powerful browser features, and nothing personal in a shared cache. Static files are served before the Worker
 * runs and get theirs from public/_headers.
 */

/** Where a social sign-in form's redirect may lead (form-action covers the redirect after a form post). */
const SOCIAL_ORIGINS = { google: "https://accounts.google.com", facebook: "https://www.facebook.com" } as const;

/** A fresh nonce for this request's inline scripts: 128 random bits, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The policy of a page. Scripts: our own files and the inline ones React Router writes with this request's nonce;
 * 'wasm-unsafe-eval' lets the scanner compile its WebAssembly (tesseract in its worker, the HEIC decoder), never
 * JavaScript from strings. Workers: the OCR worker from /ocr/ and the HEIC decoder's blob worker. Styles allow inline
 * attributes (the UI library positions popovers with them); no script comes from a style.
 */
export function contentSecurityPolicy(
  nonce: string,
  services: Pick<ServiceStatus, "socialLogin">,
  https: boolean,
  browser: BrowserServices = { analytics: null, chat: null },
  paymentPages: string[] = [],
) {
  const social = (Object.keys(SOCIAL_ORIGINS) as (keyof typeof SOCIAL_ORIGINS)[])
    .filter((provider) => services.socialLogin[provider])
    .map((provider) => SOCIAL_ORIGINS[provider]);
  // The services a visitor may allow (ADR 016), only where the operator configured them: analytics events go to its
  // host; the chat loads its script from its server, runs its widget in a frame from there and talks to it live.
  const analytics = browser.analytics ? [new URL(browser.analytics.host).origin] : [];
  const chat = browser.chat ? new URL(browser.chat.baseUrl) : null;
  const chatOrigins = chat ? [chat.origin, `${chat.protocol === "https:" ? "wss" : "ws"}://${chat.host}`] : [];
  const list = (...sources: string[]) => sources.join(" ");
  return [
    "default-src 'self'",
    list("script-src 'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'", ...(chat ? [chat.origin] : [])),
    "style-src 'self' 'unsafe-inline'",
    list("img-src 'self' data: blob:", ...(chat ? [chat.origin] : [])),
    "font-src 'self'",
    list("connect-src 'self'", ...analytics, ...chatOrigins),
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    chat ? `frame-src ${chat.origin}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    list("form-action 'self'", ...social, ...paymentPages),
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export interface SecurityHeaderSettings {
  nonce: string;
  services: Pick<ServiceStatus, "socialLogin">;
  browser?: BrowserServices;
  paymentPages?: string[];
}

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), screen-wake-lock=(self)";

/**
 * The answer with its security headers. `nonce` is the one the page was rendered with; an answer that is not a page
 * (JSON, data, a picture) gets a policy that allows nothing. What a route already chose for caching stays when it is
 * private; anything else is private and never stored.
 */
export function withSecurityHeaders(
  request: Request,
  response: Response,
  { nonce, services, browser, paymentPages }: SecurityHeaderSettings,
): Response {
  // A response from fetch() (or a redirect helper) may have immutable headers: copy it.
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  // request.url is absolute with its scheme in lower case: no need to parse it for every answer.
  const https = request.url.startsWith("https:");
  const isPage = (headers.get("content-type") ?? "").startsWith("text/html");
  if (isPage) {
    headers.set("content-security-policy", contentSecurityPolicy(nonce, services, https, browser, paymentPages));
  } else if (!headers.has("content-security-policy")) {
    headers.set("content-security-policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  }
  if (https) headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  headers.set("x-content-type-options", "nosniff");
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("x-frame-options", "DENY");
  headers.set("permissions-policy", PERMISSIONS_POLICY);
  headers.set("cross-origin-opener-policy", "same-origin");
  headers.set("cross-origin-resource-policy", "same-origin");
  if (!headers.get("cache-control")?.startsWith("private")) headers.set("cache-control", "private, no-store");
  return secured;
}
