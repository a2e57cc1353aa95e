import { describe, expect, it } from "vitest";
import { clientLocaleOf } from "../../worker/client-builds";

/** Each language has its own client build (ADR 019); the Worker answers each request with the right one's manifest. */
describe("the client build a request is answered with", () => {
  const builds = { de: { version: "de-7" } };

  it("is the language of a page's address, for documents and data requests", () => {
    const at = (path: string) => clientLocaleOf(new URL(`https://mise.example${path}`), builds);
    expect(at("/de/recipes")).toBe("de");
    expect(at("/de.data")).toBe("de");
    expect(at("/recipes")).toBe("en");
    expect(at("/deals")).toBe("en");
  });

  it("is the build whose version route discovery names, as its address has no language", () => {
    const discovery = (version: string) =>
      clientLocaleOf(new URL(`https://mise.example/__manifest?paths=%2Fde%2Fpricing&version=${version}`), builds);
    expect(discovery("de-7")).toBe("de");
    expect(discovery("en-3")).toBe("en");
    // An earlier deployment's client is told to reload by the base build, which knows no such version either.
    expect(discovery("de-6")).toBe("en");
  });
});
