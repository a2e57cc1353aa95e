import { HEDGE, HOUR_WORDS, MINUTE_WORDS } from "./vocabulary";

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

/**
 * Minutes in a duration: "PT1H30M", "P0DT0H20M", "PT90M", "90", "1 hour 30 minutes", "1 Std. 20 Min.", "1½ hours",
 * "1h30", "0:15", "1 óra 30 perc", "2 timer", "45 λεπτά". Null when there is none; a range ("20-25 minutes", "40–60
 * min", "10 à 15 min") counts its upper end.
 */
export function durationMinutes(value: string): number | null {
  const text = value.trim();
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
  const spelled = text
    .replace(/½/g, ".5")
    .replace(/¼/g, ".25")
    .replace(/¾/g, ".75")
    .replace(/(\d)\s+\./g, "$1.");
  let total = 0;
  let last = Number.POSITIVE_INFINITY;
  const pattern = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to|bis|à|til|tot|do)\s*(\d+(?:[.,]\d+)?))?\s*(\p{L}+)\.?/gu;
  for (const match of spelled.matchAll(pattern)) {
    const unit = WORD_UNITS.find(([words]) => words.test(match[3] ?? ""));
    if (!unit) continue;
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
