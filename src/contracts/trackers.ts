import { z } from "zod";
import {
  BP_LIMITS,
  BP_REASONS,
  BP_SYMPTOMS,
  readingProblems,
  type BpCategory,
  type BpSymptom,
} from "../domain/trackers/blood-pressure.ts";
import type { KickSummary } from "../domain/trackers/kicks.ts";
import type { Mood } from "../domain/trackers/moods.ts";
import type { BmiClass, KgRange } from "../domain/trackers/weight.ts";
import { LanguageSchema } from "./language.ts";
import { KnownStageSchema } from "./stage.ts";
import {
  createFields,
  dayWithin,
  measurement,
  MoodSchema,
  optionalText,
  pastTime,
  requiredText,
  wholeIn,
  type ItemBase,
} from "./tracker-common.ts";
import { SEVERITIES, SYNC_KINDS, type Severity, type SyncKind } from "./tracker-kinds.ts";
import * as L from "./tracker-limits.ts";

/** The trackers' payloads (issue 14 part 11): `/api/trackers/<path>`. */

// Moods: one tap, five moods; the server adds her current week.
export const MoodFieldsSchema = z.strictObject({
  mood: MoodSchema,
  note: optionalText(L.MOOD_NOTE_MAX, "errors.moodNote").optional(),
});
export const MoodCreateSchema = MoodFieldsSchema.extend(createFields);
export interface MoodItem extends ItemBase {
  mood: Mood;
  note: string;
  week: number | null;
}

// Symptoms: an id from content/guidance/symptoms.json or her own words.
export { SEVERITIES, type Severity } from "./tracker-kinds.ts";
const SeveritySchema = z.enum(SEVERITIES, "errors.severity");
export const SymptomFieldsSchema = z.strictObject({
  symptom: requiredText(L.SYMPTOM_NAME_MAX, "errors.symptom"),
  severity: SeveritySchema,
  note: optionalText(L.SYMPTOM_NOTE_MAX, "errors.symptomNote").optional(),
  occurredAt: pastTime("errors.occurredAt").optional(),
});
export const SymptomCreateSchema = SymptomFieldsSchema.extend(createFields);
/** POST /api/trackers/symptoms/check: the same triage, nothing saved (signed out too). */
export const SymptomCheckSchema = z.strictObject({
  symptom: requiredText(L.SYMPTOM_NAME_MAX, "errors.symptom"),
  severity: SeveritySchema.optional(),
  note: optionalText(L.SYMPTOM_NOTE_MAX, "errors.symptomNote").optional(),
  lang: LanguageSchema.default("en"),
  /** Signed out: her week on this device, for the triage (signed in, the account's). */
  stage: KnownStageSchema.optional(),
  /** Her calendar day, for the week of her saved pregnancy; checked, never trusted blindly. */
  today: z.string().max(10).optional(),
});
export interface SymptomItem extends ItemBase {
  symptom: string;
  severity: Severity;
  note: string;
  occurredAt: string;
  /** Marked in her history when the triage found a danger or urgent sign. */
  alert: StoredAlert | null;
}

/** What the triage or a reading found: `signs` are codes the web names and explains. */
export interface StoredAlert {
  level: "emergency" | "urgent";
  signs: string[];
}
/** On a create (and a check): the guidance to show at once, in her language. */
export interface Alert extends StoredAlert {
  message: string;
}

// Weight, with her height and pre-pregnancy weight for BMI and the IOM range.
export const WeightFieldsSchema = z.strictObject({
  kg: measurement(L.WEIGHT_KG, "errors.weight"),
  measuredAt: pastTime("errors.measuredAt").optional(),
});
export const WeightCreateSchema = WeightFieldsSchema.extend(createFields);
export interface WeightItem extends ItemBase {
  kg: number;
  measuredAt: string;
}
export const WeightProfileInputSchema = z.strictObject({
  heightCm: measurement(L.HEIGHT_CM, "errors.height"),
  prePregnancyKg: measurement(L.WEIGHT_KG, "errors.weight"),
});
export type WeightProfileInput = z.input<typeof WeightProfileInputSchema>;
export interface WeightProfile {
  heightCm: number;
  prePregnancyKg: number;
  bmi: number;
  bmiClass: BmiClass;
  /** IOM 2009 total gain for a single pregnancy. */
  totalGain: KgRange;
  updatedAt: string;
}

// Blood pressure: refused outside what a cuff can show, or with a diastolic not below.
export const BloodPressureFieldsSchema = z.strictObject({
  systolic: wholeIn(BP_LIMITS.systolic, BP_REASONS.systolic),
  diastolic: wholeIn(BP_LIMITS.diastolic, BP_REASONS.diastolic),
  pulse: wholeIn(BP_LIMITS.pulse, BP_REASONS.pulse).nullable().optional(),
  measuredAt: pastTime("errors.measuredAt").optional(),
  symptoms: z
    .array(z.enum(BP_SYMPTOMS, "errors.bpSymptoms"), "errors.bpSymptoms")
    .max(BP_SYMPTOMS.length, "errors.bpSymptoms")
    .refine((list) => new Set(list).size === list.length, "errors.bpSymptoms")
    .optional(),
});
export const BloodPressureCreateSchema = BloodPressureFieldsSchema.extend(createFields).superRefine(
  (value, ctx) => {
    for (const [path, message] of Object.entries(readingProblems(value)))
      ctx.addIssue({ code: "custom", path: [path], message });
  },
);
export interface BloodPressureItem extends ItemBase {
  systolic: number;
  diastolic: number;
  pulse: number | null;
  symptoms: BpSymptom[];
  measuredAt: string;
  category: BpCategory;
  alert: StoredAlert | null;
}

