import { fileURLToPath } from "node:url";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";

const SCREENSHOT = fileURLToPath(new URL("../fixtures/scan/de-screenshot.png", import.meta.url));

// Tesseract reports the resolution it estimates for a picture on the worker's error console.
test.use({ allowConsole: [/^Estimating resolution as \d+$/] });

test("scan a German recipe screenshot: read on the device, review beside the picture, save, find it", async ({
  page,
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
});

test("paste recipe text: a text without a recipe says so, a recipe opens for review", async ({ page }) => {
  const email = uniqueEmail("paste");
  await signUpAndConfirm(page, { email });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/recipes/new/scan");
  await page.getByLabel("Recipe text", { exact: true }).fill("Call mum on Sunday.");
  await page.getByRole("button", { name: "Read text" }).click();
  await expect(page.getByRole("alert")).toContainText("No recipe was found in this text.");

  await page
    .getByLabel("Recipe text", { exact: true })
    .fill("Lemon Dressing\n\n3 tbsp olive oil\n1 tbsp lemon juice\n1 tsp honey\n\nWhisk everything together in a jar.");
  await page.getByRole("button", { name: "Read text" }).click();
  await expect(page.getByRole("heading", { name: "Check the scanned recipe" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Lemon Dressing");
  await expect(page.getByTestId("ingredient-preview").getByRole("listitem")).toHaveCount(3);
  await page.screenshot({ path: "test-results/scan-paste-phone-en.png", fullPage: true });
});
