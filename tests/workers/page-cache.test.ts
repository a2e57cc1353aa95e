import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARED_PAGE_HEADER } from "~/lib/page-client";
import { SHARED_PAGE_SECONDS, withPageCache } from "../../worker/page-cache";

/**
 * Public pages kept by the Worker (issue 24): a document page for a visitor who is not signed in is rendered once and
 * answered from the Cache API afterwards, keyed by its address, the theme and cookie choice, and the build; anything
 * of one visitor's own is never kept and never answered from the copy.
 */
let renders = 0;
let version = "build-1";

/** A render as the server makes it: a shared page carries the build's version in SHARED_PAGE_HEADER. */
function page({
  shared = true,
  status = 200,
  cookie,
  build = version,
}: {
  shared?: boolean;
  status?: number;
  cookie?: string;
  build?: string;
} = {}) {
  return async () => {
    renders += 1;
    const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
    if (shared) headers.set(SHARED_PAGE_HEADER, build);
    if (cookie) headers.set("set-cookie", cookie);
    return new Response(`<h1>render ${renders}</h1>`, { status, headers });
  };
}

async function visit(path: string, render = page(), init: RequestInit = {}) {
  const context = createExecutionContext();
  const response = await withPageCache(new Request(`https://mise.example${path}`, init), context, render);
  const body = await response.text();
  await waitOnExecutionContext(context);
  return { body, response };
}

let counter = 0;
beforeEach(() => {
  renders = 0;
  version = "build-1";
  counter += 1;
});
afterEach(() => {
  vi.useRealTimers();
});
// Each test on pages of its own: the cache outlives a test.
const path = (name: string) => `/${name}-${counter}`;

describe("the Worker's copy of a public page", () => {
  it("renders a public page once, then answers from the copy without the internal header", async () => {
    const url = path("pricing");
    const first = await visit(url);
    const second = await visit(url);
    const third = await visit(url);
    expect(second.body).toBe(first.body);
    expect(third.body).toBe(first.body);
    expect(renders).toBe(1);
    expect(second.response.headers.has(SHARED_PAGE_HEADER)).toBe(false);
  });

  it("answers from the isolate's memory without the Cache API until the copy expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const url = path("home");
    const first = await visit(url);
    // The Cache API's copy gone (as in another data centre's cache): this isolate still has the page.
    const kept = await caches.open("shared-pages");
    expect(await kept.delete(`https://mise.example${url}?__shared-page=${version}%3A%3A`)).toBe(true);
    const second = await visit(url);
    expect(second.body).toBe(first.body);
    expect(renders).toBe(1);
    vi.setSystemTime(Date.now() + SHARED_PAGE_SECONDS * 1000 + 1);
    const third = await visit(url);
    expect(third.body).not.toBe(first.body);
    expect(renders).toBe(2);
  });

  it.each([
    ["another theme", { cookie: "theme=dark" }],
    ["another cookie choice", { cookie: "consent=necessary" }],
    ["another query", {}],
  ])("renders again for %s", async (_, headers) => {
    const url = path("articles");
    await visit(url);
    await visit(url);
    const before = renders;
    const other = Object.keys(headers).length ? url : `${url}?page=2`;
    await visit(other, page(), { headers });
    expect(renders).toBe(before + 1);
  });

  it.each([
    ["a signed-in cook (session cookie)", { cookie: "mise.session_token=abc.def" }],
    ["a secure session cookie", { cookie: "theme=light; __Secure-mise.session_token=abc.def" }],
    ["a visitor with a notice waiting", { cookie: "flash=%7B%7D" }],
  ])("never answers %s from the copy", async (_, headers) => {
    const url = path("landing");
    await visit(url);
    await visit(url);
    const before = renders;
    await visit(url, page(), { headers });
    await visit(url, page(), { headers });
    expect(renders).toBe(before + 2);
  });

  it("keeps nothing the server did not mark as shared, nor answers that set a cookie or failed", async () => {
    await visit(path("warm-up")); // the isolate knows the build's version
    for (const [index, render] of [page({ shared: false }), page({ cookie: "a=b" }), page({ status: 404 })].entries()) {
      const url = path(`contact-${index}`);
      const before = renders;
      await visit(url, render);
      await visit(url, render);
      expect(renders).toBe(before + 2);
    }
  });

  it("answers a form post and React Router's data requests by rendering", async () => {
    const url = path("signin");
    await visit(url);
    await visit(url);
    const before = renders;
    await visit(url, page(), {
      method: "POST",
      body: "x=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    await visit(`${url}.data`);
    await visit(`${url}.data`);
    expect(renders).toBe(before + 3);
  });

  it("does not answer with a copy made by another build", async () => {
    const url = path("terms");
    await visit(url);
    await visit(url);
    version = "build-2";
    await visit(url, page()); // still the old build's key: answered from its copy
    const before = renders;
    // A render of the new build teaches the isolate its version; from then on the old copy is never used.
    await visit(path("other"), page());
    await visit(url);
    expect(renders).toBe(before + 2);
  });

  it("keeps each language's pages under the version of that language's client build", async () => {
    // Every language has a client build of its own (ADR 019), so English and German pages name different versions.
    const english = path("faq");
    const german = `/de${english}`;
    for (let round = 0; round < 3; round += 1) {
      await visit(german, page({ build: "build-1-de" }));
      await visit(english, page({ build: "build-1-en" }));
    }
    expect(renders).toBe(2);
  });
});
