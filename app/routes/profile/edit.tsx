import { ChevronLeft } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { SignInRequired } from "~/components/sign-in-required";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export default function EditProfile() {
  return (
    <>
      <LocalizedLink
        to="/profile"
        className="mb-4 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ChevronLeft aria-hidden className="size-4" />
        {m.profile_title()}
      </LocalizedLink>
      <PageHeader title={m.profile_edit_title()} />
      <SignInRequired text={m.profile_sign_in()} />
    </>
  );
}

export const meta = () => pageMeta(m.profile_edit_title());
