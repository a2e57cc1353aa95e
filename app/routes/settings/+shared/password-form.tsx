import { Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PASSWORD_MIN_LENGTH } from "~/domain/accounts/password-policy";
import type { FormResult } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";

/**
 * Change the password: posts intent "password" to the page's action (changePasswordAction). An account without a
 * password (social sign-in only) is offered a mailed link to set one instead (intent "password-link").
 */
export function PasswordForm({ result, hasPassword }: { result?: FormResult; hasPassword: boolean }) {
  return (
    <section aria-labelledby="password-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
      <h2 id="password-heading" className="font-semibold">
        {m.settings_password_heading()}
      </h2>
      {result?.notice && <FormMessage tone="success">{result.notice}</FormMessage>}
      {hasPassword ? <ChangePassword result={result} /> : <SetPasswordLink />}
    </section>
  );
}

function SetPasswordLink() {
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted-foreground">{m.settings_password_none()}</p>
      <SubmitButton intent="password-link" variant="outline" className="self-start">
        {m.settings_password_link_submit()}
      </SubmitButton>
    </Form>
  );
}

function ChangePassword({ result }: { result?: FormResult }) {
  return (
    <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
      <Field label={m.settings_current_password()} error={result?.errors?.currentPassword}>
        <Input name="currentPassword" type="password" autoComplete="current-password" required />
      </Field>
      <Field
        label={m.auth_new_password_label()}
        hint={m.auth_password_hint({ min: PASSWORD_MIN_LENGTH })}
        error={result?.errors?.newPassword}
      >
        <Input
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
        />
      </Field>
      <p className="text-sm text-muted-foreground">{m.settings_password_other_devices()}</p>
      <SubmitButton intent="password" className="self-start">
        {m.settings_password_submit()}
      </SubmitButton>
    </Form>
  );
}
