import { createRequestHandler } from "react-router";
import { localeRedirect } from "~/lib/locale";
import { api } from "./api";
import { handlePage } from "./page-context";
import { handleQueue } from "./queues";
import { runHousekeeping } from "./scheduled";
import { warnIfMailIsNotConfigured } from "./startup";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

warnIfMailIsNotConfigured();

export default {
  async fetch(request, env, executionContext) {
    const url = new URL(request.url);
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      return api.fetch(request, env, executionContext);
    }
    const redirect = localeRedirect(request);
    if (redirect) return redirect;
    return handlePage(request, env, executionContext, (context) => handleRequest(request, context));
  },
  async queue(batch, env) {
    await handleQueue(batch, env);
  },
  async scheduled(_controller, env) {
    await runHousekeeping(env);
  },
} satisfies ExportedHandler<Env>;
