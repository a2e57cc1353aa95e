import { browserServicesOf, describeServices, paymentPageOrigins, readConfig } from "~/lib/config.server";
import { localeFromPath, localeRedirect } from "~/lib/locale";
import { oncePer } from "~/lib/once-per";
import { m } from "~/paraglide/messages.js";
import { api } from "./api";
import { handlePageRequest } from "./client-builds";
import { withPageCache } from "./page-cache";
import { handlePage } from "./page-context";
import { handleQueue } from "./queues";
import { refusePageRequest } from "./request-guard";
import { runHousekeeping } from "./scheduled";
import { newNonce, type SecurityHeaderSettings, withSecurityHeaders } from "./security-headers";
import { warnIfMailIsNotConfigured } from "./startup";

export { CollectionRoom } from "./durable-objects/collection-room";

warnIfMailIsNotConfigured();

async function route(request: Request, env: Env, executionContext: ExecutionContext, nonce: string) {
  const url = new URL(request.url);
  if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
    return api.fetch(request, env, executionContext);
  }
  const refusal = refusePageRequest(request, readConfig(env).APP_URL);
  if (refusal) {
    const locale = localeFromPath(url.pathname);
    return new Response(m[`request_refused_${refusal.code}`]({}, { locale }), {
      status: refusal.status,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const redirect = localeRedirect(request);
  if (redirect) return redirect;
  return withPageCache(request, executionContext, () =>
    handlePage(request, env, executionContext, nonce, (context) => handlePageRequest(request, context)),
  );
}

/** What the security headers read from the environment, which is the same object for every request of an isolate. */
const headerSettingsOf = oncePer((env: Env): Omit<SecurityHeaderSettings, "nonce"> => {
  const config = readConfig(env);
  return {
    services: describeServices(env),
    browser: browserServicesOf(config),
    paymentPages: paymentPageOrigins(config),
  };
});

export default {
  async fetch(request, env, executionContext) {
    const nonce = newNonce();
    const response = await route(request, env, executionContext, nonce);
    return withSecurityHeaders(request, response, { nonce, ...headerSettingsOf(env) });
  },
  async queue(batch, env) {
    await handleQueue(batch, env);
  },
  async scheduled(_controller, env) {
    await runHousekeeping(env);
  },
} satisfies ExportedHandler<Env>;
