import { LinkIcon } from "lucide-react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/link-landing";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * Where e-mailed links land: /auth/confirm (verify the address) and /auth/reset-password (choose a new password).
 * No account has been sent such a link yet, so whatever token arrives cannot be valid; the page says so.
 */
const VARIANTS = {
  "/auth/confirm": { title: m.auth_confirm_title, retry: "/auth/signin", retryLabel: m.auth_go_to_signin },
  "/auth/reset-password": {
    title: m.auth_reset_title,
    retry: "/auth/forgot-password",
    retryLabel: m.auth_request_new_link,
  },
};

function variantFor(pathname: string) {
  return VARIANTS[stripLocale(pathname) as keyof typeof VARIANTS] ?? VARIANTS["/auth/confirm"];
}

export default function LinkLanding() {
  const variant = variantFor(useLocation().pathname);
  return (
    <div className="mx-auto w-full max-w-md">
      <Notice
        icon={LinkIcon}
        title={variant.title()}
        actions={
          <Button asChild>
            <LocalizedLink to={variant.retry}>{variant.retryLabel()}</LocalizedLink>
          </Button>
        }
      >
        <p>{m.auth_link_invalid()}</p>
      </Notice>
    </div>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(variantFor(location.pathname).title());
