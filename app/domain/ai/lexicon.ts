import type { Allergen } from "~/domain/diets/vocabulary";
import { FOODS, type Kind, type Trait } from "./foods";
import { fold } from "./vocabulary";

/**
 * Reads food words out of free text in English and German: the engine's own foods by every name, and common foods it
 * never uses, so that text from an AI provider is checked as strictly as the built-in engine's. Terms are matched
 * longest first, so "coconut milk" is not milk, "butternut squash" holds no nut and "Erdnussmus" is peanut, not nut.
 * English terms match whole words and their plurals; German terms also match inside compounds ("Gemüsebrühe",
 * "Vollmilch"), because German writes foods together.
 */

export type Flags = { kinds: Kind[]; allergens: Allergen[]; traits: Trait[] };
type Term = { folded: string; german: boolean; foodId: string | null; flags: Flags; staple: boolean };
/** A food word in a text; `negated` when the text rules it out right there ("gluten free", "milchfrei"). */
type Match = { term: Term; text: string; negated: boolean };

const none: Flags = { kinds: [], allergens: [], traits: [] };

/** Foods outside the engine's base, as [English words, German words, flags]. */
const GENERIC: [string[], string[], Partial<Flags>][] = [
  // Lookalikes that hold none of what their names suggest.
  [
    ["coconut", "nutmeg", "coconut cream", "cocoa butter", "shea butter", "water chestnut", "cream of tartar"],
    [
      "kokosnuss",
      "kokos",
      "muskatnuss",
      "muskat",
      "kokosmilch",
      "kokoscreme",
      "kokosnussmilch",
      "reismehl",
      "maisstaerke",
      "eisbergsalat",
      "eiswuerfel",
    ],
    {},
  ],
  [["rice flour", "corn flour", "cornflour", "cornstarch", "chickpea flour", "almond flour"], [], {}],
  [
    [
      "beef",
      "pork",
      "lamb",
      "veal",
      "ham",
      "sausage",
      "salami",
      "prosciutto",
      "pancetta",
      "mince",
      "meatball",
      "venison",
      "lard",
      "gelatin",
      "gelatine",
    ],
    [
      "rind",
      "rinder",
      "schwein",
      "schweine",
      "lamm",
      "kalb",
      "schinken",
      "wurst",
      "wuerstchen",
      "salami",
      "hackfleisch",
      "hack",
      "fleisch",
      "frikadelle",
      "speck",
      "schmalz",
      "gelatine",
      "hirsch",
      "reh",
    ],
    { kinds: ["meat"] },
  ],
  [
    ["chicken", "turkey", "duck", "goose", "chicken stock", "chicken broth"],
    ["huhn", "huehner", "haehnchen", "haehnchen", "gefluegel", "pute", "puten", "ente", "gans", "huehnerbruehe"],
    { kinds: ["poultry"], allergens: [] },
  ],
  [
    [
      "fish",
      "salmon",
      "tuna",
      "cod",
      "anchovy",
      "anchovies",
      "sardine",
      "mackerel",
      "trout",
      "haddock",
      "pollock",
      "worcestershire",
      "fish stock",
    ],
    [
      "fisch",
      "lachs",
      "thunfisch",
      "kabeljau",
      "sardelle",
      "sardellen",
      "sardine",
      "makrele",
      "forelle",
      "seelachs",
      "hering",
      "fischfond",
    ],
    { kinds: ["fish"], allergens: ["fish"] },
  ],
  [
    ["prawn", "shrimp", "crab", "lobster", "crayfish", "langoustine", "shrimp paste"],
    ["garnele", "garnelen", "krabbe", "krabben", "hummer", "languste", "scampi", "shrimps", "krebs", "garnelenpaste"],
    { kinds: ["seafood"], allergens: ["crustaceans"] },
  ],
  [
    ["mussel", "clam", "oyster", "squid", "octopus", "scallop", "calamari", "oyster sauce"],
    ["muschel", "muscheln", "auster", "austern", "tintenfisch", "kalmar", "oktopus", "jakobsmuschel", "austernsosse"],
    { kinds: ["seafood"], allergens: ["molluscs"] },
  ],
  [
    ["egg", "mayonnaise", "mayo", "egg yolk", "aioli", "meringue"],
    ["ei", "eier", "eigelb", "eiweiss", "mayonnaise", "mayo"],
    { kinds: ["egg"], allergens: ["eggs"] },
  ],
  [
    [
      "milk",
      "butter",
      "cream",
      "cheese",
      "yogurt",
      "yoghurt",
      "ghee",
      "buttermilk",
      "creme fraiche",
      "mascarpone",
      "ricotta",
      "mozzarella",
      "parmesan",
      "gouda",
      "whey",
      "quark",
      "cream cheese",
      "burrata",
    ],
    [
      "milch",
      "butter",
      "sahne",
      "kaese",
      "joghurt",
      "quark",
      "schmand",
      "creme fraiche",
      "frischkaese",
      "mozzarella",
      "molke",
      "rahm",
      "ghee",
      "buttermilch",
    ],
    { kinds: ["dairy"], allergens: ["milk"] },
  ],
  [
    ["parmigiano", "grana padano", "pecorino", "gorgonzola"],
    ["parmigiano", "pecorino"],
    { kinds: ["dairy", "rennet"], allergens: ["milk"] },
  ],
  [["honey"], ["honig"], { kinds: ["honey"], traits: ["sugar"] }],
  [
    [
      "wheat",
      "flour",
      "bread",
      "breadcrumbs",
      "pasta",
      "noodles",
      "spaghetti",
      "couscous",
      "bulgur",
      "barley",
      "rye",
      "spelt",
      "semolina",
      "seitan",
      "tortilla",
      "pita",
      "naan",
      "croutons",
      "panko",
      "udon",
      "lasagne",
      "gnocchi",
      "dumplings",
    ],
    [
      "weizen",
      "mehl",
      "brot",
      "broetchen",
      "paniermehl",
      "semmelbroesel",
      "nudeln",
      "pasta",
      "dinkel",
      "gerste",
      "roggen",
      "griess",
      "seitan",
      "knoedel",
      "spaetzle",
      "croutons",
      "fladenbrot",
    ],
    { allergens: ["gluten"], traits: ["carb"] },
  ],
  [
    ["oats", "oat milk", "oat cream"],
    ["hafer", "haferflocken", "haferdrink"],
    { allergens: ["gluten"], traits: ["carb"] },
  ],
  [
    [
      "almond",
      "hazelnut",
      "walnut",
      "cashew",
      "pecan",
      "pistachio",
      "macadamia",
      "brazil nut",
      "pine nut",
      "nut",
      "nuts",
      "marzipan",
      "praline",
      "pesto",
      "frangipane",
    ],
    [
      "nuss",
      "nuesse",
      "mandel",
      "mandeln",
      "haselnuss",
      "walnuss",
      "cashew",
      "pekannuss",
      "pistazie",
      "pistazien",
      "macadamia",
      "paranuss",
      "pinienkerne",
      "marzipan",
      "pesto",
      "krokant",
    ],
    { allergens: ["nuts"], traits: ["fat"] },
  ],
  [
    ["peanut", "satay", "groundnut"],
    ["erdnuss", "erdnuesse", "erdnussbutter"],
    { allergens: ["peanuts"], traits: ["fat"] },
  ],
  [
    ["soy", "soya", "tofu", "tempeh", "edamame", "miso", "tamari", "soy sauce"],
    ["soja", "sojasosse", "sojasauce", "tofu", "tempeh", "miso", "edamame"],
    { allergens: ["soybeans"] },
  ],
  [
    ["celery", "celeriac", "stock", "broth", "bouillon", "stock cube"],
    ["sellerie", "bruehe", "fond", "bruehwuerfel", "knollensellerie", "staudensellerie"],
    { allergens: ["celery"], traits: ["salt"] },
  ],
  [["mustard"], ["senf"], { allergens: ["mustard"] }],
  [
    ["sesame", "tahini", "zaatar", "za atar", "halva", "gomasio"],
    ["sesam", "tahin", "tahini", "halva"],
    { allergens: ["sesame"] },
  ],
  [
    ["wine", "sherry", "port", "beer", "sake", "mirin", "vinegar", "dried apricot", "dried apricots", "raisins"],
    ["wein", "sherry", "bier", "essig", "rosinen", "trockenobst"],
    { allergens: ["sulphites"] },
  ],
  [["lupin", "lupine"], ["lupine", "lupinen", "lupinenmehl"], { allergens: ["lupin"] }],
  [
    ["potato", "rice", "polenta", "quinoa", "corn", "cornmeal", "sweet potato"],
    ["kartoffel", "kartoffeln", "reis", "polenta", "quinoa", "mais", "suesskartoffel"],
    { traits: ["carb"] },
  ],
  [
    ["lentils", "beans", "chickpeas", "peas", "hummus"],
    ["linsen", "bohnen", "kichererbsen", "erbsen", "hummus"],
    { traits: ["legume"] },
  ],
  [
    ["sugar", "syrup", "agave", "ketchup", "jam", "molasses", "sweet chili sauce", "caramel", "chocolate"],
    ["zucker", "sirup", "agavendicksaft", "ketchup", "marmelade", "konfituere", "karamell", "schokolade"],
    { traits: ["sugar"] },
  ],
  [["bacon", "lard", "double cream", "heavy cream"], ["speck", "schmalz", "schlagsahne"], { traits: ["fat"] }],
  [
    ["salt", "soy sauce", "fish sauce", "capers", "olives", "anchovies", "bouillon"],
    ["salz", "kapern", "oliven"],
    { traits: ["salt"] },
  ],
  [
    ["rum", "vodka", "brandy", "cognac", "liqueur", "whisky", "whiskey", "beer", "wine"],
    ["rum", "wodka", "weinbrand", "likoer", "bier", "wein"],
    { traits: ["alcohol"] },
  ],
];

