// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { compileContent, MarkdownError } from "~/domain/articles/markdown";

const ARTICLE = `---
title: Keeping herbs
summary: How to keep them.
published: 2026-11-24
image: storing-herbs
imageAlt: Herbs in a glass
---
Intro with **strong**, *soft* and a [link](/articles/help/getting-started).

## Soft herbs

- Parsley <b>and</b> dill
- Basil: see [the guide](https://example.org/basil)

> Tip: trim the stems.
`;

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
  );

describe("a content file", () => {
  it("becomes typed blocks in which nothing a writer types is HTML", () => {
    const document = compileContent(ARTICLE, { needsImage: true });
    expect(document).toMatchObject({ title: "Keeping herbs", image: "storing-herbs", readingMinutes: 1 });
    expect(document.blocks).toEqual([
      {
        kind: "paragraph",
        content: [
          { kind: "text", text: "Intro with " },
          { kind: "strong", text: "strong" },
          { kind: "text", text: ", " },
          { kind: "em", text: "soft" },
          { kind: "text", text: " and a " },
          { kind: "link", text: "link", href: "/articles/help/getting-started" },
          { kind: "text", text: "." },
        ],
      },
      { kind: "heading", level: 2, id: "soft-herbs", content: [{ kind: "text", text: "Soft herbs" }] },
      {
        kind: "list",
        ordered: false,
        items: [
          [{ kind: "text", text: "Parsley <b>and</b> dill" }],
          [
            { kind: "text", text: "Basil: see " },
            { kind: "link", text: "the guide", href: "https://example.org/basil" },
          ],
        ],
      },
      { kind: "tip", content: [{ kind: "text", text: "Tip: trim the stems." }] },
    ]);
  });

  it.each([
    ["a script link", ARTICLE.replace("/articles/help/getting-started", "javascript:alert(1)"), "link target"],
    ["an insecure link", ARTICLE.replace("https://example.org", "http://example.org"), "link target"],
    [
      "a link to another site by //",
      ARTICLE.replace("/articles/help/getting-started", "//evil.example"),
      "link target",
    ],
    ["no picture", ARTICLE.replace("image: storing-herbs\n", ""), 'needs "image"'],
    ["an unknown field", ARTICLE.replace("published:", "author: me\npublished:"), "unknown front matter"],
    ["a bad date", ARTICLE.replace("2026-11-24", "24.11.2026"), "YYYY-MM-DD"],
    ["a level-one heading", ARTICLE.replace("## Soft herbs", "# Soft herbs"), "headings"],
  ])("with %s stops the build", (_, source, message) => {
    expect(() => compileContent(source, { needsImage: true })).toThrow(MarkdownError);
    expect(() => compileContent(source, { needsImage: true })).toThrow(message);
  });
});

describe("the articles in the repo", () => {
  const files = walk("content/articles").map((file) => relative("content/articles", file));
  const slugs = (locale: string) =>
    files
      .filter((file) => file.startsWith(`${locale}/`))
      .map((file) => file.slice(3, -".md".length))
      .sort();

  it("are at least eight in each language, the same slugs in both, each with its own picture", () => {
    expect(slugs("en").length).toBeGreaterThanOrEqual(8);
    expect(slugs("de")).toEqual(slugs("en"));
    const pictures = new Set<string>();
    for (const file of files) {
      const document = compileContent(readFileSync(join("content/articles", file), "utf8"), { needsImage: true });
      expect(statSync(`public/images/articles/${document.image}.svg`).isFile(), file).toBe(true);
      expect(
        document.blocks.some((block) => block.kind === "heading"),
        `${file} has headings`,
      ).toBe(true);
      if (file.startsWith("en/")) pictures.add(document.image ?? "");
    }
    expect(pictures.size).toBe(slugs("en").length);
  });

  it("are written in German in German, not left in English", () => {
    for (const slug of slugs("de")) {
      const english = compileContent(readFileSync(`content/articles/en/${slug}.md`, "utf8"), { needsImage: true });
      const german = compileContent(readFileSync(`content/articles/de/${slug}.md`, "utf8"), { needsImage: true });
      expect(german.title, slug).not.toBe(english.title);
      expect(german.summary, slug).not.toBe(english.summary);
    }
  });
});
