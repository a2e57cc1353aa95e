import { totpCode } from "../support/totp";
import { openMailLink, PASSWORD, signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";

// Wrong passwords, weak passwords and unconfirmed sign-ins are answered 400/403 by design; the browser logs those.
test.use({ allowConsole: [/status of 40[03]/] });

test("sign up, confirm, sign in, change theme and language, sign out, reset the password, sign in again", async ({
  page,
}) => {
  const email = uniqueEmail();
  await signUpAndConfirm(page, { email });
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is confirmed" })).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Ada Cook");

  await page.goto("/settings/appearance");
  await expect(page.getByText("These choices are saved to your account")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.getByRole("main").getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/settings\/appearance$/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darstellung");

  // The account remembers both: a new device gets them at sign-in.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: "consent", value: "necessary", url: new URL(page.url()).origin }]);
  await page.goto("/auth/signin");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/de\/dashboard$/);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

  await page.getByRole("navigation", { name: "App-Navigation" }).getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/de$/);

  await page.goto("/de/auth/forgot-password");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Link zum Zurücksetzen senden" }).click();
  await expect(page).toHaveURL(/\/de\/auth\/password-reset-sent$/);
  await openMailLink(page, email, "/de/auth/reset-password");
  await page.getByLabel("Neues Passwort").fill("password");
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page.getByText("Verwende mindestens").or(page.getByText("gehört zu den häufigsten"))).toBeVisible();
  await page.getByLabel("Neues Passwort").fill("a brand new pantry");
  await page.getByRole("button", { name: "Neues Passwort speichern" }).click();
  await expect(page).toHaveURL(/\/de\/auth\/signin$/);
  await expect(page.getByRole("status").filter({ hasText: "Passwort" })).toBeVisible();
  await signIn(page, email, PASSWORD, { de: true });
  await expect(page.getByRole("alert")).toHaveText("E-Mail-Adresse oder Passwort stimmen nicht.");
  await signIn(page, email, "a brand new pantry", { de: true });
  await expect(page).toHaveURL(/\/de\/dashboard$/);
});

test("a German sign-up gets its mail in German", async ({ page }) => {
  const email = uniqueEmail("koch");
  await signUpAndConfirm(page, { email, name: "Grete", de: true });
  await expect(page).toHaveURL(/\/de\/auth\/signin$/);
  await page.goto("/dev/mailbox");
  await expect(page.getByRole("article").filter({ hasText: email }).getByRole("heading")).toHaveText(
    "Bestätige deine E-Mail-Adresse für Mise",
  );
});

test("an unconfirmed account is told so at sign-in and can have the link sent again", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/auth/signup");
  await page.getByLabel("Name").fill("Ada");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await signIn(page, email);
  await expect(page.getByRole("alert")).toContainText("Please confirm your e-mail address first");
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a new link is on its way" })).toBeVisible();
});

test("a guarded page sends a visitor to sign in and back again", async ({ page }) => {
  const email = uniqueEmail();
  await signUpAndConfirm(page, { email });
  await page.goto("/recipes");
  await expect(page).toHaveURL(/\/auth\/signin\?redirectTo=%2Frecipes$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Recipes");
  await page.goto("/auth/signin");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("two-factor: enrol with the authenticator app, then sign in with a code", async ({ page }) => {
  const email = uniqueEmail("secure");
  await signUpAndConfirm(page, { email });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/settings/security");
  const twoFactor = page.getByRole("region", { name: /Two-step verification/ });
  await twoFactor.getByLabel("Current password").fill(PASSWORD);
  await twoFactor.getByRole("button", { name: "Turn on" }).click();
  await expect(twoFactor.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await twoFactor.getByLabel("Code", { exact: true }).fill(await totpCode(secret));
  await twoFactor.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(twoFactor.getByText("Two-step verification is on.")).toBeVisible();

  await page.getByRole("navigation", { name: "App navigation" }).getByRole("button", { name: "Log out" }).click();
  // Signing out clears what the device kept first, then lands on the home page: wait for it to be done.
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/auth/signin");
  await signIn(page, email);
  await expect(page).toHaveURL(/\/auth\/two-factor\?redirectTo=%2Fdashboard$/);
  await page.getByLabel("Code", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not correct");
  await page.getByLabel("Code", { exact: true }).fill(await totpCode(secret));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
