import type { DishId } from "./constraints";
import type { Role } from "./foods";
import type { CuisineKey, Duration } from "./vocabulary";

/**
 * The dish archetypes of the built-in engine: which foods each role may take, how long the dish takes, and how its
 * steps read in English and German. Steps name every ingredient they use by the name it has in the list, so a
 * recipe always passes the ingredient–step check.
 */

/** Writes a step in the recipe's language; lists and names come from the chosen foods. */
export type StepWriter = {
  language: "en" | "de";
  has(role: Role): boolean;
  /** Whether the role holds one of these foods. */
  is(role: Role, ids: string[]): boolean;
  /**
   * "onion and garlic" / "Zwiebel und Knoblauch": the role's foods as a step names them. `speed` narrows it to foods
   * eaten raw, tender within 4 minutes ("fast") or slower; `dative` gives German plurals their dative ending
   * ("mit Erdnüssen").
   */
  list(role: Role | Role[], options?: { speed?: Speed; dative?: boolean; only?: string[]; except?: string[] }): string;
  t(en: string, de: string): string;
  /** The German list at the start of a sentence, capitalised. */
  cap(text: string): string;
};

export type Times = { prep: number; cook: number };
export type Speed = "raw" | "fast" | "slow";

export type Dish = {
  id: DishId;
  /** How a title names the dish: English noun, German noun and its gender for adjective endings. */
  name: [string, string, "m" | "f" | "n" | "pl"];
  servings: number;
  cuisines: CuisineKey[];
  /** Minimum and maximum foods per role, and which foods may fill it (none: any food of that role). */
  slots: Partial<Record<Role, { min: number; max: number; foods?: string[] }>>;
  /** Foods the dish always needs, whatever the cuisine: each inner list offers alternatives. */
  needs?: string[][];
  /** Foods a cuisine needs in this dish: each inner list offers alternatives, one of which must be usable. */
  signature?: Partial<Record<CuisineKey, string[][]>>;
  /** Minutes on the heat or in the oven, per duration; none where the dish cannot be made in that time. */
  cook: Partial<Record<Duration, [number, number]>>;
  /** The numbered steps in the plan's language; `false` leaves out a step the chosen foods do not need. */
  steps: (w: StepWriter, times: Times) => (string | false)[];
  tips: [string, string][];
};

const season = (w: StepWriter) =>
  w.has("seasoning")
    ? w.t(`Season to taste with ${w.list("seasoning")}.`, `Mit ${w.list("seasoning")} abschmecken.`)
    : false;

/** Spooned on top rather than scattered. */
const DOLLOPS = ["yogurt", "sour-cream"];

/**
 * The last step: herbs, cheese and nuts scattered over, yogurt or sour cream spooned on ("Sofort mit Basilikum
 * bestreut servieren").
 */
const finish = (w: StepWriter, en: string, de: string) => {
  const scattered = w.list(["herb", "cheese", "topping"], { dative: true, except: DOLLOPS });
  const dollop = w.list("topping", { only: DOLLOPS });
  const top = dollop
    ? w.t(` Top each serving with a spoonful of ${dollop}.`, ` Jede Portion mit einem Klecks ${dollop} servieren.`)
    : "";
  if (!scattered) return w.t(`${en}.${top}`, `${de}.${top}`);
  return w.t(
    `${en}, scattered with ${scattered}.${top}`,
    de.endsWith(" servieren")
      ? `${de.slice(0, -" servieren".length)} mit ${scattered} bestreut servieren.${top}`
      : `${de} und mit ${scattered} bestreuen.${top}`,
  );
};

const acid = (w: StepWriter) =>
  w.has("acid") &&
  w.t(
    `Add a squeeze or splash of ${w.list("acid")} to brighten it.`,
    `Mit einem Spritzer ${w.list("acid")} auffrischen.`,
  );

/** Slow foods go into the pot with the liquid; with none, the liquid alone is brought to a simmer. */
const addAndPour = (w: StepWriter, added: string) =>
  added
    ? w.t(
        `Add the ${added}, pour in the ${w.list("liquid")} and bring to a simmer.`,
        `${w.cap(added)} zugeben, ${w.list("liquid")} angießen und aufkochen lassen.`,
      )
    : w.t(
        `Pour in the ${w.list("liquid")} and bring to a simmer.`,
        `${w.cap(w.list("liquid"))} angießen und aufkochen lassen.`,
      );

/** Quick vegetables go in at the end so they keep their colour. */
const addFast = (w: StepWriter) => {
  const fast = w.list(["veg", "protein"], { speed: "fast" });
  return (
    fast && w.t(`Stir in the ${fast} for the last 5 minutes.`, `${w.cap(fast)} in den letzten 5 Minuten unterrühren.`)
  );
};

/** A salad's protein that is fried first (eggs are boiled; canned foods go in as they are). */
const panCooked = (w: StepWriter) =>
  w.has("protein") && !w.is("protein", ["eggs", "tuna", "chickpeas", "white-beans", "black-beans"]);

const STIR_FRY_VEG = [
  "bell-pepper",
  "broccoli",
  "zucchini",
  "mushrooms",
  "green-beans",
  "bok-choy",
  "pointed-cabbage",
  "corn",
  "peas",
  "spinach",
];
const ASIAN_STARCH = ["jasmine", "basmati", "rice-noodles", "egg-noodles", "cauliflower-rice"];
const NUTS_AND_SEEDS = ["cashews", "peanuts", "almonds", "walnuts", "pine-nuts", "sesame-seeds", "pumpkin-seeds"];

