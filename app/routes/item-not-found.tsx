import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * Notes and collection invitations addressed by id. Nothing of these kinds is stored yet, so no id
 * names one and each answers the route's own 404 'Page Not Found' inside its layout. Each kind gets its own
 * module when its feature lands.
 */
export function loader() {
  throw data(null, { status: 404 });
}

export default function ItemNotFound() {
  return null;
}

export const meta = () => pageMeta(m.error_not_found_title());
