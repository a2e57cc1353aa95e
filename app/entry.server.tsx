import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isSharedPage, SHARED_PAGE_HEADER } from "~/lib/page-client";
import type { loader as rootLoader } from "~/root";
import { appContext } from "~/server/context";
import { lowPriorityModulePreloads } from "~/server/module-preloads";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  // Every inline script carries the nonce the page's Content-Security-Policy names (worker/security-headers.ts).
  const { nonce } = loadContext.get(appContext);
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors before the shell is ready are logged by React Router itself.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  // Crawlers get the whole page at once.
  if (userAgent && isbot(userAgent)) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.append("Vary", "Cookie");
  const { loaderData, matches } = routerContext.staticHandlerContext;
  const root = loaderData.root as Awaited<ReturnType<typeof rootLoader>> | undefined;
  const handles = matches.map((match) => routerContext.routeModules[match.route.id]?.handle);
  if (responseStatusCode === 200 && root && isSharedPage(handles, root)) {
    responseHeaders.set(SHARED_PAGE_HEADER, routerContext.manifest.version);
  }
  return new Response(body.pipeThrough(lowPriorityModulePreloads()), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
