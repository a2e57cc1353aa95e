import { EAST_ASIAN_LETTERS } from "~/domain/recipes/east-asian-line";
import { type Block, PICTOGRAPH } from "./page-blocks";
import { isTimeLine, isYieldLine, startsWithMeasure } from "./recipe-lines";
import { durationMinutes } from "./values";
import {
  countsWhatFor,
  ENDS_SENTENCE,
  type ValueField as Field,
  HEDGE,
  HOUR_WORDS,
  INGREDIENT_HEADINGS,
  labelledBy,
  lowerWords,
  MINUTE_WORDS,
  startsWithCountWord,
  VALUE_FIELDS,
  VALUE_LABELS,
} from "./vocabulary";

/** Yield and times as pages label them: "Serves 4", "Prep time: 10 minutes", "Zubereitungszeit 20 Min.". */

/** A value's number, a hedge before it or not: "ca. 30 Min.", "about 4", "kb. 30 perc", "ok. 4- 5". */
const HEDGED = new RegExp(String.raw`^${HEDGE}?\s*\d`, "iu");
const HEDGE_START = new RegExp(String.raw`^${HEDGE}\s*`, "iu");

/** Whether a value suits its field: a duration for the times, a count that names no time unit for the yield. */
function fits(field: Field, value: string): boolean {
  if (!HEDGED.test(value) || value.length > 30) return false;
  const minutes = durationMinutes(withoutNote(value));
  // Nor is the first line of the list under a yield's label ("Portionen" over "1 kg Kartoffeln, festkochend").
  const ingredient = value.includes(",") || (startsWithMeasure(value) && !isYieldLine(value));
  // A count names at most what it counts ("4", "12 Stück", "ca. 24 cookies"), not a food ("2 ripe avocados").
  const count = lowerWords(value.replace(HEDGE_START, "").replace(/\([^)]*\)/g, "")).length <= 1;
  return field === "yields" ? (minutes === null || !/\p{L}/u.test(value)) && !ingredient && count : minutes !== null;
}

/** A number alone before a sentence is a step's number ("Příprava" / "1" / "Z tortil odkrojte …"), not a time. */
const isStepNumber = (field: Field, text: string, next: string | undefined) =>
  field !== "yields" &&
  /^\d{1,2}\.?$/.test(text) &&
  next !== undefined &&
  ENDS_SENTENCE.test(next) &&
  lowerWords(next).length >= 5;

/** A sentence after a yield's ("Serves 6. Good with vanilla ice cream!"): what the yield says ends before it. */
const SENTENCE_AFTER = /(?<=\d[^.!?]*)[.!?]\s+\p{Lu}.*$/u;

/** Words that make a time's label a step's verb: "Bake for 40 minutes", "Cuisson pendant 20 min". */
const STEP_WORDS = new Set(["for", "pendant", "für", "durante", "per", "voor"]);

/** A word of a time as cards write it: a unit, a hedge, or what joins two ("1 hour and 30 minutes", "25 to 30 min"). */
const TIME_WORD = new RegExp(`^(?:${HOUR_WORDS}|${MINUTE_WORDS}|${HEDGE}|and|und|et|y|e|en|og|och|to|bis|à|a)$`, "iu");
/**
 * Whether the text after a time's label is a step's sentence, not a value: "Bake 25 to 30 minutes or until golden.",
 * "Bake 15 minutes. Cool and cut into 24 bars." A value is its number, units and a note; a sentence runs on in words
 * to its full stop.
 */
const isSentence = (rest: string) =>
  /[.!]$/.test(rest) && lowerWords(withoutNote(rest)).filter((word) => !TIME_WORD.test(word)).length >= 3;

/** What sets labelled values apart on a line: a bar or dot between spaces, or a pictograph. */
const BAR = /\s+[|•·]\s+/;
const BAR_OR_PICTOGRAPH = new RegExp(String.raw`${BAR.source}|\s*(?:${PICTOGRAPH.source})\s*`, "u");
/** Where pictographs are (arrows to symbols, the emoji planes, a number's key): most lines hold none. */
const MAY_HOLD_PICTOGRAPH = /[\u2190-\u2BFF\u3030\u303D\u3297\u3299\uD83C-\uD83E]|\u20E3/;
const valueParts = (text: string) =>
  (MAY_HOLD_PICTOGRAPH.test(text) ? text.split(BAR_OR_PICTOGRAPH).filter(Boolean) : text.split(BAR)).flatMap(valueRuns);

