import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

test.describe("home", () => {
  test.use({ locale: "en-US" });

  test("shows the English landing page with its header links and language alternates", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Every recipe you love");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Pricing", "Sign In", "Go To App", "Start for free"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByText(/\/month/)).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de$/);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /maximum-scale=5/);
  });

  test("shows the German landing page under /de", async ({ page }) => {
    await page.goto("/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lieblingsrezepte");
    await expect(page.getByRole("link", { name: "Kostenlos starten" }).first()).toBeVisible();
    await expect(page.getByText(/\/Monat/)).toBeVisible();
  });

  test("stylesheet and scripts are files a returning visitor keeps; the scripts load after the content", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const stylesheet = page.locator('link[rel="stylesheet"]');
    await expect(stylesheet).toHaveCount(1);
    await expect(page.locator("style")).toHaveCount(0);
    // Styled by the file: the body has the theme's font, not the browser's default.
    await expect(page.locator("body")).toHaveCSS("font-family", /system-ui/);
    const css = (await stylesheet.getAttribute("href")) ?? "";
    expect(css).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    // The contact form runs the app, so it names the app's scripts; they come after what the page shows.
    await page.goto("/contact");
    const preloads = page.locator('link[rel="modulepreload"]');
    expect(await preloads.count()).toBeGreaterThan(1);
    expect(await preloads.evaluateAll((links) => links.map((link) => link.getAttribute("fetchpriority")))).toEqual(
      Array.from({ length: await preloads.count() }, () => "low"),
    );
    const script = (await preloads.first().getAttribute("href")) ?? "";
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    for (const asset of [css, script]) {
      const response = await request.get(asset);
      expect(response.ok()).toBe(true);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  test("app pages allow no zoom beyond 1 and have the header and footer", async ({ page }) => {
    await page.goto("/auth/signin");
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute("content", /maximum-scale=1\b/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("is sent to /de on its first visit", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/de$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("can choose English, and the choice sticks", async ({ page, context }) => {
    await page.goto("/de/pricing");
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("en");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.path).toBe("/");
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("not found", () => {
  test.use({ allowConsole: [/status of 404/] });

  test("an unknown path is a 404 'Page not found' in English", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("navigation", { name: "Legal and help" })).toBeVisible();
  });

  test("an unknown German path is a 404 in German", async ({ page }) => {
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  });

  test("a route's own check gives 404 'Page Not Found'", async ({ page }) => {
    const response = await page.goto("/articles/no/such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test("an article slug may span several segments", async ({ page }) => {
  await page.goto("/de/articles/help/getting-started");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("the theme applies at once and survives a reload without a flash", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/settings/appearance");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "system");
  await page.getByRole("main").getByRole("button", { name: "Dark" }).click();
  await expect(html).toHaveAttribute("data-theme", "dark");
  const themeColor = page.locator('meta[name="theme-color"]');
  await expect(themeColor).toHaveCount(1);
  await expect(themeColor).toHaveAttribute("content", "#000000");
  await expect(page.getByRole("main").getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");

  // The server renders the stored theme: the very first HTML already carries it.
  const response = await page.request.get("/settings/appearance");
  expect(await response.text()).toContain('data-theme="dark"');
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(12, 10, 9)");
});

test.describe("cookie consent", () => {
  test.use({ consented: false });

  test("asks on the first visit, remembers the answer, and can be reopened", async ({ page }) => {
    await page.goto("/pricing");
    const dialog = page.getByRole("dialog", { name: "Cookies on Mise" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Only necessary" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();

    // A link, so it works on this page, which is sent without client code (ADR 019).
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await expect(page).toHaveURL(/\/pricing\?cookie-settings=1$/);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Language, theme, sign-in and this choice. Always on.")).toBeVisible();
    await expect(dialog.getByText("You have not allowed it.")).toBeVisible();
    await dialog.getByRole("button", { name: "Accept all" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(dialog).toBeHidden();
    const consent = (await page.context().cookies()).find((c) => c.name === "consent");
    expect(consent?.value).toBe("analytics");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("has bottom navigation and a menu with the whole sidebar", async ({ page }) => {
    await page.goto("/settings");
    const bottom = page.getByRole("navigation", { name: "Quick navigation" });
    for (const name of ["Home", "Recipes", "Profile", "Settings"]) {
      await expect(bottom.getByRole("link", { name })).toBeVisible();
    }
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const name of ["Terms of Service", "Privacy", "Contact Us", "Support"]) {
      await expect(menu.getByRole("link", { name })).toBeVisible();
    }
    await menu.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });
});

test.describe("on a narrow phone in German", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the bottom navigation shows every label whole, inside its own link", async ({ page }) => {
    await page.goto("/de/settings");
    const bottom = page.getByRole("navigation", { name: "Schnellnavigation" });
    await expect(bottom.getByRole("link", { name: "Einstellungen" })).toBeVisible();
    // The longest German labels ("Sammlungen", "Einstellungen") had run past their fifth of the screen, into the
    // neighbour's label or off its edge.
    const spills = await bottom.getByRole("link").evaluateAll((links) =>
      links.flatMap((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        const text = range.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        const inside = text.left >= box.left && text.right <= box.right && text.right <= window.innerWidth;
        return inside ? [] : [`${link.textContent}: text ${text.left}-${text.right}, link ${box.left}-${box.right}`];
      }),
    );
    expect(spills).toEqual([]);
  });
});

// Playwright's offline mode does not reach service workers (microsoft/playwright#2311), so the offline fallback
// itself is tested against the worker's code in tests/unit; here: it installs, controls the page, has the shell.
test("installs a service worker that precaches the app shell and the offline page", async ({ page }) => {
  // A page that runs the app's client code: pages sent as plain documents register nothing (ADR 019).
  await page.goto("/contact");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Workbox keys precached files with their revision; the app shell's entry is one of them (ADR 017).
  const cached = await page.evaluate(async () => {
    const offline = await caches.match("/offline.html", { ignoreSearch: true });
    const entry = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][href*="entry.client"]')?.href;
    return {
      offline: (await offline?.text()) ?? "",
      entry: Boolean(entry && (await caches.match(entry, { ignoreSearch: true }))),
    };
  });
  expect(cached.offline).toContain("You are offline");
  expect(cached.entry).toBe(true);
});

test.describe("a page whose script does not arrive", () => {
  test.use({ allowConsole: [/Failed to load resource|dynamically imported module/] });

  test("reloads itself once and then runs", async ({ page }) => {
    let requests = 0;
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) =>
      requests++ === 0 ? route.abort("connectionreset") : route.continue(),
    );
    await page.goto("/contact");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 30_000 });
    expect(requests).toBeGreaterThanOrEqual(2);
  });

  test("once the app runs, a failed preload or import leaves the page and what the cook typed alone", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 30_000 });
    let navigations = 0;
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations++);
    const message = page.getByLabel("Message");
    await message.fill("Half a message");
    await page.evaluate(() => {
      document.querySelector('link[rel="modulepreload"]')?.dispatchEvent(new Event("error"));
      void Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/late.js"));
    });
    // A reload would have started by now; the page stays and keeps the text.
    await page.waitForTimeout(1000);
    expect(navigations).toBe(0);
    await expect(message).toHaveValue("Half a message");
  });

  test("a page being left is not reloaded when leaving cancels its modules", async ({ page }) => {
    // The app's entry never arrives, so the app does not run yet, as on a slow phone.
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, () => undefined);
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    let navigations = 0;
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations++);
    // What leaving does: the browser says the page is being left, then its pending imports fail. A page left before
    // it finished loading shows itself meanwhile (its load and pageshow still fire), not restored from the cache.
    await page.evaluate(() => {
      dispatchEvent(new Event("beforeunload"));
      dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
      void Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/entry.client.js"));
    });
    await page.waitForTimeout(1000);
    expect(navigations).toBe(0);
  });
});

test.describe("moving between languages on a hydrated page", () => {
  test.use({ locale: "en-US" });

  /** The page's module scripts come from one language's client build only (ADR 019). */
  async function clientBuildOf(page: Page): Promise<string[]> {
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    const modules = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
    );
    return [...new Set(modules.map((path) => (path.startsWith("/assets/de/") ? "de" : "en")))];
  }

  /** The contact form checks as the cook sends, in the page's client: its errors come from the client's messages. */
  async function sendEmptyContactForm(page: Page, button: string, error: string) {
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByText(error)).toBeVisible();
  }

  test("a link to the other language loads that page with its language's client, and back", async ({ page }) => {
    await page.goto("/contact");
    expect(await clientBuildOf(page)).toEqual(["en"]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // A client-side navigation, as a link to /de/contact makes.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate("/de/contact"),
    );
    await expect(page).toHaveURL(/\/de\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(false);
    expect(await clientBuildOf(page)).toEqual(["de"]);
    await sendEmptyContactForm(page, "Nachricht senden", "Bitte gib deinen Namen ein.");

    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate("/contact"),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    expect(await clientBuildOf(page)).toEqual(["en"]);
    await sendEmptyContactForm(page, "Send message", "Please enter your name.");
  });

  test("the header's language switcher brings the German client", async ({ page }) => {
    await page.goto("/contact");
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.getByRole("banner").getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    expect(await clientBuildOf(page)).toEqual(["de"]);
    await sendEmptyContactForm(page, "Nachricht senden", "Bitte gib deinen Namen ein.");

    // Within German it stays a single-page app: route discovery answers the German client with its own routes.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("banner").getByRole("link", { name: "Preise" }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einfache Preise");
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});
