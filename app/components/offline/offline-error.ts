import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { COPY_TIMING, OFFLINE_BODY, OFFLINE_STATUS } from "~/lib/offline-protocol";

/**
 * A page's data could not be had for want of a connection: the service worker's offline answer, or a failed fetch
 * where no worker runs (browsers word it differently).
 */
export function isOfflineError(error: unknown): boolean {
  if (error instanceof TypeError) return /fetch|network|load failed/i.test(error.message);
  return isRouteErrorResponse(error) && error.status === OFFLINE_STATUS && error.data === OFFLINE_BODY;
}

/**
 * After a form's offline answer (a save kept on the device, or "this needs a connection") there is nothing new to
 * load, and loading would fail: the routes with loaders under such forms skip it.
 */
export const skipReloadWhenOffline: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === "object" && "offline" in actionResult ? false : defaultShouldRevalidate;

/** Whether this document is the service worker's kept copy (answered without the network). */
export function shownFromCopy(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return Boolean(entry?.serverTiming?.some((timing) => timing.name === COPY_TIMING));
}

/**
 * The root's data (the cook, theme, notice) does not change with a page's search: it is loaded again on moving to
 * another page, after a form, and when something asks for it (a new theme or cookie choice), but not on a search,
 * nor on a refresh of the same page while offline or shown from a kept copy. So a search of the list offline asks
 * the network only for the list, whose own loader falls back to the device (routes/recipes/index.tsx).
 */
export const rootShouldRevalidate: ShouldRevalidateFunction = (args) => {
  const { currentUrl, nextUrl, formMethod } = args;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) {
    const refresh = currentUrl.search === nextUrl.search;
    if (!refresh || !navigator.onLine || shownFromCopy()) return false;
  }
  return skipReloadWhenOffline(args);
};
