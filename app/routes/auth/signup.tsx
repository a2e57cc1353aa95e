import { UserPlus } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { AccountsPending, authLinkClass } from "./+shared/accounts-pending";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function SignUp() {
  return (
    <Notice
      icon={UserPlus}
      title={m.auth_signup_title()}
      actions={
        <LocalizedLink to="/auth/signin" className={authLinkClass}>
          {m.auth_have_account_link()}
        </LocalizedLink>
      }
    >
      <p>{m.auth_signup_description()}</p>
      <AccountsPending />
    </Notice>
  );
}

export const meta = () => pageMeta(m.auth_signup_title());
