import type { RecipeDraft, Section } from "~/domain/recipes/draft";
import { lookupUnit, matchUnit, unitKind } from "~/domain/recipes/units";
import type { Block } from "./page-blocks";
import { listParts, withoutStepLabel } from "./recipe-lines";
import {
  ENDS_SENTENCE,
  ENDS_STEP,
  HEDGE,
  hasAmount,
  isProse,
  letters,
  lineLetters,
  lowerWords,
  PART_OF,
  QUANTITY_START,
} from "./vocabulary";

/**
 * Some pages' markup lists the ingredients without their amounts ("Sojasauce") while the page shows them
 * ("2 EL Sojasauce"). When most marked-up lines lack an amount and the page shows most of them with more text, the
 * page's lines are taken: for each, the next shown line with an amount that names it, in the page's order.
 */
function withVisibleAmounts(recipe: RecipeDraft, blocks: Block[]): RecipeDraft {
  const lines = recipe.ingredients.flatMap((section) => section.items);
  if (lines.filter(hasAmount).length * 2 >= lines.length) return recipe;
  const visible = blocks
    .filter((block) => block.kind === "line" && block.text.length <= 200 && hasAmount(block.text))
    .map((block) => block.text);
  const lowered = visible.map((text) => text.toLowerCase());
  const used = new Set<number>();
  let cursor = -1;
  const ingredients = recipe.ingredients.map((section) => ({
    ...section,
    items: section.items.map((line) => {
      const name = line.toLowerCase();
      const names = (index: number) => !used.has(index) && wordAt(lowered[index] as string, name) > 0;
      let index = visible.findIndex((_, at) => at > cursor && names(at));
      if (index === -1) index = visible.findIndex((_, at) => names(at));
      if (index === -1) return line;
      used.add(index);
      cursor = index;
      return visible[index] as string;
    }),
  }));
  return used.size * 2 >= lines.length ? { ...recipe, ingredients } : recipe;
}

/** Where `words` stand in `text` as whole words, or -1. */
function wordAt(text: string, words: string): number {
  for (let at = text.indexOf(words); at !== -1; at = text.indexOf(words, at + 1)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + words.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return at;
  }
  return -1;
}

/**
 * The page's own consecutive lines that together are `line` (headings among them become section titles), when
 * there are at least two: the list the markup squashed into one line.
 */
function visibleLinesOf(line: string, blocks: Block[]): Section<"items">[] | null {
  const target = letters(line);
  for (const [start, first] of blocks.entries()) {
    if (first.kind !== "line" || !target.startsWith(letters(first.text))) continue;
    const before = blocks[start - 1];
    const sections: Section<"items">[] = [{ title: before?.kind === "heading" ? before.text : null, items: [] }];
    let matched = 0;
    for (let index = start; index < blocks.length && matched < target.length; index++) {
      const block = blocks[index] as Block;
      const text = letters(block.text);
      const continues = text.length > 0 && target.startsWith(text, matched);
      if (block.kind === "heading") {
        // A group's title, whether or not the markup kept it in the line.
        sections.push({ title: block.text, items: [] });
        if (continues) matched += text.length;
      } else if (continues) {
        (sections.at(-1) as Section<"items">).items.push(block.text);
        matched += text.length;
      } else break;
    }
    const found = sections.filter((section) => section.items.length > 0);
    if (matched === target.length && found.flatMap((section) => section.items).length >= 2) return found;
  }
  return null;
}

/**
 * Some pages' markup squashes the ingredient list into one line ("2 koolrabi 6 aardappelen 200 ml room …", or
 * comma-separated) while the page shows it line by line: the page's lines are taken.
 */
function withVisibleLines(recipe: RecipeDraft, blocks: Block[]): RecipeDraft {
  const lines = recipe.ingredients.flatMap((section) => section.items);
  const squashed = lines.length <= 2 ? lines.find((line) => line.length >= 60) : undefined;
  const shown = squashed ? visibleLinesOf(squashed, blocks) : null;
  if (!shown) return recipe;
  const ingredients =
    lines.length === 1
      ? shown
      : recipe.ingredients.flatMap((section) => (section.items.includes(squashed as string) ? shown : [section]));
  return { ...recipe, ingredients };
}

