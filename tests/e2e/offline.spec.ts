import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium.mjs";
import { signIn, signUpAndConfirm, uniqueEmail } from "./accounts-support";
import { expect as baseExpect, test } from "./fixtures";

// Service worker installs, background copies and syncs take their time on a busy shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The real service worker of the build (ADR 017): recipes open offline, an edit made offline arrives when the
 * connection is back, shares from the phone land in the app, sign-out leaves nothing behind, and Chromium offers to
 * install the app.
 */

// A 2×2 PNG: a title photo and a shared screenshot.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR42mP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

const RECIPE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lentil soup</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Red lentil soup",
"recipeYield":"4","recipeIngredient":["200 g red lentils","1 onion"],
"recipeInstructions":[{"@type":"HowToStep","text":"Simmer everything for 20 minutes."}]}</script>
</head><body><h1>Red lentil soup</h1></body></html>`;

// Offline, the browser reports the pages, data and modules it could not fetch on its console (see `hydrated`);
// Chromium's install checks need no engagement in a test (the installability criteria themselves still apply).
test.use({
  allowConsole: [/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/],
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, "--bypass-app-banner-engagement-checks"] },
});

let site: Server;
let origin = "";
test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === "/soup") response.writeHead(200, { "content-type": "text/html" }).end(RECIPE_PAGE);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(() => site.close());

async function signedInCook(page: Page, prefix: string) {
  const email = uniqueEmail(prefix);
  await signUpAndConfirm(page, { email });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Waits until the service worker runs this page. On a loaded machine its first install (the precache of the app
 * shell) may fail a fetch, and a failed install is dropped: the next visit registers it again, as a cook's would.
 */
async function controlled(page: Page) {
  const isControlled = () => Boolean(navigator.serviceWorker?.controller);
  try {
    await page.waitForFunction(isControlled, undefined, { timeout: 30_000 });
  } catch {
    await page.reload();
    await page.waitForFunction(isControlled, undefined, { timeout: 45_000 });
  }
}

/**
 * Waits until the app's script runs the page (React Router's router is there): a page's load event does not wait
 * for it, and before it a button does nothing and a form posts as a plain form. Offline, Chromium now and then
 * aborts a module request of a page the service worker answers (the worker answered it; 2 to 4 of 120 offline
 * loads in a loop, none of 120 online), and that page never runs its scripts: it is loaded once more then.
 */
async function hydrated(page: Page) {
  const running = () =>
    page
      .waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
  if (await running()) return;
  await page.reload();
  expect(await running(), "the page runs its scripts").toBe(true);
}

/**
 * Back online as the service worker sees it. Chromium takes the emulated connection back for the page and for the
 * worker one after the other, and a page loaded while they disagree may never run its scripts: this waits until
 * the worker reaches the server again, for a page's data it never keeps.
 */
async function backOnline(page: Page, context: BrowserContext) {
  await context.setOffline(false);
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch("/articles.data").then(
          (response) => response.status,
          () => 0,
        ),
      ),
    )
    .toBe(200);
}

/** The paths the device keeps for the signed-in cook, from the page. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("mise-cook-")) continue;
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

async function createRecipe(page: Page) {
  await page.goto("/recipes/new");
  await page.getByLabel("Title", { exact: true }).fill("Kitchen flatbread");
  await page.getByLabel("Servings").fill("2");
  await page.getByLabel("Ingredients, one per line").fill("300 g flour\n1 cup water");
  await page.getByLabel("Steps, one per line").fill("Knead and rest for 10 minutes.\nBake on a hot pan.");
  await page.getByLabel("Title photo").setInputFiles({ name: "bread.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen flatbread");
  return new URL(page.url()).pathname;
}

test("a recipe opened once works offline: reload, photo, scaling, units, cook mode, list; an offline edit waits and arrives once online", async ({
  page,
  context,
}) => {
  // The whole kitchen visit on a shared machine.
  test.setTimeout(180_000);
  await signedInCook(page, "offline");
  const recipe = await createRecipe(page);
  await controlled(page);
  // The page the worker took over, its cook mode, editor and photo are kept.
  await expect
    .poll(() => keptPaths(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([recipe, `${recipe}/cook`, `${recipe}/edit.data`]));
  // Once the queue has made the photo's WebP copy (ADR 020), the page offers it and Chromium takes it; it is kept.
  const photo = page.locator("figure img").first();
  await expect
    .poll(
      async () => {
        await page.reload();
        return photo.evaluate((image: HTMLImageElement) => image.currentSrc);
      },
      { timeout: 30_000 },
    )
    .toContain("&w=768");
  await expect(photo).toHaveAttribute("width", "1280");
  await expect(photo).toHaveAttribute("height", "720");
  await expect(page.locator("figure picture source")).toHaveAttribute("sizes", /768px/);
  await expect.poll(() => keptPaths(page), { timeout: 30_000 }).toContain(`${recipe}/image`);

  await context.setOffline(true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen flatbread");
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const ingredients = page.getByRole("region", { name: "Ingredients" });
  await page.getByRole("button", { name: "More servings" }).click();
  await expect(ingredients.getByRole("listitem").first()).toContainText("450 g");
  await page.getByRole("button", { name: "US customary" }).click();
  await expect(ingredients.getByRole("listitem").first()).toContainText("cup");

  await page.getByRole("link", { name: "Cook mode" }).click();
  await expect(page.getByText("Step 1 of 2")).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Start a 10-minute timer" }).click();
  await expect(page.getByRole("region", { name: "Timers" })).toContainText(/10:00|9:5\d/);
  await page.reload();
  await expect(page.getByText("Step 1 of 2")).toBeVisible();

  // The list and its search run over what the device keeps.
  await page.goto("/recipes");
  await hydrated(page);
  await expect(page.getByText("You are offline: 1 recipe kept on this device.")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search your recipes" }).fill("flour");
  await expect(page.getByRole("link", { name: /Kitchen flatbread/ })).toBeVisible();
  // A page the device does not keep says it needs a connection, in the cook's language.
  await page.goto("/settings/account");
  await expect(page.getByText(/offline/i).first()).toBeVisible();

  // An edit made offline waits on the device, and arrives once the connection is back: a page of the app sends it
  // when it opens, and Background Sync or the page's 'online' and timer may have sent it before (Chromium's emulated
  // offline state does not always reach a document, so the test does not wait for the browser to announce it).
  await page.goto(`${recipe}/edit`);
  await hydrated(page);
  await page.getByLabel("Title", { exact: true }).fill("Kitchen flatbread, crisp");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("You are offline, so your recipe is kept on this device.")).toBeVisible();
  await expect(page.getByText("1 change waiting to sync")).toBeVisible();

  await backOnline(page, context);
  await page.goto(recipe);
  await hydrated(page);
  // The server has it (its own answer, outside the browser), and the recipe opened again shows it.
  await expect
    .poll(async () => (await page.request.get(`${recipe}.data`)).text())
    .toContain("Kitchen flatbread, crisp");
  await expect(page.getByText("1 change waiting to sync")).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kitchen flatbread, crisp");
});

test("an offline edit of a recipe changed meanwhile is not sent over the change: the cook sees the conflict", async ({
  page,
  context,
}) => {
  await signedInCook(page, "conflict");
  const recipe = await createRecipe(page);
  await controlled(page);
  await page.goto(`${recipe}/edit`);
  await expect.poll(() => keptPaths(page), { timeout: 30_000 }).toContain(`${recipe}/edit`);

  // Offline, the edit is posted as a plain form, as it is when the cook is quicker than the page's script: the app's
  // own handler never sees it, and the service worker keeps it and shows the recipe with the edit waiting.
  await context.setOffline(true);
  await page.getByLabel("Title", { exact: true }).fill("Flatbread from the kitchen");
  await page.evaluate(() =>
    window.addEventListener("submit", (event) => event.stopPropagation(), { capture: true, once: true }),
  );
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page).toHaveURL(new RegExp(`${recipe}$`));
  await hydrated(page);
  await expect(page.getByText("1 change waiting to sync")).toBeVisible();

  // Meanwhile the recipe is saved from another device (the test's own HTTP client, which the browser's offline
  // state does not touch), as the editor's form posts it.
  const elsewhere = await page.request.post(`${recipe}/edit`, {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      intent: "save",
      title: "Flatbread from the phone",
      language: "en",
      servings: "2",
      ingredientSectionTitle: "",
      ingredientSectionLines: "300 g flour",
      stepSectionTitle: "",
      stepSectionText: "Bake on a hot pan.",
    },
  });
  expect(elsewhere.ok()).toBe(true);

  await backOnline(page, context);
  await page.goto(recipe);
  await hydrated(page);
  await expect(page.getByText(/changed elsewhere/i).first()).toBeVisible();
  await expect(page.getByText("1 change waiting to sync")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Flatbread from the phone");
  await page.getByRole("link", { name: "Review my changes" }).first().click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Flatbread from the kitchen");
});

test("'Keep all my recipes offline' keeps recipes never opened on this device, and they open offline", async ({
  page,
  context,
}) => {
  await signedInCook(page, "library");
  // A recipe saved elsewhere (the test's own HTTP client): this browser has never shown it.
  const saved = await page.request.post("/recipes/new", {
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
    multipart: {
      intent: "save",
      title: "Barley stew",
      language: "en",
      servings: "4",
      ingredientSectionTitle: "",
      ingredientSectionLines: "200 g pearl barley\n1 l stock",
      stepSectionTitle: "",
      stepSectionText: "Simmer the barley in the stock for 40 minutes.",
    },
  });
  const recipe = new URL(saved.headers().location ?? "", page.url()).pathname;
  expect(recipe).toMatch(/^\/recipes\/[\w-]+$/);

  await page.goto("/settings/offline");
  await controlled(page);
  await hydrated(page);
  await page.getByRole("switch", { name: "Keep all my recipes offline" }).click();
  await expect(page.getByText(/^1 recipe kept on this device \(\d+ kB\)\.$/)).toBeVisible();

  await context.setOffline(true);
  await page.goto(recipe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Barley stew");
  await page.goto(`${recipe}/cook`);
  await expect(page.getByText("Step 1 of 1")).toBeVisible();
});

test("shares from the phone: a link inside text starts the import, a screenshot lands on the scan page", async ({
  page,
}) => {
  await signedInCook(page, "share");
  await page.goto(`/share?${new URLSearchParams({ title: "Soup", text: `Look at this soup ${origin}/soup !` })}`);
  await expect(page).toHaveURL(/\/recipes\/new\/import/);
  await expect(page.getByLabel("Recipe address (URL)")).toHaveValue(`${origin}/soup`);
  await expect(page.getByRole("heading", { name: "Check the imported recipe" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Red lentil soup");

  // The share sheet's POST goes through the service worker, which keeps the picture for the scan page.
  await page.goto("/recipes");
  await controlled(page);
  await page.evaluate(
    (bytes) => {
      document.body.insertAdjacentHTML(
        "beforeend",
        '<form id="shared" method="post" action="/share" enctype="multipart/form-data"><input type="file" name="pictures"></form>',
      );
      const form = document.querySelector("#shared") as HTMLFormElement;
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "screenshot.png", { type: "image/png" }));
      (form.querySelector("input") as HTMLInputElement).files = transfer.files;
      form.submit();
    },
    [...PNG],
  );
  await expect(page).toHaveURL(/\/recipes\/new\/scan/);
  await expect(page.getByRole("list", { name: "Pictures to scan" })).toContainText("screenshot.png");
});

test("signed out, a shared link waits for sign-in; signing out clears what the device kept", async ({ page }) => {
  const email = uniqueEmail("leave");
  await signUpAndConfirm(page, { email });
  await page.goto(`/share?${new URLSearchParams({ text: `${origin}/soup` })}`);
  await expect(page).toHaveURL(/\/share-success\?/);
  await expect(page.getByText("Mise received a link.")).toBeVisible();
  await page.getByRole("link", { name: "Sign in to continue" }).click();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/recipes\/new\/import/);
  await expect(page.getByLabel("Recipe address (URL)")).toHaveValue(`${origin}/soup`);

  const recipe = await createRecipe(page);
  await controlled(page);
  await expect.poll(() => keptPaths(page), { timeout: 30_000 }).toContain(recipe);
  const stored = () =>
    page.evaluate(async () => ({
      caches: (await caches.keys()).filter((name) => name.startsWith("mise-cook-")),
      databases: ((await indexedDB.databases()) ?? []).flatMap((db) =>
        db.name?.startsWith("mise-cook-") ? [db.name] : [],
      ),
      local: Object.keys(localStorage).filter((key) => key.startsWith("mise:")),
    }));
  expect((await stored()).caches.length).toBeGreaterThan(0);

  await page.getByRole("navigation", { name: "App navigation" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).not.toHaveURL(/\/recipes\//);
  await expect.poll(stored).toEqual({ caches: [], databases: [], local: [] });
});

// Chromium never offers to install from an incognito profile, which every Playwright context is but a persistent one.
test("Chromium offers to install the app from the recipe list and a recipe page; the offer moves nothing on the list", async ({
  baseURL,
}) => {
  // Three recipes with photos, then two pages the service worker must control, on a shared machine.
  test.setTimeout(300_000);
  const profile = mkdtempSync(join(tmpdir(), "mise-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--bypass-app-banner-engagement-checks"],
  });
  try {
    await context.addCookies([{ name: "consent", value: "necessary", url: baseURL ?? "" }]);
    await context.addInitScript(() => {
      const page = window as unknown as { installable: boolean; shifted: number };
      window.addEventListener("beforeinstallprompt", () => {
        page.installable = true;
      });
      // How far the page's content moved on its own (the browser's layout shift score, as Lighthouse counts it).
      page.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) page.shifted += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    await signedInCook(page, "install");
    // The list offers to install once the cook has three recipes (INSTALL_AFTER_RECIPES).
    let recipe = "";
    for (let count = 0; count < 3; count++) recipe = await createRecipe(page);
    for (const path of ["/recipes", recipe]) {
      await page.goto(path);
      await controlled(page);
      await page.reload();
      await page.waitForFunction(
        () => (window as unknown as { installable?: boolean }).installable === true,
        undefined,
        {
          timeout: 30_000,
        },
      );
      const cdp = await context.newCDPSession(page);
      expect(await cdp.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
    }
    // The offer comes once the browser says the app can be installed, after the list has shown: below the list,
    // so nothing the cook was about to tap moves.
    await page.goto("/recipes");
    await expect(page.getByRole("complementary", { name: "Keep Mise on this device" })).toBeVisible({
      timeout: 30_000,
    });
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
