import {
  FEATURE_TEMPLATES,
  FeatureList,
  featureName,
  listLineFeatures,
  type Token,
  Vocabulary,
} from "./ingredient-tokens";

/**
 * The learned half of the ingredient parser: a linear sequence tagger (an averaged structured perceptron, trained by
 * scripts/train-ingredient-tagger.mjs) that gives every token of a line one label. Decoding is Viterbi over the
 * label sequence, so "1 celery rib" can read "rib" as the unit because of what stands before it.
 */
export const TAG_LABELS = ["QTY", "UNIT", "SIZE", "NAME", "PREP", "NOTE", "PUNC"] as const;
export type TagLabel = (typeof TAG_LABELS)[number];
const PUNC = TAG_LABELS.indexOf("PUNC");
const LABEL_COUNT = TAG_LABELS.length;

/**
 * The weights file: integer weights, `start[label]`, `transitions[from * labels + to]`, and for each feature the
 * labels it scores, packed as "label:weight,label:weight" (base 36), which gzip compresses well.
 */
export type TaggerWeights = {
  labels: readonly string[];
  start: readonly number[];
  transitions: readonly number[];
  features: Record<string, string>;
};

export type Tagger = {
  start: Float64Array;
  transitions: Float64Array;
  packed: Readonly<Record<string, string>>;
  memory: Memory;
  /** The features of the line being read, and its scores. */
  features: FeatureList;
  scores: Float64Array;
};

/**
 * What the tagger remembers of the features lines have needed, so that a word seen before costs a look-up of the
 * word, not for each of its 40 features a name built and found among 20,000. Past its limits it starts again empty,
 * so an isolate that reads lines for days holds at most about 10 MB; a recipe's lines fill it with a few hundred.
 */
type Memory = {
  /** The words and other feature values, by number. */
  vocabulary: Vocabulary;
  /** The weights of the features the weights know, LABEL_COUNT numbers each, in the order lines first needed them. */
  rows: Float64Array;
  rowCount: number;
  /**
   * Per template, by its value's number, or by both numbers when two values are both under SMALL: 0 when not
   * looked up yet, -1 when the weights do not know the feature, else its row + 1.
   */
  slots: Int32Array[];
  /**
   * The same for two values of which one is SMALL or more (two words): a hash table with open addressing, three
   * numbers a place: both values' numbers in one (-1 where the place is empty), the template, the slot.
   */
  pairTable: Int32Array;
  pairCount: number;
  /** How many features have been looked up. */
  looked: number;
};

const VOCABULARY_LIMIT = 30_000;
const LOOKED_LIMIT = 200_000;
const SMALL = 64;
const PAIR_FACTOR = 32_768;

/**
 * Costs next to nothing: a Worker isolate that reads one line must not first unpack 20,000 features (about 100 ms
 * of CPU), so each feature is unpacked when a line first needs it.
 */
export function createTagger(weights: TaggerWeights): Tagger {
  if (weights.labels.join() !== TAG_LABELS.join()) throw new Error("ingredient tagger: the weights' labels differ");
  return {
    start: Float64Array.from(weights.start),
    transitions: Float64Array.from(weights.transitions),
    packed: weights.features,
    memory: emptyMemory(),
    features: new FeatureList(),
    scores: new Float64Array(64 * LABEL_COUNT),
  };
}

const emptyMemory = (): Memory => ({
  vocabulary: new Vocabulary(),
  rows: new Float64Array(256 * LABEL_COUNT),
  rowCount: 0,
  slots: FEATURE_TEMPLATES.map(() => new Int32Array(SMALL)),
  pairTable: new Int32Array(1024 * 3).fill(-1),
  pairCount: 0,
  looked: 0,
});

/** A feature's row + 1, unpacked into the memory's rows, or -1 when the weights do not know it. */
function lookUp(tagger: Tagger, template: number, value: number, second: number): number {
  const memory = tagger.memory;
  memory.looked++;
  const feature = featureName(memory.vocabulary, template, value, second);
  if (!Object.hasOwn(tagger.packed, feature)) return -1;
  if ((memory.rowCount + 1) * LABEL_COUNT > memory.rows.length) {
    const grown = new Float64Array(memory.rows.length * 2);
    grown.set(memory.rows);
    memory.rows = grown;
  }
  const at = memory.rowCount * LABEL_COUNT;
  // "label:weight,label:weight", read in place rather than split into arrays.
  const packed = tagger.packed[feature] as string;
  for (let from = 0; from < packed.length; ) {
    const colon = packed.indexOf(":", from);
    const comma = packed.indexOf(",", colon);
    const end = comma < 0 ? packed.length : comma;
    const label = Number.parseInt(packed.slice(from, colon), 36);
    if (label >= 0 && label < LABEL_COUNT) memory.rows[at + label] = Number.parseInt(packed.slice(colon + 1, end), 36);
    from = end + 1;
  }
  return ++memory.rowCount;
}

