import { UserX } from "lucide-react";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** The public page app stores link to: how to delete an account and what deletion removes. */
export default function DeleteMyAccount() {
  return (
    <div className="max-w-prose">
      <PageHeader title={m.delete_account_title()} description={m.delete_account_description()} />
      <section className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground">
        <UserX aria-hidden className="size-6 text-destructive" />
        <h2 className="font-semibold">{m.delete_account_steps_title()}</h2>
        <ol className="ml-5 list-decimal space-y-1">
          <li>{m.delete_account_step_sign_in()}</li>
          <li>{m.delete_account_step_settings()}</li>
          <li>{m.delete_account_step_confirm()}</li>
        </ol>
        <h2 className="font-semibold">{m.delete_account_removed_title()}</h2>
        <p className="text-muted-foreground">{m.delete_account_removed_text()}</p>
        <p className="text-sm text-muted-foreground">
          {m.delete_account_no_access()}{" "}
          <LocalizedLink to="/contact" className="font-medium text-primary hover:underline">
            {m.nav_contact()}
          </LocalizedLink>
        </p>
      </section>
    </div>
  );
}

export const meta = () => pageMeta(m.delete_account_title(), m.delete_account_description());
