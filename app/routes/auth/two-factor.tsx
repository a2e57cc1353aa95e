import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { data, Form, redirect } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getAuth } from "~/domain/accounts/auth.server";
import { TwoFactorCodeSchema } from "~/domain/accounts/schemas";
import { type FormResult, parseForm } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { actionRetryAfter } from "~/server/responses";
import { redirectIfSignedIn } from "~/server/session.server";
import { authErrorCode, cookieHeaders, rateLimited } from "./+shared/auth-action.server";
import type { Route } from "./+types/two-factor";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const headers = actionRetryAfter;

/** The second step of signing in when two-factor is on: a code from the authenticator app or a backup code. */
export function loader({ context, request }: Route.LoaderArgs) {
  redirectIfSignedIn(context, request);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const url = new URL(request.url);
  const parsed = parseForm(TwoFactorCodeSchema, await readForm(request));
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
  const limited = await rateLimited(env, request, "two-factor");
  if (limited) return limited;
  const auth = getAuth(env);
  try {
    const { headers } =
      parsed.data.kind === "totp"
        ? await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers: request.headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({
            body: { code: parsed.data.code },
            headers: request.headers,
            returnHeaders: true,
          });
    const target = safeRedirectPath(url.searchParams.get("redirectTo"));
    throw redirect(localizePath(target, localeFromPath(url.pathname)), { headers: cookieHeaders(headers) });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === undefined) throw error;
    // The challenge cookie is gone or expired: the password step has to be done again.
    const message = code === "INVALID_TWO_FACTOR_COOKIE" ? m.auth_two_factor_expired() : m.auth_two_factor_wrong_code();
    return data<FormResult>({ formError: message }, { status: 400 });
  }
}

export default function TwoFactorChallenge({ actionData }: Route.ComponentProps) {
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <ShieldCheck aria-hidden className="size-8 text-primary" />
        <h1 className="font-serif text-2xl font-semibold tracking-tight">{m.auth_two_factor_title()}</h1>
        <p className="text-muted-foreground">
          {kind === "totp" ? m.auth_two_factor_description() : m.auth_two_factor_backup_description()}
        </p>
      </header>
      {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        <input type="hidden" name="kind" value={kind} />
        <Field
          label={kind === "totp" ? m.auth_two_factor_code_label() : m.auth_two_factor_backup_label()}
          error={actionData?.errors?.code}
        >
          <Input
            key={kind}
            name="code"
            autoComplete="one-time-code"
            inputMode={kind === "totp" ? "numeric" : "text"}
            required
            autoFocus
          />
        </Field>
        <SubmitButton size="lg">{m.auth_two_factor_submit()}</SubmitButton>
      </Form>
      <div className="flex flex-col items-center gap-2 text-sm">
        <Button variant="link" size="sm" onClick={() => setKind(kind === "totp" ? "backup" : "totp")}>
          {kind === "totp" ? m.auth_two_factor_use_backup() : m.auth_two_factor_use_app()}
        </Button>
        <LocalizedLink to="/auth/signin" className="font-medium text-primary hover:underline">
          {m.auth_back_to_signin()}
        </LocalizedLink>
      </div>
    </div>
  );
}

export const meta = () => pageMeta(m.auth_two_factor_title());