/**
 * Some pages' markup lists only the names of the ingredient groups ("Biscuit", "Ganache") while the page shows each
 * as a heading over its lines: the page's groups are taken.
 */
function withVisibleGroups(recipe: RecipeDraft, blocks: Block[]): RecipeDraft {
  const lines = recipe.ingredients.flatMap((section) => section.items);
  if (lines.some(hasAmount)) return recipe;
  const ingredients: Section<"items">[] = [];
  let from = 0;
  for (const line of lines) {
    const name = line.toLowerCase();
    const at = blocks.findIndex(
      (block, index) => index >= from && block.kind === "heading" && block.text.toLowerCase() === name,
    );
    if (at === -1) return recipe;
    const items: string[] = [];
    for (from = at + 1; blocks[from]?.kind === "line" && !isProse(blocks[from]?.text ?? ""); from++) {
      items.push((blocks[from] as Block).text);
    }
    if (items.length === 0) return recipe;
    ingredients.push({ title: line, items });
  }
  return { ...recipe, ingredients };
}

const words = (line: string) => new Set(lowerWords(line));
/** A word without its ending, for finding it in other forms ("spray", "sprayed"). */
const stem = (word: string) => word.slice(0, 5);
const numbers = (line: string) => (line.match(/\d+|[½⅓⅔¼¾⅛⅜⅝⅞]/g) ?? []).sort().join(" ");

/** One word in two forms: the same, or one the other's start ("båt" and "båter", "Rumpsteak" and "Rumpsteaks"). */
const sameWord = (one: string, other: string) =>
  one === other || (Math.min(one.length, other.length) >= 3 && (one.startsWith(other) || other.startsWith(one)));

/**
 * Whether a shown line says what a marked-up one says in other order or another form of its words: the same amounts,
 * all but one word alike.
 */
function sameLine(marked: string, shown: string): boolean {
  if (numbers(marked) !== numbers(shown)) return false;
  const a = [...words(marked)];
  const b = [...words(shown)];
  const alone = (these: string[], those: string[]) => these.filter((word) => !those.some((it) => sameWord(word, it)));
  return alone(a, b).length + alone(b, a).length <= 1;
}

/**
 * A line's numbers and words: a unit as the unit it names in any spelling ("tbsp", "tablespoon"), another word by its
 * first five letters.
 */
const matchTokens = (line: string): string[] =>
  Array.from(
    line
      .toLowerCase()
      .replace(/[½⅓⅔¼¾⅛⅜⅝⅞]/g, (fraction) => ` ${fraction.normalize("NFKD")}`)
      .match(/\p{L}+|\d+(?:[.,]\d+)?/gu) ?? [],
    (word) => lookupUnit(word) ?? stem(word),
  );

/**
 * Whether a shown line says what a marked-up one says (as `matchTokens`), in its own spelling of the units, perhaps
 * with more: the same amount first (a food named alone, "Salt", is in too many lines), then every word of the
 * marked-up line in order ("1 1/2 cups (300 g) dry red lentils" for "1 1/2 cups dry red lentils", "1 medium shallot,
 * thinly sliced" for "1 medium shallot").
 */
function saysWithMore(marked: string[], shown: string[]): boolean {
  if (!/^\d/.test(marked[0] ?? "") || marked[0] !== shown[0]) return false;
  let at = 0;
  for (const token of shown) if (token === marked[at]) at++;
  return at >= marked.length;
}

const AMOUNT = /^[\d½⅓⅔¼¾⅛⅜⅝⅞][\d\s.,/½⅓⅔¼¾⅛⅜⅝⅞–-]*/u;
/**
 * Whether a line opens with an amount in a unit of weight or volume ("1 ½ pounds boneless chicken, about 3 breasts,
 * cut into pieces."): an ingredient's line, however long it runs on and however it ends.
 */
function opensWithMeasure(line: string): boolean {
  const amount = AMOUNT.exec(line);
  const unit = amount && matchUnit(line.slice(amount[0].length).trim().split(/\s+/, 3));
  return !!unit && unitKind(unit.unit) !== "count";
}

