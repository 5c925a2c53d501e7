import { daysBetween, isIsoDate, type IsoDate } from "./dates.ts";

/** How a pregnancy ended: a baby was born, or it was lost (issue 10, "Birth is not loss"). */
export const PREGNANCY_OUTCOMES = ["born", "loss"] as const;
export type PregnancyOutcome = (typeof PREGNANCY_OUTCOMES)[number];

/**
 * Physical warning signs matter most in the first six weeks after birth (the WHO and NHS
 * postnatal period); mood and anxiety problems can start any time in the first year (NHS).
 */
export const POSTPARTUM_BODY_DAYS = 42;

/** The same calendar day one year earlier; 29 February falls back to the 28th. */
export function oneYearBefore(day: IsoDate): IsoDate {
  const year = String(Number(day.slice(0, 4)) - 1).padStart(4, "0");
  const sameDay = `${year}${day.slice(4)}`;
  return isIsoDate(sameDay) ? sameDay : `${year}-02-28`;
}

/** A birth date can be entered when it is not after `today` and at most a year before it. */
export function isPlausibleBirthDate(birthDate: IsoDate, today: IsoDate): boolean {
  return isIsoDate(birthDate) && birthDate <= today && birthDate >= oneYearBefore(today);
}

export interface BabyAge {
  /** Whole days since the birth day (0 on the day of birth). */
  days: number;
  weeks: number;
  /** Days past the last whole week. */
  extraDays: number;
}

/**
 * The baby's age on the user's own calendar day. Both are calendar days, never instants,
 * so the answer does not depend on time zones or daylight saving; a birth date after
 * `today` (a clock set wrong, a trip across the date line) reads as born today.
 */
export function babyAge(birthDate: IsoDate, today: IsoDate): BabyAge {
  const days = Math.max(daysBetween(birthDate, today), 0);
  return { days, weeks: Math.floor(days / 7), extraDays: days % 7 };
}

/** Which postpartum guidance applies: body and mind, mind only, or none after a year. */
export function postpartumStage(
  birthDate: IsoDate,
  today: IsoDate,
): "early" | "first-year" | "later" {
  if (babyAge(birthDate, today).days < POSTPARTUM_BODY_DAYS) return "early";
  return birthDate >= oneYearBefore(today) ? "first-year" : "later";
}

/**
 * What a change to how the pregnancy ended stores, on the server and on the device alike:
 * no outcome means loss (the only path before births were recorded), and a birth date goes
 * only with a birth.
 */
export function endState(change: {
  ended: boolean;
  outcome?: PregnancyOutcome | undefined;
  birthDate?: IsoDate | undefined;
}): { ended: boolean; outcome: PregnancyOutcome | null; birthDate: IsoDate | null } {
  const outcome = change.ended ? (change.outcome ?? "loss") : null;
  const birthDate = outcome === "born" ? (change.birthDate ?? null) : null;
  return { ended: change.ended, outcome, birthDate };
}
