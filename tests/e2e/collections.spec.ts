import type { Page } from "@playwright/test";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, seriousViolations, test } from "./fixtures";

const TEXT = {
  en: {
    prefix: "",
    collections: "Collections",
    name: "Name",
    create: "Create collection",
    joinLink: "Join link",
    signIn: "Sign In",
    joinHeading: "Join “Family dinners”",
    join: "Join",
    joinMay: "Add recipes and notes",
    hereNow: "Here now:",
    live: "Live",
    title: "Title",
    ingredients: "Ingredients, one per line",
    steps: "Steps, one per line",
    save: "Save recipe",
    addToCollection: "Add to collection",
    added: "Added to the collection.",
    noteText: "Text",
    addNote: "Add note",
    remove: "Remove",
    removeBen: "Remove Ben",
    removed: "You were removed from this collection.",
  },
  de: {
    prefix: "/de",
    collections: "Sammlungen",
    name: "Name",
    create: "Sammlung anlegen",
    joinLink: "Einladungslink",
    signIn: "Anmelden",
    joinHeading: "„Family dinners“ beitreten",
    join: "Beitreten",
    joinMay: "Rezepte und Notizen hinzufügen",
    hereNow: "Gerade hier:",
    live: "Live",
    title: "Titel",
    ingredients: "Zutaten, eine pro Zeile",
    steps: "Schritte, einer pro Zeile",
    save: "Rezept speichern",
    addToCollection: "Zur Sammlung hinzufügen",
    added: "Zur Sammlung hinzugefügt.",
    noteText: "Text",
    addNote: "Notiz hinzufügen",
    remove: "Entfernen",
    removeBen: "Ben entfernen",
    removed: "Du wurdest aus dieser Sammlung entfernt.",
  },
} as const;

async function newRecipe(page: Page, t: (typeof TEXT)["en" | "de"], title: string) {
  await page.goto(`${t.prefix}/recipes/new`);
  await page.getByLabel(t.title, { exact: true }).fill(title);
  await page.getByLabel(t.ingredients).fill("200 g Linsen\n1 Zwiebel");
  await page.getByLabel(t.steps).fill("Alles 30 Minuten kochen.");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

for (const locale of ["en", "de"] as const) {
  const t = TEXT[locale];
  const de = locale === "de";

  test(`${locale}: two cooks share a collection and see each other's changes live`, async ({ browser, page }) => {
    // Two accounts, each signed up and confirmed through the pages: twice a single journey's time.
    test.setTimeout(240_000);
    // Cook A, in this test's own browser context.
    const emailA = uniqueEmail("share-a");
    await signUpAndConfirm(page, { email: emailA, name: "Ada", de });
    await signIn(page, emailA, undefined, { de });
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/dashboard$`));
    await newRecipe(page, t, "Linsensuppe");
    const recipeUrl = page.url();

    await page.goto(`${t.prefix}/collections`);
    await page.getByLabel(t.name, { exact: true }).fill("Family dinners");
    await page.getByRole("button", { name: t.create }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Family dinners");
    const joinLink = await page.getByLabel(t.joinLink).inputValue();
    expect(joinLink).toMatch(new RegExp(`${t.prefix}/join/[\\w-]{32}$`));
    await expect(page.getByRole("status").filter({ hasText: t.live })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Cook B, in a second browser context: the link leads through sign-in and back.
    const contextB = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await contextB.addCookies([{ name: "consent", value: "necessary", url: test.info().project.use.baseURL ?? "" }]);
    const pageB = await contextB.newPage();
    const emailB = uniqueEmail("share-b");
    await signUpAndConfirm(pageB, { email: emailB, name: "Ben", de });
    await pageB.goto(joinLink);
    await pageB.getByRole("main").getByRole("link", { name: t.signIn }).click();
    await signIn(pageB, emailB, undefined, { de });
    await expect(pageB.getByRole("heading", { level: 1 })).toHaveText(t.joinHeading);
    await expect(pageB.getByText("Ada", { exact: true })).toBeVisible();
    // What the newcomer may do follows "You may" / "Du darfst" as a phrase, not the role's "Can add".
    await expect(pageB.getByRole("definition").filter({ hasText: t.joinMay })).toBeVisible();
    await pageB.getByRole("button", { name: t.join, exact: true }).click();
    await expect(pageB.getByRole("heading", { level: 1 })).toHaveText("Family dinners");
    await expect(pageB.getByRole("status").filter({ hasText: t.live })).toBeVisible();

    // A sees B arrive, then adds a recipe; B's page shows it without reloading.
    await expect(page.getByText(t.hereNow).locator("..")).toContainText("Ben");
    await page.goto(recipeUrl);
    await page.getByRole("button", { name: t.addToCollection }).click();
    await expect(page.getByText(t.added)).toBeVisible();
    const recipeOnB = pageB.getByRole("link", { name: "Linsensuppe" });
    await expect(recipeOnB).toBeVisible();

    // B writes a note for the collection; A's collection page shows it without reloading.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Family dinners");
    await expect(page.getByRole("status").filter({ hasText: t.live })).toBeVisible();
    await pageB.getByLabel(t.title, { exact: true }).fill("Used half the sugar");
    await pageB.getByLabel(t.noteText, { exact: true }).fill("Next time: more lemon.\nhttps://example.com stays text");
    await pageB.getByRole("button", { name: t.addNote }).click();
    await expect(page.getByRole("link", { name: "Used half the sugar" })).toBeVisible();
    await expect(page.getByText("https://example.com stays text")).toBeVisible();
    expect(await seriousViolations(pageB)).toEqual([]);

    // A removes B; B's open page says so at once.
    const members = page.getByRole("region", { name: de ? "Mitglieder" : "Members" });
    await members.getByText(t.remove, { exact: true }).click();
    await members.getByRole("button", { name: t.removeBen }).click();
    await expect(pageB.getByRole("alert")).toContainText(t.removed);
    await expect(recipeOnB).toBeVisible();
    await contextB.close();
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the collection page fits and the bottom navigation leads to it", async ({ page }) => {
    const email = uniqueEmail("share-phone");
    await signUpAndConfirm(page, { email });
    await signIn(page, email);
    await page.getByRole("navigation", { name: "Quick navigation" }).getByRole("link", { name: "Collections" }).click();
    await page.getByLabel("Name", { exact: true }).fill("A rather long collection name for a small screen");
    await page.getByRole("button", { name: "Create collection" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
