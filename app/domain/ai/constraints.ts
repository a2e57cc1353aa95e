import { type Allergen, DIETS, type Diet, EU_ALLERGENS } from "~/domain/diets/vocabulary";
import { FOODS } from "./food-base";
import type { Food, Kind, Trait } from "./foods";
import { foodsNamed } from "./lexicon";
import type { IdeaRequest } from "./schemas";
import { CUISINE_WORDS, type CuisineKey, type Duration, fold } from "./vocabulary";

/**
 * The hard constraints of a request, gathered from the page, the free text and the user's stored restrictions and
 * allergies. Both engines and the post-checks read the same constraints; none of them is ever relaxed.
 */

export const DISHES = [
  "stir-fry",
  "curry",
  "pasta",
  "soup",
  "stew",
  "salad",
  "bowl",
  "bake",
  "tacos",
  "risotto",
  "omelette",
] as const;
export type DishId = (typeof DISHES)[number];

/** What each diet rules out; meat-based also requires meat or poultry. */
export const DIET_RULES: Record<Diet, { kinds?: Kind[]; allergens?: Allergen[]; traits?: Trait[] }> = {
  vegetarian: { kinds: ["meat", "poultry", "fish", "seafood", "rennet"] },
  vegan: { kinds: ["meat", "poultry", "fish", "seafood", "rennet", "egg", "dairy", "honey"] },
  pescatarian: { kinds: ["meat", "poultry", "rennet"] },
  "gluten-free": { allergens: ["gluten"] },
  "dairy-free": { kinds: ["dairy"], allergens: ["milk"] },
  keto: { traits: ["carb", "sugar", "legume"] },
  "meat-based": {},
  "low-carb": { traits: ["carb", "sugar"] },
  "low-fat": { traits: ["fat"] },
  "low-sodium": { traits: ["salt"] },
  "low-sugar": { traits: ["sugar"] },
};

/** Diets people write in their own words, as the food families they rule out. */
const CUSTOM_DIETS: [string[], string[]][] = [
  [["halal"], ["pork", "alcohol"]],
  [
    ["kosher", "koscher"],
    ["pork", "shellfish", "seafood"],
  ],
  [["paleo"], ["grains", "legumes", "dairy", "pasta", "rice", "bread", "wheat"]],
  [
    ["whole30", "whole 30"],
    ["grains", "legumes", "dairy", "alcohol", "pasta", "rice", "bread", "wheat"],
  ],
  [["alcohol free", "alkoholfrei", "no alcohol", "kein alkohol"], ["alcohol"]],
  [["nightshade free", "ohne nachtschatten"], ["nightshades"]],
  [
    ["low fodmap", "fodmap"],
    ["alliums", "legumes", "wheat"],
  ],
];

export type Constraints = {
  duration: Duration;
  diets: Diet[];
  allergens: Allergen[];
  /** Engine foods ruled out by custom allergies, custom diets or the free text. */
  avoidFoods: string[];
  /** Words that must not appear in what is generated (custom allergies, named exclusions), folded. */
  avoidWords: string[];
  /** Foods every idea must contain, as the user named them, with the engine foods that satisfy each ("fish": salmon, cod, …). */
  want: { phrase: string; foods: string[] }[];
  dishes: DishId[];
  avoidDishes: DishId[];
  cuisines: CuisineKey[];
  spicy: boolean;
  /** Custom diets or restrictions the built-in engine cannot interpret; it does not guess. */
  unknown: string[];
};

const NEGATORS = new Set([
  "no",
  "not",
  "without",
  "never",
  "hate",
  "dislike",
  "avoid",
  "except",
  "nor",
  "ohne",
  "kein",
  "keine",
  "keinen",
  "keiner",
  "keinem",
  "nicht",
  "nie",
  "ausser",
  "weder",
  "noch",
]);
const AFFIRMERS = new Set([
  "with",
  "mit",
  "plus",
  "using",
  "featuring",
  "but",
  "aber",
  "sondern",
  "including",
  "lots",
  "viel",
]);
const FREE = /^(.+?)(free|frei)$/;
/** Small words that look like food terms to a scanner ("ein" holds "Ei") and never name one. */
const FUNCTION_WORDS = new Set(
  "a an the for of to my our some something dish meal dinner lunch ein eine einen einem einer eines fuer etwas das der die den dem des gericht essen abendessen mittagessen".split(
    " ",
  ),
);

