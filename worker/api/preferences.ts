import type { Context } from "hono";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { getAuth } from "~/domain/accounts/auth.server";
import { updateUserPreferences } from "~/domain/users/queries.server";
import { isConsentChoice, serializeConsentCookie } from "~/lib/consent";
import { isLocale, serializeLocaleCookie } from "~/lib/locale";
import { isSafeRedirectPath } from "~/lib/safe-redirect";
import { isTheme, serializeThemeCookie } from "~/lib/theme";
import { formBody, jsonBody } from "./errors";

const isJson = (c: Context) => (c.req.header("content-type") ?? "").includes("application/json");

/**
 * A POST that stores one choice in a cookie. JSON callers (the page's script) get 204; a plain form post (no
 * JavaScript) is sent back to the page it came from.
 */
function cookiePreference<T extends string>(
  isValid: (value: unknown) => value is T,
  serialize: (value: T) => string,
  userColumn?: "theme" | "locale",
) {
  const Schema = z.object({
    value: z.string().refine(isValid),
    // Only paths on this site: anything else here would be an open redirect.
    redirectTo: z.string().refine(isSafeRedirectPath).optional(),
  });
  type Body = { value: T; redirectTo?: string };
  const json = jsonBody(Schema);
  const form = formBody(Schema);
  return [
    createMiddleware<{ Bindings: Env }>((c, next) => (isJson(c) ? json(c, next) : form(c, next))),
    async (c: Context<{ Bindings: Env }>) => {
      const body = (isJson(c) ? c.req.valid("json" as never) : c.req.valid("form" as never)) as Body;
      if (userColumn) {
        // Signed in: the choice belongs to the account and follows the user to every device.
        const session = await getAuth(c.env).api.getSession({ headers: c.req.raw.headers });
        if (session) await updateUserPreferences(getDb(c.env.DB), session.user.id, { [userColumn]: body.value });
      }
      c.header("set-cookie", serialize(body.value));
      return isJson(c) ? c.body(null, 204) : c.redirect(body.redirectTo ?? "/", 303);
    },
  ] as const;
}

/** Theme, language and cookie consent: a cookie on this device, and for theme and language also the account's. */
export const preferences = new Hono<{ Bindings: Env }>()
  .post("/theme", ...cookiePreference(isTheme, serializeThemeCookie, "theme"))
  .post("/locale", ...cookiePreference(isLocale, serializeLocaleCookie, "locale"))
  .post("/consent", ...cookiePreference(isConsentChoice, serializeConsentCookie));
