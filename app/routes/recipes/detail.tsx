import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import { requireSession } from "~/lib/session.server";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/detail";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** A recipe of the signed-in user's. The library is not stored yet, so every id answers 'Page Not Found'. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireSession(context, request);
  throw data(null, { status: 404, statusText: "Page Not Found" });
}

export default function RecipeDetail() {
  return null;
}

export const meta = () => pageMeta(m.error_not_found_title());
