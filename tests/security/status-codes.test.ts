import { createExecutionContext, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { builtinEngine, generateAndStoreIdeas } from "~/domain/ai/ideas.server";
import { IdeaRequestSchema } from "~/domain/ai/schemas";
import { spendCredits } from "~/domain/billing/credits.server";
import { calendarPlan } from "~/domain/billing/plans";
import * as forgotPasswordRoute from "~/routes/auth/forgot-password";
import * as resetPasswordRoute from "~/routes/auth/reset-password";
import * as secureAccountRoute from "~/routes/auth/secure-account";
import * as signInRoute from "~/routes/auth/signin";
import * as signUpRoute from "~/routes/auth/signup";
import * as twoFactorRoute from "~/routes/auth/two-factor";
import * as collectionRoute from "~/routes/collections/collection";
import * as collectionsRoute from "~/routes/collections/index";
import * as contactRoute from "~/routes/contact";
import * as deleteRoute from "~/routes/delete-my-account";
import * as generateRoute from "~/routes/ideas/generate";
import * as newIdeaRoute from "~/routes/ideas/new-idea";
import * as notesRoute from "~/routes/notes/index";
import * as noteRoute from "~/routes/notes/note";
import * as profileEditRoute from "~/routes/profile/edit";
import * as proposalRoute from "~/routes/proposals/proposal";
import * as detailRoute from "~/routes/recipes/detail";
import * as editRoute from "~/routes/recipes/edit";
import * as importRoute from "~/routes/recipes/import-url";
import * as recipeListRoute from "~/routes/recipes/index";
import * as newRecipeRoute from "~/routes/recipes/new";
import * as scanRoute from "~/routes/recipes/scan";
import * as accountRoute from "~/routes/settings/account";
import * as dietRoute from "~/routes/settings/dietary-preferences";
import * as securityRoute from "~/routes/settings/security";
import * as unitsRoute from "~/routes/settings/units-of-measurement";
import * as shareRoute from "~/routes/share";
import { LARGEST_BODY } from "~/server/request-body.server";
import { api } from "../../worker/api";
import { SITE } from "../support/recipe-sites";
import { userByEmail } from "../workers/factories";
import { BASE, type CookieJar, callRoute, type RouteModule, signedInCook } from "../workers/pages";

const db = getDb(env.DB);

/**
 * Class 5, status codes that tell the truth: what the cook's address leads to is their input's problem (4xx with a
 * stable code), a site that is down a 502, a busy one a 503 with Retry-After; a body an endpoint cannot take is a
 * 400, 413 or 415, decided before it is read into memory where its size says so, on every action; never a 500.
 */
async function importApi(url: string, cookie: string) {
  return exports.default.fetch(
    new Request(`${BASE}/api/recipes/import`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ url }),
    }),
  );
}

