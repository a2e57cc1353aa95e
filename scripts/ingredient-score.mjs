// How bench:ingredients judges one parsed line against its labels, shared with the training script so that the dev
// figures it prints mean the same: a line is right when its quantity (and a range's upper end), its unit and its
// food are all right. Labelled lines come from many hands (docs/decisions/010-ingredient-tagger.md), so the
// comparison ignores what only differs in spelling: case, punctuation, hyphens, parenthesised asides, plural endings.

/** An English plural ending off, the same for both forms: "pieces" and "piece", "leaves" and "leaf" meet. */
function singular(word) {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  let stem = word.replace(/ves$/, "f").replace(/(?:fe|ve)$/, "f");
  if (!/(ss|us|is)$/.test(stem)) stem = stem.replace(/s$/, "");
  return stem.length > 2 ? stem.replace(/e$/, "") : stem;
}

const words = (text) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map(singular);

// Names compared leniently, as the corpus asks.
export const nameKey = (name) => words(name.replace(/\([^)]*\)/g, " ")).join(" ");

// The labels name units as the source wrote them ("c", "ounce", "Msp."); both sides go through the same lookup. A
// unit the app has no id for ("strip", "sleeve") is right when the parser read that same word as the unit.
function sameUnit(lookupUnit, expected, parsed) {
  if (!expected) return parsed.unit === null;
  const known = lookupUnit(expected);
  if (known) return known === parsed.unit;
  return parsed.unit === null && words(parsed.unitText ?? "").join(" ") === words(expected).join(" ");
}

const sameQuantity = (expected, actual) =>
  expected === null ? actual === null : actual !== null && Math.abs(expected - actual) < 0.01;

export function isRight(item, parsed, lookupUnit) {
  return (
    sameQuantity(item.quantity ?? null, parsed.quantity) &&
    sameQuantity(item.quantity_max ?? null, parsed.quantityMax) &&
    sameUnit(lookupUnit, item.unit ?? null, parsed) &&
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
