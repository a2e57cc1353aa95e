import { CLIENT_BUILDS } from "virtual:mise/client-builds";
import { createRequestHandler, type RequestHandler, type ServerBuild, type UNSAFE_AssetsManifest } from "react-router";
import { type Locale, localeFromPath } from "~/lib/locale";

/**
 * The language whose client build answers a request (ADR 019): a page's, by its address; route discovery
 * (`/__manifest`) has one address for all and names the version of the client asking, which each build's has.
 */
export function clientLocaleOf(url: URL, builds: Partial<Record<Locale, Pick<UNSAFE_AssetsManifest, "version">>>) {
  if (url.pathname === "/__manifest") {
    const version = url.searchParams.get("version");
    const found = Object.entries(builds).find(([, build]) => build?.version === version);
    if (found) return found[0] as Locale;
  }
  return localeFromPath(url.pathname);
}

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/** The server build is the same for every language; only the route manifest, naming the client's files, differs. */
async function buildFor(locale: Locale): Promise<ServerBuild> {
  const build = await loadBuild();
  const assets = CLIENT_BUILDS[locale];
  return assets ? { ...build, assets } : build;
}

const handlers = new Map<Locale, Promise<RequestHandler>>();

/**
 * React Router's handler for the pages, with the client build of each request's language. Handed a function, it
 * loads the build and works out its route table again on every request (about 0.9 ms of CPU per page, measured on
 * the recipe list), which only development needs, where an edit replaces the build; a deployed isolate's build
 * never changes, so each language's is loaded and worked out once.
 */
export const handlePageRequest: RequestHandler = async (request, context) => {
  const locale = clientLocaleOf(new URL(request.url), CLIENT_BUILDS);
  let handler = handlers.get(locale);
  if (!handler) {
    handler = import.meta.env.DEV
      ? Promise.resolve(createRequestHandler(() => buildFor(locale), import.meta.env.MODE))
      : buildFor(locale).then((build) => createRequestHandler(build, import.meta.env.MODE));
    handlers.set(locale, handler);
  }
  return (await handler)(request, context);
};