const DISH_WORDS: Record<DishId, string[]> = {
  "stir-fry": ["stir fry", "stirfry", "wok", "wokpfanne", "pfanne", "pfannengericht", "stir fried"],
  curry: ["curry", "currys", "curries", "dal", "dhal"],
  pasta: ["pasta", "nudeln", "spaghetti", "penne", "nudelgericht"],
  soup: ["soup", "soups", "suppe", "suppen", "broth"],
  stew: ["stew", "stews", "eintopf", "gulasch", "goulash", "schmorgericht", "ragout", "chili con carne", "tocana"],
  salad: ["salad", "salads", "salat", "salate"],
  bowl: ["bowl", "bowls", "buddha bowl", "poke"],
  bake: [
    "bake",
    "traybake",
    "tray bake",
    "casserole",
    "gratin",
    "auflauf",
    "ofengericht",
    "blech",
    "sheet pan",
    "oven",
    "one tray",
    "tray",
  ],
  tacos: ["taco", "tacos", "wrap", "wraps", "burrito", "burritos", "fajita", "fajitas"],
  risotto: ["risotto"],
  omelette: ["omelette", "omelet", "omelett", "frittata", "egg dish", "eierspeise"],
};

/** Heads of German compound dish names, folded. */
const GERMAN_DISH_HEADS: Partial<Record<DishId, string[]>> = {
  salad: ["salat"],
  soup: ["suppe"],
  stew: ["eintopf", "gulasch"],
  "stir-fry": ["pfanne"],
  bake: ["auflauf", "gratin"],
  curry: ["curry"],
  risotto: ["risotto"],
  omelette: ["omelett", "omelette"],
};

const SPICY = ["spicy", "hot", "fiery", "scharf", "scharfe", "scharfes", "scharfen", "feurig", "feurige", "pikant"];
const MILD = ["mild", "mildes", "milde"];

type TextReading = Pick<
  Constraints,
  "want" | "avoidFoods" | "avoidWords" | "dishes" | "avoidDishes" | "cuisines" | "spicy"
> & { avoidAllergens: Allergen[] };

/** Words for the EU allergens, both languages, folded: "ohne Sellerie" rules out stock too, "glutenfrei" all wheat. */
const ALLERGEN_WORDS: Record<Allergen, string[]> = {
  gluten: ["gluten", "wheat", "weizen"],
  crustaceans: ["crustaceans", "shellfish", "krebstiere", "schalentiere"],
  eggs: ["egg", "eggs", "ei", "eier"],
  fish: ["fish", "fisch"],
  peanuts: ["peanut", "peanuts", "erdnuss", "erdnuesse"],
  soybeans: ["soy", "soya", "soja"],
  milk: ["milk", "milch", "dairy", "lactose", "laktose", "milchprodukte"],
  nuts: ["nut", "nuts", "tree nuts", "nuss", "nuesse", "schalenfruechte"],
  celery: ["celery", "celeriac", "sellerie"],
  mustard: ["mustard", "senf"],
  sesame: ["sesame", "sesam"],
  sulphites: ["sulphites", "sulfites", "sulphite", "sulfite", "sulfit", "sulfite", "schwefel"],
  lupin: ["lupin", "lupine", "lupinen"],
  molluscs: ["molluscs", "mollusks", "weichtiere"],
};
const allergenNamed = (phrase: string) =>
  (Object.entries(ALLERGEN_WORDS) as [Allergen, string[]][]).find(([, words]) =>
    words.some((word) => fold(word) === phrase),
  )?.[0];

