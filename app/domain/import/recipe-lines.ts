import type { Section } from "~/domain/recipes/draft";
import { endsWithEastAsianAmount } from "~/domain/recipes/east-asian-line";
import { UNIT_WORDS } from "~/domain/recipes/units";
import { oncePer } from "~/lib/once-per";
import {
  AS_NEEDED_LAST,
  countsWhatFor,
  ENDS_SENTENCE,
  ENDS_STEP,
  HEDGE,
  HOUR_WORDS,
  INGREDIENT_HEADINGS,
  INSTRUCTION_HEADINGS,
  isProse,
  isSeasoningLine,
  letters,
  lineLetters,
  lowerWords,
  MINUTE_WORDS,
  NOTE_WORDS,
  NOTES_HEADING,
  NUTRIENT_LINE,
  OTHER_HEADINGS,
  opensWithCountWord,
  PART_OF,
  PURPOSE_LAST,
  QUANTITY_START,
  SENTENCE_MARKS,
  VALUE_LABELS,
} from "./vocabulary";

/**
 * A recipe's lists read from its lines of text, wherever the lines came from: a web page's blocks (headings, list
 * items, paragraphs) or what OCR or a cook's paste gave. Each line is scored by its shape as an ingredient and as a
 * step (an amount at its start, a unit, its length, whether it is a sentence, a number before it, its neighbours,
 * and on pages the list it sits in and what the page's class names call it); heading words are one feature among
 * them, never a requirement. The lists are then the best reading of the whole sequence: one run of ingredient
 * lines (group titles inside it), one run of steps after it (or, less likely, before it), everything else outside.
 * See ADR 011.
 */

export type RecipeLine = {
  text: string;
  /**
   * A heading's rank: 1–6 as on the page, 7 for a bold line of its own, 8 for a short line ending in a colon, 9 for a
   * table's row of column names.
   */
  heading?: number;
  /** A blank line (text) or a new paragraph came before it. */
  gap?: boolean;
  /** Drawn as a list item or with a bullet. */
  item?: boolean;
  /** In a numbered list. */
  ordered?: boolean;
  /** Lines in the same list, table or box share this number (pages only). */
  group?: number;
  /** What the page's own class and id names say the line's box holds (pages only). */
  hint?: "ingredients" | "instructions" | "neither";
  /** The line's letters, kept once worked out (`lineLetters`). */
  letters?: string;
};

/** The rank of a line that stands alone as a heading: a short bold line, a list's name, a short "…:" line. */
export const PSEUDO_HEADING_LEVEL = 7;
/**
 * The rank of a table's row of column names ("Menge | Einheit | Zutat", "Amount | Ingredient"): it sets the rows apart
 * from what stands before them, as a heading does, and names no group or part of the recipe.
 */
export const COLUMN_NAMES_LEVEL = 9;
/** A group's or part's title from the heading over it; none from a row of column names. */
const titleOf = (line: RecipeLine) => (line.heading === COLUMN_NAMES_LEVEL ? null : headingText(line.text));

/** A list's or method's name on a line of its own ("Zutaten", "Method:"), few words and no more. */
const namesPart = (text: string) => {
  if (text.length > 50 || text.split(/\s+/).length > 4) return false;
  const named = headingText(text);
  const method = named.match(INSTRUCTION_HEADINGS);
  // "Zubereitung 50 min", "Preparazione: 20 min": the time it takes, not the method's heading.
  if (method) return !TIME_ALONE.test(named.slice(method[0].length).replace(/^[\s:：-]+/, ""));
  return INGREDIENT_HEADINGS.test(named);
};

/** A heading that names a part of a recipe (its ingredients, method, notes…) rather than the dish. */
export const isPartHeading = (text: string) =>
  namesPart(text) || OTHER_HEADINGS.test(headingText(text)) || PART_WORDS.test(text);
/** Words that name the method wherever they stand in a heading ("Recipe Instructions", "Cooking Directions"). */
const METHOD_WORD = "instructions|directions|method|zubereitung|préparation";
const METHOD_WORDS = new RegExp(`\\b(?:${METHOD_WORD})\\b`, "i");
/** Words that name a part wherever they stand in a heading ("Ingredients of Zen Avocado Toast"). */
const PART_WORDS = /* @__PURE__ */ new RegExp(
  `\\b(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|${METHOD_WORD}|recipes|rezepte|recettes|why you(?:'|’)ll love)\\b`,
  "i",
);

/**
 * A line that is not marked as a heading but reads as one, on a page or in text: a list's name on its own, or a
 * short line ending in a colon without an amount ("Für den Teig:").
 */
function asHeading(line: RecipeLine): RecipeLine {
  if (line.heading !== undefined) return line;
  if (namesPart(line.text)) return { ...line, heading: PSEUDO_HEADING_LEVEL };
  if (line.text.length <= 40 && /[:：]$/.test(line.text) && !/\d/.test(line.text)) {
    return { ...line, heading: PSEUDO_HEADING_LEVEL + 1 };
  }
  return line;
}

/**
 * A list written as one paragraph, as newspapers and magazines print it ("Für den Teig: 500 g Mehl, 1 Würfel Hefe,
 * 250 ml Milch, Salz"): its group's title and its lines, each on its own. Only where most parts, the first among them,
 * start with an amount and none names a cooking verb in lower case, as a step's clauses do ("2 EL Öl erhitzen, 200 ml
 * Brühe angießen"); "1,5 kg" is one amount (no space after its comma).
 */
function listInLine(line: RecipeLine): RecipeLine[] {
  const list = line.heading === undefined ? listParts(line.text) : null;
  if (!list) return [line];
  const { text: _, heading: __, ...context } = line;
  return [
    ...(list.title !== null ? [{ text: `${list.title}:`, heading: PSEUDO_HEADING_LEVEL + 1 }] : []),
    ...list.lines.map((text) => ({ ...context, text, item: true })),
  ];
}

/** A list written as one line (`listInLine`): its group's title, if it names one, and its lines; null if it is none. */
export function listParts(text: string): { title: string | null; lines: string[] } | null {
  if (!/[,;]\s.*[,;]\s/.test(text)) return null;
  // The title may say for how many: "Zutaten für 4 Personen: …".
  const title = /^([^:]{2,40}):\s+/.exec(text);
  const named = title?.[1] ?? "";
  const titled = title !== null && words(named) <= 4 && (!/\d/.test(named) || INGREDIENT_HEADINGS.test(named));
  const rest = titled ? text.slice((title as RegExpExecArray)[0].length) : text;
  const parts = rest.split(/[,;]\s+/).map((part) => part.replace(/[.;]$/, "").trim());
  if (parts.length < 3) return null;
  const amounts = parts.filter(hasAmountFirst).length;
  if (!hasAmountFirst(parts[0] as string) || amounts * 3 < parts.length * 2) return null;
  // A word in "-ing" names a food's kind in a list ("baking powder", "cooking oil"), not what to do.
  const verb = /(?<!\p{L})\p{Ll}+(?<!ing)(?!\p{L})/gu;
  const steplike = parts.some(
    (part) =>
      words(part) > 8 || Array.from(part.matchAll(verb), ([word]) => word).some((word) => COOKING_VERBS.has(word)),
  );
  if (steplike) return null;
  return { title: titled ? named : null, lines: parts.filter(Boolean) };
}

/** A name before a colon at a line's start and what follows it: "Zutaten: 200 g Mehl", "Method: Beat the eggs …". */
const NAME_BEFORE_COLON = /^([^:：]{2,40})[:：]\s+(\S.*)$/su;

/**
 * A list's or the method's name and the first line of it, set on one line as old blogs set them in bold ("Zutaten:
 * 200 g Mehl", "Method: Beat the eggs with the sugar."): the list's name before a line with an amount, the method's
 * (a word or two) before a sentence. A card's field ("Method: Stovetop", "Preparation: 10 min"), a note ("Ingredient
 * note: …") or a part's step ("To make the sauce: whisk …") is one line.
 */
function namedFirstLine({ heading, text }: RecipeLine): [string, string] | null {
  const named = heading === undefined ? NAME_BEFORE_COLON.exec(text) : null;
  if (!named) return null;
  const [, name = "", rest = ""] = named;
  if (!namesPart(name)) return null;
  const list = words(name) <= 4 && INGREDIENT_HEADINGS.test(name) && hasAmountFirst(rest) && /\p{L}/u.test(rest);
  const method = words(name) <= 2 && INSTRUCTION_HEADINGS.test(name) && words(rest) >= 3 && !TIME_FIRST.test(rest);
  return list || method ? [name, rest] : null;
}

/**
 * A line of a page or a text as the reader's lines: a list's or the method's name and its first line on one line as
 * that heading and that line (`namedFirstLine`); a heading word or a short "…:" line alone as a heading
 * (`asHeading`); a list written as one paragraph as its lines (`listInLine`).
 */
export function readLine(line: RecipeLine): RecipeLine[] {
  const named = namedFirstLine(line);
  if (!named) return listInLine(asHeading(line));
  const { text: _, ...context } = line;
  return [
    { ...context, text: `${named[0]}:`, heading: PSEUDO_HEADING_LEVEL },
    ...listInLine(asHeading({ ...context, text: named[1] })),
  ];
}

/**
 * Lines a paragraph sets under each other with line breaks, as old blogs and hand-written pages write a list without
 * list markup ("2 cups flour<br>1 tsp salt<br>…"): a list's items when there are three or more, half of them start
 * with an amount and none runs on as a paragraph.
 */
export const isBrokenList = (texts: string[]) =>
  texts.length >= 3 &&
  texts.filter((text) => hasAmountFirst(text) || WORD_FIRST.test(text)).length * 2 >= texts.length &&
  texts.every((text) => text.length <= 160);

/** The features a line is scored by, in the order of every weight vector. */
export const FEATURES = [
  "bias",
  "amountFirst",
  "countWordFirst",
  "unitAfterAmount",
  "amountLast",
  "nameColonAmount",
  "words1to4",
  "words5to10",
  "words11to25",
  "wordsOver25",
  "sentenceEnd",
  "innerSentence",
  "numbered",
  "cookingCue",
  "startsLower",
  "item",
  "ordered",
  "hintIngredients",
  "hintInstructions",
  "underIngredientHeading",
  "underMethodHeading",
  "neighboursWithAmount",
  "neighboursSentences",
  "groupWithAmount",
  "groupSentences",
  "paragraphSentence",
  "firstPerson",
  "exclaimsOrAsks",
  "verbFirst",
  "verbInside",
  "periodEnd",
  // Where a line stands against the ingredient list read first (for the method only).
  "justAfterList",
  "soonAfterList",
  "farAfterList",
  "beforeList",
  "noList",
] as const;
export type Feature = (typeof FEATURES)[number];
const FEATURE_INDEX = Object.fromEntries(FEATURES.map((feature, index) => [feature, index])) as Record<Feature, number>;
/** Weights per feature for the log-odds of a line being an ingredient and being a step. */
export type LineWeights = { ingredient: Record<Feature, number>; step: Record<Feature, number> };

const FRACTIONS = "½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞";
/** A word or phrase as a pattern that matches it as written: its signs escaped, any space between its words. */
const asWritten = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
/**
 * Units and measures the ingredient parser has no words for (`UNIT_WORDS` is English and German): the other languages
 * recipes are written in, and longer forms ("grammes", "litres").
 */
const OTHER_UNITS =
  "grs|gram(?:s|m|me|mes|os|mi)?|kilo(?:gram(?:s|m)?)?|lt|lit(?:er|re)s?|pkgs?|packungen?|fl|cs|cc|càs|càc|cuillères?|cuil|c\\.à\\.s|c\\.à\\.c|gousses?|pincées?|tranches?|boîtes?|cucharadas?|cucharaditas?|cdas?|cdtas?|tazas?|dientes?|pizcas?|latas?|cucchiai|cucchiaini?|cucchiaio|spicchi|pizzico|bustine?|eetlepels?|theelepels?|teentjes?|stuks?|blikjes?|snufje|msk|tsk|ss|ts|kryddmått|krm|nypa|fed|fedd|dåser?|łyżk[ai]|łyżeczk[ai]|szklank[ai]|ząbki?|evőkanál|ek|kk|gerezd|csipet|ks|lžíce|lžičky?|hrnek|stroužky?|κ\\.σ\\.|κ\\.γ\\.|φλιτζάνια?|γρ\\.?";
/** A unit after an amount: one the ingredient parser knows (any of its words, as written) or another language's. */
const UNIT = `(?:${UNIT_WORDS.map(asWritten).join("|")}|${OTHER_UNITS})`;
const NUMBER_WORDS =
  "(?:a|an|one|two|three|four|five|six|half|ein|eine|einen|zwei|drei|vier|fünf|halbe?|un|une|deux|trois|quatre|uno|una|dos|tres|cuatro|due|tre|quattro|een|twee|drie|vier|en|ett|to|tre|fire|egy|két|három)";
const AMOUNT = `(?:\\d+(?:[.,/]\\d+|\\s+\\d\\/\\d+)?(?:\\s*[${FRACTIONS}])?|[${FRACTIONS}])(?:\\s*(?:-|–|to|bis|à|a)\\s*\\d+(?:[.,/]\\d+)?)?`;
/** An amount opening a line, hedged ("ca. 200 g") or after the part of a food it names ("Zest of 2 lemons"). */
const AMOUNT_FIRST = new RegExp(`^(?:ca\\.?\\s*|approx\\.?\\s*|about\\s*|~\\s*|${PART_OF})?${AMOUNT}`, "iu");
/** A count in words or an article ("one onion", "a pinch", "une gousse"), weaker than digits: sentences start so too. */
const WORD_FIRST = new RegExp(`^${NUMBER_WORDS}\\s`, "iu");
/** How full or big a measure is, between the amount and its unit: "1 gestr. TL", "1 gehäufter EL", "1 kleine Dose". */
const MEASURE_SIZE =
  "(?:(?:gestr|geh|kl|gr|mittl)\\.|gestrichene[rns]?|gehäufte[rns]?|kleine[rns]?|große[rns]?|mittelgroße[rns]?|level|heaped|heaping|rounded|small|medium|large)";
