/**
 * JSON as recipe pages actually publish it in their JSON-LD blocks: wrapped in HTML comments or CDATA, with raw line
 * breaks (kept: they often separate a list's items) and tabs inside strings, invalid escapes (\' or \ before a
 * letter), trailing commas, several documents in one block, or stray text after the document. Each repair is applied
 * only when strict parsing fails. Arrays and objects nested deeper than `MAX_DEPTH` are left out.
 */
export function parseLenientJson(source: string): unknown {
  return withinDepth(parseRepaired(source));
}

/**
 * No recipe's data lies deeper than this (a graph, a recipe, its method, a section, a step, the step's text or image:
 * six levels). Every reader of the document walks it level by level, and a page may nest arrays thousands deep
 * ("[[[[…"): the walk would run out of stack and the import fail.
 */
const MAX_DEPTH = 32;

/**
 * A parsed JSON document with what lies deeper than `MAX_DEPTH` left out, in place (the page's JSON-LD, a recipe
 * file).
 */
export function withinDepth(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let at = 0; at < value.length; at++) value[at] = withinDepth(value[at], depth + 1);
    return value;
  }
  const entries = value as Record<string, unknown>;
  for (const key in entries) entries[key] = withinDepth(entries[key], depth + 1);
  return value;
}

function parseRepaired(source: string): unknown {
  const text = source
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, "")
    .replace(/^<!--|-->$/g, "")
    .replace(/^\s*;|;\s*$/g, "")
    .trim();
  if (!text) return undefined;
  const strict = tryParse(text);
  if (strict !== undefined) return strict;
  const repaired = repairStrings(text).replace(/,(\s*[}\]])/g, "$1");
  const once = tryParse(repaired);
  if (once !== undefined) return once;
  const documents = splitDocuments(repaired);
  if (documents.length > 1) {
    const parsed = documents.map(tryParse).filter((value) => value !== undefined);
    if (parsed.length > 0) return parsed;
  }
  // Text after a complete document ("{…} garbage"): keep the document.
  const first = documents[0];
  return first === undefined ? undefined : tryParse(first);
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const VALID_ESCAPES = new Set(['"', "\\", "/", "b", "f", "n", "r", "t", "u"]);

/** Inside strings: line breaks become "\n" escapes, other control characters spaces; bad escapes lose the backslash. */
function repairStrings(text: string): string {
  let out = "";
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (!inString) {
      if (char === '"') inString = true;
      out += char;
      continue;
    }
    if (char === "\\") {
      const next = text[index + 1] ?? "";
      if (VALID_ESCAPES.has(next)) {
        out += char + next;
      } else {
        out += next === "\n" || next === "\r" ? " " : next;
      }
      index++;
      continue;
    }
    if (char === '"') inString = false;
    out += char === "\n" ? "\\n" : char < " " ? " " : char;
  }
  return out;
}

/** Top-level JSON values one after another, found by bracket depth outside strings. */
function splitDocuments(text: string): string[] {
  const documents: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === "{" || char === "[") {
      if (depth === 0) start = index;
      depth++;
    } else if ((char === "}" || char === "]") && depth > 0) {
      depth--;
      if (depth === 0 && start >= 0) documents.push(text.slice(start, index + 1));
    }
  }
  return documents;
}
