import { Outlet } from "react-router";
import { AppFrame } from "~/components/app-frame";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function DefaultLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