export const DISHES: Dish[] = [
  {
    id: "stir-fry",
    name: ["Stir-Fry", "Pfanne", "f"],
    servings: 4,
    cuisines: ["chinese", "thai", "korean", "japanese", "vietnamese", "american", "indian"],
    slots: {
      protein: {
        min: 1,
        max: 1,
        foods: ["chicken-breast", "turkey", "beef-strips", "pork-tenderloin", "prawns", "tofu", "tempeh"],
      },
      veg: { min: 2, max: 3, foods: STIR_FRY_VEG },
      aromatic: { min: 1, max: 2, foods: ["garlic", "ginger", "onion", "shallot"] },
      fat: { min: 1, max: 1, foods: ["rapeseed-oil"] },
      sauce: { min: 1, max: 2 },
      spice: { min: 0, max: 1, foods: ["chili-flakes", "five-spice", "chili-powder", "turmeric"] },
      starch: { min: 0, max: 1, foods: ASIAN_STARCH },
      herb: { min: 0, max: 1 },
      acid: { min: 0, max: 1, foods: ["lime", "rice-vinegar"] },
      topping: { min: 0, max: 1, foods: NUTS_AND_SEEDS },
    },
    signature: {
      chinese: [["soy-sauce", "tamari", "coconut-aminos"]],
      japanese: [["soy-sauce", "tamari", "coconut-aminos", "miso"]],
      korean: [["gochujang", "soy-sauce", "tamari", "coconut-aminos"]],
      thai: [["fish-sauce", "soy-sauce", "tamari", "coconut-aminos"]],
      vietnamese: [["fish-sauce", "soy-sauce", "tamari", "coconut-aminos"]],
      indian: [["garam-masala", "turmeric", "cumin"]],
    },
    cook: { quick: [6, 10], medium: [12, 22] },
    steps: (w, { cook }) => [
      w.has("starch") &&
        w.t(
          `Cook the ${w.list("starch")} according to the packet instructions, about ${Math.max(5, cook - 2)} minutes, then keep warm.`,
          `${w.cap(w.list("starch"))} nach Packungsanweisung in etwa ${Math.max(5, cook - 2)} Minuten garen und warm halten.`,
        ),
      w.t(
        `Heat a little of the ${w.list("fat")} in a wok or large frying pan over high heat. Stir-fry the ${w.list("protein")} for 4 minutes until browned, then lift out onto a plate.`,
        `Etwas ${w.list("fat")} in einem Wok oder einer großen Pfanne stark erhitzen. ${w.cap(w.list("protein"))} darin 4 Minuten rundum anbraten und auf einen Teller heben.`,
      ),
      w.t(
        `Add the rest of the ${w.list("fat")} and the ${w.list("aromatic")} and stir for 1 minute until fragrant.`,
        `Restliches ${w.list("fat")} in den Wok geben, ${w.list("aromatic")} darin 1 Minute unter Rühren anbraten, bis es duftet.`,
      ),
      w.t(
        `Add the ${w.list("veg")} and stir-fry for 3 minutes so they stay crisp.`,
        `${w.cap(w.list("veg"))} zugeben und unter Rühren 3 Minuten braten, sodass alles bissfest bleibt.`,
      ),
      w.t(
        `Return the ${w.list("protein")} to the pan, stir in the ${w.list(["sauce", "spice"])} with 3 tablespoons of water and toss for 1 minute until glossy.`,
        `${w.cap(w.list("protein"))} zurück in den Wok geben, ${w.list(["sauce", "spice"])} mit 3 EL Wasser unterrühren und 1 Minute schwenken, bis alles glänzt.`,
      ),
      acid(w),
      season(w),
      finish(
        w,
        w.has("starch") ? `Serve over the ${w.list("starch")}` : "Serve straight from the pan",
        w.has("starch") ? `Auf ${w.list("starch")} anrichten` : "Direkt aus der Pfanne servieren",
      ),
    ],
    tips: [
      [
        "Have everything chopped before you start: a stir-fry moves fast.",
        "Alles vor dem Start schneiden: Im Wok geht es schnell.",
      ],
      [
        "A very hot pan browns instead of steaming; cook in two batches if it is crowded.",
        "Eine sehr heiße Pfanne brät statt zu dünsten; bei wenig Platz in zwei Portionen braten.",
      ],
    ],
  },
  {
    id: "curry",
    name: ["Curry", "Curry", "n"],
    servings: 4,
    cuisines: ["indian", "thai", "african", "vietnamese"],
    slots: {
      protein: {
        min: 1,
        max: 1,
        foods: [
          "chicken-breast",
          "chicken-thigh",
          "beef-chuck",
          "lamb-mince",
          "prawns",
          "cod",
          "tofu",
          "chickpeas",
          "red-lentils",
          "paneer",
        ],
      },
      veg: {
        min: 1,
        max: 2,
        foods: [
          "spinach",
          "cauliflower",
          "sweet-potato",
          "squash",
          "eggplant",
          "bell-pepper",
          "peas",
          "green-beans",
          "zucchini",
          "broccoli",
          "carrot",
        ],
      },
      aromatic: { min: 2, max: 3, foods: ["onion", "garlic", "ginger", "shallot"] },
      fat: { min: 1, max: 1, foods: ["rapeseed-oil", "butter"] },
      liquid: { min: 1, max: 2, foods: ["coconut-milk", "canned-tomatoes", "passata", "vegetable-stock", "water"] },
      sauce: {
        min: 0,
        max: 2,
        foods: ["red-curry-paste", "vegan-curry-paste", "fish-sauce", "peanut-butter", "tomato-paste"],
      },
      spice: { min: 0, max: 3 },
      starch: { min: 0, max: 1, foods: ["basmati", "jasmine", "cauliflower-rice", "quinoa", "rice-noodles"] },
      herb: { min: 1, max: 1, foods: ["cilantro", "basil", "mint", "spring-onion"] },
      acid: { min: 0, max: 1, foods: ["lime", "lemon"] },
      topping: { min: 0, max: 1, foods: ["cashews", "almonds", "peanuts", "yogurt"] },
    },
    signature: {
      indian: [
        ["garam-masala", "curry-powder"],
        ["turmeric", "cumin", "chili-powder"],
      ],
      thai: [["red-curry-paste", "vegan-curry-paste"], ["coconut-milk"]],
      african: [
        ["curry-powder", "ras-el-hanout", "smoked-paprika"],
        ["peanut-butter", "coconut-milk", "canned-tomatoes"],
      ],
      vietnamese: [["curry-powder", "turmeric"], ["coconut-milk"]],
    },
    cook: { quick: [10, 12], medium: [15, 28], long: [35, 100] },
    steps: (w, { cook }) => [
      w.has("starch") &&
        w.t(
          `Cook the ${w.list("starch")} according to the packet instructions and keep warm.`,
          `${w.cap(w.list("starch"))} nach Packungsanweisung garen und warm halten.`,
        ),
      w.t(
        `Heat the ${w.list("fat")} in a large pan over medium heat. Cook the ${w.list("aromatic")} for 3 minutes until soft.`,
        `${w.cap(w.list("fat"))} in einem großen Topf bei mittlerer Hitze erhitzen. ${w.cap(w.list("aromatic"))} darin 3 Minuten weich dünsten.`,
      ),
      (w.has("spice") || w.has("sauce")) &&
        w.t(
          `Stir in the ${w.list(["sauce", "spice"])} and cook for 1 minute until fragrant.`,
          `${w.cap(w.list(["sauce", "spice"]))} einrühren und 1 Minute mitrösten, bis es duftet.`,
        ),
      addAndPour(w, w.list(["protein", "veg"], { speed: "slow" })),
      w.t(
        `Simmer gently for ${Math.max(5, cook - 4)} minutes, stirring now and then, until everything is tender and the sauce has thickened.`,
        `Bei schwacher Hitze ${Math.max(5, cook - 4)} Minuten köcheln lassen und ab und zu umrühren, bis alles gar und die Soße sämig ist.`,
      ),
      addFast(w),
      acid(w),
      season(w),
      finish(
        w,
        w.has("starch") ? `Serve with the ${w.list("starch")}` : "Serve hot",
        w.has("starch") ? `Mit ${w.list("starch", { dative: true })} servieren` : "Heiß servieren",
      ),
    ],
    tips: [
      [
        "Curry tastes even better the next day; it keeps covered in the fridge for 2 days.",
        "Curry schmeckt am nächsten Tag noch besser; abgedeckt hält es sich 2 Tage im Kühlschrank.",
      ],
      ["Add a splash of water if the sauce gets too thick.", "Wird die Soße zu dick, einen Schuss Wasser zugeben."],
    ],
  },
  {
    id: "pasta",
    name: ["Pasta", "Pasta", "f"],
    servings: 4,
    cuisines: ["italian", "mediterranean", "american", "french"],
    slots: {
      starch: { min: 1, max: 1, foods: ["spaghetti", "penne", "gf-pasta"] },
      protein: { min: 0, max: 1, foods: ["chicken-breast", "prawns", "tuna", "beef-mince", "white-beans", "salmon"] },
      veg: {
        min: 1,
        max: 2,
        foods: [
          "cherry-tomatoes",
          "spinach",
          "zucchini",
          "mushrooms",
          "broccoli",
          "bell-pepper",
          "peas",
          "arugula",
          "eggplant",
        ],
      },
      aromatic: { min: 1, max: 2, foods: ["garlic", "onion", "shallot", "bacon"] },
      fat: { min: 1, max: 1, foods: ["olive-oil", "butter"] },
      liquid: { min: 0, max: 1, foods: ["passata", "canned-tomatoes", "cream", "white-wine"] },
      sauce: { min: 0, max: 1, foods: ["tomato-paste"] },
      spice: { min: 0, max: 1, foods: ["chili-flakes", "oregano", "thyme"] },
      herb: { min: 1, max: 1, foods: ["basil", "parsley"] },
      cheese: { min: 0, max: 1, foods: ["parmesan", "veggie-hard-cheese", "feta"] },
      topping: { min: 0, max: 1, foods: ["pine-nuts", "walnuts"] },
      acid: { min: 0, max: 1, foods: ["lemon"] },
    },
    cook: { quick: [10, 12], medium: [14, 25], long: [40, 60] },
    steps: (w, { cook }) => [
      w.t(
        `Cook the ${w.list("starch")} in plenty of boiling ${w.is("seasoning", ["salt"]) ? "salted " : ""}water until al dente, about 10 minutes. Keep back a cup of the cooking water, then drain.`,
        `${w.cap(w.list("starch"))} in reichlich kochendem ${w.is("seasoning", ["salt"]) ? "Salzwasser" : "Wasser"} etwa 10 Minuten al dente kochen. Eine Tasse Kochwasser auffangen, dann abgießen.`,
      ),
      w.t(
        `Meanwhile heat the ${w.list("fat")} in a large pan and cook the ${w.list("aromatic")} over medium heat for 2 minutes.`,
        `Inzwischen ${w.list("fat")} in einer großen Pfanne erhitzen und ${w.list("aromatic")} bei mittlerer Hitze 2 Minuten andünsten.`,
      ),
      w.has("protein") &&
        w.t(
          `Add the ${w.list("protein")} and cook for 4 minutes.`,
          `${w.cap(w.list("protein"))} zugeben und 4 Minuten garen.`,
        ),
      w.t(
        `Add the ${w.list(["veg", "sauce", "spice"])} and cook for 3 minutes.`,
        `${w.cap(w.list(["veg", "sauce", "spice"]))} zugeben und 3 Minuten mitgaren.`,
      ),
      w.has("liquid") &&
        w.t(
          `Pour in the ${w.list("liquid")} and let the sauce simmer gently for ${Math.max(3, cook - 9)} minutes.`,
          `${w.cap(w.list("liquid"))} angießen und die Soße ${Math.max(3, cook - 9)} Minuten sanft köcheln lassen.`,
        ),
      w.t(
        `Toss the ${w.list("starch")} with the sauce, loosening it with a little of the cooking water.`,
        `${w.cap(w.list("starch"))} mit der Soße vermengen und mit etwas Kochwasser geschmeidig machen.`,
      ),
      acid(w),
      season(w),
      finish(w, "Serve at once", "Sofort servieren"),
    ],
    tips: [
      [
        "The starchy cooking water makes the sauce cling; add it a spoonful at a time.",
        "Das stärkehaltige Kochwasser bindet die Soße; löffelweise zugeben.",
      ],
    ],
  },
  {
    id: "soup",
    name: ["Soup", "Suppe", "f"],
    servings: 4,
    cuisines: [
      "italian",
      "french",
      "german",
      "spanish",
      "romanian",
      "american",
      "mexican",
      "indian",
      "middle-eastern",
      "mediterranean",
      "african",
      "japanese",
      "chinese",
      "thai",
      "korean",
      "vietnamese",
    ],
    slots: {
      protein: {
        min: 0,
        max: 1,
        foods: [
          "chicken-breast",
          "chicken-thigh",
          "red-lentils",
          "white-beans",
          "chickpeas",
          "black-beans",
          "prawns",
          "cod",
          "tofu",
          "beef-chuck",
        ],
      },
      veg: {
        min: 2,
        max: 3,
        foods: [
          "carrot",
          "leek",
          "sweet-potato",
          "squash",
          "cauliflower",
          "broccoli",
          "zucchini",
          "spinach",
          "peas",
          "mushrooms",
          "cherry-tomatoes",
          "bell-pepper",
          "pointed-cabbage",
          "bok-choy",
          "green-beans",
          "corn",
        ],
      },
      starch: { min: 0, max: 1, foods: ["potatoes", "rice-noodles", "basmati", "bread"] },
      aromatic: { min: 1, max: 2, foods: ["onion", "garlic", "ginger", "shallot", "bacon", "chorizo"] },
      fat: { min: 1, max: 1, foods: ["olive-oil", "rapeseed-oil", "butter"] },
      liquid: {
        min: 1,
        max: 2,
        foods: ["vegetable-stock", "water", "coconut-milk", "cream", "canned-tomatoes", "passata"],
      },
      sauce: {
        min: 0,
        max: 1,
        foods: ["miso", "red-curry-paste", "vegan-curry-paste", "fish-sauce", "tomato-paste", "soy-sauce", "tamari"],
      },
      spice: { min: 0, max: 2 },
      herb: { min: 1, max: 1 },
      acid: { min: 0, max: 1, foods: ["lemon", "lime"] },
      topping: { min: 0, max: 1, foods: ["yogurt", "sour-cream", "pumpkin-seeds", "sesame-seeds"] },
      cheese: { min: 0, max: 1, foods: ["parmesan", "veggie-hard-cheese", "feta"] },
    },
    needs: [["vegetable-stock", "water"]],
    signature: {
      japanese: [["miso"]],
      thai: [["red-curry-paste", "vegan-curry-paste"], ["coconut-milk"]],
      indian: [["garam-masala", "curry-powder", "turmeric", "cumin"]],
    },
    cook: { quick: [8, 12], medium: [15, 25], long: [30, 90] },
    steps: (w, { cook }) => [
      w.t(
        `Heat the ${w.list("fat")} in a large pot over medium heat and cook the ${w.list("aromatic")} for 3 minutes until soft.`,
        `${w.cap(w.list("fat"))} in einem großen Topf bei mittlerer Hitze erhitzen und ${w.list("aromatic")} darin 3 Minuten andünsten.`,
      ),
      (w.has("spice") || w.has("sauce")) &&
        w.t(
          `Stir in the ${w.list(["sauce", "spice"])} for 1 minute.`,
          `${w.cap(w.list(["sauce", "spice"]))} 1 Minute mitrösten.`,
        ),
      addAndPour(w, w.list(["veg", "protein", "starch"], { speed: "slow" })),
      w.t(
        `Cover and simmer for ${Math.max(5, cook - 4)} minutes until everything is tender.`,
        `Zugedeckt ${Math.max(5, cook - 4)} Minuten köcheln lassen, bis alles weich ist.`,
      ),
      addFast(w),
      acid(w),
      season(w),
      finish(
        w,
        w.is("starch", ["bread"]) ? `Ladle into bowls and serve with the ${w.list("starch")}` : "Ladle into warm bowls",
        w.is("starch", ["bread"])
          ? `In Schalen füllen und mit ${w.list("starch", { dative: true })} servieren`
          : "In vorgewärmte Schalen füllen",
      ),
    ],
    tips: [
      [
        "For a smooth soup, blend half of it and stir it back in.",
        "Für eine sämigere Suppe die Hälfte pürieren und wieder unterrühren.",
      ],
      [
        "The soup keeps for 3 days in the fridge and freezes well.",
        "Die Suppe hält sich 3 Tage im Kühlschrank und lässt sich gut einfrieren.",
      ],
    ],
  },
  {
    id: "stew",
    name: ["Stew", "Eintopf", "m"],
    servings: 4,
    cuisines: [
      "german",
      "french",
      "romanian",
      "spanish",
      "african",
      "middle-eastern",
      "mexican",
      "american",
      "italian",
      "mediterranean",
      "indian",
    ],
    slots: {
      protein: {
        min: 1,
        max: 1,
        foods: ["beef-chuck", "chicken-thigh", "chickpeas", "white-beans", "red-lentils", "black-beans", "lamb-mince"],
      },
      veg: {
        min: 2,
        max: 3,
        foods: [
          "carrot",
          "sweet-potato",
          "squash",
          "bell-pepper",
          "eggplant",
          "zucchini",
          "mushrooms",
          "green-beans",
          "pointed-cabbage",
          "leek",
          "spinach",
        ],
      },
      starch: { min: 0, max: 1, foods: ["potatoes", "polenta", "bread", "basmati", "couscous"] },
      aromatic: { min: 2, max: 2, foods: ["onion", "garlic", "bacon", "chorizo", "shallot"] },
      fat: { min: 1, max: 1, foods: ["olive-oil", "rapeseed-oil", "butter"] },
      liquid: { min: 1, max: 2, foods: ["canned-tomatoes", "passata", "vegetable-stock", "water", "white-wine"] },
      sauce: { min: 0, max: 1, foods: ["tomato-paste", "dijon", "peanut-butter"] },
      spice: { min: 1, max: 3 },
      herb: { min: 1, max: 1 },
      acid: { min: 0, max: 1 },
      topping: { min: 0, max: 1, foods: ["sour-cream", "yogurt"] },
    },
    cook: { long: [45, 120] },
    steps: (w, { cook }) => [
      w.list("protein", { speed: "slow" })
        ? w.t(
            `Heat the ${w.list("fat")} in a heavy pot and brown the ${w.list("protein")} over medium-high heat for 5 minutes.`,
            `${w.cap(w.list("fat"))} in einem schweren Topf erhitzen und ${w.list("protein")} darin bei starker Hitze 5 Minuten anbraten.`,
          )
        : w.t(
            `Heat the ${w.list("fat")} in a heavy pot over medium heat.`,
            `${w.cap(w.list("fat"))} in einem schweren Topf bei mittlerer Hitze erhitzen.`,
          ),
      w.t(
        `Add the ${w.list(["aromatic", "spice", "sauce"])} and cook for 3 minutes, stirring.`,
        `${w.cap(w.list(["aromatic", "spice", "sauce"]))} zugeben und unter Rühren 3 Minuten mitbraten.`,
      ),
      addAndPour(w, w.list(w.is("starch", ["potatoes"]) ? ["veg", "starch"] : "veg", { speed: "slow" })),
      w.t(
        `Cover and simmer over low heat for ${Math.max(20, cook - 10)} minutes until everything is tender.`,
        `Zugedeckt bei schwacher Hitze ${Math.max(20, cook - 10)} Minuten schmoren, bis alles weich ist.`,
      ),
      addFast(w),
      w.is("starch", ["polenta", "basmati", "couscous"]) &&
        w.t(
          `Meanwhile prepare the ${w.list("starch")} according to the packet instructions.`,
          `Inzwischen ${w.list("starch")} nach Packungsanweisung zubereiten.`,
        ),
      acid(w),
      season(w),
      finish(
        w,
        w.has("starch") && !w.is("starch", ["potatoes"])
          ? `Serve in deep plates with the ${w.list("starch")}`
          : "Serve in deep plates",
        w.has("starch") && !w.is("starch", ["potatoes"])
          ? `In tiefen Tellern mit ${w.list("starch", { dative: true })} servieren`
          : "In tiefen Tellern servieren",
      ),
    ],
    tips: [
      [
        "Stews improve overnight; reheat gently with a splash of water.",
        "Eintöpfe werden über Nacht noch besser; mit einem Schuss Wasser sanft aufwärmen.",
      ],
    ],
  },
  {
    id: "salad",
    name: ["Salad", "Salat", "m"],
    servings: 4,
    cuisines: [
      "mediterranean",
      "middle-eastern",
      "italian",
      "french",
      "german",
      "american",
      "mexican",
      "thai",
      "vietnamese",
      "japanese",
      "spanish",
      "romanian",
      "korean",
      "chinese",
      "african",
    ],
    slots: {
      protein: {
        min: 0,
        max: 1,
        foods: [
          "chicken-breast",
          "tuna",
          "eggs",
          "chickpeas",
          "white-beans",
          "black-beans",
          "halloumi",
          "prawns",
          "tofu",
          "beef-strips",
          "salmon",
        ],
      },
      veg: {
        min: 2,
        max: 4,
        foods: [
          "romaine",
          "arugula",
          "spinach",
          "cucumber",
          "cherry-tomatoes",
          "bell-pepper",
          "avocado",
          "beetroot",
          "corn",
          "pointed-cabbage",
        ],
      },
      starch: { min: 0, max: 1, foods: ["quinoa", "couscous", "bulgur", "potatoes", "rice-noodles"] },
      aromatic: { min: 0, max: 1, foods: ["red-onion", "spring-onion"] },
      fat: { min: 1, max: 1, foods: ["olive-oil", "rapeseed-oil"] },
      acid: { min: 1, max: 1 },
      sauce: {
        min: 0,
        max: 1,
        foods: ["dijon", "tahini", "honey", "maple-syrup", "sesame-oil", "soy-sauce", "tamari", "fish-sauce"],
      },
      herb: { min: 1, max: 1 },
      cheese: { min: 0, max: 1, foods: ["feta", "parmesan", "veggie-hard-cheese"] },
      topping: { min: 0, max: 1, foods: NUTS_AND_SEEDS },
    },
    cook: { quick: [0, 10], medium: [12, 22] },
    steps: (w, { cook }) => [
      w.has("starch") &&
        w.t(
          `Cook the ${w.list("starch")} according to the packet instructions, about ${Math.max(5, cook)} minutes, then drain and leave to cool a little.`,
          `${w.cap(w.list("starch"))} nach Packungsanweisung in etwa ${Math.max(5, cook)} Minuten garen, abgießen und etwas abkühlen lassen.`,
        ),
      w.is("protein", ["eggs"]) &&
        w.t(
          `Boil the ${w.list("protein")} for 8 minutes, cool them in cold water, peel and quarter.`,
          `${w.cap(w.list("protein"))} 8 Minuten kochen, kalt abschrecken, pellen und vierteln.`,
        ),
      panCooked(w) &&
        w.t(
          `Cook the ${w.list("protein")} in a hot pan with a little of the ${w.list("fat")} for 6 minutes until golden, then slice.`,
          `${w.cap(w.list("protein"))} in einer heißen Pfanne mit etwas ${w.list("fat")} 6 Minuten goldbraun braten, dann aufschneiden.`,
        ),
      w.t(
        `Whisk the ${panCooked(w) ? "rest of the " : ""}${w.list("fat")} with the ${w.list(["acid", "sauce"])} into a dressing.`,
        `${panCooked(w) ? "Restliches " : ""}${w.list("fat")} mit ${w.list(["acid", "sauce"], { dative: true })} zu einem Dressing verrühren.`,
      ),
      w.t(
        `Toss the ${w.list(["veg", "aromatic", "starch"])}${w.has("protein") ? ` and the ${w.list("protein")}` : ""} with the dressing.`,
        `${w.cap(w.list(["veg", "aromatic", "starch"]))}${w.has("protein") ? ` und ${w.list("protein")}` : ""} mit dem Dressing vermengen.`,
      ),
      season(w),
      finish(w, "Serve straight away", "Sofort servieren"),
    ],
    tips: [
      [
        "Dress the leaves just before serving so they stay crisp.",
        "Die Blätter erst kurz vor dem Servieren anmachen, damit sie knackig bleiben.",
      ],
    ],
  },
  {
    id: "bowl",
    name: ["Bowl", "Bowl", "f"],
    servings: 4,
    cuisines: [
      "japanese",
      "korean",
      "mexican",
      "middle-eastern",
      "american",
      "mediterranean",
      "vietnamese",
      "thai",
      "chinese",
      "indian",
      "african",
    ],
    slots: {
      starch: {
        min: 1,
        max: 1,
        foods: ["basmati", "jasmine", "quinoa", "couscous", "bulgur", "cauliflower-rice", "rice-noodles"],
      },
      protein: {
        min: 1,
        max: 1,
        foods: [
          "chicken-breast",
          "salmon",
          "tofu",
          "tempeh",
          "chickpeas",
          "black-beans",
          "prawns",
          "beef-strips",
          "halloumi",
          "eggs",
          "turkey",
        ],
      },
      veg: {
        min: 2,
        max: 3,
        foods: [
          "sweet-potato",
          "broccoli",
          "avocado",
          "cucumber",
          "corn",
          "spinach",
          "bell-pepper",
          "pointed-cabbage",
          "carrot",
          "cherry-tomatoes",
          "squash",
          "cauliflower",
        ],
      },
      aromatic: { min: 0, max: 1, foods: ["red-onion", "spring-onion", "garlic"] },
      fat: { min: 1, max: 1, foods: ["olive-oil", "rapeseed-oil"] },
      sauce: {
        min: 1,
        max: 2,
        foods: [
          "tahini",
          "soy-sauce",
          "tamari",
          "coconut-aminos",
          "gochujang",
          "peanut-butter",
          "miso",
          "sesame-oil",
          "maple-syrup",
          "honey",
        ],
      },
      spice: { min: 0, max: 1 },
      acid: { min: 1, max: 1 },
      herb: { min: 0, max: 1 },
      topping: { min: 0, max: 1, foods: ["sesame-seeds", "pumpkin-seeds", "peanuts", "cashews", "yogurt"] },
    },
    signature: {
      korean: [["gochujang", "sesame-oil"]],
      "middle-eastern": [["tahini", "sumac", "cumin"]],
      japanese: [["miso", "soy-sauce", "tamari"]],
    },
    cook: { quick: [6, 10], medium: [15, 25], long: [35, 45] },
    steps: (w, { cook }) => [
      w.t(
        `Cook the ${w.list("starch")} according to the packet instructions, then keep warm.`,
        `${w.cap(w.list("starch"))} nach Packungsanweisung garen und warm halten.`,
      ),
      w.t(
        `Meanwhile cook the ${w.list(["protein", "spice"])} in a hot pan with half of the ${w.list("fat")} for ${Math.min(8, Math.max(4, cook - 2))} minutes until golden.`,
        `Inzwischen ${w.list(["protein", "spice"])} in einer heißen Pfanne mit der Hälfte vom ${w.list("fat")} ${Math.min(8, Math.max(4, cook - 2))} Minuten goldbraun braten.`,
      ),
      w.list("veg", { speed: "slow" }) &&
        w.t(
          `Roast or sauté the ${w.list("veg", { speed: "slow" })} in the rest of the ${w.list("fat")} for ${Math.max(3, cook - 4)} minutes, until just tender.`,
          `${w.cap(w.list("veg", { speed: "slow" }))} im restlichen ${w.list("fat")} ${Math.max(3, cook - 4)} Minuten braten oder rösten, bis alles gerade gar ist.`,
        ),
      w.list("veg", { speed: "fast" }) &&
        w.t(
          `Wilt or warm the ${w.list("veg", { speed: "fast" })} in the same pan for 2 minutes.`,
          `${w.cap(w.list("veg", { speed: "fast" }))} in derselben Pfanne 2 Minuten erwärmen.`,
        ),
      w.t(
        `Stir the ${w.list(["sauce", "acid"])} with 2 tablespoons of water into a dressing.`,
        `${w.cap(w.list(["sauce", "acid"]))} mit 2 EL Wasser zu einem Dressing verrühren.`,
      ),
      season(w),
      finish(
        w,
        `Divide the ${w.list("starch")} between bowls, arrange the ${w.list(["protein", "veg"])}${w.has("aromatic") ? ` and the ${w.list("aromatic")}` : ""} on top and drizzle with the dressing`,
        `${w.cap(w.list("starch"))} auf Schalen verteilen, ${w.list(["protein", "veg"])}${w.has("aromatic") ? ` und ${w.list("aromatic")}` : ""} darauf anrichten, mit dem Dressing beträufeln`,
      ),
    ],
    tips: [
      [
        "Everything except the dressing keeps for 2 days: good for lunch boxes.",
        "Alles außer dem Dressing hält sich 2 Tage: ideal für die Lunchbox.",
      ],
    ],
  },
  {
    id: "bake",
    name: ["Traybake", "Ofengericht", "n"],
    servings: 4,
    cuisines: [
      "mediterranean",
      "middle-eastern",
      "german",
      "french",
      "american",
      "italian",
      "spanish",
      "romanian",
      "african",
      "indian",
      "mexican",
    ],
    slots: {
      protein: {
        min: 0,
        max: 1,
        foods: ["chicken-thigh", "salmon", "cod", "halloumi", "chickpeas", "tofu", "white-beans"],
      },
      veg: {
        min: 2,
        max: 3,
        foods: [
          "sweet-potato",
          "squash",
          "bell-pepper",
          "zucchini",
          "eggplant",
          "cauliflower",
          "broccoli",
          "cherry-tomatoes",
          "carrot",
          "leek",
          "green-beans",
        ],
      },
      starch: { min: 0, max: 1, foods: ["potatoes"] },
      aromatic: { min: 1, max: 2, foods: ["garlic", "red-onion", "onion", "shallot"] },
      fat: { min: 1, max: 1, foods: ["olive-oil", "rapeseed-oil"] },
      spice: { min: 1, max: 2 },
      sauce: { min: 0, max: 1, foods: ["dijon", "honey", "maple-syrup", "tahini", "balsamic"] },
      herb: { min: 1, max: 1 },
      acid: { min: 0, max: 1, foods: ["lemon", "lime", "balsamic"] },
      cheese: { min: 0, max: 1, foods: ["feta", "parmesan", "veggie-hard-cheese", "mountain-cheese", "cheddar"] },
      topping: { min: 0, max: 1, foods: ["yogurt", "sour-cream", "pumpkin-seeds", "almonds", "walnuts", "pine-nuts"] },
    },
    cook: { medium: [20, 25], long: [30, 50] },
    steps: (w, { cook }) => [
      w.t("Heat the oven to 220 °C (200 °C fan).", "Den Backofen auf 220 °C (Umluft 200 °C) vorheizen."),
      w.t(
        `Toss the ${w.list(["veg", "starch", "aromatic"])} with the ${w.list(["fat", "spice"])} on a large baking tray and spread out in one layer.`,
        `${w.cap(w.list(["veg", "starch", "aromatic"]))} auf einem großen Backblech mit ${w.list(["fat", "spice"])} mischen und in einer Lage verteilen.`,
      ),
      w.has("protein")
        ? w.t(
            `Roast for ${Math.max(5, cook - 15)} minutes, then nestle the ${w.list("protein")} among the vegetables and roast for 15 minutes more until cooked through.`,
            `${Math.max(5, cook - 15)} Minuten rösten, dann ${w.list("protein")} zwischen das Gemüse legen und weitere 15 Minuten garen.`,
          )
        : w.t(
            `Roast for ${cook} minutes, turning once, until golden and tender.`,
            `${cook} Minuten rösten, einmal wenden, bis alles goldbraun und weich ist.`,
          ),
      w.has("sauce") &&
        w.t(
          `Drizzle with the ${w.list("sauce")} for the last minutes.`,
          `Zum Schluss mit ${w.list("sauce")} beträufeln.`,
        ),
      acid(w),
      season(w),
      finish(w, "Serve straight from the tray", "Direkt vom Blech servieren"),
    ],
    tips: [
      [
        "Use two trays if one is crowded: vegetables brown instead of steaming.",
        "Ist ein Blech zu voll, zwei nehmen: So bräunt das Gemüse, statt zu dämpfen.",
      ],
    ],
  },
  {
    id: "tacos",
    name: ["Tacos", "Tacos", "pl"],
    servings: 4,
    cuisines: ["mexican", "american", "korean"],
    slots: {
      starch: { min: 1, max: 1, foods: ["corn-tortillas"] },
      protein: {
        min: 1,
        max: 1,
        foods: [
          "beef-mince",
          "chicken-breast",
          "prawns",
          "cod",
          "black-beans",
          "halloumi",
          "tofu",
          "pork-tenderloin",
          "turkey",
        ],
      },
      veg: {
        min: 2,
        max: 2,
        foods: ["avocado", "cherry-tomatoes", "pointed-cabbage", "bell-pepper", "corn", "romaine", "cucumber"],
      },
      aromatic: { min: 1, max: 2, foods: ["red-onion", "garlic", "spring-onion"] },
      fat: { min: 1, max: 1, foods: ["rapeseed-oil", "olive-oil"] },
      spice: { min: 1, max: 2, foods: ["cumin", "smoked-paprika", "chili-powder", "oregano"] },
      sauce: { min: 0, max: 1, foods: ["gochujang", "soy-sauce", "tamari"] },
      acid: { min: 1, max: 1, foods: ["lime"] },
      herb: { min: 1, max: 1, foods: ["cilantro", "spring-onion"] },
      topping: { min: 0, max: 1, foods: ["sour-cream", "yogurt"] },
      cheese: { min: 0, max: 1, foods: ["cheddar", "feta"] },
    },
    signature: { korean: [["gochujang"]] },
    cook: { quick: [6, 10], medium: [12, 22] },
    steps: (w, { cook }) => [
      w.t(
        `Heat the ${w.list("fat")} in a frying pan and cook the ${w.list(["protein", "spice", "sauce"])} over medium-high heat for ${Math.max(4, cook - 2)} minutes until cooked through.`,
        `${w.cap(w.list("fat"))} in einer Pfanne erhitzen und ${w.list(["protein", "spice", "sauce"])} bei mittlerer bis starker Hitze ${Math.max(4, cook - 2)} Minuten durchgaren.`,
      ),
      w.t(
        `Meanwhile mix the ${w.list(["veg", "aromatic"])} with half of the ${w.list("acid")} juice.`,
        `Inzwischen ${w.list(["veg", "aromatic"])} mit der Hälfte vom Saft der ${w.list("acid")} mischen.`,
      ),
      w.t(
        `Warm the ${w.list("starch")} in a dry pan for 30 seconds on each side.`,
        `${w.cap(w.list("starch"))} in einer trockenen Pfanne je Seite 30 Sekunden erwärmen.`,
      ),
      season(w),
      finish(
        w,
        `Fill the ${w.list("starch")} with the filling and the vegetables and squeeze over the rest of the ${w.list("acid")}`,
        `${w.cap(w.list("starch"))} mit Füllung und Gemüse belegen und mit restlichem Saft der ${w.list("acid")} beträufeln`,
      ),
    ],
    tips: [
      [
        "Set everything out on the table and let everyone fill their own.",
        "Alles auf den Tisch stellen und jeden selbst füllen lassen.",
      ],
    ],
  },
  {
    id: "risotto",
    name: ["Risotto", "Risotto", "n"],
    servings: 4,
    cuisines: ["italian", "mediterranean"],
    slots: {
      starch: { min: 1, max: 1, foods: ["risotto-rice"] },
      veg: { min: 1, max: 2, foods: ["mushrooms", "peas", "squash", "spinach", "zucchini", "leek", "cherry-tomatoes"] },
      protein: { min: 0, max: 1, foods: ["prawns", "chicken-breast"] },
      aromatic: { min: 1, max: 2, foods: ["onion", "shallot", "garlic"] },
      fat: { min: 1, max: 1, foods: ["olive-oil", "butter"] },
      liquid: { min: 1, max: 2, foods: ["vegetable-stock", "water", "white-wine"] },
      cheese: { min: 0, max: 1, foods: ["parmesan", "veggie-hard-cheese"] },
      herb: { min: 1, max: 1, foods: ["parsley", "basil"] },
      acid: { min: 0, max: 1, foods: ["lemon"] },
      topping: { min: 0, max: 1, foods: ["pine-nuts", "walnuts"] },
    },
    needs: [["vegetable-stock", "water"]],
    cook: { medium: [22, 25] },
    steps: (w, { cook }) => [
      w.t(
        `Heat the ${w.list("liquid")} in a small pan and keep it just below a simmer.`,
        `${w.cap(w.list("liquid"))} in einem kleinen Topf erhitzen und heiß halten.`,
      ),
      w.t(
        `Heat the ${w.list("fat")} in a wide pan and cook the ${w.list("aromatic")} for 3 minutes until soft. Stir in the ${w.list("starch")} for 1 minute.`,
        `${w.cap(w.list("fat"))} in einem breiten Topf erhitzen und ${w.list("aromatic")} darin 3 Minuten glasig dünsten. ${w.cap(w.list("starch"))} zugeben und 1 Minute unter Rühren anschwitzen.`,
      ),
      w.t(
        `Add the hot liquid a ladle at a time, stirring often and letting each addition be absorbed, for ${cook - 4} minutes. Stir in the ${w.list(["veg", "protein"])} halfway through.`,
        `Die heiße Flüssigkeit kellenweise zugeben und unter häufigem Rühren jeweils einkochen lassen, insgesamt ${cook - 4} Minuten. Nach der Hälfte der Zeit ${w.list(["veg", "protein"])} unterrühren.`,
      ),
      w.t(
        `Take off the heat${w.has("cheese") ? `, stir in the ${w.list("cheese")}` : ""} and leave to rest for 2 minutes, covered.`,
        `Vom Herd nehmen${w.has("cheese") ? `, ${w.list("cheese")} unterrühren` : ""} und zugedeckt 2 Minuten ruhen lassen.`,
      ),
      acid(w),
      season(w),
      finish(w, "Serve at once", "Sofort servieren"),
    ],
    tips: [
      [
        "A risotto should flow gently on the plate; add a little more hot liquid if it is stiff.",
        "Ein Risotto soll auf dem Teller leicht fließen; ist es zu fest, noch etwas heiße Flüssigkeit zugeben.",
      ],
    ],
  },
  {
    id: "omelette",
    name: ["Frittata", "Frittata", "f"],
    servings: 2,
    cuisines: [
      "italian",
      "french",
      "spanish",
      "german",
      "american",
      "mediterranean",
      "romanian",
      "middle-eastern",
      "indian",
      "thai",
      "japanese",
      "chinese",
      "korean",
      "vietnamese",
      "mexican",
      "african",
    ],
    slots: {
      protein: { min: 1, max: 1, foods: ["eggs"] },
      veg: {
        min: 1,
        max: 3,
        foods: ["spinach", "mushrooms", "bell-pepper", "zucchini", "cherry-tomatoes", "peas", "leek", "broccoli"],
      },
      starch: { min: 0, max: 1, foods: ["potatoes", "bread"] },
      aromatic: {
        min: 0,
        max: 1,
        foods: ["onion", "spring-onion", "bacon", "chorizo", "pork-mince", "garlic", "shallot"],
      },
      fat: { min: 1, max: 1, foods: ["butter", "olive-oil", "rapeseed-oil"] },
      liquid: { min: 0, max: 1, foods: ["milk"] },
      cheese: { min: 0, max: 1, foods: ["parmesan", "veggie-hard-cheese", "feta", "cheddar", "mountain-cheese"] },
      herb: { min: 1, max: 1, foods: ["chives", "parsley", "basil", "dill", "cilantro", "spring-onion"] },
      spice: { min: 0, max: 1, foods: ["smoked-paprika", "chili-flakes", "sweet-paprika"] },
    },
    cook: { quick: [6, 10], medium: [15, 22], long: [30, 40] },
    steps: (w, { cook }) => [
      w.is("starch", ["potatoes"]) &&
        w.t(
          `Cook the ${w.list("starch")} in a covered pan with half of the ${w.list("fat")} over medium heat for ${Math.max(12, cook - 8)} minutes until tender.`,
          `${w.cap(w.list("starch"))} mit der Hälfte vom ${w.list("fat")} zugedeckt bei mittlerer Hitze ${Math.max(12, cook - 8)} Minuten weich garen.`,
        ),
      w.t(
        `Beat the ${w.list(["protein", "liquid"])} in a bowl${w.has("cheese") ? ` with half of the ${w.list("cheese")}` : ""}.`,
        `${w.cap(w.list(["protein", "liquid"]))} in einer Schüssel verquirlen${w.has("cheese") ? `, die Hälfte vom ${w.list("cheese")} unterrühren` : ""}.`,
      ),
      w.t(
        `Heat the ${w.list("fat")} in a non-stick pan and cook the ${w.list(["aromatic", "veg", "spice"])} for 3 minutes.`,
        `${w.cap(w.list("fat"))} in einer beschichteten Pfanne erhitzen und ${w.list(["aromatic", "veg", "spice"])} darin 3 Minuten anbraten.`,
      ),
      w.t(
        `Pour in the egg mixture, cover and cook over low heat for ${Math.max(4, Math.min(10, cook - 3))} minutes until just set${w.has("cheese") ? `, then scatter over the rest of the ${w.list("cheese")}` : ""}.`,
        `Die Eiermasse darübergießen, zudecken und bei schwacher Hitze ${Math.max(4, Math.min(10, cook - 3))} Minuten stocken lassen${w.has("cheese") ? `, dann mit restlichem ${w.list("cheese")} bestreuen` : ""}.`,
      ),
      season(w),
      finish(
        w,
        w.is("starch", ["bread"])
          ? `Cut into wedges and serve with the ${w.list("starch")}`
          : "Cut into wedges and serve",
        w.is("starch", ["bread"])
          ? `In Stücke schneiden und mit ${w.list("starch", { dative: true })} servieren`
          : "In Stücke schneiden und servieren",
      ),
    ],
    tips: [["Cold frittata makes a good packed lunch.", "Kalte Frittata ist ein gutes Mittagessen zum Mitnehmen."]],
  },
];
