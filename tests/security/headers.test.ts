import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { paymentPageOrigins, readConfig } from "~/lib/config.server";
import { withSecurityHeaders } from "../../worker/security-headers";
import { BASE } from "../workers/pages";

/**
 * Class 6, response headers, and class 7, cross-site requests. Every answer of the Worker carries the security
 * headers, whatever made it (a page, React Router's `.data`, /api, a redirect, a refusal), and nothing personal is
 * left in a shared cache. A state-changing request from another site, or one a page could send cross-site without a
 * preflight, is refused before any route runs. Pages themselves are rendered only in the browser tests, which check
 * that the policy holds there (tests/e2e/accessibility.spec.ts); here the policy is checked on what the Worker adds.
 */
// A redirect is the answer under test, not a page to follow to (pages are not rendered here).
const worker = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`${BASE}${path}`, { redirect: "manual", ...init }));

function expectCommonHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

describe("headers on every kind of answer", () => {
  it.each<[what: string, path: string, init?: RequestInit]>([
    ["an /api answer", "/api/health"],
    ["an /api error in the envelope", "/api/nope"],
    ["a redirect to the visitor's language", "/recipes", { headers: { accept: "text/html", "accept-language": "de" } }],
    ["a refused cross-site post", "/auth/signout", { method: "POST", headers: { origin: "https://evil.example" } }],
    ["a refused body type", "/auth/signin", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }],
  ])("%s carries them", async (_, path, init) => {
    const response = await worker(path, init);
    expectCommonHeaders(response);
    // Not a page: a policy that allows nothing, and no HSTS on plain http.
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  const page = () =>
    new Response("<!doctype html><p>hi</p>", {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "public, max-age=3600" },
    });
  const services = { socialLogin: { google: true, facebook: false } };

  it("gives a page a policy whose scripts need this request's nonce, and nothing inline or from elsewhere", () => {
    const response = withSecurityHeaders(new Request("https://mise.example/de/recipes"), page(), {
      nonce: "abc123",
      services,
    });
    expectCommonHeaders(response);
    const policy = Object.fromEntries(
      (response.headers.get("content-security-policy") ?? "").split("; ").map((directive) => {
        const [name = "", ...values] = directive.split(" ");
        return [name, values];
      }),
    );
    expect(policy["script-src"]).toEqual(["'self'", "'nonce-abc123'", "'wasm-unsafe-eval'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    // The OCR worker and the HEIC decoder's blob worker; form posts only here and to the configured sign-in.
    expect(policy["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(policy["form-action"]).toEqual(["'self'", "https://accounts.google.com"]);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("lets the consent-gated services reach only the hosts the operator configured", () => {
    const policyOf = (browser?: Parameters<typeof withSecurityHeaders>[2]["browser"]) => {
      const header = withSecurityHeaders(new Request("https://mise.example/"), page(), {
        nonce: "n",
        services,
        browser,
      }).headers.get("content-security-policy");
      return Object.fromEntries((header ?? "").split("; ").map((directive) => [directive.split(" ")[0], directive]));
    };
    const configured = policyOf({
      analytics: { key: "phc_1", host: "https://eu.i.posthog.com" },
      chat: { baseUrl: "https://chat.example.com", websiteToken: "t" },
    });
    expect(configured["connect-src"]).toBe(
      "connect-src 'self' https://eu.i.posthog.com https://chat.example.com wss://chat.example.com",
    );
    expect(configured["script-src"]).toBe("script-src 'self' 'nonce-n' 'wasm-unsafe-eval' https://chat.example.com");
    expect(configured["frame-src"]).toBe("frame-src https://chat.example.com");
    const plain = policyOf();
    expect(plain["connect-src"]).toBe("connect-src 'self'");
    expect(plain["frame-src"]).toBe("frame-src 'none'");
  });

  it("lets a plain checkout form post lead to the payment provider's hosted pages, and only when payments run", () => {
    const formAction = (config: Record<string, string>) =>
      withSecurityHeaders(new Request("https://mise.example/pricing"), page(), {
        nonce: "n",
        services: { socialLogin: { google: false, facebook: false } },
        paymentPages: paymentPageOrigins(readConfig(config as unknown as Env)),
      })
        .headers.get("content-security-policy")
        ?.split("; ")
        .find((directive) => directive.startsWith("form-action"));
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1", STRIPE_PRICE_ID: "price_1" };
    const base = { APP_URL: "https://mise.example", BETTER_AUTH_SECRET: "a-secret-of-at-least-thirty-two-characters" };
    expect(formAction({ ...base, ...stripe })).toBe(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    );
    expect(formAction({ ...base, ...stripe, STRIPE_API_BASE: "http://127.0.0.1:8800/v1" })).toBe(
      "form-action 'self' http://127.0.0.1:8800",
    );
    expect(formAction(base)).toBe("form-action 'self'");
  });

  it.each([
    ["a public cache policy a route set", "public, max-age=3600", "private, no-store"],
    ["no cache policy at all", null, "private, no-store"],
    ["a private policy a route chose", "private, max-age=60", "private, max-age=60"],
  ])("turns %s into a private one", (_, given, expected) => {
    const headers: Record<string, string> = { "content-type": "text/x-script" };
    if (given) headers["cache-control"] = given;
    const response = withSecurityHeaders(new Request(`${BASE}/recipes.data`), new Response("[]", { headers }), {
      nonce: "n",
      services,
    });
    expect(response.headers.get("cache-control")).toBe(expected);
  });
});

describe("cross-site requests", () => {
  const REFUSED: [attack: string, path: string, headers: Record<string, string>, method?: string][] = [
    ["sign-out posted from another site", "/auth/signout", { origin: "https://evil.example" }],
    ["idea generation posted from another site", "/recipes/new/idea/generate", { origin: "https://evil.example" }],
    ["a page action from a sandboxed frame (Origin null)", "/settings/account", { origin: "null" }],
    ["our host as a prefix of theirs", "/auth/signout", { origin: "http://localhost:8787.evil.example" }],
    ["our host on another port", "/auth/signout", { origin: "http://localhost:9999" }],
    ["our host over another scheme", "/auth/signout", { origin: "https://localhost:8787" }],
    ["no Origin, but the browser says cross-site", "/auth/signout", { "sec-fetch-site": "cross-site" }],
    ["no Origin, from a sibling subdomain", "/auth/signout", { "sec-fetch-site": "same-site" }],
    ["a DELETE from another site", "/recipes/r1", { origin: "https://evil.example" }, "DELETE"],
    ["a preference set from another site", "/api/preferences/theme", { origin: "https://evil.example" }],
    ["an import started from another site", "/api/recipes/import", { origin: "https://evil.example" }],
    ["a PUT to /api from another site", "/api/recipes/file", { origin: "https://evil.example" }, "PUT"],
  ];

  it.each(REFUSED)("refuses %s with 403", async (_, path, headers, method = "POST") => {
    const response = await worker(path, {
      method,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: "value=dark",
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ["JSON sent as text/plain (no preflight)", "text/plain", '{"value":"dark"}', 415],
    ["a form with our Origin", "application/x-www-form-urlencoded", "value=dark", 303],
    ["JSON with our Origin", "application/json", '{"value":"dark"}', 204],
  ])("on /api answers %s by its type, not its origin", async (_, type, body, status) => {
    const response = await worker("/api/preferences/theme", {
      method: "POST",
      headers: { origin: BASE, "content-type": type },
      body,
    });
    expect(response.status).toBe(status);
  });

  it.each([
    ["text/plain", "intent=signin"],
    ["application/json", '{"intent":"signin"}'],
    ["", "intent=signin"],
  ])("refuses a page post of type %j from this site too (a form is all a page takes)", async (type, body) => {
    const response = await worker("/auth/signin", {
      method: "POST",
      headers: { origin: BASE, "content-type": type },
      body,
    });
    expect(response.status).toBe(415);
  });

  it("lets reading requests through whatever their origin", async () => {
    const response = await worker("/api/health", { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});
