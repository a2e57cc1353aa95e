import type { Cookie } from "@playwright/test";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, seriousViolations, test } from "./fixtures";
import { DOCUMENT_ROUTES, NOT_FOUND_ROUTES, ROUTES, SIGNED_IN_ROUTES } from "./routes";

test.use({ allowConsole: [/status of 404/] });

// One account for the pages that belong to one: its session cookie is given to those tests.
let sessionCookies: Cookie[] = [];
test.beforeAll(async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL ?? "";
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "consent", value: "necessary", url: baseURL }]);
  const page = await context.newPage();
  const email = uniqueEmail("axe");
  await signUpAndConfirm(page, { email });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  sessionCookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith("mise."));
  await context.close();
});

// Each page's Content-Security-Policy is checked on the same visit: violations are collected before any script runs.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

for (const prefix of ["", "/de"]) {
  for (const route of ROUTES) {
    const path = prefix && route === "/" ? prefix : `${prefix}${route}`;
    const signedIn = SIGNED_IN_ROUTES.has(route);
    test(`${path}${signedIn ? " (signed in)" : ""} has no serious accessibility or policy violations`, async ({
      page,
      context,
    }) => {
      if (signedIn) await context.addCookies(sessionCookies);
      const response = await page.goto(path);
      expect(response?.status()).toBe(NOT_FOUND_ROUTES.has(route) ? 404 : 200);
      // Issue 17, class 6: React Router's inline scripts carry the request's nonce and nothing else inline runs.
      const policy = (await response?.headerValue("content-security-policy")) ?? "";
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(policy).not.toContain("'unsafe-inline' 'wasm");
      if (DOCUMENT_ROUTES.has(route)) {
        // A plain document (ADR 019): no client code is sent at all.
        await expect(page.locator('script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
      } else {
        // Hydrated: React Router's client has taken over the document.
        await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 15_000 });
        // With the client build of the page's language, which carries that language's messages only (ADR 019).
        const modules = await page
          .locator('link[rel="modulepreload"]')
          .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
        expect(modules.length).toBeGreaterThan(0);
        expect(modules.filter((module) => module.startsWith("/assets/de/") !== Boolean(prefix))).toEqual([]);
      }
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", prefix ? "de" : "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    });
  }
}

test.describe("before any cookie choice", () => {
  test.use({ consented: false });

  test("the consent dialog itself is accessible", async ({ page }) => {
    await page.goto("/de/pricing");
    await expect(page.getByRole("dialog", { name: "Cookies bei Mise" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
