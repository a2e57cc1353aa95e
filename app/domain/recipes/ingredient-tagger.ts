import { lineFeatures, type Token } from "./ingredient-tokens";

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
  /** Each feature's weights, unpacked the first time a line uses it. */
  rows: Map<string, Float64Array>;
};

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
    rows: new Map(),
  };
}

function rowOf(tagger: Tagger, feature: string): Float64Array | undefined {
  const known = tagger.rows.get(feature);
  if (known || !Object.hasOwn(tagger.packed, feature)) return known;
  const row = new Float64Array(LABEL_COUNT);
  for (const pair of (tagger.packed[feature] as string).split(",")) {
    const [label, weight] = pair.split(":");
    row[Number.parseInt(label ?? "0", 36)] = Number.parseInt(weight ?? "0", 36);
  }
  tagger.rows.set(feature, row);
  return row;
}

/** Per token and label, the sum of the weights of the token's features. */
export function emissionScores(tagger: Tagger, lineFeatureSets: readonly string[][]) {
  return lineFeatureSets.map((tokenFeatures) => {
    const scores = new Float64Array(LABEL_COUNT);
    for (const feature of tokenFeatures) {
      const row = rowOf(tagger, feature);
      if (!row) continue;
      for (let label = 0; label < LABEL_COUNT; label++)
        scores[label] = (scores[label] as number) + (row[label] as number);
    }
    return scores;
  });
}

/** Parentheses stay in the chain of labels, so an aside ends where they close; other punctuation does not. */
export const inChain = (token: Token) => token.kind !== "punct" || /^[()[\]]$/.test(token.text);

/**
 * The best label sequence under the scores. Punctuation is always PUNC and nothing else is, so the model spends
 * no weights on it; the transitions join the words on either side of a comma or a slash, so what stands before a
 * comma still counts after it ("1 cup coarse, dry breadcrumbs" is one food).
 */
export function viterbi(
  tokens: readonly Token[],
  emissions: readonly Float64Array[],
  start: Float64Array,
  transitions: Float64Array,
): number[] {
  const path = tokens.map(() => PUNC);
  const words = tokens.flatMap((token, index) => (inChain(token) ? [index] : []));
  const count = words.length;
  if (count === 0) return path;
  const best = new Float64Array(count * LABEL_COUNT).fill(Number.NEGATIVE_INFINITY);
  const back = new Int8Array(count * LABEL_COUNT);
  const emission = (at: number, label: number) => (emissions[words[at] as number] as Float64Array)[label] as number;
  const allowed = (at: number, label: number) => (tokens[words[at] as number]?.kind === "punct") === (label === PUNC);
  for (let label = 0; label < LABEL_COUNT; label++) {
    if (allowed(0, label)) best[label] = (start[label] as number) + emission(0, label);
  }
  for (let at = 1; at < count; at++) {
    for (let label = 0; label < LABEL_COUNT; label++) {
      if (!allowed(at, label)) continue;
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
      best[at * LABEL_COUNT + label] = top + emission(at, label);
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

export function tagTokens(tagger: Tagger, tokens: readonly Token[]): TagLabel[] {
  const emissions = emissionScores(tagger, lineFeatures(tokens));
  return viterbi(tokens, emissions, tagger.start, tagger.transitions).map((label) => TAG_LABELS[label] as TagLabel);
}
