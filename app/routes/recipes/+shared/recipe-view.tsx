import { useLocale } from "~/components/localized-link";
import { convertForDisplay } from "~/domain/recipes/conversion";
import { formatQuantity, scaleStepText } from "~/domain/recipes/quantities";
import { unitLabel } from "~/domain/recipes/unit-labels";
import type { UnitId, UnitSystem } from "~/domain/recipes/units";
import { m } from "~/paraglide/messages.js";

type IngredientLine = {
  original: string;
  quantity: number | null;
  quantityMax: number | null;
  unit: string | null;
  food: string;
  note: string | null;
};
export type Display = { factor: number; system: UnitSystem | "original" };

/**
 * The servings and units the recipe page showed, which its link hands to cook mode as the navigation's state (not in
 * the address: the offline copy of cook mode is kept under its plain address, ADR 017). A recipe without servings
 * counts batches, as on its page. Without that state (cook mode opened directly), the recipe as written.
 */
export type CookDisplay = { servings: number; system: Display["system"] };

export function displayOf(state: unknown, recipeServings: number | null): Display {
  const carried = state as Partial<CookDisplay> | null;
  const servings = carried?.servings;
  const scaled = typeof servings === "number" && Number.isInteger(servings) && servings >= 1 && servings <= 100;
  const system = carried?.system;
  return {
    factor: scaled ? servings / (recipeServings ?? 1) : 1,
    system: system === "metric" || system === "us" ? system : "original",
  };
}

/** One ingredient as the reader wants it: scaled to the servings, in their units; the stored line is untouched. */
export function IngredientText({ line, display }: { line: IngredientLine; display: Display }) {
  const locale = useLocale();
  if (line.quantity === null && line.unit === null) return <>{line.original}</>;
  if (display.factor === 1 && display.system === "original") return <>{line.original}</>;
  const scaled = {
    quantity: line.quantity === null ? null : line.quantity * display.factor,
    quantityMax: line.quantityMax === null ? null : line.quantityMax * display.factor,
    unit: line.unit as UnitId | null,
    food: line.food,
  };
  const shown =
    display.system === "original" ? { ...scaled, approximate: false } : convertForDisplay(scaled, display.system);
  const amount =
    shown.quantity === null
      ? ""
      : `${formatQuantity(shown.quantity, locale)}${shown.quantityMax === null ? "" : `–${formatQuantity(shown.quantityMax, locale)}`}`;
  return (
    <>
      {shown.approximate && (
        <abbr title={m.recipe_approximate()} className="no-underline">
          ≈{" "}
        </abbr>
      )}
      <span className="font-semibold tabular-nums">
        {amount}
        {shown.unit ? ` ${unitLabel(shown.unit, shown.quantityMax ?? shown.quantity)}` : ""}
      </span>{" "}
      {line.food}
      {line.note && <span className="text-muted-foreground">, {line.note}</span>}
    </>
  );
}

export function ScaledStep({ text, factor }: { text: string; factor: number }) {
  const locale = useLocale();
  return <>{scaleStepText(text, factor, locale)}</>;
}
