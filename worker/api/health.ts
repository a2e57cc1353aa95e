import { Hono } from "hono";
import { mailWarning } from "~/domain/mail/dev-mailbox.server";
import { describeServices, readConfig } from "~/lib/config.server";

export const health = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  const database = await c.env.DB.prepare("select 1 as ok")
    .first<{ ok: number }>()
    .then((row) => (row?.ok === 1 ? "ok" : "error"))
    .catch(() => "error" as const);
  // What an operator must fix although the server runs (a public server that cannot send mail).
  const warnings = [mailWarning(readConfig(c.env))].filter((warning) => warning !== null);
  return c.json(
    {
      status: database === "ok" ? "ok" : "degraded",
      version: __APP_VERSION__,
      database,
      services: describeServices(c.env),
      warnings,
    },
    database === "ok" ? 200 : 503,
  );
});
