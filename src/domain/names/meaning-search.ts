import { fold } from "../spelling.ts";
import { normalise } from "../text.ts";

/** Little words that say nothing about a meaning, in English, Hindi and Hinglish. */
const STOP = new Set(
  "a an the of and or in on to for with who one is like ka ki ke ko se aur wala wali का की के को से और वाला वाली जो एक".split(
    " ",
  ),
);
const words = (text: string) =>
  normalise(text)
    .split(" ")
    .filter((w) => w.length >= 2 && !STOP.has(w));

/**
 * Meaning search ("light", "प्रकाश", "roshni"): every word she typed must be found among
 * the words of the meaning in either language, compared by sound (fold: Devanagari is read
 * out in Latin letters, spelling slips folded away), as the start of a word so "light"
 * finds "lightning" and "roshn" finds "रोशनी".
 */
export function meaningKeys(meaning: { en: string; hi: string }): string[] {
  return [...new Set(words(`${meaning.en} ${meaning.hi}`).map(fold).filter(Boolean))];
}

/** Hinglish writes the short "a" or leaves it out (roshni, roshani): compare without it. */
const withoutA = (key: string) => key.slice(0, 1) + key.slice(1).replace(/a/g, "");

const fits = (key: string, want: string) =>
  want.length >= 3
    ? key.startsWith(want) || (want.length >= 4 && withoutA(key).startsWith(withoutA(want)))
    : key === want;

export type MeaningMatcher = (keys: readonly string[]) => boolean;

export function meaningMatcher(q: string): MeaningMatcher | null {
  const wanted = words(q)
    .map(fold)
    .filter((key) => key.length >= 2);
  if (wanted.length === 0) return null;
  return (keys) => wanted.every((want) => keys.some((key) => fits(key, want)));
}
