import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { FormMessage, SubmitButton, useFocusOnInvalid } from "~/components/form-parts";
import { useLocale } from "~/components/localized-link";
import { PlanLimitMessage } from "~/components/plan-limit-message";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { draftFormValues, type ReviewDraft } from "~/domain/recipes/draft";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import type { ParsedIngredient } from "~/domain/recipes/ingredient-line";
import { formatQuantity } from "~/domain/recipes/quantities";
import type { RecipeFormValues } from "~/domain/recipes/schemas";
import { unitLabel } from "~/domain/recipes/unit-labels";
import type { FormResult } from "~/lib/forms";
import { scaledJpeg } from "~/lib/scaled-jpeg";
import { m } from "~/paraglide/messages.js";

type Section = { key: number; title: string; text: string };
/**
 * The editor's answer: field errors; that the recipe changed since the edit began (and its newer version, which a
 * second save replaces); or, without a connection, that the save is kept on the device until it can be sent.
 */
export type SaveResult = FormResult & { basedOn?: string; kept?: boolean };

export type RecipeEditorValues = RecipeFormValues & {
  /** The current title photo, when editing a recipe that has one. */
  photoUrl: string | null;
};

export function emptyRecipeValues(language: "en" | "de"): RecipeEditorValues {
  return {
    title: "",
    description: "",
    language,
    servings: "",
    prepMinutes: "",
    cookMinutes: "",
    totalMinutes: "",
    cuisine: "",
    category: "",
    tags: "",
    ingredientSections: [{ title: "", text: "" }],
    instructionSections: [{ title: "", text: "" }],
    photoUrl: null,
  };
}

/** The editor's values as a save kept on the device holds them (its form's fields), `current` for the rest. */
export function editorValuesOf(
  fields: [string, FormDataEntryValue][],
  current: RecipeEditorValues,
): RecipeEditorValues {
  const all = (name: string) =>
    fields.flatMap(([field, value]) => (field === name && typeof value === "string" ? [value] : []));
  const one = (name: string) => all(name)[0] ?? "";
  const sections = (titles: string, texts: string) =>
    all(texts).map((text, index) => ({ title: all(titles)[index] ?? "", text }));
  return {
    ...current,
    title: one("title"),
    description: one("description"),
    language: one("language") === "de" ? "de" : "en",
    servings: one("servings"),
    prepMinutes: one("prepMinutes"),
    cookMinutes: one("cookMinutes"),
    totalMinutes: one("totalMinutes"),
    cuisine: one("cuisine"),
    category: one("category"),
    tags: one("tags"),
    ingredientSections: sections("ingredientSectionTitle", "ingredientSectionLines"),
    instructionSections: sections("stepSectionTitle", "stepSectionText"),
  };
}

/** The editor's fields for a draft, ready for the cook to review. */
export const draftValues = (draft: ReviewDraft): RecipeEditorValues => ({ ...draftFormValues(draft), photoUrl: null });

let nextKey = 0;
const keyed = (sections: { title: string; text: string }[]): Section[] =>
  sections.map((section) => ({ ...section, key: nextKey++ }));

/**
 * One editor for new and existing recipes. Ingredient lines are typed as text, one per line, and read back at once
 * as quantity, unit, food and note, so the cook sees what the app understood before saving.
 */
