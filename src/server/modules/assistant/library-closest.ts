import { skeleton } from "../../../domain/search/skeleton.ts";
import { meaningOf, terms } from "../../../domain/search/words.ts";

/** A word's stand-in for longer forms of it ("swelling", "swollen" → "swell…"). */
const stem = (word: string) => `${word.slice(0, 5)}…`;
/** A word's consonants ("papeeta", "पपीता": "ppt"), when it has enough of them to tell. */
const consonants = (word: string) => {
  const letters = skeleton(word);
  return letters.length >= 3 ? `~${letters}` : undefined;
};

/**
 * How much of a question one text of an entry holds: each of its questions, its keywords
 * and each sentence of its answer is a text. Matching an entry as one bag of words lets
 * words from unrelated questions add up ("how to cook rice": "rice" in one question about
 * fish curry, "cooked" in the answer); a question is close when one text says most of it.
 * Words count by how much they tell: the fewer entries use a word, the more it weighs,
 * and a word no entry uses weighs most (it is about something else).
 */
export function createClosest(texts: Iterable<[id: string, text: string]>) {
  const byEntry = new Map<string, Set<string>[]>();
  for (const [id, text] of texts) {
    const set = new Set<string>();
    for (const term of terms(text)) {
      set.add(term);
      if (term.length >= 5) set.add(stem(term));
      const letters = consonants(term);
      if (letters) set.add(letters);
    }
    const sets = byEntry.get(id);
    if (sets) sets.push(set);
    else byEntry.set(id, [set]);
  }
  const entriesWith = new Map<string, number>();
  for (const sets of byEntry.values())
    for (const term of new Set(sets.flatMap((set) => [...set])))
      entriesWith.set(term, (entriesWith.get(term) ?? 0) + 1);

  const weight = (word: string) => {
    const users = Math.min(
      entriesWith.get(word) ?? Infinity,
      entriesWith.get(meaningOf(word) ?? word) ?? Infinity,
    );
    return Math.log(1 + byEntry.size / (Number.isFinite(users) ? users : 1));
  };
  /** A word of the question and the forms of it a text may hold instead. */
  const forms = (word: string) =>
    [word, meaningOf(word), word.length >= 5 ? stem(word) : undefined, consonants(word)].filter(
      (form): form is string => form !== undefined,
    );

  /** The largest share of the question's weight (0–1) that one text of the entry holds. */
  return function closest(id: string, asked: string[]): number {
    if (!asked.length) return 1;
    const words = asked.map((word) => ({ weight: weight(word), forms: forms(word) }));
    const total = words.reduce((sum, word) => sum + word.weight, 0);
    let best = 0;
    for (const set of byEntry.get(id) ?? []) {
      let held = 0;
      for (const word of words) if (word.forms.some((form) => set.has(form))) held += word.weight;
      best = Math.max(best, held / total);
    }
    return best;
  };
}
