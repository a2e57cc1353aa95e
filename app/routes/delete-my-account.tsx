import { UserX } from "lucide-react";
import { useEffect } from "react";
import { data, Form, type RouterContextProvider, useRouteLoaderData, useSearchParams } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { clearOfflineData } from "~/components/offline/storage";
import { PageHeader } from "~/components/page-header";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { isFreshSignIn } from "~/domain/accounts/account-security.server";
import { getAuth } from "~/domain/accounts/auth.server";
import { SubscriptionNotCancelled } from "~/domain/accounts/delete-account.server";
import { PasswordConfirmSchema } from "~/domain/accounts/schemas";
import { getSignInMethods } from "~/domain/users/queries.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import type { loader as rootLoader } from "~/root";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { localizedRedirect } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/delete-my-account";
import { authErrorCode, cookieHeaders, socialSignInAction } from "./auth/+shared/auth-action.server";
import { SOCIAL_LABELS } from "./auth/+shared/social";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

async function signedInAccount(context: Readonly<RouterContextProvider>) {
  const { db, session } = context.get(appContext);
  if (!session) return null;
  const methods = await getSignInMethods(db, session.user.id);
  return { email: session.user.email, ...methods, reauthenticated: isFreshSignIn(session.session.createdAt) };
}

export async function loader({ context }: Route.LoaderArgs) {
  return { account: await signedInAccount(context) };
}

/**
 * Deletes the signed-in account once the owner has proven it again: the password, or for an account without one a
 * fresh sign-in with its social provider. Every row of the user goes with it.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  requireSession(context, request);
  const account = await signedInAccount(context);
  if (!account) throw new Error("a session without its user");
  const formData = await readForm(request);
  if (formData.get("intent") === "reauthenticate") {
    const provider = formData.get("provider");
    if (!account.socialProviders.some((linked) => linked === provider)) {
      return data<FormResult>({ formError: m.auth_error_generic() }, { status: 400 });
    }
    return socialSignInAction(env, request, formData, "/deletemyaccount", "/deletemyaccount?reauthentication=failed");
  }
  let password: string | undefined;
  if (account.hasPassword) {
    const parsed = parseForm(PasswordConfirmSchema, formData);
    if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
    password = parsed.data.password;
  } else if (!account.reauthenticated) {
    return data<FormResult>({ formError: m.delete_account_reauthenticate_first() }, { status: 403 });
  }
  let cleared: Headers;
  try {
    ({ headers: cleared } = await getAuth(env).api.deleteUser({
      body: password === undefined ? {} : { password },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      return data<FormResult>({ errors: { password: m.settings_current_password_wrong() } }, { status: 400 });
    }
    if (error instanceof SubscriptionNotCancelled) {
      console.error("account deletion stopped:", error.cause);
      return data<FormResult>({ formError: m.delete_account_subscription_not_cancelled() }, { status: 502 });
    }
    throw error;
  }
  throw localizedRedirect(request, "/deletemyaccount", {
    flash: { kind: "account-deleted" },
    headers: cookieHeaders(cleared),
  });
}

/** How to delete an account and what deletion removes; signed in, the deletion itself. */
export default function DeleteMyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const { account } = loaderData;
  // The account is gone: so is everything this device kept of it (ADR 017).
  const deleted = useRouteLoaderData<typeof rootLoader>("root")?.flash?.kind === "account-deleted";
  useEffect(() => {
    if (deleted) void clearOfflineData();
  }, [deleted]);
  return (
    <div className="max-w-prose">
      <PageHeader title={m.delete_account_title()} description={m.delete_account_description()} />
      <section className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground">
        <UserX aria-hidden className="size-6 text-destructive" />
        <h2 className="font-semibold">{m.delete_account_removed_title()}</h2>
        <p className="text-muted-foreground">{m.delete_account_removed_text()}</p>
        {account ? (
          <div className="flex flex-col gap-4 border-t pt-4">
            <h2 className="font-semibold">{m.delete_account_confirm_title({ email: account.email })}</h2>
            {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
            {searchParams.get("reauthentication") === "failed" && (
              <FormMessage tone="error">{m.delete_account_reauthentication_failed()}</FormMessage>
            )}
            {account.hasPassword ? (
              <Form method="post" className="flex flex-col gap-4" noValidate>
                <p className="text-sm text-muted-foreground">{m.delete_account_confirm_text()}</p>
                <Field label={m.settings_current_password()} error={actionData?.errors?.password}>
                  <Input name="password" type="password" autoComplete="current-password" required />
                </Field>
                <SubmitButton intent="delete" variant="destructive" className="self-start">
                  {m.delete_account_submit()}
                </SubmitButton>
              </Form>
            ) : account.reauthenticated ? (
              <Form method="post" className="flex flex-col gap-4">
                <p className="text-sm text-muted-foreground">{m.delete_account_reauthenticated()}</p>
                <SubmitButton intent="delete" variant="destructive" className="self-start">
                  {m.delete_account_submit()}
                </SubmitButton>
              </Form>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{m.delete_account_reauthenticate_text()}</p>
                {account.socialProviders.map((provider) => (
                  <Form key={provider} method="post">
                    <input type="hidden" name="provider" value={provider} />
                    <SubmitButton intent="reauthenticate" variant="outline">
                      {SOCIAL_LABELS[provider]()}
                    </SubmitButton>
                  </Form>
                ))}
              </>
            )}
          </div>
        ) : (
          <>
            <h2 className="font-semibold">{m.delete_account_steps_title()}</h2>
            <ol className="ml-5 list-decimal space-y-1">
              <li>{m.delete_account_step_sign_in()}</li>
              <li>{m.delete_account_step_settings()}</li>
              <li>{m.delete_account_step_confirm()}</li>
            </ol>
          </>
        )}
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