export function RecipeEditor({
  values,
  result,
  hidden = {},
  children,
}: {
  values: RecipeEditorValues;
  result?: SaveResult;
  /** Fields the cook does not edit but the save needs (where an imported recipe came from). */
  hidden?: Record<string, string>;
  /** More fields of the same form, above the save button (a scan's pictures). */
  children?: ReactNode;
}) {
  const errors = result?.errors ?? {};
  const [ingredientSections, setIngredientSections] = useState(() => keyed(values.ingredientSections));
  const [instructionSections, setInstructionSections] = useState(() => keyed(values.instructionSections));
  const form = useFocusOnInvalid(result);
  return (
    <Form ref={form} method="post" encType="multipart/form-data" className="flex flex-col gap-8" noValidate>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {values.basedOn !== undefined && <input type="hidden" name="basedOn" value={result?.basedOn ?? values.basedOn} />}
      {Object.keys(errors).length > 0 && <FormMessage tone="error">{m.recipe_form_has_errors()}</FormMessage>}
      {result?.formError &&
        (result.upgrade ? (
          <PlanLimitMessage message={result.formError} />
        ) : (
          <FormMessage tone="error">{result.formError}</FormMessage>
        ))}
      {result?.kept && <FormMessage tone="success">{m.offline_save_kept()}</FormMessage>}
      <fieldset className="flex flex-col gap-4">
        <legend className="sr-only">{m.recipe_editor_basics()}</legend>
        <Field label={m.recipe_field_title()} error={errors.title}>
          <Input name="title" defaultValue={values.title} required maxLength={RECIPE_LIMITS.title} />
        </Field>
        <Field label={m.recipe_field_description()} error={errors.description}>
          <Textarea
            name="description"
            defaultValue={values.description}
            rows={3}
            maxLength={RECIPE_LIMITS.description}
          />
        </Field>
        <div className="grid grid-cols-2 items-start gap-4 lg:grid-cols-4">
          <Field label={m.recipe_field_servings()} error={errors.servings}>
            <Input name="servings" inputMode="numeric" defaultValue={values.servings} />
          </Field>
          <Field label={m.recipe_field_prep_minutes()} error={errors.prepMinutes}>
            <Input name="prepMinutes" inputMode="numeric" defaultValue={values.prepMinutes} />
          </Field>
          <Field label={m.recipe_field_cook_minutes()} error={errors.cookMinutes}>
            <Input name="cookMinutes" inputMode="numeric" defaultValue={values.cookMinutes} />
          </Field>
          <Field
            label={m.recipe_field_total_minutes()}
            hint={m.recipe_field_total_minutes_hint()}
            error={errors.totalMinutes}
          >
            <Input name="totalMinutes" inputMode="numeric" defaultValue={values.totalMinutes} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={m.recipe_field_cuisine()} error={errors.cuisine}>
            <Input name="cuisine" defaultValue={values.cuisine} maxLength={RECIPE_LIMITS.label} />
          </Field>
          <Field label={m.recipe_field_category()} error={errors.category}>
            <Input name="category" defaultValue={values.category} maxLength={RECIPE_LIMITS.label} />
          </Field>
          <Field label={m.recipe_field_language()}>
            <Select name="language" defaultValue={values.language}>
              <option value="en">English</option>
              <option value="de">Deutsch</option>
            </Select>
          </Field>
        </div>
        <Field label={m.recipe_field_tags()} hint={m.recipe_field_tags_hint()} error={errors.tags}>
          <Input name="tags" defaultValue={values.tags} />
        </Field>
        <PhotoField current={values.photoUrl} error={errors.photo} />
      </fieldset>

      <SectionList
        heading={m.recipe_ingredients()}
        sections={ingredientSections}
        onChange={setIngredientSections}
        titleName="ingredientSectionTitle"
        textName="ingredientSectionLines"
        textLabel={m.recipe_field_ingredient_lines()}
        textHint={m.recipe_field_ingredient_lines_hint()}
        error={errors.ingredientSectionLines}
        preview={(text) => <IngredientPreview text={text} />}
      />
      <SectionList
        heading={m.recipe_steps()}
        sections={instructionSections}
        onChange={setInstructionSections}
        titleName="stepSectionTitle"
        textName="stepSectionText"
        textLabel={m.recipe_field_steps()}
        textHint={m.recipe_field_steps_hint()}
        error={errors.stepSectionText}
      />
      {children}
      <SubmitButton intent="save" size="lg" className="self-start">
        {m.recipe_save()}
      </SubmitButton>
    </Form>
  );
}