/** What may stand between two labelled values on one line. */
const SEPARATOR = "[,;/+–-]";
/**
 * Where a value ends: a number and at most a unit ("20 Minuten", "4 servings", "ca. 1 Std."), and the comma, slash,
 * plus or dash that may stand before the next label ("Prep time 15 mins, cook time 25 mins", "Préparation : 15 min -
 * Cuisson : 25 min").
 */
const VALUE_END = new RegExp(`\\d\\s*\\p{L}{0,10}\\.?\\s*${SEPARATOR}?\\s*$`, "u");
/** That separator and the space around it, left off the value it ends. */
const SEPARATOR_END = new RegExp(`(?:\\s|${SEPARATOR})+$`);
/** Where a note after a time starts: a bracket, "+", "plus", German "zzgl." or "zuzüglich". */
const TIME_NOTE = /\s*(?:\(|\+|\b(?:plus|zzgl\.?|zuzüglich)\s)/i;
/** A time without the note after it: "30 minutes (10 minutes prep)", "1 hour plus 2 hours chilling". */
const withoutNote = (text: string) => (text.split(TIME_NOTE)[0] ?? "").trim();
/** A unit of hours or minutes starting a text. */
const TIME_UNIT = new RegExp(`^(?:${HOUR_WORDS}|${MINUTE_WORDS})(?!\\p{L})`, "iu");
/** A field labelled with a word for its value, not a number: "Difficulty: Easy", "Schwierigkeit: leicht". */
const WORD_FIELD = /^\p{L}[\p{L} ]{0,24}[:：]\s*\p{L}+\s*$/u;
/**
 * A field's label of a word or three, capitalised, and its colon starting a text: "Taste: sweet", "Skill level: Easy";
 * not a unit glued to the next label ("MinCook: 20 Min").
 */
const FIELD_START = /^\p{Lu}\p{Ll}*(?:\s\p{Ll}+){0,2}[:：]/u;
/**
 * Whether a line may set values side by side: two numbers (a clock's hours and minutes are one, "0:15 Prep"), or one
 * beside a field labelled with a word.
 */
const maySetSeveral = (text: string) =>
  /\d(?!:\d)\D+\d/.test(text) || (/\d/.test(text) && /\p{L}[:：]\s*\p{L}/u.test(text));
/**
 * Where a word starts, or a capital glued to the word before it ("4 servingsPrep: 20 MinCook: 20 Min"), or any letter
 * of a script that writes no spaces or capitals ("难度：普通时间：1小时").
 */
const WORD_START = new RegExp(String.raw`(?<=\s)\p{L}|(?<=[\p{Ll}\d.])\p{Lu}|(?<=\S)[${EAST_ASIAN_LETTERS}]`, "gu");

/**
 * A line's labelled values one by one, where it sets them side by side without a separator: "Arbeitszeit ca. 20
 * Minuten Koch-/Backzeit ca. 30 Minuten", "4 servingsPrep: 20 MinCook: 20 Min". A label starts a value of its own only
 * right after a value (a number and its unit), so a sentence that names a time is left whole.
 */
function valueRuns(text: string): string[] {
  if (text.length > 160 || !maySetSeveral(text)) return [text];
  const runs: string[] = [];
  let start = 0;
  for (const { index } of text.matchAll(WORD_START)) {
    // A value's end is within a few characters before the label ("20 Minuten "), or another labelled field's word
    // ("Difficulty: Easy Prep: 10 mins", "Schwierigkeit: leicht Zeit: 35 min").
    if (!VALUE_END.test(text.slice(Math.max(start, index - 16), index)) && !WORD_FIELD.test(text.slice(start, index)))
      continue;
    const rest = text.slice(index);
    // Another field after a value ends it, labelled values or not ("Time: 1 hourTaste: sweet").
    if (!VALUE_FIELDS.some(([, label]) => label.test(rest)) && !FIELD_START.test(rest)) continue;
    // A label and its value take a few words; more before a label are a sentence ("… press into a 9x13 pan. Bake 15
    // minutes."), whose step names a time the page does not label.
    if (lowerWords(text.slice(start, index)).length > 6) continue;
    // A number's own word is no label: Danish and Norwegian "1 time 30 min" (an hour), not English "Time" labelling a
    // value; "for 1 serving / for 100 g" over a nutrition panel, no yield's label.
    if ((TIME_UNIT.test(rest) || VALUE_LABELS.yields.test(rest)) && /\d\s*$/.test(text.slice(start, index))) continue;
    runs.push(text.slice(start, index).replace(SEPARATOR_END, ""));
    start = index;
  }
  runs.push(text.slice(start).trim());
  return runs;
}

/** Whether a text ends with a label and nothing after it: "Prep time", "15 minutes Cooking time". */
function endsWithLabel(text: string): boolean {
  for (const { index } of text.matchAll(/(?<![\p{L}\p{N}])\p{L}/gu)) {
    if (labelledBy(text.slice(index).trim()).length > 0) return true;
  }
  return false;
}

/** A bar before a value, right after its label, sets the two apart as a colon would: "Prep time | 15 minutes". */
const BAR_BEFORE_VALUE = new RegExp(String.raw`\s*\|\s*(?=${HEDGE}?\s*\d)`, "giu");
const barsAsColons = (text: string) =>
  text.includes("|")
    ? text.replace(BAR_BEFORE_VALUE, (bar, offset: number) => (endsWithLabel(text.slice(0, offset)) ? ": " : bar))
    : text;

/**
 * How the ingredients' heading says for how many: after "for" in the languages cooks import from, or in brackets
 * ("Zutaten für 4 Portionen", "Ingredienti per 6 tortini", "Ingrédients (6 personnes)"), not what "You'll need" goes
 * on to say ("You'll need just 5 ingredients", "You will need a 340g can …").
 */
const FOR_HOW_MANY = /^(?:\(|(?:for|für|pour|para|per|voor|til|för|na|za|dla|pro|pentru|για|için)\s)/iu;

/** A yield said in the last sentence of a line, as a method may end: "… serve with the dip. Serves 4". */
const LAST_SENTENCE = /(?<=[.!?])\s+([^.!?]+)[.!]?$/u;

/** A count of servings that ends a short line after other words, as a byline may: "… Updated Oct 3, 2023 4 servings". */
function yieldAtEnd(part: string): string | undefined {
  for (const { index } of part.matchAll(/\s(?=\d)/g)) {
    const rest = part.slice(index + 1);
    if (isYieldLine(rest)) return rest;
  }
  return undefined;
}

/** Hours and minutes as a clock shows them: "0:15", "1:30". */
const CLOCK_TIME = /^\d{1,2}:[0-5]\d$/;
/**
 * A time before its label, as some pages set it: "20 min. bereiden", "15 mins prep", "1 hour cook time", "0:15 Prep".
 */
function timeBeforeLabel(part: string): [Field, string] | null {
  if (part.length > 40 || !/^\P{L}{0,3}\d/u.test(part)) return null;
  for (const { index } of part.matchAll(/\s+(?=\p{L})/gu)) {
    const time = part.slice(0, index);
    if (!isTimeLine(time) && !CLOCK_TIME.test(time)) continue;
    const field = labelledBy(part.slice(index).trim().replace(/[.:]$/, "")).find((name) => name !== "yields");
    if (field) return [field, time];
  }
  return null;
}

/** A number, a unit of hours or minutes, or both: a box that holds part of a time. */
const TIME_PIECE = new RegExp(String.raw`^(?:\d{1,3}\s*)?(?:(?:${HOUR_WORDS}|${MINUTE_WORDS})\.?)?$`, "iu");
/**
 * A time that starts at `blocks[at]`, with the numbers and units that follow it in boxes of their own: "1" / "hour" /
 * "30" / "minutes" and "1 h" / "30 min" are an hour and a half, "2" / "hours" two hours (not 2 minutes, as the number
 * alone would be).
 */
function timeAcross(blocks: Block[], at: number): string {
  let time = blocks[at]?.text ?? "";
  for (let next = at + 1; next <= at + 3; next++) {
    const piece = blocks[next]?.text.trim() ?? "";
    const longer = `${time} ${piece}`;
    if (!piece || !TIME_PIECE.test(piece) || durationMinutes(longer) === null) break;
    time = longer;
  }
  return time;
}

/** The fields of a text that is labels and nothing else, one or several side by side: "Prep time Cook time Total time". */
function labelsAlone(text: string): Field[] {
  if (text.length > 80 || /\d/.test(text)) return [];
  const fields: Field[] = [];
  let rest = text.trim();
  while (rest) {
    const labelled = VALUE_FIELDS.find(([, label]) => label.test(rest));
    const match = labelled?.[1].exec(rest);
    if (!labelled || !match) return [];
    fields.push(labelled[0]);
    rest = rest.slice(match[0].length).replace(/^[\s:：|•·/-]+/, "");
  }
  return fields;
}

/** A value in a row of values: a number, with a hedge before it and a word after it or not ("10 mins", "ca. 4"). */
const ROW_VALUE = new RegExp(
  String.raw`(?:${HEDGE}\s*)?\d+(?:[.,:/]\d+)?(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?(?:\s*\p{L}{1,12}\.?)?`,
  "giu",
);
/** The values of a text that is values and nothing else, side by side: "10 mins 20 mins 30 mins", "1 hr 5 mins | 4". */
function valuesAlone(text: string): string[] {
  const values: string[] = [];
  let covered = 0;
  for (const match of text.matchAll(ROW_VALUE)) {
    if (/[^\s|•·,;/]/.test(text.slice(covered, match.index))) return [];
    covered = match.index + match[0].length;
    const previous = values.at(-1);
    // "1 hr 5 mins" is one time: a part in a smaller unit joins the time before it.
    const joined = `${previous} ${match[0]}`;
    if (previous && isTimeLine(previous) && isTimeLine(match[0]) && durationMinutes(joined) !== null)
      values[values.length - 1] = joined;
    else values.push(match[0]);
  }
  return /[^\s|•·,;/]/.test(text.slice(covered)) ? [] : values;
}

/**
 * Labels set out as a row's column heads over a row of their values, or under it: "Prep time Cook time Total time"
 * over "10 mins 20 mins 30 mins", or each in a box of its own ("Prep", "Cook", "Serves", then "10 min", "25 min",
 * "4"). Each label takes the value in its place when both rows hold as many and every value suits its label.
 * `labelled`: the blocks that hold a label and no value, in the page's order.
 */
function columnValues(blocks: Block[], labelled: number[]): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  // `count` values from the blocks from `start` on, one way (+1) or the other (-1), in the page's order.
  const valuesFrom = (start: number, step: number, count: number) => {
    const values: string[] = [];
    for (let at = start; values.length < count && at >= 0 && at < blocks.length; at += step) {
      const here = valuesAlone(blocks[at]?.text ?? "");
      if (here.length === 0) break;
      if (step > 0) values.push(...here);
      else values.unshift(...here);
    }
    return values.length === count ? values : null;
  };
  for (let run = 0; run < labelled.length; ) {
    const start = labelled[run] as number;
    let end = start + 1;
    while (labelled[run + end - start] === end) end++;
    run += end - start;
    const heads = blocks.slice(start, end).map((block) => labelsAlone(block.text));
    const fields = heads.flat();
    if (fields.length < 2 || heads.some((head) => head.length === 0)) continue;
    const values = [valuesFrom(end, 1, fields.length), valuesFrom(start - 1, -1, fields.length)].find((row) =>
      row?.every((value, at) => fits(fields[at] as Field, value)),
    );
    for (const [at, field] of fields.entries()) if (values) found[field] ??= values[at];
  }
  return found;
}

type Times = { prepMinutes: number | null; cookMinutes: number | null; totalMinutes: number | null };
/**
 * A time given alone is the whole time: a preparation time alone (a salad's "Prep time 10 min": a recipe that cooks
 * says for how long), or a cooking time alone ("Cook time 2 ½ hours" of a stew that needs nothing done before).
 */
export function withWholeTime<T extends Times>(times: T): T {
  if (times.totalMinutes) return times;
  if (times.prepMinutes && !times.cookMinutes) return { ...times, totalMinutes: times.prepMinutes };
  if (times.cookMinutes && !times.prepMinutes) return { ...times, totalMinutes: times.cookMinutes };
  return times;
}

/**
 * "Serves 4", "Prep Time: 10 minutes", or a label line with its value on a line of its own: after it ("Cuisson" /
 * "45 min") or, on pages laid out that way, before it ("1" / "Servings", "10 min" / "Prep Time"), whichever side
 * suits more of the page's labels, or the other where only that one has a value no other label took.
 */
export function labelledValues(blocks: Block[]) {
  const inline: Partial<Record<Field, string>> = {};
  const alone: { field: Field; at: number }[] = [];
  // Times shown without a label ("20 Min", an icon before it) and yields without one ("2 Portionen").
  const bareTimes: string[] = [];
  let bareYield: string | undefined;
  let closingYield: string | undefined;
  let trailingYield: string | undefined;
  // Values the page shows with an icon for a label, which only the names of their boxes tell ("gbcicon-serves" / "4").
  const named: Partial<Record<Field, string>> = {};
  for (const [index, block] of blocks.entries()) {
    if (block.kind === "line" && block.value && block.hint !== "neither" && fits(block.value, block.text))
      named[block.value] ??= block.text;
    // One line may hold several: "Serves 2 | Prep 10 min | Cook 25 min", "Arbeitszeit 20 Min. Backzeit 30 Min.",
    // "⏲️ Prep: 10 min 🍳 Cook: 20 min" (a pictograph before each, as an icon would stand).
    const parts = valueParts(barsAsColons(block.text));
    for (const raw of parts) {
      // What an icon's label leaves before a value: ": Für 2 Personen".
      const part = raw.replace(/^[\s:：-]+/, "");
      const lastSentence = block.kind === "line" && /\d/.test(part) ? part.match(LAST_SENTENCE)?.[1] : undefined;
      if (lastSentence && isYieldLine(lastSentence)) closingYield ??= lastSentence;
      if (part.length > 60) continue;
      if (block.kind === "line" && isTimeLine(withoutNote(part))) bareTimes.push(part);
      if (block.kind === "line" && isYieldLine(part)) bareYield ??= part;
      else if (block.kind === "line") trailingYield ??= yieldAtEnd(part);
      // The ingredients heading may say for how many: "Ingredients for 5 servings", "Zutaten für 4 Personen:", not
      // the list's first line after its colon ("Zutaten: 200 g Mehl") unless that is a yield ("Zutaten: 4 Portionen").
      const heading = part.match(INGREDIENT_HEADINGS);
      if (heading) {
        const [named = "", ...after] = part.slice(heading[0].length).split(/[:：]/);
        const rest = after.join(":").trim();
        // In brackets or not: "Zutaten (für 4 Personen)", "材料（2人分）".
        const forHowMany =
          named
            .replace(/^[\s-]+/, "")
            .trim()
            .replace(/^[(（【](.*)[)）】]$/u, "$1") || rest;
        if (countsWhatFor(forHowMany) && (FOR_HOW_MANY.test(forHowMany) || isYieldLine(forHowMany)))
          inline.yields ??= forHowMany;
      }
      const labelAfter = timeBeforeLabel(part);
      if (labelAfter) inline[labelAfter[0]] ??= labelAfter[1];
      for (const [field, label] of VALUE_FIELDS) {
        const match = part.match(label);
        if (!match) continue;
        const rest = part.slice(match[0].length).replace(/^[\s:：-]+/, "");
        const number = rest.search(/\d/);
        if (number !== -1) {
          // A time's label before words with a number ("Zubereitung 1. Den Ofen …") labels no time; nor does a step
          // that starts with the word ("Cuisson à feu doux pendant 20 minutes"): a value follows its label at most a
          // word or two later ("Makes about 24", "Zeit gesamt 45 Min"), a note in brackets aside ("Servings (Hover
          // or Click to Change Yield): 4").
          const before = lowerWords(rest.slice(0, number).replace(/\([^)]*\)/g, ""));
          const near =
            before.length <= 2 &&
            (field === "yields" || (!before.some((word) => STEP_WORDS.has(word)) && !isSentence(rest)));
          if (near && (field === "yields" || durationMinutes(withoutNote(rest)) !== null))
            inline[field] ??= field === "yields" ? part.replace(SENTENCE_AFTER, "") : rest;
        } else if (field === "yields" && startsWithCountWord(rest) && lowerWords(rest).length <= 2) {
          // A count in words after the label: "Serves four", "Für zwei Personen".
          inline.yields ??= part;
        } else if (parts.length === 1) {
          alone.push({ field, at: index });
        }
        break;
      }
    }
  }
  // A label's value on a line of its own, one line before (-1) or after (+1) it; a time after it with the rest of its
  // numbers and units.
  const valueAt = ({ field, at }: (typeof alone)[number], side: number) => {
    const text = blocks[at + side]?.text ?? "";
    if (!fits(field, text) || isStepNumber(field, text, blocks[at + 2 * side]?.text)) return undefined;
    return field === "yields" || side < 0 ? text : timeAcross(blocks, at + side);
  };
  const suited = (side: number) => alone.filter((label) => valueAt(label, side) !== undefined).length;
  const side = suited(-1) > suited(1) ? -1 : 1;
  const heads = alone.map(({ at }) => at);
  const found = { ...columnValues(blocks, heads), ...inline };
  // Each label takes its value from the side most of the page's labels do; one whose value is only on the other side
  // takes it there ("Tilberedningstid" / "60 min", and "6" / "porsjoner" from a number box beside its label), unless
  // that line is another label's value.
  const taken = new Set<number>();
  const unsuited: typeof alone = [];
  for (const label of alone) {
    const value = valueAt(label, side);
    if (value === undefined) unsuited.push(label);
    else if (!found[label.field]) {
      found[label.field] = value;
      taken.add(label.at + side);
    }
  }
  for (const label of unsuited) {
    const value = valueAt(label, -side);
    if (value !== undefined && !taken.has(label.at - side)) found[label.field] ??= value;
  }
  // A time named alone, where no other time is labelled, is no more than a time shown alone (below): a theme's
  // "cooking-time" box may hold the whole time. Beside labelled times, its name tells which it is.
  const namedTimes = (Object.keys(named) as Field[]).filter((field) => field !== "yields");
  const timed = Boolean(found.prepMinutes || found.cookMinutes || found.totalMinutes || found.makingMinutes);
  for (const [field, value] of Object.entries(named) as [Field, string][])
    if (field === "yields" || namedTimes.length > 1 || timed) found[field] ??= value;
  // "Zubereitung" beside "Vorbereitung" is the cooking; alone it is the whole time and its cooking, as sites' own data
  // give it; beside a cooking time, the preparation.
  if (found.makingMinutes) {
    if (found.prepMinutes) found.cookMinutes ??= found.makingMinutes;
    else if (!found.cookMinutes) {
      found.cookMinutes = found.makingMinutes;
      found.totalMinutes ??= found.makingMinutes;
    } else found.prepMinutes = found.makingMinutes;
  }
  const minutes = (text: string | undefined) => (text ? durationMinutes(withoutNote(text)) : null);
  // Without any labelled time, a time shown alone is the whole time; two are preparation and cooking, in that order.
  if (!found.prepMinutes && !found.cookMinutes && !found.totalMinutes) {
    if (bareTimes.length === 1) found.totalMinutes = bareTimes[0];
    if (bareTimes.length === 2) [found.prepMinutes, found.cookMinutes] = bareTimes;
  }
  return {
    yields: found.yields ?? bareYield ?? trailingYield ?? closingYield ?? null,
    prepMinutes: minutes(found.prepMinutes),
    cookMinutes: minutes(found.cookMinutes),
    totalMinutes: minutes(found.totalMinutes),
  };
}
