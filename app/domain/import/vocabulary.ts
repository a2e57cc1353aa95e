/**
 * The words recipe pages and printed recipes use for their parts, in the languages they are written in, and the
 * shapes of their lines: general cooking vocabulary, never anything about one site. Read by the page reader, the
 * labelled values and the scan's text reader.
 */
export const INGREDIENT_HEADINGS =
  /^(?:the\s+)?(?:ingredients?(?:\s+list)?|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list|zutaten(?:liste)?|ingrédients|ingredientes|ingredienti|ingrediënten|benodigdheden|hozzávalók|składniki|ingredienser|ainekset)\b/i;
export const INSTRUCTION_HEADINGS =
  /^(?:the\s+)?(?:instructions?|directions?|method|methods|preparation|steps|how to (?:make|prepare|cook)\b.*|here(?:'|’)?s how\b.*|to make\b.*|cooking instructions|zubereitung(?:sschritte)?|anleitung|so geht(?:'|’)?s|so wird(?:'|’)?s gemacht|préparation|étapes|recette|preparación|elaboración|pasos|preparazione|procedimento|bereiding(?:swijze)?|werkwijze|aan de slag|elkészítés|przygotowanie|fremgangsmåde|tillagning|valmistus)\b/i;
/** Headings after which neither list goes on. */
export const OTHER_HEADINGS =
  /^(?:notes?|tips?|nutrition|nährwerte|hinweis|tipps?|video|comments?(?!\s+[a-z])|kommentare|related|more recipes|you may also like|share|reviews?|equipment|faq)\b/i;

export const QUANTITY_START =
  /^(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞]|a\s|an\s|one\s|two\s|ein|eine|zwei|drei|some|pinch|prise|handful|etwas\s|einige\s|wenig\s|un peu\s|un poco\s)/i;

/** Whether a line carries an amount: a digit or a fraction sign. */
export const hasAmount = (line: string) => /[\d½⅓⅔¼¾⅛]/.test(line);

const VULGAR: Record<string, string> = { "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅛": "1/8" };
const BEYOND_ASCII = /[\u0080-\uffff]/;
/** Letters and digits only, lower-cased, "½" as "1/2": how a squashed line and the page's lines are compared. */
export function letters(text: string): string {
  const lower = text.toLowerCase();
  // Most lines are plain ASCII, whose letters and digits are a-z and 0-9 once lower-cased: a far cheaper pattern to
  // replace by than Unicode's classes, and the same result.
  if (!BEYOND_ASCII.test(lower)) return lower.replace(/[^a-z0-9]+/g, "");
  return lower.replace(/[½⅓⅔¼¾⅛]/g, (fraction) => VULGAR[fraction] as string).replace(/[^\p{L}\p{N}]+/gu, "");
}

/** A text's words in lower case: its runs of letters, without the digits and signs between them. */
export function lowerWords(text: string): string[] {
  const lower = text.toLowerCase();
  if (BEYOND_ASCII.test(lower)) return lower.match(/\p{L}+/gu) ?? [];
  // Plain ASCII (most lines): its letters are a-z once lower-cased, found by a look at each character rather than by
  // Unicode's letter class.
  const words: string[] = [];
  let start = -1;
  for (let at = 0; at <= lower.length; at++) {
    const code = at < lower.length ? lower.charCodeAt(at) : 0;
    if (code >= 97 && code <= 122) {
      if (start === -1) start = at;
    } else if (start !== -1) {
      words.push(lower.slice(start, at));
      start = -1;
    }
  }
  return words;
}

/**
 * A line's letters, kept on the line once worked out: the import looks a page's lines up by them several times (where
 * the markup's lines are shown, which of them the markup split, which the method lists again).
 */
export function lineLetters(line: { text: string; letters?: string }): string {
  line.letters ??= letters(line.text);
  return line.letters;
}

/** Sentences: long, or many words ending in a full stop. Ingredient lists end where they start. */
export const isProse = (line: string) => line.length > 160 || (/[.!?]$/.test(line) && line.split(/\s+/).length >= 12);

/** The labels of a recipe's yield and times ("Serves", "Prep time", "Zubereitungszeit", "Cuisson"). */
export const VALUE_LABELS = {
  // Not a nutrition panel's "Serving: 1 slice" or "Serving size"; "Serves4" written without a space.
  yields:
    /^(?:serves|servings|serving(?!\s*(?:size|:))|yields?|makes|portions?|portionen|personen|für|ergibt|personnes|porciones|raciones|personas|porzioni|persone|porções|rendimento|porties|adag)(?:\b|(?=\d))/i,
  prepMinutes:
    /^(?:prep(?:aration)?(?:\s+time)?|vorbereitung(?:szeit|sdauer)?|arbeitszeit|aktive\s+zeit|aktivzeit|préparation|temps de préparation|tiempo de preparación|tempo di preparazione|tempo de preparo|bereidingstijd|voorbereiding)(?:\b|(?=\d))/i,
  // German "Zubereitung(szeit)", the time of making the dish: its preparation, or its cooking where the page names a
  // "Vorbereitung" beside it (labelled-values.ts).
  makingMinutes: /^zubereitung(?:szeit|sdauer)?(?:\b|(?=\d))/i,
  cookMinutes:
    /^(?:cook(?:ing)?(?:\s+time)?|bake(?:\s+time)?|baking time|koch(?:zeit|dauer)?|back(?:zeit|dauer)|gar(?:zeit|dauer)|(?:brat|grill|schmor|ofen)(?:zeit|dauer)|cuisson|temps de cuisson|tiempo de cocción|tempo di cottura|tempo de cozimento|kooktijd|oventijd)(?:\b|(?=\d))/i,
  totalMinutes:
    /^(?:total(?:\s+time)?|time|ready in|gesamtzeit|gesamtdauer|gesamtzubereitungszeit|gesamt|zeit gesamt|zeit insgesamt|zeitaufwand|zeit|dauer|fertig in|temps total|tiempo total|tempo totale|tempo total|totale tijd)(?:\b|(?=\d))/i,
} as const;
