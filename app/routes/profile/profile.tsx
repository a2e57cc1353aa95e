import { PageHeader } from "~/components/page-header";
import { SignInRequired } from "~/components/sign-in-required";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function Profile() {
  return (
    <>
      <PageHeader title={m.profile_title()} description={m.profile_description()} />
      <SignInRequired text={m.profile_sign_in()} />
    </>
  );
}

export const meta = () => pageMeta(m.profile_title());
