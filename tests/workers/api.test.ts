import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { describeServices } from "~/lib/config.server";
import * as rootRoute from "~/root";
import { callRoute } from "./pages";

const BASE = "http://localhost:8787";

function call(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`${BASE}${path}`, init));
}

describe("GET /api/health", () => {
  it("reports the version, the database and which services are embedded defaults", async () => {
    const response = await call("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.json()).toEqual({
      status: "ok",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: "ok",
      services: {
        ai: "built-in",
        aiImages: "built-in-illustration",
        scanVision: "on-device-only",
        email: "dev-mailbox",
        payments: "not-configured",
        socialLogin: { google: false, facebook: false },
        analytics: "off",
        chat: "off",
      },
      // A local server without a mail provider is fine: its mails wait in the dev mailbox.
      warnings: [],
    });
  });

  it("names analytics and chat once both of their settings are given", () => {
    const configured = {
      ...env,
      ANALYTICS_KEY: "phc_project",
      ANALYTICS_HOST: "https://eu.i.posthog.example/",
      CHAT_BASE_URL: "https://chat.example.org",
      CHAT_WEBSITE_TOKEN: "website-token",
    } satisfies Env;
    expect(describeServices(configured)).toMatchObject({ analytics: "posthog", chat: "chatwoot" });
    const halfway = { ...env, ANALYTICS_KEY: "phc_project", CHAT_WEBSITE_TOKEN: "website-token" } satisfies Env;
    expect(describeServices(halfway)).toMatchObject({ analytics: "off", chat: "off" });
  });
});

describe("the /api error envelope", () => {
  it.each([
    ["en", undefined, "Not found."],
    ["de", "de-DE,de;q=0.9", "Nicht gefunden."],
  ])("answers unknown endpoints with a %s not_found error", async (_, acceptLanguage, message) => {
    const response = await call("/api/nope", { headers: acceptLanguage ? { "accept-language": acceptLanguage } : {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message } });
  });

  it("speaks the language of the page that called it", async () => {
    const response = await call("/api/nope", { headers: { referer: `${BASE}/de/settings` } });
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "Nicht gefunden." } });
  });
});

describe("every /api error answer", () => {
  const post = (path: string, contentType: string, body: string, lang = "en") =>
    call(`${path}?lang=${lang}`, { method: "POST", headers: { "content-type": contentType }, body });
  it.each([
    ["an unknown endpoint", () => call("/api/nope?lang=de"), 404, "not_found", "Nicht gefunden."],
    ["GET on an endpoint that only takes posts", () => call("/api/preferences/theme"), 404, "not_found", "Not found."],
    [
      "malformed JSON",
      () => post("/api/preferences/theme", "application/json", "{not json"),
      400,
      "bad_request",
      "check your input",
    ],
    [
      "a value outside the vocabulary",
      () => post("/api/preferences/locale", "application/json", '{"value":"fr"}', "de"),
      400,
      "bad_request",
      "prüfe deine Eingabe",
    ],
    [
      "JSON sent as text/plain (a cross-site form can send that)",
      () => post("/api/recipes/import", "text/plain", '{"url":"https://example.com/"}'),
      415,
      "unsupported_media_type",
      "application/json",
    ],
    [
      "an import body without its url",
      () => post("/api/recipes/import", "application/json", '{"link":"x"}'),
      400,
      "bad_request",
      "check your input",
    ],
    [
      "an import while signed out",
      () => post("/api/recipes/import", "application/json", '{"url":"https://example.com/"}', "de"),
      401,
      "unauthorized",
      "Bitte melde dich an",
    ],
  ])("answers %s in the envelope, with its status and a localised message", async (_, send, status, code, message) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toContain(message);
  });
});

describe("POST /api/preferences/*", () => {
  const json = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual" as const,
  });

  it.each([
    ["theme", "dark", "theme=dark; Max-Age=31536000; Path=/; SameSite=Lax"],
    ["locale", "de", "locale=de; Max-Age=31536000; Path=/; SameSite=Lax"],
    ["consent", "necessary", "consent=necessary; Max-Age=31536000; Path=/; SameSite=Lax"],
  ])("stores the %s choice for a year, site-wide, SameSite=Lax", async (name, value, cookie) => {
    const response = await call(`/api/preferences/${name}`, json({ value }));
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBe(cookie);
  });

  it("sends a plain form post back to the page it came from", async () => {
    const response = await call("/api/preferences/theme", form({ value: "light", redirectTo: "/de/settings?x=1" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/de/settings?x=1");
    expect(response.headers.get("set-cookie")).toContain("theme=light");
  });

  it.each([
    ["an unknown theme", "/api/preferences/theme", { value: "purple" }],
    ["an unknown locale", "/api/preferences/locale", { value: "fr" }],
    ["an unknown consent", "/api/preferences/consent", { value: "everything" }],
    ["a redirect to another site", "/api/preferences/theme", { value: "dark", redirectTo: "//evil.example/" }],
    ["a backslash redirect", "/api/preferences/theme", { value: "dark", redirectTo: "/\\evil.example" }],
    ["an absolute redirect", "/api/preferences/theme", { value: "dark", redirectTo: "https://evil.example/" }],
  ])("refuses %s with a 400 and sets no cookie", async (_, path, body) => {
    const response = await call(path, form(body));
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
  });

  it("refuses a body that is not JSON", async () => {
    const response = await call("/api/preferences/theme", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
  });

  it("answers GET with not_found, since preferences are only ever posted", async () => {
    const response = await call("/api/preferences/theme");
    expect(response.status).toBe(404);
  });
});

describe("cookies that cannot be read", () => {
  const broken = "locale=%E0%A4%A; theme=%E0%A4%A; consent=%E0%A4%A; flash=%7B%22kind";

  it("are ignored on the first visit: the browser's language decides, no error page", async () => {
    const response = await call("/", {
      headers: { "sec-fetch-dest": "document", "accept-language": "de-DE", cookie: broken },
      redirect: "manual",
    });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/de");
  });

  it("are ignored by every page: the theme is the system's, consent is still to be asked", async () => {
    const response = await callRoute(rootRoute, "/pricing", { cookie: broken });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      theme: "system",
      consent: { decided: false, analytics: false },
      flash: null,
    });
  });
});

describe("a notice left by a redirect", () => {
  it("is shown by the next page once, then cleared", async () => {
    const flash = encodeURIComponent(JSON.stringify({ kind: "recipe-deleted" }));
    const response = await callRoute(rootRoute, "/de/recipes", { cookie: `flash=${flash}` });
    expect(await response.json()).toMatchObject({ flash: { kind: "recipe-deleted" } });
    expect(response.headers.getSetCookie()).toContain("flash=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});

describe("first visit", () => {
  const documentRequest = (path: string, headers: Record<string, string>) =>
    call(path, { headers: { "sec-fetch-dest": "document", ...headers }, redirect: "manual" });

  it("sends a German browser from / to /de", async () => {
    const response = await documentRequest("/", { "accept-language": "de-DE,de;q=0.9,en;q=0.8" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/de");
    expect(response.headers.get("vary")).toContain("Accept-Language");
  });

  it("follows the locale cookie over the browser language, keeping path and query", async () => {
    const response = await documentRequest("/pricing?plan=standard", {
      "accept-language": "en-US",
      cookie: "theme=dark; locale=de",
    });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/de/pricing?plan=standard");
  });
});
