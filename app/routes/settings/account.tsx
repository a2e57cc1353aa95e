import { Trash2 } from "lucide-react";
import { data, Form, useSearchParams } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { isFreshSignIn } from "~/domain/accounts/account-security.server";
import { NAME_MAX_LENGTH, ProfileSchema } from "~/domain/accounts/schemas";
import { getSignInMethods, updateUserPreferences } from "~/domain/users/queries.server";
import { type FormResult, parseForm, resultFor } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { actionRetryAfter } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import { socialSignInAction } from "../auth/+shared/auth-action.server";
import { EmailForm } from "./+shared/email-form";
import { PasswordForm } from "./+shared/password-form";
import { SettingsSection } from "./+shared/section";
import {
  changeEmailAction,
  changePasswordAction,
  loadSettingsUser,
  sendSetPasswordLinkAction,
} from "./+shared/settings.server";
import { SignedOutSection } from "./+shared/signed-out";
import type { Route } from "./+types/account";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export const headers = actionRetryAfter;

export async function loader({ context }: Route.LoaderArgs) {
  const user = await loadSettingsUser(context);
  const { session } = context.get(appContext);
  return {
    user: user && {
      name: user.name,
      email: user.email,
      hasPassword: user.hasPassword,
      socialProviders: user.socialProviders,
      // Without a password, a change of address needs a fresh sign-in with the provider.
      reauthenticated: Boolean(session && isFreshSignIn(session.session.createdAt)),
    },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db } = context.get(appContext);
  const session = requireSession(context, request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "password") return changePasswordAction(context, request, formData);
  if (intent === "password-link") return sendSetPasswordLinkAction(context, request);

  if (intent === "email") return changeEmailAction(context, request, formData);
  if (intent === "email-reauthenticate") {
    const provider = formData.get("provider");
    const { socialProviders } = await getSignInMethods(db, session.user.id);
    if (!socialProviders.some((linked) => linked === provider)) {
      return data<FormResult>({ intent: "email", formError: m.auth_error_generic() }, { status: 400 });
    }
    return socialSignInAction(env, request, formData, "/settings/account", "/settings/account?reauthentication=failed");
  }

  const parsed = parseForm(ProfileSchema, formData);
  if (!parsed.success) return data<FormResult>({ intent: "name", errors: parsed.errors }, { status: 400 });
  await updateUserPreferences(context.get(appContext).db, session.user.id, { name: parsed.data.name });
  return data<FormResult>({ intent: "name", notice: m.settings_saved() });
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
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
        <EmailForm
          account={user}
          result={emailResult}
          reauthenticationFailed={searchParams.get("reauthentication") === "failed"}
        />
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
