export type ArticleBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

/**
 * Articles are stored as plain text: blank lines separate blocks, "## " starts a heading, "- " a list item.
 * Parsed into blocks so the page renders text nodes only; nothing stored is ever interpreted as HTML.
 */
export function parseArticleBody(body: string): ArticleBlock[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): ArticleBlock => {
      if (block.startsWith("## ")) return { kind: "heading", text: block.slice(3).trim() };
      const lines = block.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- "))) {
        return { kind: "list", items: lines.map((line) => line.slice(2).trim()) };
      }
      return { kind: "paragraph", text: lines.join(" ") };
    });
}
