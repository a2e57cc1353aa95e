import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import {
  accountKey,
  accountLimitKey,
  beginLimited,
  type CostlyAction,
  RATE_LIMITS,
  removeExpiredLimits,
} from "~/domain/accounts/rate-limit.server";
import { createRecipe } from "~/domain/recipes/recipes.server";
import * as generateRoute from "~/routes/ideas/generate";
import * as newIdeaRoute from "~/routes/ideas/new-idea";
import * as detailRoute from "~/routes/recipes/detail";
import * as importRoute from "~/routes/recipes/import-url";
import { SITE } from "../support/recipe-sites";
import { recipeInput, userByEmail } from "../workers/factories";
import { BASE, type CookieJar, callRoute, nextIp, signedInCook } from "../workers/pages";

/**
 * Class 3, cost and load limits: what costs us work or money (imports, ideas, vision readings, pictures) is limited
 * per account and per IP, by the hour and by how many run at once, even where it costs the cook no credit. A
 * refusal is a 429 with Retry-After, on page actions as on /api, with a message in the cook's language saying when
 * to try again.
 */
const now = () => Math.floor(Date.now() / 1000);

/** Fills an account's hourly window of `action` as if it had been used up a minute ago. */
async function useUpWindow(action: CostlyAction, email: string) {
  const key = accountLimitKey(action, await accountKey(email));
  await env.DB.prepare("INSERT OR REPLACE INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
    .bind(key, now() - 60, RATE_LIMITS[action].account.max)
    .run();
}

/** Takes every in-flight slot an account has for `action`, from addresses of their own. */
async function occupySlots(action: CostlyAction, email: string) {
  const slots = [];
  for (let slot = 0; slot < RATE_LIMITS[action].inFlight.account; slot++) {
    const taken = await beginLimited(env.DB, action, { ip: nextIp(), account: email });
    if (!taken.allowed) throw new Error(`slot ${slot} of ${action} was refused`);
    slots.push(taken);
  }
  return slots;
}

describe("limits: the one module", () => {
  const ACTIONS: CostlyAction[] = ["import", "ideas", "vision", "picture"];

  it.each(ACTIONS)(
    "%s: refuses one more at once than the account may run, and lets it in once one ends",
    async (action) => {
      const email = `${action}-${crypto.randomUUID()}@example.com`;
      const slots = await occupySlots(action, email);
      const refused = await beginLimited(env.DB, action, { ip: nextIp(), account: email });
      expect(refused).toEqual({ allowed: false, reason: "busy", retryAfterSeconds: 10 });
      await slots[0]?.release();
      const admitted = await beginLimited(env.DB, action, { ip: nextIp(), account: email });
      expect(admitted.allowed).toBe(true);
    },
  );

  it.each(ACTIONS)("%s: refuses past the hourly window and says when it opens again", async (action) => {
    const email = `${action}-${crypto.randomUUID()}@example.com`;
    await useUpWindow(action, email);
    const refused = await beginLimited(env.DB, action, { ip: nextIp(), account: email });
    expect(refused).toMatchObject({ allowed: false, reason: "rate" });
    if (refused.allowed) return;
    expect(refused.retryAfterSeconds).toBeGreaterThan(RATE_LIMITS[action].account.windowSeconds - 120);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(RATE_LIMITS[action].account.windowSeconds);
  });

  it("limits an address without an account across the accounts it uses", async () => {
    const ip = nextIp();
    for (let slot = 0; slot < RATE_LIMITS.import.inFlight.ip; slot++) {
      expect(
        (await beginLimited(env.DB, "import", { ip, account: `a${slot}-${crypto.randomUUID()}@x.test` })).allowed,
      ).toBe(true);
    }
    const refused = await beginLimited(env.DB, "import", { ip, account: `fresh-${crypto.randomUUID()}@x.test` });
    expect(refused).toMatchObject({ allowed: false, reason: "busy" });
    expect((await beginLimited(env.DB, "import", { ip: nextIp() })).allowed).toBe(true);
  });

  it("counts only admitted requests: a refused one does not push the window further out", async () => {
    const email = `count-${crypto.randomUUID()}@example.com`;
    await occupySlots("vision", email);
    for (let attempt = 0; attempt < 5; attempt++)
      await beginLimited(env.DB, "vision", { ip: nextIp(), account: email });
    const row = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?")
      .bind(accountLimitKey("vision", await accountKey(email)))
      .first<{ count: number }>();
    expect(row?.count).toBe(RATE_LIMITS.vision.inFlight.account);
  });

  it("frees the slot of a request that died once it expires (and housekeeping removes it)", async () => {
    const email = `dead-${crypto.randomUUID()}@example.com`;
    await occupySlots("ideas", email);
    const later = now() + RATE_LIMITS.ideas.inFlight.expirySeconds + 1;
    expect((await beginLimited(env.DB, "ideas", { ip: nextIp(), account: email }, later)).allowed).toBe(true);
    await removeExpiredLimits(env.DB, later + RATE_LIMITS.ideas.inFlight.expirySeconds + 1);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM in_flight WHERE expires_at <= ?")
      .bind(later)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});

describe("limits: what the cook gets", () => {
  let jar: CookieJar;
  let email: string;
  beforeAll(async () => {
    ({ jar, email } = await signedInCook());
  });

  it("the import page answers 429 with Retry-After, passed on to the document, and says when in German", async () => {
    const slots = await occupySlots("import", email);
    const response = await callRoute(importRoute, "/de/recipes/new/import", {
      form: { intent: "import-url", url: `${SITE}/apfelkuchen` },
      jar,
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("10");
    expect(importRoute.headers({ actionHeaders: response.headers } as never)).toEqual(
      new Headers({ "retry-after": "10" }),
    );
    expect(await response.json()).toEqual({
      intent: "import-url",
      errors: {
        url: "Das läuft bei dir gerade noch. Warte bitte, bis es fertig ist, oder versuche es in 10 Sekunden noch einmal.",
      },
    });
    await Promise.all(slots.map((slot) => slot.release()));
  });

  it("/api answers 429 with Retry-After in the envelope", async () => {
    const { jar: other, email: otherEmail } = await signedInCook();
    await useUpWindow("import", otherEmail);
    const response = await exports.default.fetch(
      new Request(`${BASE}/api/recipes/import`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: other.header() },
        body: JSON.stringify({ url: `${SITE}/apfelkuchen` }),
      }),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await response.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "You have done this very often in the last hour. Please try again in 59 min.",
      },
    });
  });

  it("ideas, which cost no credit, are refused past the hour on the page and on the streamed endpoint", async () => {
    const { jar: cook, email: cookEmail } = await signedInCook();
    await useUpWindow("ideas", cookEmail);
    const form = { text: "soup", duration: "medium" };
    for (const [module, path] of [
      [newIdeaRoute, "/recipes/new/idea"],
      [generateRoute, "/recipes/new/idea/generate"],
    ] as const) {
      const response = await callRoute(module, path, { form, jar: cook });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(3000);
      expect(await response.json()).toMatchObject({ formError: expect.stringContaining("59 min") });
    }
  });

  it("a new title picture is refused while the cook's pictures are all being made", async () => {
    const user = await userByEmail(email);
    const recipeId = await createRecipe(getDb(env.DB), user.id, recipeInput());
    const slots = await occupySlots("picture", email);
    const response = await callRoute(detailRoute, `/recipes/${recipeId}`, {
      form: { intent: "image" },
      jar,
      params: { recipeId },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("10");
    await Promise.all(slots.map((slot) => slot.release()));
  });
});
