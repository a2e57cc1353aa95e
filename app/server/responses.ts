import { data, type HeadersFunction, redirect } from "react-router";
import { localeFromPath, localizePath } from "~/lib/locale";
import { RECIPE_VERSION_HEADER } from "~/lib/offline-protocol";
import { type Flash, flashCookie } from "./flash";

/** A redirect to `path` in the request's language; with `flash`, the notice the next page shows. */
export function localizedRedirect(
  request: Request,
  path: string,
  { flash, headers }: { flash?: Flash; headers?: HeadersInit } = {},
): Response {
  const all = new Headers(headers);
  if (flash) all.append("set-cookie", flashCookie(flash));
  return redirect(localizePath(path, localeFromPath(new URL(request.url).pathname)), { headers: all });
}

/** The route-level 404 that the error boundary shows as "Page Not Found"; thrown by loaders and actions. */
export const notFound = () => data(null, { status: 404, statusText: "Page Not Found" });

/** The Retry-After header of an answer that says when to try again (a 429 or 503), or none. */
export const retryAfterHeader = (seconds: number | undefined): HeadersInit | undefined =>
  seconds === undefined ? undefined : { "retry-after": String(seconds) };

/**
 * A route's `headers` export for actions that may refuse with a Retry-After: React Router passes an action's headers
 * (other than cookies) to the document only through this, so a form posted without JavaScript gets it too.
 */
export const actionRetryAfter: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const seconds = actionHeaders.get("retry-after");
  if (seconds) headers.set("retry-after", seconds);
  return headers;
};

/** For a loader's `data(…, { headers })`: the recipe's version, by which an offline copy knows it is stale (ADR 017). */
export const recipeVersionHeaders = (updatedAt: Date): HeadersInit => ({
  [RECIPE_VERSION_HEADER]: String(updatedAt.getTime()),
});

/** A route's `headers`: its loader's headers on top of its parents', so both reach the response. */
export const withLoaderHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
};
