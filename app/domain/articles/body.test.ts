import { expect, it } from "vitest";
import { parseArticleBody } from "./body";

it("splits plain text into headings, paragraphs and lists without interpreting markup", () => {
  const body =
    "First line\nwraps here.\n\n## Measures\n\n- 1 EL = 15 ml\n- 1 TL = 5 ml\r\n\r\n<script>alert(1)</script>";
  expect(parseArticleBody(body)).toEqual([
    { kind: "paragraph", text: "First line wraps here." },
    { kind: "heading", text: "Measures" },
    { kind: "list", items: ["1 EL = 15 ml", "1 TL = 5 ml"] },
    { kind: "paragraph", text: "<script>alert(1)</script>" },
  ]);
});
