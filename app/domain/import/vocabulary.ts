import { COUNT_WORDS } from "~/domain/recipes/count-words";
import { PART_OF_WORDS } from "~/domain/recipes/ingredient-tokens";

/**
 * The words recipe pages and printed recipes use for their parts, in the languages they are written in, and the
 * shapes of their lines: general cooking vocabulary, never anything about one site. Read by the page reader, the
 * labelled values and the scan's text reader. Japanese, Chinese and Korean headings ("材料", "作り方", "用料", "做法",
 * "재료", "만드는 법") need no word's end after them: those scripts mark none. A heading may stand in brackets or after
 * a mark, as Japanese sites set it ("【材料】", "■作り方"), and name its dish before the word ("肉じゃがの作り方",
 * "红烧肉的做法步骤", "김치찌개 만드는 법"). A word that ends in a letter beyond ASCII ("složení", "hazırlanışı") ends where
 * no letter follows, which `\b` cannot tell.
 */
export const INGREDIENT_HEADINGS =
  /^(?:the\s+)?(?:ingredients?(?:\s+list)?|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list|zutaten(?:liste)?|ingrédients|ingredientes|ingredienti|ingrediënten|benodigdheden|hozzávalók|składniki|ingredienser|ainekset|ingredience|ingrediencie|složení|zloženie|sastojci|sestavine|ingrediente)(?:\b|(?<=\P{ASCII})(?![\p{L}\p{N}]))|^[【■●◆〔［[]?\s*(?:.{1,20}?(?:の|的|\s))?(?:材料|食材|用料|原料|配料|主料|所需材料|재료|주재료)[】〕］\]]?/iu;
