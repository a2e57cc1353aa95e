import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { getAuth } from "~/domain/accounts/auth.server";
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
function cookiePreference<T extends string>(
  isValid: (value: unknown) => value is T,
  serialize: (value: T) => string,
  userColumn?: "theme" | "locale",
) {
  return async (c: Context<{ Bindings: Env }>) => {
    const isJson = (c.req.header("content-type") ?? "").includes("application/json");
    const raw = isJson ? await c.req.json().catch(() => null) : await c.req.parseBody().catch(() => null);
    const parsed = PreferenceSchema.safeParse(raw);
    if (!parsed.success || !isValid(parsed.data.value)) throw new ApiError("bad_request");
    if (userColumn) {
      // Signed in: the choice belongs to the account and follows the user to every device.
      const session = await getAuth(c.env).api.getSession({ headers: c.req.raw.headers });
      if (session) {
        await getDb(c.env.DB)
          .update(users)
          .set({ [userColumn]: parsed.data.value, updatedAt: new Date() })
          .where(eq(users.id, session.user.id));
      }
    }
    c.header("set-cookie", serialize(parsed.data.value));
    return isJson ? c.body(null, 204) : c.redirect(parsed.data.redirectTo ?? "/", 303);
  };
}

/** Theme, language and cookie consent: a cookie on this device, and for theme and language also the account's. */
export const preferences = new Hono<{ Bindings: Env }>()
  .post("/theme", cookiePreference(isTheme, serializeThemeCookie, "theme"))
  .post("/locale", cookiePreference(isLocale, serializeLocaleCookie, "locale"))
  .post("/consent", cookiePreference(isConsentChoice, serializeConsentCookie));
