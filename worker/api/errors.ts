import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { validator } from "hono/validator";
import type { z } from "zod";
import { localeFromPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { ERROR_STATUS, type ErrorCode } from "~/server/errors";

/** A failure an /api handler throws; `onError` answers it in the envelope with the code's status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** A localised message more specific than the code's own (an import's reason, a wait time). */
    readonly detail?: string,
  ) {
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

type Locale = "en" | "de";
const GENERIC: Partial<Record<ErrorCode, (locale: Locale) => string>> = {
  bad_request: (locale) => m.api_error_bad_request({}, { locale }),
  unauthorized: (locale) => m.api_error_unauthorized({}, { locale }),
  forbidden: (locale) => m.api_error_forbidden({}, { locale }),
  not_found: (locale) => m.api_error_not_found({}, { locale }),
  upgrade_required: (locale) => m.api_error_upgrade_required({}, { locale }),
  conflict: (locale) => m.api_error_conflict({}, { locale }),
  unsupported_media_type: (locale) => m.api_error_unsupported_media_type({}, { locale }),
};

export function errorResponse(c: Context, code: ErrorCode, detail?: string) {
  const message = detail ?? (GENERIC[code] ?? ((locale) => m.api_error_internal({}, { locale })))(apiLocale(c));
  c.header("cache-control", "no-store");
  return c.json({ error: { code, message } }, ERROR_STATUS[code] as ContentfulStatusCode);
}

/** The one error handler of /api: known failures in the envelope, anything else a generic 500 (details only in logs). */
export function onApiError(error: Error, c: Context) {
  if (error instanceof ApiError) return errorResponse(c, error.code, error.detail);
  // Hono's own body parsing (malformed JSON or form data).
  if (error instanceof HTTPException && error.status === 400) return errorResponse(c, "bad_request");
  console.error(error);
  return errorResponse(c, "internal_error");
}

const check =
  <S extends z.ZodType>(schema: S) =>
  (value: unknown): z.output<S> => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new ApiError("bad_request");
    return parsed.data;
  };

/** A JSON body (application/json, nothing else) checked by its schema; anything else is a 400 in the envelope. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  validator("json", (value, c) => {
    if (!/^application\/(?:[\w.-]+\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
      throw new ApiError("unsupported_media_type");
    }
    return check(schema)(value);
  });

/** A form body (a page's plain form post, no JavaScript) checked by its schema. */
export const formBody = <S extends z.ZodType>(schema: S) => validator("form", check(schema));
