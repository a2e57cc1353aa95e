// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { buildServiceWorker } from "../../scripts/build-service-worker.mjs";

const ORIGIN = "http://app.test";
const template = readFileSync("app/service-worker/template.js", "utf8");

function fixture() {
  const dir = mkdtempSync(join(tmpdir(), "sw-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets/entry.client-abc.js"), "console.log(1)");
  writeFileSync(join(dir, "assets/app-def.css"), "body{}");
  writeFileSync(join(dir, "assets/font.woff2"), "binary");
  writeFileSync(join(dir, "assets/analytics-Xy_1.js"), "posthog");
  writeFileSync(join(dir, "offline.html"), "<h1>You are offline</h1>");
  writeFileSync(join(dir, "favicon.ico"), "ico");
  return dir;
}

type Listener = (event: Record<string, unknown>) => void;
type FakeRequest = { url: string; method: string; mode: string };

/** Runs the generated worker against a hand-rolled ServiceWorkerGlobalScope with in-memory caches. */
function runWorker(source: string, network: (request: FakeRequest) => Promise<Response>) {
  const listeners: Record<string, Listener> = {};
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: string | FakeRequest) =>
    new URL(typeof request === "string" ? request : request.url, ORIGIN).pathname;
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        addAll: async (urls: string[]) => {
          for (const url of urls) store.set(url, new Response(`cached ${url}`));
        },
        match: async (request: string | FakeRequest) => store.get(keyOf(request))?.clone(),
        put: async (request: FakeRequest, response: Response) => void store.set(keyOf(request), response),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => {
      listeners[type] = listener;
    },
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function("self", "caches", "fetch", source)(self, caches, network);

  async function lifecycle(type: "install" | "activate") {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  }
  async function request(path: string, init: Partial<FakeRequest> = {}) {
    let response: Promise<Response> | undefined;
    listeners.fetch?.({
      request: { url: new URL(path, ORIGIN).href, method: "GET", mode: "cors", ...init },
      respondWith: (value: Promise<Response>) => (response = value),
      waitUntil: () => undefined,
    });
    return response;
  }
  return { stores, lifecycle, request };
}

describe("the generated service worker", () => {
  let built: ReturnType<typeof buildServiceWorker>;
  beforeEach(() => {
    built = buildServiceWorker(fixture(), template);
  });

  it("precaches the offline page, icons and hashed JS and CSS, but not /api or the analytics client", () => {
    expect(built.precache).toEqual([
      "/offline.html",
      "/favicon.ico",
      "/assets/app-def.css",
      "/assets/entry.client-abc.js",
    ]);
    expect(built.source).toMatch(/const CACHE_NAME = "mise-[0-9a-f]{12}"/);
  });

  it("gives each build its own cache name", () => {
    const dir = fixture();
    writeFileSync(join(dir, "assets/entry.client-abc.js"), "console.log(2)");
    expect(buildServiceWorker(dir, template).source).not.toBe(built.source);
  });

  it("shows the offline page for a page requested without a network", async () => {
    const worker = runWorker(built.source, () => Promise.reject(new TypeError("Failed to fetch")));
    await worker.lifecycle("install");
    const response = await worker.request("/de/recipes", { mode: "navigate" });
    expect(await response?.text()).toBe("cached /offline.html");
  });

  it("prefers the network for pages while online", async () => {
    const worker = runWorker(built.source, async () => new Response("fresh page"));
    await worker.lifecycle("install");
    expect(await (await worker.request("/recipes", { mode: "navigate" }))?.text()).toBe("fresh page");
  });

  it("serves hashed assets from the cache", async () => {
    const worker = runWorker(built.source, () => Promise.reject(new TypeError("offline")));
    await worker.lifecycle("install");
    expect(await (await worker.request("/assets/app-def.css"))?.text()).toBe("cached /assets/app-def.css");
  });

  it.each([
    ["API calls", "/api/health", {}],
    ["form posts", "/recipes", { method: "POST", mode: "navigate" }],
    ["other origins", "https://elsewhere.example/x.js", {}],
  ])("leaves %s to the browser", async (_, path, init) => {
    const worker = runWorker(built.source, async () => new Response("network"));
    expect(await worker.request(path, init)).toBeUndefined();
  });

  it("removes this app's old caches on activation and keeps everyone else's", async () => {
    const worker = runWorker(built.source, async () => new Response(""));
    worker.stores.set("mise-oldbuild", new Map());
    worker.stores.set("someone-else", new Map());
    await worker.lifecycle("install");
    await worker.lifecycle("activate");
    expect([...worker.stores.keys()].sort()).toEqual(
      [expect.stringMatching(/^mise-[0-9a-f]{12}$/), "someone-else"].sort(),
    );
  });
});
