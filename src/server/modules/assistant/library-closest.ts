import { meaningOf, terms } from "../../../domain/search/words.ts";

/** A word's stand-in for longer forms of it ("swelling", "swollen" → "swell…"). */
const stem = (word: string) => `${word.slice(0, 5)}…`;

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
  const holds = (set: Set<string>, word: string) =>
    set.has(word) || set.has(meaningOf(word) ?? "") || (word.length >= 5 && set.has(stem(word)));

  /** The largest share of the question's weight (0–1) that one text of the entry holds. */
  return function closest(id: string, asked: string[]): number {
    if (!asked.length) return 1;
    const total = asked.reduce((sum, word) => sum + weight(word), 0);
    let best = 0;
    for (const set of byEntry.get(id) ?? []) {
      const held = asked.filter((word) => holds(set, word));
      best = Math.max(best, held.reduce((sum, word) => sum + weight(word), 0) / total);
    }
    return best;
  };
}
