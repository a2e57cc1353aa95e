import { AsyncLocalStorage } from "node:async_hooks";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "~/lib/app-context";
import { type Locale, localeFromPath, localeRedirect } from "~/lib/locale";
import { overwriteServerAsyncLocalStorage } from "~/paraglide/runtime.js";
import { api } from "./api";

// Each request renders its messages in its own locale, even while others are in flight in this isolate.
const localeStorage = new AsyncLocalStorage<{ locale?: Locale; origin?: string; messageCalls?: Set<string> }>();
overwriteServerAsyncLocalStorage(localeStorage);

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, executionContext) {
    const url = new URL(request.url);
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      return api.fetch(request, env, executionContext);
    }
    const redirect = localeRedirect(request);
    if (redirect) return redirect;

    const locale = localeFromPath(url.pathname);
    const context = new RouterContextProvider();
    context.set(appContext, { env, executionContext, locale });
    return localeStorage.run({ locale, origin: url.origin, messageCalls: new Set() }, () =>
      handleRequest(request, context),
    );
  },
} satisfies ExportedHandler<Env>;
