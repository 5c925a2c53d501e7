import type { MedicationCheckResponse, MedicationEntry } from "../../../contracts/medication.ts";
import type { Language } from "../../../domain/language.ts";
import { riskiest } from "../../../domain/medication-verdict.ts";
import type { Lookup, NameMatch } from "./matcher.ts";
import { ALTERNATIVES, PRESCRIBED_ONLY, unknownNote, variantNote, verdictWord } from "./texts.ts";

const TRIMESTERS = [
  [1, "first"],
  [2, "second"],
  [3, "third"],
] as const;

/** The riskiest of the things named (the first of them when equally risky). */
export function primaryMatch(matches: NameMatch[]): NameMatch | undefined {
  const verdict = riskiest(matches.map((m) => m.ref.entry.isSafe));
  return matches.find((m) => m.ref.entry.isSafe === verdict);
}

/** The 000 §3 answer for a typed name, with the additive fields, and the entry it used. */
export function answerFor(
  typed: string,
  found: Lookup,
  language: Language,
): { answer: MedicationCheckResponse; entryId: string | null } {
  const primary = primaryMatch(found.matches);
  if (!primary) {
    const suggestions = found.suggestions.map((ref) => ref.entry.name[language]);
    const answer: MedicationCheckResponse = {
      medicationName: typed,
      isSafe: null,
      notes: found.variant
        ? variantNote(language, typed, found.variant.brand, suggestions)
        : unknownNote(language, typed, suggestions),
      alternatives: [],
      canonicalName: null,
      matchedBrand: null,
      kind: null,
      trimesterNotes: [],
      sources: [],
      reviewed: null,
      matchedBy: null,
      otherMatches: [],
      suggestions,
      general: false,
      prescribedOnly: false,
    };
    return { answer, entryId: null };
  }
  const { entry } = primary.ref;
  const answer: MedicationCheckResponse = {
    medicationName: typed,
    isSafe: entry.isSafe,
    ...entryDetails(entry, language),
    matchedBrand: primary.ref.brand,
    matchedBy: primary.slips === 0 ? "exact" : "spelling",
    otherMatches: found.matches
      .filter((m) => m !== primary)
      .map((m) => ({ name: m.ref.entry.name[language], isSafe: m.ref.entry.isSafe })),
    suggestions: [],
  };
  return { answer, entryId: entry.id };
}

/** What an entry says, in one language. */
export function entryDetails(entry: MedicationEntry, language: Language) {
  return {
    notes: entry.prescribedOnly
      ? `${PRESCRIBED_ONLY[language]} ${entry.notes[language]}`
      : entry.notes[language],
    prescribedOnly: entry.prescribedOnly ?? false,
    alternatives: entry.alternatives[language],
    canonicalName: entry.name[language],
    kind: entry.kind,
    general: entry.general ?? false,
    trimesterNotes: TRIMESTERS.flatMap(([trimester, key]) => {
      const note = entry.trimesters?.[key];
      return note ? [{ trimester, text: note[language] }] : [];
    }),
    sources: entry.sources,
    reviewed: entry.reviewed,
  };
}

/** What the companion may quote about one entry: the verdict in words, notes, options. */
export function passage(entry: MedicationEntry, language: Language): string {
  const options = entry.alternatives[language];
  const stop = language === "hi" ? "।" : ".";
  return [
    `${entry.name[language]} — ${verdictWord(entry, language)}${stop} ${entry.notes[language]}`,
    options.length ? `${ALTERNATIVES[language]} ${options.join(", ")}${stop}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}