type Phrase =
  | { kind: "dish"; length: number; dish: DishId }
  | { kind: "cuisine"; length: number; cuisine: CuisineKey }
  | { kind: "allergen"; length: number; allergen: Allergen }
  | { kind: "foods"; length: number; foods: string[]; phrase: string };

const names = (words: string[], phrase: string) => words.some((word) => fold(word) === phrase);

/**
 * The longest phrase (up to three words) at `index` that names a dish, a cuisine or foods. `words` are folded;
 * `written` are the same words as the user wrote them, for messages.
 */
function matchPhrase(words: string[], written: string[], index: number): Phrase | undefined {
  for (let length = Math.min(3, words.length - index); length >= 1; length--) {
    const phrase = words.slice(index, index + length).join(" ");
    // German writes dishes together: "Sommersalat", "Linsensuppe", "Gemüsepfanne".
    const dish = (Object.entries(DISH_WORDS) as [DishId, string[]][]).find(
      ([id, words]) =>
        names(words, phrase) || (length === 1 && GERMAN_DISH_HEADS[id]?.some((head) => phrase.endsWith(head))),
    );
    if (dish) return { kind: "dish", length, dish: dish[0] };
    // German adjectives inflect: "thailändische", "italienischen".
    const stem = phrase.replace(/(e|en|er|es|em)$/, "");
    const cuisine = (Object.entries(CUISINE_WORDS) as [CuisineKey, string[]][]).find(
      ([, words]) => names(words, phrase) || names(words, stem),
    );
    if (cuisine) return { kind: "cuisine", length, cuisine: cuisine[0] };
    const foods = foodsNamed(phrase);
    if (foods.length > 0)
      return { kind: "foods", length, foods, phrase: written.slice(index, index + length).join(" ") };
    const allergen = allergenNamed(phrase);
    if (allergen) return { kind: "allergen", length, allergen };
  }
  return undefined;
}

function apply(phrase: Phrase, negated: boolean, reading: TextReading) {
  if (phrase.kind === "allergen") {
    if (negated) reading.avoidAllergens.push(phrase.allergen);
  } else if (phrase.kind === "dish") (negated ? reading.avoidDishes : reading.dishes).push(phrase.dish);
  else if (phrase.kind === "cuisine") {
    if (!negated) reading.cuisines.push(phrase.cuisine);
  } else if (negated) {
    reading.avoidFoods.push(...phrase.foods);
    reading.avoidWords.push(phrase.phrase);
  } else {
    const main = phrase.foods.filter(isMainFood);
    reading.want.push({ phrase: phrase.phrase, foods: main.length > 0 ? main : phrase.foods });
  }
}

/**
 * What a sentence wants (foods, dishes, cuisines, heat) and what it rules out: "ohne Pilze und Zwiebeln",
 * "no onions", "nut-free" and "glutenfrei" all exclude. A negation lasts to the end of its clause or until "with",
 * "mit", "but" or "aber".
 */
export function readIdeaText(text: string): TextReading {
  const reading: TextReading = {
    avoidAllergens: [],
    want: [],
    avoidFoods: [],
    avoidWords: [],
    dishes: [],
    avoidDishes: [],
    cuisines: [],
    spicy: false,
  };
  for (const clause of text.split(/[.,;:!?\n()]+/)) {
    const written = clause.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const words = written.map(fold);
    let negated = false;
    for (let index = 0; index < words.length; ) {
      const word = words[index] as string;
      if (FUNCTION_WORDS.has(word)) {
        index++;
        continue;
      }
      if (NEGATORS.has(word) || AFFIRMERS.has(word)) {
        negated = NEGATORS.has(word);
        index++;
        continue;
      }
      const phrase = matchPhrase(words, written, index);
      if (phrase) {
        const next = words[index + phrase.length];
        const free = next === "free" || next === "frei";
        apply(phrase, negated || free, reading);
        index += phrase.length + (free ? 1 : 0);
        continue;
      }
      const compound = word.match(FREE)?.[1];
      const excluded = compound && compound.length > 2 ? matchPhrase([compound], [compound], 0) : undefined;
      if (excluded) apply(excluded, true, reading);
      // A food the engine does not know is still kept out of whatever is written: German nouns are capitalised
      // ("ohne Rosenkohl"), which tells them from other words after a negation.
      else if (negated && word.length >= 4 && /^\p{Lu}/u.test(written[index] ?? "")) {
        reading.avoidWords.push(written[index] as string);
      } else if (SPICY.includes(word)) reading.spicy = !negated;
      else if (MILD.includes(word)) reading.spicy = false;
      index++;
    }
  }
  return reading;
}

