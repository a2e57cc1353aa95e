import { COUNT_WORDS } from "./count-words";
import { lookupUnit, matchUnit } from "./units";

/**
 * An ingredient line cut into the pieces the tagger labels (docs/decisions/010-ingredient-tagger.md): amounts (a
 * range or a mixed fraction is one piece), words and single punctuation marks, each with its place in the line and
 * how deep in parentheses it stands. The training script reads lines through this same code, so what the model
 * learned and what it is shown agree.
 */
export type TokenKind = "number" | "word" | "punct";

export type Token = {
  text: string;
  start: number;
  end: number;
  kind: TokenKind;
  /** An amount's value, the lower end of a range. */
  value: number | null;
  /** The upper end of a range ("2-3", "2 to 3", "½–1"). */
  max: number | null;
  /** 1 inside parentheses or brackets, else 0. */
  depth: number;
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

/** Amounts in words. "a"/"ein" count only where the tagger reads them as the amount ("a pinch", "eine Prise"). */
export const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  ...COUNT_WORDS,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  halbe: 0.5,
  halben: 0.5,
  halber: 0.5,
  halbes: 0.5,
};

const MIXED_UNICODE = new RegExp(`^(\\d+)\\s*([${FRACTION_CHARS}])$`);

/** The value of one amount: "1 ½", "1½", "2 1/2", "2-1/2", "1/2", "½", "1,5", "1.5", "12". */
export function parseAmount(text: string): number | null {
  const compact = text.trim();
  const mixedUnicode = compact.match(MIXED_UNICODE);
  if (mixedUnicode) return Number(mixedUnicode[1]) + (UNICODE_FRACTIONS[mixedUnicode[2] ?? ""] ?? 0);
  const mixed = compact.match(/^(\d+)(?:\s+|-)(\d+)\s*[/⁄]\s*(\d+)$/);
  if (mixed) return Number(mixed[3]) === 0 ? null : Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = compact.match(/^(\d+)\s*[/⁄]\s*(\d+)$/);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  if (compact in UNICODE_FRACTIONS) return UNICODE_FRACTIONS[compact] ?? null;
  if (/^\d+([.,]\d+)?$/.test(compact)) return Number(compact.replace(",", "."));
  return null;
}

// One piece of a line, tried in this order: a mixed amount, a plain amount, a word (letters, inner hyphens and
// apostrophes), any other single character.
const PIECE = new RegExp(
  [
    `\\d+\\s*[${FRACTION_CHARS}]`,
    // "1 1/2" and, as US sites write it, "1-1/2".
    "\\d+(?:\\s+|-)\\d+\\s*/\\s*\\d+(?![\\d.,])",
    "\\d+\\s*/\\s*\\d+(?![\\d.,])",
    "\\d+(?:[.,]\\d+)?",
    `[${FRACTION_CHARS}]`,
    // A plural in parentheses or after a slash stays with its word: "Stange(n)", "Prise(n)", "Zehe/n",
    // "clove(s)"; a German compound's second half keeps its hyphen: "Hähnchenbrust oder -keulen".
    "(?:(?<=^|\\s)-)?\\p{L}[\\p{L}\\p{M}]*(?:['’](?=\\p{L})[\\p{L}\\p{M}]*|-(?=\\p{L})[\\p{L}\\p{M}]*)*(?:['’]|\\((?:n|en|e|s|es|er)\\)|/(?:n|en|e|s|es|er)(?!\\p{L}))?",
    "\\S",
  ]
    .map((part) => `(${part})`)
    .join("|"),
  "gu",
);

// Abbreviations keep their full stop, so "oz." and "Msp." read as their unit and "ca." is not a sentence end; among
// them chefkoch's "kl." (klein) and "n. B." (nach Bedarf).
const ABBREVIATIONS = new Set("ca approx bzw evtl ggf z b n kl inkl geh gestr ea etc".split(" "));
const RANGE_WORDS = new Set(["-", "–", "—", "to", "bis", "or", "oder", "à"]);

function makeToken(text: string, start: number, kind: TokenKind, depth: number): Token {
  const value = kind === "number" ? parseAmount(text) : null;
  return { text, start, end: start + text.length, kind, value, max: null, depth };
}

