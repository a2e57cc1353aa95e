import { ALLERGEN_LABELS, DIET_LABELS } from "~/domain/diets/vocabulary";
import { m } from "~/paraglide/messages.js";
import { buildConstraints, type Constraints, type DishId, foodAllowed } from "./constraints";
import { DISHES, type Dish, type Speed, type StepWriter } from "./dishes";
import { FOOD_BY_ID, type Food, food, nameOf, type Role } from "./foods";
import { checkIdea, checkRecipe } from "./post-check";
import type { GeneratedIngredient, GeneratedRecipe, Idea, IdeaRequest } from "./schemas";
import {
  COOKING_CUISINES,
  CUISINE_FAMILIES,
  CUISINE_NAMES,
  CUISINE_WORDS,
  type CuisineKey,
  type Duration,
  fold,
} from "./vocabulary";

/**
 * The built-in engine: offline, deterministic for a given random source, and strict. It fills a dish archetype with
 * foods that every constraint allows, times it from the foods' cooking times, and writes title, description, steps
 * and quantities in English or German. Whatever it writes then goes through the same post-checks as a provider's
 * output; a candidate that fails is dropped, never patched.
 */

export type Language = "en" | "de";

/** Everything needed to write the recipe of an idea later, exactly as the idea promised it. */
export type Plan = {
  dish: DishId;
  cuisine: CuisineKey;
  language: Language;
  servings: number;
  foods: Partial<Record<Role, string[]>>;
  prep: number;
  cook: number;
  title: string;
  description: string;
};

export type Reason =
  | { code: "unknown-diet"; value: string }
  | { code: "unknown-cuisine"; value: string }
  | { code: "wanted-excluded"; value: string }
  | { code: "dish-duration"; value: string }
  | { code: "wanted-duration"; value: string }
  | { code: "diets-conflict"; value: string }
  | { code: "dish-excluded" }
  | { code: "too-narrow" };

type EngineIdea = { idea: Idea; plan: Plan };
type IdeasResult = { ideas: EngineIdea[]; reasons: Reason[] };
export type UserRestrictions = { dietaryRestrictions: string[]; allergies: string[] };

const ROLE_ORDER: Role[] = [
  "protein",
  "starch",
  "veg",
  "aromatic",
  "liquid",
  "sauce",
  "spice",
  "fat",
  "acid",
  "herb",
  "cheese",
  "topping",
  "seasoning",
];

/** Foods that do the same job: a dish takes at most one of each set. */
const EXCLUSIVE: string[][] = [
  ["canned-tomatoes", "passata"],
  ["vegetable-stock", "water"],
  ["soy-sauce", "tamari", "coconut-aminos"],
  ["red-curry-paste", "vegan-curry-paste"],
  ["basmati", "jasmine"],
  ["lemon", "lime"],
  ["parmesan", "veggie-hard-cheese", "feta", "cheddar", "mountain-cheese"],
  ["chili-flakes", "chili-powder"],
  ["smoked-paprika", "sweet-paprika"],
  ["honey", "maple-syrup"],
  ["yogurt", "sour-cream"],
  ["onion", "red-onion", "shallot"],
  ["bacon", "chorizo", "pork-mince"],
  ["garam-masala", "curry-powder"],
  ["balsamic", "red-wine-vinegar", "apple-cider-vinegar", "rice-vinegar"],
  ["cashews", "peanuts", "almonds", "walnuts", "pine-nuts"],
  ["cauliflower", "cauliflower-rice"],
];

const ENGLISH_ADJECTIVES = new Set(
  "fresh dried ground canned small ripe roasted toasted flaked grated boneless peeled pitted plain heavy dry frozen firm smooth smoked flat flat-leaf waxy cooked instant crusty pointed".split(
    " ",
  ),
);

