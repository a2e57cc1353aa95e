import { CopyPlus, Library, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { NoteCollectionField, NoteFields, type NoteItem, NoteList } from "~/components/notes";
import { Sentence, theirs } from "~/components/sentence";
import { Button } from "~/components/ui/button";
import { controlClasses } from "~/components/ui/input";
import type { CopiedFrom } from "~/db/schema";
import { cn } from "~/lib/cn";
import { type FormResult, resultFor } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";

type CollectionRef = { id: string; name: string };

function Result({ result }: { result: FormResult | undefined }) {
  if (result?.formError) return <FormMessage tone="error">{result.formError}</FormMessage>;
  if (result?.notice) return <FormMessage tone="success">{result.notice}</FormMessage>;
  return null;
}

/** The author's view: the collections the recipe is in (each can be left), and one more to put it in. */
export function RecipeCollections({
  inCollections,
  addable,
  result,
}: {
  inCollections: (CollectionRef & { mayRemove: boolean })[];
  addable: CollectionRef[];
  result: FormResult | undefined;
}) {
  const options = addable.filter((collection) => !inCollections.some((shared) => shared.id === collection.id));
  return (
    <section aria-labelledby="recipe-collections-heading" className="flex flex-col gap-2 print:hidden">
      <h2 id="recipe-collections-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Library aria-hidden className="size-4 text-primary" />
        {m.recipe_collections_heading()}
      </h2>
      <Result result={resultFor(result, "collection-add") ?? resultFor(result, "collection-remove")} />
      {inCollections.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {inCollections.map((collection) => (
            <li key={collection.id} className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
              <LocalizedLink to={`/collections/${collection.id}`} className="hover:underline">
                {collection.name}
              </LocalizedLink>
              {collection.mayRemove && (
                <Form method="post">
                  <input type="hidden" name="collectionId" value={collection.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value="collection-remove"
                    variant="ghost"
                    size="icon"
                    className="size-7 rounded-full"
                    aria-label={m.recipe_collection_remove({ name: collection.name })}
                  >
                    <X aria-hidden className="size-3.5" />
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {options.length > 0 ? (
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="recipe-collection-add">
            {m.recipe_collection_pick()}
          </label>
          <select
            id="recipe-collection-add"
            name="collectionId"
            className={cn(controlClasses, "min-h-9 w-auto max-w-full")}
          >
            {options.map((collection) => (
              <option key={collection.id} value={collection.id}>
                {collection.name}
              </option>
            ))}
          </select>
          <SubmitButton intent="collection-add" variant="outline" size="sm">
            {m.recipe_collection_add()}
          </SubmitButton>
        </Form>
      ) : (
        inCollections.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {m.recipe_collections_none()}{" "}
            <LocalizedLink to="/collections" className="font-medium text-primary hover:underline">
              {m.recipe_collections_create()}
            </LocalizedLink>
          </p>
        )
      )}
    </section>
  );
}

/** A member's view of someone else's recipe: whose it is, where it is shared, and a copy of their own. */
export function SharedRecipe({ authorName, via }: { authorName: string; via: CollectionRef[] }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border bg-muted/40 p-4 print:hidden">
      <p className="text-sm">
        <Sentence>{m.recipe_shared_by({ name: theirs(authorName) })}</Sentence>{" "}
        {via.map((collection, index) => (
          <span key={collection.id}>
            {index > 0 && ", "}
            <LocalizedLink to={`/collections/${collection.id}`} className="font-medium text-primary hover:underline">
              <bdi>{collection.name}</bdi>
            </LocalizedLink>
          </span>
        ))}
      </p>
      <p className="text-sm text-muted-foreground">{m.recipe_shared_read_only()}</p>
      <Form method="post">
        <input type="hidden" name="collectionId" value={via[0]?.id ?? ""} />
        <SubmitButton intent="copy" className="self-start">
          <CopyPlus aria-hidden className="size-4" />
          {m.recipe_copy()}
        </SubmitButton>
      </Form>
    </section>
  );
}

/** Where a member's copy came from, as it was named when they saved it. */
export function CopiedFromLine({ copiedFrom }: { copiedFrom: CopiedFrom }) {
  return (
    <p className="text-sm text-muted-foreground">
      <Sentence>
        {m.recipe_copied_from({ name: theirs(copiedFrom.authorName), collection: theirs(copiedFrom.collectionName) })}
      </Sentence>
    </p>
  );
}

/** The notes on the recipe the reader may see, and a new one: private, or in a collection the recipe is in. */
export function RecipeNotes({
  notes,
  collections,
  result,
}: {
  notes: NoteItem[];
  collections: CollectionRef[];
  result: FormResult | undefined;
}) {
  const added = resultFor(result, "note");
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (added?.notice) form.current?.reset();
  }, [added]);
  return (
    <section aria-labelledby="recipe-notes-heading" className="flex flex-col gap-4 print:hidden">
      <h2 id="recipe-notes-heading" className="text-xl font-semibold">
        {m.recipe_notes_heading()}
      </h2>
      {notes.length > 0 ? (
        <NoteList notes={notes} />
      ) : (
        <p className="text-sm text-muted-foreground">{m.recipe_notes_empty()}</p>
      )}
      <details className="rounded-xl border bg-card p-4" open={Boolean(added?.errors || added?.formError)}>
        <summary className="cursor-pointer font-medium">{m.recipe_note_new()}</summary>
        <Form ref={form} method="post" className="mt-4 flex flex-col gap-3">
          <Result result={added} />
          <NoteFields errors={added?.errors} />
          {collections.length > 0 && <NoteCollectionField collections={collections} />}
          <SubmitButton intent="note" className="self-start">
            {m.notes_add()}
          </SubmitButton>
        </Form>
      </details>
    </section>
  );
}
