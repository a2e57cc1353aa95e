import { data, redirect } from "react-router";
import { localeFromPath, localizePath } from "~/lib/locale";
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
