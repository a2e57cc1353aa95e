// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  cacheKey,
  classifyRequest,
  companionPages,
  dataPath,
  fallbackKeys,
  framePages,
  otherPictureSizes,
  pagePath,
  recipeOfPath,
  recipePages,
  routeManifestFiles,
} from "~/service-worker/rules";
import { precacheFiles } from "../../scripts/build-service-worker.mjs";
import { LOCALE_BUILDS, localeAssetsDir } from "../../scripts/locale-builds.mjs";

const ORIGIN = "https://mise.test";
const kind = (path: string, { method = "GET", mode = "cors" } = {}) =>
  classifyRequest({ url: new URL(path, ORIGIN), method, mode, origin: ORIGIN });
const page = (path: string) => kind(path, { mode: "navigate" });

describe("what the service worker keeps offline", () => {
  it.each([
    "/dashboard",
    "/de/dashboard",
    "/recipes",
    "/de/recipes",
    "/recipes/new",
    "/recipes/5f0c9a7e-1d2b-4c3d-9e8f-0a1b2c3d4e5f",
    "/de/recipes/abc/cook",
    "/recipes/abc/edit",
  ])("keeps the page %s and its data for the cook", (path) => {
    expect(page(path)).toBe("page");
    const data = dataPath(path);
    expect(kind(data)).toBe(
      pagePath(data) === "/recipes" || pagePath(data) === "/de/recipes" ? "list-data" : "page-data",
    );
  });

  it("lets the recipe list's data always go to the network, so offline the list runs over what is stored", () => {
    expect(kind("/recipes.data")).toBe("list-data");
    expect(kind("/de/recipes.data?q=kase&cuisine=Italian")).toBe("list-data");
  });

  it.each([
    "/auth/signin",
    "/de/auth/two-factor",
    "/settings/account",
    "/settings/billing",
    "/de/settings/security",
    "/deletemyaccount",
    "/success",
    "/pricing",
    "/recipes/new/import",
    "/recipes/new/scan",
    "/share",
    "/share-success",
    "/",
  ])("never keeps %s: it goes to the network, with the offline page when there is none", (path) => {
    expect(page(path)).toBe("document");
    expect(kind(dataPath(path))).toBe("data");
  });

  it.each([
    ["/api/auth/get-session", {}],
    ["/api/auth/sign-in/email", { method: "POST" }],
    ["/api/recipes/offline", {}],
    ["/api/health", {}],
    ["/recipes/export", {}],
    ["/recipes/abc/edit", { method: "POST" }],
    ["/recipes/abc/edit.data", { method: "POST" }],
    ["/recipes/new/import", { method: "POST", mode: "navigate" }],
    ["/recipes/abc", { method: "POST", mode: "navigate" }],
    ["/recipes/abc.data", { method: "POST" }],
    ["/auth/signout", { method: "POST", mode: "navigate" }],
    ["https://elsewhere.example/recipe", { mode: "navigate" }],
    ["https://elsewhere.example/app.js", {}],
  ])("leaves %s to the browser", (path, init) => {
    expect(kind(path, init)).toBe("browser");
  });

  it.each(["/recipes/abc/edit", "/de/recipes/abc/edit", "/recipes/new", "/de/recipes/new"])(
    "takes the editor's plain form post to %s, to keep it on the device when there is no network",
    (path) => {
      expect(kind(path, { method: "POST", mode: "navigate" })).toBe("editor-form");
    },
  );

  it("keeps recipe photos, build files and the OCR engine, and answers route discovery and shares", () => {
    expect(kind("/recipes/abc/image?v=1700000000000")).toBe("image");
    expect(kind("/de/recipes/abc/image?v=1")).toBe("image");
    expect(kind("/recipes/abc/image?v=1&w=768")).toBe("image");
    expect(kind("/assets/entry.client-abc.js")).toBe("asset");
    expect(kind("/ocr/7.0.0/worker.min.js")).toBe("ocr");
    expect(kind("/__manifest?paths=%2Frecipes&version=abc")).toBe("route-manifest");
    expect(kind("/share", { method: "POST", mode: "navigate" })).toBe("share");
    expect(kind("/de/share", { method: "POST", mode: "navigate" })).toBe("share");
  });
});