/** A word that hedges the amount before it ("about 1 cup", "ca. 200 g"). */
const HEDGED = new RegExp(String.raw`^${HEDGE}\s+`, "iu");
/** The part of a food a line names before its amount ("Zest of 2 lemons"). */
const PART_OF_AMOUNT = new RegExp(String.raw`^${PART_OF}(?=[\d½⅓⅔¼¾⅛⅜⅝⅞])`, "iu");
const amountFirst = (line: string) => QUANTITY_START.test(line.replace(HEDGED, "").replace(PART_OF_AMOUNT, ""));
/** The share of lines that start with an amount, hedged or not (or are `alike` otherwise): how a list writes its lines. */
const amountFirstShare = (lines: string[], alike = amountFirst) =>
  lines.length === 0 ? 0 : lines.filter(alike).length / lines.length;

/**
 * The list the page shows (as the page reader found it), with its group titles, taken over the markup's when it
 * holds every marked-up line (all but one of a long markup that is a part of the page's list), in the page's own
 * wording ("1 mashed avocados" where the markup has "1 Numbers avocados mashed") or with more lines: the markup may
 * list one group of several, or leave lines out. Lines the markup does not have are taken between its lines; before
 * its first and after its last (whole groups too) only while they are written like the markup's lines (mostly
 * amounts first when those are), so a yield widget over the list and the equipment, nutrition or buttons under it
 * stay out. A short line without an amount the page sets right before one of the markup's lines is a group's title.
 * Never when the page's extra lines are the same list again in other units.
 */
