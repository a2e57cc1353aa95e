type ArticleBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] };

/**
 * Articles are stored as plain text: a line starting with "## " is a heading, consecutive "- " lines form a list,
 * other consecutive lines form a paragraph, and blank lines separate paragraphs. Parsed into blocks so the page
 * renders text nodes only; nothing stored is ever interpreted as HTML.
 */
export function parseArticleBody(body: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let open: ArticleBlock | undefined;
  for (const raw of body.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      open = undefined;
    } else if (line.startsWith("## ")) {
      blocks.push({ kind: "heading", text: line.slice(3).trim() });
      open = undefined;
    } else if (line.startsWith("- ")) {
      if (open?.kind !== "list") {
        open = { kind: "list", items: [] };
        blocks.push(open);
      }
      open.items.push(line.slice(2).trim());
    } else if (open?.kind === "paragraph") {
      open.text = `${open.text} ${line}`;
    } else {
      open = { kind: "paragraph", text: line };
      blocks.push(open);
    }
  }
  return blocks;
}