export const INSTRUCTION_HEADINGS =
  /^(?:the\s+)?(?:instructions?|directions?|method|methods|preparation|steps|how to (?:make|prepare|cook)\b.*|here(?:'|’)?s how\b.*|to make\b.*|cooking instructions|zubereitung(?:sschritte)?|anleitung|so geht(?:'|’)?s|so wird(?:'|’)?s gemacht|préparation|étapes|recette|preparación|elaboración|pasos|preparazione|procedimento|bereiding(?:swijze)?|werkwijze|aan de slag|elkészítés|przygotowanie|fremgangsmåde|fremgangsmåte|tillagning|valmistus|valmistusohje|příprava|príprava|priprava|priprema|postupak|postopek|mod de preparare|hazırlanışı)(?:\b|(?<=\P{ASCII})(?![\p{L}\p{N}]))|^[【■●◆〔［[]?\s*(?:.{1,20}?(?:の|的|\s))?(?:作り方|つくり方|作りかた|手順|調理手順|做法|制作方法|制作步骤|烹饪步骤|步骤|만드는\s*(?:법|방법)|조리\s*(?:법|방법|순서)|요리\s*순서)[】〕］\]]?/iu;
/**
 * Headings after which neither list goes on: notes, nutrition (its values read as a list's lines otherwise), a
 * recipe's equipment and tools (a list of counts: "1 Four", "2 baking sheets"), comments, related recipes.
 */
export const OTHER_HEADINGS =
  /^(?:notes?|tips?|nutrition|nährwerte|hinweis|tipps?|video|comments?(?!\s+[a-z])|kommentare|related|more recipes|you may also like|share|reviews?|equipment|faq|tools|utensils|utensilien|küchenutensilien|küchengeräte|ustensiles|matériel|utensilios|utensili|attrezzatura|keukengerei|valeurs nutritionnelles|voedingswaarden?|información nutricional|valori nutrizionali)(?:\b|(?<=\P{ASCII})(?![\p{L}\p{N}]))|^[【■●◆〔［[]?\s*(?:ポイント|コツ|栄養|メモ|小贴士|贴士|小窍门|营养|팁|참고|영양)[】〕］\]]?/iu;

/** What a line of a method says it is done with, not by whom: "By Hand", "By Stand Mixer", "Von Hand", "By Weight". */
const BY_TOOL =
  "(?:hand|machine|(?:stand |hand )?mixer|food processor|weight|volume|oven|stovetop|microwave|slow cooker|instant pot|pressure cooker|air fryer|grill)";
/**
 * A byline: the words that credit a recipe's author before their name ("By Sam Carter", "Posted by", "Submitted by:",
 * "Recipe by:", "Gepostet von", "Recept van:", "Publicado por", "Par", "Door", "Di", "Af"), a label ("Author: Kevin
 * Curry"), or "by" after a date ("November 2, 2025 by Stephanie", "Pubblicato il 3 marzo 2023 da Giulia"). What may
 * follow the name on its line: a date after a dot, a bar or a comma, "on March 3", "at 3:15 PM", or a label glued to
 * it ("By Ailsa BurtUpdated: 17 December 2018").
 */
export const BYLINE = /* @__PURE__ */ new RegExp(
  String.raw`^(?:(?:posted|written|published|recipe|created|submitted|contributed|publicado|publié|pubblicato|veröffentlicht|geschrieben|gepostet|eingereicht|gepubliceerd|rezept|recette|receta|ricetta)\s+)?(?:by|von|par|door|por|di|da|af|av)\s*:?\s+(?!${BY_TOOL}\b)(.+)$|^(?:recept\s+van|author|autor|auteur|autore|forfatter|författare)\s*:\s*(.+)$|^.*\d.*\s(?:by|von|par|door|por|da)\s+(.+)$`,
  "iu",
);
export const AFTER_NAME =
  /\s+[·|•–—-]\s+|,\s*|\s+(?:on|at|am|le|op|el|il|den|à)\s+\d|(?<=\p{Ll})(?=\p{Lu}\p{Ll}+\s*:)/u;

/**
 * Words for a recipe's notes and tips, in the languages of its headings; a short line that opens with one ("Tip:
 * serve it warm", "Astuces : …", "Consejos: …") ends the method. A heading that ends in such a word, or in one for
 * variations ("Adam and Joanne's Tips", "Recipe Notes", "Storage and variations", "Nos astuces"): what follows is
 * about the recipe, not a part of its method.
 */
export const NOTE_WORDS =
  "notes?|tips?|tipps?|astuces|conseils|remarques|notas|consejos|trucos|consigli|opmerkingen|porady|uwagi|wskazówki|vinkit|tippek|sfaturi|ipuçları";
export const NOTES_HEADING = new RegExp(
  `(?:^|\\s)(?:${NOTE_WORDS}|hinweise|hints?|variations?|substitutions?|faqs?)$`,
  "i",
);

/**
 * A nutrition panel's line: a nutrient and its amount ("Calories: 158", "Fett 23,1 g", "Energi 135 kcal", "Serving
 * Size: 2 pieces"). Not sugar or salt: a list may give those as foods so ("Zucker: 100 g").
 */
export const NUTRIENT_LINE =
  /^(?:total\s+|saturated\s+|unsaturated\s+|trans\s+|gesättigte\s+)?(?:calories|kalorien|kcal|energy|energie|energi|brennwert|fat|saturates|fett(?:säuren)?|fedt|vet|protein|proteine|eiweiß|eiwit|proteínas|protéines|carbohydrates?|carbs|kohlenhydrate|karbohydrater|koolhydraten|glucides|carboidrati|sodium|natrium|fib(?:er|re)|ballaststoffe|kostfiber|vezels|cholesterol|cholesterin|serving size)\s*:?\s*(?:ca\.?\s*)?\d[\d.,]*\s*\p{L}{0,6}\.?$/iu;

export const QUANTITY_START =
  /^(?:\d|[½⅓⅔¼¾⅛⅜⅝⅞]|a\s|an\s|one\s|two\s|ein|eine|zwei|drei|some|pinch|prise|handful|etwas\s|einige\s|wenig\s|un peu\s|un poco\s)/i;

/**
 * An amount in words at a list line's end, as cooks write a food they give no number for: "Prezzemolo q.b.", "Salz
 * nach Belieben", "Parsley, to taste", "Sel à volonté", "Pimienta al gusto", "Peper naar smaak", "Соль — по вкусу",
 * "Garam secukupnya". A sentence that ends so ("Season with salt to taste.") ends with its full stop, which only the
 * abbreviations may have.
 */
export const AS_NEEDED_LAST =
  /(?:^|[\s,(])(?:(?:to taste|as needed|as required|nach (?:belieben|geschmack|bedarf)|по вкусу|do smaku|podle chuti|secukupnya|à volonté|au goût|selon (?:le )?goût|al gusto|a gusto|a piacere|quanto basta|a gosto|naar smaak|naar wens|efter smak|etter smak|efter behov|etter behov)\)?|(?:q\.\s?b|q\.\s?s|n\.\s?b|c\/n|c\.\s?n)\.?\)?|qb)$/iu;

/**
 * What a food without an amount is for, at a list line's end: "Öl zum Braten", "Zucker zum Bestäuben", "Parsley, to
 * serve", "Oil for frying", "Huile pour la friture", "Olio per friggere", "Aceite para freír", "Boter om in te
 * bakken". After a food's name: "Zum Servieren" alone is a group's title; nor "für die …" in German, which names a
 * group's part ("Zutaten für die Füllung"). Words, not a sentence: a step ends with its full stop.
 */
export const PURPOSE_LAST =
  /\p{L}[,)]?\s+\(?(?:(?:zum|zur)\s+\p{Lu}\p{Ll}+|for\s+(?:the\s+)?(?:(?:deep-|shallow-)?frying|greasing|serving|garnish(?:ing)?|dusting|brushing|drizzling|sprinkling|topping|decoration|decorating|coating|pan|tin|dish|mould|mold|grill)|to\s+(?:serve|garnish|decorate|grease|dust|fry)|pour\s+(?:la\s+friture|frire|le\s+moule|la\s+plaque|servir|décorer|la\s+décoration|badigeonner|saupoudrer|la\s+cuisson)|per\s+(?:friggere|servire|guarnire|decorare|ungere|la\s+teglia|spolverizzare|spennellare)|para\s+(?:freír|servir|decorar|engrasar|el\s+molde|espolvorear|pintar)|om\s+(?:in\s+)?te\s+(?:bakken|frituren|serveren|garneren|bestrooien)|voor\s+het\s+(?:bakken|invetten|frituren)|ter\s+garnering)\)?$/u;