function withVisibleList(recipe: RecipeDraft, _: Block[], shown: Section<"items">[]): RecipeDraft {
  const lines = recipe.ingredients.flatMap((section) => section.items);
  const style = amountFirstShare(lines);
  // The page's lines with a letter (a "4" alone is the yield widget's); a group's title set among them.
  const flat = shown.flatMap((section, group) =>
    section.items
      .filter((text) => /\p{L}/u.test(text))
      .map((text) => ({
        text,
        group,
        matched: false,
        title: false,
        kept: text,
        tokens: undefined as string[] | undefined,
      })),
  );
  const titles = new Set(shown.flatMap((section) => (section.title ? [letters(section.title)] : [])));
  let reworded = false;
  // A quarter of five marked-up lines or more may be ones the page does not show so (their amounts in other units,
  // say) where the page lists half as many lines again: the markup is a part of the page's list, which is taken.
  const missable = lines.length >= 5 && flat.length >= lines.length * 1.5 ? Math.floor(lines.length / 4) : 0;
  let missed = 0;
  for (const line of lines) {
    // The markup may keep a group's title among its lines ("For the sauce:"), which the page shows as a title.
    if (titles.has(letters(line))) {
      reworded = true;
      continue;
    }
    const free = (test: (candidate: string) => boolean) =>
      flat.findIndex((candidate) => !candidate.matched && test(candidate.text));
    const exact = free((candidate) => letters(candidate) === letters(line));
    const same = exact !== -1 ? exact : free((candidate) => sameLine(line, candidate));
    // A line the page shows with more (a note, the amount in other units) or with its units spelled out keeps the
    // markup's wording: what the markup lacks is the page's lines around it.
    const marked = same === -1 ? matchTokens(line) : [];
    const more =
      same !== -1
        ? -1
        : flat.findIndex((candidate) => {
            if (candidate.matched) return false;
            candidate.tokens ??= matchTokens(candidate.text);
            return saysWithMore(marked, candidate.tokens);
          });
    const found = flat[same !== -1 ? same : more];
    if (!found) {
      if (++missed > missable) return recipe;
      continue;
    }
    found.matched = true;
    // Nor is the same line with its amount moved after the food ("Mehl 250 g" for "250 g Mehl") a better wording.
    const amountLast = same !== -1 && exact === -1 && amountFirst(line) && !amountFirst(found.text);
    if (more !== -1 || amountLast) found.kept = line;
    reworded ||= exact === -1 && more === -1 && !amountLast;
  }
  // A short line without an amount right before one of the markup's lines is a group's title the page sets as a line.
  for (const [index, line] of flat.entries()) {
    const next = flat[index + 1];
    const short = !hasAmount(line.text) && line.text.split(/\s+/).length <= 5 && !ENDS_SENTENCE.test(line.text);
    const opens = next?.group === line.group && next.matched;
    line.title = !line.matched && short && opens;
  }
  // A food named alone ("Salz", "Pfeffer", "alternativ: Sahne") is written alike in any list; the lines around it
  // say how the segment is written.
  const writtenAlike = (segment: typeof flat, alike = amountFirst) => {
    const texts = segment.filter((line) => !line.title).map((line) => line.text);
    const measured = texts.filter((text) => hasAmount(text) || text.split(/\s+/).length > 2);
    return amountFirstShare(measured.length > 0 ? measured : texts, alike) >= style - 0.3;
  };
  // After the markup's last line, lines the method names (half their words of five letters or more, two at least,
  // endings aside) count as written alike however they are written: "cooking oil spray", "salt flakes, to serve", "the
  // zest from 4 large lemons" after a list of amounts; one such word alone may be a button's ("Checkout", "check").
  // Not whole groups: equipment is named in the method too ("staafmixer").
  let method: Set<string> | undefined;
  const named = (line: string) => {
    method ??= new Set(
      recipe.instructions.flatMap((section) => section.steps.flatMap((step) => lowerWords(step).map(stem))),
    );
    const words = lowerWords(line).filter((word) => word.length >= 5);
    return words.length >= 2 && words.filter((word) => method?.has(stem(word))).length * 2 >= words.length;
  };
  const taken = (segment: typeof flat) => writtenAlike(segment, (text) => amountFirst(text) || named(text));
  const firstGroup = flat.find((line) => line.matched)?.group ?? 0;
  const lastMatched = flat.findLastIndex((line) => line.matched);
  const lastGroup = flat[lastMatched]?.group ?? -1;
  // The markup breaks off inside one of the page's groups: it lists the first lines of a longer list, not whole groups.
  const brokenOff = flat.slice(lastMatched + 1).some((line) => line.group === lastGroup && !line.title);
  const kept: Section<"items">[] = [];
  const extra: string[] = [];
  for (const [group, section] of shown.entries()) {
    const items = flat.filter((line) => line.group === group);
    const first = items.findIndex((line) => line.matched);
    const last = items.findLastIndex((line) => line.matched);
    let from = 0;
    let to = items.length;
    if (first === -1) {
      // After the markup's groups, the page's further groups are taken only where the markup had one group of
      // several, broke off inside its last, or where most of the group's lines open with a weight or a volume; where
      // it ends with whole groups, what follows is otherwise something else (equipment, say).
      const later = group > lastGroup;
      const weighed = items.filter((line) => opensWithMeasure(line.text)).length * 2 > items.length;
      // A group of lines under a title of its own that the page's list goes on with ("Optional toppings:" / "sour
      // cream" / "avocado, sliced") is one however its lines are written; one line under a title is a tool as often.
      const titled = later && section.title !== null && items.length >= 2;
      if ((!writtenAlike(items) && !titled) || (later && firstGroup !== lastGroup && !brokenOff && !weighed)) {
        if (later) break;
        continue;
      }
    } else {
      // Before the markup's first line, the most lines next to it that are written alike; after its last, likewise.
      if (group === firstGroup) {
        from = first;
        for (let start = 0; start < first; start++) {
          if (writtenAlike(items.slice(start, first))) {
            from = start;
            break;
          }
        }
      }
      if (group === lastGroup) {
        to = last + 1;
        for (let end = items.length; end > last + 1; end--) {
          if (taken(items.slice(last + 1, end))) {
            to = end;
            break;
          }
        }
      }
    }
    let current: Section<"items"> = { title: section.title, items: [] };
    kept.push(current);
    for (const line of items.slice(from, to)) {
      if (line.title) {
        current = { title: line.text.replace(/[:：]$/, ""), items: [] };
        kept.push(current);
        continue;
      }
      current.items.push(line.kept);
      if (!line.matched) extra.push(line.text);
    }
  }
  const food = (line: string) => line.toLowerCase().split(/\s+/).slice(-2).join(" ");
  const foods = new Set(lines.map(food));
  const again = extra.filter((line) => foods.has(food(line))).length;
  const ingredientsAll = extra.every((line) =>
    opensWithMeasure(line) ? line.length <= 200 : line.length <= 120 && !isProse(line),
  );
  // Only when the page adds lines or wording, and keeps the groups the list already has.
  const titled = (sections: Section<"items">[]) => sections.filter((section) => section.title).length;
  const ingredients = kept.filter((section) => section.items.length > 0);
  const adds = extra.length > 0 || reworded;
  if (!adds || titled(ingredients) < titled(recipe.ingredients)) return recipe;
  return ingredientsAll && again * 2 <= extra.length ? { ...recipe, ingredients } : recipe;
}

