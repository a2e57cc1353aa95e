import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { rateLimits, sessions, users } from "~/db/schema";
import { RATE_LIMITS, userLimitKey } from "~/domain/accounts/rate-limit.server";
import { type GuardOptions, guardedFetch } from "~/domain/import/guarded-fetch.server";
import { findDuplicate, importFromUrl } from "~/domain/import/import.server";
import { pageReader } from "~/domain/import/service.server";
import { getRecipe } from "~/domain/recipes/recipes.server";
import * as signOutRoute from "~/routes/auth/signout";
import * as importRoute from "~/routes/recipes/import-url";
import { MOCK_OPENAI } from "../support/mock-openai";
import { LOG_URL, SITE } from "../support/recipe-sites";
import { BASE, callRoute, signedInCook } from "./pages";

const guard = (options: Partial<GuardOptions> = {}): GuardOptions => ({
  kind: "page",
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 3000,
  allowLoopback: false,
  ...options,
});

/** The hosts that were contacted while `run` ran (the DNS resolver aside). */
async function contacted(run: () => Promise<unknown>) {
  const before = ((await (await fetch(LOG_URL)).json()) as string[]).length;
  const outcome = await run().then(
    () => null,
    (error: unknown) => error,
  );
  const log = ((await (await fetch(LOG_URL)).json()) as string[]).slice(before);
  return {
    error: outcome as { problem?: string; status?: number } | null,
    hosts: log.map((href) => new URL(href).host).filter((host) => host !== "cloudflare-dns.com"),
  };
}

