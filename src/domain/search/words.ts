import { normalise } from "../text.ts";
import searchWords from "./search-words.json" with { type: "json" };

/**
 * The words Saathi's searches share (the companion's library and the FAQ): stop words of
 * English, Hindi and Hinglish, and each word's shared meaning ("dard", "दर्द" and "ache" all
 * mean "pain"), so a Hinglish question finds a Hindi or English text.
 */
const STOP = new Set(searchWords.stopwords.map((w) => normalise(w).trim()));
const SYNONYMS = new Map(
  Object.entries(searchWords.synonyms).map(([k, v]) => [normalise(k).trim(), v]),
);

/** The shared meaning of one normalised word, when it has one. */
export function meaningOf(word: string): string | undefined {
  return SYNONYMS.get(word);
}

/** The words that carry meaning, normalised (nukta, case, digits), without their meanings. */
export function words(text: string): string[] {
  return normalise(text)
    .split(" ")
    .filter((word) => word && !STOP.has(word) && (word.length >= 2 || /\d/.test(word)));
}

/** Every word that carries meaning, each followed by its shared meaning when it has one. */
export function terms(text: string): string[] {
  return words(text).flatMap((word) => {
    const meaning = SYNONYMS.get(word);
    return meaning && meaning !== word ? [word, meaning] : [word];
  });
}
