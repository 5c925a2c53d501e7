/**
 * The house style of the Hindi that users read (CONTENT.md "Hindi"; issue 10, part 7, from a
 * clinician's review): the words for a midwife, one spelling per word, and no stray English
 * inside Hindi sentences. Only what the app SHOWS is held to it: what users type keeps its
 * variants (see hindi-texts.ts).
 */

/** A run of Devanagari letters and signs: one word (hyphenated words are several). */
const WORD = /[\u0900-\u0963\u0971-\u097f]+/gu;
const DEVANAGARI = /[\u0900-\u097f]/u;

/**
 * Spellings the app does not use, each with the one it does. A pattern is tested against
 * whole words, so inflections (ख़ुराकें, हफ़्तों) are covered by a pattern for the start.
 */
export const NON_STANDARD: [RegExp, string][] = [
  // A midwife is नर्स or ANM: दाई is the untrained birth attendant (दाईं, "right", is fine).
  [/^दाई$/u, "नर्स / ANM"],
  [/^मिडवाइफ़?$/u, "नर्स / ANM"],
  [/^प्र(?!ेग्नेंसी|ेग्नेंट)[ेैॅ]ग/u, "प्रेग्नेंसी / प्रेग्नेंट"],
  [/हफ्त/u, "हफ़्ता / हफ़्ते"],
  [/फ(?:[ोॉ]|़ॉ)लिक/u, "फ़ोलिक"],
  [/^फोलेट/u, "फ़ोलेट"],
  [/^ज्याद/u, "ज़्यादा"],
  [/^डाक्टर/u, "डॉक्टर"],
  [/^खुराक/u, "ख़ुराक"],
  [/^खून/u, "ख़ून"],
  [/^नुकसान/u, "नुक़सान"],
  [/^खतर/u, "ख़तरा"],
  [/^बुखार/u, "बुख़ार"],
  [/^खास(कर)?$/u, "ख़ास / ख़ासकर"],
  [/^खुद$/u, "ख़ुद"],
  [/^आखिर/u, "आख़िर"],
  [/^दिमाग(?!़)/u, "दिमाग़"],
  [/^करीब/u, "क़रीब"],
  [/^कब्ज/u, "क़ब्ज़"],
  [/^तारीख(?!़)/u, "तारीख़"],
  [/^ख्याल/u, "ख़याल"],
  [/^खूब/u, "ख़ूब"],
  [/^तरीक(?!़)/u, "तरीक़ा"],
  [/^दिक्कत/u, "दिक़्क़त"],
  [/^कानून/u, "क़ानून"],
  [/^फैसल/u, "फ़ैसला"],
  [/^खत्म/u, "ख़त्म"],
  [/^ताकत/u, "ताक़त"],
  [/^खुश/u, "ख़ुश"],
  [/^बाकी$/u, "बाक़ी"],
  [/^गलत/u, "ग़लत"],
  [/^खराब/u, "ख़राब"],
  [/^इ(?:न्|ं)फेक्शन|^इंफ़ेक्शन/u, "इन्फ़ेक्शन"],
  [/^फार्मासिस्ट/u, "फ़ार्मासिस्ट"],
  [/^फ्लू(इड)?$/u, "फ़्लू / फ़्लूइड"],
  [/फंग(ल|स)/u, "फ़ंगल / फ़ंगस"],
  [/^कफ$/u, "कफ़"],
  [/^गरम(ाहट|ी)?$/u, "गर्म"],
  [/^हॉर्मोन/u, "हार्मोन"],
  [/^थायराइड/u, "थायरॉइड"],
  [/^हिन्दी$/u, "हिंदी"],
  [/^धुंधल/u, "धुँधला"],
  [/^उंगल/u, "उँगली"],
  [/^संभाल/u, "सँभालना"],
];

/**
 * Latin words allowed outside brackets: units, abbreviations whose small letters are part
 * of the name, and names of programmes, apps and brands that appear only in running text.
 */
