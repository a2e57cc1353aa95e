import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { devMails, inFlight, rateLimits, verifications } from "~/db/schema";
import { isDevMailboxReadable, mailWarning } from "~/domain/mail/dev-mailbox.server";
import { createRecipe } from "~/domain/recipes/recipes.server";
import worker from "../../worker";
import { api } from "../../worker/api";
import { runHousekeeping } from "../../worker/scheduled";
import { OAUTH_CLIENTS } from "../support/stand-ins";
import { expectConsoleErrors } from "../workers/console-errors";
import { createCook, recipeInput } from "../workers/factories";
import { BASE } from "../workers/pages";

/**
 * Class 12, housekeeping and operations: what no request reads any more does not pile up, a server that cannot
 * send mail says so instead of serving its mails to anyone, and a failed social sign-in ends on a page of ours.
 */
const db = getDb(env.DB);
const DAY = 24 * 60 * 60_000;

describe("the scheduled housekeeping", () => {
  it("removes expired limits, tokens and old dev mails, and keeps what is still live", async () => {
    const now = new Date(Date.now() + 8 * DAY);
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const id = crypto.randomUUID();
    await db.batch([
      db.insert(rateLimits).values([
        { key: `old-${id}`, windowStart: nowSeconds - 2 * 60 * 60, count: 3 },
        { key: `live-${id}`, windowStart: nowSeconds - 60, count: 3 },
      ]),
      db.insert(inFlight).values([
        { key: `k-${id}`, id: `gone-${id}`, expiresAt: nowSeconds - 1 },
        { key: `k-${id}`, id: `running-${id}`, expiresAt: nowSeconds + 60 },
      ]),
      db.insert(verifications).values([
        { id: `expired-${id}`, identifier: `x-${id}`, value: "v", expiresAt: new Date(now.getTime() - 1000) },
        { id: `valid-${id}`, identifier: `y-${id}`, value: "v", expiresAt: new Date(now.getTime() + DAY) },
      ]),
      db.insert(devMails).values({ to: `${id}@example.com`, subject: "s", text: "t", html: "h" }),
    ]);
    await runHousekeeping(env, now);
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain(`live-${id}`);
    expect(keys).not.toContain(`old-${id}`);
    const slots = (await db.select({ id: inFlight.id }).from(inFlight)).map((row) => row.id);
    expect(slots).toContain(`running-${id}`);
    expect(slots).not.toContain(`gone-${id}`);
    const tokens = (await db.select({ id: verifications.id }).from(verifications)).map((row) => row.id);
    expect(tokens).toContain(`valid-${id}`);
    expect(tokens).not.toContain(`expired-${id}`);
    const mails = await db.select({ to: devMails.to }).from(devMails);
    expect(mails.map((mail) => mail.to)).not.toContain(`${id}@example.com`);
  });

  it("removes pictures no recipe points to, and keeps a recipe's scans and a fresh upload", async () => {
    const cook = await createCook();
    const recipeId = await createRecipe(db, cook.id, recipeInput());
    const keys = {
      scan: `recipes/${cook.id}/${recipeId}/scans/1.jpg`,
      replaced: `recipes/${cook.id}/${recipeId}/old-title.jpg`,
      deletedRecipe: `recipes/${cook.id}/${crypto.randomUUID()}/title.jpg`,
      otherOwner: `recipes/someone-else/${recipeId}/title.jpg`,
    };
    for (const key of Object.values(keys)) await env.IMAGES.put(key, new Uint8Array([1, 2, 3]));
    // A day from now nothing here is fresh any more.
    await runHousekeeping(env, new Date(Date.now() + 2 * DAY));
    const left = new Set((await env.IMAGES.list({ prefix: "recipes/" })).objects.map((object) => object.key));
    expect(left.has(keys.scan)).toBe(true);
    expect(left.has(keys.replaced)).toBe(false);
    expect(left.has(keys.deletedRecipe)).toBe(false);
    expect(left.has(keys.otherOwner)).toBe(false);
    // Today the same uploads are younger than a day: an upload on its way to its recipe stays.
    const fresh = `recipes/${cook.id}/${crypto.randomUUID()}/title.jpg`;
    await env.IMAGES.put(fresh, new Uint8Array([1]));
    await runHousekeeping(env);
    expect(await env.IMAGES.head(fresh)).not.toBeNull();
  });
});

describe("a server without a mail provider", () => {
  it.each([
    ["a local server asked locally", "http://localhost:8787", "http://localhost:8787/dev/mailbox", true],
    ["a local server on 127.0.0.1", "http://127.0.0.1:8787", "http://127.0.0.1:8787/dev/mailbox", true],
    [
      "a public server asked with a forged Host of localhost",
      "https://mise.example",
      "http://localhost/dev/mailbox",
      false,
    ],
    ["a public server asked by its name", "https://mise.example", "https://mise.example/dev/mailbox", false],
    ["a name that only starts like localhost", "https://localhost.evil.example", "http://localhost/dev/mailbox", false],
  ])("serves the dev mailbox to %s: %s", (_, appUrl, requestUrl, readable) => {
    expect(isDevMailboxReadable("dev-mailbox", appUrl, requestUrl)).toBe(readable);
  });

  it("says so loudly in /api/health when it is public", async () => {
    const publicEnv = { ...env, APP_URL: "https://mise.example" } satisfies Env;
    const response = await api.fetch(new Request(`${BASE}/api/health`), publicEnv, createExecutionContext());
    const { warnings } = (await response.json()) as { warnings: string[] };
    expect(warnings).toEqual([mailWarning({ APP_URL: "https://mise.example" })]);
    expect(warnings[0]).toContain("EMAIL_API_URL");
  });
});

describe("a social sign-in that fails", () => {
  it.each([
    ["a callback with a forged state", "/api/auth/callback/google?state=forged&code=x"],
    ["a callback the provider refused", "/api/auth/callback/google?error=access_denied&state=forged"],
  ])("lands on our localised error page after %s, not a 404", async (_, path) => {
    expectConsoleErrors(); // better-auth logs the state it could not find
    const socialEnv = {
      ...env,
      GOOGLE_CLIENT_ID: OAUTH_CLIENTS.google.clientId,
      GOOGLE_CLIENT_SECRET: OAUTH_CLIENTS.google.clientSecret,
    } satisfies Env;
    const response = await worker.fetch(
      new Request(`${BASE}${path}`) as Request<unknown, IncomingRequestCfProperties>,
      socialEnv,
      createExecutionContext(),
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "", BASE);
    expect(location.pathname).toBe("/auth/error");
  });
});
