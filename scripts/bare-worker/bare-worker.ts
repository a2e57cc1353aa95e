// The floors the benchmarks compare the app with: a Worker under the same `wrangler dev` that does nothing else.
// bench:perf asks it for a small page (`/page`), a small page after one D1 query (`/d1`), or the bytes of a page it
// was given (`/same`, set by a PUT of the page); the last one separates what the app's code costs per request from
// what the size of its answer costs in the dev server in front of every Worker. bench:import POSTs it the body of an
// import and gets a small JSON document back: what the dev server's hops into any Worker cost.
interface Env {
  DB: D1Database;
}

const HTML = { "content-type": "text/html; charset=utf-8" };

const page = (body: string) =>
  new Response(`<!doctype html><html lang="en"><head><title>Bare</title></head><body>${body}</body></html>`, {
    headers: HTML,
  });

let samePage = new Uint8Array();

export default {
  async fetch(request, env) {
    if (request.method === "POST") return Response.json({ received: (await request.text()).length });
    const { pathname } = new URL(request.url);
    if (pathname === "/d1") {
      const row = await env.DB.prepare("SELECT count(*) AS tables FROM sqlite_master").first<{ tables: number }>();
      return page(`<p>${row?.tables ?? 0} tables</p>`);
    }
    if (pathname === "/same") {
      if (request.method === "PUT") {
        samePage = new Uint8Array(await request.arrayBuffer());
        return new Response(null, { status: 204 });
      }
      return new Response(samePage, { headers: HTML });
    }
    return page("<p>Hello</p>");
  },
} satisfies ExportedHandler<Env>;
