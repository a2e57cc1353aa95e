import { KeyRound } from "lucide-react";
import { data, Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getAuth } from "~/domain/accounts/auth.server";
import { EmailOnlySchema } from "~/domain/accounts/schemas";
import { type FormResult, parseForm, typedValues } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { actionRetryAfter, localizedRedirect } from "~/server/responses";
import { redirectIfSignedIn } from "~/server/session.server";
import { rateLimited } from "./+shared/auth-action.server";
import type { Route } from "./+types/forgot-password";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

export const headers = actionRetryAfter;

export function loader({ context, request }: Route.LoaderArgs) {
  redirectIfSignedIn(context, request);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const formData = await readForm(request);
  const values = typedValues(formData, ["email"]);
  const parsed = parseForm(EmailOnlySchema, formData);
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors, values }, { status: 400 });
  const limited = await rateLimited(env, request, "reset", parsed.data.email, values);
  if (limited) return limited;
  try {
    // Answers the same whether or not the address has an account (no account enumeration).
    await getAuth(env).api.requestPasswordReset({ body: { email: parsed.data.email }, headers: request.headers });
  } catch (error) {
    console.error(error);
    return data<FormResult>({ formError: m.auth_error_reset(), values }, { status: 500 });
  }
  throw localizedRedirect(request, "/auth/password-reset-sent");
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <KeyRound aria-hidden className="size-8 text-primary" />
        <h1 className="font-serif text-2xl font-semibold tracking-tight">{m.auth_forgot_title()}</h1>
        <p className="text-muted-foreground">{m.auth_forgot_description()}</p>
      </header>
      {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <Field label={m.form_email_label()} error={actionData?.errors?.email}>
          <Input name="email" type="email" autoComplete="email" required defaultValue={actionData?.values?.email} />
        </Field>
        <SubmitButton size="lg">{m.auth_forgot_submit()}</SubmitButton>
      </Form>
      <LocalizedLink to="/auth/signin" className="text-center text-sm font-medium text-primary hover:underline">
        {m.auth_back_to_signin()}
      </LocalizedLink>
    </div>
  );
}

export const meta = () => pageMeta(m.auth_forgot_title(), m.auth_forgot_description());
