import { describe, expect, it } from "vitest";
import { languageChangeLoadsDocument } from "./client-locale";

const thrown = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe("moving between languages on a hydrated page (ADR 019)", () => {
  it("loads a page in the other language as a document, keeping its query", () => {
    const response = thrown(() =>
      languageChangeLoadsDocument(new Request("https://mise.example/de/recipes?q=suppe"), "en"),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("location")).toBe("/de/recipes?q=suppe");
    // React Router's mark for a redirect the browser follows as a document load.
    expect((response as Response).headers.get("x-remix-reload-document")).toBe("true");
    expect(
      thrown(() => languageChangeLoadsDocument(new Request("https://mise.example/settings"), "de")),
    ).toBeInstanceOf(Response);
  });

  it("stays client-side within the client's language, for form posts and on the dev server", () => {
    expect(() => languageChangeLoadsDocument(new Request("https://mise.example/de/recipes/1"), "de")).not.toThrow();
    expect(() => languageChangeLoadsDocument(new Request("https://mise.example/recipes.data"), "en")).not.toThrow();
    const post = new Request("https://mise.example/de/recipes/new", { method: "POST", body: "title=x" });
    expect(() => languageChangeLoadsDocument(post, "en")).not.toThrow();
    expect(() => languageChangeLoadsDocument(new Request("https://mise.example/de"), undefined)).not.toThrow();
  });
});
