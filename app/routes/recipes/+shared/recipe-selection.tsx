import { Form } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form-parts";
import { LocalizedLink } from "~/components/localized-link";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import type { FormResult } from "~/lib/forms";
import { m } from "~/paraglide/messages.js";

export const SELECTION_FORM = "add-to-collection";

/** The search string with one parameter set, or (undefined) left out. */
export function withParam(params: URLSearchParams, name: string, value: string | undefined) {
  const next = new URLSearchParams(params);
  next.delete("cursor");
  if (value === undefined) next.delete(name);
  else next.set(name, value);
  return next;
}

/**
 * Selection mode's bar: which collection the checked recipes go to. The cards' checkboxes belong to its form
 * (their `form` attribute), wherever they are on the page.
 */
export function SelectionBar({
  collections,
  result,
  searchParams,
}: {
  collections: { id: string; name: string }[];
  result: FormResult | undefined;
  searchParams: URLSearchParams;
}) {
  const chosen = searchParams.get("select");
  return (
    <Form
      id={SELECTION_FORM}
      method="post"
      className="sticky top-16 z-20 mb-6 flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <p className="text-sm font-medium">{m.recipes_select_hint()}</p>
      {(result?.formError || result?.errors) && (
        <FormMessage tone="error">
          {result.formError ?? result.errors?.recipeIds ?? result.errors?.collectionId}
        </FormMessage>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor="selection-collection">
          {m.recipe_collection_pick()}
        </label>
        <Select
          id="selection-collection"
          name="collectionId"
          defaultValue={collections.some((collection) => collection.id === chosen) ? (chosen ?? "") : ""}
          className="min-h-9 w-auto max-w-full"
        >
          {collections.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </Select>
        <SubmitButton size="sm">{m.recipes_select_add()}</SubmitButton>
        <Button asChild variant="ghost" size="sm">
          <LocalizedLink to={`/recipes?${withParam(searchParams, "select", undefined)}`}>
            {m.form_cancel()}
          </LocalizedLink>
        </Button>
      </div>
    </Form>
  );
}