describe("the keys of kept copies", () => {
  it("maps pages to their data addresses and back", () => {
    expect(dataPath("/")).toBe("/_root.data");
    expect(dataPath("/de/recipes/x")).toBe("/de/recipes/x.data");
    expect(pagePath("/_root.data")).toBe("/");
    expect(pagePath("/de/recipes/x/cook.data")).toBe("/de/recipes/x/cook");
  });

  it("files data under its routes in one order, whatever order the page asked in", () => {
    const a = cacheKey(new URL("/recipes/x.data?_routes=routes/recipes/detail,root", ORIGIN));
    const b = cacheKey(new URL("/recipes/x.data?_routes=root,routes/recipes/detail", ORIGIN));
    expect(a).toBe(b);
    expect(cacheKey(new URL("/recipes?sort=title&q=soup", ORIGIN))).toBe(`${ORIGIN}/recipes?q=soup&sort=title`);
  });

  it("finds a copy of all routes' data for a request of some, and the other language's copy of a recipe", () => {
    expect(fallbackKeys(new URL("/de/recipes/x.data?_routes=routes/recipes/detail", ORIGIN))).toEqual([
      `${ORIGIN}/de/recipes/x.data`,
      `${ORIGIN}/recipes/x.data`,
    ]);
    expect(fallbackKeys(new URL("/recipes/x/cook", ORIGIN))).toEqual([`${ORIGIN}/de/recipes/x/cook`]);
    expect(fallbackKeys(new URL("/dashboard", ORIGIN))).toEqual([]);
  });

  it("offline, shows a recipe photo kept at another size: the next wider first, the whole photo as the widest", () => {
    const photo = (query: string) => `${ORIGIN}/recipes/x/image?${query}`;
    expect(otherPictureSizes(new URL(photo("w=768&v=7"), ORIGIN))).toEqual([photo("v=7&w=1280"), photo("v=7")]);
    expect(otherPictureSizes(new URL(photo("v=7&w=1280"), ORIGIN))).toEqual([photo("v=7"), photo("v=7&w=768")]);
    // A photo kept by 'Keep all my recipes offline' is the whole one; a page kept earlier may ask for it too.
    expect(otherPictureSizes(new URL(photo("v=7"), ORIGIN))).toEqual([photo("v=7&w=1280"), photo("v=7&w=768")]);
    expect(otherPictureSizes(new URL("/recipes/x", ORIGIN))).toEqual([]);
  });

  it("keeps a recipe's page, cook mode and editor, as documents and as data", () => {
    expect(recipePages("x", "de")).toEqual([
      "/de/recipes/x",
      "/de/recipes/x.data",
      "/de/recipes/x/cook",
      "/de/recipes/x/cook.data",
      "/de/recipes/x/edit",
      "/de/recipes/x/edit.data",
    ]);
    expect(companionPages("/recipes/x.data")).toEqual([
      "/recipes/x",
      "/recipes/x/cook",
      "/recipes/x/cook.data",
      "/recipes/x/edit",
      "/recipes/x/edit.data",
    ]);
    expect(companionPages("/recipes")).toEqual([]);
    expect(recipeOfPath("/de/recipes/x/edit.data")).toBe("x");
    expect(recipeOfPath("/recipes/new")).toBeNull();
  });

  it("keeps the list and the dashboard in the language of the page opened, so a reload of them works offline", () => {
    expect(framePages("/recipes/abc")).toEqual(["/recipes", "/dashboard"]);
    expect(framePages("/de/recipes/abc/cook.data")).toEqual(["/de/recipes", "/de/dashboard"]);
    expect(framePages("/recipes.data")).toEqual(["/dashboard"]);
  });
});

