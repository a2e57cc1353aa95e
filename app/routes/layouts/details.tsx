import { Outlet } from "react-router";
import { AppFrame } from "~/components/app-frame";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** One thing in detail (a recipe, an idea, a profile): a narrower reading column. */
export default function DetailsLayout() {
  return (
    <AppFrame narrow>
      <Outlet />
    </AppFrame>
  );
}