/** The rest of a line split off at a comma: a space or a small letter first (" minced", "cut into pieces"). */
const LINE_REST = /^(?:\s|\p{Ll})/u;

/**
 * Some pages' markup splits lines at their commas ("1" | "5 TL Senf" for "1,5 TL Senf", "250 g Schweinefleisch" |
 * "in Stücken"): consecutive marked-up lines that together are one line the page shows become that line. A lone
 * number is never a line, so it is joined to the next even where the page does not show the line whole.
 */
function withVisibleFragments(recipe: RecipeDraft, blocks: Block[]): RecipeDraft {
  const shown = new Map<string, string>();
  // A line the page shows with an aside the markup dropped ("3 lb short ribs (1.5 kg), cut into pieces" for "3 lb
  // short ribs" | "cut into pieces"), by its letters without the aside.
  const asides = new Map<string, string>();
  for (const block of blocks) {
    if (block.kind !== "line" || block.text.length > 200) continue;
    shown.set(lineLetters(block), block.text);
    if (block.text.includes("(")) asides.set(letters(block.text.replace(ASIDE, "")), block.text);
  }
  let changed = false;
  const ingredients = recipe.ingredients.map((section) => {
    const items: string[] = [];
    const lines = section.items;
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index] as string;
      let joined: string | undefined;
      let taken = 1;
      if (!shown.has(letters(line))) {
        for (let count = 2; count <= 4 && index + count <= lines.length && !joined; count++) {
          const parts = lines.slice(index, index + count);
          const key = letters(parts.join(""));
          // Without the aside only where the later parts read as a line's rest: " minced", "cut into pieces".
          const rests = parts.slice(1).every((part) => LINE_REST.test(part));
          joined = shown.get(key) ?? (rests ? asides.get(key) : undefined);
          taken = count;
        }
      }
      const next = lines[index + 1];
      if (!joined && /^\d+$/.test(line.trim()) && next !== undefined && /^\d/.test(next.trim())) {
        joined = `${line.trim()},${next.trim()}`;
        taken = 2;
      }
      if (joined) {
        items.push(joined);
        index += taken - 1;
        changed = true;
      } else items.push(line);
    }
    return { ...section, items };
  });
  return changed ? { ...recipe, ingredients } : recipe;
}

/** An aside in brackets. */
const ASIDE = /\s*\([^()]*\)/g;

/**
 * Some pages' markup shortens the lines the page shows ("4 Rumpsteak" where the page says "4 Rumpsteaks (à 200–250
 * g)", a note in brackets dropped): a marked-up line is replaced by the line of the page's list that begins with it,
 * word by word (as `matchTokens`: allowing endings, fractions and units written otherwise), and goes on with words or
 * notes of its own.
 */
