import { describe, expect, it } from "vitest";
import { buildConstraints, readIdeaText } from "./constraints";
import { generateIdeas, seededRandom, writeRecipe } from "./engine";
import { FOOD_BY_ID } from "./foods";
import { checkIdea, checkRecipe } from "./post-check";
import { type GeneratedRecipe, type IdeaRequest, IdeaRequestSchema } from "./schemas";
import { durationOf } from "./vocabulary";

const request = (fields: Partial<IdeaRequest> & Pick<IdeaRequest, "duration">): IdeaRequest =>
  IdeaRequestSchema.parse({ cuisines: [], diet: "no-preference", text: "", ...fields });
const noRestrictions = { dietaryRestrictions: [], allergies: [] };
const foodsOf = (plan: { foods: Record<string, string[] | undefined> }) =>
  Object.values(plan.foods)
    .flat()
    .map((id) => FOOD_BY_ID.get(id as string));

describe("reading the idea box", () => {
  it("rules out what follows 'ohne' and 'no' to the end of the clause, and wants what follows 'mit'", () => {
    const german = readIdeaText("Etwas mit Lachs, aber ohne Pilze und Zwiebeln");
    expect(german.want.map((entry) => entry.foods)).toEqual([["salmon"]]);
    expect(german.avoidFoods).toEqual(expect.arrayContaining(["mushrooms", "onion", "red-onion"]));
    const english = readIdeaText("no onions, something with chickpeas");
    expect(english.avoidFoods).toContain("onion");
    expect(english.want[0]?.foods).toEqual(["chickpeas"]);
  });

  it("reads '-free' and '-frei' as exclusions and German articles as nothing", () => {
    expect(readIdeaText("a nut-free dinner").avoidFoods).toContain("walnuts");
    expect(readIdeaText("etwas Milchfreies").avoidFoods).toEqual([]);
    expect(readIdeaText("ein Eintopf für einen Regentag")).toMatchObject({ want: [], dishes: ["stew"] });
  });

  it("finds dishes, cuisines and heat in both languages", () => {
    expect(readIdeaText("eine scharfe thailändische Suppe")).toMatchObject({
      dishes: ["soup"],
      cuisines: ["thai"],
      spicy: true,
    });
    expect(readIdeaText("mild tacos").spicy).toBe(false);
    expect(readIdeaText("ein leichter Sommersalat").dishes).toEqual(["salad"]);
    expect(readIdeaText("Linsensuppe ohne Sellerie und Rosenkohl")).toMatchObject({
      dishes: ["soup"],
      avoidAllergens: ["celery"],
      avoidWords: ["Rosenkohl"],
    });
    expect(readIdeaText("glutenfrei bitte").avoidAllergens).toEqual(["gluten"]);
  });
});

describe("constraints from the user's settings", () => {
  it("turns custom allergies and custom diets into exclusions, and refuses to guess unknown diets", () => {
    const constraints = buildConstraints(request({ duration: "medium", customDiet: "halal" }), {
      dietaryRestrictions: ["vegetarian"],
      allergies: ["nuts", "Kiwi"],
    });
    expect(constraints.diets).toEqual(["vegetarian"]);
    expect(constraints.allergens).toEqual(["nuts"]);
    expect(constraints.avoidWords).toContain("kiwi");
    expect(constraints.avoidFoods).toEqual(expect.arrayContaining(["pork-tenderloin", "bacon", "white-wine"]));
    expect(buildConstraints(request({ duration: "medium", customDiet: "fruitarian" }), noRestrictions).unknown).toEqual(
      ["fruitarian"],
    );
  });
});

