import { UNSPACED_LETTERS } from "./east-asian-line";

const UNSPACED = new RegExp(`[${UNSPACED_LETTERS}]`, "g");

/**
 * Text as the search index stores it and queries are matched: lower case, umlauts and their spelled-out forms
 * brought together (ä and ae both become a, ß becomes ss), other accents removed by the index itself. Applied to
 * the indexed text and to every query alike, so "Kaese", "Käse" and "Kase" all find Käse. Japanese and Chinese mark
 * no words: each of their letters is a word of its own, so "肉じゃが" is found inside "基本の肉じゃが" (`toFtsQuery`).
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/ä|ae/g, "a")
    .replace(/ö|oe/g, "o")
    .replace(/ü|ue/g, "u")
    .replace(UNSPACED, " $& ");
}

/** Text without its accents, as the search index drops them (remove_diacritics): "crème" is "creme". */
export const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "");

/** What a user typed as its words, each folded as the index is: a word of letters without spaces as its letters. */
export function searchWords(typed: string): string[] {
  return typed
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => foldForSearch(word).trim().split(/\s+/).join(" "));
}

/**
 * An FTS5 query for what a user typed: each word (letters and digits only, so no FTS syntax gets through) must
 * appear, the last one as a prefix, since the user may still be typing it; earlier words also match as prefixes,
 * which is what people expect from a recipe search ("tom" finds tomatoes). A word in Japanese or Chinese is its
 * letters side by side, or the run of them an index made before they were kept apart held.
 */
export function toFtsQuery(typed: string): string | null {
  const words = searchWords(typed);
  if (words.length === 0) return null;
  return words
    .map((word) => (word.includes(" ") ? `("${word}"* OR "${word.replaceAll(" ", "")}"*)` : `"${word}"*`))
    .join(" AND ");
}