// Kick sessions: movements as the times she tapped; the server adds her week.
export const KickFieldsSchema = z.strictObject({
  startedAt: pastTime("errors.startedAt"),
  endedAt: pastTime("errors.endedAt").nullable().optional(),
  movements: z
    .array(pastTime("errors.movements"), "errors.movements")
    .max(L.KICK_MOVEMENTS_MAX, "errors.movements"),
});
/** Problems of a whole session (also checked after a PATCH merges into the stored one). */
export function kickProblems(s: {
  startedAt: string;
  endedAt?: string | null;
  movements: readonly string[];
}): Record<string, string> {
  const start = Date.parse(s.startedAt);
  const end = s.endedAt ? Date.parse(s.endedAt) : null;
  const problems: Record<string, string> = {};
  if (end !== null && (end < start || end - start > L.KICK_SESSION_MAX_HOURS * 3_600_000))
    problems.endedAt = "errors.endedAt";
  if (s.movements.some((m) => Date.parse(m) < start || (end !== null && Date.parse(m) > end)))
    problems.movements = "errors.movements";
  return problems;
}
export const KickCreateSchema = KickFieldsSchema.extend(createFields).superRefine((value, ctx) => {
  for (const [path, message] of Object.entries(kickProblems(value)))
    ctx.addIssue({ code: "custom", path: [path], message });
});
export interface KickItem extends ItemBase {
  startedAt: string;
  endedAt: string | null;
  movements: string[];
  week: number | null;
  summary: KickSummary;
}

// Contractions: one per contraction, start and end.
export const ContractionFieldsSchema = z.strictObject({
  startedAt: pastTime("errors.startedAt"),
  endedAt: pastTime("errors.endedAt"),
});
export function contractionProblems(c: {
  startedAt: string;
  endedAt: string;
}): Record<string, string> {
  const length = Date.parse(c.endedAt) - Date.parse(c.startedAt);
  return length > 0 && length <= L.CONTRACTION_MAX_MINUTES * 60_000
    ? {}
    : { endedAt: "errors.contractionLength" };
}
export const ContractionCreateSchema = ContractionFieldsSchema.extend(createFields).superRefine(
  (value, ctx) => {
    for (const [path, message] of Object.entries(contractionProblems(value)))
      ctx.addIssue({ code: "custom", path: [path], message });
  },
);
export interface ContractionItem extends ItemBase {
  startedAt: string;
  endedAt: string;
  durationSec: number;
}

// Appointments: for the list, reminders, .ics and the dashboard's next one.
export const AppointmentFieldsSchema = z.strictObject({
  title: requiredText(L.APPOINTMENT_TITLE_MAX, "errors.appointmentTitle"),
  date: dayWithin("errors.appointmentDate", L.PAST_DAYS_MAX, L.FUTURE_DAYS_MAX),
  time: z
    .string("errors.appointmentTime")
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "errors.appointmentTime")
    .nullable()
    .optional(),
  place: optionalText(L.APPOINTMENT_PLACE_MAX, "errors.appointmentPlace").optional(),
  doctor: optionalText(L.APPOINTMENT_DOCTOR_MAX, "errors.appointmentDoctor").optional(),
  notes: optionalText(L.APPOINTMENT_NOTES_MAX, "errors.appointmentNotes").optional(),
});
export const AppointmentCreateSchema = AppointmentFieldsSchema.extend(createFields);
export interface AppointmentItem extends ItemBase {
  title: string;
  date: string;
  time: string | null;
  place: string;
  doctor: string;
  notes: string;
}

// Supplements: a daily check-off, one per supplement and day.
export const SupplementFieldsSchema = z.strictObject({
  /** "ifa", "calcium", or her own name. */
  supplement: requiredText(L.SUPPLEMENT_NAME_MAX, "errors.supplement"),
  // A day's grace ahead for time zones, as for tests she marks done.
  takenOn: dayWithin("errors.takenOn", L.PAST_DAYS_MAX, 1),
});
export const SupplementCreateSchema = SupplementFieldsSchema.extend(createFields);
export interface SupplementItem extends ItemBase {
  supplement: string;
  takenOn: string;
}

// Every tracker's key and path: zod-free (tracker-kinds.ts), so the web's sign-in upload
// does not bring zod into every page's first load.
export { SYNC_KINDS, type SyncKind } from "./tracker-kinds.ts";

const syncList = z
  .array(z.unknown(), "errors.sync")
  .max(L.SYNC_MAX_PER_TRACKER, "errors.syncSize")
  .optional();
/**
 * POST /api/trackers/sync: what the device kept while she was signed out, uploaded once at
 * sign-in. Each entry is a create with its device id (required here); each is checked on its
 * own, so one bad entry does not keep the rest from her account.
 */
export const SyncSchema = z.strictObject(
  Object.fromEntries(Object.keys(SYNC_KINDS).map((kind) => [kind, syncList])) as Record<
    SyncKind,
    typeof syncList
  >,
);
export interface SyncOutcome {
  /** Stored now. */
  created: number;
  /** Already on her account (the same id, or the same supplement on the same day). */
  existing: number;
  /** Entries refused, by their place in the list, with the fields at fault. */
  refused: { index: number; id: string | null; fields: Record<string, string> }[];
}
export type SyncResult = Partial<Record<SyncKind, SyncOutcome>>;
