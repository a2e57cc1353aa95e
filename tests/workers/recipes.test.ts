import { type D1Migration, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { recipes } from "~/db/schema";
import { builtinEngine, generateAndStoreIdeas, linkIdea } from "~/domain/ai/ideas.server";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { calendarPlan } from "~/domain/billing/plans";
import { IMAGE_LIMITS, imageDimensions } from "~/domain/recipes/images";
import { checkImage } from "~/domain/recipes/images.server";
import { PAGE_SIZE } from "~/domain/recipes/list-options";
import { setRecipeImage } from "~/domain/recipes/recipe-images.server";
import type { RecipeDetail } from "~/domain/recipes/recipes.server";
import {
  createRecipe,
  deleteRecipe,
  getAllRecipes,
  getRecipe,
  listRecipes,
  updateRecipe,
} from "~/domain/recipes/recipes.server";
import { splitRecipeFile } from "~/routes/recipes/+shared/recipe-file-form";
import * as cookRoute from "~/routes/recipes/cook";
import * as detailRoute from "~/routes/recipes/detail";
import * as editRoute from "~/routes/recipes/edit";
import * as exportRoute from "~/routes/recipes/export";
import * as imageRoute from "~/routes/recipes/image";
import * as newRoute from "~/routes/recipes/new";
import { jpegWithExif, pngWithText } from "../support/images";
import { halvesJpeg } from "../support/real-images";
import { createCook, pictureStore, recipeInput as recipe, userByEmail } from "./factories";
import { BASE, type CookieJar, callRoute, flashOf, signedInCook } from "./pages";

const db = getDb(env.DB);

describe("recipes", () => {
  it("saves long recipes: 60 ingredient lines and 40 steps in one section each", async () => {
    const owner = (await createCook()).id;
    const lines = Array.from({ length: 60 }, (_, index) => `${index + 1} g Zutat ${index + 1}`);
    const many = Array.from({ length: 40 }, (_, index) => `Schritt ${index + 1}: 5 Minuten rühren.`);
    const id = await createRecipe(
      db,
      owner,
      recipe({ ingredientSections: [{ title: null, lines }], instructionSections: [{ title: null, steps: many }] }),
    );
    const stored = await getRecipe(db, owner, id);
    expect(stored?.ingredientSections[0]?.items.map((item) => item.original)).toEqual(lines);
    expect(stored?.instructionSections[0]?.items.map((item) => item.text)).toEqual(many);
  });

  it("stores sections, parsed lines and steps with their timers, and reads them back in order", async () => {
    const owner = (await createCook()).id;
    const id = await createRecipe(db, owner, recipe());
    const stored = await getRecipe(db, owner, id);
    expect(stored).toMatchObject({ title: "Käsespätzle", totalMinutes: 35, origin: "manual", language: "de" });
    expect(stored?.ingredientSections.map((section) => section.title)).toEqual([null, "Zum Servieren"]);
    expect(stored?.ingredientSections[0]?.items[2]).toMatchObject({
      original: "200 g Bergkäse, gerieben",
      quantity: 200,
      unit: "g",
      food: "Bergkäse",
      note: "gerieben",
    });
    expect(stored?.instructionSections[0]?.items.map((step) => step.timerMinutes)).toEqual([[10], []]);
  });

  it("replaces the content on update", async () => {
    const owner = (await createCook()).id;
    const id = await createRecipe(db, owner, recipe());
    const updated = recipe({
      title: "Kässpätzle",
      ingredientSections: [{ title: null, lines: ["500 g Mehl"] }],
      instructionSections: [{ title: null, steps: ["Alles mischen."] }],
    });
    expect(await updateRecipe(db, owner, id, updated)).toEqual({ status: "updated" });
    const stored = await getRecipe(db, owner, id);
    expect(stored?.title).toBe("Kässpätzle");
    expect(stored?.ingredientSections).toEqual([
      { title: null, items: [expect.objectContaining({ original: "500 g Mehl" })] },
    ]);
    expect((await listRecipes(db, owner, { query: "Bergkäse" })).items).toHaveLength(0);
    expect((await listRecipes(db, owner, { query: "mischen" })).items).toHaveLength(1);
  });

  it("keeps where a recipe came from when the cook edits it in the editor", async () => {
    const owner = (await createCook()).id;
    const provenance = {
      origin: "import" as const,
      sourceUrl: "https://www.example.de/rezepte/kaesespaetzle?utm_source=x",
      sourceSite: "Beispiel-Küche",
      sourceAuthor: "Oma Else",
      yieldUnit: "Portionen",
      diets: ["vegetarian" as const],
    };
    const id = await createRecipe(db, owner, { ...recipe(), ...provenance });
    expect(await updateRecipe(db, owner, id, recipe({ title: "Kässpätzle" }))).toEqual({ status: "updated" });
    expect(await getRecipe(db, owner, id)).toMatchObject({ title: "Kässpätzle", ...provenance });
  });

  it("is the owner's alone: another cook can neither read, change nor delete it, nor find it", async () => {
    const owner = (await createCook()).id;
    const stranger = (await createCook()).id;
    const id = await createRecipe(db, owner, recipe());
    expect(await getRecipe(db, stranger, id)).toBeNull();
    expect(await updateRecipe(db, stranger, id, recipe({ title: "Mine now" }))).toEqual({ status: "not-found" });
    expect(await deleteRecipe(db, stranger, id)).toBe(false);
    expect((await listRecipes(db, stranger, { query: "Spätzle" })).items).toHaveLength(0);
    expect((await getRecipe(db, owner, id))?.title).toBe("Käsespätzle");
  });

  it("deletes with everything that belongs to it", async () => {
    const owner = (await createCook()).id;
    const id = await createRecipe(db, owner, recipe());
    expect(await deleteRecipe(db, owner, id)).toBe(true);
    expect(await getRecipe(db, owner, id)).toBeNull();
    const orphans = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM ingredient_sections WHERE recipe_id = ?1) + (SELECT count(*) FROM instruction_sections WHERE recipe_id = ?1) + (SELECT count(*) FROM recipes_fts WHERE recipe_id = ?1) AS n",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);
  });
});

