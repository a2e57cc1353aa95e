import { BackLink } from "~/components/back-link";
import { PageHeader } from "~/components/page-header";
import { SignInRequired } from "~/components/sign-in-required";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function EditProfile() {
  return (
    <>
      <BackLink to="/profile" label={m.profile_title()} />
      <PageHeader title={m.profile_edit_title()} />
      <SignInRequired text={m.profile_sign_in()} />
    </>
  );
}

export const meta = () => pageMeta(m.profile_edit_title());
