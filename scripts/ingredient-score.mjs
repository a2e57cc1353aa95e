// How bench:ingredients judges one parsed line against its labels, shared with the training script so that the dev
// figures it prints mean the same: a line is right when its quantity (and a range's upper end), its unit and its
// food are all right.

// The labels name units as the source wrote them ("c", "ounce", "Msp."); both sides go through the same lookup.
const sameUnit = (lookupUnit, expected, actual) =>
  expected === null ? actual === null : lookupUnit(expected) === actual;
const sameQuantity = (expected, actual) =>
  expected === null ? actual === null : actual !== null && Math.abs(expected - actual) < 0.01;
// Names compared leniently, as the corpus asks: case, punctuation, parenthesised asides and plural endings aside.
export const nameKey = (name) =>
  name
    .toLowerCase()
    .replace(/\([^)]*\)/g, " ")
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .replace(/ies$/, "y")
        .replace(/ves$/, "f")
        .replace(/(es|s)$/, ""),
    )
    .join(" ");

export function isRight(item, parsed, lookupUnit) {
  return (
    sameQuantity(item.quantity ?? null, parsed.quantity) &&
    sameQuantity(item.quantity_max ?? null, parsed.quantityMax) &&
    sameUnit(lookupUnit, item.unit ?? null, parsed.unit) &&
    nameKey(item.name ?? "") === nameKey(parsed.food)
  );
}

/** Tallies per language, and the lines got wrong. */
export function scoreLines(items, parse, lookupUnit) {
  const byLang = {};
  const wrong = [];
  for (const item of items) {
    const parsed = parse(item.text);
    byLang[item.lang] ??= { right: 0, total: 0 };
    byLang[item.lang].total += 1;
    if (isRight(item, parsed, lookupUnit)) byLang[item.lang].right += 1;
    else wrong.push({ item, parsed });
  }
  return { byLang, wrong };
}
