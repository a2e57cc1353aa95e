import type { ParsedIngredient } from "./ingredient-line";
import type { UnitId } from "./units";

/**
 * Ingredient lines in Japanese, Chinese and Korean, which the tagger (trained on English and German words between
 * spaces) cannot take apart: the food first and its amount after it, often without a space ("じゃがいも 3個",
 * "鸡蛋3个", "고춧가루 1큰술"), Japanese spoons and cups before their number ("砂糖 大さじ2"), Chinese amounts also
 * first ("200克面粉"), and "as needed" in one word ("塩 少々", "盐 适量", "소금 약간").
 *
 * An amount is read only where its unit's size is known (spoons, weights, volumes, the Japanese and Korean cup of
 * 200 ml, the rice cup of 180 ml) or where it counts pieces: a measure of unknown size ("1杯") is left as written,
 * so no scaled amount is ever wrong.
 */

/** The letters of the scripts written without spaces, Japanese kana and Han, as a character class's ranges. */
export const UNSPACED_LETTERS = String.raw`\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff`;
/** Those and Korean's Hangul. */
export const EAST_ASIAN_LETTERS = String.raw`${UNSPACED_LETTERS}\uac00-\ud7af`;
const LETTER = new RegExp(`[${EAST_ASIAN_LETTERS}]`);
export const isEastAsianLine = (line: string) => LETTER.test(line);

/** Measures of known size: the unit, and how many of it one holds (a cup of 200 ml is 200 ml). */
const MEASURES: Record<string, [UnitId, number]> = {
  大さじ: ["tbsp", 1],
  小さじ: ["tsp", 1],
  汤匙: ["tbsp", 1],
  大勺: ["tbsp", 1],
  茶匙: ["tsp", 1],
  小勺: ["tsp", 1],
  큰술: ["tbsp", 1],
  작은술: ["tsp", 1],
  カップ: ["ml", 200],
  컵: ["ml", 200],
  合: ["ml", 180],
  g: ["g", 1],
  グラム: ["g", 1],
  克: ["g", 1],
  그램: ["g", 1],
  kg: ["kg", 1],
  公斤: ["kg", 1],
  千克: ["kg", 1],
  斤: ["g", 500],
  ml: ["ml", 1],
  cc: ["ml", 1],
  毫升: ["ml", 1],
  l: ["l", 1],
  升: ["l", 1],
  ひとつまみ: ["pinch", 1],
  かけ: ["knob", 1],
  瓣: ["clove", 1],
  쪽: ["clove", 1],
  缶: ["can", 1],
  罐: ["can", 1],
  캔: ["can", 1],
  袋: ["packet", 1],
  包: ["packet", 1],
  봉지: ["packet", 1],
  束: ["bunch", 1],
  把: ["bunch", 1],
  단: ["bunch", 1],
  枚: ["slice", 1],
  片: ["slice", 1],
  장: ["slice", 1],
};
/** Counters of pieces: the amount is a count, the word no unit ("3個" is three). */
const COUNTERS = "個|个|本|根|条|只|颗|粒|尾|匹|株|丁|切れ|房|玉|개|대|알|마리|모|포기|톨";
/** Measures of no known size: their amount is left as written. */
const UNSIZED = "杯|勺|큰컵|주먹";
/** "As needed", "a little", "to taste". */
const AS_NEEDED = "適量|適宜|少々|少量|お好みで|少许|少許|适量|若干|약간|적당량|조금";
/** Spoons and cups go before their number in Japanese (and cups after it too). */
const BEFORE = "大さじ|小さじ|カップ";