async function importApi(body: unknown, cookie?: string, query = "", ip = "198.51.100.23") {
  return exports.default.fetch(
    new Request(`${BASE}/api/recipes/import${query}`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

describe("the guarded fetch", () => {
  it.each([
    ["http://127.0.0.1/admin", "forbidden_host"],
    ["http://localhost:8787/", "forbidden_host"],
    ["http://api.localhost/", "forbidden_host"],
    ["http://[::1]/", "forbidden_host"],
    ["http://10.1.2.3/", "forbidden_host"],
    ["http://172.16.5.4/", "forbidden_host"],
    ["http://192.168.0.1/", "forbidden_host"],
    ["http://100.64.0.1/", "forbidden_host"],
    ["http://169.254.169.254/latest/meta-data/", "forbidden_host"],
    ["http://0.0.0.0/", "forbidden_host"],
    ["http://224.0.0.251/", "forbidden_host"],
    ["http://255.255.255.255/", "forbidden_host"],
    ["http://[::ffff:127.0.0.1]/", "forbidden_host"],
    ["http://[::ffff:a9fe:a9fe]/", "forbidden_host"],
    ["http://[fd00::1]/", "forbidden_host"],
    ["http://[fe80::1]/", "forbidden_host"],
    ["http://[ff02::1]/", "forbidden_host"],
    ["http://[64:ff9b::a00:1]/", "forbidden_host"],
    ["http://intranet/", "forbidden_host"],
    ["http://printer.local/", "forbidden_host"],
    ["https://rebind.stand-in.test/", "forbidden_host"],
    ["https://v6.stand-in.test/", "forbidden_host"],
    ["http://2130706433/", "invalid_url"],
    ["http://0x7f000001/", "invalid_url"],
    ["http://0177.0.0.1/", "invalid_url"],
    ["http://127.1/", "invalid_url"],
    ["http://0x08.0x08.0x08.0x08/", "invalid_url"],
    ["ftp://rezepte.stand-in.test/kuchen", "invalid_url"],
    ["file:///etc/passwd", "invalid_url"],
    ["javascript:alert(1)", "invalid_url"],
    ["data:text/html,<h1>x</h1>", "invalid_url"],
    ["https://user:secret@rezepte.stand-in.test/apfelkuchen", "invalid_url"],
    ["rezepte.stand-in.test/apfelkuchen", "invalid_url"],
  ])("refuses %s without connecting", async (url, problem) => {
    const { error, hosts } = await contacted(() => guardedFetch(url, guard()));
    expect(error?.problem).toBe(problem);
    expect(hosts).toEqual([]);
  });

  it.each([
    ["/umleitung-intern", "127.0.0.1:8787"],
    ["/umleitung-metadaten", "169.254.169.254"],
    ["/umleitung-rebind", "rebind.stand-in.test"],
  ])("checks every redirect: %s is refused before the next hop", async (path, target) => {
    const { error, hosts } = await contacted(() => guardedFetch(`${SITE}${path}`, guard()));
    expect(error?.problem).toBe("forbidden_host");
    expect(hosts).toEqual(["rezepte.stand-in.test"]);
    expect(hosts).not.toContain(target);
  });

  it("follows good redirects by hand, and stops a redirect loop", async () => {
    const page = await guardedFetch(`${SITE}/umleitung`, guard());
    expect(page.url.pathname).toBe("/apfelkuchen");
    await expect(guardedFetch(`${SITE}/umleitung-kreis`, guard())).rejects.toMatchObject({
      problem: "too_many_redirects",
    });
  });

  it("caps the body after decompression, ends an endless body and a slow drip", async () => {
    await expect(guardedFetch(`${SITE}/gross`, guard())).rejects.toMatchObject({ problem: "too_large" });
    await expect(guardedFetch(`${SITE}/endlos`, guard())).rejects.toMatchObject({ problem: "too_large" });
    await expect(guardedFetch(`${SITE}/tropfen`, guard({ timeoutMs: 600 }))).rejects.toMatchObject({
      problem: "timeout",
    });
  });

  it("says honestly when a site refuses, and checks the content type", async () => {
    for (const status of [401, 402, 403, 429]) {
      await expect(guardedFetch(`${SITE}/${status}`, guard())).rejects.toMatchObject({ problem: "refused", status });
    }
    await expect(guardedFetch(`${SITE}/500`, guard())).rejects.toMatchObject({ problem: "http_error", status: 500 });
    await expect(guardedFetch(`${SITE}/anleitung.pdf`, guard())).rejects.toMatchObject({ problem: "wrong_type" });
    await expect(guardedFetch("https://nowhere.stand-in.test/", guard())).rejects.toMatchObject({
      problem: "unreachable",
    });
  });

  it("reaches loopback only with the test-only setting", async () => {
    const off = await contacted(() => guardedFetch("http://127.0.0.1:9/", guard()));
    expect(off.error?.problem).toBe("forbidden_host");
    expect(off.hosts).toEqual([]);
    const on = await contacted(() => guardedFetch("http://127.0.0.1:9/", guard({ allowLoopback: true })));
    expect(on.hosts).toEqual(["127.0.0.1:9"]);
    expect(env.IMPORT_ALLOW_LOOPBACK).toBe("false");
  });
});

describe("importing a page", () => {
  const options = { allowLoopback: false, locale: "en" as const, reader: null };

  it("reads a Windows-1252 German page with JSON-LD in a @graph, and cleans the source link", async () => {
    const draft = await importFromUrl(`${SITE}/umleitung`, options);
    expect(draft).toMatchObject({
      title: "Apfelkuchen für Anfänger",
      language: "de",
      servings: 12,
      yieldUnit: "stück",
      totalMinutes: 75,
      author: "Jürgen Maß",
      image: `${SITE}/bilder/apfelkuchen.png`,
      source: { url: `${SITE}/apfelkuchen`, stage: "json-ld" },
    });
    expect(draft.ingredients[0]?.items).toEqual(["200 g Mehl", "125 g Butter, weich", "1 Prise Salz", "4 Äpfel"]);
    expect(draft.instructions[0]?.steps[1]).toBe(
      "Äpfel schälen, in Spalten schneiden und auf den Teig legen; 45 Minuten backen.",
    );
  });

  it("refuses a page without a recipe as not supported, and one that tells a recipe without a list", async () => {
    await expect(importFromUrl(`${SITE}/kein-rezept`, options)).rejects.toMatchObject({ problem: "not_supported" });
    await expect(importFromUrl(`${SITE}/pfannkuchen-erzaehlt`, options)).rejects.toMatchObject({
      problem: "not_supported",
    });
  });

  // Issue 23: a page that shows a recipe without markup or the usual headings is read, not refused.
  it("reads a page without markup or heading words by the shape of its lines", async () => {
    const draft = await importFromUrl(`${SITE}/pfannkuchen`, options);
    expect(draft).toMatchObject({ title: "Omas Pfannkuchen", source: { stage: "heuristics" }, language: "de" });
    expect(draft.ingredients.flatMap((section) => section.items)).toEqual([
      "250 g Mehl",
      "3 Eier",
      "500 ml Milch",
      "1 Prise Salz",
    ]);
    expect(draft.instructions.flatMap((section) => section.steps)).toHaveLength(2);
  });

  it("lets a configured AI model read a page the cascade cannot, keeping it only when its lines are on the page", async () => {
    const withModel = (model: string) =>
      pageReader({ ...env, AI_BASE_URL: MOCK_OPENAI.baseURL, AI_API_KEY: MOCK_OPENAI.apiKey, AI_MODEL: model });
    const draft = await importFromUrl(`${SITE}/pfannkuchen-erzaehlt`, { ...options, reader: withModel("mock-ok") });
    expect(draft).toMatchObject({ title: "Omas Pfannkuchen", source: { stage: "ai" }, language: "de" });
    expect(draft.ingredients[0]?.items).toEqual(["250 g Mehl", "3 Eier", "500 ml Milch", "1 Prise Salz"]);
    await expect(
      importFromUrl(`${SITE}/pfannkuchen-erzaehlt`, { ...options, reader: withModel("mock-violating") }),
    ).rejects.toMatchObject({ problem: "not_supported" });
  });
});

describe("POST /api/recipes/import", () => {
  it("needs a signed-in cook", async () => {
    const response = await importApi({ url: `${SITE}/apfelkuchen` });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  // The session is checked in the same round trip to D1 as the limits (ADR 011); these are the ways in it refuses.
  it.each([
    ["a signed-out device's old cookie", "signed-out"],
    ["a session deleted elsewhere", "revoked"],
    ["an expired session", "expired"],
    ["a session token with a forged signature", "forged"],
    ["a session token without its signature", "unsigned"],
  ])("refuses %s", async (_, attack) => {
    const { jar, email } = await signedInCook();
    const cookie = jar.header();
    const db = getDb(env.DB);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (attack === "signed-out") await callRoute(signOutRoute, "/auth/signout", { form: {}, jar });
    if (attack === "revoked") await db.delete(sessions).where(eq(sessions.userId, user?.id ?? ""));
    if (attack === "expired") {
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, user?.id ?? ""));
    }
    const token = decodeURIComponent(/mise\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "");
    const sent =
      attack === "forged"
        ? cookie.replace(
            /mise\.session_token=[^;]+/,
            `mise.session_token=${encodeURIComponent(`${token.split(".")[0]}.${"A".repeat(43)}=`)}`,
          )
        : attack === "unsigned"
          ? cookie.replace(/mise\.session_token=[^;]+/, `mise.session_token=${token.split(".")[0]}`)
          : cookie;
    const response = await importApi({ url: `${SITE}/apfelkuchen` }, sent);
    expect(response.status).toBe(401);
    // The same cookie, untouched and alive, is let in (the refusal above is the attack's doing).
    if (attack === "forged" || attack === "unsigned") {
      expect((await importApi({ url: `${SITE}/apfelkuchen` }, cookie)).status).toBe(200);
    }
  });

  it.each([
    ["the account", "user"],
    ["the IP address", "ip"],
  ])("limits imports per %s, counted in the same round trip as the session", async (_, kind) => {
    const { jar, email } = await signedInCook();
    const db = getDb(env.DB);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const ip = `203.0.113.${kind === "user" ? 7 : 8}`;
    const rule = RATE_LIMITS.import[kind === "user" ? "account" : "ip"];
    const key = kind === "user" ? userLimitKey("import", user?.id ?? "") : `import:ip:${ip}`;
    await db
      .insert(rateLimits)
      .values({ key, windowStart: Math.floor(Date.now() / 1000), count: rule.max })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: rule.max } });
    const response = await importApi({ url: `${SITE}/apfelkuchen` }, jar.header(), "", ip);
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });

  it("answers the recipe with parsed ingredient lines and the stage that read it", async () => {
    const { jar } = await signedInCook();
    const response = await importApi({ url: `${SITE}/apfelkuchen` }, jar.header());
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      recipe: {
        title: string;
        ingredients: { items: { text: string; quantity: number; unit: string; food: string }[] }[];
      };
      stage: string;
      duplicate: unknown;
    };
    expect(body.stage).toBe("json-ld");
    expect(body.duplicate).toBeNull();
    expect(body.recipe.ingredients[0]?.items[1]).toMatchObject({
      text: "125 g Butter, weich",
      quantity: 125,
      unit: "g",
      food: "Butter",
    });
  });

  it.each([
    [{ url: "ftp://example.com/x" }, "", 400, "invalid_url", "http:// or https://"],
    [{ url: "http://192.168.1.1/" }, "", 400, "forbidden_host", "private or local network"],
    [{ url: `${SITE}/kein-rezept` }, "", 422, "not_supported", "This page is currently not supported."],
    [{ url: `${SITE}/kein-rezept` }, "?lang=de", 422, "not_supported", "Diese Seite wird derzeit nicht unterstützt."],
    [{ url: `${SITE}/403` }, "", 502, "refused", "HTTP 403"],
    [{ url: `${SITE}/429` }, "?lang=de", 502, "refused", "HTTP 429"],
    [{ url: `${SITE}/gross` }, "", 413, "too_large", "5 MB"],
    [{ url: "https://nowhere.stand-in.test/" }, "", 502, "unreachable", "could not be reached"],
    [{ link: "x" }, "", 400, "bad_request", "check your input"],
  ])("answers %j with a localised error", async (body, query, status, code, message) => {
    const { jar } = await signedInCook();
    const response = await importApi(body, jar.header(), query);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: { code: string; message: string } };
    expect(answer.error.code).toBe(code);
    expect(answer.error.message).toContain(message);
  });
});