/** Endings a word may add to a term and still be that food: plurals, and German case endings. */
const ENGLISH_ENDINGS = ["", "s", "es"];
const GERMAN_ENDINGS = ["", "s", "es", "n", "en", "e", "er"];
/** Four-letter German heads that end compounds safely ("Bergkäse", "Weizenmehl", "Dijon-Senf"). */
const SHORT_HEADS = new Set(["kase", "mehl", "senf"]);

function merge(a: Flags, b: Partial<Flags>): Flags {
  const union = <T>(x: T[], y: T[] = []) => [...new Set([...x, ...y])];
  return {
    kinds: union(a.kinds, b.kinds),
    allergens: union(a.allergens, b.allergens),
    traits: union(a.traits, b.traits),
  };
}

function buildTerms(): Term[] {
  const terms = new Map<string, Term>();
  const add = (word: string, german: boolean, foodId: string | null, flags: Partial<Flags>, staple = false) => {
    const folded = fold(word);
    if (folded.length < 2) return;
    const existing = terms.get(folded);
    if (existing) {
      // A word that names an engine food keeps that food; generic words only add what they know.
      existing.flags = merge(existing.flags, flags);
      existing.german ||= german;
      return;
    }
    terms.set(folded, { folded, german, foodId, flags: merge(none, flags), staple });
  };
  for (const food of FOODS) {
    const flags = { kinds: food.kinds ?? [], allergens: food.allergens ?? [], traits: food.traits ?? [] };
    for (const name of [...food.en.split("|"), ...(food.ref?.[0].split("|") ?? [])])
      add(name, false, food.id, flags, food.staple);
    for (const name of [...food.de.split("|"), ...(food.ref?.[1].split("|") ?? [])])
      add(name, true, food.id, flags, food.staple);
    if (food.title) {
      add(food.title[0], false, food.id, flags, food.staple);
      add(food.title[1], true, food.id, flags, food.staple);
    }
    for (const alias of food.aliases ?? []) add(alias, false, food.id, flags, food.staple);
  }
  for (const [english, german, flags] of GENERIC) {
    for (const word of english) add(word, false, null, flags);
    for (const word of german) add(word, true, null, flags);
  }
  return [...terms.values()].sort((a, b) => b.folded.length - a.folded.length);
}

