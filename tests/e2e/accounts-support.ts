import { expect, type Page } from "@playwright/test";

export const PASSWORD = "marmalade on toast";

let counter = 0;
export function uniqueEmail(prefix = "cook") {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Follows the newest link to `path` in the dev mailbox's mail to `email`, as the user would from their inbox. */
export async function openMailLink(page: Page, email: string, path: string) {
  await page.goto("/dev/mailbox");
  const mail = page.getByRole("article").filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole("link", { name: new RegExp(path.replace(/\//g, "\\/")) }).click();
}

/** Signs up through the form (in the page's language) and confirms the address from the dev mailbox. */
export async function signUpAndConfirm(
  page: Page,
  { email, name = "Ada Cook", de = false }: { email: string; name?: string; de?: boolean },
) {
  await page.goto(de ? "/de/auth/signup" : "/auth/signup");
  await page.getByLabel(de ? "Name" : "Name").fill(name);
  await page.getByLabel(de ? "E-Mail-Adresse" : "E-mail address").fill(email);
  await page.getByLabel(de ? "Passwort" : "Password").fill(PASSWORD);
  await page.getByRole("button", { name: de ? "Konto erstellen" : "Create account" }).click();
  await expect(page).toHaveURL(de ? /\/de\/auth\/check-email$/ : /\/auth\/check-email$/);
  await openMailLink(page, email, de ? "/de/auth/confirm" : "/auth/confirm");
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(page.getByRole("status").filter({ hasText: de ? "bestätigt" : "confirmed" })).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD, { de = false } = {}) {
  await page.getByLabel(de ? "E-Mail-Adresse" : "E-mail address").fill(email);
  await page.getByLabel(de ? "Passwort" : "Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: de ? "Anmelden" : "Sign in", exact: true }).click();
}
