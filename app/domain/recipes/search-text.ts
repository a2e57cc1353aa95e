/**
 * Text as the search index stores it and queries are matched: lower case, umlauts and their spelled-out forms
 * brought together (ä and ae both become a, ß becomes ss), other accents removed by the index itself. Applied to
 * the indexed text and to every query alike, so "Kaese", "Käse" and "Kase" all find Käse.
 */
export function foldForSearch(text: string): string {
  return text.toLowerCase().replace(/ß/g, "ss").replace(/ä|ae/g, "a").replace(/ö|oe/g, "o").replace(/ü|ue/g, "u");
}

/**
 * An FTS5 query for what a user typed: each word (letters and digits only, so no FTS syntax gets through) must
 * appear, the last one as a prefix, since the user may still be typing it; earlier words also match as prefixes,
 * which is what people expect from a recipe search ("tom" finds tomatoes).
 */
export function toFtsQuery(typed: string): string | null {
  const words = foldForSearch(typed)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word) => `"${word}"*`).join(" ");
}
