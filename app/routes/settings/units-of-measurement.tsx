import { data, Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { UnitSystemSchema } from "~/domain/accounts/preferences";
import { UNIT_SYSTEMS } from "~/domain/recipes/units";
import { updateUserPreferences } from "~/domain/users/queries.server";
import { type FormResult, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { requireSession } from "~/server/session.server";
import { SettingsSection } from "./+shared/section";
import { loadSettingsUser } from "./+shared/settings.server";
import { SignedOutSection } from "./+shared/signed-out";
import type { Route } from "./+types/units-of-measurement";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

const LABELS = {
  metric: [m.units_metric, m.units_metric_example],
  us: [m.units_us, m.units_us_example],
} as const;

export async function loader({ context }: Route.LoaderArgs) {
  const user = await loadSettingsUser(context);
  return { unitSystem: user?.unitSystem ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const parsed = parseForm(UnitSystemSchema, await readForm(request));
  if (!parsed.success) return data<FormResult>({ formError: m.settings_units_choose() }, { status: 400 });
  await updateUserPreferences(context.get(appContext).db, session.user.id, parsed.data);
  return data<FormResult>({ notice: m.settings_saved() });
}

export default function UnitsOfMeasurement({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.unitSystem) {
    return (
      <SignedOutSection
        title={m.settings_units()}
        description={m.settings_units_description()}
        text={m.settings_units_sign_in()}
      />
    );
  }
  return (
    <SettingsSection title={m.settings_units()} description={m.settings_units_description()}>
      <Form method="post" className="flex max-w-xl flex-col gap-6">
        {actionData?.notice && <FormMessage tone="success">{actionData.notice}</FormMessage>}
        {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{m.settings_units()}</legend>
          {UNIT_SYSTEMS.map((system) => {
            const [label, example] = LABELS[system];
            return (
              <label key={system} className="flex items-start gap-3 rounded-xl border p-4 hover:bg-muted">
                <input
                  type="radio"
                  name="unitSystem"
                  value={system}
                  defaultChecked={loaderData.unitSystem === system}
                  className="mt-1 size-4 accent-primary"
                />
                <span className="flex flex-col gap-1">
                  <span className="font-medium">{label()}</span>
                  <span className="text-sm text-muted-foreground">{example()}</span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <p className="text-sm text-muted-foreground">{m.settings_units_note()}</p>
        <SubmitButton className="self-start">{m.form_save()}</SubmitButton>
      </Form>
    </SettingsSection>
  );
}

export const meta = () => pageMeta(m.settings_units());