describe("the built-in engine", () => {
  it("gives three different vegan, nut-free ideas in German within the time asked for", () => {
    const result = generateIdeas(
      request({ duration: "medium", diet: "vegan" }),
      { dietaryRestrictions: [], allergies: ["nuts"] },
      "de",
      seededRandom(1),
    );
    expect(result.ideas).toHaveLength(3);
    expect(new Set(result.ideas.map(({ idea }) => idea.title)).size).toBe(3);
    for (const { idea, plan } of result.ideas) {
      for (const food of foodsOf(plan)) {
        expect(food?.kinds ?? [], food?.id).toEqual([]);
        expect(food?.allergens ?? [], food?.id).not.toContain("nuts");
      }
      expect(durationOf(idea.minutes)).toBe("medium");
      expect(idea.whyItFits).toMatch(/Vegan.*ohne Schalenfrüchte/);
      const recipe = writeRecipe(plan);
      expect(recipe.prepMinutes + recipe.cookMinutes).toBe(idea.minutes);
      expect(recipe.steps.join(" ")).not.toMatch(/\b(the|and|with)\b/);
    }
  });

  it("puts a wanted food into every idea and leaves excluded ones out", () => {
    const result = generateIdeas(
      request({ duration: "quick", text: "something with salmon, no onions" }),
      noRestrictions,
      "en",
      seededRandom(2),
    );
    expect(result.ideas.length).toBeGreaterThan(0);
    for (const { plan } of result.ideas) {
      const ids = foodsOf(plan).map((food) => food?.id);
      expect(ids).toContain("salmon");
      expect(ids).not.toContain("onion");
      expect(ids).not.toContain("red-onion");
    }
  });

  it("writes recipes in which every ingredient is used and quantities scale with the servings", () => {
    const [first] = generateIdeas(request({ duration: "long" }), noRestrictions, "en", seededRandom(3)).ideas;
    if (!first) throw new Error("no idea");
    const recipe = writeRecipe(first.plan);
    expect(checkRecipe(recipe, buildConstraints(request({ duration: "long" }), noRestrictions))).toEqual([]);
    const salt = recipe.ingredients.find((ingredient) => ingredient.food === "salt");
    expect(salt?.quantity).toBeNull();
    const anyWeighed = recipe.ingredients.find((ingredient) => ingredient.unit === "g");
    expect(anyWeighed?.quantity).toBeGreaterThan(0);
  });

  it("returns fewer ideas with the reason instead of bending a constraint", () => {
    const vegan = generateIdeas(
      request({ duration: "medium", diet: "vegan", text: "with chicken" }),
      noRestrictions,
      "en",
    );
    expect(vegan).toEqual({ ideas: [], reasons: [{ code: "wanted-excluded", value: "chicken" }] });
    const squash = generateIdeas(request({ duration: "quick", text: "mit Kürbis" }), noRestrictions, "de");
    expect(squash.reasons).toEqual([{ code: "wanted-duration", value: "Kürbis" }]);
    expect(squash.ideas).toEqual([]);
    const cuisine = generateIdeas(request({ duration: "quick", customCuisine: "Peruvian" }), noRestrictions, "en");
    expect(cuisine).toEqual({ ideas: [], reasons: [{ code: "unknown-cuisine", value: "Peruvian" }] });
    const diets = generateIdeas(
      request({ duration: "medium", diet: "meat-based" }),
      { dietaryRestrictions: ["vegetarian"], allergies: [] },
      "en",
    );
    expect(diets.reasons).toContainEqual({ code: "diets-conflict", value: "vegetarian" });
    const pasta = generateIdeas(
      request({ duration: "quick", diet: "keto", text: "pasta please" }),
      noRestrictions,
      "en",
    );
    expect(pasta).toEqual({ ideas: [], reasons: [{ code: "dish-excluded" }] });
  });

  it("cooks an omelette in any cuisine, with an oil that cuisine uses", () => {
    const thai = generateIdeas(
      request({ duration: "medium", cuisines: ["thai"], diet: "meat-based", text: "an omelette" }),
      noRestrictions,
      "en",
      seededRandom(4),
    );
    expect(thai.ideas.length).toBeGreaterThan(0);
    for (const { plan } of thai.ideas) {
      expect(plan.dish).toBe("omelette");
      expect(plan.foods.fat).toEqual(["rapeseed-oil"]);
    }
  });

  it("gives the same ideas for the same seed and varies them otherwise", () => {
    const same = request({ duration: "medium" });
    const titles = (seed: number) =>
      generateIdeas(same, noRestrictions, "en", seededRandom(seed)).ideas.map(({ idea }) => idea.title);
    expect(titles(5)).toEqual(titles(5));
    expect(new Set([1, 2, 3, 4, 5, 6].flatMap(titles)).size).toBeGreaterThan(10);
  });
});

