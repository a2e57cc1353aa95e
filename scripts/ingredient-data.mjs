// The labelled ingredient lines the parser is trained and measured on, read the same way by the training script and
// by bench:ingredients: the English lines of ../shared/ingredients/train-en (never shipped, only the weights learned
// from them are) and the German lines labelled for this project (tests/fixtures/ingredients/de-lines.jsonl). Each
// line falls for good into `train`, `dev` or `test` by a hash of its text, so a line and its repeats always land in
// the same part, and the test part is only ever scored as a whole.
import { readFileSync } from "node:fs";

const TRAIN_EN = "../shared/ingredients/train-en";
const TRAIN_EN_FILES = [
  "bbc-ingredients-snapshot-2017.csv",
  "cookstr-ingredients-snapshot-2017.csv",
  "tastecooking-ingredients-snapshot-2024.csv",
];
export const DE_LINES = "tests/fixtures/ingredients/de-lines.jsonl";

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

/** How the line writes its first amount, in the labels' notation: "eine" for "eine Prise", "1-2" for "1–2 EL". */
function amountColumn(item) {
  if (item.quantity === null) return "";
  const word = item.text.match(/^(eine[mnr]?|ein|a|an)\s/i);
  if (word && item.quantity === 1) return word[1];
  return item.quantity_max === null ? String(item.quantity) : `${item.quantity}-${item.quantity_max}`;
}

/**
 * The German lines labelled for this project (tests/fixtures/ingredients/README.md): the fields of cases.jsonl plus
 * size, preparation and comment, from which the token labels are read as for the English lines.
 */
export function readGerman(path = DE_LINES) {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .map((item) => ({
      ...item,
      lang: "de",
      part: partOf(item.text, "de"),
      labels: {
        name: item.name,
        quantity: amountColumn(item),
        unit: item.unit ?? "",
        size: item.size ?? "",
        preparation: item.preparation ?? "",
        comment: item.comment ?? "",
        purpose: "",
      },
    }));
}

/**
 * A file in the format of cases.jsonl, read leniently so that any such file can be scored: a language tag such as
 * "de-DE" counts as "de", an amount may be written as text ("1/2", "1,5", "½"), an empty unit is none.
 */
export function readCases(path, { parseAmount }) {
  const amount = (value) => {
    if (value === null || value === undefined || value === "") return null;
    return typeof value === "number" ? value : parseAmount(String(value));
  };
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .map((item) => ({
      ...item,
      lang: String(item.lang ?? item.language ?? "en")
        .toLowerCase()
        .startsWith("de")
        ? "de"
        : "en",
      quantity: amount(item.quantity),
      quantity_max: amount(item.quantity_max),
      unit: item.unit || null,
      name: item.name ?? "",
    }));
}
