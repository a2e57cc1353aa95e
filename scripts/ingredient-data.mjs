// The labelled ingredient lines the parser is trained and measured on, read the same way by the training script and
// by bench:ingredients: the English lines of ../shared/ingredients/train-en (never shipped, only the weights learned
// from them are) and the German lines labelled for this project (tests/fixtures/ingredients). Each line falls for
// good into `train`, `dev` or `test` by a hash of its text (a German page's own form of a line, by that line's), so
// a line and its repeats always land in the same part, and the test part is only ever scored as a whole.
import { readFileSync } from "node:fs";

const TRAIN_EN = "../shared/ingredients/train-en";
const TRAIN_EN_FILES = [
  "bbc-ingredients-snapshot-2017.csv",
  "cookstr-ingredients-snapshot-2017.csv",
  "tastecooking-ingredients-snapshot-2024.csv",
];
export const DE_LINES = "tests/fixtures/ingredients/de-lines.jsonl";
// German lines written for this project, in the ways German sites write them: only ever trained on, never measured.
export const DE_WRITTEN = "tests/fixtures/ingredients/de-written.jsonl";

/** FNV-1a over the UTF-16 code units: stable across runs and machines. */
export function hashText(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * English: 80 % train, 10 % dev (for choosing settings), 10 % test (scored only as a whole). The German lines are
 * few, so 40 % of them are the test part and the rest is trained on (no dev part).
 */
export function partOf(text, lang = "en") {
  const bucket = hashText(text.replace(/\s+/g, " ").trim().toLowerCase()) % 10;
  if (lang === "de") return bucket < 4 ? "test" : "train";
  return bucket === 0 ? "test" : bucket === 1 ? "dev" : "train";
}

function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (char !== "\r") field += char;
  }
  if (field || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** "#1$2" is ½, "1#1$2" is 1½, "2-3" a range. Answers [lower, upper]. */
export function readLabelAmount(text) {
  const one = (part) => {
    const fraction = part.match(/^(\d*)#(\d+)\$(\d+)$/);
    if (fraction) return Number(fraction[1] || 0) + Number(fraction[2]) / Number(fraction[3]);
    const value = Number(part);
    return Number.isFinite(value) ? value : null;
  };
  const [low, high] = text.split("-");
  return [one(low), high === undefined ? null : one(high)];
}

const AMOUNT_START = /^\s*(?:\d+(?:[.,]\d+)?|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/;

/**
 * The first amount's unit. The labels list units in reading order, so in "1 (14-ounce) can tomatoes" the first is
 * the package's "ounce"; read as a cook would, the amount 1 is one can, and the units inside the parentheses right
 * after the first amount belong to the amounts there.
 */
function firstUnit(text, amounts, units) {
  if (units.length === 0) return null;
  const opening = text.match(/^\s*[\d½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞][\d\s/.,½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞-]*\(([^)]*)\)/);
  if (!opening || !AMOUNT_START.test(text) || amounts.length < 2) return units[0];
  const inside = (opening[1].match(/\d+(?:[.,]\d+)?/g) ?? []).length;
  return units[inside] ?? null;
}

/** Multi-word units ("fl oz", "lg bunch") stay whole when the labels' unit column is split. */
function splitUnits(column) {
  const words = column.split(" ").filter(Boolean);
  const units = [];
  for (let index = 0; index < words.length; index++) {
    const pair = `${words[index]} ${words[index + 1] ?? ""}`.toLowerCase();
    if (/^(fl\.? oz\.?|fluid ounces?|level (tsp|tbsp|teaspoons?|tablespoons?)|heap(ed|ing) \w+)$/.test(pair)) {
      units.push(`${words[index]} ${words[index + 1]}`);
      index++;
    } else units.push(words[index]);
  }
  return units;
}

/** Every labelled English line, in the columns of the source plus the fields cases.jsonl uses. */
export function readTrainEn() {
  const lines = [];
  for (const file of TRAIN_EN_FILES) {
    const [header, ...rows] = parseCsv(readFileSync(`${TRAIN_EN}/${file}`, "utf8"));
    const column = Object.fromEntries(header.map((name, index) => [name, index]));
    for (const row of rows) {
      if (row.length < header.length) continue;
      const get = (name) => row[column[name]] ?? "";
      // About two lines in three carry no labels at all in the source; they can neither teach nor test.
      if (header.slice(1).every((name) => !get(name).trim())) continue;
      const text = get("input");
      const amounts = get("quantity").split(" ").filter(Boolean);
      const units = splitUnits(get("unit"));
      const [quantity, quantityMax] = amounts.length > 0 ? readLabelAmount(amounts[0]) : [null, null];
      lines.push({
        text,
        lang: "en",
        quantity,
        quantity_max: quantityMax,
        unit: firstUnit(text, amounts, units),
        name: get("name"),
        size: get("size") || null,
        labels: {
          name: get("name"),
          quantity: get("quantity"),
          unit: get("unit"),
          size: get("size"),
          preparation: get("preparation"),
          comment: get("comment"),
          purpose: get("purpose"),
        },
        source: `strangetom/ingredient-parser train/data/${file.split("-")[0]}`,
        part: partOf(text),
      });
    }
  }
  return lines;
}

// Amounts in words in a German line: "eine Prise", "zwei Knoblauchzehen", "eine halbe Zitrone", "Saft einer Zitrone".
const GERMAN_NUMBER_WORDS = {
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  einer: 1,
  eines: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
};
for (const word of ["halbe", "halben", "halber", "halbes"]) GERMAN_NUMBER_WORDS[word] = 0.5;

/** How the line writes its first amount, in the labels' notation: "eine" for "eine Prise", "1-2" for "1–2 EL". */
function amountColumn(item) {
  if (item.quantity === null) return "";
  const word = item.text
    .split(/\s+/)
    .find((each) => GERMAN_NUMBER_WORDS[each.toLowerCase()] === item.quantity && item.quantity_max === null);
  if (word) return word;
  return item.quantity_max === null ? String(item.quantity) : `${item.quantity}-${item.quantity_max}`;
}

// Units that follow an amount in a German line's aside: "(400 g)", "à 150 g", "oder 1 TL Pulver".
const ASIDE_UNIT = /^(mg|g|kg|ml|cl|dl|l|cm|mm|EL|TL|Dose|Dosen|Becher|Päckchen|Pck\.|Glas|Stück|Prise|Bund)$/;

/**
 * The amounts in a German line's comment, as the English labels have them: a package size or an alternative amount
 * is an amount ("1 Dose Tomaten (400 g)"); a share is not ("70 %"). Answers [amount, unit or null] pairs.
 */
function asideAmounts(item) {
  const pairs = [];
  for (const match of (item.comment ?? "").matchAll(/(\d+(?:,\d+)?)\s*(%|[\p{L}.]+)?/gu)) {
    if (match[2] === "%") continue;
    pairs.push([match[1].replace(",", "."), ASIDE_UNIT.test(match[2] ?? "") ? match[2] : null]);
  }
  return pairs;
}

const readJsonLines = (path) =>
  readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

/**
 * The text a German line's part is drawn from: its own, or for a line the page shows in another form than its
 * recipe data (`variant_of`: "2 rote Zwiebeln" for "2.0 rote Zwiebeln"), that line's, so both forms land in the same
 * part and neither is scored against a model that learned its twin.
 */
export const splitTextOf = (item) => item.variant_of ?? item.text;

/**
 * The German lines labelled for this project (tests/fixtures/ingredients/README.md): the fields of cases.jsonl plus
 * size, preparation and comment, from which the token labels are read as for the English lines. The real lines of
 * the import corpus split into train and test by hash; the written ones are all train (`written` says which).
 */
export function readGerman() {
  const real = readJsonLines(DE_LINES).map((item) => ({
    ...item,
    part: partOf(splitTextOf(item), "de"),
    written: false,
  }));
  const written = readJsonLines(DE_WRITTEN).map((item) => ({ ...item, part: "train", written: true }));
  return [...real, ...written].map((item) => ({
    ...item,
    lang: "de",
    labels: {
      name: item.name,
      quantity: [amountColumn(item), ...asideAmounts(item).map(([amount]) => amount)].join(" ").trim(),
      unit: [item.unit ?? "", ...asideAmounts(item).flatMap(([, unit]) => (unit ? [unit] : []))].join(" ").trim(),
      size: item.size ?? "",
      preparation: item.preparation ?? "",
      comment: item.comment ?? "",
      purpose: "",
    },
  }));
}

/**
 * A file in the format of cases.jsonl, read leniently so that any such file can be scored: a language tag such as
 * "de-DE" counts as "de", an amount may be written as text ("1/2", "1,5", "½", "half", "1-2"), an empty unit is none.
 */
export function readCases(path, { parseAmount, NUMBER_WORDS }) {
  const amount = (value) => {
    if (value === null || value === undefined || value === "") return [null, null];
    if (typeof value === "number") return [value, null];
    const text = String(value).trim();
    const one = (part) => NUMBER_WORDS[part.trim().toLowerCase()] ?? parseAmount(part);
    const range = text.match(/^(.+?)\s*(?:-|–|to|bis)\s*(.+)$/);
    return range ? [one(range[1]), one(range[2])] : [one(text), null];
  };
  return readJsonLines(path).map((item) => ({
    ...item,
    lang: String(item.lang ?? item.language ?? "en")
      .toLowerCase()
      .startsWith("de")
      ? "de"
      : "en",
    quantity: amount(item.quantity)[0],
    quantity_max: amount(item.quantity_max)[0] ?? amount(item.quantity)[1],
    unit: item.unit || null,
    name: item.name ?? "",
  }));
}