function isMainFood(id: string): boolean {
  const food = FOODS.find((candidate) => candidate.id === id) as Food;
  return ["protein", "veg", "starch", "cheese", "topping", "aromatic"].includes(food.role);
}

type UserRestrictions = { dietaryRestrictions: string[]; allergies: string[] };

/** Everything the request and the user's settings rule in and out. */
export function buildConstraints(request: IdeaRequest, user: UserRestrictions): Constraints {
  const reading = readIdeaText(request.text);
  const isDiet = (value: string): value is Diet => (DIETS as readonly string[]).includes(value);
  const isAllergen = (value: string): value is Allergen => (EU_ALLERGENS as readonly string[]).includes(value);
  const diets = new Set<Diet>(user.dietaryRestrictions.filter(isDiet));
  if (request.diet !== "no-preference") diets.add(request.diet);
  const avoidFoods = new Set(reading.avoidFoods);
  const avoidWords = new Set(reading.avoidWords.map(fold));
  const unknown: string[] = [];

  const customDiets = [...user.dietaryRestrictions.filter((value) => !isDiet(value)), request.customDiet].filter(
    (value): value is string => Boolean(value),
  );
  for (const custom of customDiets) {
    const folded = fold(custom);
    const rule = CUSTOM_DIETS.find(([names]) => names.some((name) => folded === fold(name)));
    const asDiet = DIETS.find((diet) => fold(diet) === folded);
    if (asDiet) {
      diets.add(asDiet);
      continue;
    }
    const families = rule ? rule[1] : [];
    const named = readIdeaText(folded.match(/\b(no|ohne|kein\w*|without)\b/) ? folded : `ohne ${folded}`);
    const foods = [...families.flatMap((family) => foodsNamed(family)), ...named.avoidFoods];
    if (foods.length === 0) {
      unknown.push(custom);
      continue;
    }
    for (const id of foods) avoidFoods.add(id);
    for (const family of families) avoidWords.add(fold(family));
    for (const word of named.avoidWords) avoidWords.add(fold(word));
  }

  const customAllergies = user.allergies.filter((value) => !isAllergen(value));
  for (const custom of customAllergies) {
    for (const id of foodsNamed(custom)) avoidFoods.add(id);
    avoidWords.add(fold(custom));
  }

  return {
    duration: request.duration,
    diets: [...diets],
    allergens: [...new Set([...user.allergies.filter(isAllergen), ...reading.avoidAllergens])],
    avoidFoods: [...avoidFoods],
    avoidWords: [...avoidWords].filter(Boolean),
    want: reading.want,
    dishes: reading.dishes.filter((dish) => !reading.avoidDishes.includes(dish)),
    avoidDishes: reading.avoidDishes,
    cuisines: reading.cuisines,
    spicy: reading.spicy,
    unknown,
  };
}

/** Whether a food may appear under the constraints: diets, allergies and exclusions. */
export function foodAllowed(food: Food, constraints: Pick<Constraints, "diets" | "allergens" | "avoidFoods">): boolean {
  if (constraints.avoidFoods.includes(food.id)) return false;
  if (food.allergens?.some((allergen) => constraints.allergens.includes(allergen))) return false;
  return constraints.diets.every((diet) => {
    const rule = DIET_RULES[diet];
    return (
      !food.kinds?.some((kind) => rule.kinds?.includes(kind)) &&
      !food.allergens?.some((allergen) => rule.allergens?.includes(allergen)) &&
      !food.traits?.some((trait) => rule.traits?.includes(trait))
    );
  });
}
