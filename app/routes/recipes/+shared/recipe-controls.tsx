import { Minus, Plus, Trash2, Users } from "lucide-react";
import { Form } from "react-router";
import { SubmitButton } from "~/components/form-parts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";
import type { Display } from "./recipe-view";

export function ServingsStepper({
  value,
  onChange,
  counted,
}: {
  value: number;
  onChange: (value: number) => void;
  counted: boolean;
}) {
  const label = counted ? m.recipe_field_servings() : m.recipe_batches();
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{label}</legend>
      <Users aria-hidden className="size-4 text-muted-foreground print:hidden" />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="print:hidden"
        aria-label={m.recipe_servings_fewer()}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus aria-hidden className="size-4" />
      </Button>
      {/* Printed, the count stays: the amounts on the paper are for it. A recipe as written once needs no "×1". */}
      <output
        aria-live="polite"
        className={cn(
          "min-w-20 text-center text-sm font-medium tabular-nums print:min-w-0",
          !counted && value === 1 && "print:hidden",
        )}
      >
        {counted ? m.recipe_servings_count({ count: value }) : `×${value}`}
      </output>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="print:hidden"
        aria-label={m.recipe_servings_more()}
        disabled={value >= 100}
        onClick={() => onChange(Math.min(100, value + 1))}
      >
        <Plus aria-hidden className="size-4" />
      </Button>
    </fieldset>
  );
}

const SYSTEMS: { value: Display["system"]; label: () => string }[] = [
  { value: "original", label: m.recipe_units_original },
  { value: "metric", label: m.units_metric },
  { value: "us", label: m.units_us },
];

export function UnitSwitch({
  value,
  onChange,
}: {
  value: Display["system"];
  onChange: (value: Display["system"]) => void;
}) {
  return (
    <fieldset className="flex w-fit flex-wrap items-center gap-1 rounded-lg border p-1 print:hidden">
      <legend className="sr-only">{m.recipe_units_legend()}</legend>
      {SYSTEMS.map((system) => (
        <Button
          key={system.value}
          type="button"
          size="sm"
          variant={value === system.value ? "secondary" : "ghost"}
          aria-pressed={value === system.value}
          onClick={() => onChange(system.value)}
        >
          {system.label()}
        </Button>
      ))}
    </fieldset>
  );
}

export function DeleteRecipe({ title }: { title: string }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger>
        <Button variant="outline" className="text-destructive">
          <Trash2 aria-hidden className="size-4" />
          {m.recipe_delete()}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{m.recipe_delete_title({ title })}</AlertDialogTitle>
        <AlertDialogDescription>{m.recipe_delete_text()}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{m.form_cancel()}</AlertDialogCancel>
          <Form method="post">
            <SubmitButton intent="delete" variant="destructive" className="w-full">
              {m.recipe_delete_confirm()}
            </SubmitButton>
          </Form>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
