import { NotebookPen } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Form } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { NoteCollectionField, NoteFields, NoteList } from "~/components/notes";
import { PageHeader } from "~/components/page-header";
import { listAddableCollections } from "~/domain/collections/collections.server";
import { createNote, listNotes } from "~/domain/collections/notes.server";
import { NoteFormSchema } from "~/domain/collections/schemas";
import { type FormResult, parseForm } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/index";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** The cook's own notes, and a new one: private, or straight into a collection they may add to. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireSession(context, request);
  const { db } = context.get(appContext);
  const [notes, collections] = await Promise.all([
    listNotes(db, session.user.id),
    listAddableCollections(db, session.user.id),
  ]);
  return { notes, collections };
}

export async function action({ context, request }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const { db, rooms } = context.get(appContext);
  const formData = await readForm(request);
  const parsed = parseForm(NoteFormSchema, formData);
  if (!parsed.success) return data<FormResult>({ errors: parsed.errors }, { status: 400 });
  const outcome = await createNote(db, rooms, session.user, {
    ...parsed.data,
    collectionId: String(formData.get("collectionId") ?? "") || null,
  });
  if (outcome.status === "not-found") throw notFound();
  if (outcome.status === "forbidden") {
    return data<FormResult>({ formError: m.collection_viewer_cannot_add() }, { status: 403 });
  }
  return data<FormResult>({ notice: m.note_saved() });
}

export default function Notes({ loaderData, actionData }: Route.ComponentProps) {
  const { notes, collections } = loaderData;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (actionData?.notice) form.current?.reset();
  }, [actionData]);
  return (
    <>
      <PageHeader title={m.notes_title()} description={m.notes_description()} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="notes-heading" className="flex flex-col gap-4">
          <h2 id="notes-heading" className="sr-only">
            {m.notes_yours()}
          </h2>
          {notes.length === 0 ? (
            <EmptyState icon={NotebookPen} title={m.notes_empty_title()} description={m.notes_empty_description()} />
          ) : (
            <NoteList
              notes={notes.map((note) => ({
                ...note,
                recipe: note.recipeId && note.recipeTitle ? { id: note.recipeId, title: note.recipeTitle } : null,
              }))}
            />
          )}
        </section>
        <Form
          ref={form}
          method="post"
          aria-labelledby="new-note-heading"
          className="flex h-fit flex-col gap-4 rounded-xl border bg-card p-5"
        >
          <h2 id="new-note-heading" className="font-semibold">
            {m.notes_new_title()}
          </h2>
          {actionData?.formError && <FormMessage tone="error">{actionData.formError}</FormMessage>}
          {actionData?.notice && <FormMessage tone="success">{actionData.notice}</FormMessage>}
          <NoteFields errors={actionData?.errors} />
          {collections.length > 0 && <NoteCollectionField collections={collections} />}
          <SubmitButton className="self-start">{m.notes_add()}</SubmitButton>
        </Form>
      </div>
    </>
  );
}

export const meta = () => pageMeta(m.notes_title(), m.notes_description());