function slotOf(tagger: Tagger, template: number, value: number, second: number): number {
  let index = value;
  if (second >= 0) {
    if (value >= SMALL || second >= SMALL) return pairSlotOf(tagger, template, value, second);
    index = value * SMALL + second;
  }
  let slots = tagger.memory.slots[template] as Int32Array;
  if (index >= slots.length) {
    const grown = new Int32Array(Math.max(index + 1, slots.length * 2));
    grown.set(slots);
    tagger.memory.slots[template] = grown;
    slots = grown;
  }
  let slot = slots[index] as number;
  if (slot === 0) {
    slot = lookUp(tagger, template, value, second);
    slots[index] = slot;
  }
  return slot;
}

// The high bits of the key times an odd constant (the low ones would follow the second number alone). A pair's
// templates share its place and lie side by side.
const pairPlace = (key: number, places: number) => Math.imul(key, 0x9e3779b1) >>> (Math.clz32(places) + 1);

function pairSlotOf(tagger: Tagger, template: number, value: number, second: number): number {
  // A line of thousands of new words goes without remembering its pairs rather than mixing up their numbers.
  if (value >= PAIR_FACTOR || second >= PAIR_FACTOR) return lookUp(tagger, template, value, second);
  const memory = tagger.memory;
  const key = value * PAIR_FACTOR + second;
  const table = memory.pairTable;
  const places = table.length / 3;
  let at = pairPlace(key, places);
  for (;;) {
    const stored = table[at * 3] as number;
    if (stored === -1) break;
    if (stored === key && table[at * 3 + 1] === template) return table[at * 3 + 2] as number;
    at = (at + 1) & (places - 1);
  }
  const slot = lookUp(tagger, template, value, second);
  table[at * 3] = key;
  table[at * 3 + 1] = template;
  table[at * 3 + 2] = slot;
  if (++memory.pairCount * 2 > places) growPairs(memory);
  return slot;
}

function growPairs(memory: Memory) {
  const old = memory.pairTable;
  const table = new Int32Array(old.length * 2).fill(-1);
  const places = table.length / 3;
  for (let from = 0; from < old.length; from += 3) {
    const key = old[from] as number;
    if (key === -1) continue;
    let at = pairPlace(key, places);
    while (table[at * 3] !== -1) at = (at + 1) & (places - 1);
    table[at * 3] = key;
    table[at * 3 + 1] = old[from + 1] as number;
    table[at * 3 + 2] = old[from + 2] as number;
  }
  memory.pairTable = table;
}

/**
 * Per token and label, the sum of the weights of the token's features: token × LABEL_COUNT + label. The array is
 * the tagger's own, kept from line to line; what stands past the line's tokens is no score.
 */
export function emissionScores(tagger: Tagger, tokens: readonly Token[], german: boolean): Float64Array {
  if (tagger.memory.vocabulary.texts.length > VOCABULARY_LIMIT || tagger.memory.looked > LOOKED_LIMIT) {
    tagger.memory = emptyMemory();
  }
  if (tokens.length * LABEL_COUNT > tagger.scores.length)
    tagger.scores = new Float64Array(tokens.length * LABEL_COUNT * 2);
  const scores = tagger.scores.fill(0, 0, tokens.length * LABEL_COUNT);
  const features = tagger.features;
  listLineFeatures(tokens, german, tagger.memory.vocabulary, features);
  const data = features.data;
  // listLineFeatures gives a token's features one after another, so its sums stay in variables until the next
  // token's begin; one for each of the seven labels (SEVEN fails to compile should their number change).
  const SEVEN: 7 = TAG_LABELS.length;
  let token = -1;
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let s4 = 0;
  let s5 = 0;
  let s6 = 0;
  for (let at = 0; at <= features.length; at += 4) {
    const next = at < features.length ? (data[at] as number) : -1;
    if (next !== token) {
      if (token >= 0) {
        const to = token * SEVEN;
        scores[to] = s0;
        scores[to + 1] = s1;
        scores[to + 2] = s2;
        scores[to + 3] = s3;
        scores[to + 4] = s4;
        scores[to + 5] = s5;
        scores[to + 6] = s6;
      }
      if (next < 0) break;
      token = next;
      s0 = s1 = s2 = s3 = s4 = s5 = s6 = 0;
    }
    const slot = slotOf(tagger, data[at + 1] as number, data[at + 2] as number, data[at + 3] as number);
    if (slot < 0) continue;
    const rows = tagger.memory.rows;
    const from = (slot - 1) * SEVEN;
    s0 += rows[from] as number;
    s1 += rows[from + 1] as number;
    s2 += rows[from + 2] as number;
    s3 += rows[from + 3] as number;
    s4 += rows[from + 4] as number;
    s5 += rows[from + 5] as number;
    s6 += rows[from + 6] as number;
  }
  return scores;
}

