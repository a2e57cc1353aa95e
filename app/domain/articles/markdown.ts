/**
 * The Markdown that writers use for articles and legal pages, read into typed blocks at build time (by the vite
 * plugin in scripts/vite-content.ts), so pages render text nodes only: nothing a writer types is ever HTML.
 *
 * A file starts with front matter between `---` lines (`key: value`), then blocks separated by blank lines:
 * `## ` and `### ` headings, `- ` bullet lists, `1. ` numbered lists, `> ` tips, and paragraphs. Inside a block,
 * `**strong**`, `*emphasis*` and `[text](/path or https://…)` links. Anything else is kept as the text it is.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; text: string }
  | { kind: "em"; text: string }
  | { kind: "link"; text: string; href: string };

export type Block =
  | { kind: "heading"; level: 2 | 3; id: string; content: Inline[] }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "tip"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

export type MarkdownDocument = { meta: Record<string, string>; blocks: Block[]; words: number };

export class MarkdownError extends Error {}

/** `[text](href)`, `**strong**` or `*em*`, the first of them found in a line. */
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g;

/** Links stay on this site (a path, localised when shown) or go to a secure address; nothing else is a link. */
function checkHref(href: string): string {
  if (/^\/(?!\/)/.test(href) || /^https:\/\/[^\s]+$/.test(href)) return href;
  throw new MarkdownError(`link target not allowed: ${href}`);
}

export function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) out.push({ kind: "text", text: line.slice(last, match.index) });
    const [, linkText, href, strong, em] = match;
    if (linkText !== undefined && href !== undefined) out.push({ kind: "link", text: linkText, href: checkHref(href) });
    else if (strong !== undefined) out.push({ kind: "strong", text: strong });
    else if (em !== undefined) out.push({ kind: "em", text: em });
    last = match.index + match[0].length;
  }
  if (last < line.length) out.push({ kind: "text", text: line.slice(last) });
  return out;
}

/** A heading's anchor: its words in lowercase, joined by hyphens (umlauts kept, as browsers show them). */
function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const text = source.replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match?.[1]) throw new MarkdownError("front matter missing: the file must start with --- lines");
  const meta: Record<string, string> = {};
  for (const line of match[1].split("\n")) {
    if (!line.trim()) continue;
    const pair = /^([a-zA-Z]+):\s*(.+)$/.exec(line);
    if (!pair?.[1] || !pair[2]) throw new MarkdownError(`front matter line is not "key: value": ${line}`);
    meta[pair[1]] = pair[2].trim();
  }
  return { meta, body: text.slice(match[0].length) };
}

function plainText(content: Inline[]): string {
  return content.map((part) => part.text).join("");
}

export function parseMarkdown(source: string): MarkdownDocument {
  const { meta, body } = splitFrontMatter(source);
  const blocks: Block[] = [];
  let open: Block | undefined;
  let words = 0;
  for (const raw of body.split("\n")) {
    const line = raw.trim();
    words += line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    const tip = /^>\s?(.*)$/.exec(line);
    if (!line) {
      open = undefined;
    } else if (heading?.[1] && heading[2] !== undefined) {
      const level = heading[1].length;
      if (level !== 2 && level !== 3) throw new MarkdownError(`only ## and ### headings are allowed: ${line}`);
      const content = parseInline(heading[2]);
      blocks.push({ kind: "heading", level, id: anchorOf(plainText(content)), content });
      open = undefined;
    } else if (bullet?.[1] !== undefined || numbered?.[1] !== undefined) {
      const ordered = numbered?.[1] !== undefined;
      if (open?.kind !== "list" || open.ordered !== ordered) {
        open = { kind: "list", ordered, items: [] };
        blocks.push(open);
      }
      open.items.push(parseInline(numbered?.[1] ?? bullet?.[1] ?? ""));
    } else if (tip?.[1] !== undefined) {
      if (open?.kind === "tip") open.content.push({ kind: "text", text: " " }, ...parseInline(tip[1]));
      else {
        open = { kind: "tip", content: parseInline(tip[1]) };
        blocks.push(open);
      }
    } else if (open?.kind === "paragraph") {
      open.content.push({ kind: "text", text: " " }, ...parseInline(line));
    } else if (open?.kind === "list") {
      // A wrapped list item continues on the next line.
      open.items.at(-1)?.push({ kind: "text", text: " " }, ...parseInline(line));
    } else {
      open = { kind: "paragraph", content: parseInline(line) };
      blocks.push(open);
    }
  }
  return { meta, blocks, words };
}

/** One article or legal page as pages use it, made from a content file when the app is built. */
export type ContentDocument = {
  title: string;
  summary: string;
  /** The day it was published or last revised (YYYY-MM-DD). */
  published: string;
  /** Name of its picture in public/images/articles (articles only). */
  image?: string;
  imageAlt?: string;
  readingMinutes: number;
  blocks: Block[];
};

/** Reading speed for the "n min read" line: a relaxed pace for text with lists and numbers. */
const WORDS_PER_MINUTE = 200;

/** Reads a content file; throws a MarkdownError naming what is wrong, so a bad file fails the build. */
export function compileContent(source: string, { needsImage }: { needsImage: boolean }): ContentDocument {
  const { meta, blocks, words } = parseMarkdown(source);
  const required = needsImage
    ? ["title", "summary", "published", "image", "imageAlt"]
    : ["title", "summary", "published"];
  for (const key of required) if (!meta[key]) throw new MarkdownError(`front matter needs "${key}"`);
  const known = new Set(["title", "summary", "published", "image", "imageAlt"]);
  for (const key of Object.keys(meta)) if (!known.has(key)) throw new MarkdownError(`unknown front matter "${key}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.published ?? "")) throw new MarkdownError("published must be YYYY-MM-DD");
  if (meta.image && !/^[a-z0-9-]+$/.test(meta.image)) throw new MarkdownError("image is a file name without .svg");
  return {
    title: meta.title ?? "",
    summary: meta.summary ?? "",
    published: meta.published ?? "",
    ...(meta.image ? { image: meta.image, imageAlt: meta.imageAlt } : {}),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    blocks,
  };
}
