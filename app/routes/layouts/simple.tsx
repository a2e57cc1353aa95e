import { Outlet } from "react-router";
import { PageTransition } from "~/components/page-transition";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Sign-in and its siblings: one centred card, nothing to distract. */
export default function SimpleLayout() {
  return (
    <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </div>
    </main>
  );
}
