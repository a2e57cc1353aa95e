import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, seriousViolations, test } from "./fixtures";

test("a German recipe: create, find without umlauts, scale, switch units, cook, print, delete, import a file twice", async ({
  page,
}) => {
  const email = uniqueEmail("rezept");
  await signUpAndConfirm(page, { email, de: true });
  await signIn(page, email, undefined, { de: true });
  await expect(page).toHaveURL(/\/de\/dashboard$/);

  await page.goto("/de/recipes/new");
  await page.getByLabel("Titel", { exact: true }).fill("Käsespätzle");
  await page.getByLabel("Portionen").fill("4");
  await page.getByLabel("Zutaten, eine pro Zeile").fill("400 g Mehl\n4 Eier\n1 Tasse Milch\n200 g Bergkäse, gerieben");
  // The lines are read as they are typed.
  const preview = page.getByTestId("ingredient-preview");
  await expect(preview.getByRole("listitem")).toHaveCount(4);
  await expect(preview.getByRole("listitem").first()).toContainText("400 g");
  await page
    .getByLabel("Schritte, einer pro Zeile")
    .fill("Alles verrühren und 10 Minuten ruhen lassen.\nMit 100 g Käse schichten.");
  await page.getByRole("button", { name: "Rezept speichern" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Käsespätzle");
  const ingredients = page.getByRole("region", { name: "Zutaten" });
  await expect(ingredients.getByRole("listitem").first()).toContainText("400 g");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Mehr Portionen" }).click();
  await page.getByRole("button", { name: "Mehr Portionen" }).click();
  await expect(page.getByText("6 Portionen")).toBeVisible();
  await expect(ingredients.getByRole("listitem").first()).toContainText("600 g");
  await expect(page.getByRole("region", { name: "Zubereitung" })).toContainText("Mit 150 g Käse schichten.");

  await page.getByRole("button", { name: "US-amerikanisch" }).click();
  await expect(ingredients.getByRole("listitem").first()).toContainText("Tassen");
  await page.getByRole("button", { name: "Metrisch" }).click();
  await expect(ingredients.getByRole("listitem").nth(2)).toContainText("355 ml");

  await page.getByRole("link", { name: "Kochmodus" }).click();
  await expect(page.getByText("Schritt 1 von 2")).toBeVisible();
  // Cook mode goes on with the amounts the recipe page showed: six servings, in metric units.
  const cookIngredients = page.getByRole("region", { name: "Zutaten" });
  await expect(cookIngredients.getByRole("listitem").first()).toContainText("600 g");
  await expect(cookIngredients.getByRole("listitem").nth(2)).toContainText("355 ml");
  // A reload keeps them (the browser keeps the navigation's state), and the page hydrates the HTML it was sent.
  await page.reload();
  await expect(cookIngredients.getByRole("listitem").first()).toContainText("600 g");
  await page.getByRole("button", { name: "Timer über 10 Minuten starten" }).click();
  await expect(page.getByRole("region", { name: "Timer" })).toContainText(/10:00|9:5\d/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Nächster Schritt" }).click();
  await expect(page.getByText("Schritt 2 von 2")).toBeVisible();
  await expect(page.getByText("Mit 150 g Käse schichten.")).toBeVisible();
  await page.getByRole("link", { name: "Käsespätzle" }).click();

  await page.getByRole("button", { name: "Mehr Portionen" }).click();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Drucken" })).toBeHidden();
  // The paper says for how many its amounts are, without the buttons that change it.
  await expect(page.getByRole("button", { name: "Mehr Portionen" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Zutaten" }).getByText("5 Portionen")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "App-Navigation" })).toBeHidden();
  await expect(page.getByRole("region", { name: "Zubereitung" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await page.goto("/de/recipes");
  await page.getByRole("searchbox", { name: "Deine Rezepte durchsuchen" }).fill("kasespa");
  await expect(page).toHaveURL(/q=kasespa/);
  await expect(page.getByRole("link", { name: /Käsespätzle/ })).toBeVisible();
  await page.getByRole("searchbox", { name: "Deine Rezepte durchsuchen" }).fill("Pfannkuchen");
  await expect(page.getByText("Kein Rezept passt.")).toBeVisible();

  await page.goto("/de/recipes?q=Kaese");
  await page.getByRole("link", { name: /Käsespätzle/ }).click();
  await page.getByRole("button", { name: "Löschen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Rezept löschen" }).click();
  await expect(page).toHaveURL(/\/de\/recipes$/);
  await expect(page.getByRole("status").filter({ hasText: "Das Rezept wurde gelöscht." })).toBeVisible();
  await expect(page.getByText("Noch keine Rezepte")).toBeVisible();

  // A recipe file: the page's script sends it to the server and lands on the library, twice adds nothing.
  const file = {
    name: "rezepte.jsonld",
    mimeType: "application/ld+json",
    buffer: Buffer.from(
      JSON.stringify({
        "@context": "https://schema.org",
        "@graph": ["Linsensuppe", "Rotkohl"].map((name) => ({
          "@type": "Recipe",
          name,
          inLanguage: "de",
          recipeIngredient: ["200 g Linsen", "1 Zwiebel"],
          recipeInstructions: ["Alles 30 Minuten kochen."],
        })),
      }),
    ),
  };
  for (const text of ["2 Rezepte importiert.", "2 waren schon in deiner Sammlung"]) {
    await page.goto("/de/recipes/new");
    await page.getByLabel("Rezeptdatei (.jsonld oder .json)").setInputFiles(file);
    await page.getByRole("button", { name: "Rezepte importieren" }).click();
    await expect(page).toHaveURL(/\/de\/recipes$/);
    await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Linsensuppe/ })).toHaveCount(1);
});
