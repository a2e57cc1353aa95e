import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, seriousViolations, test } from "./fixtures";

test("ideas in German for a vegan with a nut allergy: generate, create a recipe for a credit, see its picture arrive", async ({
  page,
}) => {
  const email = uniqueEmail("ideen");
  await signUpAndConfirm(page, { email, de: true });
  await signIn(page, email, undefined, { de: true });
  await expect(page).toHaveURL(/\/de\/dashboard$/);

  await page.goto("/de/settings/dietary-preferences");
  await page.getByLabel("Schalenfrüchte (Nüsse)").check();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status")).toBeVisible();

  // A new cook is on Free (the browser tests' server takes payments): three credits, twenty idea requests.
  await page.goto("/de/recipes/new/idea");
  await expect(page.getByText("Noch 3 von 3 Credits diesen Monat")).toBeVisible();
  await expect(page.getByText("Ideen-Anfragen diesen Monat: noch 20 von 20")).toBeVisible();
  await expect(page.getByText("ohne Schalenfrüchte (Nüsse)")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // At most three cuisines: a fourth is refused with a message.
  for (const cuisine of ["Thailändisch", "Indisch", "Japanisch"]) await page.getByLabel(cuisine).check();
  await page.getByLabel("Mexikanisch").click();
  await expect(page.getByRole("alert")).toHaveText("Wähle höchstens 3 Küchen.");
  await expect(page.getByLabel("Mexikanisch")).not.toBeChecked();

  await page.getByLabel("Ernährungsweise", { exact: true }).selectOption("vegan");
  await page.getByRole("button", { name: "Rezept erzeugen" }).click();
  await expect(page.getByText("Deine neuen Ideen stehen oben in der Liste.")).toBeVisible();
  const ideas = page.getByRole("region", { name: "Deine Ideen" }).getByRole("listitem");
  await expect(ideas).toHaveCount(3);
  for (const idea of await ideas.all()) await expect(idea).toContainText("Vegan, ohne Schalenfrüchte (Nüsse)");

  await ideas
    .first()
    .getByRole("button", { name: /Rezept erstellen/ })
    .click();
  await expect(page).toHaveURL(/\/de\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByText("KI", { exact: true })).toBeVisible();
  // The picture is made by a background job; the page shows it when it is ready, without a reload.
  await expect(page.locator("figure img")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Illustration", { exact: true })).toBeVisible();

  await page.goto("/de/recipes/new/idea");
  await expect(page.getByText("Noch 2 von 3 Credits diesen Monat")).toBeVisible();
  await expect(page.getByText("Ideen-Anfragen diesen Monat: noch 19 von 20")).toBeVisible();
  await expect(ideas.first().getByRole("link", { name: "Rezept ansehen" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("asking for ideas brings them into view: they arrive below the settings, out of sight", async ({ page }) => {
    const email = uniqueEmail("ideas-phone");
    await signUpAndConfirm(page, { email });
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/recipes/new/idea");
    await page.getByRole("button", { name: "Generate Recipe" }).click();
    await expect(page.getByText("Your new ideas are at the top of the list.")).toBeInViewport();
    await expect(
      page.getByRole("region", { name: "Your ideas", exact: true }).getByRole("listitem").first(),
    ).toBeInViewport();
  });
});
