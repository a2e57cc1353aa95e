import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every journey fails on a console error and on any request that leaves localhost.
 * `allowConsole` lists messages (console errors and uncaught page errors) a test expects (the browser logs a 404
 * document as a failed resource).
 * `consented` stores a cookie choice up front, so the consent dialog stays out of journeys not about it.
 */
export const test = base.extend<{ allowConsole: RegExp[]; consented: boolean }>({
  allowConsole: [[], { option: true }],
  consented: [true, { option: true }],
  context: async ({ context, consented, baseURL }, use, testInfo) => {
    if (consented) await context.addCookies([{ name: "consent", value: "necessary", url: baseURL ?? "" }]);
    // Each journey comes from an address of its own, as cooks do from their homes: the per-address limits (ten
    // sign-ups an hour) count one journey, not the whole run (the Worker reads the address from this header).
    await context.setExtraHTTPHeaders({ "cf-connecting-ip": journeyAddress(testInfo.testId) });
    await use(context);
  },
  page: async ({ page, allowConsole }, use) => {
    const consoleErrors: string[] = [];
    const externalRequests: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowConsole.some((pattern) => pattern.test(text))) consoleErrors.push(text);
    });
    page.on("pageerror", (error) => {
      if (!allowConsole.some((pattern) => pattern.test(error.message))) consoleErrors.push(error.message);
    });
    page.on("request", (request) => {
      const { protocol, hostname } = new URL(request.url());
      if (protocol === "data:" || protocol === "blob:") return;
      if (hostname !== "localhost" && hostname !== "127.0.0.1") externalRequests.push(request.url());
    });
    await use(page);
    expect(externalRequests, "requests that left localhost").toEqual([]);
    expect(consoleErrors, "console errors").toEqual([]);
  },
});

export { expect };

/** A private address (10.x.y.z) that stays the same for one test. */
function journeyAddress(testId: string): string {
  let hash = 0;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * Axe's serious and critical findings on the page as it stands once its transitions have ended: a colour measured
 * halfway through a hover or fade is not one the user reads. Never-ending animations (spinners) are not waited for.
 * Axe runs in the page itself ("legacy" mode): the default opens a second, blank page to merge the results of each
 * frame and loads axe into it again, which tripled the sweep's time; the app's pages have no cross-origin frames.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