/** The words between the part of a food a line names and its amount: "Juice of 1 lemon", "Saft von 1 Zitrone". */
export const PART_OF_WORDS = ["of", "from", "von", "vom", "aus"];

/** The no-break and thin spaces lines carry, read as spaces. */
export const THIN_SPACES = /[\u00a0\u2009\u202f]/g;
const FRACTION_SLASH = /⁄/g;

/** The line's pieces; a range ("1-2", "2 to 3", "½–1 EL") becomes one amount. */
export function tokenizeIngredient(line: string): Token[] {
  const text = line.replace(THIN_SPACES, " ").replace(FRACTION_SLASH, "/");
  const pieces: Token[] = [];
  let depth = 0;
  // exec from the pattern itself rather than matchAll, which copies the pattern for every line.
  PIECE.lastIndex = 0;
  for (let match = PIECE.exec(text); match !== null; match = PIECE.exec(text)) {
    const piece = match[0];
    const start = match.index;
    if (match[7] !== undefined) {
      const previous = pieces.at(-1);
      // "oz." "Msp." "ca.": a full stop right after a unit or a known abbreviation belongs to it.
      if (
        piece === "." &&
        previous?.kind === "word" &&
        previous.end === start &&
        (lookupUnit(`${previous.text}.`) || ABBREVIATIONS.has(previous.text.toLowerCase()))
      ) {
        previous.text += ".";
        previous.end += 1;
        continue;
      }
      if (piece === "(" || piece === "[") depth++;
      pieces.push(makeToken(piece, start, "punct", Math.min(1, depth)));
      if (piece === ")" || piece === "]") {
        depth = Math.max(0, depth - 1);
      }
      continue;
    }
    const kind: TokenKind = match[6] !== undefined ? "word" : "number";
    pieces.push(makeToken(piece, start, kind, Math.min(1, depth)));
  }
  return mergeRanges(pieces, text);
}

/** "200g-250g", "¼pint-½pint": a range whose ends both name the unit; answers the upper end's index. */
function unitRangeEnd(pieces: readonly Token[], index: number): number | null {
  if (pieces[index]?.kind !== "number") return null;
  const [low, unit, separator, high, highUnit] = pieces.slice(index, index + 5);
  const unitId = unit?.kind === "word" ? lookupUnit(unit.text) : undefined;
  return low?.kind === "number" &&
    low.value !== null &&
    unitId &&
    separator &&
    /^[-–—]$/.test(separator.text) &&
    high?.kind === "number" &&
    high.value !== null &&
    high.value > low.value &&
    highUnit?.kind === "word" &&
    lookupUnit(highUnit.text) === unitId
    ? index + 3
    : null;
}

function mergeRanges(pieces: Token[], text: string): Token[] {
  const tokens: Token[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const low = pieces[index] as Token;
    const upper = unitRangeEnd(pieces, index);
    if (upper !== null) {
      const high = pieces[upper] as Token;
      tokens.push({ ...low, text: text.slice(low.start, high.end), end: high.end, max: high.value });
      index = upper;
      continue;
    }
    const separator = pieces[index + 1];
    const high = pieces[index + 2];
    if (
      low.kind === "number" &&
      low.value !== null &&
      separator &&
      RANGE_WORDS.has(separator.text.toLowerCase()) &&
      high?.kind === "number" &&
      high.value !== null &&
      // "2 or 3" is a range, "1 or 0.5" is not; a dash needs no such check ("10-12", "½-1").
      (high.value > low.value || /^[-–—]$/.test(separator.text)) &&
      // "1-inch", "2 - 3 cm" are fine; "1 to 2" needs the words apart: "to2" is no range.
      !(separator.kind === "word" && (separator.start === low.end || high.start === separator.end))
    ) {
      tokens.push({
        ...low,
        text: text.slice(low.start, high.end),
        end: high.end,
        max: high.value > low.value ? high.value : null,
      });
      index += 2;
    } else {
      const wordRange = numberWordRange(low, separator, high);
      if (wordRange) {
        tokens.push({ ...wordRange, text: text.slice(low.start, wordRange.end) });
        index += 2;
      } else tokens.push(low);
    }
  }
  return tokens;
}

