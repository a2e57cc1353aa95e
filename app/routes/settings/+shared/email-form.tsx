import { Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { SocialProvider } from "~/domain/accounts/social-providers";
import type { FormResult } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";
import { SOCIAL_LABELS } from "../../auth/+shared/social";

type EmailAccount = {
  email: string;
  hasPassword: boolean;
  socialProviders: SocialProvider[];
  /** Signed in with the provider moments ago (an account without a password proves itself so). */
  reauthenticated: boolean;
};

/**
 * Change the e-mail address: posts intent "email" with the new address and, for an account with a password, the
 * password typed again (changeEmailAction). An account without one first signs in with its provider again
 * (intent "email-reauthenticate"); for five minutes after that the form asks for nothing more.
 */
export function EmailForm({
  account,
  result,
  reauthenticationFailed,
}: {
  account: EmailAccount;
  result?: FormResult;
  reauthenticationFailed: boolean;
}) {
  const canChange = account.hasPassword || account.reauthenticated;
  return (
    <section aria-labelledby="email-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      <h2 id="email-heading" className="font-semibold">
        {m.form_email_label()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.settings_email_current({ email: account.email })}</p>
      {result?.notice && <FormMessage tone="success">{result.notice}</FormMessage>}
      {result?.formError && <FormMessage tone="error">{result.formError}</FormMessage>}
      {reauthenticationFailed && <FormMessage tone="error">{m.settings_email_reauthentication_failed()}</FormMessage>}
      {canChange ? (
        <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
          <Field label={m.settings_email_new()} hint={m.settings_email_hint()} error={result?.errors?.email}>
            <Input name="email" type="email" autoComplete="email" required />
          </Field>
          {account.hasPassword && (
            <Field
              label={m.settings_current_password()}
              hint={m.settings_email_password_hint()}
              error={result?.errors?.password}
            >
              <Input name="password" type="password" autoComplete="current-password" required />
            </Field>
          )}
          <SubmitButton intent="email" className="self-start">
            {m.settings_email_submit()}
          </SubmitButton>
        </Form>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{m.settings_email_reauthenticate_text()}</p>
          {account.socialProviders.map((provider) => (
            <Form key={provider} method="post">
              <input type="hidden" name="provider" value={provider} />
              <SubmitButton intent="email-reauthenticate" variant="outline">
                {SOCIAL_LABELS[provider]()}
              </SubmitButton>
            </Form>
          ))}
        </>
      )}
    </section>
  );
}
