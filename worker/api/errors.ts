import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { localeFromPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";

/** Stable error codes of the /api envelope `{ error: { code, message } }`, each with its HTTP status. */
export const API_ERROR_STATUS = {
  bad_request: 400,
  not_found: 404,
  method_not_allowed: 405,
  internal_error: 500,
} as const satisfies Record<string, ContentfulStatusCode>;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export class ApiError extends Error {
  constructor(readonly code: ApiErrorCode) {
    super(code);
  }
}

/** /api speaks the caller's language: the `lang` query, else the page it was called from, else Accept-Language. */
export function apiLocale(c: Context) {
  const lang = c.req.query("lang");
  if (lang === "de" || lang === "en") return lang;
  const referer = c.req.header("referer");
  if (referer) {
    try {
      return localeFromPath(new URL(referer).pathname);
    } catch {
      // an unparseable Referer falls through to Accept-Language
    }
  }
  return /^\s*de\b/i.test(c.req.header("accept-language") ?? "") ? "de" : "en";
}

const MESSAGES: Record<ApiErrorCode, (locale: "en" | "de") => string> = {
  bad_request: (locale) => m.api_error_bad_request({}, { locale }),
  not_found: (locale) => m.api_error_not_found({}, { locale }),
  method_not_allowed: (locale) => m.api_error_method_not_allowed({}, { locale }),
  internal_error: (locale) => m.api_error_internal({}, { locale }),
};

export function errorResponse(c: Context, code: ApiErrorCode) {
  return c.json({ error: { code, message: MESSAGES[code](apiLocale(c)) } }, API_ERROR_STATUS[code]);
}
