import { data, Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { CUSTOM_ENTRIES_MAX, DietaryPreferencesSchema, splitKnown } from "~/domain/accounts/preferences";
import { ALLERGEN_LABELS, DIET_LABELS, DIETS, EU_ALLERGENS } from "~/domain/diets/vocabulary";
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
import type { Route } from "./+types/dietary-preferences";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

export async function loader({ context }: Route.LoaderArgs) {
  const user = await loadSettingsUser(context);
  if (!user) return { preferences: null };
  const restrictions = splitKnown(user.dietaryRestrictions, DIETS);
  const allergies = splitKnown(user.allergies, EU_ALLERGENS);
  return {
    preferences: {
      diets: restrictions.known,
      customRestrictions: restrictions.custom,
      allergens: allergies.known,
      customAllergies: allergies.custom,
    },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const parsed = parseForm(DietaryPreferencesSchema, await readForm(request));
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
  const { diets, customRestrictions, allergens, customAllergies } = parsed.data;
  await updateUserPreferences(context.get(appContext).db, session.user.id, {
    dietaryRestrictions: [...diets, ...customRestrictions],
    allergies: [...allergens, ...customAllergies],
  });
  return data<FormResult>({ notice: m.settings_saved() });
}

function CheckboxGroup<T extends string>({
  legend,
  name,
  options,
  labels,
  checked,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  labels: Record<T, () => string>;
  checked: readonly string[];
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-10 items-center gap-3 rounded-md border px-3 text-sm hover:bg-muted"
          >
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={checked.includes(option)}
              className="size-4 accent-primary"
            />
            {labels[option]()}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function DietaryPreferences({ loaderData, actionData }: Route.ComponentProps) {
  const { preferences } = loaderData;
  if (!preferences) {
    return (
      <SignedOutSection
        title={m.settings_dietary()}
        description={m.settings_dietary_description()}
        text={m.settings_dietary_sign_in()}
      />
    );
  }
  return (
    <SettingsSection title={m.settings_dietary()} description={m.settings_dietary_description()}>
      <Form method="post" className="flex flex-col gap-8" noValidate>
        {actionData?.notice && <FormMessage tone="success">{actionData.notice}</FormMessage>}
        {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
        <CheckboxGroup
          legend={m.settings_restrictions_heading()}
          name="diets"
          options={DIETS}
          labels={DIET_LABELS}
          checked={preferences.diets}
        />
        <Field
          label={m.settings_custom_restrictions()}
          hint={m.settings_custom_hint({ max: CUSTOM_ENTRIES_MAX })}
          error={actionData?.errors?.customRestrictions}
        >
          <Textarea name="customRestrictions" rows={2} defaultValue={preferences.customRestrictions.join(", ")} />
        </Field>
        <CheckboxGroup
          legend={m.settings_allergies_heading()}
          name="allergens"
          options={EU_ALLERGENS}
          labels={ALLERGEN_LABELS}
          checked={preferences.allergens}
        />
        <Field
          label={m.settings_custom_allergies()}
          hint={m.settings_custom_hint({ max: CUSTOM_ENTRIES_MAX })}
          error={actionData?.errors?.customAllergies}
        >
          <Textarea name="customAllergies" rows={2} defaultValue={preferences.customAllergies.join(", ")} />
        </Field>
        <p className="text-sm text-muted-foreground">{m.settings_dietary_applies()}</p>
        <SubmitButton className="self-start">{m.form_save()}</SubmitButton>
      </Form>
    </SettingsSection>
  );
}

export const meta = () => pageMeta(m.settings_dietary());
