/**
 * Repairs for the damage OCR typically does to recipe text, above all to quantities: fraction glyphs read as "%",
 * "Y2" or "Ya", "1/2" read as "172" when the slash becomes a 7, the litre "l" read as a one, "EL"/"TL" read with an
 * I, list bullets read as letters, German umlauts read as "ii". Each repair is narrow: it applies only where the
 * damaged reading could not be what the recipe meant (nobody needs 172 cups).
 */

/** Units whose amounts are small numbers: "172 cups" is a damaged "1/2 cups", "172 g" may well be 172 grams. */
const SMALL_UNITS =
  "cups?|c\\.|tbsps?\\.?|tsps?\\.?|tablespoons?|teaspoons?|oz\\.?|ounces?|lbs?\\.?|pounds?|pints?|quarts?|cans?|cloves?|sticks?|inch(?:es)?|EL|TL|Tassen?|Bund|Dosen?|Prisen?|Päckchen|Pck\\.?|Zehen?|Stück|Stk\\.?|Becher|Scheiben?|Würfel|Msp\\.?|l|Liter";
const FRACTION_7 = new RegExp(`(^|\\s)([1-7])7([2-8])(?=\\s*(?:${SMALL_UNITS})\\b)`, "g");
const FRACTIONS: Record<string, string> = {
  "1/2": "½",
  "1/3": "⅓",
  "2/3": "⅔",
  "1/4": "¼",
  "3/4": "¾",
  "1/8": "⅛",
  "3/8": "⅜",
  "5/8": "⅝",
  "7/8": "⅞",
};

/** A quantity glyph at the start of an ingredient line, as the recogniser misreads ½ and ¼ in many fonts. */
const HALF = /^(\d*)\s?(?:%|[YV][2zZ]|[YV]\/2|1\/,)(?=\s+\S)/;
const QUARTER = /^(\d*)\s?(?:[YV][a4ıi%]|[YV]\/4)(?=\s+\S)/;
/** Bullets read as characters: "•", "«", "*", "-", a stray "e" or "o" or "." before an amount. */
const BULLET = /^(?:[•·●○◦▪■□‣∙*«»>~+]|[-–—](?=\s)|[eo°](?=\s)|\.(?=\s))\s*/;

/** Whether the line starts with a list bullet, as OCR reads bullets. */
export const startsWithBullet = (raw: string) => BULLET.test(raw.trim()) && raw.trim().length > 2;

export function repairLine(raw: string, language: "en" | "de"): string {
  let line = raw.replace(/\s+/g, " ").trim();
  line = line.replace(BULLET, "");
  // "l cup", "I cup": a one at the start of an amount.
  line = line.replace(new RegExp(`^[lI|](?=\\s+(?:${SMALL_UNITS}|g|ml|kg)\\b)`), "1");
  // "25O g": an O inside a number.
  line = line.replace(/\b(\d+)[oO](\d*)(?=\s?(?:g|ml|kg|°))/g, (_, head: string, tail: string) => `${head}0${tail}`);
  line = line.replace(HALF, (_, whole: string) => `${whole}½`);
  line = line.replace(QUARTER, (_, whole: string) => `${whole}¼`);
  // "(2% tsp": a fraction inside the line, before its unit.
  line = line.replace(new RegExp(`(\\d)%(?=\\s*(?:${SMALL_UNITS})\\b)`, "g"), "$1½");
  // "1, cup": the fraction's numerator with its bar read as a comma.
  line = line.replace(new RegExp(`^1,(?=\\s+(?:${SMALL_UNITS})\\b)`), "½");
  line = line.replace(FRACTION_7, (_, before: string, top: string, bottom: string) => {
    const fraction = FRACTIONS[`${top}/${bottom}`];
    return fraction ? `${before}${fraction}` : `${before}${top}7${bottom}`;
  });
  // "1 1 Milch", "0,5 1 Wasser", "1 I Brühe": the litre read as a one or a capital I before the food.
  line = line.replace(/^(\d+(?:[.,]\d+)?|[½¼¾])\s+[1I|]\s+(?=[A-ZÄÖÜa-zäöü]{3})/, "$1 l ");
  // "EI", "El", "Tl", "TI": tablespoons and teaspoons with an I or a small l ("Ei", the egg, is left alone).
  line = line.replace(/(^|[\d½¼¾⅓⅔]\s?)(?:EI|El|E1)\b\.?/, "$1EL").replace(/(^|[\d½¼¾⅓⅔]\s?)(?:TI|Tl|T1)\b\.?/, "$1TL");
  if (language === "de") {
    // German has no "ii": it is a ü ("Riihrschiissel"); likewise a lone "fi" read for ß is left, being too common.
    line = line.replace(/([a-zäöß])ii(?=[a-zäöß])/gi, "$1ü").replace(/\bii/g, "ü");
  }
  return line;
}
