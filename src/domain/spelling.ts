/**
 * Loose spelling for names people type or a camera reads: Devanagari written out in Latin
 * letters, and a sound-alike fold that forgives the usual slips (c/k/s, ph/f, doubled
 * letters, long vowels), so "क्रोसिन", "crocine" and "Crocin" all come close to each other.
 */

const VOWELS: Record<string, string> = {
  अ: "a",
  आ: "aa",
  इ: "i",
  ई: "ee",
  उ: "u",
  ऊ: "oo",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};
const SIGNS: Record<string, string> = {
  "ा": "aa",
  "ि": "i",
  "ी": "ee",
  "ु": "u",
  "ू": "oo",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
};
const CONSONANTS: Record<string, string> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "f",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  ळ: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
};
const VIRAMA = "्";
const NASAL = new Set(["ं", "ँ"]);

const isVowelSound = (c: string) => SIGNS[c] !== undefined || VOWELS[c] !== undefined;

/**
 * Devanagari to plain Latin letters. The inherent "a" is dropped where Hindi drops it: at
 * the end of a word, and after a vowel when the next consonant has its own vowel sign
 * (थायरोनॉर्म is "thayronorm", not "thayaronorm").
 */
export function transliterate(text: string): string {
  const chars = [...text.normalize("NFC").replace(/\u093c/g, "")];
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? "";
    const next = chars[i + 1] ?? "";
    if (CONSONANTS[c] !== undefined) {
      out += CONSONANTS[c];
      const endsWord = !/[\u0900-\u097f]/.test(next);
      const silent =
        isVowelSound(chars[i - 1] ?? "") &&
        CONSONANTS[next] !== undefined &&
        SIGNS[chars[i + 2] ?? ""] !== undefined;
      if (next !== VIRAMA && SIGNS[next] === undefined && !endsWord && !silent) out += "a";
    } else if (SIGNS[c] !== undefined) out += SIGNS[c];
    else if (VOWELS[c] !== undefined) out += VOWELS[c];
    else if (NASAL.has(c)) out += "n";
    else if (c === "ः") out += "h";
    else if (c !== VIRAMA) out += c;
  }
  return out;
}

/** A sound-alike key: Latin letters only, spelling slips folded away. */
export function fold(text: string): string {
  return (
    transliterate(text.toLowerCase())
      .replace(/[^a-z0-9]/g, "")
      .replace(/ph/g, "f")
      .replace(/ck/g, "k")
      .replace(/ch/g, "ç")
      .replace(/c(?=[eiy])/g, "s")
      .replace(/[cq]/g, "k")
      .replace(/ç/g, "c")
      .replace(/x/g, "ks")
      .replace(/y/g, "i")
      .replace(/w/g, "v")
      .replace(/z/g, "j")
      .replace(/ee|ea/g, "i")
      .replace(/oo/g, "u")
      .replace(/(.)\1+/g, "$1")
      // An h after a consonant is a digraph (th, dh, bh); a final one is a letter (vitamin H).
      .replace(/([^aeiou])h(?=.)/g, "$1")
      .replace(/ai/g, "e")
      .replace(/au/g, "o")
      .replace(/(.)\1+/g, "$1")
  );
}

/** Edit distance with transpositions, giving up (Infinity) once it must exceed `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return Infinity;
    before = previous;
    previous = current;
  }
  const result = previous[b.length] ?? Infinity;
  return result > max ? Infinity : result;
}

/**
 * How many slips a name of this (folded) length may carry and still be recognised. Five
 * sounds or fewer: none ("dard" is a word, not a slip of "daru"; "डाइजीन" is not "Depin").
 */
export function allowedSlips(length: number): number {
  return length < 6 ? 0 : length <= 9 ? 1 : length <= 14 ? 2 : 3;
}
