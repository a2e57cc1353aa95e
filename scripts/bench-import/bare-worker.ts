// bench:import's second floor: a Worker under the same `wrangler dev` as the app that reads a POST's body and answers
// a small JSON document, and does nothing else. What a request to it costs is what the dev server's hops into any
// Worker cost, which the app's code cannot remove (the static file of the first floor never enters a Worker).
export default {
  async fetch(request) {
    const body = await request.text();
    return Response.json({ received: body.length });
  },
} satisfies ExportedHandler;
