import { isRouteErrorResponse } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { m } from "~/paraglide/messages.js";

/**
 * The error page's two variants: not found (a route's own check, 404 'Page Not Found') and the generic one
 * (500 'Internal Server Error'). Never shows internals; those stay in the server log.
 */
export function ErrorPage({ error }: { error: unknown }) {
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
