import type { z } from "zod";

/** One message per field, keyed by the field's name; `form` carries what belongs to no single field. */
export type FieldErrors = Partial<Record<string, string>>;

export type FormResult = { errors?: FieldErrors; formError?: string; notice?: string };

/** Parses a submitted form with the same schema the page's fields are built from; the first message per field. */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  formData: FormData,
): { success: true; data: z.infer<Schema> } | { success: false; errors: FieldErrors } {
  const result = schema.safeParse(Object.fromEntries(formData));
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return { success: false, errors };
}
