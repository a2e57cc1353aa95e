import { isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import { OFFLINE_BODY, OFFLINE_STATUS } from "~/lib/offline-protocol";

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
