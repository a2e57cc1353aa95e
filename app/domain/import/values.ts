import { HEDGE, HOUR_WORDS, MINUTE_WORDS, SPACELESS_TIME_WORDS } from "./vocabulary";

/**
 * Reading the values recipe pages give in many spellings: durations (ISO 8601, or words in the languages of
 * vocabulary.ts).
 */

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const number = (text: string | undefined) => (text ? Number.parseFloat(text.replace(",", ".")) : 0);

const CLOCK = new RegExp(String.raw`^(?:${HEDGE}\s*)?(\d{1,2}):([0-5]\d)(?:\s*(${HOUR_WORDS})\.?)?$`, "iu");

const WORD_UNITS: [RegExp, number][] = [
  [/^(?:d|days?|tage?n?)$/i, 1440],
  // Norwegian and Danish "1 t 30 min" only here, after a time's label: alone "2 T" may well be tablespoons.
  [new RegExp(`^(?:t|${HOUR_WORDS})$`, "iu"), 60],
  [new RegExp(`^(?:${MINUTE_WORDS})$`, "iu"), 1],
  [/^(?:s|secs?|seconds?|sek|sekunden?)$/i, 1 / 60],
];

const FRACTION_SIGNS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };
/** A fraction with its whole number or not: "½", "1½", "1 ½", "1/2", "1 1/2" (a sign, or digits over digits). */
const FRACTION = /(?:(\d+)\s*)?(?:([½¼¾⅓⅔])|(?<=^|\D)(\d+)\/([1-9]\d*))/gu;

/** What stands between the two ends of a range. */
const RANGE = "(?:-|–|to|bis|à|til|tot|do)";
const RANGE_BETWEEN = new RegExp(String.raw`^\s*${RANGE}\s*$`, "u");
/** A number or a range and the word after it: "20 Min.", "1.5 hours", "20-25 minutes". */
const NUMBER_AND_UNIT = new RegExp(
  String.raw`(\d+(?:[.,]\d+)?)(?:\s*${RANGE}\s*(\d+(?:[.,]\d+)?))?\s*(${SPACELESS_TIME_WORDS.hours}|${SPACELESS_TIME_WORDS.minutes}|[\p{L}\p{M}]+)\.?`,
  "gu",
);

/** A minute's mark after a number, as Greek, Italian and Spanish cards write minutes: "15'", "40′", "1h 30'". */
const MINUTE_MARK = /(\d)\s*['′’](?!['′’\d])/g;

/**
 * Minutes in a duration: "PT1H30M", "P0DT0H20M", "PT90M", "90", "1 hour 30 minutes", "1 Std. 20 Min.", "1½ hours",
 * "1h30", "0:15", "1 óra 30 perc", "2 timer", "45 λεπτά", "20'". Null when there is none; a range ("20-25 minutes",
 * "40–60 min", "10 à 15 min") counts its upper end.
 */
export function durationMinutes(value: string): number | null {
  const text = value.trim().replace(MINUTE_MARK, "$1 min");
  if (!text) return null;
  const iso = text.match(ISO_DURATION);
  if (iso && text.length > 1 && !/T$/i.test(text)) {
    const [, years, months, weeks, days, hours, minutes, seconds] = iso;
    const total =
      number(years) * 525_600 +
      number(months) * 43_200 +
      number(weeks) * 10_080 +
      number(days) * 1440 +
      number(hours) * 60 +
      number(minutes) +
      number(seconds) / 60;
    return Math.round(total);
  }
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return Math.round(number(text));
  // A clock's form, hours and minutes: "0:15", "00:20 Std.", "1:30 h"; a time of day ("10:30") only with an hours word.
  const clock = text.match(CLOCK);
  if (clock && (Number(clock[1]) < 10 || clock[3])) return Number(clock[1]) * 60 + Number(clock[2]);
  const spelled = text.replace(FRACTION, (_, whole?: string, sign?: string, numerator?: string, denominator?: string) =>
    String(number(whole) + (sign ? (FRACTION_SIGNS[sign] ?? 0) : Number(numerator) / Number(denominator))),
  );
  let total = 0;
  let last = Number.POSITIVE_INFINITY;
  let end = 0;
  for (const match of spelled.matchAll(NUMBER_AND_UNIT)) {
    const unit = WORD_UNITS.find(([words]) => words.test(match[3] ?? ""));
    if (!unit) continue;
    // A range whose ends have units of their own counts its upper end: "45 minutes to 1 hour".
    if (RANGE_BETWEEN.test(spelled.slice(end, match.index))) {
      total = 0;
      last = Number.POSITIVE_INFINITY;
    }
    end = match.index + match[0].length;
    // One duration names each unit once, the larger first: "10 mins 20 mins 30 mins" is three times side by side.
    if (unit[1] >= last) return null;
    last = unit[1];
    total += number(match[2] ?? match[1]) * unit[1];
  }
  const found = last !== Number.POSITIVE_INFINITY;
  // "1h30": the minutes after the hours carry no unit.
  const compact = spelled.match(/(\d+)\s*h\s*(\d+)\s*$/i);
  if (compact) return Number(compact[1]) * 60 + Number(compact[2]);
  return found ? Math.round(total) : null;
}