function SectionList({
  heading,
  sections,
  onChange,
  titleName,
  textName,
  textLabel,
  textHint,
  error,
  preview,
}: {
  heading: string;
  sections: Section[];
  onChange: (sections: Section[]) => void;
  titleName: string;
  textName: string;
  textLabel: string;
  textHint: string;
  error?: string;
  preview?: (text: string) => ReactNode;
}) {
  const headingId = useId();
  const update = (key: number, change: Partial<Section>) =>
    onChange(sections.map((section) => (section.key === key ? { ...section, ...change } : section)));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading}
      </h2>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {sections.map((section, index) => (
        <div key={section.key} className="flex flex-col gap-3 rounded-xl border bg-card p-4">
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <Field
                label={m.recipe_field_section_title()}
                hint={index === 0 ? m.recipe_field_section_title_hint() : undefined}
              >
                <Input
                  name={titleName}
                  value={section.title}
                  onChange={(event) => update(section.key, { title: event.target.value })}
                  maxLength={RECIPE_LIMITS.label}
                />
              </Field>
            </div>
            {sections.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={m.recipe_remove_section()}
                onClick={() => onChange(sections.filter((other) => other.key !== section.key))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            )}
          </div>
          <div className={preview ? "grid gap-4 lg:grid-cols-2" : undefined}>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${headingId}-${section.key}`}>{textLabel}</Label>
              <Textarea
                id={`${headingId}-${section.key}`}
                name={textName}
                value={section.text}
                onChange={(event) => update(section.key, { text: event.target.value })}
                rows={Math.max(4, Math.min(16, section.text.split("\n").length + 1))}
                aria-describedby={`${headingId}-${section.key}-hint`}
              />
              <p id={`${headingId}-${section.key}-hint`} className="text-sm text-muted-foreground">
                {textHint}
              </p>
            </div>
            {preview?.(section.text)}
          </div>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => onChange([...sections, ...keyed([{ title: "", text: "" }])])}
      >
        <Plus aria-hidden className="size-4" />
        {m.recipe_add_section()}
      </Button>
    </section>
  );
}

/** The picture scaled down to the stored size and re-encoded, which also leaves its metadata behind. */
async function shrinkPhoto(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    return await scaledJpeg(bitmap, IMAGE_LIMITS.photoEdge, "photo.jpg");
  } finally {
    bitmap.close();
  }
}

function PhotoField({ current, error }: { current: string | null; error?: string }) {
  const [preview, setPreview] = useState(current);
  return (
    <div className="flex flex-wrap items-end gap-4">
      {preview && (
        <img
          src={preview}
          alt={m.recipe_photo_preview()}
          width={144}
          height={96}
          decoding="async"
          className="h-24 w-36 rounded-md object-cover"
        />
      )}
      <div className="min-w-64 flex-1">
        <Field label={m.recipe_field_photo()} hint={m.recipe_field_photo_hint()} error={error}>
          <Input
            type="file"
            name="photo"
            className="py-2"
            accept="image/jpeg,image/png,image/webp"
            onChange={async (event) => {
              const input = event.currentTarget;
              const file = input.files?.[0];
              if (!file) return;
              try {
                const smaller = await shrinkPhoto(file);
                const transfer = new DataTransfer();
                transfer.items.add(smaller);
                input.files = transfer.files;
                setPreview(URL.createObjectURL(smaller));
              } catch {
                // Not a picture this browser can read: the server checks it and says why.
                setPreview(null);
              }
            }}
          />
        </Field>
      </div>
    </div>
  );
}

/**
 * The ingredient parser with its learned weights, loaded after the page in a chunk of its own (ADR 010): until it
 * is there, the preview shows the lines as typed.
 */
function useIngredientParser() {
  const [parse, setParse] = useState<((line: string) => ParsedIngredient) | null>(null);
  useEffect(() => {
    let current = true;
    import("~/domain/recipes/ingredient-parser")
      .then((module) => {
        if (current) setParse(() => module.parseIngredient);
      })
      // Offline before it was ever loaded: the lines show as typed, and the server reads them on saving.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return parse;
}

const RAW_LINE = { quantity: null, quantityMax: null, unit: null, size: null, note: null } as const;

/** What the parser reads from each line, shown as the cook types. */
function IngredientPreview({ text }: { text: string }) {
  const locale = useLocale();
  const parseIngredient = useIngredientParser();
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium">{m.recipe_preview_heading()}</p>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.recipe_preview_empty()}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" data-testid="ingredient-preview">
          {lines.map((line, index) => {
            const parsed = parseIngredient?.(line) ?? { ...RAW_LINE, food: line };
            const amount =
              parsed.quantity === null
                ? ""
                : `${formatQuantity(parsed.quantity, locale)}${parsed.quantityMax === null ? "" : `–${formatQuantity(parsed.quantityMax, locale)}`}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain text and may repeat
              <li key={index} className="flex flex-wrap items-baseline gap-x-2 rounded-md bg-muted px-2 py-1">
                <span className="min-w-12 font-semibold tabular-nums">
                  {amount} {parsed.unit ? unitLabel(parsed.unit, parsed.quantityMax ?? parsed.quantity) : ""}
                </span>
                <span>{parsed.food}</span>
                {(parsed.size || parsed.note) && (
                  <span className="text-muted-foreground">
                    ({[parsed.size, parsed.note].filter(Boolean).join(", ")})
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