/** Whether a line carries an amount: a digit or a fraction sign. */
export const hasAmount = (line: string) => /[\d½⅓⅔¼¾⅛]/.test(line);

/** The counts in words, as a pattern's alternatives. */
const COUNTED = Object.keys(COUNT_WORDS).join("|");
/** A count in words opening a line ("two eggs", "zwei Eier", "half a cup of milk"): an amount without a digit. */
const SPELLED_COUNT = new RegExp(`^(?:${COUNTED}|half|halbe[nrs]?)\\s`, "iu");
export const opensWithCountWord = (line: string) => SPELLED_COUNT.test(line);
/** A count in words starting a text, whatever follows: "four" of "Serves four", "zwei Personen". */
const COUNT_WORD_FIRST = new RegExp(`^(?:${COUNTED})(?!\\p{L})`, "iu");
export const startsWithCountWord = (text: string) => COUNT_WORD_FIRST.test(text);
/** A count in words after the first word: "für ein Blech", "for two" count; "für den Teig" does not. */
const COUNT_SECOND = new RegExp(`^[(（]?\\s*\\p{L}+\\s+(?:${COUNTED})(?!\\p{L})`, "iu");
/** Whether what a heading's "for" names is counted, in digits or a word: a yield, not a group's part. */
export const countsWhatFor = (words: string) => /\d/.test(words) || COUNT_SECOND.test(words);

const VULGAR: Record<string, string> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅛": "1/8",
  // A size's sign, written as the letter as often: "9×13 inch", "9x13 inch".
  "×": "x",
};
const BEYOND_ASCII = /[\u0080-\uffff]/;
/**
 * Letters and digits only, lower-cased, "½" as "1/2", "×" as "x": how a squashed line and the page's lines are
 * compared.
 */