const TERMS = buildTerms();

/** Terms by their first two letters, and single-word German heads by their last four, each longest first. */
const BY_START = new Map<string, Term[]>();
const BY_END = new Map<string, Term[]>();
for (const term of TERMS) {
  const start = term.folded.slice(0, 2);
  BY_START.set(start, [...(BY_START.get(start) ?? []), term]);
  if (term.german && !term.folded.includes(" ") && (term.folded.length >= 5 || SHORT_HEADS.has(term.folded))) {
    const end = term.folded.slice(-4);
    BY_END.set(end, [...(BY_END.get(end) ?? []), term]);
  }
}

/** Whether `tail` (what follows a term inside a word) still leaves the word that food. */
function endsWell(term: Term, tail: string): boolean {
  if (term.folded.length < 4) return tail === "";
  return (term.german ? GERMAN_ENDINGS : ENGLISH_ENDINGS).includes(tail) || (term.german && term.folded.length >= 4);
}

/**
 * Every food term in the text, longest first at each place. A German term may start a compound ("Kichererbsencurry")
 * or end one ("Gemüsebrühe"); an English one must be the whole word or its plural.
 */
export function scanFoods(text: string): Match[] {
  const folded = ` ${fold(text)} `;
  const matches: Match[] = [];
  let position = 1;
  while (position < folded.length - 1) {
    const wordEnd = folded.indexOf(" ", position);
    const rest = folded.slice(position);
    const term = (BY_START.get(folded.slice(position, position + 2)) ?? []).find((candidate) => {
      if (!rest.startsWith(candidate.folded)) return false;
      const after = position + candidate.folded.length;
      return endsWell(candidate, folded.slice(after, folded.indexOf(" ", after)));
    });
    if (term) {
      const after = position + term.folded.length;
      const tailEnd = folded.indexOf(" ", after);
      const tail = folded.slice(after, tailEnd);
      const nextWord = folded.slice(tailEnd + 1, folded.indexOf(" ", tailEnd + 1));
      const negated = tail === "frei" || (tail === "" && (nextWord === "free" || nextWord === "frei"));
      matches.push({ term, text: term.folded, negated });
      // The rest of a German compound may name another food ("Kichererbsen|curry"); a plural ending does not.
      position = GERMAN_ENDINGS.includes(tail) ? tailEnd + 1 : after;
      continue;
    }
    const word = folded.slice(position, wordEnd);
    const head = (BY_END.get(word.slice(-4)) ?? []).find((candidate) => word.endsWith(candidate.folded));
    if (head) matches.push({ term: head, text: head.folded, negated: false });
    position = wordEnd + 1;
  }
  return matches;
}

