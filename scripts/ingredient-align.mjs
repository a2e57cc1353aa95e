// Token labels from column labels: the sources say which words are the name, the size, the preparation… of a line,
// not which token is which. This reads the line with the parser's own tokenizer and gives each token the column
// its word came from (docs/decisions/010-ingredient-tagger.md). A line whose name cannot be found word by word in
// its text is reported as not aligned and left out of training (it still counts in every score).

/** Label order is the model's: punctuation is always PUNC and never scored. */
export const LABELS = ["QTY", "UNIT", "SIZE", "NAME", "PREP", "NOTE", "PUNC"];

// Words that widen or narrow a unit without changing it ("small bunch", "good pinch", "scant cup").
const UNIT_MODIFIERS =
  /^(small|large|big|medium|lg|sm|md|med|good|generous|scant|heaping|heaped|rounded|level|thin|thick|whole|extra|very|little|smaller|larger|few)$/i;

/** The forms a word may take in the labels, which are partly singular: "leaves" may be "leaf". */
export function wordForms(text, stemWord) {
  const lower = text.toLowerCase().replace(/\.$/, "");
  const forms = new Set([lower, stemWord(lower)]);
  if (lower.endsWith("ves")) {
    forms.add(`${lower.slice(0, -3)}f`);
    forms.add(`${lower.slice(0, -3)}fe`);
  }
  if (lower.endsWith("es")) forms.add(lower.slice(0, -2));
  if (lower.endsWith("s")) forms.add(lower.slice(0, -1));
  return forms;
}

function amountsOf(column, readLabelAmount) {
  return column
    .split(" ")
    .filter(Boolean)
    .map((part) => {
      const multiplier = /x$/i.test(part);
      const [low, high] = readLabelAmount(part.replace(/x$/i, ""));
      return { low, high, multiplier, word: Number.isNaN(Number(part[0])) && !part.startsWith("#") ? part : null };
    });
}

const near = (a, b) => a !== null && b !== null && Math.abs(a - b) < 0.01;

/**
 * One label per token for a labelled line. `item.labels` holds the source's columns (name, quantity, unit, size,
 * preparation, comment, purpose). Answers { labels, aligned }.
 */
