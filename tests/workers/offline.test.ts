import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COOK_HEADER, RECIPE_VERSION_HEADER } from "~/lib/offline-protocol";
import * as editRoute from "~/routes/recipes/edit";
import * as newRoute from "~/routes/recipes/new";
import * as shareRoute from "~/routes/share";
import { BASE, type CookieJar, callRoute, signedInCook } from "./pages";

// What the server does for offline reading and sharing (ADR 017); the service worker's own rules are unit-tested.

const form = {
  intent: "save",
  title: "Linsensuppe",
  language: "de",
  servings: "4",
  ingredientSectionTitle: "",
  ingredientSectionLines: "250 g rote Linsen\n1 Zwiebel",
  stepSectionTitle: "",
  stepSectionText: "Alles 20 Minuten köcheln.",
};

async function newRecipe(jar: CookieJar): Promise<string> {
  const created = await callRoute(newRoute, "/de/recipes/new", { form, jar });
  return created.headers.get("location")?.split("/").at(-1) ?? "";
}

describe("an edit made offline", () => {
  it("is refused as changed meanwhile when the recipe was saved since the edit began, keeping nothing of it", async () => {
    const { jar } = await signedInCook();
    const id = await newRecipe(jar);
    const params = { recipeId: id };
    const editor = await callRoute(editRoute, `/de/recipes/${id}/edit`, { jar, params });
    const version = editor.headers.get(RECIPE_VERSION_HEADER) ?? "";
    expect(version).toMatch(/^\d+$/);
    expect(editor.headers.get(COOK_HEADER)).toMatch(/^[0-9a-f]{24}$/);

    // Saved elsewhere first, from the same version: it goes through.
    const elsewhere = await callRoute(editRoute, `/de/recipes/${id}/edit`, {
      jar,
      params,
      form: { ...form, title: "Linsensuppe vom Handy", basedOn: version },
    });
    expect(elsewhere.status).toBe(302);
    // The edit made offline from the same version arrives later: refused, with the newer version to save over.
    const stale = await callRoute(editRoute, `/de/recipes/${id}/edit`, {
      jar,
      params,
      form: { ...form, title: "Linsensuppe aus der Küche", basedOn: version },
    });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as { formError: string; basedOn: string };
    expect(answer.formError).toMatch(/inzwischen woanders geändert/);
    expect(Number(answer.basedOn)).toBeGreaterThan(Number(version));
    const page = await callRoute(editRoute, `/de/recipes/${id}/edit`, { jar, params });
    expect(((await page.json()) as { values: { title: string } }).values.title).toBe("Linsensuppe vom Handy");

    // Saving again from the newer version replaces the other change knowingly.
    const again = await callRoute(editRoute, `/de/recipes/${id}/edit`, {
      jar,
      params,
      form: { ...form, title: "Linsensuppe aus der Küche", basedOn: answer.basedOn },
    });
    expect(again.status).toBe(302);
  });
});

describe("the share target", () => {
  it.each([
    [
      "a link in url",
      "?url=https%3A%2F%2Fexample.com%2Fsoup",
      "/recipes/new/import?url=https%3A%2F%2Fexample.com%2Fsoup&start=1",
    ],
    [
      "a link inside text, as Android shares it",
      `?${new URLSearchParams({ title: "Soup", text: "Lentil soup https://example.com/soup." })}`,
      "/recipes/new/import?url=https%3A%2F%2Fexample.com%2Fsoup&start=1",
    ],
    ["text without a link", "?text=250+g+Linsen", "/recipes/new/scan?text=250+g+Linsen"],
    ["pictures the service worker kept", "?received=abc&pictures=2", "/recipes/new/scan?shared=abc"],
    ["nothing usable", "?title=Hello", "/share-success?received=nothing"],
  ])("sends %s where it goes on, signed in", async (_, query, location) => {
    const { jar } = await signedInCook();
    const response = await callRoute(shareRoute, `/share${query}`, { jar });
    expect(response.headers.get("location")).toBe(location);
  });

  it("keeps a signed-out share until sign-in: the landing page says what came and continues there", async () => {
    const response = await callRoute(shareRoute, `/de/share?text=${encodeURIComponent("https://example.com/soup")}`);
    const location = new URL(response.headers.get("location") ?? "", BASE);
    expect(location.pathname).toBe("/de/share-success");
    // A signed-out page names no cook: the service worker drops every kept copy on seeing it.
    expect(response.headers.has(COOK_HEADER)).toBe(false);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      received: "link",
      link: "https://example.com/soup",
      continue: "/share?text=https%3A%2F%2Fexample.com%2Fsoup",
    });
  });

  it("says pictures were lost when the share reached the server without the service worker", async () => {
    const formData = new FormData();
    formData.append("pictures", new File([new Uint8Array([1, 2, 3])], "page.png", { type: "image/png" }));
    const response = await callRoute(shareRoute, "/share", { formData });
    expect(response.headers.get("location")).toBe("/share-success?received=pictures&pictures=1&kept=0");
  });
});

describe("GET /api/recipes/offline", () => {
  it("lists the cook's recipes with their version and search text, and nobody else's", async () => {
    const owner = await signedInCook();
    const id = await newRecipe(owner.jar);
    const stranger = await signedInCook();
    await newRecipe(stranger.jar);
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/recipes/offline`, { headers: { cookie: owner.jar.header() } }),
    );
    const { recipes } = (await response.json()) as { recipes: { id: string; version: number; searchText: string }[] };
    expect(recipes.map((recipe) => recipe.id)).toEqual([id]);
    expect(recipes[0]?.searchText).toContain("linsen");
    expect(recipes[0]?.version).toBeGreaterThan(0);
  });

  it("answers 401 signed out", async () => {
    const response = await exports.default.fetch(new Request(`${BASE}/api/recipes/offline`));
    expect(response.status).toBe(401);
  });
});
