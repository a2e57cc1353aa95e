/**
 * Text from cooks, web pages and models, cut and shown safely. Limits count UTF-16 code units, as zod's `max` and
 * the database do; a cut falls between graphemes, never inside an emoji sequence, a flag, a letter and its accents, or
 * a surrogate pair. Text from others is shown isolated on pages (`<bdi>` and `<Sentence>`, or `isolated` where
 * only plain text can go) and goes into e-mails without bidi controls.
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** `text` cut to at most `max` code units, at the last grapheme boundary that fits. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/**
 * Someone else's text where only plain text can go (an option of a select, a live announcement), isolated
 * (FSI … PDI) as `<bdi>` isolates an element: a right-to-left override in it ends where it ends, and cannot reorder
 * what is around it.
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/** The embeddings, overrides and isolates of Unicode's bidirectional algorithm (LRE…RLO, LRI…PDI). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * Someone else's text for a plain-text e-mail (a name, a message), which has no element to isolate it: without the
 * bidi controls that could turn it, or the sentence around it, backwards. Right-to-left letters stay as written.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