describe("status codes: what an imported address leads to", () => {
  let jar: CookieJar;
  beforeAll(async () => {
    ({ jar } = await signedInCook());
  });

  it.each([
    ["a site that wants a login", "/401", 422, "refused"],
    ["a site that forbids us", "/403", 422, "refused"],
    ["a page unavailable for legal reasons", "/451", 422, "refused"],
    ["a missing page", "/404", 422, "http_error"],
    ["a page that is gone", "/410", 422, "http_error"],
    ["a redirect loop", "/umleitung-kreis", 422, "too_many_redirects"],
    ["a page that says it is too big", "/gross", 413, "too_large"],
    ["a page that turns out too big while read", "/endlos", 413, "too_large"],
    ["a PDF instead of a page", "/anleitung.pdf", 415, "wrong_type"],
    ["a site with an error of its own", "/500", 502, "upstream_error"],
    ["a site behind a broken proxy", "/502", 502, "upstream_error"],
  ])("answers %s (%s) with %i %s", async (_, path, status, code) => {
    const response = await importApi(`${SITE}${path}`, jar.header());
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
  });

  it.each([
    ["a site that rate-limits us", "/429", "120"],
    ["a site in maintenance", "/503", "60"],
  ])("answers %s with 503 and when to come back", async (_, path, retryAfter) => {
    const response = await importApi(`${SITE}${path}`, jar.header());
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(retryAfter);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("upstream_busy");
  });

  it("answers the page action the same way, Retry-After included", async () => {
    const response = await callRoute(importRoute, "/de/recipes/new/import", {
      form: { intent: "import-url", url: `${SITE}/429` },
      jar,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("120");
    expect(importRoute.headers({ actionHeaders: response.headers } as never)).toEqual(
      new Headers({ "retry-after": "120" }),
    );
  });
});

describe("status codes: what the cook cannot pay for", () => {
  it("answers 'Create Recipe' at zero credits with 402 and the way to more", async () => {
    const { jar, email } = await signedInCook();
    const user = await userByEmail(email);
    const cook = { id: user.id, plan: calendarPlan("self-hosted"), dietaryRestrictions: [], allergies: [] };
    const request = IdeaRequestSchema.parse({ duration: "medium", text: "soup" });
    const { ideas } = await generateAndStoreIdeas(db, builtinEngine, { request, user: cook, language: "en" });
    for (let index = 0; index < 10; index++) await spendCredits(db, cook, "recipe", `other-${index}`);
    const proposalId = ideas[0]?.id ?? "";
    const response = await callRoute(proposalRoute, `/proposals/${proposalId}`, {
      form: { intent: "create", picture: "illustration" },
      jar,
      params: { proposalId },
    });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: "You have no credits left this month.", upgrade: "credits" });
  });
});

/** A multipart body with one file part named as given. */
function multipart(filename: string, { close = true } = {}) {
  const parts = [
    "--XyZ",
    `Content-Disposition: form-data; name="photo"; filename="${filename}"`,
    "Content-Type: image/jpeg",
    "",
    "not really a picture",
    ...(close ? ["--XyZ--", ""] : []),
  ];
  return { body: parts.join("\r\n"), headers: { "content-type": "multipart/form-data; boundary=XyZ" } };
}

/** A body that must never be read: reading it fails the request (no chunk is asked for before someone reads). */
const unreadable = () =>
  new ReadableStream<Uint8Array>(
    {
      pull() {
        throw new Error("the body was read although its declared size was refused");
      },
    },
    { highWaterMark: 0 },
  );

/** A body of `bytes` bytes that does not declare its size. */
const endless = (bytes: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024).fill(97));
    },
  });
};

const ACTIONS: [name: string, module: RouteModule, path: string, params?: Record<string, string>][] = [
  ["sign-in", signInRoute, "/auth/signin"],
  ["sign-up", signUpRoute, "/auth/signup"],
  ["forgot password", forgotPasswordRoute, "/auth/forgot-password"],
  ["reset password", resetPasswordRoute, "/auth/reset-password"],
  ["two-factor", twoFactorRoute, "/auth/two-factor"],
  ["secure account", secureAccountRoute, "/auth/secure-account"],
  ["delete account", deleteRoute, "/deletemyaccount"],
  ["profile", profileEditRoute, "/profile/edit"],
  ["account settings", accountRoute, "/settings/account"],
  ["security settings", securityRoute, "/settings/security"],
  ["dietary preferences", dietRoute, "/settings/dietary-preferences"],
  ["units", unitsRoute, "/settings/units-of-measurement"],
  ["new recipe", newRecipeRoute, "/recipes/new"],
  ["edit recipe", editRoute, "/recipes/r1/edit", { recipeId: "r1" }],
  ["recipe detail", detailRoute, "/recipes/r1", { recipeId: "r1" }],
  ["import", importRoute, "/recipes/new/import"],
  ["scan", scanRoute, "/recipes/new/scan"],
  ["ideas (no JavaScript)", newIdeaRoute, "/recipes/new/idea"],
  ["ideas (streamed)", generateRoute, "/recipes/new/idea/generate"],
  ["proposal", proposalRoute, "/proposals/p1", { proposalId: "p1" }],
  ["recipe list (add to a collection)", recipeListRoute, "/recipes"],
  ["collections", collectionsRoute, "/collections"],
  ["collection", collectionRoute, "/collections/c1", { collectionId: "c1" }],
  ["notes", notesRoute, "/notes"],
  ["note", noteRoute, "/notes/n1", { noteId: "n1" }],
  ["contact", contactRoute, "/contact"],
  ["share target", shareRoute, "/share"],
];

