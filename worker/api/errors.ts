import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { localeFromPath } from "~/lib/locale";
import { m } from "~/paraglide/messages.js";
import { ERROR_STATUS, type ErrorCode } from "~/server/errors";
import { BodyError, formOf, jsonOf } from "~/server/request-body.server";

/** A failure an /api handler throws; `onError` answers it in the envelope with the code's status. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** A localised message more specific than the code's own (an import's reason, a wait time). */
    readonly detail?: string,
    /** When to try again (a 429 or 503), sent as Retry-After. */
    readonly retryAfterSeconds?: number,
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
  cross_site: (locale) => m.api_error_cross_site({}, { locale }),
  too_large: (locale) => m.api_error_too_large({}, { locale }),
};

export function errorResponse(c: Context, code: ErrorCode, detail?: string, retryAfterSeconds?: number) {
  const message = detail ?? (GENERIC[code] ?? ((locale) => m.api_error_internal({}, { locale })))(apiLocale(c));
  if (retryAfterSeconds !== undefined) c.header("retry-after", String(retryAfterSeconds));
  return c.json({ error: { code, message } }, ERROR_STATUS[code] as ContentfulStatusCode);
}

/** The one error handler of /api: known failures in the envelope, anything else a generic 500 (details only in logs). */
export function onApiError(error: Error, c: Context) {
  if (error instanceof ApiError) return errorResponse(c, error.code, error.detail, error.retryAfterSeconds);
  // A body of the wrong type, too large or malformed (server/request-body.server.ts).
  if (error instanceof BodyError) return errorResponse(c, error.code);
  console.error(error);
  return errorResponse(c, "internal_error");
}

const check = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError("bad_request");
  return parsed.data;
};

type Validated<Target extends "json" | "form", S extends z.ZodType> = {
  in: { [key in Target]: z.input<S> };
  out: { [key in Target]: z.output<S> };
};

/**
 * A JSON body (application/json or a +json type, nothing else; at most BODY_LIMITS.json) checked by its schema: a
 * wrong type is a 415, too large a 413, anything else a 400, all in the envelope.
 */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  createMiddleware<{ Bindings: Env }, string, Validated<"json", S>>(async (c, next) => {
    c.req.addValidatedData("json", check(schema, await jsonOf(c.req.raw)) as object);
    await next();
  });

/** A form body (a page's plain form post, no JavaScript; at most BODY_LIMITS.fields) checked by its schema. */
export const formBody = <S extends z.ZodType>(schema: S) =>
  createMiddleware<{ Bindings: Env }, string, Validated<"form", S>>(async (c, next) => {
    c.req.addValidatedData("form", check(schema, Object.fromEntries(await formOf(c.req.raw))) as object);
    await next();
  });
