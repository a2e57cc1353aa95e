/**
 * Reading the values recipe pages give in many spellings: durations (ISO 8601, or words in English, German, French,
 * Spanish, Italian, Portuguese and Dutch), yields, and the language of a text.
 */

const ISO_DURATION =
  /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const number = (text: string | undefined) => (text ? Number.parseFloat(text.replace(",", ".")) : 0);

const WORD_UNITS: [RegExp, number][] = [
  [/^(?:d|days?|tage?n?)$/i, 1440],
  [/^(?:h|hrs?|hours?|std|stdn?|stunden?|heures?|horas?|or[ae]|uur|uren)$/i, 60],
  [/^(?:m|mins?|minutes?|minuten?|minutos?|minuti|minuut)$/i, 1],
  [/^(?:s|secs?|seconds?|sek|sekunden?)$/i, 1 / 60],
];

/**
 * Minutes in a duration: "PT1H30M", "P0DT0H20M", "PT90M", "90", "1 hour 30 minutes", "1 Std. 20 Min.", "1½ hours",
 * "1h30". Null when there is none; a range ("20-25 minutes") counts its upper end.
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
  const spelled = text
    .replace(/½/g, ".5")
    .replace(/¼/g, ".25")
    .replace(/¾/g, ".75")
    .replace(/(\d)\s+\./g, "$1.");
  let total = 0;
  let found = false;
  const pattern = /(\d+(?:[.,]\d+)?)(?:\s*(?:-|–|to|bis)\s*(\d+(?:[.,]\d+)?))?\s*([a-zA-Zä]+)\.?/g;
  for (const match of spelled.matchAll(pattern)) {
    const unit = WORD_UNITS.find(([words]) => words.test(match[3] ?? ""));
    if (!unit) continue;
    total += number(match[2] ?? match[1]) * unit[1];
    found = true;
  }
  // "1h30": the minutes after the hours carry no unit.
  const compact = spelled.match(/(\d+)\s*h\s*(\d+)\s*$/i);
  if (compact) return Number(compact[1]) * 60 + Number(compact[2]);
  return found ? Math.round(total) : null;
}

/** The number of servings a yield states ("4", "4 servings", "Serves 4-6", "12 cookies", "Für 4 Personen"). */
export function yieldCount(value: string): number | null {
  const match = value.replace(/(\d),(\d)/g, "$1.$2").match(/\d+(?:\.\d+)?/);
  if (!match) return null;
  const count = Math.round(Number(match[0]));
  return count > 0 ? count : null;
}

/** What a yield counts when it is not servings ("cookies", "Stück"), or null. */
export function yieldUnit(value: string): string | null {
  const match = value.match(/\d+(?:[.,]\d+)?(?:\s*(?:-|–|to|bis)\s*\d+)?\s+([^\d(),;]{2,30})/);
  const unit = match?.[1]?.trim().toLowerCase() ?? "";
  if (!unit || /^(?:servings?|portions?|people|persons?|personen|portionen|serves?|x)\b/i.test(unit)) return null;
  return unit;
}

const GERMAN_WORDS =
  /\b(?:und|die|der|das|mit|für|mit|eine?n?|zutaten|zubereitung|minuten|geben|etwas|oder|nicht|auf|bis|dann|im|in|zu|von|ist|sie|etwa|würfeln|schneiden)\b/gi;
const ENGLISH_WORDS =
  /\b(?:and|the|with|for|of|a|an|ingredients|instructions|minutes|add|until|into|or|to|in|on|is|it|then|about|cut|chop)\b/gi;

/** "de" or "en" for a recipe text, by which language's common words it uses more; the hint breaks ties. */
export function detectLanguage(text: string, hint: "en" | "de" = "en"): "en" | "de" {
  const sample = text.slice(0, 5000);
  const german = sample.match(GERMAN_WORDS)?.length ?? 0;
  const english = sample.match(ENGLISH_WORDS)?.length ?? 0;
  if (german === english) return hint;
  return german > english ? "de" : "en";
}