// Counts in words: "a"/"an" may be the article, "dozen" counts dozens, "half" is rather a part ("4 half or 2 whole").
const countWord = (token: Token | undefined) => {
  const word = token?.kind === "word" ? token.text.toLowerCase() : "";
  const value = NUMBER_WORDS[word];
  return value !== undefined && Number.isInteger(value) && !["a", "an", "dozen"].includes(word) ? value : undefined;
};

/** "ein bis zwei", "two to three", "zwei oder 3": a range written in words is one amount, as "1-2" is. */
function numberWordRange(low: Token, separator: Token | undefined, high: Token | undefined): Token | null {
  // The separator first: most words have none after them, and a count word is looked up only then.
  const joiner = separator?.text.toLowerCase();
  if (low.kind !== "word" || joiner === undefined || joiner === "à" || !RANGE_WORDS.has(joiner)) return null;
  const from = countWord(low);
  const to = high?.kind === "number" ? high.value : countWord(high);
  if (from === undefined || to === undefined || to === null || to <= from) return null;
  return { ...low, kind: "number", value: from, max: to, end: (high as Token).end };
}

const SIZE_WORDS = new Set([
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
  "medium-sized",
  "thin",
  "thick",
  "dünne",
  "dünnen",
  "dicke",
  "dicken",
  "medium-size",
  "large-sized",
  "small-sized",
  "klein",
  "kl.",
  "kleine",
  "kleiner",
  "kleines",
  "kleinen",
  "mittelgroß",
  "mittelgroße",
  "mittelgroßer",
  "mittelgroßes",
  "mittelgroßen",
  "groß",
  "große",
  "großer",
  "großes",
  "großen",
  // Swiss spelling has no ß: "1 grosse Zwiebel", "2 mittelgrosse Kartoffeln".
  "gross",
  "grosse",
  "grosser",
  "grosses",
  "grossen",
  "mittelgross",
  "mittelgrosse",
  "mittelgrosser",
  "mittelgrosses",
  "mittelgrossen",
  "mittlere",
  "mittlerer",
  "mittleres",
  "mittleren",
]);

export function isSizeWord(word: string): boolean {
  return SIZE_WORDS.has(word.toLowerCase());
}

