import { MedicationFileSchema, type MedicationEntry } from "../../../contracts/medication.ts";
import { riskiest } from "../../../domain/medication-verdict.ts";
import { allowedSlips, distance, fold } from "../../../domain/spelling.ts";
import { readContentFolder } from "../../content-folder.ts";
import { everyday, nameKey, nameWords } from "./name-words.ts";

/** One way of naming an entry: its generic name, an alias or a brand. */
export interface NameRef {
  entry: MedicationEntry;
  /** The brand as written in the knowledge base, when the name is a brand. */
  brand: string | null;
  /** The name as written in the knowledge base. */
  name: string;
}

export interface KnowledgeBase {
  entries: MedicationEntry[];
  byId: Map<string, MedicationEntry>;
  /** Exact lookup by nameKey (normalised words). */
  exact: Map<string, NameRef>;
  /** Sound-alike lookup by fold(): one name, or several entries that sound the same. */
  folded: Map<string, NameRef[]>;
  /**
   * The closest names of as many words as `words`, within the slips allowed for their
   * length, best first ("goldenseal" is not a slip of "golden milk").
   */
  near(words: string[]): { ref: NameRef; slips: number }[];
}

/** content/medications, each file checked against the schema (createKnowledgeBase checks the rest). */
export const loadMedications = (dir: string): MedicationEntry[] =>
  readContentFolder(dir, MedicationFileSchema);

export function createKnowledgeBase(entries: MedicationEntry[]): KnowledgeBase {
  const byId = new Map<string, MedicationEntry>();
  for (const entry of entries) {
    if (byId.has(entry.id)) throw new Error(`medication id ${entry.id} appears twice`);
    byId.set(entry.id, entry);
  }
  for (const entry of entries) checkCombination(entry, byId);

  const exact = new Map<string, NameRef>();
  const folded = new Map<string, NameRef[]>();
  /** Sound-alike keys by word count, then by length. */
  const buckets = new Map<string, [string, NameRef][]>();
  // Names as written first, then their bracketed parts, which may name another entry
  // ("Crocin Cold (paracetamol …)") and then simply yield to it.
  const names = entries.flatMap((entry) => [
    { entry, brand: null, name: entry.name.en },
    { entry, brand: null, name: entry.name.hi },
    ...entry.aliases.map((name) => ({ entry, brand: null, name })),
    ...entry.brands.map((b) => ({ entry, brand: b.name, name: b.name })),
  ]);
  const written = names.map((ref) => ({ ref, variant: ref.name, primary: true }));
  const parts = names.flatMap((ref) =>
    bracketed(ref.name).map((variant) => ({ ref, variant, primary: false })),
  );
  // A bracketed part several entries share ("cough syrup", "topical") names none of them
  // (a close match then offers them all); one of generic words only ("oral") names nothing.
  const partOwners = new Map<string, Set<string>>();
  for (const { ref, variant } of parts) {
    const key = nameKey(variant);
    partOwners.set(key, (partOwners.get(key) ?? new Set()).add(ref.entry.id));
  }
  for (const { ref, variant, primary } of [...written, ...parts]) {
    const key = nameKey(variant);
    // One letter ("D" of "Anti-D (…)") names nothing on its own.
    if (key.replace(/\s/g, "").length < 2) continue;
    if (!primary && nameWords(variant).every((word) => ROUTES.has(word))) continue;
    // Nor does an illness in brackets: "Influenza (flu) vaccine" is not what "flu" names.
    if (!primary && everyday(nameWords(variant))) continue;
    const shared = !primary && (partOwners.get(key)?.size ?? 0) > 1;
    const taken = shared ? undefined : exact.get(key);
    if (taken && taken.entry.id !== ref.entry.id && primary)
      throw new Error(
        `medication name "${variant}" names both ${taken.entry.id} and ${ref.entry.id}`,
      );
    if (!taken && !shared) exact.set(key, ref);
    const sound = fold(key);
    const alike = folded.get(sound) ?? [];
    if (sound.length >= 3 && !alike.some((other) => other.entry.id === ref.entry.id)) {
      folded.set(sound, [...alike, ref]);
      const bucketKey = `${key.split(" ").length}:${sound.length}`;
      const bucket = buckets.get(bucketKey) ?? [];
      bucket.push([sound, ref]);
      buckets.set(bucketKey, bucket);
    }
  }

  return {
    entries,
    byId,
    exact,
    folded,
    near(words) {
      const sound = fold(words.join(""));
      const max = allowedSlips(sound.length);
      if (max === 0) return [];
      const found: { ref: NameRef; slips: number }[] = [];
      for (let length = sound.length - max; length <= sound.length + max; length++) {
        for (const [candidate, ref] of buckets.get(`${words.length}:${length}`) ?? []) {
          // A slip rarely changes the first sound (a first vowel may differ: एसि… / aceta…);
          // requiring it keeps strangers apart.
          if (!sameStart(candidate, sound)) continue;
          const slips = distance(
            sound,
            candidate,
            allowedSlips(Math.max(sound.length, candidate.length)),
          );
          if (slips !== Infinity) found.push({ ref, slips });
        }
      }
      return found.sort((a, b) => a.slips - b.slips);
    },
  };
}

const VOWEL = /^[aeiou]/;
const sameStart = (a: string, b: string) => a[0] === b[0] || (VOWEL.test(a) && VOWEL.test(b));

/**
 * "Name (other name) words" is also known as "Name", "Name words" and "other name":
 * "Vitamin A (retinol) supplements" answers to "vitamin A".
 */
/** Words that say how a medicine is taken, not which one it is. */
const ROUTES = new Set(
  ["oral", "topical", "inhaled", "taken", "by", "mouth", "prescribed", "मुंह", "से"].flatMap(
    nameWords,
  ),
);

function bracketed(name: string): string[] {
  const match = /^(.*?)\s*\(([^)]+)\)\s*(.*)$/.exec(name);
  if (!match) return [];
  const [, before = "", inside = "", after = ""] = match;
  return [before, `${before} ${after}`, inside];
}

function checkCombination(entry: MedicationEntry, byId: Map<string, MedicationEntry>): void {
  if (!entry.ingredients) return;
  const verdicts = entry.ingredients.map((id) => {
    const ingredient = byId.get(id);
    if (!ingredient) throw new Error(`${entry.id}: unknown ingredient ${id}`);
    return ingredient.isSafe;
  });
  if (riskiest(verdicts) !== entry.isSafe)
    throw new Error(`${entry.id}: a combination carries the verdict of its riskiest ingredient`);
}
