import { DoorOpen, Trash2 } from "lucide-react";
import { Form } from "react-router";
import { ConfirmForm } from "~/components/confirm-form";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { Sentence, theirs } from "~/components/sentence";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { COLLECTION_LIMITS } from "~/domain/collections/rules";
import { type FormResult, resultFor } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";

const sectionClass = "flex flex-col gap-4 rounded-xl border bg-card p-5";

/** The owner's: name and description, and deleting the collection. */
export function SettingsSection({
  collection,
  result,
}: {
  collection: { name: string; description: string | null };
  result: FormResult | undefined;
}) {
  const renamed = resultFor(result, "rename");
  return (
    <section aria-labelledby="collection-settings-heading" className={sectionClass}>
      <h2 id="collection-settings-heading" className="font-semibold">
        {m.collection_settings_heading()}
      </h2>
      {renamed?.notice && <FormMessage tone="success">{renamed.notice}</FormMessage>}
      <Form method="post" className="flex flex-col gap-3">
        <Field label={m.collection_field_name()} error={renamed?.errors?.name}>
          <Input name="name" required maxLength={COLLECTION_LIMITS.name} defaultValue={collection.name} />
        </Field>
        <Field label={m.collection_field_description()} error={renamed?.errors?.description}>
          <Textarea
            name="description"
            rows={3}
            maxLength={COLLECTION_LIMITS.description}
            defaultValue={collection.description ?? ""}
          />
        </Field>
        <SubmitButton intent="rename" variant="outline" size="sm" className="self-start">
          {m.form_save()}
        </SubmitButton>
      </Form>
      <div className="border-t pt-4">
        <ConfirmForm
          label={m.collection_delete()}
          text={<Sentence>{m.collection_delete_text({ name: theirs(collection.name) })}</Sentence>}
          confirm={m.collection_delete_confirm()}
          intent="delete"
          icon={Trash2}
        />
      </div>
    </section>
  );
}

/** A member's way out: their recipes leave the collection with them, their notes in it become private. */
export function LeaveSection({ name }: { name: string }) {
  return (
    <section aria-labelledby="collection-leave-heading" className={sectionClass}>
      <h2 id="collection-leave-heading" className="font-semibold">
        {m.collection_leave_heading()}
      </h2>
      <ConfirmForm
        label={m.collection_leave()}
        text={<Sentence>{m.collection_leave_text({ name: theirs(name) })}</Sentence>}
        confirm={m.collection_leave_confirm()}
        intent="leave"
        icon={DoorOpen}
      />
    </section>
  );
}
