import { LogIn } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { AccountsPending, authLinkClass } from "./+shared/accounts-pending";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function SignIn() {
  return (
    <Notice
      icon={LogIn}
      title={m.auth_signin_title()}
      actions={
        <>
          <LocalizedLink to="/auth/forgot-password" className={authLinkClass}>
            {m.auth_forgot_password_link()}
          </LocalizedLink>
          <LocalizedLink to="/auth/signup" className={authLinkClass}>
            {m.auth_create_account_link()}
          </LocalizedLink>
        </>
      }
    >
      <p>{m.auth_signin_description()}</p>
      <AccountsPending />
    </Notice>
  );
}

export const meta = () => pageMeta(m.auth_signin_title());