describe("search", () => {
  it.each([
    ["Käsespätzle", "title with umlauts"],
    ["Kaesespaetzle", "umlauts written out"],
    ["kasesp", "without umlauts, as a prefix"],
    ["bergkase", "an ingredient"],
    ["ruhen", "step text"],
    ["vegetarisch", "a tag"],
    ["SPÄTZLE schaben", "several words in any case"],
  ])("finds %s (%s)", async (query) => {
    const owner = (await createCook()).id;
    const id = await createRecipe(db, owner, recipe());
    await createRecipe(
      db,
      owner,
      recipe({
        title: "Tomato soup",
        language: "en",
        tags: [],
        ingredientSections: [{ title: null, lines: ["1 kg tomatoes"] }],
        instructionSections: [{ title: null, steps: ["Simmer."] }],
      }),
    );
    const { items } = await listRecipes(db, owner, { query });
    expect(items.map((item) => item.id)).toEqual([id]);
  });

  it("finds a word inside a run of Japanese or Chinese letters, which marks no words", async () => {
    const owner = (await createCook()).id;
    const id = await createRecipe(
      db,
      owner,
      recipe({
        title: "基本の肉じゃが",
        ingredientSections: [{ title: null, lines: ["じゃがいも 3個", "砂糖 大さじ2"] }],
        instructionSections: [{ title: null, steps: ["鍋で15分煮る。"] }],
      }),
    );
    await createRecipe(db, owner, recipe({ title: "番茄炒蛋" }));
    for (const query of ["肉じゃが", "じゃがいも", "基本 砂糖"]) {
      expect((await listRecipes(db, owner, { query })).items.map((item) => item.id)).toEqual([id]);
    }
    expect((await listRecipes(db, owner, { query: "じゃが肉" })).items).toEqual([]);
  });

  it("matches ß and ss both ways", async () => {
    const owner = (await createCook()).id;
    await createRecipe(db, owner, recipe({ title: "Grüne Soße" }));
    await createRecipe(db, owner, recipe({ title: "Tomatensosse" }));
    expect((await listRecipes(db, owner, { query: "sosse" })).items).toHaveLength(1);
    expect((await listRecipes(db, owner, { query: "soße" })).items).toHaveLength(1);
    expect((await listRecipes(db, owner, { query: "tomatensoße" })).items).toHaveLength(1);
  });
});