/** A crude singular for features and label matching: "leaves" leaf, "tomatoes" tomato, "cloves" clove. */
export function stemWord(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, "");
  if (lower.length > 4 && lower.endsWith("ies")) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && lower.endsWith("oes")) return lower.slice(0, -2);
  if (lower.length > 4 && /(ches|shes|sses|xes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith("s") && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

const FRACTION_MARK = /[/½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/;
const DECIMAL_MARK = /[.,]/;

function shapeOf(token: Token): string {
  if (token.kind === "number") {
    if (token.max !== null) return "range";
    if (FRACTION_MARK.test(token.text)) return "frac";
    return DECIMAL_MARK.test(token.text) ? "dec" : "int";
  }
  if (token.kind === "punct") return token.text;
  const first = token.text[0] ?? "";
  const upper = first !== first.toLowerCase();
  if (token.text.length > 1 && token.text === token.text.toUpperCase()) return upper ? "XX" : "x";
  return WORD_SHAPES[(upper ? 4 : 0) + (token.text.includes("-") ? 2 : 0) + (token.text.endsWith(".") ? 1 : 0)] ?? "x";
}
// A word's shape: capital or not, a hyphen in it, a full stop at its end.
const WORD_SHAPES = ["x", "x.", "x-", "x-.", "X", "X.", "X-", "X-."];

// Small word lists in both languages. Their features are shared, so what the English lines teach about
// "chopped" or "for" also holds for "gehackt" or "zum", which the few German lines could not teach alone.
const PREPARATION_WORDS = new Set(
  [
    "chopped minced diced sliced grated shredded crushed peeled halved quartered cubed julienned melted softened",
    "beaten sifted toasted drained rinsed trimmed seeded deseeded pitted cored zested squeezed torn mashed cooked",
    "thawed crumbled shelled skinned boned crumbled whisked separated washed finely roughly coarsely thinly freshly",
    "lightly firmly loosely",
    "gehackt gewürfelt geschält geschnitten gerieben halbiert geviertelt entkernt entsteint getrocknet gemahlen",
    "zerkleinert püriert geschmolzen zerlassen gepresst geraspelt gehobelt gezupft abgezupft gewaschen geputzt",
    "abgetropft aufgetaut zerbröselt zerdrückt verquirlt gesiebt geröstet gekocht blanchiert gestückelt",
    "fein grob klein dünn feingehackt kleingeschnitten",
  ]
    .join(" ")
    .split(" "),
);
// What a purpose, an alternative or an aside begins with: "for frying", "zum Braten"; "or", "oder"; "such as", "z. B.".
const PURPOSE_WORDS = new Set(["for", "to", "zum", "zur", "für", "nach"]);
const ALTERNATIVE_WORDS = new Set(["or", "oder", "alternativ", "alternatively", "alternativly", "bzw."]);
const ASIDE_WORDS = new Set(
  [
    "such optional optionally plus about approximately approx. preferably if divided each per without",
    "optional etwa ca. circa ohne evtl. eventuell ggf. je bei à z. b. z.b. e.g. n. belieben bedarf geschmack wahl",
  ]
    .join(" ")
    .split(" "),
);
const VAGUE_WORDS = new Set(["some", "little", "few", "etwas", "wenig", "einige", "reichlich"]);

// Brands that shop and recipe sites write before the food ("Milbona Skyr", "1 EL Knorr Gemüsebrühe", "Heinz tomato
// ketchup"). The labels keep a brand as a comment, and a brand looks like any other word before a food: only a list
// can tell them apart. The supermarkets' own brands (ALDI, Lidl, REWE, EDEKA, Kaufland, Penny, Netto), the big
// brands their recipes name, and those English lines name; a store's name counts too ("REWE Bio", "EDEKA Bio").
// Names cooks use as the food's own name ("Worcestershire" sauce, "Tabasco") and everyday words ("Bio") are left out.
const BRANDS = [
  "ALDI, Lidl, REWE, EDEKA, Kaufland, Penny, Netto, Norma, Globus, dm, Rossmann, HelloFresh, REWE Bio, EDEKA Bio",
  "Milsani, Milbona, Gut & Günstig, ja!, Beste Wahl, K-Classic, K-Bio, K-Favourites, Backfamily, Back Family",
  "Gourmet Finest, Lyttos, Cucina Nobile, Golden Seafood, Meine Metzgerei, Moser Roth, Nur Nur Natur, Gut Bio",
  "BioBio, Naturgut, Pilos, Chef Select, Italiamo, Belbake, Freshona, Solevita, Vitasia, Kania, Combino",
  "Crownfield, Bio Organic, Baresa, Primadonna, Culinea, Dulano, Vemondo, Deluxe, Alnatura, dm Bio, dmBio, Enerbio",
  "Bioland, Demeter, Knorr, Maggi, Dr. Oetker, Kühne, Barilla, Kerrygold, Philadelphia, Mondamin, Rama, Sanella",
  "Meggle, Weihenstephan, Müller, Zott, Ehrmann, Hochland, Bonduelle, Iglo, Frosta, Uncle Ben's, Ben's Original",
  "Bertolli, De Cecco, Heinz, Thomy, Develey, Hengstenberg, Kikkoman, Galbani, Buitoni, Miracoli, Mutti, Alpro",
  "Landliebe, Bärenmarke, Exquisa, Almette, Leerdammer, Milram, Arla, Bresso, Ostmann, Fuchs, Homann, Ültje",
  "Kölln, Diamant, Südzucker, Aurora, Rügenwalder, Herta, Wiesenhof, Bautz'ner, Löwensenf, Schwartau, Zentis",
  "Nutella, Milka, Lindt, Leibniz, Bahlsen, Haribo, Oxo, Hellmann's, Kraft, Bisto, Marmite, Lea & Perrins",
  "Blue Dragon, McCormick, Schwartz, Nestlé, Carnation, Président",
]
  .join(", ")
  .split(", ")
  .map((brand) => tokenizeIngredient(brand).map((token) => token.text.toLowerCase()));
const BRAND_FIRST_WORDS = new Set(BRANDS.map((words) => words[0] as string));

/** Which tokens belong to a brand's name. */
function brandTokens(lowers: readonly string[]): boolean[] {
  const marks = lowers.map(() => false);
  lowers.forEach((lower, index) => {
    if (!BRAND_FIRST_WORDS.has(lower)) return;
    for (const words of BRANDS) {
      const matches = words.every((word, offset) => lowers[index + offset] === word);
      if (matches) for (let offset = 0; offset < words.length; offset++) marks[index + offset] = true;
    }
  });
  return marks;
}

// The words classOf reads as amounts in words: as `lower in NUMBER_WORDS` did, whose answer the weights learned,
// with an object's own inherited names ("constructor", "valueOf"), but in a Set, which is much faster to ask.
const NUMBER_WORD_CLASS = new Set([...Object.keys(NUMBER_WORDS), ...Object.getOwnPropertyNames(Object.prototype)]);

/** What the lexicons say of a token, as one feature value; `lowers` are the tokens' texts in lower case. */
function classOf(tokens: readonly Token[], lowers: readonly string[], index: number, brands: readonly boolean[]) {
  const token = tokens[index] as Token;
  if (token.kind === "number") return "num";
  if (brands[index]) return "brand";
  if (token.kind === "punct") return "p";
  const lower = lowers[index] as string;
  if (NUMBER_WORD_CLASS.has(lower)) return "nw";
  if (SIZE_WORDS.has(lower)) return "size";
  if (PREPARATION_WORDS.has(lower)) return "prep";
  if (PURPOSE_WORDS.has(lower)) return "for";
  if (ALTERNATIVE_WORDS.has(lower)) return "or";
  if (ASIDE_WORDS.has(lower)) return "aside";
  if (VAGUE_WORDS.has(lower)) return "vague";
  const next: string[] = [];
  for (let at = index; at < Math.min(tokens.length, index + 3); at++) next.push((tokens[at] as Token).text);
  const unit = matchUnit(next, { ingredientLine: true });
  if (unit) return "unit";
  const previous = tokens[index - 1];
  if (previous && lookupUnit(`${previous.text} ${token.text}`)) return "unit";
  return "w";
}

// Words that tell the languages apart in ingredient lines; German nouns are written with a capital.
const GERMAN_CUES = new Set(
  [
    "el tl msp msp. prise prisen bund bd. päckchen pck. pkg. dose dosen zehe zehen stück stk. scheibe scheiben becher",
    "handvoll messerspitze tasse tassen gramm gr etwas und oder zum zur für mit ohne nach von frisch ca. evtl. z.",
    "der die das den dem ein eine einer einen belieben geschmack",
  ]
    .join(" ")
    .split(" "),
);
const ENGLISH_CUES = new Set(
  [
    "tbsp tsp cup cups tablespoon tablespoons teaspoon teaspoons ounce ounces oz lb lbs pound pounds pinch handful",
    "and or for of the with to into about taste a an plus more see such as if from use chopped minced sliced diced",
    "cut peeled grated dried ground removed drained trimmed crushed halved seeded cooked fresh freshly finely thinly",
    "roughly coarsely large small medium whole extra red white green black brown oil sugar flour water salt",
    "pepper garlic cheese cream juice leaves seeds stock wine onion onions lemon chicken pieces slices cloves",
    "optional preferably garnish good quality",
  ]
    .join(" ")
    .split(" "),
);

// Short lines without an amount or a unit ("Salz, jodiert", "Paprikapulver, rosenscharf") have none of the cues
// above, so common German food and kitchen words count too (none of them an English word or a loanword English
// lines use, such as "quark" or "speck"), as do the heads German compounds end in ("Paprikapulver", "Weizenmehl"),
// and German participles ("jodiert", "paniert", "gehackt", "gerieben").
const GERMAN_WORDS = new Set(
  [
    "salz pfeffer zucker mehl milch ei eier zwiebel zwiebeln knoblauch knoblauchzehe knoblauchzehen wasser sahne",
    "zitrone zitronen limette limetten petersilie schnittlauch basilikum thymian rosmarin tomate tomaten kartoffel",
    "kartoffeln möhre möhren karotte karotten lauch porree gurke gurken spinat pilze schinken hackfleisch hähnchen",
    "fisch lachs hefe honig senf essig brot nudeln reis mandeln rosinen apfel birne birnen zimt muskat ingwer",
    "lorbeerblatt nelken kräuter joghurt frischkäse schmand saure süße frische frischer schwarz schwarzer weißer",
    "rote roter grüne grüner gelbe edelsüß rosenscharf scharf mühle bedarf belieben abschmecken bestreuen braten",
    "garnieren aus vom im beim auf grob fein hell dunkel kresse",
  ]
    .join(" ")
    .split(" "),
);
const COMPOUND_HEADS =
  "pulver mehl zucker sahne milch saft essig brühe käse butter fleisch nudeln kerne salz salat flocken";
const GERMAN_ENDINGS = new RegExp(
  `\\p{L}{3,}(${COMPOUND_HEADS.replaceAll(" ", "|")}|schoten?|abrieb|papier|folie)$|^tk-`,
  "u",
);
const DECIMAL_COMMA = /\d,\d/;
const UMLAUT = /[äöüß]/;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const GERMAN_PARTICIPLE = /^(ge\p{L}{4,}(t|en)|\p{L}{3,}iert(e|er|es|en)?)$/u;

/**
 * Whether a line reads as German: its words (cues, common foods, compound heads, participles), umlauts, a decimal
 * comma, capitalised nouns after the first word.
 */
export function looksGerman(tokens: readonly Token[]): boolean {
  let score = 0;
  tokens.forEach((token, index) => {
    if (token.kind === "number" && DECIMAL_COMMA.test(token.text)) score += 1;
    if (token.kind !== "word") return;
    const lower = token.text.toLowerCase();
    if (UMLAUT.test(lower)) score += 1;
    if (GERMAN_CUES.has(lower) || GERMAN_WORDS.has(lower)) score += 1;
    if (GERMAN_ENDINGS.test(lower) || GERMAN_PARTICIPLE.test(lower)) score += 1;
    if (ENGLISH_CUES.has(lower)) score -= 1;
    if (index > 0 && CAPITALISED.test(token.text) && !ENGLISH_CUES.has(lower)) score += 0.5;
  });
  return score > 0;
}

/** Words as features: lower case, numbers by their shape. */
function wordOf(token: Token, lower: string): string {
  return token.kind === "number" ? (NUMBER_SHAPES[shapeOf(token)] ?? "#") : lower;
}
const NUMBER_SHAPES: Record<string, string> = { range: "#range", frac: "#frac", dec: "#dec", int: "#int" };

/**
 * The feature templates, by their index in FEATURE_TEMPLATES. A feature is a template's name and its value
 * ("w=salt"), or its two values joined by "|" ("pw=1|cup"); "b", "ptc" and "last" have none. German lines also get
 * the templates that say nothing of the word itself once more, marked "D:" (the same index plus GERMAN), so the
 * model can learn where German lines differ while sharing the rest with English.
 */
const T = {
  b: 0,
  w: 1,
  s: 2,
  sh: 3,
  c: 4,
  p1: 5,
  n1: 6,
  p2: 7,
  n2: 8,
  pw: 9,
  wn: 10,
  pc: 11,
  cn: 12,
  i: 13,
  d: 14,
  k: 15,
  sn: 16,
  hn: 17,
  sb: 18,
  cl: 19,
  pp: 20,
  p3: 21,
  n3: 22,
  x3: 23,
  x2: 24,
  ptc: 25,
  last: 26,
} as const;
const GERMAN = Object.keys(T).length;
const TEMPLATE_NAMES = Object.keys(T).map((name) => (["b", "ptc", "last"].includes(name) ? name : `${name}=`));
export const FEATURE_TEMPLATES: readonly string[] = [...TEMPLATE_NAMES, ...TEMPLATE_NAMES.map((name) => `D:${name}`)];

/**
 * Strings as small numbers, so that a reader of many lines can remember what it looked up by number. It starts with
 * the digits, each its own number, and the empty string.
 */
export class Vocabulary {
  // The values every line has come first, with the smallest numbers, so that a reader may keep those in arrays.
  readonly texts: string[] = [..."0123456789".split(""), "", "^", "$", ...CLASSES, ...SHAPES];
  private readonly ids = new Map(this.texts.map((text, id) => [text, id]));

  idOf(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(text, id);
      this.texts.push(text);
    }
    return id;
  }
}
const EMPTY = 10;
// The values of classOf and shapeOf, and a number's word.
const CLASSES = ["num", "brand", "p", "nw", "size", "prep", "for", "or", "aside", "vague", "unit", "w"];
const SHAPES = ["range", "frac", "dec", "int", "XX", ...WORD_SHAPES, ...Object.values(NUMBER_SHAPES)];

/**
 * A feature as the weights name it, from its template and its values' numbers. The stem's and the suffixes'
 * templates take the lower-case word as their value and are named by what is worked out from it, so a reader that
 * remembers a word's features need not stem it again. (A number's word, "#int", is its own stem.)
 */
export function featureName(vocabulary: Vocabulary, template: number, value: number, second: number): string {
  const name = FEATURE_TEMPLATES[template] as string;
  const text = vocabulary.texts[value] as string;
  if (second >= 0) return `${name}${text}|${vocabulary.texts[second]}`;
  if (template === T.s) return `${name}${stemWord(text)}`;
  if (template === T.x3) return `${name}${text.slice(-3)}`;
  if (template === T.x2) return `${name}${text.slice(-2)}`;
  return `${name}${text}`;
}

/**
 * A line's features as numbers, four to a feature: the token, the template, the number of its value in the
 * vocabulary and that of its second value (or -1). A reader keeps one from line to line, so a line allocates none.
 */
export class FeatureList {
  data = new Int32Array(1024);
  length = 0;

  add(token: number, template: number, value: number, second: number): void {
    if (this.length + 4 > this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    const data = this.data;
    data[this.length] = token;
    data[this.length + 1] = template;
    data[this.length + 2] = value;
    data[this.length + 3] = second;
    this.length += 4;
  }
}

// Participles read as preparation in both languages: "chopped", "gehackt", "geschnitten".
const PARTICIPLE = /^(ge\p{L}{3,}(t|en)|\p{L}{3,}ed)$/u;
const BREAK = /^[,;:()[\]]$/;

/**
 * The features of every token: the word and its neighbours, its shape, what the unit and size vocabularies say, and
 * where it stands (before or after the first comma, in parentheses, how far in). Punctuation is always PUNC
 * (ingredient-tagger.ts): it has none. Small counts are their own numbers in the vocabulary. `isGerman` is
 * looksGerman(tokens), which the caller may know already.
 */
export function listLineFeatures(
  tokens: readonly Token[],
  isGerman: boolean,
  vocabulary: Vocabulary,
  features: FeatureList,
): void {
  features.length = 0;
  const count = tokens.length;
  const lowers = tokens.map((token) => token.text.toLowerCase());
  const brands = brandTokens(lowers);
  const classes: number[] = [];
  const words: string[] = [];
  const wordIds: number[] = [];
  let commasLeft = 0;
  let hasNumber = 0;
  for (let index = 0; index < count; index++) {
    const token = tokens[index] as Token;
    const word = wordOf(token, lowers[index] as string);
    classes.push(vocabulary.idOf(classOf(tokens, lowers, index, brands)));
    words.push(word);
    wordIds.push(vocabulary.idOf(word));
    if (token.text === "," && token.depth === 0) commasLeft++;
    if (token.kind === "number") hasNumber = 1;
  }
  const first = vocabulary.idOf("^");
  const end = vocabulary.idOf("$");
  const german = isGerman ? GERMAN : 0;
  let commas = 0;
  let seenNumber = 0;
  let sinceBreak = 0;
  for (let index = 0; index < count; index++) {
    const token = tokens[index] as Token;
    if (token.text === "," && token.depth === 0) {
      commas++;
      commasLeft--;
    }
    sinceBreak = token.kind === "punct" && BREAK.test(token.text) ? 0 : sinceBreak + 1;
    if (token.kind === "punct") continue;
    const word = words[index] as string;
    const own = wordIds[index] as number;
    const previous = wordIds[index - 1] ?? first;
    const next = wordIds[index + 1] ?? end;
    const before = wordIds[index - 2] ?? first;
    const shape = vocabulary.idOf(shapeOf(token));
    const kind = classes[index] as number;
    const previousClass = classes[index - 1] ?? first;
    const nextClass = classes[index + 1] ?? end;
    const at = Math.min(index, 6);
    const commasBefore = Math.min(commas, 2);
    const sinceBreakShown = Math.min(sinceBreak, 3);
    const commasAfter = Math.min(commasLeft, 2);
    const participle = token.kind === "word" && PARTICIPLE.test(word);
    const last = index === count - 1;
    features.add(index, T.b, EMPTY, -1);
    features.add(index, T.w, own, -1);
    features.add(index, T.s, own, -1);
    features.add(index, T.sh, shape, -1);
    features.add(index, T.c, kind, -1);
    features.add(index, T.p1, previous, -1);
    features.add(index, T.n1, next, -1);
    features.add(index, T.p2, before, -1);
    features.add(index, T.n2, wordIds[index + 2] ?? end, -1);
    features.add(index, T.pw, previous, own);
    features.add(index, T.wn, own, next);
    features.add(index, T.pc, previousClass, kind);
    features.add(index, T.cn, kind, nextClass);
    features.add(index, T.i, at, -1);
    features.add(index, T.d, token.depth, -1);
    features.add(index, T.k, commasBefore, -1);
    features.add(index, T.sn, seenNumber, -1);
    features.add(index, T.hn, hasNumber, -1);
    features.add(index, T.sb, sinceBreakShown, -1);
    features.add(index, T.cl, commasAfter, -1);
    features.add(index, T.pp, before, previous);
    features.add(index, T.p3, wordIds[index - 3] ?? first, -1);
    features.add(index, T.n3, wordIds[index + 3] ?? end, -1);
    if (token.kind === "word" && word.length > 3) {
      features.add(index, T.x3, own, -1);
      features.add(index, T.x2, own, -1);
    }
    if (participle) features.add(index, T.ptc, EMPTY, -1);
    if (last) features.add(index, T.last, EMPTY, -1);
    if (german) {
      features.add(index, german + T.b, EMPTY, -1);
      features.add(index, german + T.sh, shape, -1);
      features.add(index, german + T.c, kind, -1);
      features.add(index, german + T.pc, previousClass, kind);
      features.add(index, german + T.cn, kind, nextClass);
      features.add(index, german + T.i, at, -1);
      features.add(index, german + T.d, token.depth, -1);
      features.add(index, german + T.k, commasBefore, -1);
      features.add(index, german + T.sn, seenNumber, -1);
      features.add(index, german + T.hn, hasNumber, -1);
      features.add(index, german + T.sb, sinceBreakShown, -1);
      features.add(index, german + T.cl, commasAfter, -1);
      if (participle) features.add(index, german + T.ptc, EMPTY, -1);
      if (last) features.add(index, german + T.last, EMPTY, -1);
    }
    if (token.kind === "number") seenNumber = 1;
  }
}

/** The features of every token as strings, as the training script reads them. */
export function lineFeatures(tokens: readonly Token[]): string[][] {
  const vocabulary = new Vocabulary();
  const list = new FeatureList();
  listLineFeatures(tokens, looksGerman(tokens), vocabulary, list);
  const features: string[][] = tokens.map(() => []);
  const { data } = list;
  for (let at = 0; at < list.length; at += 4) {
    const name = featureName(vocabulary, data[at + 1] as number, data[at + 2] as number, data[at + 3] as number);
    (features[data[at] as number] as string[]).push(name);
  }
  return features;
}