function withVisibleDetail(recipe: RecipeDraft, _: Block[], list: Section<"items">[]): RecipeDraft {
  const shown = list.flatMap((section) => section.items);
  if (shown.length === 0) return recipe;
  const shownWords = shown.map(matchTokens);
  // A markup whose lines have lost every aside and note the page's lines show ("16 whole graham crackers" for "16
  // whole (227 grams) graham crackers", no line of it with a bracket or a comma, where two of the page's have one)
  // has dropped them inside lines too: the page's lines without their asides are matched as well.
  const marked = recipe.ingredients.flatMap((section) => section.items);
  const stripped =
    !marked.some((line) => /[(,]/.test(line)) && shown.filter((line) => /[(,]/.test(line)).length >= 2
      ? shown.map((line) => matchTokens(line.replace(ASIDE, "")))
      : null;
  const used = new Set<number>();
  let changed = false;
  const opensWith = (candidate: string[], words: string[]) =>
    candidate.length >= words.length && words.every((word, position) => candidate[position] === word);
  const fuller = (line: string) => {
    const words = matchTokens(line);
    if (words.length === 0 || shown.includes(line)) return line;
    const at = shownWords.findIndex(
      (candidate, index) =>
        !used.has(index) &&
        candidate.length > words.length &&
        (opensWith(candidate, words) || (stripped !== null && opensWith(stripped[index] as string[], words))),
    );
    if (at === -1) return line;
    used.add(at);
    changed = true;
    return shown[at] as string;
  };
  const ingredients = recipe.ingredients.map((section) => ({ ...section, items: section.items.map(fuller) }));
  return changed ? { ...recipe, ingredients } : recipe;
}

/**
 * A marked-up list of one line that is a whole list written as one paragraph, as newspapers print it and some markup
 * keeps it ("Für den Teig: 500 g Mehl, 1 Würfel Hefe, 250 ml Milch, …" as the only `recipeIngredient`) where the page
 * does not show it otherwise: its lines, under its group's title if it names one, as the page reader reads such a
 * paragraph.
 */
function withListsInLines(recipe: RecipeDraft): RecipeDraft {
  const [section, ...others] = recipe.ingredients.filter((part) => part.items.length > 0);
  const list =
    section && others.length === 0 && section.items.length === 1 ? listParts(section.items[0] as string) : null;
  return list
    ? { ...recipe, ingredients: [{ title: list.title ?? section?.title ?? null, items: list.lines }] }
    : recipe;
}

/**
 * A recipe's ingredient list from the markup, set right by what the page itself shows (its blocks, and `shown`, the
 * ingredient list the page reader found): its groups, its lines, its amounts, its whole list, its fuller wording.
 * Markup is written by a site's software and the page for its readers; where they disagree in one of these known
 * ways, the page is right, and no detail the page shows is lost.
 */
export const asShown = (recipe: RecipeDraft, blocks: Block[], shown: Section<"items">[]) =>
  [
    withVisibleGroups,
    withVisibleLines,
    withVisibleFragments,
    withVisibleAmounts,
    withVisibleList,
    withVisibleDetail,
    withListsInLines,
  ].reduce((repaired, repair) => repair(repaired, blocks, shown), recipe);

/** An ellipsis that cuts a step short ("Den Teig …", "Mix the flour..."). */
const BROKEN_OFF = /\s*(?:\.{3}|…)\s*$/u;
/** A step's letters without the ellipsis that cut it short. */
const stepLetters = (step: string) => letters(step.replace(BROKEN_OFF, ""));

/**
 * The markup's steps set right by the method the page shows (as the page reader found it), when every marked-up step
 * is there in the page's order: a step the markup cut short ("Den Ofen vorheizen. Den …") takes the page's whole
 * wording, and a method the markup runs together into one step is split as the page shows it (and, broken off with an
 * ellipsis, goes on to the page's last step), and a method the markup gives only the first group of goes on with the
 * page's further groups, or only the first items of the page's one list of steps with that list's further items.
 * Otherwise the markup's steps stay: they are the site's own, and the page reader's method may end a line too late.
 */
export function stepsAsShown(recipe: RecipeDraft, shown: Section<"steps">[], blocks: Block[]): RecipeDraft {
  const page = shown.flatMap((section) => section.steps);
  if (page.length === 0 || recipe.instructions.length === 0) return recipe;
  const pageLetters = page.map(letters);
  /** The page's steps from `from` on that are the marked-up step (`cut`: or begin with it), as [from, to), or null. */
  const shownAs = (target: string, cut: boolean, from: number): [number, number] | null => {
    let joined = "";
    for (let to = from; to < page.length; to++) {
      joined += pageLetters[to];
      if (joined === target || (cut && joined.startsWith(target))) return [from, to + 1];
      if (!target.startsWith(joined)) return null;
    }
    return null;
  };
  // The markup's whole method as one step: the page's steps are its steps. Otherwise each marked-up step stays one.
  const single = recipe.instructions.reduce((count, section) => count + section.steps.length, 0) === 1;
  let start = -1;
  let cursor = 0;
  let changed = false;
  const instructions: Section<"steps">[] = [];
  for (const section of recipe.instructions) {
    const steps: string[] = [];
    for (const step of section.steps) {
      const target = stepLetters(step);
      // A step that ends its sentence is whole; one that breaks off may go on on the page.
      const cut = !ENDS_STEP.test(step.trim()) || BROKEN_OFF.test(step);
      let found: [number, number] | null = null;
      for (let from = cursor; from < page.length && !found && target; from++) found = shownAs(target, cut, from);
      if (!found) return recipe;
      const [from, to] = found;
      if (start === -1) start = from;
      const whole = page.slice(from, to);
      if (single && whole.length > 1) for (const line of whole) steps.push(line);
      else if (cut && letters(whole.join("")) !== target) steps.push(whole.join(" "));
      else steps.push(step);
      changed ||= steps.at(-1) !== step;
      cursor = to;
    }
    instructions.push({ ...section, steps });
  }
  // The page's further steps after a method run together into one step and broken off; or the markup gave only the
  // first of the page's groups of steps: its steps end where a group ends, and further groups under headings of their
  // own hold more steps than it has. Other lines after a method may be its notes or a blog's walk-through, which the
  // page reader may take for steps. Else the marked-up steps may be the first items of the page's list of steps.
  const brokenOff = single && BROKEN_OFF.test(recipe.instructions.at(-1)?.steps.at(-1) ?? "");
  let end = 0;
  const atSection = shown.some((section, index) => {
    end += section.steps.length;
    return end === cursor && shown[index + 1]?.title;
  });
  if (!brokenOff && !atSection && cursor < page.length) {
    const rest = listGoesOn(page.slice(start, cursor), page.slice(cursor), blocks);
    if (rest.length > 0) {
      (instructions.at(-1) as Section<"steps">).steps.push(...rest);
      changed = true;
    }
  } else if ((brokenOff && cursor < page.length) || (atSection && page.length - cursor > cursor - start)) {
    let at = 0;
    for (const section of shown) {
      const rest = section.steps.slice(Math.max(0, cursor - at));
      at += section.steps.length;
      if (rest.length === section.steps.length && section.title) instructions.push({ ...section, steps: rest });
      else if (rest.length > 0) (instructions.at(-1) as Section<"steps">).steps.push(...rest);
    }
    changed = true;
  }
  return changed ? { ...recipe, instructions } : recipe;
}

/**
 * The page's steps after the marked-up ones that are further items of the one list the marked-up ones are the first
 * items of (an `<ol>` of the whole method, whose first part a site's software marked up), or further lines of the
 * boxes the page's own class names say hold the method (a card's method in groups, a list each, whose first group
 * the markup has), up to the first that is not, where they are half as many as the marked-up ones or more: a list's
 * items and a method's box are its steps, where notes and a blog's walk-through stand outside them.
 */
function listGoesOn(matched: string[], after: string[], blocks: Block[]): string[] {
  const places = new Map<string, { group?: number; method: boolean; item: boolean }>();
  for (const block of blocks) {
    if (block.kind !== "line") continue;
    // A step's line as the page reader gives it: without a label glued to it ("Step 1In a skillet").
    const step = withoutStepLabel(block.text);
    const key = step === block.text ? lineLetters(block) : letters(step);
    const method = block.hint === "instructions";
    const place = places.get(key);
    // A line the page shows twice (a post's walk-through, then the card) is the method's where either place is.
    if (!place) places.set(key, { group: block.group, method, item: block.item === true });
    else place.method ||= method;
  }
  const placeOf = (step: string) => places.get(letters(step));
  const group = placeOf(matched[0] ?? "")?.group;
  const inList = (step: string) =>
    group !== undefined && placeOf(step)?.item === true && placeOf(step)?.group === group;
  const inMethod = (step: string) => placeOf(step)?.method === true;
  // A list that goes on by a line or two after a whole method holds what the site left out of it on purpose (a call
  // to download its app); one that goes on by half as many steps again is a method the markup cut.
  for (const goesOn of [inList, inMethod]) {
    if (!matched.every(goesOn)) continue;
    const rest: string[] = [];
    for (const step of after) {
      if (!goesOn(step)) break;
      rest.push(step);
    }
    if (rest.length * 2 >= matched.length) return rest;
  }
  return [];
}
