import { KeyRound, LinkIcon } from "lucide-react";
import { data, Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Notice } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getAuth } from "~/domain/accounts/auth.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { PASSWORD_MIN_LENGTH, weakPasswordMessage, weakPasswordReasons } from "~/domain/accounts/password-policy";
import { ResetPasswordSchema } from "~/domain/accounts/schemas";
import { type FormResult, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { localizedRedirect } from "~/server/responses";
import { authErrorCode } from "./+shared/auth-action.server";
import type { Route } from "./+types/reset-password";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

/** The link in a reset mail: choose a new password. Every session of the account ends when it is set. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const parsed = parseForm(ResetPasswordSchema, await readForm(request));
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
  const { token, password } = parsed.data;
  const weak = weakPasswordReasons(password, { isCommon: isCommonPassword });
  if (weak.length > 0) {
    return data<FormResult>({ errors: { password: weak.map(weakPasswordMessage).join(" ") } }, { status: 400 });
  }
  try {
    await getAuth(env).api.resetPassword({ body: { token, newPassword: password }, headers: request.headers });
  } catch (error) {
    if (authErrorCode(error) === undefined) throw error;
    return data<FormResult>({ formError: m.auth_error_reset() }, { status: 400 });
  }
  throw localizedRedirect(request, "/auth/signin", { flash: { kind: "password-reset" } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token) {
    return (
      <div className="mx-auto w-full max-w-md">
        <Notice
          icon={LinkIcon}
          title={m.auth_reset_title()}
          actions={
            <Button asChild>
              <LocalizedLink to="/auth/forgot-password">{m.auth_request_new_link()}</LocalizedLink>
            </Button>
          }
        >
          <p role="alert">{m.auth_link_invalid()}</p>
        </Notice>
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <header className="flex flex-col gap-2">
        <KeyRound aria-hidden className="size-8 text-primary" />
        <h1 className="font-serif text-2xl font-semibold tracking-tight">{m.auth_reset_title()}</h1>
      </header>
      {actionData?.formError && (
        <FormMessage tone="error">
          <p>{actionData.formError}</p>
          <p>
            <LocalizedLink to="/auth/forgot-password" className="font-medium underline">
              {m.auth_request_new_link()}
            </LocalizedLink>
          </p>
        </FormMessage>
      )}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label={m.auth_new_password_label()}
          hint={m.auth_password_hint({ min: PASSWORD_MIN_LENGTH })}
          error={actionData?.errors?.password}
        >
          <Input name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
        </Field>
        <SubmitButton size="lg">{m.auth_reset_submit()}</SubmitButton>
      </Form>
    </div>
  );
}

export const meta = () => pageMeta(m.auth_reset_title());