const UNIT_AFTER_AMOUNT = new RegExp(`^(?:ca\\.?\\s*)?${AMOUNT}\\s*(?:${MEASURE_SIZE}\\s+)?${UNIT}(?![\\p{L}])`, "iu");
/** What an amount ending a line may have after it: its unit, a size or both ("250 g", "3 medium", "1 small head"). */
const SIZE_OR_UNIT = `(?:${MEASURE_SIZE}(?:\\s+${UNIT})?|${UNIT})\\.?`;
/** An amount ending a line, as lines that name the food first write it: "Zwiebel 1", "Mehl 250 g", "Potatoes 3 medium". */
const AMOUNT_LAST = new RegExp(`(?:^|\\s|:)${AMOUNT}\\s*(?:${SIZE_OR_UNIT})?\\s*(?:\\(.*\\))?$`, "iu");
/**
 * An amount and a short word or two with a full stop each ending a line: a unit abbreviated in any language ("Krůtí
 * šunka 3 plát.", "Sahne 1 Pck.", "Mąka 2 szkl.", "Томатная паста — 2 ст. л."), whose full stop ends no sentence; or
 * a unit of three letters or fewer in a script other than Latin's, which needs none ("Капуста — 300 г"), or a word in
 * a script that writes no spaces between words ("หมูสับ 200 กรัม"). A time ("… 20 min.") is not one.
 */
const ABBREVIATION_LAST = new RegExp(
  `(?:^|\\s)${AMOUNT}\\s*(?!(?:${MINUTE_WORDS}|${HOUR_WORDS})\\.$)(?:(?:\\p{L}{1,5}\\.\\s*){1,2}|(?:(?!\\p{Script=Latin})\\p{L}){1,3}|[\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Myanmar}\\p{Script=Khmer}]{1,12})$`,
  "iu",
);
/** An amount and its unit or size ending a short line: "Tomaten 1 kg", "Olivenöl 3 EL", "Onion 1 large". */
const UNIT_LAST = new RegExp(`(?:^|\\s|:)${AMOUNT}\\s*${SIZE_OR_UNIT}\\s*(?:\\(.*\\))?$`, "iu");
/**
 * A sentence's end inside a line: a full stop before a capital, not after an abbreviation (German nouns are
 * capitalised: "1 Msp. Muskat", "0,5 Bd. Schnittlauch", "Nudeln z. B. Penne").
 */
const INNER_SENTENCE = new RegExp(
  `(?<!(?:^|[\\s(\\d.])(?:${UNIT}|\\p{L}|ca|bzw|evtl|ggf|ggfs|inkl|gestr|geh|kl|gr|mittl|bd|fl|pkg|pkt|approx|etc))[.!?]\\s+\\p{Lu}`,
  "iu",
);
const NAME_COLON_AMOUNT = new RegExp(`^[^\\d:]{2,40}:\\s*(?:${AMOUNT}|${NUMBER_WORDS}\\s)`, "iu");
/** A numbered step: "1. Mix", "2) Bake", "Step 3: …" (not an amount: "1 Cup Orzo"). */
const NUMBERED =
  /^(?:(?:(?:step|schritt|étape|etape|paso|passo|stap|trin|steg|krok|lépés)\s*\d{1,2}\b)|\d{1,2}[.)]\s*\p{L}|[\u2460-\u2473]\s*\p{L})/iu;
const NUMBER_ALONE = /^(?:(?:step|schritt|étape|etape|paso|passo|stap|trin|steg|krok|lépés)\s*)?\d{1,2}[.):]?$/iu;
const COOKING_CUE =
  /\d\s*(?:°|º|degrees|grad\b|min\b|mins?\b|minutes|minuten|minutos|minuti|minuter|minutter|perc|stunden?|hours?|std\.|heures?|horas?|ore\b|uur\b|timer?\b|分|時間|小时|小時|분|시간|℃)|\b(?:oven|ofen|four|horno|forno|pan|pfanne|poêle|sartén|padella|topf|pot|bowl|schüssel|bol|saladier|heat|erhitzen|chauffer|calentar|scaldare)\b|鍋|フライパン|オーブン|锅|烤箱|냄비|프라이팬|오븐/iu;

/**
 * German cooking verbs as German methods write them: the infinitive ("schälen", "anbraten"), and the imperative a
 * blog writes to its reader ("Schneide die Zwiebel …", "Gib alles in den Topf").
 */
const GERMAN_VERBS =
  "geben|hinzugeben|zugeben|dazugeben|mischen|vermischen|vermengen|verrühren|rühren|unterrühren|schlagen|erhitzen|backen|kochen|aufkochen|braten|anbraten|schneiden|hacken|würfeln|schälen|waschen|putzen|abgießen|abtropfen|ziehen|servieren|vorheizen|würzen|abschmecken|salzen|pfeffern|dünsten|andünsten|garen|köcheln|reiben|verteilen|bestreuen|füllen|formen|kneten|ruhen|legen|stellen|nehmen|lassen|einfetten|streichen|unterheben|pürieren|schmelzen|abkühlen|anrichten|auflösen|gießen|aufgießen|ablöschen|halbieren|vierteln|zerkleinern|mixen|hinzufügen|beträufeln|wenden|einrühren|quellen|hobeln|raspeln|stifteln|verkneten|spülen|abspülen|abbrausen|trocknen|schleudern|belegen|bestreichen|einweichen|zerdrücken|zupfen|entkernen|garnieren|bestäuben|zerlassen|rösten|anrösten|mitrösten|frittieren|grillen|ausrollen|ausstechen|marinieren|abdecken|zudecken|verquirlen|aufschlagen|anschwitzen|reduzieren|einkochen|kühlen|portionieren|umrühren|tupfen|abschrecken|auspressen|pressen|überbacken|gratinieren|blanchieren|schmoren|schichten|sieben|mahlen|erwärmen|aufwärmen|ausbacken|einfüllen|umfüllen|unterziehen|glasieren|pellen|zerbröseln|zerteilen|stampfen|pochieren|dämpfen|ausbraten|herausnehmen|umdrehen|abtupfen|gib|schneide|brate|koche|backe|rühre|verrühre|heize|lass|mische|vermische|vermenge|füge|würze|schmecke|gieße|stelle|lege|nimm|schäle|wasche|hacke|würfle|würfel|reibe|verteile|serviere|bestreue|streue|forme|knete|erhitze|schmelze|dünste|gare|lösche|püriere|hebe|fülle|drücke|halbiere|wende|putze|rolle|verquirle|mixe";
const GERMAN_COOKING_VERBS = new Set(GERMAN_VERBS.split("|"));
/**
 * Verbs of cooking as recipes' methods write them (imperative or infinitive), in the languages recipes are written
 * in: a step's strongest sign whatever its length ("Mash the bananas", "Den Kohlrabi schälen").
 */
const COOKING_VERBS = new Set([
  ...GERMAN_COOKING_VERBS,
  ...(
    "add|mix|stir|whisk|beat|combine|pour|place|put|heat|preheat|bake|cook|fry|boil|simmer|roast|grill|broil|serve|cut|chop|slice|dice|mince|peel|season|sprinkle|spread|remove|transfer|let|bring|reduce|drain|rinse|wash|melt|cover|fold|knead|roll|shape|blend|puree|purée|toss|marinate|cool|chill|refrigerate|garnish|top|arrange|fill|grease|line|sift|mash|brush|squeeze|divide|repeat|return|flip|scoop|pat|prepare|saute|sauté|sear|brown|whip|grate|zest|soak|steam|microwave|process|pulse|drizzle|layer|bake|stuff|wrap|dip|coat|crack|mix|make|set|turn|blanch|toast|thicken|store|freeze|thaw|cream|shred|rub|insert|discard|scrape|stirring|cooking|baking|adding|" +
    "ajouter|ajoutez|ajouter|mélanger|mélangez|verser|versez|faire|faites|cuire|chauffer|chauffez|préchauffer|préchauffez|couper|coupez|éplucher|épluchez|hacher|hachez|émincer|émincez|battre|battez|fouetter|fouettez|incorporer|incorporez|servir|servez|laisser|laissez|mettre|mettez|placer|placez|saler|salez|poivrer|remuer|remuez|égoutter|égouttez|enfourner|enfournez|dorer|réserver|réservez|" +
    "añadir|añade|añadimos|agregar|agrega|mezclar|mezcla|mezclamos|batir|bate|cortar|corta|cortamos|picar|pica|pelar|pela|cocinar|cocina|cocer|hornear|hornea|freír|fríe|calentar|calienta|precalentar|verter|vierte|servir|sirve|dejar|deja|poner|pon|colocar|coloca|remover|escurrir|sofreír|salpimentar|" +
    "aggiungere|aggiungete|aggiungi|mescolare|mescolate|mescola|tagliare|tagliate|taglia|cuocere|cuocete|scaldare|versare|versate|unire|unite|mettere|mettete|servire|servite|lasciare|lasciate|infornare|infornate|sbattere|tritare|rosolare|scolare|impastare|" +
    "voeg|toevoegen|meng|mengen|roer|roeren|snijd|snijden|bak|bakken|kook|koken|verwarm|verwarmen|giet|schil|hak|laat|serveer|doe|zet|leg|verdeel|klop|" +
    "tilsæt|tilsett|tillsätt|bland|blanda|rør|skær|skjær|skär|steg|stek|steke|bag|grädda|kog|kok|koka|hæld|hell|häll|lad|låt|servér|servera|varm|hak|pisk|vend|" +
    "dodać|dodaj|wymieszać|wymieszaj|pokroić|pokrój|piec|smażyć|gotować|ugotować|wlać|obrać|podawać|" +
    "adjuk|keverjük|vágjuk|süssük|főzzük|tegyük|öntsük|pirítsuk|" +
    "přidáme|přidejte|nakrájíme|smažíme|vaříme|pridáme|nakrájame|" +
    "προσθέτουμε|ανακατεύουμε|ψήνουμε|βράζουμε|κόβουμε|ρίχνουμε|σερβίρουμε"
  ).split("|"),
]);

/**
 * German methods put the verb last, as an infinitive, lower-case where every noun is capitalised ("Die Zwiebeln
 * schälen, fein würfeln und in Öl anbraten."): a clause that ends in a cooking verb so starts a step as an
 * imperative does in English. "Öl zum Braten" is a noun and no step.
 */
function clauseEndVerb(text: string, tokens: string[]): boolean {
  if (!tokens.some((token) => GERMAN_COOKING_VERBS.has(token))) return false;
  for (const [word] of text.matchAll(/(?<!\p{L})\p{Ll}+(?=\s*(?:[,.;:!)]|$))/gu)) {
    if (GERMAN_COOKING_VERBS.has(word)) return true;
  }
  return false;
}

/**
 * Words of someone telling about themselves or talking back (blog text, comments), rare in a recipe's method. English
 * "I" only as written, capital: a lower-case "i" is Italian's article ("i pomodori") or Polish and Czech "and".
 */
const FIRST_PERSON_I = /(?:^|[\s,.;:!?"“(])I(?:'m|’m|'ve|’ve|'d)?(?=$|[\s,.;:!?"”)])/u;
const FIRST_PERSON =
  /(?:^|[\s,.;:!?"“(])(?:my|me|we|our|ich|mein|meine|meinen|mir|mich|wir|unser|unsere|je|j'|j’|mon|ma|mes|nous|notre|yo|mis|nosotros|nuestro|nuestra|io|mio|mia|noi|nostro|nostra|ik|mijn|wij|onze|jeg|jag|vi|vores|vår|mitt|moje|mój|én)(?=$|[\s,.;:!?"”)])/iu;

/** How many of a script's characters make a word where it writes no spaces between words (2 or 3), else 0. */
function lettersPerWord(code: number): 0 | 2 | 3 {
  if (code < 0x0e00) return 0;
  if (code <= 0x0eff || (code >= 0x1000 && code <= 0x109f) || (code >= 0x1780 && code <= 0x17ff)) return 3;
  return code >= 0x3040 && (code <= 0x30ff || (code >= 0x3400 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff))
    ? 2
    : 0;
}

/**
 * The number of words (runs of characters between white space), counted without splitting the text. Japanese and
 * Chinese write no spaces: their characters (kana and Han, `UNSPACED_LETTERS`, looked at by their codes on this hot
 * path) count a word for every two. Thai, Lao, Myanmar and Khmer put spaces between phrases only: their characters
 * (with their vowel and tone marks) count a word for every three.
 */
function words(text: string): number {
  let count = 0;
  let unspaced = 0;
  let phrased = 0;
  let inWord = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    const perWord = lettersPerWord(code);
    if (perWord !== 0) {
      if (perWord === 2) unspaced++;
      else phrased++;
      inWord = false;
      continue;
    }
    const space = code === 32 || (code >= 9 && code <= 13) || code === 160;
    if (!space && !inWord) count++;
    inWord = !space;
  }
  return count + Math.ceil(unspaced / 2) + Math.ceil(phrased / 3);
}
/** A sentence's end: its mark or an ellipsis, closing quotes or brackets after it. */
const CLOSES_SENTENCE = new RegExp(`[…${SENTENCE_MARKS}]["”)」』]?$`);
/** `count`: the text's words, when they are known already. */
const isSentence = (text: string, count?: number) => CLOSES_SENTENCE.test(text) && (count ?? words(text)) >= 4;
const hasAmountFirst = (text: string) => AMOUNT_FIRST.test(text);
const headingText = (text: string) => text.replace(/[:：.]+$/, "").trim();
const matches = (pattern: RegExp, text: string) => text.length <= 60 && pattern.test(headingText(text));

