import type { UnitSystem } from "~/domain/recipes/units";
import { type UnitId, unitFactor, unitKind } from "./units";

/**
 * Shows an amount in the reader's measuring system without touching what is stored. Within mass or volume the
 * conversion is exact; across them (grams of flour as cups) only through the density of a known food, and then
 * marked approximate. Spoons, pinches and pieces read the same everywhere and stay as they are.
 */
type DisplayAmount = {
  quantity: number | null;
  quantityMax: number | null;
  unit: UnitId | null;
  approximate: boolean;
};

/**
 * Grams per millilitre of common foods, found by a word of the food in English or German. Liquids stay volumes
 * for a metric reader (a cup of milk is 240 ml, not grams); dry foods are weighed.
 */
const DENSITIES: [RegExp, number, "liquid"?][] = [
  [/\b(?:powdered|icing|confectioners'?)\s+sugar\b|puderzucker/i, 0.5],
  [/\bbrown sugar\b|brauner zucker|rohrzucker/i, 0.93],
  [/\bsugar\b|zucker/i, 0.85],
  [/\bflour\b|mehl/i, 0.53],
  [/\bcocoa\b|kakao/i, 0.42],
  [/\boats\b|haferflocken/i, 0.41],
  [/\brice\b|reis\b/i, 0.85],
  [/\bbutter\b|butter/i, 0.91],
  [/\bhoney\b|honig/i, 1.42, "liquid"],
  [/\b(?:oil)\b|öl\b/i, 0.92, "liquid"],
  [/\bmilk\b|milch/i, 1.03, "liquid"],
  [/\bcream\b|sahne/i, 1.0, "liquid"],
  [/\by(?:o|ou)gh?urt\b|joghurt/i, 1.03, "liquid"],
  [/\bwater\b|wasser/i, 1.0, "liquid"],
  [/\bsalt\b|salz/i, 1.2],
];

export function densityOf(food: string): { density: number; liquid: boolean } | undefined {
  const found = DENSITIES.find(([pattern]) => pattern.test(food));
  return found && { density: found[1], liquid: found[2] === "liquid" };
}

const US_VOLUME: UnitId[] = ["cup", "fl-oz", "pint", "quart", "gallon"];
const METRIC_MASS: UnitId[] = ["mg", "g", "kg"];
const METRIC_VOLUME: UnitId[] = ["ml", "cl", "dl", "l"];

function metricMass(grams: number): UnitId {
  return grams >= 1000 ? "kg" : "g";
}
function metricVolume(millilitres: number): UnitId {
  return millilitres >= 1000 ? "l" : "ml";
}
function usMass(grams: number): UnitId {
  return grams >= 453 ? "lb" : "oz";
}
function usVolume(millilitres: number): UnitId {
  if (millilitres >= 59) return "cup";
  return millilitres >= 14.7 ? "tbsp" : "tsp";
}

export function convertForDisplay(
  amount: { quantity: number | null; quantityMax: number | null; unit: UnitId | null; food: string },
  system: UnitSystem,
): DisplayAmount {
  const unchanged = {
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    unit: amount.unit,
    approximate: false,
  };
  const { unit, quantity } = amount;
  if (!unit || quantity === null || unitKind(unit) === "count") return unchanged;
  const perUnit = unitFactor(unit) ?? 1;
  const base = quantity * perUnit; // grams or millilitres of the first amount
  const known = densityOf(amount.food);
  // `perUnit` is how much of the target's base (g or ml) one original unit is.
  const scale = (target: UnitId, perUnit: number, approximate: boolean): DisplayAmount => {
    const ratio = perUnit / (unitFactor(target) ?? 1);
    const convert = (value: number | null) => (value === null ? null : value * ratio);
    return { quantity: convert(amount.quantity), quantityMax: convert(amount.quantityMax), unit: target, approximate };
  };

  if (system === "metric") {
    if (US_VOLUME.includes(unit)) {
      return known && !known.liquid
        ? scale(metricMass(base * known.density), perUnit * known.density, true)
        : scale(metricVolume(base), perUnit, false);
    }
    if (unit === "oz" || unit === "lb") return scale(metricMass(base), perUnit, false);
    return unchanged;
  }
  if (METRIC_MASS.includes(unit)) {
    return known
      ? scale(usVolume(base / known.density), perUnit / known.density, true)
      : scale(usMass(base), perUnit, false);
  }
  if (METRIC_VOLUME.includes(unit)) return scale(usVolume(base), perUnit, false);
  return unchanged;
}
