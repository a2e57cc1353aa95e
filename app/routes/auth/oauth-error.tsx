import { ShieldAlert } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/oauth-error";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

/**
 * Where a social sign-in ends when it fails before it knows where the cook came from (better-auth's `errorURL`, set
 * in auth.server.ts): a stale or tampered link, a refused consent, a provider error. Says what happened in the
 * cook's language and leads back to signing in; the provider's own words are never shown.
 */
const REASONS: Record<string, () => string> = {
  access_denied: m.auth_oauth_error_denied,
  account_not_linked: m.auth_error_social_not_linked,
  state_mismatch: m.auth_oauth_error_expired,
  state_not_found: m.auth_oauth_error_expired,
  invalid_code: m.auth_oauth_error_expired,
};

export function loader({ request }: Route.LoaderArgs) {
  return { error: new URL(request.url).searchParams.get("error") ?? "" };
}

export default function OAuthError({ loaderData }: Route.ComponentProps) {
  const reason = REASONS[loaderData.error] ?? m.auth_error_social_failed;
  return (
    <Notice
      icon={ShieldAlert}
      title={m.auth_oauth_error_title()}
      actions={
        <Button asChild>
          <LocalizedLink to="/auth/signin">{m.auth_go_to_signin()}</LocalizedLink>
        </Button>
      }
    >
      <p role="alert">{reason()}</p>
    </Notice>
  );
}

export const meta = () => pageMeta(m.auth_oauth_error_title());
