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
  /** The words and other feature values lines have shown, by number. */
  vocabulary: Vocabulary;
  /**
   * Per feature template, by its value's number: the feature's weights, or null when the weights do not know it;
   * for two values, by the first and then the second. So a word seen before costs one look-up of the word, not a
   * feature's name built and found among 20,000 for each of its features.
   */
  seen: (Float64Array | null | undefined)[][];
  seenPairs: Map<number, Float64Array | null>[][];
  /** How many features `seen` and `seenPairs` hold. */
  seenCount: number;
  /** The line being read's features. */
  features: FeatureList;
};

// What the tagger remembers starts again empty past these (some 10 MB), so an isolate that reads lines for days stays
// bounded; reading a recipe's lines fills it with a few hundred.
const VOCABULARY_LIMIT = 30_000;
const SEEN_LIMIT = 200_000;

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
    features: new FeatureList(),
    ...forgotten(),
  };
}

const forgotten = () => ({
  vocabulary: new Vocabulary(),
  seen: FEATURE_TEMPLATES.map(() => []),
  seenPairs: FEATURE_TEMPLATES.map(() => []),
  seenCount: 0,
});

function rowOf(tagger: Tagger, template: number, value: number, second: number): Float64Array | null {
  tagger.seenCount++;
  const feature = featureName(tagger.vocabulary, template, value, second);
  if (!Object.hasOwn(tagger.packed, feature)) return null;
  const row = new Float64Array(LABEL_COUNT);
  for (const pair of (tagger.packed[feature] as string).split(",")) {
    const [label, weight] = pair.split(":");
    row[Number.parseInt(label ?? "0", 36)] = Number.parseInt(weight ?? "0", 36);
  }
  return row;
}

function weightsOf(tagger: Tagger, template: number, value: number, second: number) {
  if (second < 0) {
    const seen = tagger.seen[template] as (Float64Array | null | undefined)[];
    // Filled up to the value rather than holes left: an array without holes is read fastest.
    while (seen.length <= value) seen.push(undefined);
    let row = seen[value];
    if (row === undefined) {
      row = rowOf(tagger, template, value, second);
      seen[value] = row;
    }
    return row;
  }
  const pairs = tagger.seenPairs[template] as Map<number, Float64Array | null>[];
  let seen = pairs[value];
  if (!seen) {
    seen = new Map();
    pairs[value] = seen;
  }
  let row = seen.get(second);
  if (row === undefined) {
    row = rowOf(tagger, template, value, second);
    seen.set(second, row);
  }
  return row;
}

/** Per token and label, the sum of the weights of the token's features: token × LABEL_COUNT + label. */
export function emissionScores(tagger: Tagger, tokens: readonly Token[], german: boolean): Float64Array {
  if (tagger.vocabulary.texts.length > VOCABULARY_LIMIT || tagger.seenCount > SEEN_LIMIT) {
    Object.assign(tagger, forgotten());
  }
  const scores = new Float64Array(tokens.length * LABEL_COUNT);
  const features = tagger.features;
  listLineFeatures(tokens, german, tagger.vocabulary, features);
  const data = features.data;
  for (let at = 0; at < features.length; at += 4) {
    const row = weightsOf(tagger, data[at + 1] as number, data[at + 2] as number, data[at + 3] as number);
    if (!row) continue;
    const offset = (data[at] as number) * LABEL_COUNT;
    for (let label = 0; label < LABEL_COUNT; label++)
      scores[offset + label] = (scores[offset + label] as number) + (row[label] as number);
  }
  return scores;
}

/** Parentheses stay in the chain of labels, so an aside ends where they close; other punctuation does not. */
const PARENTHESIS = /^[()[\]]$/;
export const inChain = (token: Token) => token.kind !== "punct" || PARENTHESIS.test(token.text);

/**
 * The best label sequence under the scores (per token, as emissionScores gives them or one array each). Punctuation
 * is always PUNC and nothing else is, so the model spends no weights on it; the transitions join the words on
 * either side of a comma or a slash, so what stands before a comma still counts after it ("1 cup coarse, dry
 * breadcrumbs" is one food).
 */
export function viterbi(
  tokens: readonly Token[],
  emissions: Float64Array | readonly Float64Array[],
  start: Float64Array,
  transitions: Float64Array,
): number[] {
  const scores = emissions instanceof Float64Array ? emissions : flatten(emissions);
  const path: number[] = [];
  const words: number[] = [];
  for (let index = 0; index < tokens.length; index++) {
    path.push(PUNC);
    if (inChain(tokens[index] as Token)) words.push(index);
  }
  const count = words.length;
  if (count === 0) return path;
  const best = new Float64Array(count * LABEL_COUNT).fill(Number.NEGATIVE_INFINITY);
  const back = new Int8Array(count * LABEL_COUNT);
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

function flatten(rows: readonly Float64Array[]): Float64Array {
  const flat = new Float64Array(rows.length * LABEL_COUNT);
  for (let token = 0; token < rows.length; token++) flat.set(rows[token] as Float64Array, token * LABEL_COUNT);
  return flat;
}

/** The labels of a line's tokens; `german` is whether the line reads as German (looksGerman). */
export function tagTokens(tagger: Tagger, tokens: readonly Token[], german: boolean): TagLabel[] {
  const labels = viterbi(tokens, emissionScores(tagger, tokens, german), tagger.start, tagger.transitions);
  return labels.map((label) => TAG_LABELS[label] as TagLabel);
}
