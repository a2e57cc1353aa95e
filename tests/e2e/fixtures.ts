import { test as base, expect } from "@playwright/test";

/**
 * Every journey fails on a console error and on any request that leaves localhost.
 * `allowConsole` lists messages a test expects (the browser logs a 404 document as a failed resource).
 */
export const test = base.extend<{ allowConsole: RegExp[] }>({
  allowConsole: [[], { option: true }],
  page: async ({ page, allowConsole }, use) => {
    const consoleErrors: string[] = [];
    const externalRequests: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowConsole.some((pattern) => pattern.test(text))) consoleErrors.push(text);
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
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

/** Stores a consent choice up front, so the dialog stays out of journeys that are not about it. */
export async function acceptNecessaryCookies(context: import("@playwright/test").BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "consent", value: "necessary", url: baseURL }]);
}
