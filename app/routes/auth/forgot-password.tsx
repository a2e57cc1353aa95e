import { KeyRound } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { AccountsPending, authLinkClass } from "./+shared/accounts-pending";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function ForgotPassword() {
  return (
    <Notice
      icon={KeyRound}
      title={m.auth_forgot_title()}
      actions={
        <LocalizedLink to="/auth/signin" className={authLinkClass}>
          {m.auth_back_to_signin()}
        </LocalizedLink>
      }
    >
      <p>{m.auth_forgot_description()}</p>
      <AccountsPending />
    </Notice>
  );
}

export const meta = () => pageMeta(m.auth_forgot_title());
