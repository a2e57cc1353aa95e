import { Trash2 } from "lucide-react";
import { data, Form, useSearchParams } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { getAuth } from "~/domain/accounts/auth.server";
import { ChangeEmailSchema, NAME_MAX_LENGTH, ProfileSchema } from "~/domain/accounts/schemas";
import { updateUserPreferences } from "~/domain/users/queries.server";
import { type FormResult, parseForm, resultFor } from "~/lib/forms";
import { localeFromPath, localizePath } from "~/lib/locale";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { requireSession } from "~/server/session.server";
import { rateLimited } from "../auth/+shared/auth-action.server";
import { PasswordForm } from "./+shared/password-form";
import { SettingsSection } from "./+shared/section";
import { changePasswordAction, loadSettingsUser, sendSetPasswordLinkAction } from "./+shared/settings.server";
import { SignedOutSection } from "./+shared/signed-out";
import type { Route } from "./+types/account";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export async function loader({ context }: Route.LoaderArgs) {
  const user = await loadSettingsUser(context);
  return { user: user && { name: user.name, email: user.email, hasPassword: user.hasPassword } };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env } = context.get(appContext);
  const session = requireSession(context, request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "password") return changePasswordAction(context, request, formData);
  if (intent === "password-link") return sendSetPasswordLinkAction(context, request);

  if (intent === "email") {
    const parsed = parseForm(ChangeEmailSchema, formData);
    if (!parsed.success) return data<FormResult>({ intent, errors: parsed.errors }, { status: 400 });
    if (parsed.data.email === session.user.email) {
      return data<FormResult>({ intent, errors: { email: m.settings_email_same() } }, { status: 400 });
    }
    const limited = await rateLimited(env, request, "resend", session.user.email);
    if (limited) return limited;
    const callbackURL = localizePath("/settings/account", localeFromPath(new URL(request.url).pathname));
    // Answers the same whether or not the new address is taken by another account.
    await getAuth(env).api.changeEmail({
      body: { newEmail: parsed.data.email, callbackURL },
      headers: request.headers,
    });
    return data<FormResult>({ intent, notice: m.settings_email_link_sent({ email: parsed.data.email }) });
  }

  const parsed = parseForm(ProfileSchema, formData);
  if (!parsed.success) return data<FormResult>({ intent: "name", errors: parsed.errors }, { status: 400 });
  await updateUserPreferences(context.get(appContext).db, session.user.id, { name: parsed.data.name });
  return data<FormResult>({ intent: "name", notice: m.settings_saved() });
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const [_searchParams] = useSearchParams();
  const { user } = loaderData;
  if (!user) {
    return (
      <SignedOutSection
        title={m.settings_account()}
        description={m.settings_account_description()}
        text={m.settings_account_sign_in()}
      />
    );
  }
  const nameResult = resultFor(actionData, "name");
  const emailResult = resultFor(actionData, "email");
  return (
    <SettingsSection title={m.settings_account()} description={m.settings_account_description()}>
      <div className="flex flex-col gap-6">
        {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
        <section aria-labelledby="name-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
          <h2 id="name-heading" className="font-semibold">
            {m.form_name_label()}
          </h2>
          {nameResult?.notice && <FormMessage tone="success">{nameResult.notice}</FormMessage>}
          <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
            <Field label={m.form_name_label()} error={nameResult?.errors?.name}>
              <Input name="name" autoComplete="name" defaultValue={user.name} required maxLength={NAME_MAX_LENGTH} />
            </Field>
            <SubmitButton intent="name" className="self-start">
              {m.form_save()}
            </SubmitButton>
          </Form>
        </section>
        <section aria-labelledby="email-heading" className="flex flex-col gap-4 rounded-xl border bg-card p-5">
          <h2 id="email-heading" className="font-semibold">
            {m.form_email_label()}
          </h2>
          <p className="text-sm text-muted-foreground">{m.settings_email_current({ email: user.email })}</p>
          {emailResult?.notice && <FormMessage tone="success">{emailResult.notice}</FormMessage>}
          <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
            <Field label={m.settings_email_new()} hint={m.settings_email_hint()} error={emailResult?.errors?.email}>
              <Input name="email" type="email" autoComplete="email" required />
            </Field>
            <SubmitButton intent="email" className="self-start">
              {m.settings_email_submit()}
            </SubmitButton>
          </Form>
        </section>
        <PasswordForm result={resultFor(actionData, "password")} hasPassword={user.hasPassword} />
        <section
          aria-labelledby="delete-heading"
          className="flex flex-col gap-3 rounded-xl border border-destructive/40 p-5"
        >
          <h2 id="delete-heading" className="font-semibold">
            {m.settings_delete_heading()}
          </h2>
          <p className="text-sm text-muted-foreground">{m.settings_delete_text()}</p>
          <Button asChild variant="destructive" className="self-start">
            <LocalizedLink to="/deletemyaccount">
              <Trash2 aria-hidden className="size-4" />
              {m.settings_delete_link()}
            </LocalizedLink>
          </Button>
        </section>
      </div>
    </SettingsSection>
  );
}

export const meta = () => pageMeta(m.settings_account());
