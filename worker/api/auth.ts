import { Hono } from "hono";
import { getAuth } from "~/domain/accounts/auth.server";

/**
 * better-auth's HTTP surface, cut to what must be a URL: the OAuth providers' return to us. Every other account
 * action is a page's form action, behind the rate limits (app/routes/auth/), so nothing here bypasses them.
 */
export const auth = new Hono<{ Bindings: Env }>().get("/callback/:provider", (c) => getAuth(c.env).handler(c.req.raw));
