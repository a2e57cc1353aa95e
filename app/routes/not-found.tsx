import { data } from "react-router";
import { ErrorMessage } from "~/components/error-page";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Any path no route knows: a 404 'Page not found' inside the normal layout, so navigation stays at hand. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorMessage status={404} title={m.not_found_title()} description={m.not_found_description()} />;
}

export const meta = () => pageMeta(m.not_found_title());
