import { LinkIcon } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { emailChangeIn, endEmailChange, isEmailChangePending } from "~/domain/accounts/account-security.server";
import { getAuth } from "~/domain/accounts/auth.server";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { localizedRedirect } from "~/server/responses";
import { authErrorCode, cookieHeaders } from "./+shared/auth-action.server";
import type { Route } from "./+types/confirm";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * The link in a verification mail: confirms the address (of a new account, or the new address of an existing one)
 * and sends the user on; a broken or expired link says so and offers the way to a new one.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { env, db, session } = context.get(appContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token) return { expired: false };
  // A change of address is confirmed only while it is the one pending: taking the account back voids its link.
  const change = emailChangeIn(token);
  if (change && !(await isEmailChangePending(db, change.userId, change.newEmail))) return { expired: false };
  try {
    const { headers } = await getAuth(env).api.verifyEmail({
      query: { token },
      headers: request.headers,
      returnHeaders: true,
    });
    if (change) await endEmailChange(db, change.userId);
    const redirectTo = url.searchParams.get("redirectTo");
    const signIn = redirectTo
      ? `/auth/signin?${new URLSearchParams({ redirectTo: safeRedirectPath(redirectTo) })}`
      : "/auth/signin";
    throw localizedRedirect(request, session ? "/settings/account" : signIn, {
      flash: { kind: session ? "email-changed" : "email-confirmed" },
      headers: cookieHeaders(headers),
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === undefined) throw error;
    return { expired: code === "TOKEN_EXPIRED" };
  }
}

export default function Confirm({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-md">
      <Notice
        icon={LinkIcon}
        title={m.auth_confirm_title()}
        actions={
          <Button asChild>
            <LocalizedLink to="/auth/signin">{m.auth_request_new_link()}</LocalizedLink>
          </Button>
        }
      >
        <p role="alert">{loaderData.expired ? m.auth_link_expired() : m.auth_link_invalid()}</p>
        <p>{m.auth_confirm_new_link_hint()}</p>
      </Notice>
    </div>
  );
}

export const meta = () => pageMeta(m.auth_confirm_title());
