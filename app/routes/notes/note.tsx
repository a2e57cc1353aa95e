import { NotebookPen, Trash2 } from "lucide-react";
import { data, Form } from "react-router";
import { BackLink } from "~/components/back-link";
import { ConfirmForm } from "~/components/confirm-form";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink, useLocale } from "~/components/localized-link";
import { NoteBody, NoteCollectionField, NoteFields } from "~/components/notes";
import { Sentence, theirs } from "~/components/sentence";
import { SignInRequired } from "~/components/sign-in-required";
import { listAddableCollections } from "~/domain/collections/collections.server";
import { deleteNote, moveNote, readNote, updateNote } from "~/domain/collections/notes.server";
import { NoteFormSchema } from "~/domain/collections/schemas";
import { formatDate } from "~/lib/format";
import { type FormResult, parseForm, resultFor } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import { m } from "~/paraglide/messages.js";
import { appContext } from "~/server/context";
import { readForm } from "~/server/request-body.server";
import { localizedRedirect, notFound } from "~/server/responses";
import { requireSession } from "~/server/session.server";
import type { Route } from "./+types/note";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/**
 * One note: its author edits it, moves it into a collection or out, deletes it; members of its collection read it.
 * Anyone else gets 404; signed out, the sign-in prompt leads back here.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, session } = context.get(appContext);
  if (!session) return { signedIn: false as const, found: null };
  const found = await readNote(db, session.user.id, params.noteId);
  if (!found) throw notFound();
  const isAuthor = found.note.authorId === session.user.id;
  return {
    signedIn: true as const,
    found: {
      ...found,
      isAuthor,
      // The owner of the note's collection may take it out; the author may put it anywhere they can add to.
      mayTakeOut: isAuthor || found.collection?.ownerId === session.user.id,
      collections: isAuthor ? await listAddableCollections(db, session.user.id) : [],
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const session = requireSession(context, request);
  const { db, rooms } = context.get(appContext);
  const actor = { id: session.user.id, name: session.user.name };
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  if (intent === "delete") {
    if (!(await deleteNote(db, rooms, actor, params.noteId))) throw notFound();
    throw localizedRedirect(request, "/notes", { flash: { kind: "note-deleted" } });
  }
  if (intent === "move") {
    const collectionId = String(formData.get("collectionId") ?? "") || null;
    const outcome = await moveNote(db, rooms, actor, params.noteId, collectionId);
    if (outcome.status === "not-found") throw notFound();
    if (outcome.status === "forbidden") {
      return data<FormResult>({ intent, formError: m.collection_viewer_cannot_add() }, { status: 403 });
    }
    return data<FormResult>({ intent, notice: collectionId ? m.note_moved_in() : m.note_moved_out() });
  }
  const parsed = parseForm(NoteFormSchema, formData);
  if (!parsed.success) return data<FormResult>({ intent: "save", errors: parsed.errors }, { status: 400 });
  if (!(await updateNote(db, rooms, actor, params.noteId, parsed.data))) throw notFound();
  return data<FormResult>({ intent: "save", notice: m.note_saved() });
}

export default function Note({ loaderData, actionData, params }: Route.ComponentProps) {
  const locale = useLocale();
  if (!loaderData.signedIn) {
    return (
      <>
        <h1 className="mb-4 font-serif text-3xl font-semibold tracking-tight">{m.note_title()}</h1>
        <SignInRequired text={m.note_sign_in()} returnTo={`/notes/${params.noteId}`} />
      </>
    );
  }
  const { note, recipe, collection, isAuthor, mayTakeOut, collections } = loaderData.found;
  const saved = resultFor(actionData, "save");
  const moved = resultFor(actionData, "move");
  return (
    <article className="flex flex-col gap-6">
      <BackLink
        to={collection ? `/collections/${collection.id}` : "/notes"}
        label={collection ? <bdi>{collection.name}</bdi> : m.notes_title()}
      />
      <header className="flex flex-col gap-2">
        <h1 className="flex items-start gap-2 font-serif text-3xl font-semibold tracking-tight break-words">
          <NotebookPen aria-hidden className="mt-1.5 size-6 shrink-0 text-primary" />
          <bdi>{note.title}</bdi>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Sentence>
            {m.note_byline({
              name: theirs(note.authorName),
              date: formatDate(note.updatedAt, locale, { dateStyle: "medium" }),
            })}
          </Sentence>
        </p>
        <p className="flex flex-wrap gap-x-4 text-sm">
          {recipe && (
            <LocalizedLink to={`/recipes/${recipe.id}`} className="font-medium text-primary hover:underline">
              <Sentence>{m.note_on_recipe({ title: theirs(recipe.title) })}</Sentence>
            </LocalizedLink>
          )}
          <span className="text-muted-foreground">
            {collection ? (
              <Sentence>{m.note_in_collection({ name: theirs(collection.name) })}</Sentence>
            ) : (
              m.note_private()
            )}
          </span>
        </p>
      </header>
      {!isAuthor && (note.body ? <NoteBody text={note.body} /> : null)}
      {isAuthor && (
        <Form method="post" className="flex flex-col gap-4">
          {saved?.notice && <FormMessage tone="success">{saved.notice}</FormMessage>}
          <NoteFields errors={saved?.errors} defaults={{ title: note.title, body: note.body }} />
          <SubmitButton intent="save" className="self-start">
            {m.form_save()}
          </SubmitButton>
        </Form>
      )}
      {(isAuthor || mayTakeOut) && (
        <Form method="post" className="flex flex-col gap-2 rounded-xl border bg-card p-4">
          {moved?.notice && <FormMessage tone="success">{moved.notice}</FormMessage>}
          {moved?.formError && <FormMessage tone="error">{moved.formError}</FormMessage>}
          {isAuthor ? (
            <>
              <NoteCollectionField
                collections={collections}
                defaultValue={note.collectionId ?? ""}
                hint={m.note_collection_hint()}
              />
              <SubmitButton intent="move" variant="outline" size="sm" className="self-start">
                {m.note_move()}
              </SubmitButton>
            </>
          ) : (
            <>
              <input type="hidden" name="collectionId" value="" />
              <SubmitButton intent="move" variant="outline" size="sm" className="self-start">
                {m.collection_note_take_out()}
              </SubmitButton>
            </>
          )}
        </Form>
      )}
      {isAuthor && (
        <ConfirmForm
          label={m.note_delete()}
          text={m.note_delete_text()}
          confirm={m.note_delete_confirm()}
          intent="delete"
          icon={Trash2}
        />
      )}
    </article>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.found ? loaderData.found.note.title : m.note_title()),
  { name: "robots", content: "noindex" },
];
