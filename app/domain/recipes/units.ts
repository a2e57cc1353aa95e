/**
 * The units a recipe line can name, in English and German, each with the words cooks write for it. `base` and
 * `factor` say how much of grams (mass) or millilitres (volume) one unit is; count units have none and are never
 * converted. Lookup is case-insensitive and takes the longest alias (so "fl oz" wins over "oz").
 */
/** How a cook wants amounts shown: metric, or US customary. */
export const UNIT_SYSTEMS = ["metric", "us"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

type UnitKind = "mass" | "volume" | "count";

/** `length`: a size ("2.5cm/1in piece ginger"), read in ingredient lines but not where matchUnit looks in steps. */
type UnitDefinition = { kind: UnitKind; factor?: number; length?: boolean; aliases: string[] };

const UNITS = {
  mg: { kind: "mass", factor: 0.001, aliases: ["mg", "milligram", "milligrams", "milligramm"] },
  g: { kind: "mass", factor: 1, aliases: ["g", "gr", "gr.", "gram", "grams", "gramm", "grammes"] },
  // Austrian recipes weigh in dekagrams: "25 dag Mehl".
  dag: { kind: "mass", factor: 10, aliases: ["dag", "dkg", "dekagramm", "deka"] },
  kg: { kind: "mass", factor: 1000, aliases: ["kg", "kilo", "kilos", "kilogram", "kilograms", "kilogramm"] },
  oz: { kind: "mass", factor: 28.349523, aliases: ["oz", "oz.", "ounce", "ounces", "unze", "unzen"] },
  lb: {
    kind: "mass",
    factor: 453.59237,
    aliases: ["lb", "lb.", "lbs", "lbs.", "pound", "pounds", "pfund", "pfd.", "pfd"],
  },
  ml: { kind: "volume", factor: 1, aliases: ["ml", "milliliter", "milliliters", "millilitre", "millilitres"] },
  cl: { kind: "volume", factor: 10, aliases: ["cl", "centiliter", "zentiliter"] },
  dl: { kind: "volume", factor: 100, aliases: ["dl", "deciliter", "deziliter"] },
  l: { kind: "volume", factor: 1000, aliases: ["l", "liter", "liters", "litre", "litres", "ltr", "ltr."] },
  tsp: {
    kind: "volume",
    factor: 4.928922,
    aliases: [
      "tsp",
      "tsp.",
      "tsps",
      "teaspoon",
      "teaspoons",
      "tl",
      "tl.",
      "teel.",
      "teelöffel",
      "kaffeelöffel",
      // Austrian "KL" (Kaffeelöffel); chefkoch's "kl." with its full stop stays the size "klein".
      "kl",
      "level tsp",
      "gestrichener tl",
      "gestrichene tl",
      "gestr. tl",
      "teel",
      "gestrichener teelöffel",
      "gestrichene teelöffel",
      "gestr. teelöffel",
    ],
  },
  tbsp: {
    kind: "volume",
    factor: 14.786765,
    aliases: [
      "tbsp",
      "tbsp.",
      "tbsps",
      "tbs",
      "tbl",
      "tb",
      "tb.",
      "tablespoon",
      "tablespoons",
      "el",
      "el.",
      "essl.",
      "esslöffel",
      "eßl.",
      "eßlöffel",
      "level tbsp",
      "gestrichener el",
      "gestrichene el",
      "gestr. el",
      "essl",
      "eßl",
      "gestrichener esslöffel",
      "gestrichene esslöffel",
      "gestr. esslöffel",
    ],
  },
  "heaped-tsp": {
    kind: "volume",
    factor: 7.39,
    aliases: [
      "heaped tsp",
      "heaping tsp",
      "heaped teaspoon",
      "heaping teaspoon",
      "heaped teaspoons",
      "heaping teaspoons",
      "gehäufte teelöffel",
      "gehäufter tl",
      "gehäufte tl",
      "geh. tl",
      "gehäufter teelöffel",
    ],
  },
  "heaped-tbsp": {
    kind: "volume",
    factor: 22.18,
    aliases: [
      "heaped tbsp",
      "heaping tbsp",
      "heaped tablespoon",
      "heaping tablespoon",
      "heaped tablespoons",
      "heaping tablespoons",
      "gehäufte esslöffel",
      "gehäufter el",
      "gehäufte el",
      "geh. el",
      "gehäufter esslöffel",
    ],
  },
  dessertspoon: {
    kind: "volume",
    factor: 10,
    aliases: ["dessertspoon", "dessertspoons", "dessert spoon", "dessert spoons", "dsp", "dessertlöffel"],
  },
  cup: { kind: "volume", factor: 236.588237, aliases: ["c", "c.", "cup", "cups", "tasse", "tassen"] },
  "fl-oz": {
    kind: "volume",
    factor: 29.573529,
    aliases: ["fl oz", "fl. oz.", "fl. oz", "fl.oz", "floz", "fluid ounce", "fluid ounces"],
  },
  pint: { kind: "volume", factor: 473.176473, aliases: ["pt", "pt.", "pint", "pints"] },
  quart: { kind: "volume", factor: 946.352946, aliases: ["qt", "qt.", "quart", "quarts"] },
  gallon: { kind: "volume", factor: 3785.411784, aliases: ["gal", "gallon", "gallons"] },
  pinch: { kind: "count", aliases: ["pinch", "pinches", "prise", "prisen", "pr."] },
  dash: {
    kind: "count",
    aliases: ["dash", "dashes", "splash", "splashes", "glug", "glugs", "schuss", "spritzer", "spritzern"],
  },
  "knife-tip": { kind: "count", aliases: ["msp", "msp.", "messersp.", "messerspitze", "messerspitzen"] },
  drop: { kind: "count", aliases: ["drop", "drops", "tropfen"] },
  bunch: {
    kind: "count",
    aliases: ["bunch", "bunches", "bund", "bd.", "bd", "bündel", "sträußchen", "sträusschen"],
  },
  handful: { kind: "count", aliases: ["handful", "handfuls", "handvoll", "hand voll"] },
  sprig: {
    kind: "count",
    aliases: ["sprig", "sprigs", "branch", "branches", "zweig", "zweige", "zweiglein", "zweigen"],
  },
  stalk: {
    kind: "count",
    aliases: [
      "stalk",
      "stalks",
      "rib",
      "ribs",
      "stem",
      "stems",
      "spear",
      "spears",
      "stange",
      "stangen",
      "stiel",
      "stiele",
      "stielen",
      "stängel",
      "stängeln",
      "stg.",
    ],
  },
  stick: { kind: "count", aliases: ["stick", "sticks"] },
  clove: { kind: "count", aliases: ["clove", "cloves", "zehe", "zehen"] },
  head: { kind: "count", aliases: ["head", "heads", "bulb", "bulbs", "kopf", "köpfe", "knolle", "knollen", "häuptel"] },
  ear: { kind: "count", aliases: ["ear", "ears"] },
  slice: {
    kind: "count",
    // Swiss sites slice ham and bread in "Tranchen".
    aliases: ["slice", "slices", "rasher", "rashers", "scheibe", "scheiben", "scheibchen", "tranche", "tranchen"],
  },
  piece: {
    kind: "count",
    aliases: [
      "piece",
      "pieces",
      "pc",
      "pcs",
      "stück",
      "stücke",
      "stk",
      "stk.",
      "stck.",
      "stck",
      "st.",
      "kugel",
      "kugeln",
      "ball",
      "balls",
      "chunk",
      "chunks",
      "block",
      "blocks",
      "square",
      "squares",
      "log",
      "logs",
    ],
  },
  can: { kind: "count", aliases: ["can", "cans", "tin", "tins", "dose", "dosen", "döschen"] },
  jar: { kind: "count", aliases: ["jar", "jars", "glas", "gläser", "gläschen"] },
  packet: {
    kind: "count",
    aliases: [
      "packet",
      "packets",
      "package",
      "packages",
      "pack",
      "packs",
      "pkg",
      "päckchen",
      "päckli",
      "packerl",
      "pck.",
      "pck",
      "pkg.",
      "packung",
      "packungen",
      "paket",
      "pakete",
      "pkt.",
      "pkt",
      "tüte",
      "tüten",
      "tütchen",
      "beutel",
      "btl.",
      "btl",
      "sachet",
      "sachets",
      "envelope",
      "envelopes",
      "bag",
      "bags",
      "box",
      "boxes",
      "pckg.",
      "pckg",
      "tube",
      "tubes",
      "tuben",
      "rolle",
      "rollen",
      "sleeve",
      "sleeves",
    ],
  },
  container: {
    kind: "count",
    aliases: [
      "container",
      "containers",
      "tub",
      "tubs",
      "punnet",
      "punnets",
      "carton",
      "cartons",
      "tetrapak",
      "tetra pak",
      "becher",
      "schale",
      "schalen",
      "schälchen",
      "pot",
      "pots",
      "topf",
      "töpfe",
      "kästchen",
      "beet",
    ],
  },
  cube: { kind: "count", aliases: ["cube", "cubes", "würfel"] },
  sheet: { kind: "count", aliases: ["sheet", "sheets", "blatt", "blätter", "platte", "platten"] },
  leaf: { kind: "count", aliases: ["leaf", "leaves", "blättchen"] },
  strip: { kind: "count", aliases: ["strip", "strips", "streifen"] },
  wedge: { kind: "count", aliases: ["wedge", "wedges", "spalte", "spalten"] },
  bar: { kind: "count", aliases: ["tafel", "tafeln"] },
  loaf: { kind: "count", aliases: ["loaf", "loaves", "laib", "laibe"] },
  bottle: { kind: "count", aliases: ["bottle", "bottles", "flasche", "flaschen", "fläschchen", "fl."] },
  knob: { kind: "count", aliases: ["knob", "knobs", "stückchen"] },
  recipe: { kind: "count", aliases: ["recipe", "recipes", "batch", "batches", "rezept", "rezepte"] },
  cm: {
    kind: "count",
    length: true,
    aliases: ["cm", "centimeter", "centimeters", "centimetre", "centimetres", "zentimeter", "cm piece", "cm pieces"],
  },
  inch: {
    kind: "count",
    length: true,
    aliases: ["in", "in.", "inch", "inches", "inch piece", "inch pieces", "zoll"],
  },
} as const satisfies Record<string, UnitDefinition>;

export type UnitId = keyof typeof UNITS;

export function unitKind(unit: UnitId): UnitKind {
  return UNITS[unit].kind;
}

/** Grams or millilitres in one of the unit; undefined for count units. */
export function unitFactor(unit: UnitId): number | undefined {
  const definition: UnitDefinition = UNITS[unit];
  return definition.factor;
}

const BY_ALIAS = new Map<string, UnitId>(
  (Object.entries(UNITS) as [UnitId, UnitDefinition][]).flatMap(([id, unit]) =>
    unit.aliases.map((alias) => [alias, id] as const),
  ),
);
/** Every word and phrase a unit is written as, longest first ("fl oz" before "oz"). */
export const UNIT_WORDS = [...BY_ALIAS.keys()].sort((a, b) => b.length - a.length);
const LONGEST_ALIAS_WORDS = Math.max(...[...BY_ALIAS.keys()].map((alias) => alias.split(" ").length));

// Words that make a unit bigger or smaller without changing it: "small handful", "good pinch", "scant cup",
// "knapp 1 EL" aside. "heaped"/"gehäufter" and "level"/"gestrichener" are not here: they are units of their own.
const UNIT_MODIFIERS = new Set([
  "small",
  "large",
  "big",
  "medium",
  "lg",
  "sm",
  "md",
  "med",
  "good",
  "generous",
  "scant",
  "heaping",
  "rounded",
  "level",
  "thin",
  "thick",
  "whole",
  "thumb-sized",
  "medium-size",
  "medium-sized",
  "plump",
  "fat",
  "healthy",
  "long",
  "fine",
  "paper-thin",
  "kl.",
  "kleine",
  "kleiner",
  "kleines",
  "große",
  "großer",
  "großes",
  "grosse",
  "grosser",
  "grosses",
  "knappe",
  "knapper",
  "gute",
  "guter",
  "gutes",
  "kräftige",
  "kräftiger",
  "reichlich",
  "daumengroß",
  "daumengroße",
  "daumengroßes",
  "walnussgroß",
  "walnussgroßes",
  "haselnussgroß",
  "haselnussgroßes",
]);

const NEEDS_FOLDING = /^\s|\s$|\s\s|[^\S ]|[(/]/;
const SPACES = /\s+/g;
const PLURAL_ENDING = /(?:\((?:n|en|e|s|es|er)\)|\/(?:n|en|e|s|es|er))$/;

/** The unit a word (or a few words) names, if any: "EL", "fl oz", and "small bunch" is a bunch. */
export function lookupUnit(text: string): UnitId | undefined {
  // Most texts are words with one space between them: their key is their lower case, with no spaces to trim or fold
  // nor a plural ending to drop.
  const key = NEEDS_FOLDING.test(text)
    ? text.trim().toLowerCase().replace(SPACES, " ").replace(PLURAL_ENDING, "")
    : text.toLowerCase();
  const unit = BY_ALIAS.get(key);
  if (unit) return unit;
  const space = key.indexOf(" ");
  return space > 0 && UNIT_MODIFIERS.has(key.slice(0, space)) ? BY_ALIAS.get(key.slice(space + 1)) : undefined;
}

// Words that name a shape something is cut into or formed to: "2 strips bacon" is an amount, "cut into 8 wedges"
// or "zu 2 Rollen formen" in a step is not.
const SHAPES = new Set(
  [
    "strip strips streifen wedge wedges spalte spalten ball balls chunk chunks block blocks",
    "square squares log logs rolle rollen platte platten",
  ]
    .join(" ")
    .split(" "),
);

/**
 * The unit at the start of `words`, trying the longest alias first; answers the unit and how many words it took.
 * Lengths and shapes count only in an ingredient line (`ingredientLine`): in a step, "a 24 cm tin" names a size and
 * "cut into 8 wedges" a shape, not amounts to scale.
 */
export function matchUnit(
  words: readonly string[],
  { ingredientLine = false }: { ingredientLine?: boolean } = {},
): { unit: UnitId; length: number } | undefined {
  for (let length = Math.min(LONGEST_ALIAS_WORDS, words.length); length >= 1; length--) {
    const alias = length === 1 ? (words[0] ?? "") : words.slice(0, length).join(" ");
    const unit = lookupUnit(alias);
    if (!unit) continue;
    if (ingredientLine || !((UNITS[unit] as UnitDefinition).length || SHAPES.has(alias.toLowerCase()))) {
      return { unit, length };
    }
  }
  return undefined;
}