describe("the precache", () => {
  function clientDir() {
    const dir = mkdtempSync(join(tmpdir(), "sw-"));
    mkdirSync(join(dir, "assets/de"), { recursive: true });
    for (const file of ["offline.html", "favicon.ico", "site.webmanifest", "assets/app-1.css", "assets/de/app-1.css"]) {
      writeFileSync(join(dir, file), "x");
    }
    return dir;
  }
  /** A client build's route manifest with its files under `dir` (each language's client build has its own). */
  const manifestIn = (dir: string) => {
    const route = (name: string, imports: string[] = []) => ({
      module: `${dir}/${name}`,
      imports: imports.map((file) => `${dir}/${file}`),
      css: [],
    });
    return {
      url: `${dir}/manifest-v1.js`,
      version: "v1",
      entry: { module: `${dir}/entry.client-1.js`, imports: [`${dir}/react-1.js`], css: [] },
      routes: {
        root: route("root-1.js", ["react-1.js"]),
        "routes/layouts/chrome": route("chrome-1.js"),
        "routes/layouts/default": route("default-1.js"),
        "routes/layouts/details": route("details-1.js"),
        "routes/dashboard": route("dashboard-1.js"),
        "routes/recipes/index": route("index-1.js"),
        "routes/recipes/new": route("new-1.js", ["recipe-editor-1.js"]),
        "routes/recipes/detail": route("detail-1.js"),
        "routes/recipes/cook": route("cook-1.js"),
        "routes/recipes/edit": route("edit-1.js", ["recipe-editor-1.js"]),
        "routes/recipes/scan": route("scan-1.js", ["scan-reader.client-1.js"]),
        "routes/home": route("home-1.js"),
        "routes/mockups": route("mockups-1.js"),
      },
    };
  };
  const manifest = manifestIn("/assets");

  it("holds the app shell: the offline page, the files of the pages kept offline, the stylesheet and the route manifest", () => {
    expect(precacheFiles(clientDir(), [manifest])).toEqual([
      "assets/app-1.css",
      "assets/chrome-1.js",
      "assets/cook-1.js",
      "assets/dashboard-1.js",
      "assets/de/app-1.css",
      "assets/default-1.js",
      "assets/detail-1.js",
      "assets/details-1.js",
      "assets/edit-1.js",
      "assets/entry.client-1.js",
      "assets/index-1.js",
      "assets/manifest-v1.js",
      "assets/new-1.js",
      "assets/react-1.js",
      "assets/recipe-editor-1.js",
      "assets/root-1.js",
      "favicon.ico",
      "offline.html",
      "site.webmanifest",
    ]);
  });

  it("leaves out what only other pages load (the scan page and its OCR reader, the landing page, demos)", () => {
    const files = precacheFiles(clientDir(), [manifest]);
    for (const file of [
      "assets/scan-1.js",
      "assets/scan-reader.client-1.js",
      "assets/home-1.js",
      "assets/mockups-1.js",
    ]) {
      expect(files).not.toContain(file);
    }
  });

  it("holds the shell of every language's client build, so a cook who switches language keeps the app offline", () => {
    const files = precacheFiles(clientDir(), [manifest, manifestIn("/assets/de")]);
    for (const file of ["manifest-v1.js", "entry.client-1.js", "index-1.js", "recipe-editor-1.js"]) {
      expect(files).toContain(`assets/${file}`);
      expect(files).toContain(`assets/de/${file}`);
    }
  });

  it("finds an offline route manifest where each language's build puts it", () => {
    const expected = [LOCALE_BUILDS.base, ...LOCALE_BUILDS.others].map(
      (locale) => `/${localeAssetsDir(locale)}/manifest-v7.js`,
    );
    expect(routeManifestFiles("v7")).toEqual(expected);
  });
});
