/**
 * Durations named in a step's text, in minutes, for cook mode's timers: "10 Minuten", "1 hour", "1½ hours",
 * "5–10 min" (the upper end), "1 Std. 30 Min." (one timer of 90), "30 Sekunden". Temperatures, lengths and
 * quantities are not durations and are left alone.
 */
const UNIT_MINUTES: [RegExp, number][] = [
  [/^(?:h|hr|hrs|hour|hours|std|std\.|stunde|stunden)$/i, 60],
  [/^(?:m|min|min\.|mins|minute|minutes|minute|minuten)$/i, 1],
  [/^(?:s|sec|sec\.|secs|second|seconds|sek|sek\.|sekunde|sekunden)$/i, 1 / 60],
];

// A number word needs a space after it, so German "am" is not "a m(inute)".
const NUMBER = "(\\d+(?:[.,]\\d+)?(?:\\s*[½¼¾⅓⅔])?|[½¼¾⅓⅔]|(?:an?|one|eine[nr]?|half|einer? halben?)(?=\\s))";
const UNIT =
  "(hours?|hrs?|h|std\\.?|stunden?|minutes?|minuten?|mins?|min\\.?|m|seconds?|secs?|sec\\.?|s|sekunden?|sek\\.?)";
const DURATION = new RegExp(
  `(?<![\\p{L}\\d])${NUMBER}(?:\\s*(?:-|–|to|bis)\\s*${NUMBER})?\\s*${UNIT}(?![\\p{L}])`,
  "giu",
);

const FRACTIONS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1 / 3, "⅔": 2 / 3 };

function amount(text: string): number {
  const word = text.trim().toLowerCase();
  if (/^(an?|one|eine[nr]?)$/.test(word)) return 1;
  if (/^(half|einer? halben?)$/.test(word)) return 0.5;
  const match = word.match(/^(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔])?$/);
  if (!match) return Number.NaN;
  return Number((match[1] ?? "0").replace(",", ".")) + (match[2] ? (FRACTIONS[match[2]] ?? 0) : 0);
}

function minutesPer(unit: string): number {
  return UNIT_MINUTES.find(([pattern]) => pattern.test(unit))?.[1] ?? 0;
}

export function findTimerMinutes(text: string): number[] {
  const found: { start: number; end: number; minutes: number }[] = [];
  for (const match of text.matchAll(DURATION)) {
    const value = amount(match[2] ?? match[1] ?? "");
    const minutes = value * minutesPer(match[3] ?? "");
    if (!(minutes > 0) || minutes > 48 * 60) continue;
    const start = match.index ?? 0;
    const previous = found.at(-1);
    // "1 Std. 30 Min.", "1 hour 15 minutes": one timer.
    if (previous && /^\s*(?:and|und)?\s*$/i.test(text.slice(previous.end, start))) {
      previous.minutes += minutes;
      previous.end = start + match[0].length;
    } else found.push({ start, end: start + match[0].length, minutes });
  }
  return found.map(({ minutes }) => Math.round(minutes * 100) / 100);
}