/** "2", "1.5", "1/2", "1と1/2" (one and a half, in Japanese), "½", "半" (half). */
const NUMBER = String.raw`\d+\s*と\s*\d+\s*\/\s*\d+|\d+(?:\.\d+)?(?:\s*\/\s*\d+)?|\d*\s*[½⅓⅔¼¾⅛]|半`;
const RANGE = String.raw`(${NUMBER})(?:\s*[~\-–]\s*(${NUMBER}))?`;
const UNITS = [...Object.keys(MEASURES), COUNTERS, UNSIZED].join("|");
/** The food, then its amount: a spoon before its number, or a number and its unit, or a word for "as needed". */
const FOOD_FIRST = new RegExp(
  String.raw`^(.+?)[\s:：・…]*(?:(${BEFORE})\s*${RANGE}|${RANGE}\s*(${UNITS})?|(${AS_NEEDED}))\s*(?:[(（](.*)[)）])?$`,
  "iu",
);
/** The amount, then the food: "200克面粉", "3个鸡蛋". */
const AMOUNT_FIRST = new RegExp(String.raw`^${RANGE}\s*(${UNITS})\s*(.+)$`, "iu");

const FULL_WIDTH = /[０-９．／～〜]/g;
/** Full-width digits and signs as ASCII ones: "大さじ１" is "大さじ1". */
export const halfWidth = (text: string) =>
  text.replace(FULL_WIDTH, (sign) => {
    const code = sign.charCodeAt(0);
    if (code >= 0xff10 && code <= 0xff19) return String(code - 0xff10);
    return { "．": ".", "／": "/", "～": "~", "〜": "~" }[sign] ?? sign;
  });

const FRACTIONS: Record<string, number> = { "½": 0.5, "⅓": 1 / 3, "⅔": 2 / 3, "¼": 0.25, "¾": 0.75, "⅛": 0.125 };
function numberOf(text: string): number {
  if (text === "半") return 0.5;
  const [whole, part] = text.split("と");
  if (part !== undefined) return Number(whole) + numberOf(part.trim());
  const sign = /[½⅓⅔¼¾⅛]/.exec(text)?.[0];
  if (sign) return Number(text.replace(sign, "").trim() || 0) + (FRACTIONS[sign] ?? 0);
  const [over, under] = text.split("/");
  return under === undefined ? Number(over) : Number(over) / Number(under);
}

/** Whether a line in those scripts ends in its food's amount: an ingredient's line as lists write them. */
export const endsWithEastAsianAmount = (line: string) =>
  isEastAsianLine(line) && FOOD_FIRST.test(halfWidth(line.trim()));

/** The line taken apart, or null when it is not in one of these forms (the tagger then reads it). */
export function readEastAsianLine(original: string): ParsedIngredient | null {
  const line = halfWidth(original.trim());
  const foodFirst = FOOD_FIRST.exec(line);
  const amountFirst = foodFirst ? null : AMOUNT_FIRST.exec(line);
  if (!foodFirst && !amountFirst) return null;
  const [food, low, high, unitWord, asNeeded, note] = foodFirst
    ? [
        foodFirst[1] as string,
        foodFirst[3] ?? foodFirst[5],
        foodFirst[4] ?? foodFirst[6],
        foodFirst[2] ?? foodFirst[7],
        foodFirst[8],
        foodFirst[9],
      ]
    : [(amountFirst as RegExpExecArray)[4] as string, amountFirst?.[1], amountFirst?.[2], amountFirst?.[3]];
  const parsed: ParsedIngredient = {
    original,
    quantity: null,
    quantityMax: null,
    unit: null,
    unitText: unitWord ?? null,
    size: null,
    food: food.trim(),
    preparation: null,
    note: [asNeeded, note].filter(Boolean).join(", ") || null,
    secondaryAmount: null,
  };
  if (low === undefined || (unitWord && UNSIZED.split("|").includes(unitWord))) return parsed;
  const measure = unitWord ? MEASURES[unitWord.toLowerCase()] : undefined;
  const times = measure?.[1] ?? 1;
  return {
    ...parsed,
    quantity: numberOf(low) * times,
    quantityMax: high === undefined ? null : numberOf(high) * times,
    unit: measure?.[0] ?? null,
  };
}
