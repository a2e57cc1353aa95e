import { WifiOff } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { isOfflineError } from "~/components/offline/offline-error";
import { Button } from "~/components/ui/button";
import { m } from "~/paraglide/messages.js";

/**
 * The error page's variants: not found (a route's own check, 404 'Page Not Found'), the generic one (500 'Internal
 * Server Error'), and a page that needs the network while there is none (ADR 017). Never shows internals; those
 * stay in the server log.
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (isOfflineError(error)) return <OfflineMessage />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorMessage
      status={status}
      title={notFound ? m.error_not_found_title() : m.error_internal_title()}
      description={notFound ? m.error_not_found_description() : m.error_internal_description()}
    />
  );
}

export function ErrorMessage({ status, title, description }: { status: number; title: string; description: string }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="font-serif text-6xl font-semibold text-primary">{status}</p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild>
        <LocalizedLink to="/">{m.error_back_home()}</LocalizedLink>
      </Button>
    </div>
  );
}

/** A page not kept on this device, opened without a connection: it says so, and where to go instead. */
function OfflineMessage() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <WifiOff aria-hidden className="size-12 text-primary" />
      <h1 className="text-2xl font-semibold">{m.offline_page_title()}</h1>
      <p className="text-muted-foreground">{m.offline_page_text()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{m.offline_page_retry()}</Button>
        <Button asChild variant="outline">
          <LocalizedLink to="/recipes">{m.offline_page_recipes()}</LocalizedLink>
        </Button>
      </div>
    </div>
  );
}