describe("post-checks", () => {
  const constraints = (fields: Partial<ReturnType<typeof buildConstraints>> = {}) => ({
    ...buildConstraints(request({ duration: "medium" }), noRestrictions),
    ...fields,
  });
  const recipe = (fields: Partial<GeneratedRecipe> = {}): GeneratedRecipe => ({
    title: "Creamy Squash Pasta",
    description: "A dairy-free pasta without nuts, with butternut squash and coconut milk.",
    servings: 4,
    prepMinutes: 10,
    cookMinutes: 20,
    ingredients: [
      { quantity: 400, quantityMax: null, unit: "g", food: "penne", note: null, group: null },
      { quantity: 500, quantityMax: null, unit: "g", food: "butternut squash", note: "diced", group: null },
      { quantity: 400, quantityMax: null, unit: "ml", food: "coconut milk", note: null, group: null },
      { quantity: null, quantityMax: null, unit: null, food: "salt", note: null, group: null },
    ],
    steps: [
      "Cook the penne in salted water until al dente.",
      "Simmer the squash in the coconut milk for 15 minutes, then blend and toss with the pasta.",
    ],
    tips: [],
    ...fields,
  });

  it("passes a sound recipe: coconut milk is no milk, butternut no nut, 'dairy-free' no dairy", () => {
    expect(checkRecipe(recipe(), constraints({ diets: ["dairy-free", "vegan"], allergens: ["nuts", "milk"] }))).toEqual(
      [],
    );
  });

  it("catches diets and allergens by the words of the text, including steps and German compounds", () => {
    const withParmesan = recipe({
      ingredients: [
        ...recipe().ingredients,
        { quantity: 40, quantityMax: null, unit: "g", food: "Parmesan", note: null, group: null },
      ],
      steps: [...recipe().steps, "Serve with the Parmesan."],
    });
    expect(checkRecipe(withParmesan, constraints({ diets: ["vegetarian"] }))).toContainEqual({
      kind: "diet",
      detail: "vegetarian: parmesan",
    });
    const german = recipe({
      ingredients: [{ quantity: 2, quantityMax: null, unit: "EL", food: "Erdnussmus", note: null, group: null }],
      steps: ["Erdnussmus mit Gemüsebrühe verrühren und in einen Topf geben.", "Eier darin stocken lassen."],
    });
    const violations = checkRecipe(german, constraints({ allergens: ["peanuts", "celery", "eggs"] }));
    expect(violations).toEqual(
      expect.arrayContaining([
        { kind: "allergen", detail: "peanuts: erdnussmus" },
        { kind: "allergen", detail: "celery: gemusebruhe" },
        { kind: "allergen", detail: "eggs: eier" },
      ]),
    );
  });

  it("finds unused and unlisted ingredients, a wrong time bucket and implausible amounts", () => {
    const broken = recipe({
      prepMinutes: 5,
      cookMinutes: 5,
      ingredients: [
        ...recipe().ingredients,
        { quantity: 200, quantityMax: null, unit: "g", food: "salt", note: null, group: null },
        { quantity: 100, quantityMax: null, unit: "g", food: "spinach", note: null, group: null },
      ],
      steps: [...recipe().steps, "Top with crispy bacon."],
    });
    const kinds = checkRecipe(broken, constraints()).map((violation) => `${violation.kind}: ${violation.detail}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "duration: 10 min",
        "unused-ingredient: spinach",
        "unlisted-ingredient: bacon",
        "quantity: salt: too much salt",
      ]),
    );
  });

  it("checks ideas for diet, exclusions and the time bucket", () => {
    const idea = {
      title: "Chicken and Mushroom Pie",
      description: "A golden pie.",
      cuisine: "British",
      minutes: 70,
      keyIngredients: ["chicken", "mushrooms"],
      whyItFits: "Warming and ready in 70 minutes.",
    };
    expect(checkIdea(idea, constraints({ diets: ["vegetarian"], avoidFoods: ["mushrooms"] }))).toEqual(
      expect.arrayContaining([
        { kind: "diet", detail: "vegetarian: chicken" },
        { kind: "avoided", detail: "mushroom" },
        { kind: "duration", detail: "70 min" },
      ]),
    );
  });
});
