/**
 * Triage reads every message in two forms, so that one word list per script can match the
 * many ways people write the same word:
 * - `en`: English word forms folded (irregular verbs to their base: bled → bleed, broke →
 *   break, fell → fall) and common misspellings of danger words corrected ("bleding").
 * - `hx`: every Latin word folded the way Hinglish spellings vary (long vowels, doubled
 *   letters, w/v, z/j, ph/f, chh/ch, frequent short forms: nhi → nahi, bhot → bahut).
 * Devanagari is the same in both: nukta, nasal marks and long/short i and u folded,
 * Devanagari digits as 0–9 ("हफ़्ते", "हफ्ते" and "हफते" meet).
 */
import { distance } from "../spelling.ts";
import { foldScripts } from "../text.ts";
import vocabulary from "./forms.json" with { type: "json" };

export interface Forms {
  en: string;
  hx: string;
}

const IRREGULAR = new Map(Object.entries(vocabulary.irregular));
const HINGLISH = new Map(
  Object.entries(vocabulary.hinglish).flatMap(([base, variants]) =>
    variants.map((variant) => [variant, base] as const),
  ),
);
/** Danger words people misspell; a word one slip away is read as the word. */
const KEY_WORDS = vocabulary.keyWords;
const COMMON = new Set(vocabulary.notTypos);

/**
 * Devanagari spellings folded: nasal marks dropped, long and short i and u as one. Breath
 * (साँस, सांस) becomes श्वास first: without its nasal mark it would be सास, the mother-in-law.
 */
export function foldDevanagari(text: string): string {
  return text
    .normalize("NFC")
    .replace(/(?<![\p{L}\p{M}])सा[ंँ]स(?!द)/gu, "श्वास")
    .replace(/\u093c/g, "")
    .replace(/[ंँ]/g, "")
    .replace(/ी/g, "ि")
    .replace(/ू/g, "ु")
    .replace(/ई/g, "इ")
    .replace(/ऊ/g, "उ")
    .replace(/यी(?=\s|$)/g, "ई")
    .replace(/ये(?=\s|$)/g, "ए");
}

/** Hinglish spelling variants of one Latin word, folded to one form. */
export function foldHinglish(word: string): string {
  const known = HINGLISH.get(word);
  if (known) return known;
  const folded = word
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/([a-z])\1+/g, "$1")
    .replace(/(?:ch)+h?/g, "ch")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/q/g, "k")
    .replace(/ph/g, "f")
    // A final nasal n ("nahin", "hain", "mein"), but not in short English words ("non").
    .replace(/(?<=^[a-z]{2,}[aeiou])n$/, "");
  return HINGLISH.get(folded) ?? folded;
}

function englishWord(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (word.length < 6 || COMMON.has(word)) return word;
  for (const key of KEY_WORDS) {
    if (Math.abs(key.length - word.length) > 2 || key[0] !== word[0]) continue;
    if (word.startsWith(key)) return word;
    // One slip only: two would read "breaking" as "breathing".
    if (distance(word, key, 1) !== Infinity) return key;
  }
  return word;
}

/**
 * Lower case and folded scripts, with sentence and clause marks kept as " . " and " , ",
 * and a question's end as " ? ".
 */
export function tidy(text: string): string {
  return (
    foldDevanagari(foldScripts(text))
      .replace(/[’‘`]/g, "'")
      // "hil-dul", "c-section": a hyphen between letters joins two words.
      .replace(/(?<=\p{L})-(?=\p{L})/gu, " ")
      .replace(/\?[?!]*/g, " ? ")
      .replace(/[।!;\n]+/g, " . ")
      // A full stop, but not the point of a decimal ("99.8." ends with one).
      .replace(/\.(?!\d)|(?<!\d)\./g, " . ")
      .replace(/[,:]+/g, " , ")
      .replace(/[^\p{L}\p{M}\p{N}°.,?/+'\-\s]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

const LATIN_WORD = /[a-z]+/g;

export function forms(tidied: string): Forms {
  return {
    en: ` ${tidied.replace(LATIN_WORD, englishWord)} `,
    hx: ` ${tidied.replace(LATIN_WORD, foldHinglish)} `,
  };
}

/** A pattern written naturally for `hx`, folded the same way (escapes and classes kept). */
export function foldPattern(source: string): string {
  return source.replace(/\\.|\[[^\]]*\]|\{[^}]*\}|\(\?[:=!<]+|[a-z]+/g, (part) =>
    /^[a-z]+$/.test(part) ? foldHinglish(part) : part,
  );
}
