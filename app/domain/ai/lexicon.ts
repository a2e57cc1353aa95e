import type { Allergen } from "~/domain/diets/vocabulary";
import { FOODS } from "./food-base";
import type { Kind, Trait } from "./foods";
import { GENERIC, GROUP_WORDS } from "./lexicon-words";
import { fold } from "./vocabulary";

/**
 * Reads food words out of free text in English and German: the engine's own foods by every name, and common foods it
 * never uses, so that text from an AI provider is checked as strictly as the built-in engine's. Terms are matched
 * longest first, so "coconut milk" is not milk, "butternut squash" holds no nut and "Erdnussmus" is peanut, not nut.
 * English terms match whole words and their plurals; German terms also match inside compounds ("Gemüsebrühe",
 * "Vollmilch"), because German writes foods together.
 */

export type Flags = { kinds: Kind[]; allergens: Allergen[]; traits: Trait[] };
type Term = { folded: string; german: boolean; foodId: string | null; flags: Flags; staple: boolean };
/** A food word in a text; `negated` when the text rules it out right there ("gluten free", "milchfrei"). */
type Match = { term: Term; text: string; negated: boolean };

const none: Flags = { kinds: [], allergens: [], traits: [] };

/** Endings a word may add to a term and still be that food: plurals, and German case endings. */
const ENGLISH_ENDINGS = ["", "s", "es"];
const GERMAN_ENDINGS = ["", "s", "es", "n", "en", "e", "er"];
/** Four-letter German heads that end compounds safely ("Bergkäse", "Weizenmehl", "Dijon-Senf"). */
const SHORT_HEADS = new Set(["kase", "mehl", "senf"]);

function merge(a: Flags, b: Partial<Flags>): Flags {
  const union = <T>(x: T[], y: T[] = []) => [...new Set([...x, ...y])];
  return {
    kinds: union(a.kinds, b.kinds),
    allergens: union(a.allergens, b.allergens),
    traits: union(a.traits, b.traits),
  };
}

function buildTerms(): Term[] {
  const terms = new Map<string, Term>();
  const add = (word: string, german: boolean, foodId: string | null, flags: Partial<Flags>, staple = false) => {
    const folded = fold(word);
    if (folded.length < 2) return;
    const existing = terms.get(folded);
    if (existing) {
      // A word that names an engine food keeps that food; generic words only add what they know.
      existing.flags = merge(existing.flags, flags);
      existing.german ||= german;
      return;
    }
    terms.set(folded, { folded, german, foodId, flags: merge(none, flags), staple });
  };
  for (const food of FOODS) {
    const flags = { kinds: food.kinds ?? [], allergens: food.allergens ?? [], traits: food.traits ?? [] };
    for (const name of [...food.en.split("|"), ...(food.ref?.[0].split("|") ?? [])])
      add(name, false, food.id, flags, food.staple);
    for (const name of [...food.de.split("|"), ...(food.ref?.[1].split("|") ?? [])])
      add(name, true, food.id, flags, food.staple);
    if (food.title) {
      add(food.title[0], false, food.id, flags, food.staple);
      add(food.title[1], true, food.id, flags, food.staple);
    }
    for (const alias of food.aliases ?? []) add(alias, false, food.id, flags, food.staple);
  }
  for (const [english, german, flags] of GENERIC) {
    for (const word of english) add(word, false, null, flags);
    for (const word of german) add(word, true, null, flags);
  }
  return [...terms.values()].sort((a, b) => b.folded.length - a.folded.length);
}

const TERMS = buildTerms();

/** Terms by their first two letters, and single-word German heads by their last four, each longest first. */
const BY_START = new Map<string, Term[]>();
const BY_END = new Map<string, Term[]>();
for (const term of TERMS) {
  const start = term.folded.slice(0, 2);
  BY_START.set(start, [...(BY_START.get(start) ?? []), term]);
  if (term.german && !term.folded.includes(" ") && (term.folded.length >= 5 || SHORT_HEADS.has(term.folded))) {
    const end = term.folded.slice(-4);
    BY_END.set(end, [...(BY_END.get(end) ?? []), term]);
  }
}

/** Whether `tail` (what follows a term inside a word) still leaves the word that food. */
function endsWell(term: Term, tail: string): boolean {
  if (term.folded.length < 4) return tail === "";
  return (term.german ? GERMAN_ENDINGS : ENGLISH_ENDINGS).includes(tail) || (term.german && term.folded.length >= 4);
}

/**
 * Every food term in the text, longest first at each place. A German term may start a compound ("Kichererbsencurry")
 * or end one ("Gemüsebrühe"); an English one must be the whole word or its plural.
 */
export function scanFoods(text: string): Match[] {
  const folded = ` ${fold(text)} `;
  const matches: Match[] = [];
  let position = 1;
  while (position < folded.length - 1) {
    const wordEnd = folded.indexOf(" ", position);
    const rest = folded.slice(position);
    const term = (BY_START.get(folded.slice(position, position + 2)) ?? []).find((candidate) => {
      if (!rest.startsWith(candidate.folded)) return false;
      const after = position + candidate.folded.length;
      return endsWell(candidate, folded.slice(after, folded.indexOf(" ", after)));
    });
    if (term) {
      const after = position + term.folded.length;
      const tailEnd = folded.indexOf(" ", after);
      const tail = folded.slice(after, tailEnd);
      const nextWord = folded.slice(tailEnd + 1, folded.indexOf(" ", tailEnd + 1));
      const negated = tail === "frei" || (tail === "" && (nextWord === "free" || nextWord === "frei"));
      matches.push({ term, text: term.folded, negated });
      // The rest of a German compound may name another food ("Kichererbsen|curry"); a plural ending does not.
      position = GERMAN_ENDINGS.includes(tail) ? tailEnd + 1 : after;
      continue;
    }
    const word = folded.slice(position, wordEnd);
    const head = (BY_END.get(word.slice(-4)) ?? []).find((candidate) => word.endsWith(candidate.folded));
    if (head) matches.push({ term: head, text: head.folded, negated: false });
    position = wordEnd + 1;
  }
  return matches;
}

/** The groups a phrase names ("no pork" names pork), folded and compared whole. */
function groupsNamed(phrase: string): string[] {
  const folded = fold(phrase);
  return Object.entries(GROUP_WORDS)
    .filter(([group, words]) => words.some((word) => fold(word) === folded) || fold(group) === folded)
    .map(([group]) => group);
}

/** The engine foods a word or phrase names: by a group it stands for, or by one of the food's names. */
export function foodsNamed(phrase: string): string[] {
  const folded = fold(phrase);
  if (!folded) return [];
  const groups = groupsNamed(folded);
  const byGroup = FOODS.filter((food) => food.groups?.some((group) => groups.includes(group))).map((food) => food.id);
  const byName = scanFoods(folded)
    .filter((match) => match.term.foodId && match.term.folded.length >= folded.length - 2)
    .map((match) => match.term.foodId as string);
  return [...new Set([...byGroup, ...byName])];
}