/** "For the sauce", "Für den Teig", "Pour la pâte", "Para la salsa": a group's title without a colon. */
const GROUP_TITLE =
  /^(?:(?:for|für|para|per|voor|til|för|do|na)\s+|pour\s+(?:la|le|les|l['’]|un|une|des)\b\s*)(?:\S+(?:\s+|$)){1,4}$/i;
/**
 * A recipe card's fields of its own, however long their values ("Keywords: frittata, meatless Monday, …", "Author:
 * ErinCategory: smoothie, breakfast …", a post's labels and categories under it): never a step nor a food.
 */
const CARD_FIELDS = String.raw`(?:keywords?|course|cuisine|diet|author|categor(?:y|ies)|kategorien?|schlagwörter|labels?|tags?)\s*:`;
/**
 * A card's field, or a post's footer that credits it ("Posted by Margaret at 10:14 AM 3 comments", "Posted on March
 * 3 by …", "Veröffentlicht am …"): never a step nor a food, however long.
 */
const CARD_FIELD = new RegExp(
  String.raw`^(?:${CARD_FIELDS}|(?:posted|published|written)\s+(?:by|on)\s|(?:veröffentlicht|geschrieben)\s+(?:von|am)\s)`,
  "i",
);
/**
 * A heading over other recipes: "More from our kitchen", "You may also like", "Das könnte dich auch interessieren",
 * "Vous aimerez aussi", "Altre ricette".
 */
const OTHER_RECIPES = `related|more (?:recipes|from|like this)|you (?:may|might|will|'ll) also (?:like|love|enjoy)|das könnte|ähnliche rezepte|mehr (?:rezepte|aus|von)|weitere rezepte|vous aimerez aussi|plus de recettes|à découvrir aussi|ti potrebbe(?:ro)? (?:anche )?piacere|altre ricette|también te (?:puede|pueden) gustar|más recetas|meer recepten|ook lekker`;
const AFTER_RECIPE = new RegExp(`^(?:${OTHER_RECIPES})`, "i");
/** A heading after which a page holds no more of its recipe: other recipes, or the comments and reviews on it. */
const PAGE_GOES_ON = /* @__PURE__ */ new RegExp(
  `^(?:${OTHER_RECIPES}|\\d*\\s*(?:comments?|reviews?|kommentare|bewertungen)(?!\\p{L}))`,
  "iu",
);
export const endsRecipe = (heading: string) => PAGE_GOES_ON.test(heading);
/** Where a recipe ends: notes, nutrition, comments (or their count), calls to share a photo, a card's fields. */
const RECIPE_END = new RegExp(
  String.raw`^(?:did you make|tried this|made this|tag @|hast du|schon ausprobiert|nutrition|nährwerte|(?:${NOTE_WORDS})\b|comments?\b(?!\s+[a-z])|\d+ (?:comments?|kommentare)\b|kommentare|reviews?\b|${OTHER_RECIPES}|${CARD_FIELDS}|filed under\b|posted in\b)`,
  "i",
);

/**
 * A call to rate the recipe, as a question that may go on in more sentences ("Hat es dir geschmeckt? Bewerte das
 * Rezept …", "Rate this recipe!"): after a method it ends it, between the list and the method it does not (a site's
 * call for feedback on the page may stand there).
 */
const RATE_CALL =
  /^(?:rate this recipe|did you (?:make|try|like) (?:this|it)|hat(?: es|['’]s)(?: (?:dir|euch|ihnen))? geschmeckt|(?:jetzt )?(?:(?:das|dieses) )?rezept bewerten|bewerte(?:n sie)? (?:das|dieses|unser) rezept|wie (?:hat|gefällt) (?:dir|euch|ihnen) (?:das|dieses|unser) rezept)/i;

/** A call to rate the recipe that asks its question in eight words or fewer, more sentences after it or not. */
function isRateCall(text: string): boolean {
  if (!RATE_CALL.test(text)) return false;
  const question = /^[^.!?]{0,80}[?!]/.exec(text)?.[0];
  return question !== undefined && words(question) <= 8;
}

/**
 * A social network named on a line ("… tag me @thecookierookie on Instagram!", "Follow us on Pinterest"): a call to
 * share or follow, never a step; after a method it ends it, as a call to rate does.
 */
const SOCIAL_NETWORK = /\b(?:instagram|pinterest|facebook|tiktok|youtube)\b/i;

/** A nutrition panel's heading: after a method it ends the recipe, between the list and the method it does not. */
const NUTRITION = /^(?:nutrition|nährwerte)/i;
/**
 * Notes' heading ("Notes:", "Tipps"): after a method it ends the recipe; between the list and the method, where
 * no line read as a step stands before it, it does not (a card's notes on the ingredients, before its method's
 * heading).
 */
const NOTES = /^(?:notes?|tipps?|tips?)\b/i;
/** A note's word and its text on one line ("Tip: keep everything cold.", "Tipp: Die Butter muss kalt sein."). */
const INLINE_NOTE = new RegExp(`^(?:${NOTE_WORDS})\\s*:\\s*\\p{L}`, "iu");

/**
 * Whether a line that reads as a step stands between `index` and the last line before it that reads as an
 * ingredient: notes there follow a method, not the list.
 */
function afterStep(lines: RecipeLine[], scores: Scores, index: number): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const score = scores[at] as Scores[number];
    if ((lines[at] as RecipeLine).heading !== undefined) continue;
    if (score.ingredient > 0) return false;
    if (score.step > 0) return true;
  }
  return false;
}

/**
 * The yield stated in a list ("for 3 to 4 servings", "Für 4 Personen", "Serves 6", "4 porsjoner", "4 főre"), not an
 * ingredient.
 */
const COUNT = String.raw`(?:ca\.?\s*)?\d+(?:\s*(?:-|–|to|bis|à)\s*\d+)?`;
const SERVINGS = new RegExp(
  String.raw`^(?:for|pour|voor|per|für|antal|anzahl|aantal|para|til|för|dla|na|za|pro|για|untuk|на)?\s*${COUNT}\s+(?:\(\p{L}+\)\s+)?(?:servings?|porsi|orang|порци[йия]|персон[ыа]?|человека?|portions?|people|persons?|personnes|pers\.|parts|couverts|personen|portionen|porciones|raciones|personas|comensales|porzioni|persone|porções|pessoas|porties|personer|portioner|porsjoner|annosta|annokselle|hengelle|henkilölle|porcje|porcji|osób|osoby|porci[aeií]|porcí|porce|adag|főre|főnek|fő|porții|persoane|porcij[ae]|osob[ae]|kişilik|porsiyon|μερίδες|άτομα|(?:portion|person)(?:\/en|\(en\)))$`,
  "iu",
);
/** For how many in Japanese, Chinese and Korean, in brackets or not: "（2人分）", "4人份", "2인분". */
const EAST_ASIAN_SERVINGS = new RegExp(
  String.raw`^[(（【]?\s*(?:約|约|약\s*)?${COUNT}\s*(?:人分|人前|人份|份|人用|인분)\s*[)）】]?$`,
  "u",
);
/** A count and at most a word after a yield's label: "4", "4 servings", "8 - 10 serving(s)". */
const COUNT_ALONE = new RegExp(String.raw`^[\s:：-]*${COUNT}\s*\p{L}*(?:\(\p{L}{1,2}\))?$`, "u");
export function isYieldLine(line: string): boolean {
  if (line.length > 40) return false;
  const label = line.match(VALUE_LABELS.yields);
  return (
    SERVINGS.test(line) ||
    EAST_ASIAN_SERVINGS.test(line) ||
    (label !== null && COUNT_ALONE.test(line.slice(label[0].length)))
  );
}
/** A number or range of hours or minutes: "20 Min", "20-25 minutes", "1 Std". */
const TIME_AMOUNT = String.raw`\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+)?\s*(?:${MINUTE_WORDS}|${HOUR_WORDS})`;
/** A time at a text's start: "10 min", "ca. 1 Std. 30 Min.", "20-25 minutes". */
const TIME_FIRST = new RegExp(String.raw`^(?:${HEDGE}\s*)?${TIME_AMOUNT}(?!\p{L})`, "iu");
/** A time on a line of its own: "20 Min", "unter 30 Minuten", "1 Std. 20 Min.", "45 minutes", "1 h 30 m", "30 perc". */
const TIME_ALONE = new RegExp(String.raw`^(?:${HEDGE}\s*)?(?:${TIME_AMOUNT}\.?\s*){1,2}$`, "iu");
export const isTimeLine = (line: string) => TIME_ALONE.test(line);
/** An ingredient's amount and unit, as a list's line starts: "1 kg Kartoffeln", "2 EL Öl". */
export const startsWithMeasure = (line: string) => UNIT_AFTER_AMOUNT.test(line);
/** A time after a short label and a colon, in any language: "Cottura: 15 min", "Wartezeit: 1 Std.". */
const isLabelledTime = (line: string) => {
  const colon = line.indexOf(":");
  return colon > 0 && colon <= 30 && words(line.slice(0, colon)) <= 3 && TIME_ALONE.test(line.slice(colon + 1).trim());
};
/**
 * A yield, a time or how hard the recipe is, with its label or without, or several of them set apart by bars or
 * dots ("Backzeit: 40 Minuten | Zubereitungszeit: 30 Minuten", "Serves 4 · 1 h"): what a card shows beside a
 * recipe, never a step of it nor a food.
 */
function isValueLine(text: string): boolean {
  return text.split(VALUE_BAR).every((part) => {
    // What an icon's label leaves before a value (": Für 2 Personen", ": unter 30 Minuten") is no part of it.
    const value = /^[\s:：-]/.test(part) ? part.replace(/^[\s:：-]+/, "") : part;
    return (
      isYieldLine(value) || isTimeLine(value) || isLabelledTime(value) || (words(value) <= 4 && DIFFICULTY.test(value))
    );
  });
}
const VALUE_BAR = /\s+[|•·]\s+/;
/** How hard a recipe is, alone or after its label ("einfach", "Schwierigkeit: mittel", "Difficulty: Easy"). */
const DIFFICULTY =
  /^(?:(?:schwierigkeit(?:sgrad)?|difficulty|level|niveau|dificultad|difficoltà|moeilijkheid)\s*:?\s*)?(?:sehr\s+|very\s+|très\s+)?(?:einfach|leicht|mittel(?:schwer)?|schwer|anspruchsvoll|easy|medium|moderate|intermediate|hard|difficult|advanced|facile|moyen(?:ne)?|difficile|fácil|media|difícil|makkelijk|gemiddeld|moeilijk)$/i;
/**
 * A button's or link's words for what the page does with the recipe ("Zur Einkaufsliste hinzufügen", "Per E-Mail
 * versenden", "Print recipe"): never an ingredient, so a list ends before it.
 */
const PAGE_ACTION =
  /^(?:(?:(?:alle\s+)?(?:zutaten\s+)?(?:zur?|auf\s+die|in\s+die)\s+)?(?:einkaufsliste|merkliste|warenkorb)(?:\s+(?:hinzufügen|setzen|legen|übernehmen))?|(?:add|save)\s+(?:all\s+)?(?:ingredients\s+)?to\s+(?:my\s+|your\s+)?(?:shopping\s+list|grocery\s+list|cart|basket|list)|(?:rezept\s+|recipe\s+)?(?:drucken|ausdrucken|teilen|merken|speichern|print|save|share|pin)(?:\s+(?:recipe|rezept|it))?|per\s+(?:e-?mail|mail|whatsapp)\s+(?:versenden|senden|teilen)|jetzt\s+(?:kaufen|bestellen)|buy\s+now|shop\s+(?:the\s+)?ingredients|jump\s+to\s+recipe|zum\s+rezept(?:\s+springen)?)[.!]?$/i;
/** A price on a line of its own ("$14.99", "3,49 €"): a shop's box set among a list's lines. */
const PRICE = /^(?:[$€£]\s?\d+(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?\s?(?:€|\$|£|EUR|USD|CHF))$/;
/** Whether a list's lines go on within the next lines (past headings and prices): an amount and its food. */
function amountsFollow(lines: RecipeLine[], index: number): boolean {
  for (let at = index + 1, left = 3; at < lines.length && left > 0; at++) {
    const line = lines[at] as RecipeLine;
    if (line.heading !== undefined || PRICE.test(line.text)) continue;
    if (hasAmountFirst(line.text) && /\p{L}{2}/u.test(line.text) && !isValueLine(line.text)) return true;
    left--;
  }
  return false;
}
/** A unit system's name on a line of its own ("Metric", "US | Imperial"): the switch of a list shown in both. */
const UNIT_SYSTEM = /^(?:(?:metric|imperial|us(?: customary)?)(?:\s*[|/]\s*|\s+|$))+$/i;

type Kind = "ingredients" | "instructions" | "other" | null;
/** What a heading names: one of the lists, another part of the page, or nothing known. */
export function headingKind(text: string): Kind {
  if (matches(INGREDIENT_HEADINGS, text)) return "ingredients";
  if (matches(INSTRUCTION_HEADINGS, text)) return "instructions";
  if (matches(OTHER_HEADINGS, text) || RECIPE_END.test(text)) return "other";
  if (words(text) <= 6 && matches(NOTES_HEADING, text)) return "other";
  return null;
}

/** The feature vector of every line. */
function featuresOf(lines: RecipeLine[], { counts, verbs }: LineFacts) {
  const amountFirst = lines.map((line) => (line.heading === undefined && hasAmountFirst(line.text) ? 1 : 0));
  // A unit the vocabulary does not know counts when its full stop marks it as abbreviated ("Jajka 3 szt.").
  const abbreviationLast = lines.map((line, index) =>
    line.heading === undefined && (counts[index] as number) <= 6 && ABBREVIATION_LAST.test(line.text) ? 1 : 0,
  );
  // An amount in words at the end ("Prezzemolo q.b.", "Salz nach Belieben"), or what a food without an amount is
  // for ("Öl zum Braten", "Oil for frying"): a list's line as surely as an amount at its end.
  const asNeeded = lines.map((line, index) =>
    line.heading === undefined &&
    (counts[index] as number) <= 6 &&
    (AS_NEEDED_LAST.test(line.text) || (PURPOSE_LAST.test(line.text) && !/\d/.test(line.text)))
      ? 1
      : 0,
  );
  // An amount anywhere an ingredient line puts it: first, last with its unit ("Tomaten 1 kg", "Jajka 3 szt.") or
  // after a colon ("Mehl: 250 g").
  const amountAny = lines.map((line, index) =>
    amountFirst[index] ||
    (line.heading === undefined &&
      (NAME_COLON_AMOUNT.test(line.text) ||
        abbreviationLast[index] ||
        asNeeded[index] ||
        // A list item of a word or three with a number after it ("Zwiebel 1"), not a card's value ("Portionen 4").
        (line.item && (counts[index] as number) <= 3 && AMOUNT_LAST.test(line.text) && !isValueLine(line.text)) ||
        ((counts[index] as number) <= 6 && (UNIT_LAST.test(line.text) || endsWithEastAsianAmount(line.text)))))
      ? 1
      : 0,
  );
  // An abbreviated unit's or amount's full stop ends no sentence.
  const sentence = lines.map((line, index) =>
    line.heading === undefined &&
    !abbreviationLast[index] &&
    !asNeeded[index] &&
    isSentence(line.text, counts[index] as number)
      ? 1
      : 0,
  );
  // Per group: its share of lines with amounts and of sentences.
  const groups = new Map<number, { count: number; amounts: number; sentences: number }>();
  lines.forEach((line, index) => {
    if (line.group === undefined || line.heading !== undefined) return;
    const group = groups.get(line.group) ?? { count: 0, amounts: 0, sentences: 0 };
    group.count++;
    group.amounts += amountAny[index] as number;
    group.sentences += sentence[index] as number;
    groups.set(line.group, group);
  });
  // The heading each line sits under, and paragraphs (lines between gaps) for text without a page's structure.
  let under: Kind = null;
  const paragraphSentence: number[] = [];
  let paragraphStart = 0;
  const closeParagraph = (end: number) => {
    const text = lines
      .slice(paragraphStart, end)
      .map((line) => line.text)
      .join(" ");
    const value = end - paragraphStart > 1 && isSentence(text) && words(text) >= 8 ? 1 : 0;
    for (let index = paragraphStart; index < end; index++) paragraphSentence[index] = value;
  };
  const vectors: Float64Array[] = [];
  // One table for every line's vector (a view of its row each): a typed array of its own per line cost more than
  // the features written into it.
  const table = new Float64Array(lines.length * FEATURES.length);
  const rowOf = (index: number) => table.subarray(index * FEATURES.length, (index + 1) * FEATURES.length);
  lines.forEach((line, index) => {
    if (line.gap && index > 0) {
      closeParagraph(index);
      paragraphStart = index;
    }
    if (line.heading !== undefined) {
      under = headingKind(line.text) ?? (line.heading <= 6 ? null : under);
      vectors.push(rowOf(index));
      return;
    }
    const text = line.text;
    const count = counts[index] as number;
    const group = line.group === undefined ? undefined : groups.get(line.group);
    const grouped = group && group.count >= 3;
    const vector = rowOf(index);
    vector[FEATURE_INDEX.bias] = 1;
    vector[FEATURE_INDEX.amountFirst] = amountFirst[index] as number;
    vector[FEATURE_INDEX.countWordFirst] =
      !amountFirst[index] && (WORD_FIRST.test(text) || QUANTITY_START.test(text)) ? 1 : 0;
    vector[FEATURE_INDEX.unitAfterAmount] = UNIT_AFTER_AMOUNT.test(text) ? 1 : 0;
    vector[FEATURE_INDEX.amountLast] =
      !amountFirst[index] &&
      count <= 8 &&
      (abbreviationLast[index] || asNeeded[index] || AMOUNT_LAST.test(text) || endsWithEastAsianAmount(text))
        ? 1
        : 0;
    vector[FEATURE_INDEX.nameColonAmount] = NAME_COLON_AMOUNT.test(text) ? 1 : 0;
    vector[FEATURE_INDEX.words1to4] = count <= 4 ? 1 : 0;
    vector[FEATURE_INDEX.words5to10] = count >= 5 && count <= 10 ? 1 : 0;
    vector[FEATURE_INDEX.words11to25] = count >= 11 && count <= 25 ? 1 : 0;
    vector[FEATURE_INDEX.wordsOver25] = count > 25 ? 1 : 0;
    vector[FEATURE_INDEX.sentenceEnd] = sentence[index] as number;
    vector[FEATURE_INDEX.innerSentence] = /[.!?]\s+\p{Lu}/u.test(text) && INNER_SENTENCE.test(text) ? 1 : 0;
    // "2 Druhou tortilu vyskládejte …": a number before a sentence, not before an ingredient's unit.
    const numberedSentence = /^\d{1,2}\s+\p{Lu}/u.test(text) && sentence[index] === 1 && count >= 6;
    vector[FEATURE_INDEX.numbered] =
      (NUMBERED.test(text) && count >= 3) || (numberedSentence && !UNIT_AFTER_AMOUNT.test(text)) ? 1 : 0;
    vector[FEATURE_INDEX.cookingCue] = COOKING_CUE.test(text) ? 1 : 0;
    vector[FEATURE_INDEX.startsLower] = /^\p{Ll}/u.test(text) ? 1 : 0;
    vector[FEATURE_INDEX.item] = line.item ? 1 : 0;
    vector[FEATURE_INDEX.ordered] = line.ordered ? 1 : 0;
    vector[FEATURE_INDEX.hintIngredients] = line.hint === "ingredients" ? 1 : 0;
    vector[FEATURE_INDEX.hintInstructions] = line.hint === "instructions" ? 1 : 0;
    vector[FEATURE_INDEX.underIngredientHeading] = under === "ingredients" ? 1 : 0;
    vector[FEATURE_INDEX.underMethodHeading] = under === "instructions" ? 1 : 0;
    vector[FEATURE_INDEX.groupWithAmount] = grouped ? group.amounts / group.count : 0;
    vector[FEATURE_INDEX.groupSentences] = grouped ? group.sentences / group.count : 0;
    vector[FEATURE_INDEX.firstPerson] = FIRST_PERSON_I.test(text) || FIRST_PERSON.test(text) ? 1 : 0;
    vector[FEATURE_INDEX.exclaimsOrAsks] = /[!?！？]/.test(text) ? 1 : 0;
    vector[FEATURE_INDEX.verbFirst] = verbs[index] === 1 ? 1 : 0;
    vector[FEATURE_INDEX.periodEnd] =
      (text.endsWith(".") || text.endsWith("。")) && !abbreviationLast[index] && !asNeeded[index] ? 1 : 0;
    vector[FEATURE_INDEX.verbInside] = verbs[index] === 2 ? 1 : 0;
    vectors.push(vector);
  });
  // Paragraphs are known only in text with blank lines (a page's lines are blocks of their own, not read again as
  // one paragraph).
  const paragraphs = lines.some((line, index) => index > 0 && line.gap);
  if (paragraphs) closeParagraph(lines.length);
  lines.forEach((line, index) => {
    if (line.heading === undefined && paragraphs) {
      (vectors[index] as Float64Array)[FEATURE_INDEX.paragraphSentence] = paragraphSentence[index] ?? 0;
    }
  });
  setNeighbours(vectors, lines, amountAny, sentence);
  return { vectors, amountAny, sentence };
}

/**
 * The share of a line's neighbours (the lines up to two places either side that are not headings; `passed` lines
 * take no place) with amounts and of those that are sentences.
 */
function setNeighbours(
  vectors: Float64Array[],
  lines: RecipeLine[],
  amountAny: number[],
  sentence: number[],
  passed?: Uint8Array,
) {
  const neighbours: number[] = [];
  const walk = (index: number, direction: 1 | -1) => {
    for (let at = index + direction, left = 2; left > 0 && at >= 0 && at < lines.length; at += direction) {
      if (passed?.[at]) continue;
      if ((lines[at] as RecipeLine).heading === undefined) neighbours.push(at);
      left--;
    }
  };
  lines.forEach((line, index) => {
    if (line.heading !== undefined) return;
    neighbours.length = 0;
    walk(index, -1);
    walk(index, 1);
    const share = (values: number[]) =>
      neighbours.length ? neighbours.reduce((sum, at) => sum + (values[at] as number), 0) / neighbours.length : 0;
    const vector = vectors[index] as Float64Array;
    vector[FEATURE_INDEX.neighboursWithAmount] = share(amountAny);
    vector[FEATURE_INDEX.neighboursSentences] = share(sentence);
  });
}

/** Sets where each line stands against the ingredient list at `list` (first and last line, or -1). */
function placeAgainst(vectors: Float64Array[], lines: RecipeLine[], list: [number, number]) {
  const [start, end] = list;
  let after = 0;
  lines.forEach((line, index) => {
    const vector = vectors[index] as Float64Array;
    if (line.heading !== undefined) return;
    const set = (feature: Feature) => {
      vector[FEATURE_INDEX[feature]] = 1;
    };
    if (start === -1) set("noList");
    else if (index < start) set("beforeList");
    else if (index > end) {
      after++;
      set(after <= 3 ? "justAfterList" : after <= 15 ? "soonAfterList" : "farAfterList");
    }
  });
}

const laidOutWeights = oncePer((weights: Record<Feature, number>) =>
  Float64Array.from(FEATURES, (feature) => weights[feature]),
);
/** A line's evidence: its features weighted (each set of weights laid out as a vector once). */
function weighted(vector: Float64Array, weights: Record<Feature, number>): number {
  const laidOut = laidOutWeights(weights);
  let sum = 0;
  for (let index = 0; index < vector.length; index++) sum += (vector[index] as number) * (laidOut[index] as number);
  return sum;
}

/**
 * Weights set by hand from what a cook would say makes a line an ingredient or a step; the page reader on the
 * server may use weights learned from the build part of the import corpus instead (ADR 011).
 */
export const HAND_SET_WEIGHTS: LineWeights = {
  ingredient: {
    bias: -1.2,
    amountFirst: 2.2,
    countWordFirst: 1,
    unitAfterAmount: 1,
    amountLast: 1.2,
    nameColonAmount: 0.8,
    words1to4: 0.6,
    words5to10: 0.3,
    words11to25: -1.2,
    wordsOver25: -3.5,
    sentenceEnd: -1.5,
    innerSentence: -1.5,
    numbered: -1.5,
    cookingCue: -0.5,
    startsLower: 0,
    item: 0.4,
    ordered: -0.6,
    hintIngredients: 1.5,
    hintInstructions: -1.5,
    underIngredientHeading: 0.8,
    underMethodHeading: -0.8,
    neighboursWithAmount: 1.4,
    neighboursSentences: -1,
    groupWithAmount: 1,
    groupSentences: -1,
    paragraphSentence: -1.5,
    firstPerson: -1,
    exclaimsOrAsks: -1,
    verbFirst: -1.5,
    verbInside: -0.3,
    periodEnd: -1,
    justAfterList: 0,
    soonAfterList: 0,
    farAfterList: 0,
    beforeList: 0,
    noList: 0,
  },
  step: {
    bias: -1.4,
    amountFirst: -0.8,
    countWordFirst: -0.3,
    unitAfterAmount: -1,
    amountLast: -1,
    nameColonAmount: -0.5,
    words1to4: -1,
    words5to10: 0.4,
    words11to25: 1.2,
    wordsOver25: 1.2,
    sentenceEnd: 1.2,
    innerSentence: 0.6,
    numbered: 1.5,
    cookingCue: 0.6,
    startsLower: -0.3,
    item: 0.2,
    ordered: 0.8,
    hintIngredients: -1.5,
    hintInstructions: 1.5,
    underIngredientHeading: -0.8,
    underMethodHeading: 0.8,
    neighboursWithAmount: -1.2,
    neighboursSentences: 0.8,
    groupWithAmount: -1,
    groupSentences: 0.8,
    paragraphSentence: 1.5,
    firstPerson: -2,
    exclaimsOrAsks: -1,
    verbFirst: 1.5,
    verbInside: 0.6,
    periodEnd: 0.3,
    justAfterList: 1.5,
    soonAfterList: 0.5,
    farAfterList: -1,
    beforeList: -0.8,
    noList: 0,
  },
};

type Scores = { ingredient: number; step: number }[];

/**
 * What says a line may be a step: a sentence, a number, a cooking verb or cue, the method's box, list or heading. A
 * line with none of them ("Sammel Bonus-Guthaben bei jedem Einkauf" of a shop's box) is carried inside a method
 * but earns it nothing.
 */
const STEP_EVIDENCE = (
  [
    "sentenceEnd",
    "periodEnd",
    "numbered",
    "cookingCue",
    "verbFirst",
    "verbInside",
    "hintInstructions",
    "underMethodHeading",
    "ordered",
  ] as const
).map((feature) => FEATURE_INDEX[feature]);
/**
 * Every line's features and scores (the evidence for being an ingredient and a step): the ingredient list is read
 * first from the ingredient scores alone, then the steps are scored knowing where it stands.
 */
function scoreLines(lines: RecipeLine[], weights: LineWeights, costs: typeof DEFAULT_COSTS, facts: LineFacts) {
  const { vectors, amountAny, sentence } = featuresOf(lines, facts);
  const ingredientOnly = vectors.map((vector) => ({ ingredient: weighted(vector, weights.ingredient), step: NEG }));
  const { path, phases } = decode(lines, facts, ingredientOnly, costs);
  const list: [number, number] = [phases.indexOf("list"), phases.lastIndexOf("list")];
  placeAgainst(vectors, lines, list);
  // A step's neighbours are the steps around it, not the ingredients listed again between them.
  if (markRepeats(lines, facts, path, list)) setNeighbours(vectors, lines, amountAny, sentence, facts.repeats);
  const scores: Scores = vectors.map((vector, index) => ({
    ingredient: (ingredientOnly[index] as { ingredient: number }).ingredient,
    // A line of a box the page names its equipment's, nutrition's or notes' is none of the method's steps (the
    // recipe's lines leave it out), nor is a line with no sign of a step: inside a method each earns nothing, so no
    // tips' box or shop's box wins over the method.
    step:
      lines[index]?.hint === "neither" || !STEP_EVIDENCE.some((feature) => vector[feature])
        ? Math.min(weighted(vector, weights.step), -costs.inMethod)
        : weighted(vector, weights.step),
  }));
  return { vectors, scores };
}

const numbersOf = (text: string) => (text.match(/\d+|[½⅓⅔¼¾⅛⅜⅝⅞]/g) ?? []).join(" ");

/** The ingredient list's lines, to know them again after it: as written (their letters), their words and amounts. */
type Listed = { letters: Set<string>; shortened: { words: Set<string>; numbers: string }[] };
const listedOf = (texts: string[]): Listed => ({
  letters: new Set(texts.map(letters)),
  shortened: texts.map((text) => ({ words: new Set(lowerWords(text)), numbers: numbersOf(text) })),
});

/**
 * Whether a text gives one of the list's lines in fewer words ("800 g Gnocchi" for "800 g Beste Wahl Gnocchi"),
 * its amounts the same or the first of them (a note's "(½ stick)" left out).
 */
function shortenedLine(text: string, listed: Listed): boolean {
  const words = lowerWords(text);
  const numbers = numbersOf(text);
  return (
    words.length > 0 &&
    listed.shortened.some(
      (item) =>
        (item.numbers === numbers || (numbers && item.numbers.startsWith(`${numbers} `))) &&
        words.every((word) => item.words.has(word)),
    )
  );
}

/**
 * How many of the list's lines, joined, make up a text: as written (its letters), or each after a comma in fewer
 * words ("1 cup brown sugar, ¼ cup unsalted butter, 3 cloves garlic" for "… butter (½ stick)", "… garlic minced").
 */
function listedJoined(text: string, listed: Listed): number {
  const joined = itemsJoined(letters(text), listed.letters);
  if (joined >= 2) return joined;
  const parts = text.split(/,\s+(?=[\d½⅓⅔¼¾⅛])/);
  return parts.length >= 2 && parts.every((part) => listed.letters.has(letters(part)) || shortenedLine(part, listed))
    ? parts.length
    : joined;
}

/**
 * The lines after the ingredient list that repeat one of its lines (as written, up to punctuation and "½" for "1/2",
 * or in fewer words): a method that lists each step's own ingredients before it ("2 Möhren", "1 Stange Lauch", then
 * "Möhren schälen …") repeats them, and they are neither steps nor the end of the method.
 */
function markRepeats(lines: RecipeLine[], facts: LineFacts, roles: Role[], [start, end]: [number, number]): boolean {
  facts.repeats.fill(0);
  if (start === -1) return false;
  let found = false;
  const texts: string[] = [];
  for (let index = start; index <= end; index++)
    if (roles[index] === "item") texts.push((lines[index] as RecipeLine).text);
  const listed = listedOf(texts);
  // A line listed again may leave words out, never amounts; a word alone or a sentence's end ("pepper.") is not such
  // a line.
  const repeated = (line: RecipeLine, count: number) => {
    const text = line.text;
    if (listed.letters.has(lineLetters(line))) return true;
    if (count >= 4 && text.includes(", ") && listedJoined(text, listed) >= 2) return true;
    return count >= 2 && count <= 8 && !ENDS_SENTENCE.test(text) && shortenedLine(text, listed);
  };
  for (let index = end + 1; index < lines.length; index++) {
    const line = lines[index] as RecipeLine;
    if (line.heading === undefined && repeated(line, facts.counts[index] as number)) {
      facts.repeats[index] = 1;
      // Nor are they the page moving on after the method (two fragments in a row end it).
      facts.fragment[index] = 0;
      found = true;
    }
  }
  return found;
}

/**
 * How many of the list's lines, joined, make up a text's letters wholly (the most such lines; 0 when they cannot): a
 * step's own ingredients set on one line ("2 cups romaine, 1 cup edamame, 3 cups shredded chicken").
 */
function itemsJoined(target: string, items: Set<string>): number {
  // The most lines that end at each place of the line (0: no way there).
  const reached = new Uint8Array(target.length + 1);
  reached[0] = 1;
  for (let at = 0; at < target.length; at++) {
    const before = reached[at] as number;
    if (!before) continue;
    for (const item of items) {
      if (item && target.startsWith(item, at)) {
        const to = at + item.length;
        reached[to] = Math.max(reached[to] as number, before + 1);
      }
    }
  }
  return Math.max(0, (reached[target.length] as number) - 1);
}

/** A line's scores: the evidence (log-odds against other lines) for being an ingredient and a step. */
export const lineScores = (lines: RecipeLine[], weights: LineWeights = HAND_SET_WEIGHTS) =>
  scoreLines(lines, weights, DEFAULT_COSTS, lineFacts(lines)).scores;

/** For the training script: every line's feature vector, placed against the list `weights` read. */
export const lineFeatureVectors = (lines: RecipeLine[], weights: LineWeights = HAND_SET_WEIGHTS) =>
  scoreLines(lines, weights, DEFAULT_COSTS, lineFacts(lines)).vectors.map((vector) => Array.from(vector));

// The reading: a path through states, one per line. Lines outside the lists are "out" before, between and after
// them; inside, an ingredient list holds items and group titles, a method steps and its sections' titles. Between
// the lists the state counts the lines passed over, so that a method right after its list (or a list right after
// its method) is more likely than one further away.
/** "skip": passed over but part of its list (a step's number alone); "pass": passed over inside the method. */
const ROLES = ["out", "item", "group", "step", "title", "skip", "pass"] as const;
type Role = (typeof ROLES)[number];
const STEP = ROLES.indexOf("step");
/** "more": a further list after the method, opened by a heading ("Zutaten für die Füllung"), in text only. */
type Phase = "pre" | "list" | "gap" | "method" | "more" | "post";
type State = {
  phase: Phase /** Method first. */;
  reversed: boolean /** Lines passed over between the lists. */;
  gap: number;
};
const FAR = 8;
const STATES: State[] = [false, true].flatMap((reversed) => [
  ...(reversed ? [] : [{ phase: "pre" as const, reversed, gap: 0 }]),
  { phase: "list" as const, reversed, gap: 0 },
  { phase: "method" as const, reversed, gap: 0 },
  ...Array.from({ length: FAR + 1 }, (_, gap) => ({ phase: "gap" as const, reversed, gap })),
  ...(reversed ? [] : [{ phase: "more" as const, reversed, gap: 0 }]),
  { phase: "post" as const, reversed, gap: 0 },
]);
const first = (state: State): Phase => (state.reversed ? "method" : "list");
const second = (state: State): Phase => (state.reversed ? "list" : "method");

/**
 * Evidence against a line being an ingredient beyond which it ends a list, as prose does, though it is a list item: a
 * method's step written in the list item that lists its own ingredients before it.
 */
const FAR_FROM_INGREDIENT = 6;

/** Costs and rewards of the reading, in the units of the line scores. */
export const DEFAULT_COSTS = {
  /** Opening a list. */
  open: 1.5,
  /** A method before its ingredients is read only on good evidence. */
  methodFirst: 3,
  /** Each line between the two lists. */
  gapLine: 0.35,
  /** Opening the second list right after the first (less the further away it starts). */
  adjacent: 3,
  /** Opening a list right under a heading that names it ("Zutaten", "Method"); under another heading. */
  namedHeading: 4,
  anyHeading: 0.8,
  /** A group's or a section's title inside a list. */
  title: 0.4,
  /** Each line inside a list, inside a method: lines near their like are likelier their kind than alone. */
  inList: 0,
  inMethod: 0.8,
  /** A short line passed over between a method's steps. */
  passLine: 0.6,
  /** A line right under a step's number ("Step 6", "6"): the number says it is a step, whatever its words. */
  underNumber: 1.5,
};

/**
 * A permitted step from one state to another: free, or opening a list (`open`), which earns the line's opening
 * reward less the cost of opening, less `methodFirst` for a method read before its list, plus `bonus` for a second
 * list near the first.
 */
type Move = { from: number; open: "ingredients" | "instructions" | null; methodFirst: number; bonus: number };
const stayMove = { open: null, methodFirst: 0, bonus: 0 };
const listOf = (phase: Phase): "ingredients" | "instructions" => (phase === "list" ? "ingredients" : "instructions");

/** What a line is to the moves: a line, a heading, or a heading that may open a further list after the method. */
type LineKind = 0 | 1 | 2;

/** The step from `from` to `to` for a line of a kind, or null when `to` may not follow `from`. */
function moveBetween(from: State, to: State, kind: LineKind, COSTS: typeof DEFAULT_COSTS): Omit<Move, "from"> | null {
  const heading = kind !== 0;
  if (from.reversed !== to.reversed && from.phase !== "pre") return null;
  // A further list and its method after the first method (a recipe in parts), each opened by its own heading.
  if (to.phase === "more") return (from.phase === "method" && kind === 2) || from.phase === "more" ? stayMove : null;
  if (from.phase === "more") {
    if (to.phase === "method") return { open: "instructions", methodFirst: 0, bonus: COSTS.adjacent };
    return to.phase === "post" ? stayMove : null;
  }
  // Opening the second list; a list after its method is read only on good evidence.
  const opening = (bonus: number) => ({
    open: listOf(to.phase),
    methodFirst: to.reversed ? COSTS.methodFirst : 0,
    bonus,
  });
  switch (from.phase) {
    case "pre":
      if (to.phase === "pre") return stayMove;
      return to.phase === first(to) ? { open: listOf(to.phase), methodFirst: 0, bonus: 0 } : null;
    case "list":
    case "method":
      if (from.phase === first(from)) {
        if (to.phase === from.phase) return stayMove;
        if (to.phase === "gap") return to.gap === (heading ? 0 : 1) ? stayMove : null;
        if (to.phase === second(to)) return opening(COSTS.adjacent);
        return to.phase === "post" ? stayMove : null;
      }
      return to.phase === from.phase || to.phase === "post" ? stayMove : null;
    case "gap":
      if (to.phase === "gap") return to.gap === Math.min(FAR, from.gap + (heading ? 0 : 1)) ? stayMove : null;
      if (to.phase === second(to)) return opening(COSTS.adjacent * Math.max(0, 1 - from.gap / FAR));
      return to.phase === "post" ? stayMove : null;
    case "post":
      return to.phase === "post" ? stayMove : null;
  }
}

/**
 * The steps into each state, for a line that is not a heading [0], one that is [1] and one that may open a further
 * list [2], in the order of STATES (the first of equally good paths wins). Worked out once per set of costs: the
 * reading is the import's hottest loop.
 */
const movesFor = oncePer((costs: typeof DEFAULT_COSTS): Move[][][] =>
  ([0, 1, 2] as const).map((kind) =>
    STATES.map((to) =>
      STATES.flatMap((from, index) => {
        const move = moveBetween(from, to, kind, costs);
        return move ? [{ ...move, from: index }] : [];
      }),
    ),
  ),
);

export type LinesReading = {
  ingredients: Section<"items">[];
  instructions: Section<"steps">[];
  /** Indexes of the first and last line of each list, -1 when there is none. */
  ingredientLines: [number, number];
  stepLines: [number, number];
  /** Each line's role in the reading. */
  roles: Role[];
  /** The ingredient list opens right under a heading that names it ("Ingredients", "Zutaten"). */
  listNamed: boolean;
};

type Options = {
  weights?: LineWeights;
  /** The reading's costs and rewards (for tuning them on the build part). */
  costs?: typeof DEFAULT_COSTS;
  /**
   * Where the lines come from. A page's blocks: each line of a method is a step. Text (OCR, a paste): a method's
   * paragraphs are its steps, and a recipe in parts may set a further list and its method after the first method
   * (on a page, a further "Ingredients" heading after the method is most often another recipe's, or the recipe card
   * after a blog post about it).
   */
  mode?: "page" | "text";
};

const NEG = Number.NEGATIVE_INFINITY;
/**
 * The least ingredient score of a line of salt and pepper alone on a list, or of a food named alone in the box under
 * the list's heading (`namedItems`): more than a line between the lists costs.
 */
const SEASONING_SCORE = 0.5;

export function readRecipeLines(lines: RecipeLine[], options: Options = {}): LinesReading {
  const reading = readAllLines(lines, options);
  // A recipe read under a heading over other recipes ("More from our kitchen") is one of them when the lines before
  // that heading hold a recipe of their own (a list and a step): the page's recipe, however short. Not when the
  // page's title (or most of its words) stands again over it: a blog post's links to other recipes, then the card.
  const others = lines.findIndex((line) => line.heading !== undefined && AFTER_RECIPE.test(line.text));
  if (others <= 0 || reading.ingredientLines[0] < others) return reading;
  const names = (from: number, to: number) =>
    lines
      .slice(from, to)
      .flatMap((line) =>
        line.heading === undefined || headingKind(line.text) ? [] : [new Set(lowerWords(line.text))],
      );
  const titles = names(0, others);
  const sameDish = (name: Set<string>) =>
    titles.some((title) => {
      const shared = [...name].filter((word) => title.has(word)).length;
      return shared > 0 && shared * 2 >= Math.min(name.size, title.size);
    });
  if (names(others, reading.ingredientLines[0]).some(sameDish)) return reading;
  const before = readAllLines(lines.slice(0, others), options);
  const items = before.ingredients.reduce((sum, section) => sum + section.items.length, 0);
  if (items < 2 || !before.instructions.some((section) => section.steps.length > 0)) return reading;
  return { ...before, roles: before.roles.concat(new Array<Role>(lines.length - others).fill("out")) };
}

function readAllLines(lines: RecipeLine[], options: Options): LinesReading {
  const costs = options.costs ?? DEFAULT_COSTS;
  const facts = lineFacts(lines);
  const { scores } = scoreLines(lines, options.weights ?? HAND_SET_WEIGHTS, costs, facts);
  const text = options.mode === "text";
  const { path, phases } = decode(lines, facts, scores, costs, text);
  const reading = assemble(lines, path, phases, text ? "paragraphs" : "lines");
  const heading = reading.ingredientLines[0] === -1 ? -1 : (facts.headingBefore[reading.ingredientLines[0]] as number);
  return { ...reading, listNamed: heading !== -1 && facts.kinds[heading] === "ingredients" };
}

/** What the reading needs to know of each line besides its scores, worked out once for both passes. */
type LineFacts = {
  kinds: Kind[];
  counts: Int32Array;
  /** Notes, comments and the like: the recipe is over (1); a call to rate it: its lists are over (2). */
  ends: Uint8Array;
  /** Short and not a sentence. */
  fragment: Uint8Array;
  /** A yield, a time or a unit system's name set among a list's lines. */
  aside: Uint8Array;
  /** A card's values on a line of their own, not the end of a sentence wrapped onto it ("about 9 minutes."). */
  values: Uint8Array;
  /**
   * No ingredient, so a list ends before it: a paragraph of prose (a method that repeats each step's ingredients
   * before it starts so), or what a button or link does with the recipe ("Drucken", "Add to shopping list").
   */
  endsList: Uint8Array;
  /** A nutrition panel's line ("Fett 23,1 g"): no ingredient, and free between the lists, as the panel's heading is. */
  nutrient: Uint8Array;
  /** "For the sauce" and the like, without an amount. */
  titleLike: Uint8Array;
  /** A step's number alone ("2", "Step 3"). */
  numberAlone: Uint8Array;
  /** The heading right before a line (numbers of steps standing alone and a card's values do not count), or -1. */
  headingBefore: Int32Array;
  /** A line after the ingredient list that repeats one of its lines (set once the list is read). */
  repeats: Uint8Array;
  /** Where a line names a cooking verb: 1 as its first word, 2 further on, 0 nowhere. */
  verbs: Uint8Array;
  /** Neither a sentence nor a line that names a cooking verb ("Jede Woche neue Rezepte für dich"): no method opens so. */
  unlikeStep: Uint8Array;
  /**
   * A line of four words or more that the page shows three times or more, word for word: a widget's text in every
   * card of a list of other recipes ("This recipe has 5 of 5 stars. Click to rate it."), never a step of the method.
   */
  boilerplate: Uint8Array;
  /** Salt and pepper named alone ("Salt and pepper", "Salz und Pfeffer"): an ingredient's line, often a list's last. */
  seasoning: Uint8Array;
  /**
   * The items of the one box right under a heading that names the ingredients, up to the next heading, each a few
   * words and no sentence: the page's list, even where none of them has an amount ("Ripe tomatoes", "Feta cheese").
   */
  namedItems: Uint8Array;
  /**
   * The first line of another box after a list of steps the page marks as a method's (its numbered items, or items in
   * a box named for the method): the method ended with that list.
   */
  leavesSteps: Uint8Array;
  /**
   * A heading that names a part of the recipe ("Zutaten für die Füllung", "Für den Teig", "Fertigstellung:"), which
   * on a page may open a further list after a method (a recipe in parts); a bare "Zutaten" is another recipe's.
   */
  opensPart: Uint8Array;
  /** The method's heading inside such a part of a page ("Pizza dough" / … / "Method"), which its list goes on to. */
  partMethod: Uint8Array;
};

/** A yield's label on a line of its own ("Servings", "porsjoner"). */
function yieldLabel(line: RecipeLine | undefined): boolean {
  const text = line?.text.replace(/[\s:：]+$/, "") ?? "";
  return text.length > 0 && VALUE_LABELS.yields.exec(text)?.[0].length === text.length;
}
/** A count and its yield's label on lines of their own, as a portions stepper shows them ("4" / "porsjoner"). */
function countBesideLabel(lines: RecipeLine[], index: number): boolean {
  const alone = (line: RecipeLine | undefined) => line !== undefined && NUMBER_ALONE.test(line.text);
  const [before, line, after] = [lines[index - 1], lines[index], lines[index + 1]];
  if (alone(line)) return yieldLabel(before) || yieldLabel(after);
  // The cheap test first: most lines have no count alone beside them.
  return (alone(before) || alone(after)) && yieldLabel(line);
}

/**
 * Whether the lines of one box from `start` on are a list the page does not mark as one: two or more, the first and
 * half of them or more starting with an amount.
 */
function amountsRun(lines: RecipeLine[], start: number): boolean {
  const group = lines[start]?.group;
  if (group === undefined || !hasAmountFirst((lines[start] as RecipeLine).text)) return false;
  let count = 0;
  let amounts = 0;
  for (let at = start; at < lines.length && count < 12; at++) {
    const line = lines[at] as RecipeLine;
    if (line.group !== group || line.heading !== undefined) break;
    count++;
    if (hasAmountFirst(line.text)) amounts++;
  }
  return count >= 2 && amounts * 2 >= count;
}

/** A line that ends its sentence: a full stop, "!" or "?" (full-width too), closing quotes or brackets after it. */
const SENTENCE_AT_END = new RegExp(`[${SENTENCE_MARKS}]["”’)]*$`);
/** A step the page sets as a list's item: a sentence, numbered or in a box named for the method. */
const isStepItem = (line: RecipeLine | undefined) =>
  line?.heading === undefined &&
  line?.item === true &&
  (line.ordered === true || line.hint === "instructions") &&
  SENTENCE_AT_END.test(line.text) &&
  words(line.text) >= 4;

function lineFacts(lines: RecipeLine[]): LineFacts {
  const n = lines.length;
  const facts: LineFacts = {
    kinds: lines.map((line) => (line.heading !== undefined ? headingKind(line.text) : null)),
    counts: new Int32Array(n),
    ends: new Uint8Array(n),
    fragment: new Uint8Array(n),
    aside: new Uint8Array(n),
    values: new Uint8Array(n),
    endsList: new Uint8Array(n),
    nutrient: new Uint8Array(n),
    titleLike: new Uint8Array(n),
    numberAlone: new Uint8Array(n),
    headingBefore: new Int32Array(n).fill(-1),
    repeats: new Uint8Array(n),
    opensPart: new Uint8Array(n),
    partMethod: new Uint8Array(n),
    verbs: new Uint8Array(n),
    unlikeStep: new Uint8Array(n),
    boilerplate: new Uint8Array(n),
    seasoning: new Uint8Array(n),
    namedItems: new Uint8Array(n),
    leavesSteps: new Uint8Array(n),
  };
  const seen = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const text = line.text;
    const count = words(text);
    facts.counts[index] = count;
    facts.numberAlone[index] = NUMBER_ALONE.test(text) ? 1 : 0;
    // Past a step's number, and past a card's values under the method's heading ("Zubereitung" / "Arbeitszeit:
    // 20 Min." / "Backzeit: 15 Min." / the first step).
    for (let at = index - 1, numbers = 0, values = 0; at >= 0; at--) {
      if ((lines[at] as RecipeLine).heading !== undefined) {
        facts.headingBefore[index] = at;
        break;
      }
      if (facts.values[at] ? ++values > 4 : !facts.numberAlone[at] || ++numbers > 1) break;
    }
    if (line.heading !== undefined) {
      const named = headingText(text);
      const part =
        (facts.kinds[index] === "ingredients" && count > 1 && !isYieldLine(named.replace(INGREDIENT_HEADINGS, ""))) ||
        (facts.kinds[index] === null && (GROUP_TITLE.test(named) || (/:$/.test(text) && count <= 3)));
      facts.opensPart[index] = part ? 1 : 0;
      return;
    }
    facts.ends[index] =
      (count <= 8 && RECIPE_END.test(text)) || CARD_FIELD.test(text)
        ? 1
        : isRateCall(text) || SOCIAL_NETWORK.test(text)
          ? 2
          : 0;
    facts.fragment[index] = count < 6 && !ENDS_SENTENCE.test(text) ? 1 : 0;
    const tokens = lowerWords(text);
    const verbAt = tokens.findIndex((token) => COOKING_VERBS.has(token));
    facts.verbs[index] = verbAt === 0 || (verbAt > 0 && clauseEndVerb(text, tokens)) ? 1 : verbAt > 0 ? 2 : 0;
    facts.unlikeStep[index] = facts.verbs[index] === 0 && !ENDS_STEP.test(text) ? 1 : 0;
    if (count >= 4) {
      const same = seen.get(text);
      if (same) same.push(index);
      else seen.set(text, [index]);
    }
    const value = isValueLine(text);
    // A shop's box among a list's lines: its price, and its button when the list goes on after it ("Add to Cart").
    const shop = PRICE.test(text) || (count <= 6 && PAGE_ACTION.test(text) && amountsFollow(lines, index));
    facts.aside[index] = value || shop || UNIT_SYSTEM.test(text) || countBesideLabel(lines, index) ? 1 : 0;
    const before = lines[index - 1];
    // A sentence's end wrapped onto a line of its own ("until al dente," / "about 9 minutes.") is no card's value.
    const wrapped = before?.heading === undefined && !facts.values[index - 1] && /[\p{L},;]$/u.test(before?.text ?? "");
    facts.values[index] = value && !wrapped ? 1 : 0;
    facts.nutrient[index] = count <= 6 && NUTRIENT_LINE.test(text) ? 1 : 0;
    const after = lines[index + 1];
    // A list marked as items ends at a line of another box that is no item and has no amount, unless a list's line
    // follows it (a group's title, a line the page set apart).
    const leavesItems =
      !line.item &&
      count <= 8 &&
      !ENDS_SENTENCE.test(text) &&
      before?.item === true &&
      before.group !== line.group &&
      !hasAmountFirst(text) &&
      !(after !== undefined && after.heading === undefined && (after.item || hasAmountFirst(after.text)));
    facts.seasoning[index] = isSeasoningLine(text) ? 1 : 0;
    // A method's list of steps (two sentences or more) followed by a sentence in another box that no item follows:
    // the page's prose after the recipe (a blog post under its card).
    const twoBefore = lines[index - 2];
    facts.leavesSteps[index] =
      !line.item &&
      SENTENCE_AT_END.test(text) &&
      count >= 4 &&
      !after?.item &&
      isStepItem(before) &&
      isStepItem(twoBefore) &&
      before?.group === twoBefore?.group &&
      before?.group !== line.group
        ? 1
        : 0;
    facts.endsList[index] =
      (!line.item && isProse(text)) || (count <= 6 && PAGE_ACTION.test(text)) || facts.nutrient[index] || leavesItems
        ? 1
        : 0;
    // A group's title as a line of its own box set inside a list's box ("Zimt-Äpfel" between the pancake's lines and
    // the apples'), or in a box of its own right over a list's items (a page builder's "Dough" over its lines), or
    // over a box of lines with amounts that the page does not mark as items ("Optional" over "3 tbsp Butter").
    const apart = before !== undefined && (before.heading !== undefined || before.group !== line.group);
    const boxed =
      !line.item &&
      line.group !== undefined &&
      apart &&
      ((before.group !== undefined && before.group === after?.group) ||
        (after !== undefined && after.group !== line.group && (after.item === true || amountsRun(lines, index + 1))));
    facts.titleLike[index] =
      count <= 5 && !/\d/.test(text) && !ENDS_SENTENCE.test(text) && (GROUP_TITLE.test(headingText(text)) || boxed)
        ? 1
        : 0;
  });
  for (const same of seen.values()) if (same.length >= 3) for (const index of same) facts.boilerplate[index] = 1;
  valuesInRows(lines, facts);
  facts.kinds.forEach((kind, heading) => {
    if (kind === "ingredients") markNamedItems(lines, facts, heading + 1);
  });
  const parts = partsInHeadings(lines, facts.kinds);
  for (const index of parts.names) facts.opensPart[index] = 1;
  for (const index of parts.methods) facts.partMethod[index] = 1;
  return facts;
}

/**
 * A card's row of values split at its dots or bars, one part in words the vocabulary lacks beside two or more it
 * knows ("तैयारी का समय: 15 मिनट · पकाने का समय: 30 मिनट · 4 लोगों के लिए", the yield unknown): that part is a value too,
 * set aside as the others are, where it is short and no list item.
 */
function valuesInRows(lines: RecipeLine[], facts: LineFacts) {
  const rows = new Map<number, number[]>();
  lines.forEach((line, index) => {
    if (line.group === undefined || line.heading !== undefined) return;
    const row = rows.get(line.group);
    if (row) row.push(index);
    else rows.set(line.group, [index]);
  });
  for (const row of rows.values()) {
    const others = row.filter((index) => !facts.values[index]);
    const [index] = others;
    if (row.length < 3 || others.length !== 1 || index === undefined) continue;
    if ((facts.counts[index] as number) > 6 || (lines[index] as RecipeLine).item) continue;
    facts.values[index] = 1;
    facts.aside[index] = 1;
  }
}

/**
 * The items of the box that opens at `start`, when they are four or more short lines and a heading ends them (three
 * may be a product's label under "Ingredients", with its "Directions").
 */
function markNamedItems(lines: RecipeLine[], facts: LineFacts, start: number) {
  const group = lines[start]?.group;
  if (group === undefined || !lines[start]?.item) return;
  let end = start;
  for (; end < lines.length; end++) {
    const line = lines[end] as RecipeLine;
    if (line.group !== group || line.heading !== undefined) break;
    if (!line.item || (facts.counts[end] as number) > 8 || SENTENCE_AT_END.test(line.text) || facts.values[end]) return;
  }
  if (end - start < 4 || (end < lines.length && lines[end]?.heading === undefined)) return;
  facts.namedItems.fill(1, start, end);
}

/**
 * Headings that each hold a list of their own under them: a recipe in parts set out by the page's ranks of headings
 * ("Pizza dough" over "Ingredients" and "Method", then "Tomato sauce" over its own). Two headings of a rank or more,
 * naming no part of a recipe, each with a list's heading of the same lower rank under it; a blog post's "Ingredients"
 * and a recipe card's after it stand at different ranks. With the method's headings under them ("Method").
 */
function partsInHeadings(lines: RecipeLine[], kinds: Kind[]): { names: number[]; methods: number[] } {
  const owners = new Map<string, number[]>();
  const ownerOf = new Int32Array(lines.length).fill(-1);
  const open: number[] = [];
  lines.forEach((line, index) => {
    const rank = line.heading;
    if (rank === undefined || rank > 6) return;
    while (open.length > 0 && ((lines[open.at(-1) as number] as RecipeLine).heading as number) >= rank) open.pop();
    const owner = open.at(-1);
    if (owner !== undefined && kinds[owner] === null) {
      ownerOf[index] = owner;
      if (kinds[index] === "ingredients") {
        const key = `${(lines[owner] as RecipeLine).heading}/${rank}`;
        const same = owners.get(key) ?? [];
        if (!same.includes(owner)) owners.set(key, [...same, owner]);
      }
    }
    open.push(index);
  });
  const names = [...owners.values()].filter((same) => same.length >= 2).flat();
  const methods = kinds.flatMap((kind, index) =>
    kind === "instructions" && names.includes(ownerOf[index] as number) ? [index] : [],
  );
  return { names, methods };
}

const PHASES: Phase[] = ["pre", "list", "gap", "method", "more", "post"];
const PHASE_OF_STATE = Uint8Array.from(STATES, (state) => PHASES.indexOf(state.phase));
/** The states FAR lines or more after the ingredient list, before the method (not a method read before its list). */
const FAR_GAP_STATE = Uint8Array.from(STATES, (state) =>
  state.phase === "gap" && !state.reversed && state.gap >= FAR ? 1 : 0,
);
/** Step evidence below which a line reads as no step at all. */
const NO_STEP = -2;
const [PRE, LIST, GAP, METHOD, MORE, POST] = PHASES.map((_, index) => index) as [
  number,
  number,
  number,
  number,
  number,
  number,
];
const [OUT, ITEM, GROUP, TITLE, SKIP, PASS] = (["out", "item", "group", "title", "skip", "pass"] as const).map((role) =>
  ROLES.indexOf(role),
) as [number, number, number, number, number, number];

/** The best reading of the lines given their scores: each line's role and the part of the reading it is in. */
function decode(
  lines: RecipeLine[],
  facts: LineFacts,
  scores: Scores,
  COSTS: typeof DEFAULT_COSTS,
  furtherLists = false,
) {
  const n = lines.length;
  const {
    kinds,
    counts,
    ends,
    fragment,
    aside,
    values,
    endsList,
    titleLike,
    numberAlone,
    headingBefore,
    repeats,
    opensPart,
    partMethod,
    unlikeStep,
    boilerplate,
    nutrient,
    seasoning,
    namedItems,
  } = facts;
  const headingReward = (at: number, list: "ingredients" | "instructions") =>
    at === -1 ? 0 : kinds[at] === list ? COSTS.namedHeading : kinds[at] === null ? COSTS.anyHeading : 0;
  /** What opening a list at a line is worth: the heading over it, or the group title it opens with. */
  const openReward = (index: number, list: "ingredients" | "instructions") => {
    const before = headingReward(headingBefore[index] as number, list);
    return (lines[index] as RecipeLine).heading !== undefined ? Math.max(before, headingReward(index, list)) : before;
  };
  // The best role and its score for the current line in each phase (NEG when the line cannot be there).
  const roleIn = new Uint8Array(PHASES.length);
  const valueIn = new Float64Array(PHASES.length);
  let farGap = 0;
  const emit = (index: number) => {
    const line = lines[index] as RecipeLine;
    const heading = line.heading !== undefined;
    const score = scores[index] as { ingredient: number; step: number };
    const kind = kinds[index];
    const count = counts[index] as number;
    const next = lines[index + 1];
    const nextScore = scores[index + 1];
    const set = (phase: number, role: number, value: number) => {
      roleIn[phase] = role;
      valueIn[phase] = value;
    };
    set(PRE, OUT, 0);
    set(POST, OUT, 0);
    // Between the lists: a heading is free, a line costs more the more it reads like a step passed over. Equipment,
    // a video, a nutrition panel (its heading, or a line: a "Nutrition Information" link) or notes may stand between
    // the lists; comments, reviews and the like come after a recipe.
    const between = NUTRITION.test(line.text) || (NOTES.test(line.text) && !afterStep(lines, scores, index));
    if (((kind === "other" && RECIPE_END.test(line.text)) || ends[index] === 1) && !between) {
      set(GAP, OUT, NEG);
    } else set(GAP, OUT, heading || nutrient[index] ? 0 : -COSTS.gapLine - 0.3 * Math.max(0, score.step));
    // Far after the list, a line that reads as no step at all is passed over for free: a site's boxes (offers, a
    // newsletter, a nutrition panel's labels and values) between a list and its method further down.
    farGap = !heading && score.step < NO_STEP && valueIn[GAP] !== NEG ? 0 : (valueIn[GAP] as number);
    if (ends[index]) {
      for (const phase of [LIST, METHOD, MORE]) set(phase, OUT, NEG);
      // A tip said on its own line between two steps ("Tip: keep everything cold.") is passed over, not the end.
      const between = (scores[index - 1]?.step ?? NEG) > 0 && (nextScore?.step ?? NEG) > 0;
      if (between && !heading && INLINE_NOTE.test(line.text)) set(METHOD, PASS, -COSTS.passLine);
      return;
    }
    // A list (and a further one).
    if (heading) {
      // A group's title: a short heading that names no other part, followed by an ingredient.
      // A heading that names the method after a word or two ("Recipe Instructions") closes the list, whatever follows.
      const named =
        kind === "instructions" ||
        kind === "other" ||
        (kind === "ingredients" && count <= 2) ||
        (count <= 3 && METHOD_WORDS.test(line.text));
      // What follows past a card's values or a shop's box set aside ("$14.99", "Add to Cart"): over those, the heading
      // is the box's own (a product's name), passed over with it.
      let after = index + 1;
      while (after < n && aside[after] && after - index <= 3) after++;
      const followed = lines[after]?.heading === undefined && (scores[after]?.ingredient ?? NEG) > 0;
      const overAside = after > index + 1;
      if (!named && count <= 8 && followed) set(LIST, overAside ? SKIP : GROUP, overAside ? 0 : -COSTS.title);
      else set(LIST, OUT, NEG);
    } else if (aside[index]) set(LIST, SKIP, 0);
    else if (titleLike[index] && next && next.heading === undefined && (nextScore?.ingredient ?? NEG) > 0) {
      set(LIST, GROUP, -COSTS.title);
    } else if (endsList[index] || score.ingredient < -FAR_FROM_INGREDIENT) set(LIST, OUT, NEG);
    else {
      // Salt and pepper named alone right before the method (its heading or its first step) is the list's last line,
      // however little its shape says so.
      const last = next !== undefined && (next.heading !== undefined || (nextScore?.step ?? NEG) > 0);
      const ingredient =
        (seasoning[index] && last) || namedItems[index]
          ? Math.max(score.ingredient, SEASONING_SCORE)
          : score.ingredient;
      set(LIST, ITEM, ingredient + COSTS.inList);
    }
    if (kind === "ingredients") set(MORE, count > 2 ? GROUP : SKIP, 0);
    // The further list's own method follows under its heading ("Zubereitung").
    else if (kind === "instructions" && (furtherLists || partMethod[index])) set(MORE, SKIP, 0);
    // A part's name over its list's heading ("Tomato sauce" over "Ingredients").
    else if (heading && opensPart[index] && next?.heading !== undefined && kinds[index + 1] === "ingredients")
      set(MORE, GROUP, -COSTS.title);
    else set(MORE, roleIn[LIST] as number, valueIn[LIST] as number);
    // A method.
    if (facts.leavesSteps[index]) set(METHOD, OUT, NEG);
    else if (numberAlone[index]) set(METHOD, SKIP, 0);
    else if (repeats[index]) set(METHOD, PASS, 0);
    // A card's values (a time, a yield) are no step, wherever they stand.
    else if (values[index]) set(METHOD, PASS, -COSTS.passLine);
    // Passed over at a cost, as a short line is: a method opens with none.
    else if (boilerplate[index]) set(METHOD, PASS, -COSTS.passLine);
    else if (heading) {
      const named = kind === "ingredients" || kind === "other" || (kind === "instructions" && count <= 2);
      // A section's title over its first step, or over that step's number or its ingredients listed again ("Make the
      // sauce:" / "Step 6" / the step; "For the frosting" / "1 egg" / the step).
      let after = index + 1;
      while (after < n && (numberAlone[after] || repeats[after])) after++;
      const followed = lines[after]?.heading === undefined && (scores[after]?.step ?? NEG) > 0;
      if (!named && count <= 10 && followed) set(METHOD, TITLE, -COSTS.title);
      else set(METHOD, OUT, NEG);
    } else {
      const step = score.step + COSTS.inMethod + (index > 0 && numberAlone[index - 1] ? COSTS.underNumber : 0);
      // What a method sets between its steps, each step's ingredients or tools ("Sparschäler"), is passed over (a
      // list's line that reads as an ingredient, not as a step, even in other words than the list's); a word or two
      // without a full stop is never a step.
      const listed = line.item && score.ingredient > 0 && score.step < 0;
      if (listed || (fragment[index] && (count <= 2 || -COSTS.passLine > step))) set(METHOD, PASS, -COSTS.passLine);
      else set(METHOD, STEP, step);
    }
  };
  // Viterbi over the states.
  const S = STATES.length;
  // Row `index` of each n × S table starts at index * S; one allocation each, as the reading runs per page.
  const best = new Float64Array(n * S).fill(NEG);
  const back = new Int16Array(n * S).fill(-1);
  // Roles by their place in ROLES.
  const roleAt = new Uint8Array(n * S);
  const pre = STATES.findIndex((state) => state.phase === "pre");
  const table = movesFor(COSTS);
  for (let index = 0; index < n; index++) {
    const heading = (lines[index] as RecipeLine).heading !== undefined;
    // In text, a further list after the method opens at a heading: "Zutaten für die Füllung", "Fertigstellung:".
    const into = table[heading ? (furtherLists || opensPart[index] ? 2 : 1) : 0] as Move[][];
    emit(index);
    const ingredientsReward = openReward(index, "ingredients");
    const instructionsReward = openReward(index, "instructions");
    // Two short fragments in a row after a method's first full step end it ("314", "From Tesco Real Food").
    const fragmentsAfterStep = index > 0 && fragment[index] && fragment[index + 1] && !fragment[index - 1];
    const row = index * S;
    const previous = row - S;
    for (let to = 0; to < S; to++) {
      const phase = PHASE_OF_STATE[to] as number;
      const value = FAR_GAP_STATE[to] ? farGap : (valueIn[phase] as number);
      if (value === NEG) continue;
      const role = roleIn[phase] as number;
      const cutsFragments = role === STEP && fragmentsAfterStep;
      // A method opens with a step, or with the first of its step's ingredients listed again.
      const opensNot =
        (role === PASS && !repeats[index]) ||
        (role === STEP && unlikeStep[index] && kinds[headingBefore[index] as number] !== "instructions");
      let top = NEG;
      let arg = -1;
      for (const move of into[to] as Move[]) {
        // At the first line, the path starts in "pre" and may open a list there.
        if (index === 0 && move.from !== pre) continue;
        const before = index === 0 ? 0 : (best[previous + move.from] as number);
        if (before === NEG) continue;
        if (cutsFragments && roleAt[previous + move.from] === STEP && PHASE_OF_STATE[move.from] === METHOD) continue;
        if (opensNot && move.open === "instructions") continue;
        // Nor does the list open under a heading that names another part (equipment, notes, nutrition).
        if (move.open === "ingredients" && headingBefore[index] === index - 1 && kinds[index - 1] === "other") continue;
        const step =
          move.open === null
            ? 0
            : (move.open === "ingredients" ? ingredientsReward : instructionsReward) -
              COSTS.open -
              move.methodFirst +
              move.bonus;
        if (before + step > top) {
          top = before + step;
          arg = move.from;
        }
      }
      if (top === NEG) continue;
      best[row + to] = top + value;
      back[row + to] = arg;
      roleAt[row + to] = role;
    }
  }
  // The best final state, and the path back.
  const path: Role[] = new Array(n).fill("out");
  const phaseAt: Phase[] = new Array(n).fill("pre");
  if (n > 0) {
    const last = best.subarray((n - 1) * S);
    let state = 0;
    for (let to = 1; to < S; to++) if ((last[to] as number) > (last[state] as number)) state = to;
    for (let index = n - 1; index >= 0 && state >= 0; index--) {
      path[index] = ROLES[roleAt[index * S + state] as number] as Role;
      phaseAt[index] = (STATES[state] as State).phase;
      state = back[index * S + state] as number;
    }
  }
  return { path, phases: phaseAt };
}

const NUMBER_MARK = /^(?:(\d{1,2})(?:[.)]\s|\s+(?=\p{Lu}|\p{Lo}|\p{So}))|([\u2460-\u2473])\s*)/u;
/**
 * A method numbered "1.", "2.", "3.", "1 Mix…" ("1 鶏肉は…" in a script without capitals, "4 ★を…" before a sign) or
 * "①", "②", "③", as Japanese methods number it (three or more, from its first lines): its steps up to its last
 * number, without the numbers (the recipe numbers its steps itself); null when the method is not numbered so.
 */
function numberedSteps(texts: string[]): string[] | null {
  let next = 1;
  let end = -1;
  const steps = [...texts];
  for (const [index, text] of texts.entries()) {
    const mark = NUMBER_MARK.exec(text);
    if (mark && (mark[2] ? (mark[2].codePointAt(0) as number) - 0x245f : Number(mark[1])) === next) {
      next++;
      end = index + 1;
      steps[index] = text.slice(mark[0].length);
    } else if (next === 1 && index >= 1) return null;
  }
  return next > 3 ? steps.slice(0, end) : null;
}

/** Joins a line broken by the width of the page: a hyphen at the break stays only before a capital. */
export function joinBroken(head: string, tail: string): string {
  if (head.endsWith("-") && !head.endsWith(" -")) {
    return /^\p{Lu}/u.test(tail) ? `${head}${tail}` : `${head.slice(0, -1)}${tail}`;
  }
  return `${head} ${tail}`;
}

const STEP_MARK = /^(?:(?:step|schritt|étape|paso|passo|stap)\s*)?(\d{1,2})\s*(?:[.):](?!\d)\s*|\s*$)/i;
/** A step's label set before its text, glued to it where the page sets them apart: "Step 1In a skillet", "Schritt 2:". */
const STEP_LABEL = /^(?:step|schritt|étape|etape|paso|passo|stap)\s*\d{1,2}\s*(?:[.):]\s*|(?=\p{Lu}))/iu;
/** A step's number glued to its first word, where the page sets them apart by their boxes alone: "1Peel the apples". */
const GLUED_NUMBER = /^\d{1,2}(?=\p{Lu}\p{Ll})/u;
/**
 * A line of the method as its step reads, the label or number before it left out ("Step 1In a skillet …", "1Peel
 * the apples": "In a skillet …", "Peel the apples").
 */
