import { gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ANALYTICS_STORAGE_KEY } from "./browser-services";

/** PostHog's capture API as the client reaches it: one gzip JSON batch per POST to {host}/batch/. */
type Batch = { api_key: string; batch: { event: string; properties: Record<string, unknown> }[] };

const HOST = "https://eu.i.posthog.example";
let batches: { url: string; body: Batch }[] = [];

beforeEach(() => {
  batches = [];
  vi.resetModules();
  window.localStorage.clear();
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const raw = Buffer.from(await new Response(init.body).arrayBuffer());
    const gzip = new Headers(init.headers).get("content-encoding") === "gzip";
    batches.push({ url, body: JSON.parse((gzip ? gunzipSync(raw) : raw).toString("utf8")) });
    return new Response(JSON.stringify({ status: 1 }), { headers: { "content-type": "application/json" } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function started() {
  const analytics = await import("./analytics");
  analytics.startAnalytics({ key: "phc_project", host: HOST });
  return analytics;
}

describe("analytics after consent", () => {
  it("sends nothing on its own, then one batch of 20 starting with the home page_view", async () => {
    const analytics = await started();
    for (let page = 1; page <= 18; page += 1) analytics.capturePageview(`/articles?page=${page}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toEqual([]);

    analytics.capturePageview("/pricing?plan=standard");
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    const [{ url, body }] = batches as [{ url: string; body: Batch }];
    expect(url).toBe(`${HOST}/batch/`);
    expect(body.api_key).toBe("phc_project");
    expect(body.batch).toHaveLength(20);
    expect(body.batch[0]).toMatchObject({ event: "page_view", properties: { page: "home" } });
    expect(body.batch[19]).toMatchObject({
      event: "$pageview",
      properties: { path: "/pricing?plan=standard", $current_url: `${window.location.origin}/pricing?plan=standard` },
    });
    // One visitor and one session across the batch.
    expect(new Set(body.batch.map((event) => event.properties.$session_id)).size).toBe(1);
    analytics.stopAnalytics();
  });

  it("on withdrawal forgets the ids and the events still waiting, and sends nothing more", async () => {
    const analytics = await started();
    analytics.capturePageview("/");
    expect(window.localStorage.getItem(ANALYTICS_STORAGE_KEY)).not.toBeNull();

    analytics.stopAnalytics();
    expect(window.localStorage.getItem(ANALYTICS_STORAGE_KEY)).toBeNull();
    for (let page = 1; page <= 25; page += 1) analytics.capturePageview(`/articles?page=${page}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toEqual([]);
    expect(window.localStorage.getItem(ANALYTICS_STORAGE_KEY)).toBeNull();
  });
});
