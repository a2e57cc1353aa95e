import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { imageDimensions } from "~/domain/recipes/images";
import { getAllRecipes } from "~/domain/recipes/recipes.server";
import * as imageRoute from "~/routes/recipes/image";
import * as newRoute from "~/routes/recipes/new";
import * as scanRoute from "~/routes/recipes/scan";
import { jpegWithExif, pngWithText, webpHeader } from "../support/images";
import { halvesJpeg } from "../support/real-images";
import { userByEmail } from "../workers/factories";
import { callRoute, signedInCook } from "../workers/pages";

/**
 * Class 9, pictures: decoding is the one costly thing a picture upload makes the server do, so what a request may
 * decode is judged from the headers first (ADR 009). A picture with more pixels than the server shrinks is refused
 * in the cook's language without being decoded, and the pictures of one request share one budget, so sending five
 * cannot make a request take five times as long. The worst case allowed is decoded and shrunk.
 */
const db = getDb(env.DB);

const TOO_MANY = {
  en: "This picture has too many pixels for the server to shrink: at most 3 megapixels at a time, all pictures together (such as one of 2000 × 1500). Please choose a smaller picture.",
  de: "Dieses Bild hat zu viele Pixel, um es hier zu verkleinern: höchstens 3 Megapixel auf einmal, alle Bilder zusammen (etwa eines mit 2000 × 1500). Bitte wähle ein kleineres Bild.",
};

function recipeForm(files: { field: "photo" | "scan"; file: File }[]) {
  const form = new FormData();
  form.set("title", "Flammkuchen");
  form.set("language", "de");
  form.set("ingredientSectionLines", "1 Teig\n200 g Schmand");
  form.set("stepSectionText", "Belegen und 12 Minuten backen.");
  for (const { field, file } of files) form.append(field, file);
  return form;
}

describe("pictures: refused before decoding when they have too many pixels", () => {
  // Each has only a header: decoding it would fail as "not an image", so the size message proves nothing was decoded.
  const PICTURES: [attack: string, bytes: Uint8Array<ArrayBuffer>, name: string][] = [
    ["a 12-megapixel phone photo sent without JavaScript", jpegWithExif(4032, 3024), "photo.jpg"],
    ["a PNG just over the limit", pngWithText(2001, 1500), "bild.png"],
    ["a lossy WebP of 2309 × 1732 (once misread as 1289 × 1030)", webpHeader("VP8 ", 2309, 1732), "bild.webp"],
    ["a lossless WebP of 16,383 × 16,383 pixels", webpHeader("VP8L", 16383, 16383), "bild.webp"],
    ["an extended WebP of 16 million × 16 million pixels", webpHeader("VP8X", 16_777_216, 16_777_216), "bild.webp"],
  ];
  const CASES = PICTURES.flatMap(([attack, bytes, name]) =>
    (["en", "de"] as const).map((locale) => [attack, locale, bytes, name] as const),
  );

  it.each(CASES)("%s (%s): refused with the limit named, nothing saved", async (_, locale, bytes, name) => {
    const { jar, email } = await signedInCook();
    const path = locale === "de" ? "/de/recipes/new" : "/recipes/new";
    const form = recipeForm([{ field: "photo", file: new File([bytes], name) }]);
    const response = await callRoute(newRoute, path, { formData: form, jar });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ intent: "save", errors: { photo: TOO_MANY[locale] } });
    expect(await getAllRecipes(db, (await userByEmail(email)).id)).toHaveLength(0);
  });
});

describe("pictures: one decoding budget per request", () => {
  it("refuses scanned pages that each fit the limit but not together, and saves nothing", async () => {
    const { jar, email } = await signedInCook();
    // 4,200 × 300 is wider than a stored page may be: each of these three must be decoded, 1.3 megapixels each.
    const page = await halvesJpeg(4200, 300);
    const pages = [1, 2, 3].map((n) => ({ field: "scan" as const, file: new File([page], `seite-${n}.jpg`) }));
    const response = await callRoute(scanRoute, "/de/recipes/new/scan", { formData: recipeForm(pages), jar });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ intent: "save", errors: { scan: TOO_MANY.de } });
    expect(await getAllRecipes(db, (await userByEmail(email)).id)).toHaveLength(0);
  });

  it("decodes and shrinks the worst picture it allows: one of 3 megapixels, stored at 1600 pixels", async () => {
    const { jar } = await signedInCook();
    const form = recipeForm([{ field: "photo", file: new File([await halvesJpeg(2000, 1500)], "foto.jpg") }]);
    const created = await callRoute(newRoute, "/recipes/new", { formData: form, jar });
    const recipeId = created.headers.get("location")?.split("/").at(-1) ?? "";
    const image = await callRoute(imageRoute, `/recipes/${recipeId}/image`, { jar, params: { recipeId } });
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(imageDimensions(bytes, "image/jpeg")).toEqual({ width: 1600, height: 1200 });
  });
});
