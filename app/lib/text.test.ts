import { describe, expect, it } from "vitest";
import { truncateText, withoutBidiControls } from "./text";

describe("truncateText: cuts between graphemes, never inside one", () => {
  it.each<[what: string, text: string, max: number, expected: string]>([
    ["plain letters", "Pancakes", 4, "Panc"],
    ["text within the limit, unchanged", "Käsespätzle", 11, "Käsespätzle"],
    ["nothing allowed", "Suppe", 0, ""],
    ["a surrogate pair at the cut (😀 is two code units)", "ab😀c", 3, "ab"],
    ["a family joined by zero-width joiners", "a👨‍👩‍👧‍👦b", 6, "a"],
    ["the second of two flags", "🇩🇪🇫🇷", 6, "🇩🇪"],
    ["a letter and its combining accent (e + ◌́)", "Cafe\u0301 au lait", 4, "Caf"],
    ["a thumb and its skin tone", "ok👍🏽", 5, "ok"],
    ["a keycap sequence", "Nr. 1️⃣", 6, "Nr. "],
    ["a Hangul syllable from jamo", "김치\u1112\u1161\u11ab", 4, "김치"],
    ["an emoji whole when it fits", "Pizza 🍕", 8, "Pizza 🍕"],
  ])("%s", (_, text, max, expected) => {
    const cut = truncateText(text, max);
    expect(cut).toBe(expected);
    expect(cut.length).toBeLessThanOrEqual(max);
    expect(text.startsWith(cut)).toBe(true);
    // No lone surrogate at the end: the string round-trips through UTF-8.
    expect(new TextDecoder().decode(new TextEncoder().encode(cut))).toBe(cut);
  });
});

describe("withoutBidiControls: someone else's text in a plain-text e-mail", () => {
  it.each<[what: string, text: string, expected: string]>([
    ["a right-to-left override that would turn 'exe.txt' around", "Ada\u202Etxt.exe", "Adatxt.exe"],
    ["an isolate opened and never closed", "Bob\u2067 says", "Bob says"],
    ["every embedding, override and isolate", "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069x", "x"],
    ["right-to-left letters as they are written", "شيماء", "شيماء"],
  ])("%s", (_, text, expected) => {
    expect(withoutBidiControls(text)).toBe(expected);
  });
});
