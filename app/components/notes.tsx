import { NotebookPen } from "lucide-react";
import { type ReactNode, useId } from "react";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { Sentence, theirs } from "~/components/sentence";
import { Field } from "~/components/ui/field";
import { controlClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { NOTE_LIMITS } from "~/domain/collections/rules";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/format";
import type { FieldErrors } from "~/lib/forms";
import { isolated } from "~/lib/text";
import { m } from "~/paraglide/messages.js";

export type NoteItem = {
  id: string;
  title: string;
  body: string;
  authorId: string;
  authorName: string;
  updatedAt: Date | string;
  /** Shown as a link when the reader can open the recipe. */
  recipe?: { id: string; title: string } | null;
  collectionName?: string | null;
};

/** A note's text as its author typed it: line breaks kept, addresses shown as text, never as markup or links. */
export function NoteBody({ text }: { text: string }) {
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words text-sm">
      {text}
    </p>
  );
}

/** Notes, newest first, each with its author and date; `actions` adds a note's own buttons. */
export function NoteList({ notes, actions }: { notes: NoteItem[]; actions?: (note: NoteItem) => ReactNode }) {
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-3">
      {notes.map((note) => (
        <li key={note.id} className="flex flex-col gap-1.5 rounded-lg border bg-card p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <LocalizedLink to={`/notes/${note.id}`} className="font-medium hover:underline">
              <NotebookPen aria-hidden className="mr-1.5 inline size-4 text-primary" />
              <bdi>{note.title}</bdi>
            </LocalizedLink>
            <span className="text-xs text-muted-foreground">
              <Sentence>
                {m.note_byline({
                  name: theirs(note.authorName),
                  date: formatDate(note.updatedAt, locale, { dateStyle: "medium" }),
                })}
              </Sentence>
            </span>
          </div>
          {note.body && <NoteBody text={note.body} />}
          {(note.recipe || note.collectionName) && (
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              {note.recipe && (
                <LocalizedLink to={`/recipes/${note.recipe.id}`} className="hover:underline">
                  <Sentence>{m.note_on_recipe({ title: theirs(note.recipe.title) })}</Sentence>
                </LocalizedLink>
              )}
              {note.collectionName && (
                <span>
                  <Sentence>{m.note_in_collection({ name: theirs(note.collectionName) })}</Sentence>
                </span>
              )}
            </p>
          )}
          {actions?.(note)}
        </li>
      ))}
    </ul>
  );
}

/** A note's title and text fields, with their limits. */
export function NoteFields({ errors, defaults }: { errors?: FieldErrors; defaults?: { title: string; body: string } }) {
  return (
    <>
      <Field label={m.note_field_title()} error={errors?.title}>
        <Input name="title" required maxLength={NOTE_LIMITS.title} defaultValue={defaults?.title} autoComplete="off" />
      </Field>
      <Field label={m.note_field_body()} hint={m.note_body_hint()} error={errors?.body}>
        <Textarea name="body" rows={4} maxLength={NOTE_LIMITS.body} defaultValue={defaults?.body} />
      </Field>
    </>
  );
}

/** Where a note goes: private (the default), or into one of the collections the author may add to. */
export function NoteCollectionField({
  collections,
  defaultValue = "",
  hint,
}: {
  collections: { id: string; name: string }[];
  defaultValue?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{m.note_field_collection()}</Label>
      <select id={id} name="collectionId" defaultValue={defaultValue} className={cn(controlClasses, "min-h-10")}>
        <option value="">{m.note_private_option()}</option>
        {collections.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {isolated(collection.name)}
          </option>
        ))}
      </select>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}
