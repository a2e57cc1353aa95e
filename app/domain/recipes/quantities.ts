import { matchUnit } from "./units";

/**
 * Quantities as cooks read them: ½ rather than 0.5, sensible rounding after scaling, the locale's decimal sign.
 */
const NICE_FRACTIONS: [number, string][] = [
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [3 / 8, "⅜"],
  [1 / 2, "½"],
  [5 / 8, "⅝"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
  [7 / 8, "⅞"],
];

export function formatQuantity(value: number, locale: string): string {
  const whole = Math.floor(value);
  const fraction = value - whole;
  if (fraction < 0.02) return String(whole);
  if (fraction > 0.98) return String(whole + 1);
  if (value < 10) {
    const nice = NICE_FRACTIONS.find(([share]) => Math.abs(fraction - share) < 0.015);
    if (nice) return whole > 0 ? `${whole}${nice[1]}` : nice[1];
  }
  const digits = value < 10 ? 1 : 0;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(roundForKitchen(value));
}

/** Scaled amounts lose false precision: 333.33 g is 335 g, 1.26 kg is 1.3 kg (the caller picks the unit). */
export function roundForKitchen(value: number): number {
  if (value >= 100) return Math.round(value / 5) * 5;
  if (value >= 10) return Math.round(value);
  return Math.round(value * 10) / 10;
}

const AMOUNT_IN_TEXT =
  /(?<![\p{L}\d.,/])(\d+(?:[.,]\d+)?|\d*\s*[½⅓⅔¼¾⅛])(?:\s*(?:-|–)\s*(\d+(?:[.,]\d+)?))?(\s*)(\p{L}[\p{L}.]*)/gu;

function readNumber(text: string): number {
  const fractions: Record<string, number> = { "½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75, "⅛": 0.125 };
  const match = text.trim().match(/^(\d+(?:[.,]\d+)?)?\s*([½⅓⅔¼¾⅛])?$/);
  if (!match) return Number.NaN;
  return Number((match[1] ?? "0").replace(",", ".")) + (match[2] ? (fractions[match[2]] ?? 0) : 0);
}

/**
 * Scales the amounts in a step's text that name a unit of the ingredient table ("200 g Mehl", "2 EL Öl",
 * "1½ cups milk"): those refer to ingredients. Bare numbers, times, temperatures and sizes are left as written,
 * because scaling them would be wrong ("bake 20 minutes at 180 °C in a 24 cm tin").
 */
export function scaleStepText(text: string, factor: number, locale: string): string {
  if (factor === 1) return text;
  return text.replace(
    AMOUNT_IN_TEXT,
    (whole, first: string, second: string | undefined, space: string, word: string) => {
      if (!matchUnit([word])) return whole;
      const low = readNumber(first);
      if (Number.isNaN(low)) return whole;
      const scaled = formatQuantity(low * factor, locale);
      const upper = second === undefined ? "" : `–${formatQuantity(readNumber(second) * factor, locale)}`;
      return `${scaled}${upper}${space}${word}`;
    },
  );
}
