import { LogIn } from "lucide-react";
import { data, Form, redirect, useSearchParams } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getAuth } from "~/domain/accounts/auth.server";
import { EmailOnlySchema, SignInSchema } from "~/domain/accounts/schemas";
import { type FormResult, parseForm, typedValues } from "~/lib/forms";
import { isLocale, localeFromPath, localizePath, serializeLocaleCookie } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-client";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { actionRetryAfter } from "~/server/responses";
import { redirectIfSignedIn } from "~/server/session.server";
import { authErrorCode, cookieHeaders, rateLimited, socialSignInAction } from "./+shared/auth-action.server";
import { SocialSignIn } from "./+shared/social";
import type { Route } from "./+types/signin";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const handle = { document: true } satisfies PageHandle;

type SignInResult = FormResult & { unverifiedEmail?: string };

export const headers = actionRetryAfter;

export function loader({ context, request }: Route.LoaderArgs) {
  redirectIfSignedIn(context, request);
  return { social: context.get(appContext).services.socialLogin };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const formData = await readForm(request);
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  const intent = formData.get("intent");

  if (intent === "social") return socialSignInAction(env, request, formData, redirectTo);

  if (intent === "resend") {
    const parsed = parseForm(EmailOnlySchema, formData);
    if (!parsed.success) return data<SignInResult>({ errors: parsed.errors }, { status: 400 });
    const limited = await rateLimited(env, request, "resend", parsed.data.email);
    if (limited) return limited;
    // Answers the same whether or not the address has an unverified account.
    await getAuth(env).api.sendVerificationEmail({ body: { email: parsed.data.email }, headers: request.headers });
    return data<SignInResult>({ notice: m.auth_verification_resent() });
  }

  const values = typedValues(formData, ["email"]);
  const parsed = parseForm(SignInSchema, formData);
  if (!parsed.success) return data<SignInResult>({ errors: parsed.errors, values }, { status: 400 });
  const limited = await rateLimited(env, request, "signin", parsed.data.email, values);
  if (limited) return limited;
  try {
    const { headers, response } = await getAuth(env).api.signInEmail({
      body: { email: parsed.data.email, password: parsed.data.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    const cookies = cookieHeaders(headers);
    const pageLocale = localeFromPath(url.pathname);
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      const challenge = localizePath("/auth/two-factor", pageLocale);
      throw redirect(`${challenge}?${new URLSearchParams({ redirectTo })}`, { headers: cookies });
    }
    // The account's language wins over this device's: the next pages open in it and the cookie follows.
    const userLocale = "user" in response && isLocale(response.user.locale) ? response.user.locale : pageLocale;
    cookies.append("set-cookie", serializeLocaleCookie(userLocale));
    throw redirect(localizePath(redirectTo, userLocale), { headers: cookies });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") {
      return data<SignInResult>({ unverifiedEmail: parsed.data.email, values }, { status: 403 });
    }
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      return data<SignInResult>({ formError: m.auth_error_invalid_credentials(), values }, { status: 400 });
    }
    throw error;
  }
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const result = actionData as SignInResult | undefined;
  const signUpLink = searchParams.toString() ? `/auth/signup?${searchParams}` : "/auth/signup";
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <LogIn aria-hidden className="size-8 text-primary" />
        <h1 className="font-serif text-2xl font-semibold tracking-tight">{m.auth_signin_title()}</h1>
        <p className="text-muted-foreground">{m.auth_signin_description()}</p>
      </header>
      {searchParams.get("social") === "failed" && (
        <FormMessage tone="error">
          {searchParams.get("error") === "account_not_linked"
            ? m.auth_error_social_not_linked()
            : m.auth_error_social_failed()}
        </FormMessage>
      )}
      {result?.formError && <FormMessage tone="error">{result.formError}</FormMessage>}
      {result?.notice && <FormMessage tone="success">{result.notice}</FormMessage>}
      {result?.unverifiedEmail && (
        <FormMessage tone="error">
          <p>{m.auth_error_email_not_verified()}</p>
          <Form method="post" replace>
            <input type="hidden" name="email" value={result.unverifiedEmail} />
            <SubmitButton intent="resend" variant="outline" size="sm">
              {m.auth_resend_verification()}
            </SubmitButton>
          </Form>
        </FormMessage>
      )}
      <Form method="post" replace className="flex flex-col gap-4" noValidate>
        <Field label={m.form_email_label()} error={result?.errors?.email}>
          <Input name="email" type="email" autoComplete="username" required defaultValue={result?.values?.email} />
        </Field>
        <Field label={m.form_password_label()} error={result?.errors?.password}>
          <Input name="password" type="password" autoComplete="current-password" required />
        </Field>
        <LocalizedLink to="/auth/forgot-password" className="self-end text-sm font-medium text-primary hover:underline">
          {m.auth_forgot_password_link()}
        </LocalizedLink>
        <SubmitButton intent="signin" size="lg">
          {m.auth_signin_submit()}
        </SubmitButton>
      </Form>
      <SocialSignIn providers={loaderData.social} />
      <p className="text-center text-sm text-muted-foreground">
        {m.auth_no_account()}{" "}
        <LocalizedLink to={signUpLink} className="font-medium text-primary hover:underline">
          {m.auth_create_account_link()}
        </LocalizedLink>
      </p>
    </div>
  );
}

export const meta = () => pageMeta(m.auth_signin_title(), m.auth_signin_description());
