import type { Page } from "@playwright/test";
import { standInOrigins } from "../support/browser-stand-ins.mjs";
import { expect, test } from "./fixtures";

/**
 * Analytics and chat are configured against local stand-ins (scripts/serve-test.mjs): nothing may reach either
 * before the visitor consents, both load after 'Accept all', and both stop when consent is withdrawn.
 */
test.use({ consented: false });

type Captured = { event: string; properties: Record<string, unknown> };

function standInsOf(baseURL: string | undefined) {
  return standInOrigins(new URL(baseURL ?? "").port);
}

/** Every request the page makes to either stand-in, from now on. */
function countRequests(page: Page, origins: { analytics: string; chat: string }) {
  const seen = { analytics: [] as string[], chat: [] as string[] };
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith(origins.analytics)) seen.analytics.push(`${request.method()} ${url}`);
    if (url.startsWith(origins.chat)) seen.chat.push(url);
  });
  return seen;
}

async function capturedEvents(page: Page, origin: string): Promise<Captured[]> {
  return (await page.request.get(`${origin}/__received`)).json();
}

test("nothing loads before consent; analytics and chat start after it and stop when it is withdrawn", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origins = standInsOf(baseURL);
  const seen = countRequests(page, origins);
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js") && response.url().startsWith(baseURL ?? "")) scripts.push(response.url());
  });

  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Cookies on Mise" });
  await expect(dialog).toContainText("measure how the app is used");
  await expect(dialog).toContainText("support chat");
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000);
  expect(seen.analytics, "analytics requests before consent").toEqual([]);
  expect(seen.chat, "chat requests before consent").toEqual([]);
  expect(
    scripts.filter((url) => /\/analytics-/.test(url)),
    "the analytics client before consent",
  ).toEqual([]);

  await dialog.getByRole("button", { name: "Accept all" }).click();
  const launcher = page.getByRole("button", { name: "Chat with us" });
  await expect(launcher).toBeVisible();
  expect(seen.chat[0]).toBe(`${origins.chat}/packs/js/sdk.js`);
  const settings = await page.evaluate(() => window.chatwootSettings);
  expect(settings).toEqual({
    position: "right",
    type: "expanded_bubble",
    launcherTitle: "Chat with us",
    locale: "en",
    darkMode: "auto",
  });
  await expect(page.frameLocator("#chatwoot_live_chat_widget").locator("body")).toHaveAttribute(
    "data-dark-mode",
    "auto",
  );

  // Client-side navigation: one pageview per page, with its full path.
  await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/, { timeout: 15_000 });
  // The view is recorded once the page has rendered (kept in the browser's queue or sent): a visitor who leaves
  // sooner than that is not counted, and a busy machine can leave that soon.
  await expect
    .poll(
      async () =>
        (await page.evaluate((key) => localStorage.getItem(key) ?? "", "ph_mise")).includes("/auth/signin") ||
        (await capturedEvents(page, origins.analytics)).some((event) => event.properties.path === "/auth/signin"),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.goto("/pricing?plan=standard");
  await expect
    .poll(async () => (await capturedEvents(page, origins.analytics)).map((event) => event.event), { timeout: 25_000 })
    .toEqual(expect.arrayContaining(["page_view", "$pageview"]));
  const events = await capturedEvents(page, origins.analytics);
  expect(events.find((event) => event.event === "page_view")?.properties.page).toBe("home");
  // The sign-in page's view may wait in the browser's queue until the next page sends it, up to a batch (10 s) later.
  await expect
    .poll(
      async () =>
        (await capturedEvents(page, origins.analytics))
          .filter((event) => event.event === "$pageview")
          .map((event) => event.properties.path),
      { timeout: 25_000 },
    )
    .toEqual(expect.arrayContaining(["/", "/auth/signin", "/pricing?plan=standard"]));
  expect(seen.analytics.some((request) => request.startsWith(`POST ${origins.analytics}/batch/`))).toBe(true);
  expect(await page.evaluate(() => Object.keys(localStorage))).toContain("ph_mise");

  // 'Support' in the sidebar opens the chat rather than leaving the page.
  await page.goto("/articles");
  await expect(launcher).toBeVisible();
  // Until the widget has loaded behind its bubble, 'Support' is the contact page (the test below): on a busy machine
  // that takes a while after the bubble shows.
  await page.waitForFunction(
    () => (window as { $chatwoot?: { hasLoaded?: boolean } }).$chatwoot?.hasLoaded === true,
    null,
    {
      timeout: 20_000,
    },
  );
  await page.getByRole("navigation", { name: "App navigation" }).getByRole("link", { name: "Support" }).click();
  await expect(page.locator("#cw-widget-holder")).toBeVisible();
  await expect(page).toHaveURL(/\/articles$/);

  // Withdrawn: the chat leaves, the ids are forgotten, and nothing more reaches either service.
  await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
  await expect(dialog.getByText("You have allowed it.")).toBeVisible();
  await dialog.getByRole("button", { name: "Only necessary" }).click();
  await expect(dialog).toBeHidden();
  // The page reloads to shed the chat's history hooks: on a busy machine that takes a while.
  await expect(page.locator("#cw-bubble-holder")).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain("ph_mise");
  expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith("cw_"))).toEqual([]);
  const before = { analytics: seen.analytics.length, chat: seen.chat.length };
  await page.getByRole("link", { name: "Pricing" }).first().click();
  await expect(page).toHaveURL(/\/pricing$/, { timeout: 15_000 });
  await page.waitForTimeout(12_000);
  expect(seen.analytics.slice(before.analytics), "analytics after withdrawal").toEqual([]);
  expect(seen.chat.slice(before.chat), "chat after withdrawal").toEqual([]);
});

test("the chat speaks the page's language and follows a dark theme", async ({ page, baseURL }) => {
  const origins = standInsOf(baseURL);
  await page.context().addCookies([
    { name: "consent", value: "analytics", url: baseURL ?? "" },
    { name: "theme", value: "dark", url: baseURL ?? "" },
  ]);
  const seen = countRequests(page, origins);
  await page.goto("/de/articles");
  await expect(page.getByRole("button", { name: "Chatte mit uns" })).toBeVisible();
  expect(await page.evaluate(() => window.chatwootSettings)).toMatchObject({ locale: "de", darkMode: "dark" });
  expect(seen.chat.find((url) => url.includes("/widget?"))).toContain("locale=de");
});

test("without consent, 'Support' is the contact page", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "consent", value: "necessary", url: baseURL ?? "" }]);
  await page.goto("/articles");
  await page.getByRole("navigation", { name: "App navigation" }).getByRole("link", { name: "Support" }).click();
  await expect(page).toHaveURL(/\/contact$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
});
