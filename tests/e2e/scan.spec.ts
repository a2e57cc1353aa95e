import { fileURLToPath } from "node:url";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";

const SCREENSHOT = fileURLToPath(new URL("../fixtures/scan/de-screenshot.png", import.meta.url));

// Tesseract reports the resolution it estimates for a picture on the worker's error console.
test.use({ allowConsole: [/^Estimating resolution as \d+$/] });

test("scan a German recipe screenshot: read on the device, review beside the picture, save, find it; then paste text on a phone", async ({
  page,
  browser,
}) => {
  // The first scan loads the OCR engine and both language models from our own origin.
  test.setTimeout(120_000);
  const email = uniqueEmail("scan");
  await signUpAndConfirm(page, { email, de: true });
  await signIn(page, email, undefined, { de: true });
  await expect(page).toHaveURL(/\/de\/dashboard$/);

  const ocrFiles: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/ocr/")) ocrFiles.push(new URL(request.url()).origin);
  });
  await page.goto("/de/recipes/new");
  await page.getByRole("link", { name: /Rezept abfotografieren/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rezept abfotografieren");

  await page.getByLabel("Bilder auswählen").setInputFiles(SCREENSHOT);
  await expect(page.getByRole("list", { name: "Bilder zum Scannen" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: "Rezept scannen" }).click();
  await expect(page.getByRole("heading", { name: "Gescanntes Rezept prüfen" })).toBeVisible({ timeout: 90_000 });
  expect(new Set(ocrFiles)).toEqual(new Set([new URL(page.url()).origin]));

  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue("Kartoffelsuppe mit Lauch");
  await expect(page.getByLabel("Portionen")).toHaveValue("4");
  await expect(page.getByTestId("ingredient-preview").getByRole("listitem")).toHaveCount(10);
  await expect(page.getByRole("img", { name: "Gescannte Seite 1" })).toBeVisible();
  await page.screenshot({ path: "test-results/scan-review-de.png", fullPage: true });
  await page.getByRole("button", { name: "Rezept speichern" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kartoffelsuppe mit Lauch");
  // The screenshot became the title photo.
  await expect(page.locator("article header figure img")).toBeVisible();

  await page.goto("/de/recipes?q=gemusebruhe");
  await expect(page.getByRole("link", { name: /Kartoffelsuppe mit Lauch/ })).toBeVisible();

  // Pasted text, on a phone (the same account: sign-ups per address are limited).
  await page.setViewportSize({ width: 390, height: 844 });
  // The text reader is loaded when there is text to read. Where it cannot be (here its request is stopped, with no
  // service worker to answer it), the page says so and keeps the text.
  const unreachable = await browser.newContext({
    storageState: await page.context().storageState(),
    serviceWorkers: "block",
  });
  const bare = await unreachable.newPage();
  await bare.route(/\/recipe-text-[\w-]+\.js$/, (route) => route.abort());
  await bare.goto(new URL("/de/recipes/new/scan", page.url()).href);
  await bare.getByLabel("Rezepttext", { exact: true }).fill("Lemon Dressing\n\n3 tbsp olive oil");
  await bare.getByRole("button", { name: "Text lesen" }).click();
  await expect(bare.getByRole("alert")).toContainText("Der Rezeptleser konnte nicht geladen werden.");
  await expect(bare.getByLabel("Rezepttext", { exact: true })).toHaveValue("Lemon Dressing\n\n3 tbsp olive oil");
  await unreachable.close();

  await page.goto("/de/recipes/new/scan");
  await page.getByLabel("Rezepttext", { exact: true }).fill("Call mum on Sunday.");
  await page.getByRole("button", { name: "Text lesen" }).click();
  await expect(page.getByRole("alert")).toContainText("In diesem Text wurde kein Rezept gefunden.");

  await page
    .getByLabel("Rezepttext", { exact: true })
    .fill("Lemon Dressing\n\n3 tbsp olive oil\n1 tbsp lemon juice\n1 tsp honey\n\nWhisk everything together in a jar.");
  await page.getByRole("button", { name: "Text lesen" }).click();
  await expect(page.getByRole("heading", { name: "Gescanntes Rezept prüfen" })).toBeVisible();
  await expect(page.getByLabel("Titel", { exact: true })).toHaveValue("Lemon Dressing");
  await expect(page.getByTestId("ingredient-preview").getByRole("listitem")).toHaveCount(3);
  await page.screenshot({ path: "test-results/scan-paste-phone-de.png", fullPage: true });
});
