import type { z } from "zod";

/** One message per field, keyed by the field's name; `form` carries what belongs to no single field. */
export type FieldErrors = Partial<Record<string, string>>;

/** What an action answers a form with; `intent` says which of a page's forms it belongs to. */
export type FormResult = {
  intent?: string;
  errors?: FieldErrors;
  formError?: string;
  /** The form was refused by the plan's limit: the page offers the way to a bigger plan. */
  upgrade?: boolean;
  notice?: string;
  /**
   * What the visitor typed in the named fields (never a password), for a page sent without scripts: its form is
   * rendered afresh after the post, so a refused form shows the typed text again only from here.
   */
  values?: Partial<Record<string, string>>;
};

/** The submitted text of `fields`, to send back with a refused form (`FormResult.values`). */
export function typedValues<Field extends string>(formData: FormData, fields: readonly Field[]) {
  const entries = fields.map((field) => [field, String(formData.get(field) ?? "")] as const);
  return Object.fromEntries(entries) as Partial<Record<Field, string>>;
}

/** The result for one of a page's forms, or nothing when the last submission was another form's. */
export function resultFor(result: FormResult | undefined, intent: string): FormResult | undefined {
  return result?.intent === intent ? result : undefined;
}

/**
 * Parses a submitted form with the same schema the page's fields are built from; a name sent several times (a group
 * of checkboxes) becomes an array. The first message per field.
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  formData: FormData,
): { success: true; data: z.infer<Schema> } | { success: false; errors: FieldErrors } {
  const values: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const key of new Set(formData.keys())) {
    const all = formData.getAll(key);
    values[key] = all.length > 1 ? all : (all[0] ?? "");
  }
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