export const withoutStepLabel = (text: string) => text.replace(STEP_LABEL, "").replace(GLUED_NUMBER, "");

/**
 * Where a step's label or number starts a step of its own inside a line, after a sentence's end: "Step 2Pour",
 * "Schritt 3: Den", a number glued to the full stop ("pan.2. Pour"; with a space between, "bake 10 min. 2 Eggs" may
 * be a list's line run on).
 */
const DIGIT = /\d/;
const STEP_INSIDE =
  /(?<=\p{L}[.!?]["”)]?)\s*(?=(?:Step|STEP|Schritt|SCHRITT|Étape|Etape|Paso|Passo|Stap)\s*(\d{1,2})\s*[.):]?\s*\p{Lu})|(?<=\p{Ll}[.!?])(?=(\d{1,2})[.)]\s*\p{Lu})/gu;
/**
 * A line that holds a numbered method's steps one after the other, as a step list nested in a list's item reads
 * once the list is a paragraph ("Step 1Put … into a large pan.Step 2Pour over …"): each step a line of its own, cut
 * where the next number in order follows a sentence's end.
 */
export function stepsInLine(text: string): string[] {
  // Every cut stands before a step's number: most lines hold no digit at all, and are looked at no further.
  if (!DIGIT.test(text)) return [text];
  return cutAtNumbers(text, STEP_INSIDE, Number(text.match(STEP_MARK)?.[1] ?? 1));
}

/** The next number of a method that starts "1." and runs on in one text: "… batter. 2. Heat …", "… ab. Schritt 2: Den …". */
const NUMBER_IN_TEXT =
  /(?<=\p{L}[.!?]["”)]?)\s+(?=(?:(?:Step|STEP|Schritt|SCHRITT|Étape|Etape|Paso|Passo|Stap)\s*)?(\d{1,2})\s*[.):]\s*\p{Lu})/gu;

/** A text cut where `numbers` finds the step after `first`, and each next one in order after it. */
function cutAtNumbers(text: string, numbers: RegExp, first: number): string[] {
  let number = first;
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(numbers)) {
    if (Number(match[1] ?? match[2]) !== number + 1) continue;
    number++;
    parts.push(text.slice(start, match.index).trim());
    start = match.index + match[0].length;
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** A text that begins with a method's first number, cut at the others that follow it in order after sentences. */
const numberedInText = (text: string) =>
  Number(text.match(STEP_MARK)?.[1]) === 1 ? cutAtNumbers(text, NUMBER_IN_TEXT, 1) : [text];

/**
 * A method as the recipe shows it, whichever reader found it: a step that runs a numbered method together ("1. Whisk
 * … 2. Heat … 3. Cook …", as some sites' markup gives it) is a step per number, and steps numbered in order lose
 * their numbers and labels ("2.", "Step 2:"), as the recipe numbers its steps itself; so do parts' titles numbered in
 * order ("1. Brown the meat", "2. Simmer").
 */
export function stepsByNumber<Section extends { title: string | null; steps: string[] }>(
  sections: Section[],
): Section[] {
  const titled = sections.every((section, index) => Number(section.title?.match(STEP_MARK)?.[1]) === index + 1);
  let position = 0;
  return sections.map((part) => {
    const section = titled ? { ...part, title: (part.title as string).replace(STEP_MARK, "") || null } : part;
    const steps = section.steps.flatMap(numberedInText);
    const first = position;
    position += steps.length;
    const numbered = (from: number) =>
      steps.every((step, index) => Number(step.match(STEP_MARK)?.[1]) === from + index);
    if (!numbered(1) && !numbered(first + 1))
      return steps.length === section.steps.length ? section : { ...section, steps };
    return { ...section, steps: steps.map((step) => step.replace(STEP_MARK, "").trim()).filter(Boolean) };
  });
}

/** A step has three letters or more: less is a number, a mark or a stray word's end. */
const STEP_TEXT = /\p{L}.*\p{L}.*\p{L}/u;

/** The first half of a run of two lines or more that is the same run twice over (by letters), else the run. */
function onceIfTwice<T>(run: T[], key: (entry: T) => string = String): T[] {
  const half = run.length / 2;
  if (half < 2 || !Number.isInteger(half)) return run;
  for (let index = 0; index < half; index++) {
    if (letters(key(run[index] as T)) !== letters(key(run[index + half] as T))) return run;
  }
  return run.slice(0, half);
}

/**
 * Whether the method's steps stand in a box the page's class names call the method's, two of them or half: then its
 * lines outside that box, before it or after it, are none of its steps (the post telling of them, another recipe's).
 * One such line among more (a tip's box) says nothing of the others.
 */
function boxedMethod(lines: RecipeLine[], roles: Role[], phases: Phase[]): boolean {
  let steps = 0;
  let boxed = 0;
  roles.forEach((role, index) => {
    if (role !== "step" || phases[index] !== "method") return;
    steps++;
    if (lines[index]?.hint === "instructions") boxed++;
  });
  return boxed >= 2 || (boxed > 0 && boxed * 2 >= steps);
}

/** A text that ends its sentence or its aside in brackets. */
const ENDS_SENTENCE_OR_ASIDE = new RegExp(`[${SENTENCE_MARKS})]$`);

function assemble(lines: RecipeLine[], roles: Role[], phases: Phase[], stepMode: "lines" | "paragraphs") {
  let ingredients: Section<"items">[] = [];
  const instructions: Section<"steps">[] = [];
  const ingredientLines: [number, number] = [-1, -1];
  const stepLines: [number, number] = [-1, -1];
  let paragraph = "";
  // The lines the paragraph was joined from: each its own step when each ends its sentence (a method pasted a step a
  // line, no blank line between), not a paragraph the page's width broke. A step under its number keeps its lines.
  let paragraphLines: string[] = [];
  let numbered = false;
  const flush = () => {
    const own = !numbered && paragraphLines.length > 1 && paragraphLines.every((line) => SENTENCE_AT_END.test(line));
    for (const text of own ? paragraphLines : [paragraph.trim()]) {
      if (!text || !STEP_TEXT.test(text)) continue;
      if (instructions.length === 0) instructions.push({ title: null, steps: [] });
      (instructions.at(-1) as Section<"steps">).steps.push(text);
    }
    paragraph = "";
    paragraphLines = [];
    numbered = false;
  };
  // A list shown in two unit systems one after the other ("Metric" … "Imperial" …) is read in the first; two names
  // with no line of the list between them are a switch's buttons ("Metric" "Imperial"), not two lists.
  let systems = 0;
  let itemsAtFirstSystem = 0;
  // Whether the list's lines so far stand in a box the page's class names call the ingredients', and whether the
  // method's stand in the method's.
  let listBoxed = false;
  const methodBoxed = boxedMethod(lines, roles, phases);
  const itemCount = () => ingredients.reduce((sum, section) => sum + section.items.length, 0);
  // Steps each under a number of their own ("Schritt 1", "2"), on a page: the next number expected; whether the lines
  // before were such a number (and what the method passes over after it: the step's own ingredients), or a step read
  // under one (or right after one, nothing between); and where the method ends when the last of them has been read
  // (its section and number of steps).
  let nextNumber = 1;
  let run: "number" | "step" | null = null;
  // The rank of the headings read as the list's group titles and the method's part titles.
  let groupRank: number | undefined;
  let titleRank: number | undefined;
  const lastNumbered = { section: -1, steps: 0 };
  // A recipe in parts in text, each list with its own method: where each method starts among the steps, and the
  // list's group it follows.
  const methods: { at: number; group: Section<"items"> | undefined }[] = [];
  roles.forEach((role, index) => {
    const line = lines[index] as RecipeLine;
    const phase = phases[index] as Phase;
    if (stepMode === "paragraphs" && phase === "method" && phases[index - 1] !== "method") {
      flush();
      methods.push({ at: instructions[0]?.steps.length ?? 0, group: ingredients.at(-1) });
    }
    const inList = (phase === "list" || phase === "more") && systems < 2;
    const inMethod = phase === "method";
    if (inList && UNIT_SYSTEM.test(line.text) && (line.text.match(/metric|imperial|\bus\b/gi) ?? []).length === 1) {
      if (systems === 0) itemsAtFirstSystem = itemCount();
      if (systems === 0 || itemCount() > itemsAtFirstSystem) systems++;
    }
    if (inList && systems < 2) {
      if (ingredientLines[0] === -1) ingredientLines[0] = index;
      ingredientLines[1] = index;
      if (role === "group") {
        ingredients.push({ title: titleOf(line), items: [] });
        groupRank ??= line.heading;
      }
      // A line in the method's box, after lines in the ingredients' box, is a step's own ingredient listed again (a
      // card that lists each step's ingredients over it), not the list's; nor is a line of the equipment's, the
      // nutrition's or the notes' box.
      listBoxed ||= line.hint === "ingredients";
      if (role === "item" && line.hint !== "neither" && !(listBoxed && line.hint === "instructions")) {
        if (ingredients.length === 0) ingredients.push({ title: null, items: [] });
        (ingredients.at(-1) as Section<"items">).items.push(line.text);
      }
    }
    if (inMethod && stepMode === "lines") {
      if (role === "skip" && Number(line.text.match(/\d+/)?.[0]) === nextNumber) {
        nextNumber++;
        run = "number";
      } else if (role === "step" && run) {
        const section = Math.max(0, instructions.length - 1);
        const steps = (instructions[section]?.steps.length ?? 0) + 1;
        Object.assign(lastNumbered, { section, steps });
        run = "step";
      } else if (!(run === "number" && (role === "pass" || role === "skip"))) run = null;
    }
    if (inMethod) {
      if (stepLines[0] === -1) stepLines[0] = index;
      stepLines[1] = index;
      if (role === "title") {
        flush();
        instructions.push({ title: titleOf(line), steps: [] });
        titleRank ??= line.heading;
      } else if (role === "skip" || role === "step") {
        if (stepMode === "lines") {
          if (role === "step" && line.hint !== "neither" && !(methodBoxed && line.hint !== "instructions")) {
            paragraph = withoutStepLabel(line.text);
            flush();
          }
        } else {
          const mark = line.text.match(STEP_MARK);
          if (mark) {
            flush();
            paragraph = line.text.slice(mark[0].length);
            numbered = true;
          } else {
            // A paragraph break after a finished sentence starts a new step.
            if (line.gap && ENDS_SENTENCE_OR_ASIDE.test(paragraph)) flush();
            paragraph = paragraph ? joinBroken(paragraph, line.text) : line.text;
            paragraphLines.push(line.text);
          }
        }
      }
    }
  });
  flush();
  // The heading that opens the list may name its first group: "Zutaten für den Teig", "Ingredients for the crust".
  const opening = lines[ingredientLines[0] - 1];
  const first = ingredients[0];
  if (first && first.title === null && opening?.heading !== undefined && headingKind(opening.text) === "ingredients") {
    const rest = headingText(opening.text).replace(INGREDIENT_HEADINGS, "").trim();
    if (GROUP_TITLE.test(rest) && !countsWhatFor(rest)) first.title = headingText(opening.text);
  }
  // A method whose steps each stand under their number ends with the step after its last number (and the steps
  // that follow it without anything between), not with the page's next sentences.
  if (lastNumbered.section !== -1 && nextNumber > 3) {
    instructions.splice(lastNumbered.section + 1);
    (instructions[lastNumbered.section] as Section<"steps">).steps.splice(lastNumbered.steps);
  }
  // A numbered method ends after its last number; short fragments left at its end are the page moving on.
  for (const section of instructions) section.steps = numberedSteps(section.steps) ?? section.steps;
  const lastSteps = instructions.at(-1)?.steps ?? [];
  const isFragment = (step: string) => words(step) < 6 && !ENDS_SENTENCE_OR_ASIDE.test(step);
  while (lastSteps.length > 1 && isFragment(lastSteps.at(-1) as string) && !isFragment(lastSteps[0] as string)) {
    lastSteps.pop();
  }
  // A step's own ingredients written after its sentences, as a recipe card shows them under each step and a page's
  // text runs them on ("… and wonton noodles. 2 cups shredded romaine lettuce, 2 cups …"): not part of the step.
  const list = listedOf(ingredients.flatMap((section) => section.items));
  if (list.letters.size > 0)
    for (const section of instructions) section.steps = section.steps.map((step) => ownItemsOff(step, list));
  // The same list twice over, line for line, is one list the page shows twice (once for phones, once for larger
  // screens): a cook lists each ingredient once.
  for (const section of ingredients) section.items = onceIfTwice(section.items);
  ingredients = onceIfTwice(ingredients, (section) => [section.title, ...section.items].join("\n"));
  // A last group of two lines or more that the list already holds is a method's first step's ingredients listed
  // again before it (a list gives each ingredient once).
  const listed = new Set(ingredients.slice(0, -1).flatMap((section) => section.items.map(letters)));
  const last = ingredients.at(-1)?.items ?? [];
  if (ingredients.length > 1 && last.length >= 2 && last.every((item) => listed.has(letters(item)))) ingredients.pop();
  const groups = ingredients.filter((section) => section.items.length > 0);
  const parts = instructions.filter((section) => section.steps.length > 0);
  // A heading of the rank of the list's other group titles (or the method's other part titles) that opens it, and
  // names no part of a recipe, is its first group's title ("Produce" over the list, "Pantry" and "Dairy" within it).
  const firstOfRank = (sections: { title: string | null }[], start: number, rank: number | undefined) => {
    // Over a list's own heading ("Pizza dough" over "Ingredients"), as in a recipe in parts.
    const named = lines[start - 1]?.heading !== undefined && headingKind(lines[start - 1]?.text ?? "") !== null;
    const heading = lines[start - (named ? 2 : 1)];
    const [first, ...others] = sections;
    if (first?.title === null && others.length > 0 && rank !== undefined && heading?.heading === rank)
      if (headingKind(heading.text) === null) first.title = headingText(heading.text);
  };
  firstOfRank(groups, ingredientLines[0], groupRank);
  firstOfRank(parts, stepLines[0], titleRank);
  // In text, each method of a recipe in parts under the name of its part, its list's group ("Für den Belag"). A page
  // keeps them one method: its steps' numbers are read over the whole of it (stepsByNumber), and split so, one
  // variant's method lost a little (ADR 011).
  const method = parts[0];
  if (methods.length > 1 && parts.length === 1 && method?.title === null) {
    parts.splice(0, 1);
    methods.forEach(({ at, group }, index) => {
      const name = group?.title?.replace(INGREDIENT_HEADINGS, "").trim();
      const steps = method.steps.slice(at, methods[index + 1]?.at ?? method.steps.length);
      if (steps.length > 0) parts.push({ title: name ? name.charAt(0).toUpperCase() + name.slice(1) : null, steps });
    });
  }
  return {
    ingredients: groups,
    instructions: parts,
    ingredientLines,
    stepLines,
    roles,
  };
}

/** Where a step's sentence ends and a text may run on after it: a full stop, "!" or "?", a closing bracket. */
const SENTENCE_END = /[.!?)]["”]?(?=\s*\S)/g;
/**
 * A step without the list's lines run on after one of its sentences: two or more of them joined, or one that starts
 * with its amount ("Stir in the paprika. 1 teaspoon smoked paprika"); the step as it was when nothing is left.
 */
function ownItemsOff(step: string, listed: Listed): string {
  for (const end of step.matchAll(SENTENCE_END)) {
    const at = end.index + end[0].length;
    const tail = step.slice(at).trim();
    const count = listedJoined(tail, listed);
    if (count >= 2 || (count === 1 && hasAmountFirst(tail))) {
      const head = step.slice(0, at).trim();
      return STEP_TEXT.test(head) ? head : step;
    }
  }
  return step;
}

/** A line of plain text (OCR, a paste): `gap` after a blank line, `bullet` when a list bullet started it. */
export type TextLine = { text: string; gap: boolean; bullet: boolean };

/** An amount and its unit with the food still to come on the next line ("1 EL" / "gemahlene Mandeln"). */
const AMOUNT_ONLY = /^[\d½⅓⅔¼¾⅛.,/\s-]+(?:\p{L}{1,6}\.?)?$/u;
/** A line that starts something of its own: an amount, a step's number, "Step 2". */
const STARTS_OWN = /^(?:(?:step|schritt|étape|paso|passo|stap)\s*\d|\d{1,2}[.)]\s)/i;

/** A text that ends its sentence or a clause before a colon, closing quotes or brackets after it. */
const ENDS_CLAUSE = new RegExp(`[${SENTENCE_MARKS}:：]["”)]?$`);

/**
 * Whether a line of text goes on from the one before, the width of the page having broken it: the one before has
 * not ended (no full stop or colon) and visibly breaks off (a comma, "and", an open bracket, an amount alone), or is
 * about as wide as the text, or a bulleted line goes on without a bullet.
 */
function continuesText(previous: TextLine, line: TextLine, widest: number): boolean {
  const text = line.text;
  if (line.gap || line.bullet || hasAmountFirst(text) || STARTS_OWN.test(text)) return false;
  // A list's lines that write their counts in words ("three bananas" / "two eggs").
  if (opensWithCountWord(text) && (hasAmountFirst(previous.text) || opensWithCountWord(previous.text))) return false;
  if (namesPart(text) || namedFirstLine({ text })) return false;
  if (ENDS_CLAUSE.test(previous.text)) return false;
  const open = (previous.text.match(/\(/g)?.length ?? 0) > (previous.text.match(/\)/g)?.length ?? 0);
  return (
    (previous.bullet && !/:$/.test(text)) ||
    open ||
    /[-–,(/&]$|\b(?:and|or|the|a|to|of|in|with|und|oder|mit|in|den|die|das|der|zu)$/i.test(previous.text) ||
    AMOUNT_ONLY.test(previous.text) ||
    previous.text.length >= widest * 0.6
  );
}

/**
 * Lines of plain text as the reader's lines: lines the width of the page broke joined again, so that a step or an
 * ingredient is scored whole.
 */
export function textLines(lines: TextLine[]): RecipeLine[] {
  const widest = Math.max(0, ...lines.map((line) => line.text.length));
  const joined: TextLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous && continuesText(previous, line, widest)) previous.text = joinBroken(previous.text, line.text);
    else joined.push({ ...line });
  }
  return joined.flatMap((line) =>
    readLine({ text: line.text, ...(line.gap ? { gap: true } : {}), ...(line.bullet ? { item: true } : {}) }),
  );
}