export function alignLine(item, tools) {
  const { tokenizeIngredient, stemWord, lookupUnit, readLabelAmount } = tools;
  const tokens = tokenizeIngredient(item.text);
  const labels = tokens.map((token) => (token.kind === "punct" ? "PUNC" : null));
  const forms = tokens.map((token) => (token.kind === "word" ? wordForms(token.text, stemWord) : null));

  // Amounts, in order, by value.
  let from = 0;
  for (const amount of amountsOf(item.labels.quantity, readLabelAmount)) {
    let found = -1;
    for (let pass = 0; pass < 2 && found < 0; pass++) {
      for (let index = pass === 0 ? from : 0; index < tokens.length; index++) {
        const token = tokens[index];
        if (labels[index] !== null) continue;
        const byValue =
          token.kind === "number" &&
          near(token.value, amount.low) &&
          (amount.high === null ? true : near(token.max, amount.high));
        const byWord = amount.word !== null && token.kind === "word" && forms[index].has(amount.word.toLowerCase());
        if (byValue || byWord) {
          found = index;
          break;
        }
      }
    }
    if (found < 0) continue;
    labels[found] = "QTY";
    from = found + 1;
    if (amount.multiplier && /^[x×]$/i.test(tokens[found + 1]?.text ?? "")) {
      labels[found + 1] = "QTY";
      from = found + 2;
    }
  }

  // Units, in order; a modifier inside the unit column ("small bunch") is the size.
  from = 0;
  const unitWords = item.labels.unit.split(" ").filter(Boolean);
  for (let index = 0; index < unitWords.length; index++) {
    const word = unitWords[index];
    const next = unitWords[index + 1] ?? "";
    // "heaped tsp" is a unit of its own, "small bunch" a bunch and a size.
    const label = UNIT_MODIFIERS.test(word) && lookupUnit(`${word} ${next}`) === lookupUnit(next) ? "SIZE" : "UNIT";
    for (let at = from; at < tokens.length; at++) {
      if (labels[at] !== null || tokens[at].kind !== "word") continue;
      if (forms[at].has(word.toLowerCase().replace(/\.$/, ""))) {
        labels[at] = label;
        from = at + 1;
        break;
      }
    }
  }

  // The other columns: each token goes to a column that still holds its word, preferring the column of its
  // neighbour when several do.
  const columns = [
    ["NAME", item.labels.name],
    ["SIZE", item.labels.size],
    ["PREP", item.labels.preparation],
    ["NOTE", item.labels.comment],
    ["NOTE", item.labels.purpose],
  ];
  // A column's word as the line's tokens are matched to it: a number by its value, a word by its stem.
  const columnKey = (token) => (token.kind === "number" ? `#${token.value}` : stemWord(token.text.replace(/\.$/, "")));
  const remaining = new Map();
  for (const [label, text] of columns) {
    for (const token of tokenizeIngredient(text ?? "")) {
      if (token.kind === "punct") continue;
      const key = columnKey(token);
      const counts = remaining.get(key) ?? new Map();
      counts.set(label, (counts.get(label) ?? 0) + 1);
      remaining.set(key, counts);
    }
  }
  const candidatesOf = (index) => {
    const token = tokens[index];
    const keys = token.kind === "number" ? [`#${token.value}`] : [...forms[index]].map((form) => stemWord(form));
    const found = new Set();
    for (const key of keys) for (const [label, count] of remaining.get(key) ?? []) if (count > 0) found.add(label);
    return { keys, found };
  };
  const take = (index, label) => {
    labels[index] = label;
    for (const key of candidatesOf(index).keys) {
      const counts = remaining.get(key);
      if (counts?.get(label) > 0) {
        counts.set(label, counts.get(label) - 1);
        return;
      }
    }
  };
  // The name where the line writes it whole: its words, in order, at the first place they stand together (punctuation
  // between them aside), so that a name said again later ("white vinegar (… White vinegar provides …)") is not
  // taken from the later place word by word.
  const nameKeys = tokenizeIngredient(item.labels.name ?? "")
    .filter((token) => token.kind !== "punct")
    .map(columnKey);
  for (let start = 0; nameKeys.length > 0 && start < tokens.length; start++) {
    const run = [];
    for (let index = start; index < tokens.length && run.length < nameKeys.length; index++) {
      if (tokens[index].kind === "punct" && run.length > 0) continue;
      if (labels[index] !== null || !candidatesOf(index).keys.includes(nameKeys[run.length])) break;
      run.push(index);
    }
    if (run.length === nameKeys.length) {
      for (const index of run) take(index, "NAME");
      break;
    }
  }
  const pending = [];
  for (let index = 0; index < tokens.length; index++) {
    if (labels[index] !== null) continue;
    const { found } = candidatesOf(index);
    if (found.size === 1) take(index, [...found][0]);
    else pending.push(index);
  }
  for (const index of pending) {
    const { found } = candidatesOf(index);
    if (found.size === 0) {
      labels[index] = "NOTE";
      continue;
    }
    const neighbour = (step) => {
      for (let at = index + step; at >= 0 && at < tokens.length; at += step) {
        if (labels[at] !== null && labels[at] !== "PUNC") return labels[at];
      }
      return null;
    };
    const pick = [neighbour(-1), neighbour(1)].find((label) => label && found.has(label));
    take(index, pick ?? ["NAME", "SIZE", "PREP", "NOTE"].find((label) => found.has(label)));
  }
  const nameLeft = [...remaining.values()].some((counts) => (counts.get("NAME") ?? 0) > 0);
  return { tokens, labels, aligned: !nameLeft && labels.includes("NAME") === Boolean(item.labels.name.trim()) };
}

/**
 * What a labelled line should parse to, in the fields cases.jsonl uses, read from its token labels: the first amount
 * and the unit that belongs to it as a cook reads the line ("1 (14-oz) can" is one can, "2 x 400g cans" two cans,
 * "1 celery rib" one rib), where the source's columns list every amount and unit in reading order.
 */
export function expectedOf(item, tools) {
  const { tokens, labels } = alignLine(item, tools);
  const primary = tools.readAmounts(tokens, labels)[0];
  let quantity = null;
  let quantityMax = null;
  let unit = null;
  if (primary) {
    if (primary.quantityAt !== null) ({ quantity, quantityMax } = tools.quantityOf(tokens[primary.quantityAt]));
    if (primary.unitAt.length > 0) unit = primary.unitAt.map((index) => tokens[index].text).join(" ");
  }
  return { quantity, quantity_max: quantityMax, unit, name: item.labels.name };
}
