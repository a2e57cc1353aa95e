import { UserPlus } from "lucide-react";
import { data, Form, redirect, useSearchParams } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getAuth } from "~/domain/accounts/auth.server";
import { isCommonPassword } from "~/domain/accounts/common-passwords.server";
import { PASSWORD_MIN_LENGTH, weakPasswordMessage, weakPasswordReasons } from "~/domain/accounts/password-policy";
import { NAME_MAX_LENGTH, SignUpSchema } from "~/domain/accounts/schemas";
import { trackMailDelivery } from "~/domain/mail/delivery.server";
import { type FormResult, parseForm, typedValues } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { actionRetryAfter } from "~/server/responses";
import { redirectIfSignedIn } from "~/server/session.server";
import { rateLimited, socialSignInAction } from "./+shared/auth-action.server";
import { SocialSignIn } from "./+shared/social";
import type { Route } from "./+types/signup";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

export const headers = actionRetryAfter;

export function loader({ context, request }: Route.LoaderArgs) {
  redirectIfSignedIn(context, request);
  return { social: context.get(appContext).services.socialLogin };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const formData = await readForm(request);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const redirectTo = url.searchParams.get("redirectTo");
  if (formData.get("intent") === "social")
    return socialSignInAction(env, request, formData, safeRedirectPath(redirectTo));

  const values = typedValues(formData, ["name", "email"]);
  const parsed = parseForm(SignUpSchema, formData);
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors, values }, { status: 400 });
  const { name, email, password } = parsed.data;
  const weak = weakPasswordReasons(password, { email, isCommon: isCommonPassword });
  if (weak.length > 0) {
    return data<FormResult>({ errors: { password: weak.map(weakPasswordMessage).join(" ") }, values }, { status: 400 });
  }
  const limited = await rateLimited(env, request, "signup", email, values);
  if (limited) return limited;
  // The same answer whether the address is new or taken (no account enumeration): a taken address gets a mail.
  const { mailFailed } = await trackMailDelivery(() =>
    getAuth(env).api.signUpEmail({
      // A sign-up that began elsewhere (a join link) returns there once the address is confirmed.
      body: { name, email, password, locale, ...(redirectTo ? { callbackURL: safeRedirectPath(redirectTo) } : {}) },
      headers: request.headers,
    }),
  );
  if (mailFailed) return data<FormResult>({ formError: m.auth_error_mail_failed(), values }, { status: 503 });
  throw redirect(localizePath("/auth/check-email", locale));
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const signInLink = searchParams.toString() ? `/auth/signin?${searchParams}` : "/auth/signin";
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <UserPlus aria-hidden className="size-8 text-primary" />
        <h1 className="font-serif text-2xl font-semibold tracking-tight">{m.auth_signup_title()}</h1>
        <p className="text-muted-foreground">{m.auth_signup_description()}</p>
      </header>
      {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <Field label={m.form_name_label()} error={actionData?.errors?.name}>
          <Input
            name="name"
            autoComplete="name"
            required
            maxLength={NAME_MAX_LENGTH}
            defaultValue={actionData?.values?.name}
          />
        </Field>
        <Field label={m.form_email_label()} error={actionData?.errors?.email}>
          <Input name="email" type="email" autoComplete="email" required defaultValue={actionData?.values?.email} />
        </Field>
        <Field
          label={m.form_password_label()}
          hint={m.auth_password_hint({ min: PASSWORD_MIN_LENGTH })}
          error={actionData?.errors?.password}
        >
          <Input name="password" type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} />
        </Field>
        <SubmitButton intent="signup" size="lg">
          {m.auth_signup_submit()}
        </SubmitButton>
        <p className="text-xs text-muted-foreground">
          {m.auth_signup_terms_prefix()}{" "}
          <LocalizedLink to="/terms" className="underline">
            {m.nav_terms()}
          </LocalizedLink>{" "}
          ·{" "}
          <LocalizedLink to="/privacy" className="underline">
            {m.nav_privacy()}
          </LocalizedLink>
        </p>
      </Form>
      <SocialSignIn providers={loaderData.social} />
      <p className="text-center text-sm text-muted-foreground">
        {m.auth_have_account()}{" "}
        <LocalizedLink to={signInLink} className="font-medium text-primary hover:underline">
          {m.nav_sign_in()}
        </LocalizedLink>
      </p>
    </div>
  );
}

export const meta = () => pageMeta(m.auth_signup_title(), m.auth_signup_description());
