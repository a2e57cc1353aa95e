/**
 * One of our sentences with someone else's text in it ("Shared by {name}"): the message is called with `theirs(…)`
 * around the other cook's (or page's) text, and `<Sentence>` shows each such piece in its own `<bdi>`, so a
 * right-to-left override in a name ends with the name and cannot reorder our words (issue 17). The text reads exactly
 * as the message does; only the isolating elements are added.
 */
const MARK = "\u0000";

/** Someone else's text, marked for `<Sentence>` (which must show the message it goes into). */
export const theirs = (text: string) => `${MARK}${text.replaceAll(MARK, "")}${MARK}`;

export function Sentence({ children }: { children: string }) {
  return (
    <>
      {children.split(MARK).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
        index % 2 === 1 ? <bdi key={index}>{part}</bdi> : part,
      )}
    </>
  );
}
