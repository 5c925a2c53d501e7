import { terms } from "../../../../domain/search/words.ts";

export interface Piece {
  text: string;
  mark: boolean;
}

/** A word of any script (Devanagari's vowel signs and virama are marks, kept inside the word). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * Splits a text into pieces, marking each word the search matched: the same reading as the
 * index ("दर्द" is marked for "dard", "anaemia" for "anemia" once that matched), so what is
 * highlighted is what was found.
 */
export function highlight(text: string, matched: readonly string[]): Piece[] {
  if (!matched.length) return [{ text, mark: false }];
  const wanted = new Set(matched);
  const pieces: Piece[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const word = found[0];
    if (!terms(word).some((term) => wanted.has(term))) continue;
    if (found.index > last) pieces.push({ text: text.slice(last, found.index), mark: false });
    pieces.push({ text: word, mark: true });
    last = found.index + word.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), mark: false });
  return pieces;
}
