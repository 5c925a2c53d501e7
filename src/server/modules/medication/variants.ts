import type { KnowledgeBase, NameRef } from "./knowledge-base.ts";
import { latinWord } from "./latin-words.ts";
import { everyday, nameKey, nameWords } from "./name-words.ts";

/**
 * A brand followed by more of a product name ("Crocin Cold", "Pan DSR", "Okacet L") is
 * another product, often with other ingredients: it must never inherit the plain brand's
 * verdict (issue 10, part 4). Release forms and children's versions keep the ingredient.
 */
const SAME_INGREDIENT = new Set(
  [
    "sr",
    "er",
    "xr",
    "cr",
    "od",
    "la",
    "retard",
    "junior",
    "kid",
    "kids",
    "paediatric",
    "pediatric",
    "otc",
  ].map((w) => nameKey(w)),
);
/** Words that make a product a variant whatever their length. */
const VARIANT = new Set(
  [
    ...["cold", "flu", "cough", "sinus", "allergy", "nasal", "night", "day", "severe", "total"],
    ...["plus", "forte", "max", "extra", "advance", "advanced", "rapid", "fast", "duo", "trio"],
    ...["combo", "multi", "active", "relief", "dsr", "mr", "sp", "ds", "dx", "ls", "lc", "cf"],
    ...["af", "xt", "th", "pm", "am", "gel", "spray", "gold", "ultra", "dm", "mf", "m", "d", "l"],
  ].map((w) => nameKey(w)),
);
/** Short words of a question that are not part of a product name. */
const NOT_A_SUFFIX = new Set(
  [
    ...["is", "it", "ok", "in", "on", "at", "to", "do", "me", "my", "i", "a", "an", "so", "if"],
    ...["ki", "ka", "ke", "ko", "hai", "h", "se", "le", "lu", "lo", "ya", "aur", "or", "and"],
    ...["kya", "bhi", "abhi", "per", "day", "by", "can", "safe", "ko"],
  ].map((w) => nameKey(w)),
);

export interface Variant {
  /** The brand as typed and found ("Crocin"). */
  brand: string;
  /** Entries whose names begin with the same words, to offer instead. */
  candidates: NameRef[];
}

/** The word right after a name in the text, if it makes the product another one. */
function suffixAfter(kb: KnowledgeBase, name: string[], after: string[]): string | null {
  const [next, then] = after;
  if (!next || SAME_INGREDIENT.has(next) || NOT_A_SUFFIX.has(next) || /^\d/.test(next)) return null;
  // A code is a letter or two or three without a vowel ("D", "SP", "DSR", "TZ"); short words
  // with one are what is said around a name ("kha", "pet", "sir", "roz", "gas").
  if (VARIANT.has(next) || /^[a-z]$/.test(next) || /^[b-df-hj-np-tv-z]{2,3}$/.test(next))
    return next;
  // A word that begins a longer product name ("Crocin Pain" of "Crocin Pain Relief"); an
  // everyday one only with the next word of the name too ("crocin pain ke liye" is Crocin).
  if (!startingWith(kb, [...name, next]).length) return null;
  if (!everyday([next])) return next;
  const longer = [...name, next, then ?? ""];
  return then && (kb.exact.has(longer.join(" ")) || startingWith(kb, longer).length) ? next : null;
}

/** Names that begin with these words ("crocin cold" → "Crocin Cold & Flu Max"). */
export function startingWith(kb: KnowledgeBase, words: string[]): NameRef[] {
  const prefix = `${words.join(" ")} `;
  const found = new Map<string, NameRef>();
  for (const [key, ref] of kb.exact) if (key.startsWith(prefix)) found.set(ref.entry.id, ref);
  return [...found.values()];
}

/**
 * When the text names a brand and goes on with more of a product name, the product it
 * means: the one entry all names beginning with those words share, or a variant to ask about.
 */
export function variantOf(
  kb: KnowledgeBase,
  text: string,
  match: { ref: NameRef; at: number; size: number },
): { ref: NameRef } | { variant: Variant } | null {
  if (!match.ref.brand) return null;
  const words = nameWords(text).map(latinWord);
  const size = match.size || words.length;
  // The name as Saathi knows it, however it was typed ("क्रोसिन", "krosin": Crocin).
  const name = nameWords(match.ref.name);
  const suffix = suffixAfter(kb, name, words.slice(match.at + size));
  if (!suffix) return null;
  const typed = [...name, suffix];
  const candidates = startingWith(kb, typed);
  const verdicts = new Set(candidates.map((c) => c.entry.isSafe));
  const only = candidates[0];
  if (only && verdicts.size === 1 && candidates.every((c) => c.entry.id === only.entry.id))
    return { ref: only };
  const family = candidates.length ? candidates : startingWith(kb, typed.slice(0, -1));
  return { variant: { brand: match.ref.brand, candidates: family.slice(0, 4) } };
}

/**
 * A strength the entry does not cover ("Ecosprin 325" is not low-dose aspirin): the entry
 * that does, or null when none is known.
 */
export function strengthOutside(
  kb: KnowledgeBase,
  text: string,
  match: { ref: NameRef; at: number; size: number },
): { ref: NameRef } | { unknown: true } | null {
  const range = match.ref.entry.strengthMg;
  if (!range) return null;
  const words = nameWords(text);
  const after = words[match.at + (match.size || words.length)];
  const mg = after && /^\d+(?:\.\d+)?$/.test(after) ? Number(after) : null;
  if (mg === null) return null;
  if ((range.min === undefined || mg >= range.min) && (range.max === undefined || mg <= range.max))
    return null;
  const other = range.otherwise ? kb.byId.get(range.otherwise) : undefined;
  return other
    ? { ref: { entry: other, brand: match.ref.brand, name: other.name.en } }
    : { unknown: true };
}
