import { isEastAsianLine, readEastAsianLine } from "./east-asian-line";
import { type Tagger, tagTokens } from "./ingredient-tagger";
import {
  isSizeWord,
  looksGerman,
  NUMBER_WORDS,
  PART_OF_WORDS,
  THIN_SPACES,
  type Token,
  tokenizeIngredient,
} from "./ingredient-tokens";
import { lookupUnit, matchUnit, type UnitId, unitKind } from "./units";

/** An amount with its unit, as read from a line ("14 oz" in "400g/14oz"). */
export type IngredientAmount = {
  quantity: number | null;
  quantityMax: number | null;
  unit: UnitId | null;
  text: string;
};

/**
 * One ingredient line as a cook typed it, taken apart: "2 ½ EL Tahin (Sesampaste), geröstet" gives quantity 2.5,
 * unit tbsp, food "Tahin", note "Sesampaste, geröstet". The original text is always kept alongside, so nothing a
 * parse gets wrong is lost.
 */
export type ParsedIngredient = {
  original: string;
  quantity: number | null;
  /** The upper end of a range ("1–2 EL"). */
  quantityMax: number | null;
  unit: UnitId | null;
  /** The unit as the line wrote it ("EL", "celery rib" gives "rib"), also when it is no unit the app knows. */
  unitText: string | null;
  /** small, medium, large, groß … when the line names one. */
  size: string | null;
  food: string;
  /** How the food is prepared ("finely chopped"); also part of the note, which keeps the line's whole rest. */
  preparation: string | null;
  /** Everything else the line says, in its order: preparation, asides, purpose ("for frying"), package size. */
  note: string | null;
  /** A second amount for the same food: the same measure restated ("400g/14oz", "1 cup (250 ml)"), or after a
   *  count the size of one piece or package ("1 can (400 g)"). */
  secondaryAmount: IngredientAmount | null;
};

export type Amount = { first: number; quantityAt: number | null; unitAt: number[] };

// Words that say nothing a cook needs once the amount is read: "a pinch of salt", "ca. 300 ml", "about 8 ounces".
const FILLER = new Set(["of", "a", "an", "the", "von", "ca.", "ca", "circa", "about", "approx.", "approximately", "~"]);
const ARTICLES = new Set(["a", "an", "ein", "eine", "einen", "einem", "einer"]);
// Punctuation that ends a name: "Tahin (Sesampaste)" is Tahin, "salt, pepper" stays one name only without commas.
const NAME_BREAKS = new Set([",", "(", ")", "[", "]", ";", ":"]);
const INTERRUPTIONS = new Set<string>(["PREP", "SIZE", "PUNC"]);
const PARENTHESES = new Set(["(", ")", "[", "]"]);