/** Words for families of foods, both languages, and the group they stand for in the food base. */
const GROUP_WORDS: Record<string, string[]> = {
  meat: ["meat", "fleisch"],
  "red meat": ["red meat", "rotes fleisch"],
  pork: ["pork", "schwein", "schweinefleisch"],
  beef: ["beef", "rindfleisch", "rind"],
  lamb: ["lamb", "lamm", "lammfleisch"],
  chicken: ["chicken", "huhn", "haehnchen", "huehnchen"],
  poultry: ["poultry", "gefluegel"],
  fish: ["fish", "fisch"],
  seafood: ["seafood", "meeresfruechte"],
  shellfish: ["shellfish", "schalentiere", "krustentiere"],
  mushrooms: ["mushroom", "mushrooms", "pilz", "pilze"],
  alliums: ["allium", "alliums", "zwiebelgewaechse"],
  onions: ["onion", "onions", "zwiebel", "zwiebeln"],
  garlic: ["garlic", "knoblauch"],
  nightshades: ["nightshade", "nightshades", "nachtschatten", "nachtschattengewaechse"],
  tomatoes: ["tomato", "tomatoes", "tomate", "tomaten"],
  peppers: ["bell pepper", "bell peppers", "paprikaschoten", "paprika"],
  chili: ["chili", "chilli", "chilies", "chillies", "spicy food"],
  citrus: ["citrus", "zitrus", "zitrusfruechte"],
  alcohol: ["alcohol", "alkohol", "wine", "wein"],
  legumes: ["legume", "legumes", "pulses", "huelsenfruechte"],
  beans: ["bean", "beans", "bohne", "bohnen"],
  cheese: ["cheese", "kaese"],
  dairy: ["dairy", "milchprodukte"],
  nuts: ["nut", "nuts", "tree nuts", "nuss", "nuesse", "schalenfruechte"],
  peanuts: ["peanut", "peanuts", "erdnuss", "erdnuesse"],
  sesame: ["sesame", "sesam"],
  soy: ["soy", "soya", "soja"],
  wheat: ["wheat", "weizen"],
  rice: ["rice", "reis"],
  pasta: ["pasta", "nudeln"],
  noodles: ["noodle", "noodles"],
  potatoes: ["potato", "potatoes", "kartoffel", "kartoffeln"],
  cabbage: ["cabbage", "kohl"],
  egg: ["egg", "eggs", "ei", "eier"],
  grains: ["grain", "grains", "getreide"],
  seeds: ["seeds", "kerne", "samen"],
  squash: ["squash", "pumpkin", "kuerbis"],
  mince: ["mince", "ground meat", "hackfleisch", "hack"],
  sausage: ["sausage", "wurst"],
  bacon: ["bacon", "speck"],
  cream: ["cream", "sahne"],
  milk: ["milk", "milch"],
  yogurt: ["yogurt", "yoghurt", "joghurt"],
  tortillas: ["tortilla", "tortillas"],
  lentils: ["lentil", "lentils", "linse", "linsen"],
  chickpeas: ["chickpea", "chickpeas", "kichererbse", "kichererbsen"],
  prawns: ["prawn", "prawns", "shrimp", "garnelen"],
  salmon: ["salmon", "lachs"],
  tuna: ["tuna", "thunfisch"],
  "white fish": ["white fish", "weissfisch"],
  tofu: ["tofu"],
  lettuce: ["lettuce", "blattsalat"],
  bread: ["bread", "brot"],
  wine: ["wine", "wein"],
  mustard: ["mustard", "senf"],
  eggs: ["eggs", "eier"],
};

/** The groups a phrase names ("no pork" names pork), folded and compared whole. */
function groupsNamed(phrase: string): string[] {
  const folded = fold(phrase);
  return Object.entries(GROUP_WORDS)
    .filter(([group, words]) => words.some((word) => fold(word) === folded) || fold(group) === folded)
    .map(([group]) => group);
}

/** The engine foods a word or phrase names: by a group it stands for, or by one of the food's names. */
export function foodsNamed(phrase: string): string[] {
  const folded = fold(phrase);
  if (!folded) return [];
  const groups = groupsNamed(folded);
  const byGroup = FOODS.filter((food) => food.groups?.some((group) => groups.includes(group))).map((food) => food.id);
  const byName = scanFoods(folded)
    .filter((match) => match.term.foodId && match.term.folded.length >= folded.length - 2)
    .map((match) => match.term.foodId as string);
  return [...new Set([...byGroup, ...byName])];
}