describe("the import page", () => {
  it("saves the reviewed recipe with its source and picture, then offers the saved one on the next import", async () => {
    const { jar, email } = await signedInCook();
    const imported = await callRoute(importRoute, "/de/recipes/new/import", {
      form: { intent: "import-url", url: `${SITE}/apfelkuchen?utm_campaign=herbst` },
      jar,
    });
    const review = (await imported.json()) as { draft: { source: { url: string }; image: string } };
    expect(review.draft.source.url).toBe(`${SITE}/apfelkuchen`);
    const saved = await callRoute(importRoute, "/de/recipes/new/import", {
      form: {
        intent: "save",
        title: "Apfelkuchen für Anfänger",
        language: "de",
        ingredientSectionLines: "200 g Mehl\n4 Äpfel",
        stepSectionText: "Backen.",
        sourceUrl: review.draft.source.url,
        sourceSite: "Rezepte",
        sourceAuthor: "Jürgen Maß",
        yieldUnit: "stück",
        imageUrl: review.draft.image,
      },
      jar,
    });
    expect(saved.status).toBe(302);
    const id = saved.headers.get("location")?.split("/").at(-1) ?? "";
    const db = getDb(env.DB);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = user?.id;
    expect(userId).toBeTruthy();
    const recipe = await getRecipe(db, userId as string, id);
    expect(recipe).toMatchObject({
      origin: "import",
      sourceUrl: `${SITE}/apfelkuchen`,
      sourceAuthor: "Jürgen Maß",
      imageStatus: "ready",
    });
    expect(await findDuplicate(db, userId as string, "http://rezepte.stand-in.test/apfelkuchen/?utm_source=x")).toEqual(
      {
        id,
        title: "Apfelkuchen für Anfänger",
      },
    );
    const again = await callRoute(importRoute, "/de/recipes/new/import", {
      form: { intent: "import-url", url: `${SITE}/umleitung` },
      jar,
    });
    expect(((await again.json()) as { duplicate: unknown }).duplicate).toEqual({
      id,
      title: "Apfelkuchen für Anfänger",
    });
    // The same page asked for directly, with a tracking parameter: found while the page loads.
    const direct = await callRoute(importRoute, "/de/recipes/new/import", {
      form: { intent: "import-url", url: `${SITE}/apfelkuchen?utm_source=feed` },
      jar,
    });
    expect(((await direct.json()) as { duplicate: unknown }).duplicate).toEqual({
      id,
      title: "Apfelkuchen für Anfänger",
    });
  });

  it("refuses a forged source link on save", async () => {
    const { jar } = await signedInCook();
    const response = await callRoute(importRoute, "/recipes/new/import", {
      form: { intent: "save", title: "X", language: "en", sourceUrl: "javascript:alert(1)" },
      jar,
    });
    expect(response.status).toBe(400);
  });
});
