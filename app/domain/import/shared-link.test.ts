import { describe, expect, it } from "vitest";
import { linkInShare } from "./shared-link";

describe("the link in a share", () => {
  it.each([
    [{ url: "https://example.com/soup", text: "", title: "" }, "https://example.com/soup"],
    [
      { url: "", text: "Lentil soup https://example.com/lentil-soup?ref=app", title: "" },
      "https://example.com/lentil-soup?ref=app",
    ],
    [
      { url: "", text: "Schau mal: https://chefkoch.example/rezepte/1/Kaesespaetzle.html.", title: "" },
      "https://chefkoch.example/rezepte/1/Kaesespaetzle.html",
    ],
    [{ url: "", text: "(https://example.com/a)", title: "" }, "https://example.com/a"],
    [{ url: "", text: "", title: "http://example.org/x" }, "http://example.org/x"],
    [{ url: "", text: "Call mum on Sunday", title: "Note" }, null],
    [{ url: "ftp://example.com/file", text: "", title: "" }, null],
  ])("finds %j → %s", (shared, link) => {
    expect(linkInShare(shared)).toBe(link);
  });
});
