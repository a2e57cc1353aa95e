import { ShieldCheck } from "lucide-react";
import { data, Form } from "react-router";
import { SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { findSecureLink, secureAccount } from "~/domain/accounts/account-security.server";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import type { Route } from "./+types/secure-account";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * The link in a notice about an account change ("this was not me"). Opening it only asks; the button takes the
 * account back (account-security.server.ts), so a mail scanner that follows links changes nothing.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = token ? await findSecureLink(context.get(appContext).db, token) : null;
  return { token, valid: link !== null, email: link?.email ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const token = String((await readForm(request)).get("token") ?? "");
  const secured = token ? await secureAccount(context.get(appContext).env, token) : null;
  if (!secured) return data({ secured: false as const }, { status: 410 });
  return { secured: true as const, resetSentTo: secured.resetSentTo };
}

export default function SecureAccount({ loaderData, actionData }: Route.ComponentProps) {
  const home = (
    <Button asChild variant="outline">
      <LocalizedLink to="/contact">{m.nav_contact()}</LocalizedLink>
    </Button>
  );
  if (actionData?.secured) {
    return (
      <Notice icon={ShieldCheck} title={m.auth_secure_done_title()} actions={home}>
        <p role="status">
          {actionData.resetSentTo
            ? m.auth_secure_done_text({ email: actionData.resetSentTo })
            : m.auth_secure_done_no_address()}
        </p>
      </Notice>
    );
  }
  if (!loaderData.valid || actionData) {
    return (
      <Notice icon={ShieldCheck} title={m.auth_secure_title()} actions={home}>
        <p role="alert">{m.auth_secure_invalid()}</p>
      </Notice>
    );
  }
  return (
    <Notice icon={ShieldCheck} title={m.auth_secure_title()}>
      <p>{m.auth_secure_text({ email: loaderData.email ?? "" })}</p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton intent="secure" variant="destructive">
          {m.auth_secure_submit()}
        </SubmitButton>
      </Form>
    </Notice>
  );
}

export const meta = () => pageMeta(m.auth_secure_title());
