/** Devanagari consonants, each as the Latin letter a Hinglish writer would use for it. */
const DEVANAGARI = "कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसहं";
const AS_LATIN = "kkggnccjjnttddnttddnpfbbmyrlvssshn";
const CONSONANT = new Map([...DEVANAGARI].map((c, i) => [c, AS_LATIN[i] ?? ""]));

const LATIN: [RegExp, string][] = [
  [/c*chh?/g, "C"],
  [/([kgjtdb])h/g, "$1"],
  [/ph/g, "f"],
  [/sh/g, "s"],
  [/w/g, "v"],
  [/z/g, "j"],
  [/q/g, "k"],
  [/x/g, "ks"],
  [/c/g, "k"],
  [/(.)\1+/g, "$1"],
  [/[^bdfghjklmnprstvyC0-9]/g, ""],
  [/C/g, "c"],
];

/**
 * A normalised word's consonants, the same in both scripts: "papita", "papeeta" and "पपीता"
 * are all "ppt", "kaccha" and "कच्चा" both "kc". Hinglish has no one spelling and its
 * vowels differ most, so the consonants are what a Hinglish question shares with the Hindi
 * ways of asking (and with other spellings of itself).
 */
export function skeleton(word: string): string {
  if (!/[\u0900-\u097f]/.test(word))
    return LATIN.reduce((w, [from, to]) => w.replace(from, to), word);
  // A doubled consonant is one letter ("कच्चा", "kaccha"); two with a vowel between are two.
  return [...word.replace(/(.)\u094d\1/g, "$1")].map((c) => CONSONANT.get(c) ?? "").join("");
}
