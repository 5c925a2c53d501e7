import { fold } from "../../../domain/spelling.ts";
import type { KnowledgeBase, NameRef } from "./knowledge-base.ts";
import { everyday, guessable, nameKey, nameWords } from "./name-words.ts";
import { strengthOutside, variantOf, type Variant } from "./variants.ts";

export interface NameMatch {
  ref: NameRef;
  /** How far the words were from the name: 0 exact, 0.5 sound-alike, then edits. */
  slips: number;
  /** Where in the words the name began, to keep the user's order. */
  at: number;
  /** How many of the words it took (0 when the whole text was the name). */
  size: number;
}
export interface Lookup {
  /** Distinct entries named, in the order they appear. */
  matches: NameMatch[];
  /** Close names when nothing could be chosen with confidence ("did you mean"). */
  suggestions: NameRef[];
  /** A brand named with more of a product name that Saathi does not know ("Crocin Cold"). */
  variant?: Variant;
}

const LONGEST_NAME = 6;

/**
 * What does this text name? Exact names first (the whole text, then the longest runs of
 * words), then sound-alikes, then small misspellings; never a guess between two entries
 * that are equally close. `spelling: false` (a photographed label) skips the last step
 * for short words, where reading errors would otherwise turn into false matches.
 */
export function lookup(kb: KnowledgeBase, text: string, spelling = true): Lookup {
  const whole = kb.exact.get(nameKey(text));
  if (whole) return { matches: [{ ref: whole, slips: 0, at: 0, size: 0 }], suggestions: [] };
  const words = nameWords(text);
  const guessWords = guessable(words);
  const ambiguous: NameRef[] = [];
  const steps = [
    () =>
      scan(words, (phrase) => {
        const ref = kb.exact.get(phrase.join(" "));
        return ref ? { ref, slips: 0 } : undefined;
      }),
    () =>
      scan(guessWords, (phrase) => {
        if (everyday(phrase)) return undefined;
        const refs = kb.folded.get(fold(phrase.join("")));
        if (refs?.length === 1 && refs[0]) return { ref: refs[0], slips: 0.5 };
        if (refs) ambiguous.push(...refs);
        return undefined;
      }),
    () =>
      scan(guessWords, (phrase) => {
        const joined = phrase.join("");
        if (everyday(phrase) || (!spelling && joined.length < 7)) return undefined;
        const found = kb.near(phrase);
        const best = found[0];
        if (!best) return undefined;
        const tied = found.filter((f) => f.slips === best.slips);
        if (new Set(tied.map((f) => f.ref.entry.id)).size > 1) {
          ambiguous.push(...tied.map((f) => f.ref));
          return undefined;
        }
        return { ref: best.ref, slips: best.slips };
      }),
  ];
  // A kind of product ("painkiller") answers only when nothing more specific is named:
  // "Crocin painkiller" is about Crocin, even when Crocin is misspelt.
  let general: NameMatch[] = [];
  for (const step of steps) {
    const found = step();
    const specific = found.filter((m) => !m.ref.entry.general);
    if (specific.length) return productsOf(kb, text, specific);
    if (!general.length) general = found;
  }
  if (general.length) return { matches: general, suggestions: [] };
  return { matches: [], suggestions: distinctEntries(ambiguous) };
}

/** Longest runs first, left to right; a word belongs to one name at most. */
function scan(
  words: string[],
  find: (phrase: string[]) => { ref: NameRef; slips: number } | undefined,
): NameMatch[] {
  const used = new Array<boolean>(words.length).fill(false);
  const found: NameMatch[] = [];
  for (let size = Math.min(LONGEST_NAME, words.length); size >= 1; size--) {
    for (let at = 0; at + size <= words.length; at++) {
      if (used.slice(at, at + size).some(Boolean)) continue;
      const hit = find(words.slice(at, at + size));
      if (!hit) continue;
      used.fill(true, at, at + size);
      found.push({ ...hit, at, size });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .filter((m) => !seen.has(m.ref.entry.id) && seen.add(m.ref.entry.id));
}

function distinctEntries(refs: NameRef[]): NameRef[] {
  const seen = new Set<string>();
  return refs.filter((r) => !seen.has(r.entry.id) && seen.add(r.entry.id)).slice(0, 3);
}

/**
 * The products meant, not just the names found: "Ecosprin 325" is aspirin, and a brand
 * followed by more of a product name is another product, never the plain brand (variants.ts).
 */
function productsOf(kb: KnowledgeBase, text: string, matches: NameMatch[]): Lookup {
  const products: NameMatch[] = [];
  for (const match of matches) {
    const variant = variantOf(kb, text, match);
    if (variant && "variant" in variant)
      return { matches: [], suggestions: variant.variant.candidates, variant: variant.variant };
    const strength = strengthOutside(kb, text, variant ? { ...match, ref: variant.ref } : match);
    if (strength && "unknown" in strength) return { matches: [], suggestions: [match.ref] };
    products.push({ ...match, ref: strength?.ref ?? variant?.ref ?? match.ref });
  }
  return { matches: products, suggestions: [] };
}
