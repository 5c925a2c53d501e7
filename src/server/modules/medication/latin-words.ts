import { nameKey } from "./name-words.ts";

/**
 * The words of product names as Hindi writes them ("कोल्ड", "प्लस", "डी"), in the Latin
 * letters the names are known by, so that "क्रोसिन कोल्ड" is read as "Crocin Cold".
 */
const WORDS = new Map(
  Object.entries({
    कोल्ड: "cold",
    फ्लू: "flu",
    कफ: "cough",
    साइनस: "sinus",
    एलर्जी: "allergy",
    नाइट: "night",
    डे: "day",
    सीवियर: "severe",
    टोटल: "total",
    प्लस: "plus",
    फोर्ट: "forte",
    फोर्टे: "forte",
    मैक्स: "max",
    एक्स्ट्रा: "extra",
    एडवांस: "advance",
    एडवांस्ड: "advanced",
    रैपिड: "rapid",
    फास्ट: "fast",
    डुओ: "duo",
    कॉम्बो: "combo",
    मल्टी: "multi",
    एक्टिव: "active",
    रिलीफ: "relief",
    गोल्ड: "gold",
    अल्ट्रा: "ultra",
    जेल: "gel",
    स्प्रे: "spray",
    पेन: "pain",
    जूनियर: "junior",
    किड्स: "kids",
  }).map(([hindi, latin]) => [nameKey(hindi), latin]),
);

/** Letters as they are read out: "डीएसआर" is DSR, "एक्सटी" is XT. */
const LETTERS: [string, string][] = Object.entries({
  डब्ल्यू: "w",
  एक्स: "x",
  क्यू: "q",
  वाई: "y",
  ज़ेड: "z",
  जेड: "z",
  डी: "d",
  एल: "l",
  एम: "m",
  एस: "s",
  आर: "r",
  टी: "t",
  सी: "c",
  पी: "p",
  एफ: "f",
  जे: "j",
  के: "k",
  बी: "b",
  वी: "v",
  एन: "n",
  एच: "h",
  यू: "u",
  आई: "i",
  जी: "g",
  ओ: "o",
  ए: "a",
})
  .map(([hindi, latin]): [string, string] => [nameKey(hindi), latin])
  .sort((a, b) => b[0].length - a[0].length);

function spelledOut(word: string): string | null {
  let rest = word;
  let out = "";
  while (rest) {
    const letter = LETTERS.find(([hindi]) => rest.startsWith(hindi));
    if (!letter) return null;
    out += letter[1];
    rest = rest.slice(letter[0].length);
  }
  return out.length <= 4 ? out : null;
}

/** A name word in Latin letters when Hindi writes a known product word or spells letters. */
export function latinWord(word: string): string {
  if (!/[\u0900-\u097f]/u.test(word)) return word;
  return WORDS.get(word) ?? spelledOut(word) ?? word;
}
