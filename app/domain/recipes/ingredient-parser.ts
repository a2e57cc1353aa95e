import { matchUnit, type UnitId, unitKind } from "./units";

/**
 * One ingredient line as a cook typed it, taken apart: "2 ½ EL Tahin (Sesampaste), geröstet" gives quantity 2.5,
 * unit tbsp, food "Tahin", note "Sesampaste, geröstet". The original text is always kept alongside, so nothing a
 * parse gets wrong is lost. English and German, by rules rather than per-site tuning.
 */
type ParsedIngredient = {
  quantity: number | null;
  /** The upper end of a range ("1–2 EL"). */
  quantityMax: number | null;
  unit: UnitId | null;
  /** small, medium, large, groß … when the line names one. */
  size: string | null;
  food: string;
  note: string | null;
};

const UNICODE_FRACTIONS: Record<string, number> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅖": 2 / 5,
  "⅗": 3 / 5,
  "⅘": 4 / 5,
  "⅙": 1 / 6,
  "⅚": 5 / 6,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join("");

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  half: 0.5,
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  halbe: 0.5,
  halben: 0.5,
};

// One amount: "1 ½", "1½", "2 1/2", "1/2", "½", "1,5", "1.5", "12". The mixed forms come first.
const AMOUNT = `(?:\\d+\\s*[${FRACTION_CHARS}]|\\d+\\s+\\d+\\s*[/⁄]\\s*\\d+|\\d+\\s*[/⁄]\\s*\\d+|\\d+(?:[.,]\\d+)?|[${FRACTION_CHARS}])`;
const RANGE_SEPARATOR = "\\s*(?:-|–|—|to|bis|or|oder)\\s*";
const LEADING_AMOUNT = new RegExp(`^(${AMOUNT})(?:${RANGE_SEPARATOR}(${AMOUNT}))?`, "i");
const APPROXIMATELY = /^(?:ca\.|ca|circa|etwa|about|approx\.|approx|approximately|around|rund|~)(?:\s+|(?=\d))/i;
// Amounts in words that are no number: kept as the note ("etwas Öl" is oil, a little).
const VAGUE_AMOUNT = /^(?:etwas|wenig|einige|some|a little|a few|a bit of)\s+/i;

/** The value of one amount as matched by AMOUNT. */
export function parseAmount(text: string): number | null {
  const compact = text.trim();
  const mixedUnicode = compact.match(new RegExp(`^(\\d+)\\s*([${FRACTION_CHARS}])$`));
  if (mixedUnicode) return Number(mixedUnicode[1]) + (UNICODE_FRACTIONS[mixedUnicode[2] ?? ""] ?? 0);
  const mixed = compact.match(/^(\d+)\s+(\d+)\s*[/⁄]\s*(\d+)$/);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = compact.match(/^(\d+)\s*[/⁄]\s*(\d+)$/);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  if (compact in UNICODE_FRACTIONS) return UNICODE_FRACTIONS[compact] ?? null;
  if (/^\d+([.,]\d+)?$/.test(compact)) return Number(compact.replace(",", "."));
  return null;
}

const SIZES = new Set([
  "small",
  "sm",
  "medium",
  "med",
  "md",
  "large",
  "lg",
  "big",
  "jumbo",
  "extra-large",
  "xl",
  "klein",
  "kleine",
  "kleiner",
  "kleines",
  "mittelgroß",
  "mittelgroße",
  "mittelgroßer",
  "mittelgroßes",
  "groß",
  "große",
  "großer",
  "großes",
]);

// Words that open a preparation note when they lead the food ("roughly chopped fresh mint" is fresh mint).
const PREPARATION = new Set([
  "chopped",
  "minced",
  "diced",
  "sliced",
  "grated",
  "shredded",
  "cooked",
  "uncooked",
  "sifted",
  "unsifted",
  "melted",
  "softened",
  "beaten",
  "crushed",
  "peeled",
  "halved",
  "quartered",
  "cubed",
  "julienned",
  "packed",
]);
const ADVERBS = new Set(["roughly", "finely", "coarsely", "thinly", "freshly", "lightly", "firmly", "loosely", "well"]);

// Phrases after which the rest of an English line is a note ("butter cut into cubes").
const NOTE_OPENERS =
  /\s+(?=(?:cut|mixed|for serving|to serve|to taste|for garnish|plus|such as|at room temperature|zum|zur|für|nach Belieben|nach Geschmack|nach Bedarf)(?:\s|$))/i;

// Count words cooks put after the food: "4 celery sticks", "2 garlic cloves".
const TRAILING_COUNT_UNITS = new Set(["sticks", "stick", "cloves", "clove", "stalks", "stalk", "sprigs", "sprig"]);

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:)])/g, "$1")
    .replace(/\(\s+/g, "(")
    .trim()
    .replace(/^[,;:\s]+|[,;:\s]+$/g, "");
}

/** Splits at the first comma or opening parenthesis that is not inside parentheses. */
function splitFoodAndNote(text: string): { food: string; note: string } {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "(") {
      if (depth === 0 && i > 0) return { food: text.slice(0, i), note: text.slice(i) };
      depth++;
    } else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === "," && depth === 0) return { food: text.slice(0, i), note: text.slice(i + 1) };
  }
  return { food: text, note: "" };
}

/** "400g" is "400 g": an amount glued to its unit is split before the words are read. */
function separateGluedUnits(text: string): string {
  return text
    .replace(new RegExp(`(\\d|[${FRACTION_CHARS}])([a-zA-ZäöüÄÖÜß])`, "g"), "$1 $2")
    .replace(new RegExp(`([a-zA-Z.])/(?=\\s*[\\d${FRACTION_CHARS}])`, "g"), "$1 /");
}

