/**
 * Blood pressure in pregnancy (ACOG Practice Bulletin 222, NICE NG133, WHO; CDC Hear Her):
 * 140/90 or more needs her doctor the same day; 160/110 or more, or 140/90 or more with a
 * headache, vision changes or pain high in the belly, can be severe pre-eclampsia and is an
 * emergency.
 */

/** What a home cuff can show; outside it the reading is a typing slip, not a pressure. */
export const BP_LIMITS = {
  systolic: { min: 50, max: 300 },
  diastolic: { min: 20, max: 200 },
  pulse: { min: 30, max: 250 },
} as const;

export const HIGH_SYSTOLIC = 140;
export const HIGH_DIASTOLIC = 90;
export const SEVERE_SYSTOLIC = 160;
export const SEVERE_DIASTOLIC = 110;

/** Signs that turn a high reading into an emergency (pre-eclampsia). */
export const BP_SYMPTOMS = ["headache", "vision", "upper-belly-pain"] as const;
export type BpSymptom = (typeof BP_SYMPTOMS)[number];
export type BpCategory = "normal" | "high" | "emergency";

/** Why a reading is refused: i18n keys the web translates. */
export const BP_REASONS = {
  systolic: "errors.bpSystolic",
  diastolic: "errors.bpDiastolic",
  pulse: "errors.bpPulse",
  order: "errors.bpOrder",
} as const;
export type BpReason = (typeof BP_REASONS)[keyof typeof BP_REASONS];

export interface BpReading {
  systolic: number;
  diastolic: number;
  pulse?: number | null;
}

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * Every reason a reading is refused, by field: a value outside the cuff's range, or a
 * diastolic not below the systolic (named on the diastolic). Empty when plausible.
 */
export function readingProblems(reading: BpReading): Partial<Record<keyof BpReading, BpReason>> {
  const problems: Partial<Record<keyof BpReading, BpReason>> = {};
  if (!within(reading.systolic, BP_LIMITS.systolic)) problems.systolic = BP_REASONS.systolic;
  if (!within(reading.diastolic, BP_LIMITS.diastolic)) problems.diastolic = BP_REASONS.diastolic;
  else if (!problems.systolic && reading.diastolic >= reading.systolic)
    problems.diastolic = BP_REASONS.order;
  if (
    reading.pulse !== undefined &&
    reading.pulse !== null &&
    !within(reading.pulse, BP_LIMITS.pulse)
  )
    problems.pulse = BP_REASONS.pulse;
  return problems;
}

export function classifyBloodPressure(
  systolic: number,
  diastolic: number,
  symptoms: readonly BpSymptom[] = [],
): BpCategory {
  const severe = systolic >= SEVERE_SYSTOLIC || diastolic >= SEVERE_DIASTOLIC;
  const high = systolic >= HIGH_SYSTOLIC || diastolic >= HIGH_DIASTOLIC;
  if (severe || (high && symptoms.length > 0)) return "emergency";
  return high ? "high" : "normal";
}
