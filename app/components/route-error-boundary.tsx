import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";

/** Every route's ErrorBoundary: the error replaces the page, the layout around it stays usable. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  return <ErrorPage error={error} />;
}
