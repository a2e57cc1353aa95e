import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Cookie } from "@playwright/test";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";
import { NOT_FOUND_ROUTES, ROUTES, SIGNED_IN_ROUTES } from "./routes";

/**
 * Class 6 in the browser: every page, in both languages, runs under its Content-Security-Policy with no violation
 * (React Router's inline scripts carry the request's nonce, nothing else inline runs), and the page hydrates. The
 * OCR worker under the same policy is covered by scan.spec.ts, which reads a picture on the device. Class 3 in the
 * browser: a refused import says, in the cook's language, when to try again.
 */
test.use({ allowConsole: [/status of (404|429)/] });

let sessionCookies: Cookie[] = [];
let email = "";
test.beforeAll(async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL ?? "";
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: "consent", value: "necessary", url: baseURL }]);
  const page = await context.newPage();
  email = uniqueEmail("csp");
  await signUpAndConfirm(page, { email, de: true });
  await signIn(page, email, undefined, { de: true });
  await expect(page).toHaveURL(/\/de\/dashboard$/);
  sessionCookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith("mise."));
  await context.close();
});

test("every page in both languages keeps to its Content-Security-Policy and hydrates", async ({ page, context }) => {
  test.setTimeout(600_000); // ninety pages, signed in, on a shared machine
  await context.addCookies(sessionCookies);
  // Collected in the page before any of its scripts run.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const prefix of ["", "/de"]) {
    for (const route of ROUTES) {
      const path = prefix && route === "/" ? prefix : `${prefix}${route}`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(NOT_FOUND_ROUTES.has(route) ? 404 : 200);
      const policy = (await response?.headerValue("content-security-policy")) ?? "";
      expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(policy, path).not.toContain("'unsafe-inline' 'wasm");
      // Hydrated: React Router's client has taken over the document.
      await page.waitForFunction(() => "__reactRouterRouteModules" in window, undefined, { timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
        [],
      );
      if (SIGNED_IN_ROUTES.has(route)) await expect(page, path).not.toHaveURL(/\/auth\/signin/);
    }
  }
});

test.describe("a refused import", () => {
  let site: Server;
  let origin = "";
  test.beforeAll(async () => {
    // A site that takes its time: each import of it holds one of the cook's in-flight slots for a few seconds.
    site = createServer((_request, response) => {
      setTimeout(() => response.writeHead(200, { "content-type": "text/html" }).end("<h1>Langsam</h1>"), 6000);
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  test.afterAll(() => site.close());

  test("says in German when to try again while the cook's imports are all running", async ({ page, context }) => {
    await context.addCookies(sessionCookies);
    await page.goto("/de/recipes/new/import");
    // Three imports at once is what a cook may run; these take the slots until the slow site answers.
    const running = [1, 2, 3].map((n) =>
      page.request.post("/api/recipes/import", { data: { url: `${origin}/langsam/${n}` } }),
    );
    await page.waitForTimeout(1500);
    await page.getByLabel("Adresse des Rezepts (URL)").fill(`${origin}/noch-eins`);
    await page.getByRole("button", { name: "Importieren", exact: true }).click();
    await expect(
      page.getByText(
        "Das läuft bei dir gerade noch. Warte bitte, bis es fertig ist, oder versuche es in 10 Sekunden noch einmal.",
      ),
    ).toBeVisible();
    await Promise.all(running);
  });
});
