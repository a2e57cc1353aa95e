import { expect, it } from "vitest";
import { parseArticleBody } from "./body";

it("splits plain text into headings, paragraphs and lists without interpreting markup", () => {
  const body = [
    "First line",
    "wraps here.",
    "",
    "## Measures",
    "- 1 EL = 15 ml",
    "- 1 TL = 5 ml\r",
    "After the list.",
    "",
    "<script>alert(1)</script>",
  ].join("\n");
  expect(parseArticleBody(body)).toEqual([
    { kind: "paragraph", text: "First line wraps here." },
    { kind: "heading", text: "Measures" },
    { kind: "list", items: ["1 EL = 15 ml", "1 TL = 5 ml"] },
    { kind: "paragraph", text: "After the list." },
    { kind: "paragraph", text: "<script>alert(1)</script>" },
  ]);
});
