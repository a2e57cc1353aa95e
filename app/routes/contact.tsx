import { Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { data, Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { PageHeader } from "~/components/page-header";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { clientIp, consumeRateLimit } from "~/domain/accounts/rate-limit.server";
import { sendContactMessage } from "~/domain/contact/contact.server";
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  ContactSchema,
  type ContactTopic,
  HONEYPOT_FIELD,
} from "~/domain/contact/schemas";
import { type FieldErrors, type FormResult, parseForm, typedValues } from "~/lib/forms";
import { publicPageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { localizedRedirect } from "~/server/responses";
import type { Route } from "./+types/contact";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

const FIELDS = ["name", "email", "topic", "message"] as const;
type Values = Partial<Record<(typeof FIELDS)[number], string>>;
type ContactResult = FormResult & { values?: Values };

export function loader({ context }: Route.LoaderArgs) {
  const { config, session } = context.get(appContext);
  return {
    email: config.CONTACT_EMAIL,
    // A signed-in cook's name and address are filled in; they can still change them.
    prefill: session ? { name: session.user.name, email: session.user.email } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, env, locale, session } = context.get(appContext);
  const formData = await readForm(request);
  const values = typedValues(formData, FIELDS);
  // A bot that filled the hidden field gets the same confirmation as a person, and nothing is stored or sent.
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") throw localizedRedirect(request, "/contact/sent");
  const parsed = parseForm(ContactSchema, formData);
  if (!parsed.success) return data<ContactResult>({ errors: parsed.errors, values }, { status: 400 });
  const limit = await consumeRateLimit(env.DB, "contact", { ip: clientIp(request), account: parsed.data.email });
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return data<ContactResult>(
      { formError: m.contact_error_rate_limited({ minutes }), values },
      { status: 429, headers: { "retry-after": String(limit.retryAfterSeconds) } },
    );
  }
  const sent = await sendContactMessage(db, config, { ...parsed.data, locale, userId: session?.user.id ?? null });
  if (!sent.delivered) return data<ContactResult>({ formError: m.contact_error_send(), values }, { status: 503 });
  throw localizedRedirect(request, sent.copySent ? "/contact/sent" : "/contact/sent?copy=failed");
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const errors = clientErrors ?? actionData?.errors;
  const values: Values = actionData?.values ?? loaderData.prefill ?? {};

  // The same schema as the action, so a mistake shows at once, without a trip to the server.
  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(ContactSchema, new FormData(event.currentTarget));
    setClientErrors(parsed.success ? undefined : parsed.errors);
    if (!parsed.success) {
      event.preventDefault();
      const first = FIELDS.find((field) => parsed.errors[field]);
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }

  return (
    <div className="max-w-prose">
      <PageHeader title={m.contact_title()} description={m.contact_description()} />
      {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
      <Form method="post" noValidate onSubmit={validate} className="mt-4 flex flex-col gap-4">
        <Field label={m.form_name_label()} error={errors?.name}>
          <Input name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} defaultValue={values.name} />
        </Field>
        <Field label={m.form_email_label()} error={errors?.email}>
          <Input name="email" type="email" autoComplete="email" required defaultValue={values.email} />
        </Field>
        <Field label={m.contact_topic_label()} error={errors?.topic}>
          <Select name="topic" required defaultValue={values.topic ?? ""}>
            <option value="" disabled>
              {m.contact_topic_choose()}
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {TOPIC_LABELS[topic]()}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={m.contact_message_label()}
          hint={m.contact_message_hint({ max: CONTACT_LIMITS.message })}
          error={errors?.message}
        >
          <Textarea name="message" rows={8} required maxLength={CONTACT_LIMITS.message} defaultValue={values.message} />
        </Field>
        {/* Hidden from people and from screen readers; only bots that fill every field find it. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Website
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <SubmitButton size="lg" className="self-start">
          {m.contact_submit()}
        </SubmitButton>
      </Form>
      <section className="mt-10 flex flex-col gap-2 rounded-xl border bg-card p-5 text-card-foreground">
        <Mail aria-hidden className="size-5 text-primary" />
        <p className="text-sm">
          {m.contact_email_intro()}{" "}
          <a
            href={`mailto:${loaderData.email}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {loaderData.email}
          </a>
        </p>
        <p className="text-sm text-muted-foreground">{m.contact_response_time()}</p>
      </section>
      <p className="mt-6 text-sm text-muted-foreground">
        {m.contact_help_prefix()}{" "}
        <LocalizedLink to="/articles" className="font-medium text-primary hover:underline">
          {m.contact_help_link()}
        </LocalizedLink>
      </p>
    </div>
  );
}

const TOPIC_LABELS: Record<ContactTopic, () => string> = {
  question: m.contact_topic_question,
  problem: m.contact_topic_problem,
  idea: m.contact_topic_idea,
  account: m.contact_topic_account,
  other: m.contact_topic_other,
};

export const meta: Route.MetaFunction = (args) =>
  publicPageMeta(args, { title: m.contact_title(), description: m.contact_description(), preview: "contact" });
