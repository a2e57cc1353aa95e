import { describe, expect, it } from "vitest";
import { themeColorMeta, themeFromCookie } from "./theme";

describe("theme", () => {
  it.each([
    [null, "system"],
    ["theme=dark", "dark"],
    ["a=1; theme=light; b=2", "light"],
    ["theme=LIGHT", "system"],
    ["theme=neon", "system"],
  ])("cookie %s gives %s", (cookie, theme) => expect(themeFromCookie(cookie)).toBe(theme));

  it("colours the browser chrome white for light, black otherwise, and per scheme for system", () => {
    expect(themeColorMeta("light")).toEqual([{ content: "#ffffff" }]);
    expect(themeColorMeta("dark")).toEqual([{ content: "#000000" }]);
    expect(themeColorMeta("system")).toEqual([
      { content: "#ffffff", media: "(prefers-color-scheme: light)" },
      { content: "#000000", media: "(prefers-color-scheme: dark)" },
    ]);
  });
});
