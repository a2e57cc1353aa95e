import { preferenceCookie, readCookie } from "./cookies";

/** Locale rules shared by the worker (first-visit redirect) and the app (links, switcher, formatting). */
const LOCALES = ["en", "de"] as const;
export type Locale = (typeof LOCALES)[number];
const BASE_LOCALE: Locale = "en";

export const LOCALE_COOKIE = "locale";

/** BCP 47 tags for Intl formatting. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", de: "de-DE" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path is in: German under /de (including React Router's /de.data), English otherwise. */
export function localeFromPath(pathname: string): Locale {
  return /^\/de(?:\/|\.data$|$)/.test(pathname) ? "de" : BASE_LOCALE;
}

/** The path without its locale prefix: "/de/pricing" → "/pricing", "/de" → "/". */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === BASE_LOCALE || pathname.endsWith(".data")) return pathname;
  return pathname.slice(3) || "/";
}

/** The same page in another locale. Keeps query and hash. */
export function localizePath(path: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = stripLocale(match?.[1] || "/");
  const rest = match?.[2] ?? "";
  if (locale === BASE_LOCALE) return pathname + rest;
  return (pathname === "/" ? "/de" : `/de${pathname}`) + rest;
}

/** The best supported locale for an Accept-Language header, honouring q-values; undefined if none fits. */
export function negotiateLocale(acceptLanguage: string | null): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale);
}

export function serializeLocaleCookie(locale: Locale): string {
  return preferenceCookie(LOCALE_COOKIE, locale);
}

/**
 * First visit to an unprefixed page: the cookie's locale, else the browser's, decides; German goes to /de….
 * Only documents are redirected, so data requests and form posts keep the URL they asked for.
 */
export function localeRedirect(request: Request): Response | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  // Files (/sitemap.xml, /robots.txt, React Router's .data) have one address in every language.
  if (localeFromPath(url.pathname) !== BASE_LOCALE || /\.[a-z]+$/.test(url.pathname)) return undefined;
  const isDocument =
    request.headers.get("sec-fetch-dest") === "document" || (request.headers.get("accept") ?? "").includes("text/html");
  if (!isDocument) return undefined;
  const cookieLocale = readCookie(request.headers.get("cookie"), LOCALE_COOKIE);
  const preferred = isLocale(cookieLocale) ? cookieLocale : negotiateLocale(request.headers.get("accept-language"));
  if (!preferred || preferred === BASE_LOCALE) return undefined;
  return new Response(null, {
    status: 307,
    headers: {
      location: localizePath(url.pathname + url.search, preferred),
      vary: "Cookie, Accept-Language",
    },
  });
}
