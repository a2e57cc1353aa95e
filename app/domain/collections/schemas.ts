import { z } from "zod";
import { m } from "~/paraglide/messages.js";
import { COLLECTION_LIMITS, MEMBER_ROLES, NOTE_LIMITS } from "./rules";

const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(max, { error: () => m.form_too_long({ max }) }))
    .transform((value) => (value === "" ? null : value));

export const CollectionFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => m.collection_name_required() })
    .max(COLLECTION_LIMITS.name, { error: () => m.form_too_long({ max: COLLECTION_LIMITS.name }) }),
  description: optionalText(COLLECTION_LIMITS.description),
});
export type CollectionForm = z.infer<typeof CollectionFormSchema>;

/** Line breaks stay as typed (Windows ones folded); the text is shown as plain text, links included. */
export const NoteFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: () => m.note_title_required() })
    .max(NOTE_LIMITS.title, { error: () => m.form_too_long({ max: NOTE_LIMITS.title }) }),
  body: z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(NOTE_LIMITS.body, { error: () => m.form_too_long({ max: NOTE_LIMITS.body }) })),
});
export type NoteForm = z.infer<typeof NoteFormSchema>;

export const MemberRoleSchema = z.enum(MEMBER_ROLES);

/** Recipes picked in the recipe list (checkboxes) or on a recipe's page, for one collection. */
export const AddRecipesSchema = z.object({
  collectionId: z.string().min(1, { error: () => m.collection_pick_required() }),
  recipeIds: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => [...new Set(Array.isArray(value) ? value : [value])].filter(Boolean))
    .pipe(
      z
        .array(z.string())
        .min(1, { error: () => m.collection_pick_recipes() })
        .max(COLLECTION_LIMITS.addAtOnce, {
          error: () => m.collection_add_too_many({ max: COLLECTION_LIMITS.addAtOnce }),
        }),
    ),
});
