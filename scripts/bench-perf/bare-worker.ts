// The floor bench:perf compares the app's server side with: a Worker under the same `wrangler dev` that answers a
// small page (`/page`) or a small page after one D1 query (`/d1`), and does nothing else.
interface Env {
  DB: D1Database;
}

const page = (body: string) =>
  new Response(`<!doctype html><html lang="en"><head><title>Bare</title></head><body>${body}</body></html>`, {
    headers: { "content-type": "text/html; charset=utf-8" },
  });

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === "/d1") {
      const row = await env.DB.prepare("SELECT count(*) AS tables FROM sqlite_master").first<{ tables: number }>();
      return page(`<p>${row?.tables ?? 0} tables</p>`);
    }
    return page("<p>Hello</p>");
  },
} satisfies ExportedHandler<Env>;
