import {
  SYMPTOM_NAME_MAX,
  SYMPTOM_NOTE_MAX,
  CLOCK_SKEW_MS,
  PAST_DAYS_MAX,
} from "../../../../../contracts/tracker-limits.ts";
import type { Severity } from "../../../../../contracts/trackers.ts";

/** What she has typed into the symptom form, as the form keeps it. */
export interface SymptomDraft {
  /** A listed symptom's id, "other" for her own words, or "" before she chooses. */
  choice: string;
  own: string;
  severity: Severity | "";
  /** A datetime-local value ("2026-05-04T09:30"), her own clock. */
  when: string;
  note: string;
}

export const OTHER = "other";

/** Now as a datetime-local value on her clock. */
export function localNow(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

export const emptyDraft = (): SymptomDraft => ({
  choice: "",
  own: "",
  severity: "",
  when: localNow(),
  note: "",
});

export type DraftErrors = Partial<Record<"symptom" | "severity" | "when" | "note", string>>;

/** The same limits as the server's contract (as i18n keys of "tracker-log"), checked before sending. */
export function draftErrors(draft: SymptomDraft, now = Date.now()): DraftErrors {
  const errors: DraftErrors = {};
  const symptom = draft.choice === OTHER ? draft.own.trim() : draft.choice;
  if (!symptom) errors.symptom = "symptoms.errors.symptom";
  else if (symptom.length > SYMPTOM_NAME_MAX) errors.symptom = "symptoms.errors.symptomLong";
  if (!draft.severity) errors.severity = "symptoms.errors.severity";
  const at = new Date(draft.when).getTime();
  if (Number.isNaN(at) || at > now + CLOCK_SKEW_MS || at < now - PAST_DAYS_MAX * 86_400_000)
    errors.when = "symptoms.errors.when";
  if (draft.note.trim().length > SYMPTOM_NOTE_MAX) errors.note = "symptoms.errors.note";
  return errors;
}

/** The create's fields (after draftErrors found none). */
export function toFields(draft: SymptomDraft) {
  return {
    symptom: draft.choice === OTHER ? draft.own.trim() : draft.choice,
    severity: draft.severity as Severity,
    note: draft.note.trim(),
    occurredAt: new Date(draft.when).toISOString(),
  };
}
