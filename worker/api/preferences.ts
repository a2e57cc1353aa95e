import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { isConsentChoice, serializeConsentCookie } from "~/lib/consent";
import { isLocale, serializeLocaleCookie } from "~/lib/locale";
import { isTheme, serializeThemeCookie } from "~/lib/theme";
import { ApiError } from "./errors";

const PreferenceSchema = z.object({
  value: z.string(),
  // Only same-site paths: an absolute or protocol-relative URL here would be an open redirect.
  redirectTo: z
    .string()
    .regex(/^\/(?![/\\])/)
    .optional(),
});

/**
 * A POST that stores one choice in a cookie. JSON callers get 204; a plain form post (no JavaScript) is sent
 * back to the page it came from.
 */
function cookiePreference<T extends string>(isValid: (value: unknown) => value is T, serialize: (value: T) => string) {
  return async (c: Context) => {
    const isJson = (c.req.header("content-type") ?? "").includes("application/json");
    const raw = isJson ? await c.req.json().catch(() => null) : await c.req.parseBody().catch(() => null);
    const parsed = PreferenceSchema.safeParse(raw);
    if (!parsed.success || !isValid(parsed.data.value)) throw new ApiError("bad_request");
    c.header("set-cookie", serialize(parsed.data.value));
    return isJson ? c.body(null, 204) : c.redirect(parsed.data.redirectTo ?? "/", 303);
  };
}

/** Theme, language and cookie consent. Theme and language move onto the user once accounts exist. */
export const preferences = new Hono<{ Bindings: Env }>()
  .post("/theme", cookiePreference(isTheme, serializeThemeCookie))
  .post("/locale", cookiePreference(isLocale, serializeLocaleCookie))
  .post("/consent", cookiePreference(isConsentChoice, serializeConsentCookie));
