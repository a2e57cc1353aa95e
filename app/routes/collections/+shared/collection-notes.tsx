import { NotebookPen } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { NoteFields, NoteList } from "~/components/notes";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import type { CollectionPage } from "~/domain/collections/collections.server";
import { type CollectionRole, canAdd } from "~/domain/collections/rules";
import { type FormResult, resultFor } from "~/lib/forms";
import { isolated } from "~/lib/text";
import { m } from "~/paraglide/messages.js";

/** The notes put in the collection, and (for those who may add) a form for a new one, on a recipe or not. */
export function NotesSection({
  notes,
  recipes,
  role,
  viewerId,
  result,
}: {
  notes: CollectionPage["notes"];
  recipes: CollectionPage["recipes"];
  role: CollectionRole;
  viewerId: string;
  result: FormResult | undefined;
}) {
  const added = resultFor(result, "add-note");
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (added?.notice) form.current?.reset();
  }, [added]);
  const takenOut = resultFor(result, "note-out");
  return (
    <section aria-labelledby="collection-notes-heading" className="flex flex-col gap-4">
      <h2 id="collection-notes-heading" className="text-xl font-semibold">
        {m.collection_notes_heading()}
      </h2>
      {canAdd(role) && (
        <Form ref={form} method="post" className="flex flex-col gap-3 rounded-xl border bg-card p-4">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <NotebookPen aria-hidden className="size-4 text-primary" />
            {m.collection_note_new()}
          </h3>
          {added?.formError && <FormMessage tone="error">{added.formError}</FormMessage>}
          {added?.notice && <FormMessage tone="success">{added.notice}</FormMessage>}
          <NoteFields errors={added?.errors} />
          {recipes.length > 0 && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="note-recipe">{m.note_field_recipe()}</Label>
              <Select id="note-recipe" name="recipeId" defaultValue="">
                <option value="">{m.note_recipe_none()}</option>
                {recipes.map((recipe) => (
                  <option key={recipe.id} value={recipe.id}>
                    {isolated(recipe.title)}
                  </option>
                ))}
              </Select>
            </div>
          )}
          <SubmitButton intent="add-note" className="self-start">
            {m.collection_note_add()}
          </SubmitButton>
        </Form>
      )}
      {takenOut?.notice && <FormMessage tone="success">{takenOut.notice}</FormMessage>}
      {notes.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          {m.collection_notes_empty()}
        </p>
      ) : (
        <NoteList
          notes={notes.map((note) => ({
            ...note,
            recipe: note.recipeId && note.recipeTitle ? { id: note.recipeId, title: note.recipeTitle } : null,
          }))}
          actions={(note) =>
            role === "owner" &&
            note.authorId !== viewerId && (
              <Form method="post" className="pt-1">
                <input type="hidden" name="noteId" value={note.id} />
                <Button type="submit" name="intent" value="note-out" variant="ghost" size="sm">
                  {m.collection_note_take_out()}
                </Button>
              </Form>
            )
          }
        />
      )}
    </section>
  );
}