describe("the list", () => {
  it("filters by cuisine, time, origin and diet", async () => {
    const owner = (await createCook()).id;
    const quick = await createRecipe(
      db,
      owner,
      recipe({ title: "Quick", prepMinutes: 5, cookMinutes: 10, cuisine: "Italian" }),
    );
    const slow = await createRecipe(
      db,
      owner,
      recipe({ title: "Slow", prepMinutes: 30, cookMinutes: 60, diets: ["vegan"] }),
    );
    const ids = async (options: Parameters<typeof listRecipes>[2]) =>
      (await listRecipes(db, owner, options)).items.map((item) => item.id);
    expect(await ids({ cuisine: "italian" })).toEqual([quick]);
    expect(await ids({ time: "under-20" })).toEqual([quick]);
    expect(await ids({ time: "40-plus" })).toEqual([slow]);
    expect(await ids({ diet: "vegan" })).toEqual([slow]);
    expect(await ids({ origin: "import" })).toEqual([]);
  });

  it.each(["recent", "title", "time"] as const)("pages through every recipe once, sorted by %s", async (sort) => {
    const owner = (await createCook()).id;
    const total = PAGE_SIZE * 2 + 3;
    for (let i = 0; i < total; i++) {
      await createRecipe(
        db,
        owner,
        recipe({ title: `Recipe ${String(i % 7)}`, prepMinutes: i % 3 === 0 ? null : i % 5, cookMinutes: null }),
      );
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRecipes(db, owner, { sort, cursor });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe("recipe pages", () => {
  const form = {
    title: "Pfannkuchen",
    language: "de",
    servings: "2",
    ingredientSectionTitle: "",
    ingredientSectionLines: "250 g Mehl\n500 ml Milch\n3 Eier",
    stepSectionTitle: "",
    stepSectionText: "1. Alles verrühren.\n2. 20 Minuten quellen lassen.",
  };

  it("creates a recipe from the editor and opens it", async () => {
    const { jar } = await signedInCook();
    const created = await callRoute(newRoute, "/de/recipes/new", { form, jar });
    expect(created.status).toBe(302);
    const id = created.headers.get("location")?.match(/^\/de\/recipes\/([\w-]+)$/)?.[1] ?? "";
    const page = await callRoute(detailRoute, `/de/recipes/${id}`, { jar, params: { recipeId: id } });
    const { recipe } = (await page.json()) as { recipe: RecipeDetail };
    expect(recipe).toMatchObject({ title: "Pfannkuchen", servings: 2, language: "de" });
    expect(recipe.instructionSections[0]?.items.map((step) => step.text)).toEqual([
      "Alles verrühren.",
      "20 Minuten quellen lassen.",
    ]);
    expect(recipe).not.toHaveProperty("userId");
  });

  it("answers invalid input with localised field errors and saves nothing", async () => {
    const { jar } = await signedInCook();
    const response = await callRoute(newRoute, "/de/recipes/new", {
      form: { ...form, title: " ", servings: "zwei" },
      jar,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      intent: "save",
      errors: {
        title: "Bitte gib dem Rezept einen Titel.",
        servings: "Bitte gib eine ganze Zahl von 1 bis 100 ein.",
      },
    });
  });

  it("refuses a recipe for no one, which could not be scaled, and keeps zero minutes allowed", async () => {
    const { jar } = await signedInCook();
    const response = await callRoute(newRoute, "/recipes/new", {
      form: { ...form, servings: "0", prepMinutes: "0" },
      jar,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      intent: "save",
      errors: { servings: "Please enter a whole number from 1 to 100." },
    });
  });

  it("forgets the 0 servings a recipe was saved with before the editor refused them", async () => {
    const owner = (await createCook()).id;
    const id = await createRecipe(db, owner, recipe());
    await db.update(recipes).set({ servings: 0 }).where(eq(recipes.id, id));
    const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: D1Migration[] };
    const migration = TEST_MIGRATIONS.find((entry) => entry.name.startsWith("0012_"));
    await env.DB.batch((migration?.queries ?? []).map((query) => env.DB.prepare(query)));
    expect((await getRecipe(db, owner, id))?.servings).toBeNull();
  });

  it("answers 404 to another cook on every verb", async () => {
    const owner = await signedInCook();
    const created = await callRoute(newRoute, "/recipes/new", { form, jar: owner.jar });
    const id = created.headers.get("location")?.split("/").at(-1) ?? "";
    const stranger = await signedInCook();
    const params = { recipeId: id };
    const attempts = await Promise.all([
      callRoute(detailRoute, `/recipes/${id}`, { jar: stranger.jar, params }),
      callRoute(cookRoute, `/recipes/${id}/cook`, { jar: stranger.jar, params }),
      callRoute(editRoute, `/recipes/${id}/edit`, { jar: stranger.jar, params }),
      callRoute(editRoute, `/recipes/${id}/edit`, { jar: stranger.jar, params, form: { ...form, title: "Taken" } }),
      callRoute(detailRoute, `/recipes/${id}`, { jar: stranger.jar, params, form: { intent: "delete" } }),
    ]);
    expect(attempts.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    const still = await callRoute(detailRoute, `/recipes/${id}`, { jar: owner.jar, params });
    expect(((await still.json()) as { recipe: RecipeDetail }).recipe.title).toBe("Pfannkuchen");
  });

  it("sends a signed-out visitor to sign in", async () => {
    const response = await callRoute(detailRoute, "/recipes/anything", { params: { recipeId: "anything" } });
    expect(response.headers.get("location")).toBe("/auth/signin?redirectTo=%2Frecipes%2Fanything");
  });
});

describe("export and import", () => {
  it("round-trips the library, photos and idea links included, and importing it again adds nothing", async () => {
    const owner = await signedInCook();
    const ownerId = (await userByEmail(owner.email)).id;
    const spaetzle = await createRecipe(
      db,
      ownerId,
      recipe({
        diets: ["vegetarian"],
        sourceUrl: "https://example.com/spaetzle",
        sourceSite: "Example",
        sourceAuthor: "Oma",
      }),
    );
    const photo = await checkImage(await halvesJpeg(800, 600), IMAGE_LIMITS.photoEdge);
    if (typeof photo === "string") throw new Error(photo);
    await setRecipeImage(db, pictureStore(), { userId: ownerId, recipeId: spaetzle, image: photo });
    const [idea] = await generateAndStoreIdeas(db, builtinEngine, {
      request: IdeaRequestSchema.parse({ duration: "medium", text: "tomato soup" }),
      user: { id: ownerId, plan: calendarPlan("self-hosted"), dietaryRestrictions: [], allergies: [] },
      language: "en",
    }).then((result) => result.ideas);
    if (!idea) throw new Error("no idea");
    const soup = await createRecipe(
      db,
      ownerId,
      recipe({
        title: "Tomato soup",
        language: "en",
        origin: "ai",
        ideaId: idea.id,
        servings: null,
        tags: [],
        cuisine: null,
        category: null,
        description: null,
        prepMinutes: null,
        cookMinutes: null,
        totalMinutes: 25,
        ingredientSections: [{ title: null, lines: ["1 kg tomatoes", "½ tsp salt"] }],
        instructionSections: [
          { title: "Soup", steps: ["Simmer for 20 minutes."] },
          { title: "To serve", steps: ["Add basil."] },
        ],
      }),
    );
    await linkIdea(db, ownerId, idea.id, soup);

    const exported = await callRoute(exportRoute, "/recipes/export", { jar: owner.jar });
    expect(exported.headers.get("content-disposition")).toMatch(
      /attachment; filename="mise-recipes-\d{4}-\d{2}-\d{2}\.jsonld"/,
    );
    const file = await exported.text();
    expect(JSON.parse(file)["@graph"]).toHaveLength(2);
    const importFile = (jar: CookieJar) => {
      const upload = new FormData();
      upload.set("intent", "import");
      upload.set("file", new File([file], "recipes.jsonld", { type: "application/ld+json" }));
      return callRoute(newRoute, "/recipes/new", { formData: upload, jar });
    };

    const other = await signedInCook();
    const imported = await importFile(other.jar);
    expect(imported.headers.get("location")).toBe("/recipes");
    expect(flashOf(imported)).toEqual({ kind: "recipes-imported", count: 2, skipped: 0 });

    const otherId = (await userByEmail(other.email)).id;
    const comparable = async (userId: string) =>
      Promise.all(
        (await getAllRecipes(db, userId)).map(
          async ({
            id: _id,
            userId: _user,
            createdAt: _c,
            updatedAt: _u,
            originKey: _o,
            imageKey,
            ideaId: _idea,
            ingredientSections,
            instructionSections,
            ...rest
          }) => ({
            ...rest,
            photo: imageKey
              ? [...new Uint8Array(await ((await env.IMAGES.get(imageKey))?.arrayBuffer() ?? new ArrayBuffer(0)))]
              : null,
            ingredientSections: ingredientSections.map((section) => ({
              title: section.title,
              lines: section.items.map(({ id: _i, sectionId: _s, ...line }) => line),
            })),
            instructionSections: instructionSections.map((section) => ({
              title: section.title,
              steps: section.items.map(({ id: _i, sectionId: _s, ...step }) => step),
            })),
          }),
        ),
      );
    const original = await comparable(ownerId);
    expect(original[0]?.photo?.length).toBeGreaterThan(1000);
    expect(await comparable(otherId)).toEqual(original);

    // The same file again, into the account that has it and into the one it came from: nothing is added.
    expect(flashOf(await importFile(other.jar))).toEqual({ kind: "recipes-imported", count: 0, skipped: 2 });
    expect(flashOf(await importFile(owner.jar))).toEqual({ kind: "recipes-imported", count: 0, skipped: 2 });
    expect(await getAllRecipes(db, otherId)).toHaveLength(2);
    expect(await getAllRecipes(db, ownerId)).toHaveLength(2);

    // Back into the library it left, the recipe finds its idea again.
    await deleteRecipe(db, ownerId, soup);
    expect(flashOf(await importFile(owner.jar))).toEqual({ kind: "recipes-imported", count: 1, skipped: 1 });
    const restored = (await getAllRecipes(db, ownerId)).find((entry) => entry.title === "Tomato soup");
    expect(restored?.ideaId).toBe(idea.id);
  });

  it("takes a large file in parts through /api/recipes/file, as the page's script sends it", async () => {
    const owner = await signedInCook();
    const ownerId = (await userByEmail(owner.email)).id;
    for (const title of ["Eins", "Zwei", "Drei"]) await createRecipe(db, ownerId, recipe({ title }));
    const file = await (await callRoute(exportRoute, "/recipes/export", { jar: owner.jar })).text();
    const parts = splitRecipeFile(file, 10);
    expect(parts.map((part) => part.recipes)).toEqual([1, 1, 1]);

    const other = await signedInCook();
    const send = (body: string) =>
      exports.default.fetch(
        new Request(`${BASE}/api/recipes/file?lang=de`, {
          method: "POST",
          headers: { "content-type": "application/ld+json", cookie: other.jar.header() },
          body,
        }),
      );
    const answers = [];
    for (const part of parts) answers.push(await (await send(part.text)).json());
    expect(answers).toEqual([
      { created: 1, skipped: 0 },
      { created: 1, skipped: 0 },
      { created: 1, skipped: 0 },
    ]);
    expect((await getAllRecipes(db, (await userByEmail(other.email)).id)).map((entry) => entry.title).sort()).toEqual([
      "Drei",
      "Eins",
      "Zwei",
    ]);
    const broken = await send("{ nope");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({
      error: { code: "bad_request", message: expect.stringContaining("JSON-LD") },
    });
  });

  it.each([
    ["not JSON", "{ nope", "This file is not a JSON-LD recipe file."],
    ["without recipes", JSON.stringify({ "@type": "Person", name: "Ada" }), "The file contains no schema.org recipes."],
    [
      "with an invalid recipe",
      JSON.stringify([{ "@type": "Recipe", name: "" }]),
      'Recipe "1" cannot be imported: Please give the recipe a title. Nothing was imported.',
    ],
  ])("refuses a file %s, importing nothing", async (_, content, message) => {
    const { jar } = await signedInCook();
    const upload = new FormData();
    upload.set("intent", "import");
    upload.set("file", new File([content], "x.json"));
    const response = await callRoute(newRoute, "/recipes/new", { formData: upload, jar });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ intent: "import", errors: { file: message } });
  });

  it("reads a file whose recipe nests arrays thousands deep, leaving out what lies that deep", async () => {
    const { jar, email } = await signedInCook();
    const upload = new FormData();
    upload.set("intent", "import");
    const deep = `${"[".repeat(30_000)}"1 Prise Salz"${"]".repeat(30_000)}`;
    const file = `{"@type": "Recipe", "name": "Brot", "recipeIngredient": ["500 g Mehl", ${deep}], "recipeInstructions": ["Backen."]}`;
    upload.set("file", new File([file], "x.json"));
    await callRoute(newRoute, "/recipes/new", { formData: upload, jar });
    const userId = (await userByEmail(email)).id;
    const [bread] = await getAllRecipes(db, userId);
    expect(bread?.title).toBe("Brot");
    const stored = await getRecipe(db, userId, bread?.id ?? "");
    expect(stored?.ingredientSections.flatMap((section) => section.items.map((item) => item.original))).toEqual([
      "500 g Mehl",
    ]);
  });

  it("reads recipes of other apps, with durations and plain instruction lists", async () => {
    const { jar, email } = await signedInCook();
    const upload = new FormData();
    upload.set("intent", "import");
    const foreign = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", name: "Blog" },
        {
          "@type": ["Recipe"],
          name: "Apfelkuchen",
          inLanguage: "de-DE",
          recipeYield: ["12 Stück"],
          totalTime: "PT1H15M",
          recipeIngredient: ["500 g Äpfel", "200 g Mehl"],
          recipeInstructions: [{ "@type": "HowToStep", text: "Äpfel schälen." }, "Backen."],
          url: "https://example.de/apfelkuchen",
          author: [{ "@type": "Person", name: "Ella" }],
        },
      ],
    };
    upload.set("file", new File([JSON.stringify(foreign)], "x.json"));
    await callRoute(newRoute, "/recipes/new", { formData: upload, jar });
    const userId = (await userByEmail(email)).id;
    const [apple] = await getAllRecipes(db, userId);
    expect(apple).toMatchObject({
      title: "Apfelkuchen",
      language: "de",
      servings: 12,
      totalMinutes: 75,
      origin: "import",
      sourceUrl: "https://example.de/apfelkuchen",
      sourceAuthor: "Ella",
    });
    expect(apple?.instructionSections[0]?.items.map((step) => step.text)).toEqual(["Äpfel schälen.", "Backen."]);
  });
});

describe("title photos", () => {
  const fields = {
    title: "Flammkuchen",
    language: "de",
    ingredientSectionLines: "1 Teig\n200 g Schmand",
    stepSectionText: "Belegen und 12 Minuten backen.",
  };
  const upload = (photo: Uint8Array<ArrayBuffer> | string, name = "photo.jpg") => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set("photo", new File([photo], name));
    return form;
  };
  const recipeIdOf = (response: Response) => response.headers.get("location")?.split("/").at(-1) ?? "";

  it("stores the picture without its metadata and shows it only to the owner", async () => {
    const owner = await signedInCook();
    const created = await callRoute(newRoute, "/recipes/new", { formData: upload(jpegWithExif()), jar: owner.jar });
    const recipeId = recipeIdOf(created);
    const image = await callRoute(imageRoute, `/recipes/${recipeId}/image`, { jar: owner.jar, params: { recipeId } });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain("GPS");
    expect(bytes.subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));

    const stranger = await signedInCook();
    const refused = await callRoute(imageRoute, `/recipes/${recipeId}/image`, {
      jar: stranger.jar,
      params: { recipeId },
    });
    expect(refused.status).toBe(404);

    const key =
      (await db.select({ key: recipes.imageKey }).from(recipes).where(eq(recipes.id, recipeId)))[0]?.key ?? "";
    expect(await env.IMAGES.head(key)).not.toBeNull();
    await callRoute(detailRoute, `/recipes/${recipeId}`, {
      jar: owner.jar,
      params: { recipeId },
      form: { intent: "delete" },
    });
    expect(await env.IMAGES.head(key)).toBeNull();
  });

  it("shrinks a photo sent unscaled (a form without JavaScript) and turns it upright", async () => {
    const { jar } = await signedInCook();
    const photo = await halvesJpeg(800, 2000, 6);
    const recipeId = recipeIdOf(await callRoute(newRoute, "/recipes/new", { formData: upload(photo), jar }));
    const image = await callRoute(imageRoute, `/recipes/${recipeId}/image`, { jar, params: { recipeId } });
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(imageDimensions(bytes, "image/jpeg")).toEqual({ width: 1600, height: 640 });
    expect(bytes.length).toBeLessThan(photo.length);
  });

  it("says in German when a picture is too large to shrink, and saves nothing", async () => {
    const { jar, email } = await signedInCook();
    const response = await callRoute(newRoute, "/de/recipes/new", { formData: upload(jpegWithExif(4032, 3024)), jar });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      intent: "save",
      errors: {
        photo:
          "Dieses Bild hat zu viele Pixel, um es hier zu verkleinern: höchstens 3 Megapixel auf einmal, alle Bilder zusammen (etwa eines mit 2000 × 1500). Bitte wähle ein kleineres Bild.",
      },
    });
    const userId = (await userByEmail(email)).id;
    expect(await getAllRecipes(db, userId)).toHaveLength(0);
  });

  it("refuses a file that only claims to be a picture, and saves nothing", async () => {
    const { jar, email } = await signedInCook();
    const response = await callRoute(newRoute, "/de/recipes/new", {
      formData: upload("<svg onload=alert(1)>", "x.jpg"),
      jar,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      intent: "save",
      errors: { photo: "Diese Datei ist kein JPEG-, PNG- oder WebP-Bild." },
    });
    const userId = (await userByEmail(email)).id;
    expect(await getAllRecipes(db, userId)).toHaveLength(0);
  });

  it("replaces the old picture when a new one is chosen", async () => {
    const { jar } = await signedInCook();
    const recipeId = recipeIdOf(await callRoute(newRoute, "/recipes/new", { formData: upload(jpegWithExif()), jar }));
    const keyOf = async () =>
      (await db.select({ key: recipes.imageKey }).from(recipes).where(eq(recipes.id, recipeId)))[0]?.key ?? "";
    const first = await keyOf();
    await callRoute(editRoute, `/recipes/${recipeId}/edit`, {
      formData: upload(pngWithText(), "p.png"),
      jar,
      params: { recipeId },
    });
    const second = await keyOf();
    expect(second).not.toBe(first);
    expect(await env.IMAGES.head(first)).toBeNull();
    expect((await env.IMAGES.head(second))?.httpMetadata?.contentType).toBe("image/png");
  });
});