export function letters(text: string): string {
  const lower = text.toLowerCase();
  // Most lines are plain ASCII, whose letters and digits are a-z and 0-9 once lower-cased: a far cheaper pattern to
  // replace by than Unicode's classes, and the same result.
  if (!BEYOND_ASCII.test(lower)) return lower.replace(/[^a-z0-9]+/g, "");
  return lower.replace(/[½⅓⅔¼¾⅛×]/g, (sign) => VULGAR[sign] as string).replace(/[^\p{L}\p{N}]+/gu, "");
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

/**
 * The marks that end a sentence: Latin's, the full-width ones of Chinese and Japanese, Devanagari's danda, Arabic's
 * question mark and Urdu's full stop. Patterns that look for a sentence's end are built from it.
 */
export const SENTENCE_MARKS = ".!?。！？।؟۔";
/** A text that ends with a sentence's mark. */
export const ENDS_SENTENCE = /* @__PURE__ */ new RegExp(`[${SENTENCE_MARKS}]$`);
/** A step's text that ends its sentence, or its aside in brackets, closing quotes after it or not. */
export const ENDS_STEP = /* @__PURE__ */ new RegExp(`[${SENTENCE_MARKS})]["”]?$`);

/** Sentences: long, or many words ending in a full stop. Ingredient lists end where they start. */
export const isProse = (line: string) => line.length > 160 || (/[.!?]$/.test(line) && line.split(/\s+/).length >= 12);

/**
 * Words that hedge a value before its number, in the languages recipes are written in: "ca. 30 Min.", "env. 40 min",
 * "kb. 30 perc", "ok. 4-5", "Under 20 min", "até 2 porções", "約30分", "约1小时".
 */
export const HEDGE = String.raw`(?:ca\.?|cca\.?|circa|cirka|approx\.?|aprox\.?|about|around|under|over|up to|less than|etwa|rund|ungefähr|unter|über|bis zu|max\.?|environ|env\.?|unos|até|kb\.?|ok\.?|około|omkring|noin|yaklaşık|περίπου|oko|približno|約|约|약|~)`;
/** The part of a food a line names before its amount: "Zest of 2 lemons", "Juice from 1 lime", "Saft von 1 Zitrone". */
export const PART_OF = String.raw`\p{L}{3,}\s+(?:${PART_OF_WORDS.join("|")})\s+`;
/**
 * A number's unit of hours and of minutes as cooks write them: English, German, Dutch, French, Spanish, Italian,
 * Portuguese, the Scandinavian languages, Finnish, Polish, Czech, Slovak, Hungarian, Romanian, Greek, Turkish, the
 * South Slavic ones, Russian, Indonesian, Japanese, Chinese and Korean ("1 Std.", "2 timer", "1 óra", "3 godz.", "1
 * saat", "2 ώρες", "2 часа", "1時間", "1小时"; "30 Min.", "20 minutter", "30 perc", "15 minut", "20 dakika", "30 λεπτά",
 * "30 мин", "15 menit", "40分", "15分钟", "30분"). Not "ч" ("1 ч. л." is a teaspoon) nor Indonesian "jam" (a food).
 */
/**
 * Hours and minutes in Japanese, Chinese and Korean, longest first: their word may run on into the next without a
 * space ("1小时口味", "40分で"), so it is matched as written, not as a run of letters.
 */
export const SPACELESS_TIME_WORDS = { hours: "時間|小时|小時|시간", minutes: "分钟|分鐘|分|분" };
export const HOUR_WORDS = `h|hrs?|hours?|std|stdn?|stunden?|heures?|horas?|or[aeă]|uur|uren|timer?|timm[ae]r?|tunti(?:a)?|godz(?:in[ay]?)?|hod(?:in[ay]?|ín)?|óra|ώρα|ώρες|saat|sat[ai]?|ur[aei]?|час(?:а|ов)?|घंटा|घंटे|ساعة|ساعات|שעה|שעות|ชั่วโมง|${SPACELESS_TIME_WORDS.hours}`;
export const MINUTE_WORDS = `m|mn|mins?|minutes?|minuten?|minut[aeiouyó]?|minutos?|minuut|minutter|minuter|minuutti(?:a)?|minutów|perc(?:et)?|λεπτά|λεπτό|dakika|dk|мин(?:ут[аы]?)?|menit|मिनट|دقيقة|دقائق|דקות|דקה|นาที|${SPACELESS_TIME_WORDS.minutes}`;

/** Salt and pepper in the languages cooks import from: a list's last line is often these alone. */
const SALT_AND_PEPPER = new Set([
  ..."salt pepper salz pfeffer sel poivre sal pimienta sale pepe".split(" "),
  ..."zout peper pippuri suola sól pieprz só pimenta".split(" "),
]);
/** What may stand around them: their kinds, "and", "to taste", "freshly ground" (Italian "q.b." as "q", "b"). */
const SEASONING_WORDS = new Set([
  ...SALT_AND_PEPPER,
  ..."sea kosher flaky fine coarse table black white freshly fresh ground cracked".split(" "),
  ..."and or to taste as needed for seasoning season".split(" "),
  ..."schwarzer schwarzem weißer frisch gemahlen gemahlener und oder nach geschmack belieben bedarf".split(" "),
  ..."et du moulin noir au goût y al gusto negra molida e q b qb nero macinato en naar smaak zwarte".split(" "),
]);
/**
 * A line that names salt, pepper or both and nothing else but their kinds and "to taste": "Salt and pepper", "salt &
 * freshly ground black pepper, to taste", "Salz und Pfeffer", "sel, poivre". An ingredient's line without an amount.
 */
export function isSeasoningLine(text: string): boolean {
  if (text.length > 60 || /\d/.test(text)) return false;
  const words = lowerWords(text);
  return words.some((word) => SALT_AND_PEPPER.has(word)) && words.every((word) => SEASONING_WORDS.has(word));
}

/** A label's end: no letter right after it ("Serves4" and "VORBEREITUNG30" written without a space). */
const END = String.raw`(?!\p{L})`;
/** A word that is a label only right before its value or alone ("Tid: 30 min", "Temps 1h"; not "Temps de repos"). */
const ALONE = String.raw`(?=\s*(?:[:：]|\d|$))`;
const label = (words: string, alone = "") =>
  new RegExp(`^(?:(?:${words})${END}${alone ? `|(?:${alone})${ALONE}` : ""})`, "iu");

/**
 * The labels of a recipe's yield and times ("Serves", "Prep time", "Zubereitungszeit", "Cuisson", "Porsjoner",
 * "Elkészítési idő", "Czas przygotowania", "調理時間", "份量", "조리시간"), in the languages cooks import from, anchored at
 * a line's start.
 */
export const VALUE_LABELS = {
  // Not a nutrition panel's "Serving: 1 slice" or "Serving size"; "Serves4" written without a space.
  yields: label(
    String.raw`serves|порци[йия]|количество порций|porsi|servings|serving(?!\s*(?:size|:))|yields?|makes|portions?|portionen|personen|für|ergibt|personnes|parts|couverts|nombre de (?:personnes|parts|portions)|porciones|raciones|personas|comensales|rinde|rendimiento|porzioni|persone|dosi(?: per)?|porções|pessoas|rendimento|rende|porties|aantal(?: personen)?|adag(?:ok)?(?: száma)?|(?:antall )?porsjoner|porsjon|antall|antal(?: (?:personer|portioner))?|portioner|personer|annokset|annoksia|annos|henkilöä|(?:ilość|liczba) porcji|porcje|porcji|(?:počet )?porc(?:ie|ií|í|e)|por[țţ]ii|(?:broj )?porcija|porcije|μερίδες|μερίδα|(?:kaç )?kişilik|porsiyon|分量|份量|人数|분량`,
    // German "Menge" and "Anzahl (Personen)" say how much only before a value ("Menge: 4 Portionen", "Anzahl
    // Personen: 4").
    "menge|anzahl(?: (?:der )?(?:personen|portionen))?",
  ),
  prepMinutes: label(
    String.raw`prep(?:aration)?(?:\s+time)?|подготовка|waktu persiapan|persiapan|active(?:\s+time)?|hands[-\s]on(?:\s+time)?|vorbereitung(?:szeit|sdauer)?|arbeitszeit|aktive\s+zeit|aktivzeit|préparation|temps de préparation|mise en place(?: et préparation)?|tiempo de preparación|preparación|tempo di preparazione|preparazione|tempo de prepar(?:o|ação)|preparo|preparação|voorbereiding(?:stijd)?|forberedelse(?:stid)?|forb\.?\s*tid|förberedelse(?:tid)?|förberedning|valmisteluaika|czas przygotowania|(?:doba |čas )?přípravy|příprava|(?:čas )?prípravy|príprava|előkészítés(?:i idő)?|timp de preparare|pregătire|χρόνος προετοιμασίας|προετοιμασία|hazırlı(?:k|ğı)(?: süresi)?|hazırlama süresi|(?:vrijeme|vreme) pripreme|priprema|(?:čas )?priprave|priprava|準備時間|准备时间|준비\s*시간`,
  ),
  // The time of making the dish (German "Zubereitung(szeit)", Dutch "bereidingstijd", Norwegian and Danish
  // "tilberedningstid", Hungarian "elkészítési idő"): the whole time and its cooking, its cooking beside a
  // preparation, its preparation beside a cooking time (labelled-values.ts).
  makingMinutes: label(
    String.raw`zubereitung(?:szeit|sdauer)?|bereiding(?:stijd|sduur)?|bereiden|tilberedning(?:stid)?|tilb\.?\s*tid|tillagning(?:stid)?|elkészítés(?:i idő)?|valmistus(?:aika)?`,
  ),
  cookMinutes: label(
    String.raw`cook(?:ing)?(?:\s+time)?|время готовки|waktu memasak|bake(?:\s+time)?|baking time|koch(?:zeit|dauer)?|back(?:zeit|dauer)|gar(?:zeit|dauer)|(?:brat|grill|schmor|ofen)(?:zeit|dauer)|cuisson(?: au four)?|temps de cuisson|tiempo de cocción|cocción|tempo di cottura|cottura|tempo de (?:cozimento|cozedura)|cozedura|cozimento|kooktijd|oventijd|baktijd|(?:koge|bage|stege|koke|bake|steke)tid|kypsennysaika|paistoaika|czas (?:gotowania|pieczenia|smażenia)|gotowanie|pieczenie|(?:doba )?(?:vaření|pečení)|(?:čas )?(?:varenia|pečenia)|varenie|pečenie|(?:főzési|sütési) idő|főzés|sütés|timp de (?:gătire|coacere)|gătire|coacere|χρόνος (?:μαγειρέματος|ψησίματος)|μαγείρεμα|ψήσιμο|pişirme(?: süresi)?|(?:vrijeme|vreme|čas) (?:kuhanja|pečenja)|kuhanje|pečenje|加熱時間|焼き時間|烹饪时间|烹调时间|加热时间|烘烤时间`,
    // The verb as a label, only before its value ("Backen 40 min", "Garen: 20 Min.", "Baking: 45 min", not "Baking
    // soda").
    "kochen|backen|garen|braten|schmoren|baking",
  ),
  totalMinutes: label(
    String.raw`total(?:\s+time)?|время приготовления|общее время|total waktu|time|ready in|gesamtzeit|gesamtdauer|gesamtzubereitungszeit|gesamt|zeit gesamt|zeit insgesamt|zeitaufwand|zeit|dauer|fertig in|temps total|prêt en|tiempo total|listo en|tempo totale|tempo total|pronto em|totale tijd|totaaltijd|klaar in|total tid|totaltid|samlet tid|tid i alt|tid totalt|kokonaisaika|całkowity czas(?: przygotowania)?|czas całkowity|celkový čas|celkem|összesen|teljes idő|timp total|συνολικός χρόνος|toplam süre|ukupno(?: vrijeme| vreme)?|skupni čas|調理時間|所要時間|総調理時間|制作时间|所需时间|总时间|用时|耗时|조리\s*시간|소요\s*시간|총\s*시간`,
    // The bare word for time or duration, in those languages.
    "durée|temps|duración|tiempo|durata|tempo|duração|tijd|duur|tid|aika|czas|čas|idő|timp|durată|χρόνος|süre|vrijeme|vreme|時間|时间|시간",
  ),
} as const;

/** A value of a recipe a page labels: its yield or one of its times. */
export type ValueField = keyof typeof VALUE_LABELS;
/** The labels in the order they are tried (worked out once, not for every part of every line). */
export const VALUE_FIELDS = Object.entries(VALUE_LABELS) as [ValueField, RegExp][];
/** The fields whose label is the whole of a text ("Prep time", "Temps de cuisson"), in the order they are tried. */
export const labelledBy = (text: string) =>
  VALUE_FIELDS.filter(([, label]) => label.exec(text)?.[0].length === text.length).map(([field]) => field);