export const ALLOWED_LATIN = new Set([
  // units
  ...["mg", "g", "kg", "ml", "mcg", "dL", "cm", "mm", "IU", "kcal"],
  // abbreviations with small letters (all-capital ones are allowed by shape)
  ...["hCG", "Td", "Tdap", "Rh", "RhD", "MoHFW"],
  // names people know in Latin letters: the language switcher's "English", helplines,
  // sources, apps, devices, formats, brands
  "English",
  ...["Tele-MANAS", "MotherToBaby", "Cochrane", "Chrome", "Safari", "Android", "iPhone", "iPad"],
  ...["WebP", "Moov", "Iodex", "Bendectin", "Heplisav-B", "Culturelle", "Abrysvo", "iPLEDGE"],
]);

/** ANM, ASHA, BP, IFA, B12, COVID-19, PC-PNDT, or one capital (vitamin A). */
const ABBREVIATION = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$/;

/**
 * Where Latin letters belong in a Hindi text: the English name in brackets next to the Hindi
 * one (पैरासिटामोल (Paracetamol)), a label quoted as the screen or pack shows it ('Add to
 * Home Screen'), placeholders, e-mail addresses, links and paths. A bracket that also holds
 * Hindi is read as Hindi, except for the names of medicines and brands (सेट्रिज़ीन
 * (Cetirizine; ज़िरटेक/Zyrtec)). Returns the text outside those places, and the Latin words
 * of mixed brackets.
 */
function latinPlaces(text: string): { outside: string; inBrackets: string[] } {
  const inBrackets: string[] = [];
  let outside = text
    .replace(/\{\{[^}]*\}\}/g, " ")
    .replace(/\S+@\S+\.\w+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/(^|\s)\/[a-z][a-z/-]*/g, " ")
    .replace(/'[^'\n]*'|"[^"\n]*"|“[^”\n]*”|‘[^’\n]*’/g, (part) =>
      DEVANAGARI.test(part) ? part.slice(1, -1) : " ",
    );
  for (let before = ""; before !== outside;) {
    before = outside;
    outside = outside.replace(/\(([^()]*)\)/g, (_part, inner: string) => {
      if (DEVANAGARI.test(inner)) inBrackets.push(...latinWords(inner));
      return " ";
    });
  }
  return { outside, inBrackets };
}

const latinWords = (text: string): string[] =>
  text.match(/[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g) ?? [];

type KnownWords = { brands?: Iterable<string>; names?: Iterable<string> };
/** The allowed words of each `known`, made once: the style test reads thousands of texts. */
const allowedOf = new WeakMap<KnownWords, { allowed: Set<string>; named: Set<string> }>();

/**
 * English words left in a Hindi text (in a Hindi field, a text with no Hindi at all counts).
 * `brands` may stand anywhere; `names` (medicine names) only in brackets next to Hindi.
 */
export function strayLatin(text: string, known: KnownWords = {}): string[] {
  let sets = allowedOf.get(known);
  if (!sets) {
    const allowed = new Set([...ALLOWED_LATIN, ...(known.brands ?? [])]);
    sets = { allowed, named: new Set([...allowed, ...(known.names ?? [])]) };
    allowedOf.set(known, sets);
  }
  const { allowed, named } = sets;
  const { outside, inBrackets } = latinPlaces(text);
  return [
    ...latinWords(outside).filter((word) => !ABBREVIATION.test(word) && !allowed.has(word)),
    ...inBrackets.filter((word) => !ABBREVIATION.test(word) && !named.has(word)),
  ];
}

/** The words of a text spelled in a way the app does not use, with the standard spelling. */
export function nonStandardWords(text: string): string[] {
  return [...text.normalize("NFC").matchAll(WORD)].flatMap(([word]) =>
    NON_STANDARD.filter(([pattern]) => pattern.test(word)).map(([, right]) => `${word} → ${right}`),
  );
}

/** Every Latin word of a list of names (Tylenol Cold + Flu Severe → Tylenol, Cold, Flu…). */
export const brandWords = (names: Iterable<string>): Set<string> =>
  new Set(
    [...names].flatMap((name) => name.match(/[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g) ?? []),
  );
