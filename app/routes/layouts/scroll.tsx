import { Outlet } from "react-router";
import { PageTransition } from "~/components/page-transition";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Marketing pages: full-width sections that scroll, no app navigation. */
export default function ScrollLayout() {
  return (
    <main id="main" className="flex flex-1 flex-col">
      <PageTransition>
        <Outlet />
      </PageTransition>
    </main>
  );
}
