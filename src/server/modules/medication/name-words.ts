import { normalise } from "../../../domain/text.ts";

/**
 * The words around a medicine's name that do not name it: strengths and units, forms and
 * packs, release modifiers, and the little words of a question in English, Hindi and
 * Hinglish ("dolo ki goli", "Paracetamol 650 mg tablets", "क्रोसिन की गोली").
 */
const UNITS = [
  "mg",
  "mcg",
  "µg",
  "ug",
  "gm",
  "gms",
  "ml",
  "iu",
  "unit",
  "units",
  "lakh",
  "percent",
  "एमजी",
  "मिलीग्राम",
  "ग्राम",
  "एमएल",
];
const FORMS = [
  "tablet",
  "tablets",
  "tab",
  "tabs",
  "tablete",
  "capsule",
  "capsules",
  "cap",
  "caps",
  "syrup",
  "syrups",
  "suspension",
  "susp",
  "drops",
  "drop",
  "cream",
  "creams",
  "ointment",
  "oint",
  "gel",
  "lotion",
  "serum",
  "injection",
  "inj",
  "spray",
  "sachet",
  "sachets",
  "powder",
  "granules",
  "solution",
  "soln",
  "liquid",
  "strip",
  "strips",
  "inhaler",
  "rotacap",
  "rotacaps",
  "respules",
  "chewable",
  "dispersible",
  "dt",
  "effervescent",
  "pill",
  "pills",
  "softgel",
  "softgels",
  "gummies",
  "gummy",
  "bottle",
  "pack",
  "dose",
  "doses",
  "medicine",
  "medicines",
  "medication",
  "drug",
  "oral",
  "topical",
  "vaginal",
  "pessary",
  "suppository",
  "film",
  "coated",
  "goli",
  "goliyan",
  "dawa",
  "dawai",
  "dawaai",
  "davai",
  "dava",
  "sirap",
  "गोली",
  "गोलियां",
  "गोलियाँ",
  "दवा",
  "दवाई",
  "सिरप",
  "टैबलेट",
  "टेबलेट",
  "टैबलेट्स",
  "कैप्सूल",
  "क्रीम",
  "जेल",
  "इंजेक्शन",
  "ड्रॉप्स",
  "ड्रॉप",
  "लोशन",
  "पाउडर",
  "स्प्रे",
];
/** Kept for an exact match ("Dolo Forte"), ignored when guessing at a misspelling. */
export const MODIFIERS = new Set([
  "sr",
  "er",
  "xr",
  "cr",
  "mr",
  "od",
  "la",
  "ds",
  "forte",
  "plus",
  "max",
  "extra",
  "strength",
  "advance",
  "advanced",
  "fast",
  "rapid",
  "junior",
  "kid",
  "kids",
  "new",
]);
const FILLER = [
  "for",
  "of",
  "the",
  "an",
  "and",
  "or",
  "with",
  "in",
  "on",
  "during",
  "while",
  "when",
  "pregnancy",
  "pregnant",
  "safe",
  "is",
  "it",
  "are",
  "can",
  "could",
  "take",
  "taking",
  "use",
  "using",
  "my",
  "me",
  "to",
  "be",
  "ok",
  "okay",
  "what",
  "about",
  "brand",
  "generic",
  "ki",
  "ka",
  "ke",
  "kya",
  "mein",
  "main",
  "wali",
  "wala",
  "vali",
  "vala",
  "lena",
  "le",
  "sakti",
  "sakte",
  "hoon",
  "hu",
  "hai",
  "hain",
  "aur",
  "garbhavastha",
  "pregnency",
  "की",
  "का",
  "के",
  "क्या",
  "में",
  "मैं",
  "वाली",
  "वाला",
  "लेना",
  "ले",
  "सकती",
  "सकते",
  "हूँ",
  "हूं",
  "है",
  "हैं",
  "और",
  "प्रेगनेंसी",
  "प्रेग्नेंसी",
  "गर्भावस्था",
];
/** Single letters are never ignored: they name things ("vitamin a", "Pan D", "D Cold"). */
const IGNORED = new Set([...UNITS, ...FORMS, ...FILLER].map((w) => normalise(w).trim()));

const DEVANAGARI_DIGITS = /[०-९]/g;

/**
 * The words of a name, normalised like the rest of Saathi's matching (case, nukta,
 * punctuation) with letters and digits apart: "Dolo-650" and "dolo 650" are one key.
 */
export function nameKey(text: string): string {
  return normalise(
    text.replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x966)).replace(/[.]/g, " "),
  )
    .replace(/(\p{L})(\d)/gu, "$1 $2")
    .replace(/(\d)(\p{L})/gu, "$1 $2")
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a query that may name something: no units, forms or question words. */
export function nameWords(text: string): string[] {
  return nameKey(text)
    .split(" ")
    .filter((word) => word && !IGNORED.has(word));
}

/**
 * Everyday words said around a medicine ("dard ki dawa", "sardi zukam", "body lotion"):
 * never read as a misspelt name ("dard" is not "daru", "body" is not "bidi").
 */
const EVERYDAY = new Set(
  [
    ...["pain", "painkiller", "killer", "relief", "fever", "cold", "cough", "headache", "body"],
    ...["flu", "फ्लू", "फ़्लू"],
    ...["face", "hair", "skin", "lotion", "oil", "baby", "eye", "eyes", "nose", "nasal", "ear"],
    ...["medicine", "medicines", "acidity", "gas", "loose", "motion", "motions", "vomiting"],
    ...["allergy", "sleep", "sleeping", "pill", "pills", "wash", "soap", "water"],
    ...["dard", "sardi", "zukam", "jukam", "khansi", "khasi", "bukhar", "pet", "sir", "ulti"],
    ...["dast", "neend", "dawa", "dawai", "davai", "goli", "tel", "sabun", "bal", "chehra"],
    ...["दर्द", "सर्दी", "जुकाम", "ज़ुकाम", "खाँसी", "खांसी", "बुखार", "पेट", "सिर", "उल्टी"],
    ...["दस्त", "नींद", "दवाई", "तेल", "साबुन", "बाल", "चेहरा", "त्वचा"],
  ].map((w) => normalise(w).trim()),
);

/** Words worth guessing a misspelling from: no numbers, no modifiers. */
export function guessable(words: string[]): string[] {
  return words.filter((word) => !/^\d+$/.test(word) && !MODIFIERS.has(word));
}

/** A run of everyday words only: not guessed at ("castrol oil" still is). */
export const everyday = (phrase: string[]): boolean => phrase.every((word) => EVERYDAY.has(word));
