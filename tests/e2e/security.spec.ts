import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Cookie } from "@playwright/test";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect, test } from "./fixtures";

/**
 * Class 3 in the browser: a refused import says, in the cook's language, when to try again. Class 6 (every page, in
 * both languages, under its Content-Security-Policy with no violation, hydrated) is checked on the accessibility
 * sweep's visit to each page; the OCR worker under the same policy by scan.spec.ts, which reads a picture on the
 * device.
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
