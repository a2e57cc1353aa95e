import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { isOfflineError } from "~/components/offline/offline-error";

/** Every route's ErrorBoundary: the error replaces the page, the layout around it stays usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // No connection is no fault: the page says so (error-page.tsx) and the log stays clean.
  if ((!isRouteErrorResponse(error) || error.status >= 500) && !isOfflineError(error)) console.error(error);
  return <ErrorPage error={error} />;
}
