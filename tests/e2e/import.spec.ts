import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";

/** A German recipe site on 127.0.0.1 (the test server allows loopback): one page with JSON-LD and its picture. */
const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Zwiebelkuchen | Omas Küche</title>
<meta property="og:site_name" content="Omas Küche">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Schwäbischer Zwiebelkuchen",
"recipeYield":"12 Stücke","prepTime":"PT40M","cookTime":"PT45M","image":"/zwiebelkuchen.png",
"author":{"@type":"Person","name":"Gisela Häberle"},
"recipeIngredient":["500 g Mehl","1 Würfel Hefe","1 kg Zwiebeln","150 g Speck, gewürfelt","200 g Schmand","3 Eier"],
"recipeInstructions":[{"@type":"HowToStep","text":"Aus Mehl und Hefe einen Teig kneten und 30 Minuten gehen lassen."},
{"@type":"HowToStep","text":"Zwiebeln und Speck andünsten, mit Schmand und Eiern mischen."},
{"@type":"HowToStep","text":"Auf dem Teig verteilen und 45 Minuten bei 200 °C backen."}]}</script>
</head><body><h1>Schwäbischer Zwiebelkuchen</h1></body></html>`;
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

// A refused address answers 400, which the browser reports on its console.
test.use({ allowConsole: [/status of 400/] });

let site: Server;
let origin = "";
test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url?.startsWith("/rezepte/zwiebelkuchen")) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    } else if (request.url === "/zwiebelkuchen.png") {
      response.writeHead(200, { "content-type": "image/png" }).end(PNG);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => site.close());

test("import a German recipe page: review, save, find it, and be offered it when importing it again", async ({
  page,
}) => {
  const email = uniqueEmail("import");
  await signUpAndConfirm(page, { email, de: true });
  await signIn(page, email, undefined, { de: true });
  // Wait for the session: navigating away earlier would cancel the sign-in.
  await expect(page).toHaveURL(/\/de\/dashboard$/);

  await page.goto("/de/recipes/new");
  await page.getByLabel("Adresse des Rezepts (URL)").fill("kein link");
  await page.getByRole("button", { name: "Importieren", exact: true }).click();
  await expect(page.getByText("Bitte gib eine Webadresse ein, die mit http:// oder https:// beginnt.")).toBeVisible();

  await page.getByLabel("Adresse des Rezepts (URL)").fill(`${origin}/rezepte/zwiebelkuchen?utm_source=newsletter`);
  await page.getByRole("button", { name: "Importieren", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Importiertes Rezept prüfen" })).toBeVisible();
  await expect(page.getByText("Gelesen von Omas Küche.")).toBeVisible();
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue("Schwäbischer Zwiebelkuchen");
  await expect(page.getByLabel("Portionen")).toHaveValue("12");
  await expect(page.getByTestId("ingredient-preview").getByRole("listitem")).toHaveCount(6);
  await page.screenshot({ path: "test-results/import-review-de.png", fullPage: true });
  await page.getByRole("button", { name: "Rezept speichern" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schwäbischer Zwiebelkuchen");
  await expect(page.getByRole("link", { name: "Omas Küche" })).toHaveAttribute(
    "href",
    `${origin}/rezepte/zwiebelkuchen`,
  );
  // The page's picture was fetched through the guard and saved as the title photo.
  await expect(page.locator("article header figure img")).toBeVisible();

  await page.goto("/de/recipes?q=schwabischer");
  await expect(page.getByRole("link", { name: /Schwäbischer Zwiebelkuchen/ })).toBeVisible();

  await page.goto("/de/recipes/new/import");
  await page.getByLabel("Adresse des Rezepts (URL)").fill(`${origin}/rezepte/zwiebelkuchen/`);
  await page.getByRole("button", { name: "Importieren", exact: true }).click();
  await expect(page.getByText("Dieses Rezept hast du schon: „Schwäbischer Zwiebelkuchen“.")).toBeVisible();
  await page.getByRole("link", { name: "Öffnen" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schwäbischer Zwiebelkuchen");
});
