import { describe, expect, it } from "vitest";
import { localeFromPath, localeRedirect, localizePath, negotiateLocale, stripLocale } from "./locale";

describe("locale paths", () => {
  it.each([
    ["/", "en"],
    ["/pricing", "en"],
    ["/de", "de"],
    ["/de/", "de"],
    ["/de/settings/account", "de"],
    ["/de.data", "de"],
    ["/design", "en"],
    ["/deutsch", "en"],
  ])("%s is %s", (path, locale) => expect(localeFromPath(path)).toBe(locale));

  it.each([
    ["/de", "/"],
    ["/de/pricing", "/pricing"],
    ["/pricing", "/pricing"],
    ["/design", "/design"],
  ])("strips the prefix of %s", (path, stripped) => expect(stripLocale(path)).toBe(stripped));

  it.each([
    ["/", "de", "/de"],
    ["/pricing?x=1#top", "de", "/de/pricing?x=1#top"],
    ["/de/pricing?x=1", "en", "/pricing?x=1"],
    ["/de", "en", "/"],
    ["/de/recipes", "de", "/de/recipes"],
  ] as const)("localizes %s to %s", (path, locale, expected) => expect(localizePath(path, locale)).toBe(expected));
});

describe("negotiateLocale", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["en-GB,en;q=0.9,de;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,de;q=0.5,en;q=0.4", "de"],
    ["en;q=0.2,de-AT;q=0.7", "de"],
    ["de;q=0,en", "en"],
    ["fr,es", undefined],
    ["", undefined],
  ])("%s → %s", (header, expected) => expect(negotiateLocale(header)).toBe(expected));
});

describe("localeRedirect", () => {
  const request = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Request(`http://localhost${path}`, { method, headers: { "sec-fetch-dest": "document", ...headers } });

  it("leaves an English browser where it is", () => {
    expect(localeRedirect(request("/", { "accept-language": "en-US" }))).toBeUndefined();
  });

  it("lets the cookie keep English even for a German browser", () => {
    expect(localeRedirect(request("/", { "accept-language": "de", cookie: "locale=en" }))).toBeUndefined();
  });

  it("never redirects a page that already names its locale", () => {
    expect(localeRedirect(request("/de/pricing", { cookie: "locale=en" }))).toBeUndefined();
  });

  it("never redirects data requests, form posts or non-documents", () => {
    expect(localeRedirect(request("/pricing.data", { cookie: "locale=de" }))).toBeUndefined();
    expect(localeRedirect(request("/pricing", { cookie: "locale=de" }, "POST"))).toBeUndefined();
    expect(
      localeRedirect(
        new Request("http://localhost/pricing", { headers: { cookie: "locale=de", accept: "image/png" } }),
      ),
    ).toBeUndefined();
  });

  it("leaves files with one address for every language where they are, even for a German browser", () => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      expect(localeRedirect(request(path, { cookie: "locale=de", accept: "text/html" }))).toBeUndefined();
    }
    expect(localeRedirect(request("/articles/help/scanning-recipes", { cookie: "locale=de" }))?.status).toBe(307);
  });

  it("ignores a cookie with an unknown locale and falls back to the browser", () => {
    expect(
      localeRedirect(request("/", { cookie: "locale=xx", "accept-language": "de" }))?.headers.get("location"),
    ).toBe("/de");
  });
});
