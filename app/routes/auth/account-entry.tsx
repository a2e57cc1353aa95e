import { KeyRound, LogIn, UserPlus } from "lucide-react";
import { useLocation } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/account-entry";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * Sign in, sign up and forgot password while accounts are not switched on for this server: each says what it is
 * for, says plainly that it does not work here yet, and links to its siblings.
 */
const VARIANTS = {
  "/auth/signin": {
    icon: LogIn,
    title: m.auth_signin_title,
    text: m.auth_signin_description,
    links: [
      ["/auth/forgot-password", m.auth_forgot_password_link],
      ["/auth/signup", m.auth_create_account_link],
    ],
  },
  "/auth/signup": {
    icon: UserPlus,
    title: m.auth_signup_title,
    text: m.auth_signup_description,
    links: [["/auth/signin", m.auth_have_account_link]],
  },
  "/auth/forgot-password": {
    icon: KeyRound,
    title: m.auth_forgot_title,
    text: m.auth_forgot_description,
    links: [["/auth/signin", m.auth_back_to_signin]],
  },
} as const;

function variantFor(pathname: string) {
  return VARIANTS[stripLocale(pathname) as keyof typeof VARIANTS] ?? VARIANTS["/auth/signin"];
}

export default function AccountEntry() {
  const variant = variantFor(useLocation().pathname);
  return (
    <Notice
      icon={variant.icon}
      title={variant.title()}
      actions={variant.links.map(([to, label]) => (
        <LocalizedLink key={to} to={to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {label()}
        </LocalizedLink>
      ))}
    >
      <p>{variant.text()}</p>
      <p role="status" className="rounded-md border border-dashed bg-muted/50 p-3 text-sm text-muted-foreground">
        {m.auth_unavailable()}
      </p>
    </Notice>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(variantFor(location.pathname).title());
