import { Outlet, useRouteLoaderData } from "react-router";
import { OfflineAgent } from "~/components/offline/offline-agent";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { Toaster } from "~/components/ui/toast";
import type { loader as rootLoader } from "~/root";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * The header area above and the footer block below every page but the landing page. A layout route rather than
 * part of the root, so the landing page does not download the app's navigation at all, nor the service worker's
 * registration and the offline parts (ADR 017).
 */
export default function ChromeLayout() {
  const theme = useRouteLoaderData<typeof rootLoader>("root")?.theme ?? "system";
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader theme={theme} />
      <OfflineAgent />
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <SiteFooter />
      <Toaster />
    </div>
  );
}
