import { useLocation } from "react-router";
import { SignInRequired } from "~/components/sign-in-required";
import { stripLocale } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { SettingsSection } from "./+shared/section";
import type { Route } from "./+types/account-section";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** Settings stored on the account. Signed out, each says what it holds and asks to sign in. */
const SECTIONS = {
  "/settings/account": [m.settings_account, m.settings_account_description, m.settings_account_sign_in],
  "/settings/billing": [m.settings_billing, m.settings_billing_description, m.settings_billing_sign_in],
  "/settings/dietary-preferences": [m.settings_dietary, m.settings_dietary_description, m.settings_dietary_sign_in],
  "/settings/security": [m.settings_security, m.settings_security_description, m.settings_security_sign_in],
  "/settings/units-of-measurement": [m.settings_units, m.settings_units_description, m.settings_units_sign_in],
} as const;

function sectionFor(pathname: string) {
  return SECTIONS[stripLocale(pathname) as keyof typeof SECTIONS] ?? SECTIONS["/settings/account"];
}

export default function AccountSection() {
  const [title, description, signIn] = sectionFor(useLocation().pathname);
  return (
    <SettingsSection title={title()} description={description()}>
      <SignInRequired text={signIn()} />
    </SettingsSection>
  );
}

export const meta: Route.MetaFunction = ({ location }) => pageMeta(sectionFor(location.pathname)[0]());