/** Parentheses stay in the chain of labels, so an aside ends where they close; other punctuation does not. */
const PARENTHESIS = /^[()[\]]$/;
export const inChain = (token: Token) => token.kind !== "punct" || PARENTHESIS.test(token.text);

// Viterbi's tables, kept from line to line rather than allocated for each.
let best = new Float64Array(64 * LABEL_COUNT);
let back = new Int8Array(64 * LABEL_COUNT);

/**
 * The best label sequence under the scores (token × LABEL_COUNT + label, as emissionScores gives them). Punctuation
 * is always PUNC and nothing else is, so the model spends no weights on it; the transitions join the words on
 * either side of a comma or a slash, so what stands before a comma still counts after it ("1 cup coarse, dry
 * breadcrumbs" is one food).
 */
export function viterbi(
  tokens: readonly Token[],
  scores: Float64Array,
  start: Float64Array,
  transitions: Float64Array,
): number[] {
  const path: number[] = [];
  const words: number[] = [];
  for (let index = 0; index < tokens.length; index++) {
    path.push(PUNC);
    if (inChain(tokens[index] as Token)) words.push(index);
  }
  const count = words.length;
  if (count === 0) return path;
  if (count * LABEL_COUNT > best.length) {
    best = new Float64Array(count * LABEL_COUNT * 2);
    back = new Int8Array(count * LABEL_COUNT * 2);
  }
  best.fill(Number.NEGATIVE_INFINITY, 0, count * LABEL_COUNT);
  back.fill(0, 0, count * LABEL_COUNT);
  for (let at = 0; at < count; at++) {
    const token = words[at] as number;
    const punct = (tokens[token] as Token).kind === "punct";
    for (let label = 0; label < LABEL_COUNT; label++) {
      if (punct !== (label === PUNC)) continue;
      const emission = scores[token * LABEL_COUNT + label] as number;
      if (at === 0) {
        best[label] = (start[label] as number) + emission;
        continue;
      }
      let top = Number.NEGATIVE_INFINITY;
      let from = 0;
      for (let previous = 0; previous < LABEL_COUNT; previous++) {
        const score =
          (best[(at - 1) * LABEL_COUNT + previous] as number) + (transitions[previous * LABEL_COUNT + label] as number);
        if (score > top) {
          top = score;
          from = previous;
        }
      }
      best[at * LABEL_COUNT + label] = top + emission;
      back[at * LABEL_COUNT + label] = from;
    }
  }
  let last = 0;
  for (let label = 1; label < LABEL_COUNT; label++) {
    if ((best[(count - 1) * LABEL_COUNT + label] as number) > (best[(count - 1) * LABEL_COUNT + last] as number)) {
      last = label;
    }
  }
  path[words[count - 1] as number] = last;
  for (let at = count - 1; at > 0; at--) {
    last = back[at * LABEL_COUNT + last] as number;
    path[words[at - 1] as number] = last;
  }
  return path;
}

/** The labels of a line's tokens; `german` is whether the line reads as German (looksGerman). */
export function tagTokens(tagger: Tagger, tokens: readonly Token[], german: boolean): TagLabel[] {
  const labels = viterbi(tokens, emissionScores(tagger, tokens, german), tagger.start, tagger.transitions);
  return labels.map((label) => TAG_LABELS[label] as TagLabel);
}
