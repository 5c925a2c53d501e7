import { foldScripts } from "../text.ts";

/**
 * Starting sounds of names, as Indian families choose them: by the first Devanagari
 * syllable (akshara), so "ल" (la) starts लता but not लाल (ला), and "चु" starts चुन्नी but not
 * चंदन; or by Latin letters ("A", "Sh").
 */
const VIRAMA = "\u094d";
const isConsonant = (c: string) => /[\u0915-\u0939\u0958-\u095f\u0979-\u097f]/.test(c);
const isIndependentVowel = (c: string) => /[\u0904-\u0914\u0960\u0961\u0972-\u0977]/.test(c);
const isVowelSign = (c: string) => /[\u093a-\u094c\u094e\u094f\u0955-\u0957\u0962\u0963]/.test(c);
/** Anusvara, chandrabindu, visarga: a nasal or breath after the vowel, not a new sound. */
const isCoda = (c: string) => /[\u0900-\u0903]/.test(c);

/** Splits Devanagari into syllables (folded: nukta and chandrabindu variants are one). */
export function syllables(devanagari: string): string[] {
  const chars = [...foldScripts(devanagari).replace(/[^\u0900-\u097f]/g, "")];
  const out: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const c = chars[i] ?? "";
    let syllable = c;
    i++;
    if (isConsonant(c)) {
      // A cluster: consonant, virama, consonant … (श्र, त्र, क्ष).
      while (chars[i] === VIRAMA && isConsonant(chars[i + 1] ?? "")) {
        syllable += VIRAMA + (chars[i + 1] ?? "");
        i += 2;
      }
      if (chars[i] === VIRAMA) i++;
      else if (isVowelSign(chars[i] ?? "")) syllable += chars[i++] ?? "";
    } else if (!isIndependentVowel(c)) continue;
    while (isCoda(chars[i] ?? "")) i++;
    out.push(syllable);
  }
  return out;
}

export function firstSyllable(devanagari: string): string {
  return syllables(devanagari)[0] ?? "";
}

/** A name to test; its syllables may come precomputed (the server's index). */
export interface Spelled {
  name: string;
  devanagari: string;
  syllables?: readonly string[];
}
export type StartMatcher = (name: Spelled) => boolean;
const syllablesOf = (n: Spelled) => n.syllables ?? syllables(n.devanagari);

/**
 * A matcher for what she typed in "starts with": one or more alternatives separated by
 * commas or spaces. Devanagari of one syllable compares whole first syllables; longer
 * Devanagari is a prefix of the spelling; Latin letters a prefix of the Latin name.
 */
export function startMatcher(input: string): StartMatcher | null {
  const parts = input
    .split(/[,\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const tests = parts.map((part): StartMatcher => {
    if (/^[A-Za-z]+$/.test(part)) {
      const prefix = part.toLowerCase();
      return (n) => n.name.toLowerCase().startsWith(prefix);
    }
    const wanted = syllables(part);
    if (wanted.length === 1) return (n) => syllablesOf(n)[0] === wanted[0];
    return (n) => wanted.every((syllable, i) => syllablesOf(n)[i] === syllable);
  });
  return (n) => tests.some((test) => test(n));
}

/** Length classes by letters of the Latin name, the count she sees: ≤ 4, 5–6, ≥ 7. */
export function lengthClass(name: string): "short" | "medium" | "long" {
  const letters = name.replace(/[^A-Za-z]/g, "").length;
  return letters <= 4 ? "short" : letters <= 6 ? "medium" : "long";
}