const SPACES = /\s+/g;
const SPACE_BEFORE_CLOSING = /\s+([,.;:)\]])/g;
const SPACE_AFTER_OPENING = /([([])\s+/g;
// A "+" before an amount says it is added ("+ 2 TL"), so it stays.
const LOOSE_ENDS = /^(?:[,;:/&]|\+(?!\s*\d))+|[,;:/+&]+$/g;
const IN_PARENTHESES = /^\(.*\)$/;
/**
 * A word or a purpose before a colon that opens a line, what a list adds it under ("Außerdem: Backpapier", "Also:
 * parchment paper", "Für die Form: Butter", "To serve: lime wedges"): a note, the rest the line.
 */
const LEADING_LABEL =
  /^((?:außerdem|zusätzlich|dazu|ferner|sowie|also|plus|besides|additionally|(?:für|zum|zur|for|to)\s[^:\d]{1,25}))\s*:\s+(?=\S)/i;
const CLOSED_THEN_OPENED = /\).*\(/;

// Text with none of what tidy changes: only single spaces between words, no punctuation it trims or moves.
const NEEDS_TIDYING = /[^\S ]|\s\s|^\s|\s$|\s\.|[,;:/&+()[\]]/;

function tidy(text: string): string {
  if (!NEEDS_TIDYING.test(text)) return text;
  let result = text.replace(SPACES, " ").replace(SPACE_BEFORE_CLOSING, "$1").replace(SPACE_AFTER_OPENING, "$1");
  for (;;) {
    const before = result;
    result = result.trim().replace(LOOSE_ENDS, "");
    if (IN_PARENTHESES.test(result) && !CLOSED_THEN_OPENED.test(result.slice(1, -1))) result = result.slice(1, -1);
    if (result.startsWith("(") && !result.includes(")")) result = result.slice(1);
    if (result.endsWith(")") && !result.includes("(")) result = result.slice(0, -1);
    if (result.startsWith(")")) result = result.slice(1);
    if (result.endsWith("(")) result = result.slice(0, -1);
    if (result === before) return result;
  }
}

export function quantityOf(token: Token): { quantity: number | null; quantityMax: number | null } {
  if (token.kind === "number") return { quantity: token.value, quantityMax: token.max };
  return { quantity: NUMBER_WORDS[token.text.toLowerCase()] ?? null, quantityMax: null };
}

const isAmountToken = (token: Token) => token.kind === "number" || token.text.toLowerCase() in NUMBER_WORDS;

/**
 * The amounts of a line: each amount token with the unit words that belong to it. A unit belongs to the last amount
 * still without one at its own depth ("1 (14-oz) can": the can is the 1's), else, outside parentheses, to the last
 * without one ("2 x 400g cans"), else it stands alone ("Pinch of salt"). Also used to read the expected unit from
 * labelled lines.
 */
export function readAmounts(tokens: readonly Token[], labels: readonly string[]): Amount[] {
  const amounts: Amount[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (labels[index] === "QTY" && isAmountToken(token)) {
      amounts.push({ first: index, quantityAt: index, unitAt: [] });
      continue;
    }
    if (labels[index] !== "UNIT") continue;
    const run = [index];
    while (labels[index + 1] === "UNIT") run.push(++index);
    // "14oz cans": one run, two units.
    for (let at = 0; at < run.length; ) {
      const known = matchUnit(
        run.slice(at).map((position) => (tokens[position] as Token).text),
        { ingredientLine: true },
      );
      const length = at === 0 && !known ? run.length : (known?.length ?? 1);
      const unitAt = run.slice(at, at + length);
      at += length;
      const open = amounts.filter((amount) => amount.unitAt.length === 0 && amount.quantityAt !== null);
      // Inside parentheses a unit needs its own amount: "1 Ei (Größe L)" is one egg, not a litre.
      const owner =
        open.findLast((amount) => tokens[amount.quantityAt as number]?.depth === token.depth) ??
        (token.depth === 0 ? open.at(-1) : undefined) ??
        null;
      if (owner) owner.unitAt = unitAt;
      else amounts.push({ first: unitAt[0] as number, quantityAt: null, unitAt });
    }
  }
  return amounts;
}

function unitOf(tokens: readonly Token[], indexes: readonly number[]): UnitId | null {
  const words = indexes.map((index) => (tokens[index] as Token).text);
  return (
    lookupUnit(words.join(" ")) ??
    matchUnit(words, { ingredientLine: true })?.unit ??
    matchUnit(words.slice(1), { ingredientLine: true })?.unit ??
    null
  );
}

/**
 * The unit all of these words make together, or null: "gehäufter TL" as one, but not "gr. Dose" (a large can), where
 * "gr." alone would be a unit.
 */
function wholeUnit(tokens: readonly Token[], indexes: readonly number[]): UnitId | null {
  const words = indexes.map((index) => (tokens[index] as Token).text);
  const whole = lookupUnit(words.join(" "));
  if (whole) return whole;
  const match = matchUnit(words, { ingredientLine: true });
  return match?.length === words.length ? match.unit : null;
}

function amountText(line: string, tokens: readonly Token[], amount: Amount): string {
  const indexes = [...(amount.quantityAt === null ? [] : [amount.quantityAt]), ...amount.unitAt];
  const first = tokens[Math.min(...indexes)] as Token;
  const last = tokens[Math.max(...indexes)] as Token;
  return tidy(line.slice(first.start, last.end).replace(/(\d)-(?=\p{L})/gu, "$1 "));
}

/** Consecutive tokens of one label as text: the runs of a label, each from its first word to its last. */
function runsOf(line: string, tokens: readonly Token[], keep: (index: number) => boolean, breaks: Set<string>) {
  const runs: { from: number; to: number; text: string }[] = [];
  const run = (from: number, to: number) =>
    runs.push({ from, to, text: tidy(line.slice((tokens[from] as Token).start, (tokens[to] as Token).end)) });
  let from = -1;
  let to = -1;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as Token;
    if (keep(index)) {
      if (from < 0) from = index;
      to = index;
    } else if (!(from >= 0 && token.kind === "punct" && !breaks.has(token.text))) {
      if (from >= 0) run(from, to);
      from = -1;
    }
  }
  if (from >= 0) run(from, to);
  return runs;
}

const PART_OF = new Set(PART_OF_WORDS);
const GR = /^gr\.$/i;
const EGG_SIZE = /^X{0,2}[SML]$/;
const FLOUR_TYPE = /^(?:typ|type|tipo)$/i;

/** Reads a line with the given tagger; `parseIngredient` is this with the shipped weights. */
export function readIngredientLine(original: string, tagger: Tagger): ParsedIngredient {
  const eastAsian = isEastAsianLine(original) ? readEastAsianLine(original) : null;
  if (eastAsian) return eastAsian;
  const label = LEADING_LABEL.exec(original);
  if (label) {
    const rest = readIngredientLine(original.slice(label[0].length), tagger);
    return { ...rest, original, note: [label[1], rest.note].filter(Boolean).join(", ") };
  }
  const line = original.replace(THIN_SPACES, " ");
  const tokens = tokenizeIngredient(line);
  const german = looksGerman(tokens);
  const labels = tagTokens(tagger, tokens, german);
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    // "Gr. M" is an egg's size (Größe), not grams: "1 Ei Gr. M".
    if (GR.test(token.text) && EGG_SIZE.test(next?.text ?? "")) {
      labels[index] = "NOTE";
      labels[index + 1] = "NOTE";
    }
    // "KL" in capitals is Austria's Kaffeelöffel; "kl" in small letters, as "kl.", is German for small: "1 kl Zwiebel".
    if (token.text === "kl" && labels[index] === "UNIT") labels[index] = "SIZE";
    // A flour's type is part of its name, never an amount: "Weizenmehl Typ 00", "Mehl Type 405", "tipo 00 flour".
    if (FLOUR_TYPE.test(token.text) && next?.kind === "number") labels[index + 1] = labels[index] ?? "NAME";
  });
  // A count that ends the line after a dash or colon is its amount, whatever the food ("Carrots - 3", "Oeuf - 2"):
  // no food's name ends in a bare number set off so, and what stands before it is all food ("Garlic cloves - 4").
  const last = tokens.length - 1;
  if (
    tokens[last]?.kind === "number" &&
    !labels.slice(0, last).includes("QTY") &&
    /^[-–—:]$/.test(tokens[last - 1]?.text ?? "") &&
    labels.slice(0, last - 1).includes("NAME")
  ) {
    for (let index = 0; index < last - 1; index++) if (labels[index] === "UNIT") labels[index] = "NAME";
    labels[last] = "QTY";
  }
  // A unit's word between two words of the food, after the line's unit, is a word of the food's name: "1 EL Ras el
  // Hanout" ("el" as in "1 el").
  for (let index = 1; index < last; index++) {
    const named = labels[index - 1] === "NAME" && labels[index + 1] === "NAME" && tokens[index - 1]?.kind !== "number";
    if (labels[index] === "UNIT" && named && labels.slice(0, index - 1).includes("UNIT")) labels[index] = "NAME";
  }
  // What a line takes of the food before its amount is no part of the food's name: "Juice and pulp from 1 lime",
  // "Yolks from 4 eggs", "Abrieb von 1 Zitrone" buy a lime, eggs, a lemon.
  const counted = labels.indexOf("QTY");
  if (counted > 1 && PART_OF.has(tokens[counted - 1]?.text.toLowerCase() ?? "") && labels.includes("NAME", counted))
    for (let index = 0; index < counted; index++) if (labels[index] === "NAME") labels[index] = "PREP";
  const used = new Set<number>();
  const amounts = readAmounts(tokens, labels);
  const primary = amounts[0] ?? null;

  let quantity: number | null = null;
  let quantityMax: number | null = null;
  let unit: UnitId | null = null;
  let unitText: string | null = null;
  if (primary) {
    if (primary.quantityAt !== null) {
      ({ quantity, quantityMax } = quantityOf(tokens[primary.quantityAt] as Token));
      used.add(primary.quantityAt);
      // "2 x 400 g": the multiplication sign is part of the count.
      if (/^[x×]$/i.test(tokens[primary.quantityAt + 1]?.text ?? "")) used.add(primary.quantityAt + 1);
    } else {
      // "a pinch", "eine Prise", "a good handful": the article is the amount.
      let before = primary.first - 1;
      while (before >= 0 && labels[before] === "SIZE") before--;
      if (ARTICLES.has(tokens[before]?.text.toLowerCase() ?? "")) {
        quantity = 1;
        used.add(before);
      }
    }
    if (primary.unitAt.length > 0) {
      // "gehäufter TL", "heaped tsp": a word read as a size that makes a unit of its own joins the unit.
      const before = (primary.unitAt[0] as number) - 1;
      const joined = labels[before] === "SIZE" ? wholeUnit(tokens, [before, ...primary.unitAt]) : null;
      if (joined && joined !== unitOf(tokens, primary.unitAt)) {
        primary.unitAt = [before, ...primary.unitAt];
        labels[before] = "UNIT";
      }
      unit = unitOf(tokens, primary.unitAt);
      const first = tokens[primary.unitAt[0] as number] as Token;
      const last = tokens[primary.unitAt.at(-1) as number] as Token;
      unitText = line.slice(first.start, last.end);
      if (unit) for (const index of primary.unitAt) used.add(index);
    }
  }

  // The second amount right after the first, with no food between: "400g/14oz", "1 cup (250 ml)", "1 (14-oz) can".
  // One added with "+" is more of the food, not the same amount again: "1 EL + 2 TL Honig" keeps "+ 2 TL" as a note.
  let secondaryAmount: IngredientAmount | null = null;
  const second = amounts[1];
  if (primary && second?.quantityAt != null) {
    const between = labels.slice(primary.first, second.first);
    const added = tokens.slice(primary.first, second.first).some((token) => token.text === "+");
    if (!added && !between.includes("NAME") && !between.includes("NOTE") && !between.includes("PREP")) {
      const value = quantityOf(tokens[second.quantityAt] as Token);
      secondaryAmount = {
        ...value,
        unit: second.unitAt.length > 0 ? unitOf(tokens, second.unitAt) : null,
        text: amountText(line, tokens, second),
      };
      used.add(second.quantityAt);
      for (const index of second.unitAt) used.add(index);
      // "1lb 2oz", "(4 oz., 110 g)": further weights and volumes right after it restate the same amount.
      let end = Math.max(second.quantityAt, ...second.unitAt);
      for (const next of amounts.slice(2)) {
        const nextUnit = next.unitAt.length > 0 ? unitOf(tokens, next.unitAt) : null;
        const between = tokens.slice(end + 1, next.first);
        if (
          next.quantityAt === null ||
          !nextUnit ||
          unitKind(nextUnit) === "count" ||
          between.length > 1 ||
          between.some((token) => token.kind !== "punct" || !"/,=".includes(token.text))
        ) {
          break;
        }
        used.add(next.quantityAt);
        for (const index of next.unitAt) used.add(index);
        end = Math.max(next.quantityAt, ...next.unitAt);
        secondaryAmount.text = tidy(line.slice((tokens[second.first] as Token).start, (tokens[end] as Token).end));
      }
    }
  }

  // The food is one phrase, which preparation words may interrupt ("mixed, boned, diced game meat"); a name after
  // an aside or another amount is an alternative ("butter or 2 tbsp double cream") and stays in the note.
  // A size word alone between commas is a size, wherever it stands ("1 Knoblauchzehe, fein gehackt, kleine").
  for (let index = 0; index < tokens.length; index++) {
    const alone = (tokens[index - 1]?.kind ?? "punct") === "punct" && (tokens[index + 1]?.kind ?? "punct") === "punct";
    if (alone && labels[index] !== "UNIT" && isSizeWord((tokens[index] as Token).text)) {
      labels[index] = "SIZE";
    }
  }
  // After an amount an article is no part of the food: "½ a nectarine", "1/2 an onion".
  const firstName = labels.indexOf("NAME");
  const article = tokens[firstName]?.text.toLowerCase() ?? "";
  if (quantity !== null && ["a", "an", "the"].includes(article) && labels[firstName + 1] === "NAME") {
    labels[firstName] = "NOTE";
  }
  const nameRuns = runsOf(line, tokens, (index) => labels[index] === "NAME", NAME_BREAKS);
  const names: { from: number; to: number; text: string; listed?: boolean }[] = nameRuns.slice(0, 1);
  for (const run of nameRuns.slice(1)) {
    const from = (names.at(-1) as { to: number }).to + 1;
    // An aside in parentheses may interrupt it too: "natural (not hydrogenated), salted, smooth peanut butter".
    const gap = Array.from({ length: run.from - from }, (_, offset) => from + offset);
    const aside = (index: number) => INTERRUPTIONS.has(labels[index] as string) || tokens[index]?.depth === 1;
    // German lines put the name first and what else they say after a comma ("3 Eier, Größe M"), unless a line
    // without an amount lists foods: a name with a noun after the comma is one more ("Salz, schwarzer Pfeffer").
    const comma = gap.some((index) => tokens[index]?.text === "," && tokens[index]?.depth === 0);
    const noun = tokens.slice(run.from, run.to + 1).some((token) => /^\p{Lu}/u.test(token.text));
    const listed = german && comma && amounts.length === 0 && noun;
    if (!gap.every(aside) || (german && comma && !listed)) break;
    names.push({ ...run, listed });
  }
  for (const run of names) for (let index = run.from; index <= run.to; index++) used.add(index);
  const sizes = runsOf(line, tokens, (index) => labels[index] === "SIZE", NAME_BREAKS);
  const size = sizes[0]?.text ?? null;
  if (sizes[0]) for (let index = sizes[0].from; index <= sizes[0].to; index++) used.add(index);
  const preparation = runsOf(line, tokens, (index) => labels[index] === "PREP", NAME_BREAKS)
    .map((run) => run.text)
    .filter(Boolean);

  // Punctuation stays out of the note, but a "+" and a sign after a number the note keeps ("(70 %)", "(2%)").
  const kept = (index: number) => {
    const token = tokens[index];
    if (token?.kind !== "punct" || token.text === "+") return true;
    return ["%", "‰", "°"].includes(token.text) && tokens[index - 1]?.kind === "number" && !used.has(index - 1);
  };
  const rest = runsOf(line, tokens, (index) => !used.has(index) && kept(index), PARENTHESES)
    .map((run) => run.text)
    .filter((text) => text && !text.split(/\s+/).every((word) => FILLER.has(word.toLowerCase())));
  // In a German line an aside in parentheses keeps them, as German lines write it: "Eier (Größe M)".
  let food = names
    .map((run) => ({ ...run, text: german && tokens[run.from]?.depth === 1 ? `(${run.text})` : run.text }))
    .filter((run) => run.text)
    .map((run, index) => (index === 0 ? run.text : `${run.listed ? "," : ""} ${run.text}`))
    .join("");
  if (!food) food = rest.shift() ?? "";
  const packageSize = secondaryAmount && (unit === null || unitKind(unit) === "count") ? [secondaryAmount.text] : [];
  const notes = [...packageSize, ...rest];
  return {
    original,
    quantity,
    quantityMax,
    unit,
    unitText,
    size,
    food,
    preparation: preparation.length > 0 ? preparation.join(", ") : null,
    note: notes.length > 0 ? notes.join(", ") : null,
    secondaryAmount,
  };
}
