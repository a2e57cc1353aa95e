import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "~/lib/locale";
import * as signInRoute from "~/routes/auth/signin";
import { BASE, type CookieJar, callRoute, signedInCook } from "../workers/pages";

/**
 * Class 1, redirect targets: every redirect whose target comes from input stays on this origin. Each case is a
 * target an attacker would put in a link (`/auth/signin?redirectTo=…`) or a form (`redirectTo` of the preference
 * forms), and where a browser would have gone with it.
 */
const REFUSED: [attack: string, target: string][] = [
  ["a protocol-relative URL", "//evil.example/"],
  ["a backslash the browser reads as a slash", "/\\evil.example"],
  ["a raw tab between the slashes, which the browser drops", "/\t/evil.example"],
  ["a raw newline between the slashes", "/\n/evil.example"],
  ["an encoded tab between the slashes", "/%09/evil.example"],
  ["an encoded newline between the slashes", "/%0a/evil.example"],
  ["an encoded carriage return and line feed", "/%0d%0a/evil.example"],
  ["an encoded second slash", "/%2F/evil.example"],
  ["an encoded backslash", "/%5Cevil.example"],
  ["a double-encoded second slash", "/%252F/evil.example"],
  ["a zero-width space between the slashes", "/\u200b/evil.example"],
  ["an encoded zero-width space", "/%E2%80%8B/evil.example"],
  ["a line separator", "/\u2028/evil.example"],
  ["a no-break space", "/%C2%A0/evil.example"],
  ["an absolute URL", "https://evil.example/"],
  ["a scheme-only URL", "javascript:alert(1)"],
  ["a leading space", " /evil.example"],
  ["an encoded leading slash pair", "%2F%2Fevil.example"],
  ["a broken escape", "/%E0%A4%A"],
  ["an API endpoint", "/api/auth/callback/google"],
  ["an empty value", ""],
];

const ACCEPTED: [what: string, target: string][] = [
  ["a page with a search", "/recipes?q=soup"],
  ["a German page", "/de/settings?x=1"],
  ["a search with an encoded space", "/recipes?q=tomato%20soup"],
  ["a page with an anchor", "/recipes/abc#step-2"],
];

describe("redirect targets", () => {
  let jar: CookieJar;
  beforeAll(async () => {
    ({ jar } = await signedInCook());
  });

  const signedInVisit = (target: string) =>
    callRoute(signInRoute, `/auth/signin?${new URLSearchParams({ redirectTo: target })}`, { jar });

  it.each(REFUSED)("after sign-in, refuses %s and goes to the dashboard", async (_, target) => {
    const response = await signedInVisit(target);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/dashboard");
  });

  it.each(ACCEPTED)("after sign-in, follows %s", async (_, target) => {
    const response = await signedInVisit(target);
    // The English sign-in page leads to the English version of the page.
    expect(response.headers.get("location")).toBe(localizePath(target, "en"));
  });

  const preferenceForm = (redirectTo: string) =>
    exports.default.fetch(
      new Request(`${BASE}/api/preferences/theme`, {
        method: "POST",
        body: new URLSearchParams({ value: "dark", redirectTo }),
        redirect: "manual",
      }),
    );

  it.each(REFUSED.filter(([, target]) => target !== ""))(
    "in a preference form, refuses %s with a 400",
    async (_, target) => {
      const response = await preferenceForm(target);
      expect(response.status).toBe(400);
      expect(response.headers.get("location")).toBeNull();
    },
  );

  it.each(ACCEPTED)("in a preference form, follows %s", async (_, target) => {
    const response = await preferenceForm(target);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(target);
  });
});
