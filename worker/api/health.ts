import { Hono } from "hono";
import { describeServices } from "~/lib/config.server";

export const health = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  const database = await c.env.DB.prepare("select 1 as ok")
    .first<{ ok: number }>()
    .then((row) => (row?.ok === 1 ? "ok" : "error"))
    .catch(() => "error" as const);
  c.header("cache-control", "no-store");
  return c.json(
    {
      status: database === "ok" ? "ok" : "degraded",
      version: __APP_VERSION__,
      database,
      services: describeServices(c.env),
    },
    database === "ok" ? 200 : 503,
  );
});