/** How a step names a food: without the adjectives of the shopping list ("the chickpeas", "Kichererbsen"). */
function refOf(item: Food, language: Language, count: number): string {
  if (item.ref) {
    const [one = "", many = one] = item.ref[language === "en" ? 0 : 1].split("|");
    return count > 1 ? many : one;
  }
  const name = nameOf(item, language, count);
  if (language === "en") {
    const words = name.split(" ");
    while (words.length > 1 && ENGLISH_ADJECTIVES.has(words[0] as string)) words.shift();
    return words.join(" ");
  }
  const words = name.replace(/ (aus der Dose|ohne Knochen)$/, "").split(" ");
  while (words.length > 1 && /^\p{Ll}/u.test(words[0] as string)) words.shift();
  return words.join(" ");
}

/**
 * A German name after "mit", in the dative. Nouns: plurals take -n ("mit Erdnüssen", "mit Eiern") unless they end in
 * -n or -s. Adjectives without an article (strong declension): plural -en ("mit grünen Bohnen"), feminine -er
 * ("mit veganer roter Currypaste"), masculine and neuter -em ("mit frischem Ingwer").
 */
function dative(ref: string, plural: boolean): string {
  return ref
    .split(" ")
    .map((word, index, words) => {
      if (index === words.length - 1) return plural && /(e|el|er)$/.test(word) ? `${word}n` : word;
      if (!/^\p{Ll}/u.test(word)) return word;
      if (plural) return word.replace(/e$/, "en");
      return word.replace(/(er|es)$/, "em").replace(/e$/, "er");
    })
    .join(" ");
}

function speedOf(item: Food): Speed {
  if (item.cook === undefined) return "raw";
  return item.cook <= 4 ? "fast" : "slow";
}

