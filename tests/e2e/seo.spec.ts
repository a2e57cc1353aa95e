import type { Page } from "@playwright/test";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";

/**
 * What search engines and link previews read: the sitemap lists every public page in both languages with its
 * alternates, and each of those pages carries the matching canonical, alternates, description, Open Graph and
 * Twitter tags with a real picture, and valid structured data; private pages say noindex and robots.txt keeps
 * them out.
 */
type Tag = Record<string, string>;

function tagsOf(html: string, name: "meta" | "link"): Tag[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        value
          .replaceAll("&quot;", '"')
          .replaceAll("&#x27;", "'")
          .replaceAll("&#39;", "'")
          .replaceAll("&lt;", "<")
          .replaceAll("&gt;", ">")
          .replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

const metaContent = (metas: Tag[], key: string) =>
  metas.find((meta) => meta.name === key || meta.property === key)?.content;

function jsonLdOf(html: string): { "@type": string; [key: string]: unknown }[] {
  // React Router escapes <, > and & inside the script as \u003c…, which JSON.parse reads back.
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

/** A title a cook may well type, with markup in it that must stay text everywhere, structured data included. */
const HOSTILE_TITLE = 'Soup "for two" </script><script>alert("x")</script>';

/**
 * A cook's public collection with two recipes of theirs, made as their browser would (the forms and /api the pages
 * use); answers its public address.
 */
async function publicCollection(page: Page): Promise<string> {
  const email = uniqueEmail("public");
  await signUpAndConfirm(page, { email });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const origin = new URL(page.url()).origin;
  const post = async (path: string, init: Parameters<Page["request"]["post"]>[1]) => {
    const response = await page.request.post(path, { maxRedirects: 0, ...init, headers: { origin, ...init?.headers } });
    expect(response.status(), path).toBeLessThan(400);
    return response;
  };
  const recipes: string[] = [];
  for (const title of [HOSTILE_TITLE, "Barley stew"]) {
    const saved = await post("/recipes/new", {
      multipart: {
        intent: "save",
        title,
        language: "en",
        servings: "2",
        ingredientSectionTitle: "",
        ingredientSectionLines: "200 g pearl barley\n1 l stock",
        stepSectionTitle: "",
        stepSectionText: "Simmer for 40 minutes.",
      },
    });
    recipes.push(saved.headers().location?.split("/").at(-1) ?? "");
  }
  const created = await post("/collections", { form: { name: "Winter <b>soups</b> & stews" } });
  const id = created.headers().location?.split("/").at(-1) ?? "";
  await post(`/api/collections/${id}/recipes`, { data: { recipeIds: recipes } });
  await post(`/collections/${id}`, { form: { intent: "public", public: "on" } });
  await page.goto(`/collections/${id}`);
  return (await page.getByRole("link", { name: "Open the public page" }).getAttribute("href")) ?? "";
}

test("every page in the sitemap has its canonical, alternates, description, previews and structured data", async ({
  request,
  baseURL,
  page,
}) => {
  test.setTimeout(180_000);
  const collection = await publicCollection(page);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>((?:<xhtml:link [^>]+\/>)+)<\/url>/g)].map((match) => ({
    loc: match[1] ?? "",
    alternates: Object.fromEntries(
      [...(match[2] ?? "").matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
    ),
  }));
  const paths = entries.map((entry) => new URL(entry.loc).pathname);
  for (const path of ["/", "/de", "/pricing", "/de/pricing", "/articles", "/de/articles", "/contact", "/de/contact"]) {
    expect(paths).toContain(path);
  }
  expect(paths.filter((path) => path.startsWith("/articles/")).length).toBeGreaterThanOrEqual(8);
  expect(paths.filter((path) => path.startsWith("/de/articles/")).length).toBeGreaterThanOrEqual(8);
  expect(paths.some((path) => /^(\/de)?\/(dashboard|settings|auth|recipes)/.test(path))).toBe(false);
  expect(paths).toContain(collection);
  expect(paths).toContain(`/de${collection}`);

  const checkedImages = new Set<string>();
  for (const { loc, alternates } of entries) {
    const path = new URL(loc).pathname;
    expect(loc.startsWith(baseURL ?? ""), loc).toBe(true);
    const response = await request.get(path, { headers: { accept: "text/html" }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const links = tagsOf(html, "link");
    const metas = tagsOf(html, "meta");
    expect(links.find((link) => link.rel === "canonical")?.href, path).toBe(loc);
    for (const lang of ["en", "de", "x-default"]) {
      expect(links.find((link) => link.rel === "alternate" && link.hreflang === lang)?.href, `${path} ${lang}`).toBe(
        alternates[lang],
      );
    }
    expect(metaContent(metas, "robots"), path).toBeUndefined();
    // Pages people read may be zoomed (the app's own pages keep the spec's maximum scale of 1).
    expect(metaContent(metas, "viewport"), path).toContain("maximum-scale=5");
    expect(metaContent(metas, "description")?.length ?? 0, `${path} description`).toBeGreaterThan(40);
    expect(metaContent(metas, "og:url"), path).toBe(loc);
    expect(metaContent(metas, "og:title"), path).toBeTruthy();
    expect(metaContent(metas, "og:description"), path).toBe(metaContent(metas, "description"));
    expect(metaContent(metas, "og:locale"), path).toBe(path.startsWith("/de") ? "de_DE" : "en_US");
    expect(metaContent(metas, "twitter:card"), path).toBe("summary_large_image");
    const image = metaContent(metas, "og:image") ?? "";
    expect(image, path).toMatch(new RegExp(`^${baseURL}/og/\\w+-(en|de)\\.png$`));
    expect(metaContent(metas, "twitter:image"), path).toBe(image);
    if (!checkedImages.has(image)) {
      const picture = await request.get(image);
      expect(picture.headers()["content-type"], image).toBe("image/png");
      // A PNG of 1200×630: width and height sit in the IHDR chunk.
      const bytes = await picture.body();
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
      checkedImages.add(image);
    }

    const data = jsonLdOf(html);
    for (const item of data) expect(item["@context"], path).toBe("https://schema.org");
    const types = data.map((item) => item["@type"]);
    if (path === "/" || path === "/de") expect(types).toEqual(["Organization", "WebSite"]);
    if (new URL(loc).pathname.replace(/^\/de/, "") === collection) {
      // The cook's text stays text: the title's markup neither ends the structured data nor reaches the page as tags.
      expect(html).not.toContain('<script>alert("x")</script>');
      expect(types).toEqual(["ItemList"]);
      const [list] = data;
      expect(list?.url).toBe(loc);
      const items =
        (list?.itemListElement as { url: string; item: { "@type": string; name: string; url: string } }[]) ?? [];
      expect(items.map(({ item }) => item.name).sort()).toEqual(["Barley stew", HOSTILE_TITLE]);
      for (const { url, item } of items) {
        expect(item["@type"]).toBe("Recipe");
        expect(item.url).toBe(url);
        expect(url.startsWith(`${loc}#recipe-`)).toBe(true);
      }
      expect(metaContent(metas, "og:title")).toBe("Winter <b>soups</b> & stews");
    }
    if (/^(\/de)?\/articles\/./.test(path)) {
      expect(types).toEqual(["Article"]);
      const [article] = data;
      expect(article?.headline).toBe(metaContent(metas, "og:title"));
      expect(article?.url).toBe(loc);
      const picture = await request.get(String(article?.image));
      expect(picture.headers()["content-type"]).toContain("image/svg+xml");
    }
  }
});

test("private pages are noindex and kept out by robots.txt", async ({ request, baseURL }) => {
  for (const path of ["/dashboard", "/auth/signin", "/de/settings", "/contact/sent", "/articles/no/such-article"]) {
    const html = await (await request.get(path, { headers: { accept: "text/html" } })).text();
    expect(metaContent(tagsOf(html, "meta"), "robots"), path).toBe("noindex");
    expect(
      tagsOf(html, "link").find((link) => link.rel === "canonical"),
      path,
    ).toBeTruthy();
  }
  const robots = await (await request.get("/robots.txt")).text();
  for (const line of ["Disallow: /dashboard", "Disallow: /de/dashboard", "Disallow: /recipes", "Disallow: /settings"]) {
    expect(robots).toContain(line);
  }
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).not.toMatch(/Disallow: \/articles|Disallow: \/contact$/m);
});
