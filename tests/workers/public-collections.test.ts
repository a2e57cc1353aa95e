import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as collectionRoute from "~/routes/collections/collection";
import * as publicRoute from "~/routes/collections/public";
import * as sitemapRoute from "~/routes/seo/sitemap";
import { type Cook, collectionOf, cook, recipeOf } from "./collections-support";
import { BASE, callRoute } from "./pages";

/**
 * What search engines get of public collections: the sitemap lists those that show a recipe (in both languages, with
 * their alternates), and each page's data names its recipes in full as schema.org Recipes in an ItemList.
 */

async function collectionWith(owner: Cook, recipeIds: string[], { isPublic }: { isPublic: boolean }) {
  const { id } = await collectionOf(owner, "Soups for cold days");
  if (recipeIds.length > 0) {
    const added = await exports.default.fetch(
      new Request(`${BASE}/api/collections/${id}/recipes`, {
        method: "POST",
        headers: { cookie: owner.jar.header(), "content-type": "application/json", origin: BASE },
        body: JSON.stringify({ recipeIds }),
      }),
    );
    expect(added.status).toBe(200);
  }
  if (isPublic) {
    const made = await callRoute(collectionRoute, `/collections/${id}`, {
      form: { intent: "public", public: "on" },
      jar: owner.jar,
      params: { collectionId: id },
    });
    expect(made.status).toBe(200);
  }
  return id;
}

const sitemap = async () => (await callRoute(sitemapRoute, "/sitemap.xml")).text();

describe("public collections for search engines", () => {
  it("are in the sitemap in both languages with their alternates once public with a recipe; private or empty ones are not", async () => {
    const owner = await cook();
    const soup = await recipeOf(owner, "Barley soup");
    const shown = await collectionWith(owner, [soup], { isPublic: true });
    const empty = await collectionWith(owner, [], { isPublic: true });
    const hidden = await collectionWith(owner, [soup], { isPublic: false });

    const xml = await sitemap();
    const en = `${BASE}/cooks/${owner.id}/collections/${shown}`;
    const de = `${BASE}/de/cooks/${owner.id}/collections/${shown}`;
    const alternates = `<xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="de" href="${de}"/><xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`;
    expect(xml).toContain(`<url><loc>${en}</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>${de}</loc>${alternates}</url>`);
    expect(xml).not.toContain(empty);
    expect(xml).not.toContain(hidden);
  });

  it("list their recipes as complete schema.org Recipes, each at its place on the page, with a description", async () => {
    const owner = await cook();
    const soup = await recipeOf(owner, 'Soup </script><script>alert("x")</script>');
    const stew = await recipeOf(owner, "Barley stew");
    const id = await collectionWith(owner, [soup, stew], { isPublic: true });
    const path = `/cooks/${owner.id}/collections/${id}`;
    const response = await callRoute(publicRoute, path, { params: { userId: owner.id, collectionId: id } });
    expect(response.status).toBe(200);
    const data = (await response.json()) as {
      description: string;
      jsonLd: { "@type": string; url: string; numberOfItems: number; itemListElement: Record<string, unknown>[] };
    };
    expect(data.description).toContain(`Recipes collected by ${owner.name} on Mise`);
    expect(data.description).toContain("Barley stew");
    const list = data.jsonLd;
    expect(list["@type"]).toBe("ItemList");
    expect(list.url).toBe(`${BASE}${path}`);
    expect(list.numberOfItems).toBe(2);
    const items = list.itemListElement.map((element) => element.item as Record<string, unknown>);
    expect(items.map((item) => item.name).sort()).toEqual(["Barley stew", 'Soup </script><script>alert("x")</script>']);
    for (const [index, element] of list.itemListElement.entries()) {
      const item = items[index] ?? {};
      expect(element).toMatchObject({ "@type": "ListItem", position: index + 1 });
      expect(element.url).toMatch(new RegExp(`^${BASE}${path}#recipe-[\\w-]+$`));
      expect(item).toMatchObject({ "@type": "Recipe", "@id": element.url, url: element.url });
      expect(item.recipeIngredient).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(item.recipeInstructions).toEqual(
        expect.arrayContaining([expect.objectContaining({ "@type": "HowToSection" })]),
      );
    }
  });

  it("are gone once private again", async () => {
    const owner = await cook();
    const soup = await recipeOf(owner);
    const id = await collectionWith(owner, [soup], { isPublic: true });
    await callRoute(collectionRoute, `/collections/${id}`, {
      form: { intent: "public", public: "off" },
      jar: owner.jar,
      params: { collectionId: id },
    });
    expect(await sitemap()).not.toContain(id);
    const response = await callRoute(publicRoute, `/cooks/${owner.id}/collections/${id}`, {
      params: { userId: owner.id, collectionId: id },
    });
    expect(response.status).toBe(404);
  });
});