describe("status codes: bodies an action cannot take", () => {
  let jar: CookieJar;
  beforeAll(async () => {
    ({ jar } = await signedInCook());
  });

  const BODIES: [attack: string, raw: () => { body: BodyInit; headers: Record<string, string> }, status: number][] = [
    ["a form posted as text/plain", () => ({ body: "intent=signin", headers: { "content-type": "text/plain" } }), 415],
    ["JSON where a form belongs", () => ({ body: "{}", headers: { "content-type": "application/json" } }), 415],
    ["no content type at all", () => ({ body: "a=b", headers: { "content-type": "" } }), 415],
    ["a multipart body without its closing boundary", () => multipart("a.jpg", { close: false }), 400],
    [
      "a multipart body without a boundary",
      () => ({ body: "x", headers: { "content-type": "multipart/form-data" } }),
      400,
    ],
    ["a file name with a NUL byte", () => multipart("photo.jpg\u0000.php"), 400],
    [
      "a declared size past every limit (refused before reading)",
      () => ({
        body: unreadable(),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(LARGEST_BODY + 1),
        },
      }),
      413,
    ],
  ];

  for (const [attack, raw, status] of BODIES) {
    it.each(ACTIONS)(`answers ${attack} with ${status} on the %s action`, async (_, module, path, params) => {
      const response = await callRoute(module, path, { raw: raw(), jar, params });
      expect(response.status).toBe(status);
    });
  }

  it.each([
    ["a form of fields", signInRoute, "/auth/signin", 1024 * 1024 + 64 * 1024],
    ["the recipe editor", newRecipeRoute, "/recipes/new", 40 * 1024 * 1024],
  ])("stops reading %s that grows past its limit without saying its size", async (_, module, path, bytes) => {
    const response = await callRoute(module, path, {
      raw: { body: endless(bytes), headers: { "content-type": "application/x-www-form-urlencoded" } },
      jar,
    });
    expect(response.status).toBe(413);
  });
});

describe("status codes: bodies /api cannot take", () => {
  let jar: CookieJar;
  beforeAll(async () => {
    ({ jar } = await signedInCook());
  });
  // Signed in, so what answers is the body check, not the missing session.
  const worker = (path: string, init: RequestInit) =>
    exports.default.fetch(
      new Request(`${BASE}${path}`, { ...init, headers: { ...(init.headers as object), cookie: jar.header() } }),
    );

  it.each([
    ["JSON sent as text/plain to the importer", 415, "/api/recipes/import", "text/plain", '{"url":"x"}'],
    ["JSON sent as a form to the importer", 415, "/api/recipes/import", "application/x-www-form-urlencoded", "url=x"],
    ["a preference sent as text/plain", 415, "/api/preferences/theme", "text/plain", '{"value":"dark"}'],
    ["a recipe file sent as text/plain", 415, "/api/recipes/file", "text/plain", "{}"],
    ["broken JSON", 400, "/api/preferences/theme", "application/json", "{not json"],
    ["JSON that is not UTF-8", 400, "/api/preferences/theme", "application/json", new Uint8Array([0x7b, 0xff, 0x7d])],
  ])("answers %s with %i in the envelope", async (_, status, path, type, body) => {
    const response = await worker(path, { method: "POST", headers: { "content-type": type }, body });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });

  it("refuses a JSON body past its limit before reading it, and one that grows past it while read", async () => {
    // Straight to /api's handler, in this isolate: a body handed to the Worker's fetch is pumped across whether or
    // not the Worker reads it.
    const declared = await api.fetch(
      new Request(`${BASE}/api/preferences/theme`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(10 * 1024 * 1024) },
        body: unreadable(),
      }),
      env,
      createExecutionContext(),
    );
    expect(declared.status).toBe(413);
    const streamed = await worker("/api/preferences/theme", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: endless(256 * 1024),
    });
    expect(streamed.status).toBe(413);
  });
});