function joinList(items: string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${language === "en" ? "and" : "und"} ${items.at(-1)}`;
}

/** A small seeded generator (mulberry32), so a seed reproduces a request exactly in tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** Scaled amount of a food for the servings, rounded as a cook would measure it. */
function amountOf(item: Food, servings: number): { quantity: number | null; unit: GeneratedIngredient["unit"] } {
  const [perServing, unit] = item.portion;
  if (unit === "taste") return { quantity: null, unit: null };
  const raw = perServing * servings;
  if (unit === "piece") return { quantity: Math.max(0.5, Math.round(raw * 2) / 2), unit: null };
  if (unit === "tbsp" || unit === "tsp") {
    // Less than half a spoon: a teaspoon instead of a tablespoon, a quarter or half teaspoon otherwise.
    if (raw < 0.5) return unit === "tbsp" ? { quantity: 1, unit: "tsp" } : { quantity: raw < 0.375 ? 0.25 : 0.5, unit };
    return { quantity: Math.round(raw * 2) / 2, unit };
  }
  const step = raw >= 250 ? 50 : raw >= 100 ? 10 : raw >= 20 ? 5 : 1;
  return { quantity: Math.max(step, Math.round(raw / step) * step), unit };
}

function slotCandidates(dish: Dish, role: Role): Food[] {
  const slot = dish.slots[role];
  if (!slot) return [];
  return slot.foods ? slot.foods.map(food) : [...FOOD_BY_ID.values()].filter((item) => item.role === role);
}

function fitsCuisine(item: Food, cuisine: CuisineKey) {
  return !item.cuisines || item.cuisines.includes(cuisine);
}

type Chosen = Map<Role, Food[]>;

function conflicts(item: Food, chosen: Chosen, language: Language): boolean {
  const all = [...chosen.values()].flat();
  if (all.some((other) => other.id === item.id)) return true;
  if (EXCLUSIVE.some((set) => set.includes(item.id) && all.some((other) => set.includes(other.id)))) return true;
  return all.some((other) => refOf(other, language, 2) === refOf(item, language, 2));
}

/** Fills a dish for a cuisine, or says it cannot be done under the constraints. */
function fillDish(
  dish: Dish,
  cuisine: CuisineKey,
  constraints: Constraints,
  language: Language,
  random: () => number,
): Plan | null {
  const range = dish.cook[constraints.duration];
  if (!range) return null;
  const chosen: Chosen = new Map();
  const usable = (item: Food, role: Role, anyCuisine = false) =>
    foodAllowed(item, constraints) &&
    (anyCuisine || fitsCuisine(item, cuisine)) &&
    (item.cook ?? 0) <= range[1] &&
    !(dish.id === "salad" && role === "veg" && !item.raw) &&
    !conflicts(item, chosen, language);
  const place = (item: Food, anyCuisine = false): boolean => {
    const role = (Object.keys(dish.slots) as Role[]).find(
      (candidate) =>
        slotCandidates(dish, candidate).some((other) => other.id === item.id) &&
        (chosen.get(candidate)?.length ?? 0) < (dish.slots[candidate]?.max ?? 0),
    );
    if (!role || !usable(item, role, anyCuisine)) return false;
    chosen.set(role, [...(chosen.get(role) ?? []), item]);
    return true;
  };

  for (const alternatives of [...(dish.needs ?? []), ...(dish.signature?.[cuisine] ?? [])]) {
    const options = shuffle(alternatives.map(food), random);
    if (!options.some((item) => place(item))) return null;
  }
  for (const wanted of constraints.want) {
    const options = shuffle(wanted.foods.map(food), random);
    const already = options.some((item) => [...chosen.values()].flat().some((other) => other.id === item.id));
    if (!already && !options.some((item) => place(item, true))) return null;
  }
  if (constraints.diets.includes("meat-based")) {
    const meats = shuffle([...slotCandidates(dish, "protein"), ...slotCandidates(dish, "aromatic")], random).filter(
      (item) => item.kinds?.some((kind) => kind === "meat" || kind === "poultry"),
    );
    const placed = [...chosen.values()].flat().some((item) => meats.includes(item));
    if (!placed && !meats.some((item) => place(item))) return null;
  }
  if (constraints.spicy) {
    const chili = ["chili-flakes", "chili-powder"].map(food).find((item) => usable(item, "spice"));
    if (chili && dish.slots.spice) place(chili);
  }
  for (const role of shuffle(Object.keys(dish.slots) as Role[], random)) {
    const slot = dish.slots[role];
    if (!slot) continue;
    // Quick dishes keep to few ingredients; the others take a random number within the slot.
    const extra =
      constraints.duration === "quick" ? (random() < 0.3 ? 1 : 0) : Math.floor(random() * (slot.max - slot.min + 1));
    const target = Math.min(slot.max, slot.min + extra);
    for (const item of shuffle(slotCandidates(dish, role), random)) {
      if ((chosen.get(role)?.length ?? 0) >= target) break;
      if (usable(item, role)) chosen.set(role, [...(chosen.get(role) ?? []), item]);
    }
    if ((chosen.get(role)?.length ?? 0) < slot.min) return null;
  }
  const seasoning = ["salt", "pepper"].map(food).filter((item) => foodAllowed(item, constraints));
  if (seasoning.length > 0) chosen.set("seasoning", seasoning);

  const times = timeDish(dish, chosen, constraints.duration, range, random);
  if (!times) return null;
  const foods = Object.fromEntries(
    ROLE_ORDER.filter((role) => chosen.has(role)).map((role) => [
      role,
      (chosen.get(role) ?? []).map((item) => item.id),
    ]),
  );
  return { dish: dish.id, cuisine, language, servings: dish.servings, foods, ...times, title: "", description: "" };
}

/**
 * Preparation from what needs cutting, cooking time from the slowest food and the dish's own range, and the total
 * placed inside the requested bucket (under 20, under 40, 40 and more minutes) or no dish at all.
 */
function timeDish(
  dish: Dish,
  chosen: Chosen,
  duration: Duration,
  [low, high]: [number, number],
  random: () => number,
): { prep: number; cook: number } | null {
  const cut = (["protein", "veg", "aromatic", "starch", "herb"] as Role[]).flatMap((role) =>
    (chosen.get(role) ?? []).filter((item) => item.note || item.role === "herb"),
  ).length;
  const prep = Math.max(5, Math.round((2 + 1.2 * cut) / 5) * 5);
  const slowest = Math.max(0, ...[...chosen.values()].flat().map((item) => item.cook ?? 0));
  let cook = Math.max(low, slowest);
  if (cook > high) return null;
  if (duration === "medium" && prep + cook < 20) cook = Math.min(high, 20 - prep + Math.floor(random() * 6));
  if (duration === "long" && prep + cook < 40) cook = Math.min(high, 40 - prep + Math.floor(random() * 3) * 5);
  if (duration === "long") cook = Math.min(high, Math.ceil(cook / 5) * 5);
  const total = prep + cook;
  const fits = duration === "quick" ? total < 20 : duration === "medium" ? total >= 20 && total < 40 : total >= 40;
  return fits && cook >= (dish.cook[duration]?.[0] ?? 0) ? { prep, cook } : null;
}

/** A food's amount in a plan. Several vegetables share a plate: together they make about two and a half portions. */
function amountInPlan(item: Food, plan: Plan) {
  const role = (Object.keys(plan.foods) as Role[]).find((candidate) => plan.foods[candidate]?.includes(item.id));
  const together = role ? (plan.foods[role]?.length ?? 1) : 1;
  // Two liquids share the pot: each gives a little more than half its own amount.
  const share = role === "veg" && together > 2 ? 2.5 / together : role === "liquid" && together > 1 ? 0.6 : 1;
  return amountOf(item, plan.servings * share);
}

/** How many of a counted food the recipe lists, which decides singular or plural. */
function countOf(item: Food, plan: Plan): number {
  return item.portion[1] === "piece" ? (amountInPlan(item, plan).quantity ?? 1) : 1;
}

function writer(plan: Plan): StepWriter {
  const { language } = plan;
  const foodsOf = (roles: Role | Role[]) =>
    (Array.isArray(roles) ? roles : [roles]).flatMap((role) => (plan.foods[role] ?? []).map(food));
  return {
    language,
    has: (role) => (plan.foods[role]?.length ?? 0) > 0,
    is: (role, ids) => (plan.foods[role] ?? []).some((id) => ids.includes(id)),
    list: (roles, options = {}) =>
      joinList(
        foodsOf(roles)
          .filter((item) => !options.speed || speedOf(item) === options.speed)
          .filter((item) => !options.only || options.only.includes(item.id))
          .filter((item) => !options.except?.includes(item.id))
          .map((item) => {
            const count = countOf(item, plan);
            const ref = refOf(item, language, count);
            return language === "de" && options.dative ? dative(ref, count > 1 || Boolean(item.dePlural)) : ref;
          }),
        language,
      ),
    t: (en, de) => (language === "en" ? en : de),
    cap: (text) => text.charAt(0).toUpperCase() + text.slice(1),
  };
}

const GENDER_ENDING = { m: "er", f: "e", n: "es", pl: "e" } as const;

/** A pasta dish is named by its pasta ("Gluten-free Penne"), so a title never promises wheat it does not hold. */
function dishName(dish: Dish, plan: Plan): Dish["name"] {
  if (dish.id !== "pasta") return dish.name;
  const pasta = food((plan.foods.starch ?? ["penne"])[0] as string);
  const [en, de] = [refOf(pasta, "en", 2), refOf(pasta, "de", 2)];
  return [
    en.replace(/(^|\s|-)\p{Ll}/gu, (letter) => letter.toUpperCase()),
    de.charAt(0).toUpperCase() + de.slice(1),
    "pl",
  ];
}

function titleOf(dish: Dish, plan: Plan, random: () => number): string {
  const { language } = plan;
  const mains = (["protein", "veg", "starch"] as Role[])
    .flatMap((role) => plan.foods[role] ?? [])
    .map(food)
    .filter((item) => item.title && !(dish.id === "pasta" && item.role === "starch"));
  const [first, second] = shuffle(mains.slice(0, 1), random).concat(shuffle(mains.slice(1), random));
  const [dishEn, dishDe, gender] = dishName(dish, plan);
  const [cuisineEn, cuisineDe] = CUISINE_NAMES[plan.cuisine];
  const titleWord = (item: Food) => (item.title as [string, string])[language === "en" ? 0 : 1];
  const withWord = (item: Food) => {
    const ref = refOf(item, language, 2);
    return language === "en"
      ? ref.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase())
      : dative(ref, item.portion[1] === "piece" || Boolean(item.dePlural));
  };
  const patterns: (() => string | null)[] = [
    () =>
      first && second
        ? language === "en"
          ? `${titleWord(first)} and ${titleWord(second)} ${dishEn}`
          : `${titleWord(first)}-${titleWord(second)}-${dishDe}`
        : null,
    () =>
      first
        ? language === "en"
          ? `${cuisineEn} ${dishEn} with ${withWord(first)}${second ? ` and ${withWord(second)}` : ""}`
          : `${cuisineDe}${GENDER_ENDING[gender]} ${dishDe} mit ${withWord(first)}${second ? ` und ${withWord(second)}` : ""}`
        : null,
    () =>
      first
        ? language === "en"
          ? `${titleWord(first)} ${dishEn}${second ? ` with ${withWord(second)}` : ""}`
          : `${dishDe} mit ${withWord(first)}${second ? ` und ${withWord(second)}` : ""}`
        : null,
    () => (language === "en" ? `${cuisineEn} ${dishEn}` : `${cuisineDe}${GENDER_ENDING[gender]} ${dishDe}`),
  ];
  for (const pattern of shuffle(patterns.slice(0, 3), random)) {
    const title = pattern();
    if (title) return title;
  }
  return (patterns[3] as () => string)();
}

function describe(dish: Dish, plan: Plan): string {
  const { language } = plan;
  // After "with" / "mit": German plurals take the dative ("mit Eiern").
  const refs = (roles: Role[]) =>
    roles
      .flatMap((role) => plan.foods[role] ?? [])
      .map(food)
      .map((item) => {
        const ref = refOf(item, language, 2);
        return language === "de" ? dative(ref, item.portion[1] === "piece" || Boolean(item.dePlural)) : ref;
      });
  const mains = joinList(
    refs(dish.id === "pasta" ? ["protein", "veg"] : ["protein", "veg", "starch"]).slice(0, 4),
    language,
  );
  const flavour = joinList(refs(["sauce", "spice", "herb"]).slice(0, 3), language);
  const minutes = plan.prep + plan.cook;
  const [cuisineEn, cuisineDe] = CUISINE_NAMES[plan.cuisine];
  const [dishEn, dishDe] = dishName(dish, plan);
  if (language === "en") {
    return `${cuisineEn} ${dishEn.toLowerCase()} with ${mains}${flavour ? `, flavoured with ${flavour}` : ""}. Ready in ${minutes} minutes.`;
  }
  return `${dishDe} nach ${cuisineDe.toLowerCase()}er Art mit ${mains}${flavour ? `, gewürzt mit ${flavour}` : ""}. In ${minutes} Minuten fertig.`;
}

function whyItFits(plan: Plan, constraints: Constraints): string {
  const locale = plan.language;
  const parts: string[] = [];
  if (constraints.diets.length > 0)
    parts.push(constraints.diets.map((diet) => DIET_LABELS[diet]({}, { locale })).join(", "));
  if (constraints.allergens.length > 0) {
    parts.push(
      m.ai_why_free_of(
        { allergens: constraints.allergens.map((key) => ALLERGEN_LABELS[key]({}, { locale })).join(", ") },
        { locale },
      ),
    );
  }
  parts.push(m.ai_why_time({ minutes: plan.prep + plan.cook }, { locale }));
  const wanted = constraints.want.map((entry) => entry.phrase);
  if (wanted.length > 0) parts.push(m.ai_why_wanted({ foods: wanted.join(", ") }, { locale }));
  const sentence = parts.join(", ");
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

/** The foods that make the dish, meat among the aromatics included (bacon, chorizo). */
function keyIngredientsOf(plan: Plan): string[] {
  const meatyAromatics = (plan.foods.aromatic ?? []).filter((id) => food(id).kinds?.length);
  return [
    ...(plan.foods.protein ?? []),
    ...meatyAromatics,
    ...(["starch", "veg", "sauce", "cheese"] as Role[]).flatMap((role) => plan.foods[role] ?? []),
  ]
    .slice(0, 6)
    .map((id) => refOf(food(id), plan.language, 2));
}

/** The recipe of a plan: the same foods, scaled to its servings, and its dish's steps. */
export function writeRecipe(plan: Plan): GeneratedRecipe {
  const dish = DISHES.find((candidate) => candidate.id === plan.dish) as Dish;
  const language = plan.language;
  const ingredients: GeneratedIngredient[] = ROLE_ORDER.flatMap((role) =>
    (plan.foods[role] ?? []).map((id) => {
      const item = food(id);
      const { quantity, unit } = amountInPlan(item, plan);
      return {
        quantity,
        quantityMax: null,
        unit,
        food: nameOf(item, language, item.portion[1] === "piece" ? (quantity ?? 1) : 1),
        note: item.note ? item.note[language === "en" ? 0 : 1] : null,
        group: null,
      };
    }),
  );
  const steps = dish
    .steps(writer(plan), { prep: plan.prep, cook: plan.cook })
    .filter((step): step is string => Boolean(step));
  return {
    title: plan.title,
    description: plan.description,
    servings: plan.servings,
    prepMinutes: plan.prep,
    cookMinutes: plan.cook,
    ingredients,
    steps,
    tips: dish.tips.map((tip) => tip[language === "en" ? 0 : 1]),
  };
}

/** The cuisines a request allows: chosen values, families expanded, a custom one and any named in the text. */
function cuisinePool(request: IdeaRequest, constraints: Constraints): CuisineKey[] | { unknown: string } {
  const pool = new Set<CuisineKey>(constraints.cuisines);
  for (const cuisine of request.cuisines) {
    if (cuisine === "all" || cuisine === "asian" || cuisine === "european") {
      for (const member of CUISINE_FAMILIES[cuisine]) pool.add(member);
    } else pool.add(cuisine);
  }
  if (request.customCuisine) {
    const folded = fold(request.customCuisine);
    const known = (Object.entries(CUISINE_WORDS) as [CuisineKey, string[]][]).find(([key, words]) =>
      [key, ...words].some((word) => fold(word) === folded),
    );
    if (!known) return { unknown: request.customCuisine };
    pool.add(known[0]);
  }
  return pool.size > 0 ? [...pool] : [...COOKING_CUISINES];
}

const ATTEMPTS = 120;

/**
 * Three ideas that meet every constraint, as different from each other as the constraints allow; fewer, with the
 * reasons, when no more can be made without bending one.
 */
export function generateIdeas(
  request: IdeaRequest,
  user: UserRestrictions,
  language: Language,
  random: () => number = Math.random,
): IdeasResult {
  const constraints = buildConstraints(request, user);
  if (constraints.unknown.length > 0) {
    return { ideas: [], reasons: constraints.unknown.map((value) => ({ code: "unknown-diet", value })) };
  }
  const pool = cuisinePool(request, constraints);
  if (!Array.isArray(pool)) return { ideas: [], reasons: [{ code: "unknown-cuisine", value: pool.unknown }] };

  const reasons: Reason[] = [];
  if (constraints.diets.includes("meat-based")) {
    const meatless = constraints.diets.find((diet) => ["vegetarian", "vegan", "pescatarian"].includes(diet));
    if (meatless) reasons.push({ code: "diets-conflict", value: meatless });
  }
  const longestCook = Math.max(...DISHES.map((dish) => dish.cook[constraints.duration]?.[1] ?? 0));
  for (const wanted of constraints.want) {
    const allowed = wanted.foods.filter((id) => foodAllowed(food(id), constraints));
    if (allowed.length === 0) reasons.push({ code: "wanted-excluded", value: wanted.phrase });
    else if (allowed.every((id) => (food(id).cook ?? 0) > longestCook)) {
      reasons.push({ code: "wanted-duration", value: wanted.phrase });
    }
  }
  if (reasons.length > 0) return { ideas: [], reasons };

  const named = constraints.dishes.length > 0 ? constraints.dishes : DISHES.map((dish) => dish.id);
  const dishes = DISHES.filter(
    (dish) =>
      named.includes(dish.id) &&
      !constraints.avoidDishes.includes(dish.id) &&
      dish.cook[constraints.duration] &&
      dish.cuisines.some((cuisine) => pool.includes(cuisine)),
  );
  if (dishes.length === 0 && constraints.dishes.length > 0) {
    return { ideas: [], reasons: constraints.dishes.map((value) => ({ code: "dish-duration", value })) };
  }

  const ideas: EngineIdea[] = [];
  const usedDishes = new Map<DishId, number>();
  for (let attempt = 0; attempt < ATTEMPTS && ideas.length < 3; attempt++) {
    const fresh = dishes.filter(
      (dish) => (usedDishes.get(dish.id) ?? 0) === Math.min(...dishes.map((other) => usedDishes.get(other.id) ?? 0)),
    );
    const dish = pick(fresh.length > 0 ? fresh : dishes, random);
    const cuisine = pick(
      dish.cuisines.filter((candidate) => pool.includes(candidate)),
      random,
    );
    const plan = fillDish(dish, cuisine, constraints, language, random);
    if (!plan) {
      usedDishes.set(dish.id, (usedDishes.get(dish.id) ?? 0) + 0.25);
      continue;
    }
    plan.title = titleOf(dish, plan, random);
    plan.description = describe(dish, plan);
    // Two ideas are the same when they share a title, or the dish, cuisine, protein and vegetables.
    const core = (candidate: Plan) =>
      [
        candidate.dish,
        candidate.cuisine,
        ...(candidate.foods.protein ?? []),
        ...[...(candidate.foods.veg ?? [])].sort(),
      ].join(" ");
    const duplicate = ideas.some((other) => other.idea.title === plan.title || core(other.plan) === core(plan));
    if (duplicate) continue;
    const idea: Idea = {
      title: plan.title,
      description: plan.description,
      cuisine: CUISINE_NAMES[plan.cuisine][language === "en" ? 0 : 1],
      minutes: plan.prep + plan.cook,
      keyIngredients: keyIngredientsOf(plan),
      whyItFits: whyItFits(plan, constraints),
    };
    if (checkIdea(idea, constraints).length > 0 || checkRecipe(writeRecipe(plan), constraints).length > 0) continue;
    ideas.push({ idea, plan });
    usedDishes.set(dish.id, (usedDishes.get(dish.id) ?? 0) + 1);
  }
  // Asked for a dish the diet, allergies or exclusions leave no way to make (pasta when keto): say that, not "narrow".
  if (ideas.length === 0 && constraints.dishes.length > 0) reasons.push({ code: "dish-excluded" });
  else if (ideas.length < 3) reasons.push({ code: "too-narrow" });
  return { ideas, reasons };
}