/**
 * A second amount right after the first ("/14oz", "(175 ml)", "(400 g)"): answers the rest of the line without it,
 * and the amount's text. For a weight or volume it only restates the first; for a count ("1 can (400 g)") it is the
 * package size, which the caller keeps as a note.
 */
function takeSecondAmount(rest: string): { rest: string; amount: string | null } {
  const opening = rest.match(new RegExp(`^(/|\\(|[x×]\\s)\\s*${AMOUNT}\\s*`, "i"));
  if (!opening) return { rest, amount: null };
  const inParentheses = opening[1] === "(";
  const after = rest.slice(opening[0].length);
  const closing = inParentheses ? after.indexOf(")") : -1;
  const unitWords = (inParentheses ? after.slice(0, Math.max(0, closing)) : after).split(" ").filter(Boolean);
  const unit = matchUnit(unitWords);
  if (!unit || (inParentheses && unit.length !== unitWords.length)) return { rest, amount: null };
  const amount = `${opening[0].replace(/^[/(x×]\s*/i, "")}${unitWords.slice(0, unit.length).join(" ")}`.trim();
  const remaining = inParentheses
    ? after.slice(closing + 1)
    : after.split(" ").filter(Boolean).slice(unit.length).join(" ");
  return { rest: remaining.trim(), amount };
}

export function parseIngredient(line: string): ParsedIngredient {
  let text = separateGluedUnits(line.replace(/\s+/g, " ").trim()).replace(APPROXIMATELY, "");
  const notes: string[] = [];
  const vague = text.match(VAGUE_AMOUNT);
  if (vague) {
    notes.push(vague[0].trim());
    text = text.slice(vague[0].length);
  }
  let quantity: number | null = null;
  let quantityMax: number | null = null;

  const amount = text.match(LEADING_AMOUNT);
  if (amount && /\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/.test(amount[0])) {
    quantity = parseAmount(amount[1] ?? "");
    const upper = amount[2] ? parseAmount(amount[2]) : null;
    // "2 or 3" is a range; "1 or more" is not, and "to" needs a number after it.
    quantityMax = upper !== null && quantity !== null && upper > quantity ? upper : null;
    text = text.slice((quantityMax !== null ? amount[0] : (amount[1] ?? "")).length).trim();
  }

  let words = text.split(" ").filter(Boolean);
  if (quantity === null && words.length > 1) {
    const word = (words[0] ?? "").toLowerCase();
    if (word in NUMBER_WORDS && (matchUnit(words.slice(1)) || !/^(of|von)$/i.test(words[1] ?? ""))) {
      quantity = NUMBER_WORDS[word] ?? null;
      words = words.slice(1);
    }
  }

  let unit: UnitId | null = null;
  let packageSize: string | null = null;
  const takeUnit = () => {
    const match = matchUnit(words.map((word) => word.replace(/,$/, "")));
    const next = words[match?.length ?? 0] ?? "";
    const leads =
      match &&
      (quantity !== null || /^(of|von)$/i.test(next) || ["pinch", "dash", "handful", "knife-tip"].includes(match.unit));
    if (match && leads && words.length > match.length) {
      unit = match.unit;
      words = words.slice(match.length);
    }
  };
  takeUnit();
  if (quantity !== null) {
    const second = takeSecondAmount(words.join(" "));
    words = second.rest.split(" ").filter(Boolean);
    // "1 (400 g) can tomatoes", "1 x 400 g tin": the unit comes after the package size.
    if (unit === null) takeUnit();
    if (second.amount && (unit === null || unitKind(unit) === "count")) packageSize = second.amount;
  }
  if (/^(of|von)$/i.test(words[0] ?? "") && unit) words = words.slice(1);

  let size: string | null = null;
  if (SIZES.has((words[0] ?? "").toLowerCase())) {
    size = words[0] ?? null;
    words = words.slice(1);
  }

  if (packageSize) notes.push(packageSize);
  const preparation: string[] = [];
  while (words.length > 1) {
    const word = (words[0] ?? "").toLowerCase();
    if (ADVERBS.has(word) && PREPARATION.has((words[1] ?? "").toLowerCase().replace(/,$/, ""))) {
      preparation.push(words[0] ?? "", words[1] ?? "");
      words = words.slice(2);
    } else if (PREPARATION.has(word.replace(/,$/, ""))) {
      preparation.push(words[0] ?? "");
      words = words.slice(1);
    } else break;
  }
  if (preparation.length > 0) notes.push(preparation.join(" "));

  const split = splitFoodAndNote(words.join(" "));
  const opener = split.food.match(NOTE_OPENERS)?.index;
  let food = tidy(opener === undefined ? split.food : split.food.slice(0, opener));
  const noteParts = [opener === undefined ? "" : split.food.slice(opener), split.note].map(tidy).filter(Boolean);
  notes.push(...noteParts.map((part) => part.replace(/^\((.*)\)$/, "$1")));

  if (!unit && quantity !== null) {
    const foodWords = food.split(" ");
    const last = (foodWords.at(-1) ?? "").toLowerCase();
    if (foodWords.length > 1 && TRAILING_COUNT_UNITS.has(last)) {
      unit = matchUnit([last])?.unit ?? null;
      food = foodWords.slice(0, -1).join(" ");
    }
  }

  return { quantity, quantityMax, unit, size, food, note: notes.length > 0 ? notes.join(", ") : null };
}
