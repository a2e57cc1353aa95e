import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { appContext } from "~/server/context";
import { flashCookie } from "~/server/flash";
import { handlePage } from "../../worker/page-context";
import { BASE } from "./pages";

/**
 * A notice a redirect leaves ("Your address is confirmed") is for the page the redirect leads to. Other requests
 * the browser sends meanwhile (the page being left discovering routes, pictures, the service worker's copies) must
 * neither take it nor clear it.
 */
const waiting = flashCookie({ kind: "email-confirmed" }).split(";")[0] as string;

async function visit(path: string, mode?: string) {
  const headers = new Headers({ cookie: waiting });
  if (mode) headers.set("sec-fetch-mode", mode);
  const response = await handlePage(
    new Request(`${BASE}${path}`, { headers }),
    env,
    createExecutionContext(),
    "test-nonce",
    async (context) => Response.json({ flash: context.get(appContext).flash }),
  );
  const { flash } = (await response.json()) as { flash: unknown };
  const cleared = response.headers.getSetCookie().some((line) => line.startsWith("flash=;"));
  return { flash, cleared };
}

describe("a notice left by a redirect", () => {
  it.each([
    ["the page's document", "/auth/signin", "navigate"],
    ["the page's data on a client-side navigation", "/auth/signin.data", "cors"],
    ["a client that sends no fetch metadata", "/auth/signin", undefined],
  ])("is shown and cleared by %s", async (_, path, mode) => {
    expect(await visit(path, mode)).toEqual({ flash: { kind: "email-confirmed" }, cleared: true });
  });

  it.each([
    ["route discovery of the page being left", "/__manifest?p=%2Fauth%2Fsignin&version=1", "cors"],
    ["a picture", "/recipes/abc/photo", "no-cors"],
    ["the service worker keeping a page", "/recipes", "same-origin"],
  ])("is left for the page by %s", async (_, path, mode) => {
    expect(await visit(path, mode)).toEqual({ flash: null, cleared: false });
  });
});
