import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as legalRoute from "~/routes/legal";
import { callRoute } from "./pages";

async function outsideServicesOn(path: string, routeEnv: Env = env) {
  const response = await callRoute(legalRoute, path, { env: routeEnv });
  expect(response.status).toBe(200);
  return ((await response.json()) as { outsideServices: unknown }).outsideServices;
}

describe("the privacy page's list of outside services", () => {
  it("names none beyond hosting when nothing is configured", async () => {
    expect(await outsideServicesOn("/privacy")).toEqual([]);
    expect(await outsideServicesOn("/de/privacy")).toEqual([]);
  });

  it("names each configured service with where its data goes, and only those", async () => {
    const configured = {
      ...env,
      AI_BASE_URL: "https://api.ai.example/v1",
      AI_API_KEY: "key",
      AI_MODEL: "model",
      EMAIL_API_URL: "https://mail.example.net/send",
      EMAIL_API_KEY: "key",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      ANALYTICS_KEY: "phc_project",
      ANALYTICS_HOST: "https://eu.i.posthog.example/",
      CHAT_BASE_URL: "https://chat.example.org",
      // Half a chat configuration is none: without a token the widget cannot load.
    } satisfies Env;
    expect(await outsideServicesOn("/privacy", configured)).toEqual([
      { kind: "ai", host: "api.ai.example" },
      { kind: "email", host: "mail.example.net" },
      { kind: "google", host: "accounts.google.com" },
      { kind: "analytics", host: "eu.i.posthog.example" },
    ]);
    expect(
      await outsideServicesOn("/privacy", { ...configured, CHAT_WEBSITE_TOKEN: "token" } satisfies Env),
    ).toContainEqual({ kind: "chat", host: "chat.example.org" });
  });

  it("is not on the terms page", async () => {
    expect(await outsideServicesOn("/terms")).toBeNull();
  });
});
