import { data, Form } from "react-router";
import { BackLink } from "~/components/back-link";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { PageHeader } from "~/components/page-header";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NAME_MAX_LENGTH, ProfileSchema } from "~/domain/accounts/schemas";
import { updateUserPreferences } from "~/domain/users/queries.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { localizedRedirect } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/edit";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export function loader({ context, request }: Route.LoaderArgs) {
  return { name: requireSession(context, request).user.name };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireSession(context, request);
  const parsed = parseForm(ProfileSchema, await readForm(request));
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
  await updateUserPreferences(context.get(appContext).db, user.id, { name: parsed.data.name });
  throw localizedRedirect(request, "/profile");
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/profile" label={m.profile_title()} />
      <PageHeader title={m.profile_edit_title()} />
      <Form method="post" className="flex max-w-md flex-col gap-4" noValidate>
        {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
        <Field label={m.form_name_label()} hint={m.profile_name_hint()} error={actionData?.errors?.name}>
          <Input name="name" autoComplete="name" defaultValue={loaderData.name} required maxLength={NAME_MAX_LENGTH} />
        </Field>
        <SubmitButton className="self-start">{m.form_save()}</SubmitButton>
      </Form>
    </>
  );
}

export const meta = () => pageMeta(m.profile_edit_title());
