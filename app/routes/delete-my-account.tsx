import { UserX } from "lucide-react";
import { data, Form, redirect, useSearchParams } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PasswordConfirmSchema } from "~/domain/accounts/schemas";
import { appContext } from "~/lib/app-context";
import { getAuth } from "~/lib/auth.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { requireSession } from "~/lib/session.server";
import { m } from "~/paraglide/messages.js";
import type { Route } from "./+types/delete-my-account";
import { authErrorCode, cookieHeaders } from "./auth/+shared/auth-action.server";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export function loader({ context }: Route.LoaderArgs) {
  const { session } = context.get(appContext);
  return { email: session?.user.email ?? null };
}

/** Deletes the signed-in account after the password is entered again; every row of the user goes with it. */
export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  requireSession(context, request);
  const parsed = parseForm(PasswordConfirmSchema, await request.formData());
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
  let cleared: Headers;
  try {
    ({ headers: cleared } = await getAuth(env).api.deleteUser({
      body: { password: parsed.data.password },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (authErrorCode(error) === "INVALID_PASSWORD") {
      return data<FormResult>({ errors: { password: m.settings_current_password_wrong() } }, { status: 400 });
    }
    throw error;
  }
  throw redirect(localizePath("/deletemyaccount?deleted=1", localeFromPath(new URL(request.url).pathname)), {
    headers: cookieHeaders(cleared),
  });
}

/** How to delete an account and what deletion removes; signed in, the deletion itself. */
export default function DeleteMyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <div className="max-w-prose">
      <PageHeader title={m.delete_account_title()} description={m.delete_account_description()} />
      {searchParams.get("deleted") === "1" && (
        <div className="mb-6">
          <FormMessage tone="success">{m.delete_account_done()}</FormMessage>
        </div>
      )}
      <section className="flex flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground">
        <UserX aria-hidden className="size-6 text-destructive" />
        <h2 className="font-semibold">{m.delete_account_removed_title()}</h2>
        <p className="text-muted-foreground">{m.delete_account_removed_text()}</p>
        {loaderData.email ? (
          <Form method="post" className="flex flex-col gap-4 border-t pt-4" noValidate>
            <h2 className="font-semibold">{m.delete_account_confirm_title({ email: loaderData.email })}</h2>
            <p className="text-sm text-muted-foreground">{m.delete_account_confirm_text()}</p>
            <Field label={m.settings_current_password()} error={actionData?.errors?.password}>
              <Input name="password" type="password" autoComplete="current-password" required />
            </Field>
            <SubmitButton variant="destructive" className="self-start">
              {m.delete_account_submit()}
            </SubmitButton>
          </Form>
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
