import { addDays, daysBetween, type IsoDate } from "./dates.ts";

/** Full term (001 §9). */
export const FULL_TERM_WEEKS = 40;
export const MAX_WEEK = 42;
export const STAGE_TYPES = ["week", "month", "trimester"] as const;
export type StageType = (typeof STAGE_TYPES)[number];
export const STAGE_RANGES: Record<StageType, { min: number; max: number }> = {
  week: { min: 1, max: MAX_WEEK },
  month: { min: 1, max: 10 },
  trimester: { min: 1, max: 3 },
};

export type Trimester = 1 | 2 | 3;
export const TRIMESTER_NAMES = { 1: "first", 2: "second", 3: "third" } as const;

/** 001 §4: weeks 1–13 first, 14–26 second, 27 and above third. */
export function trimesterOf(week: number): Trimester {
  if (week <= 13) return 1;
  if (week <= 26) return 2;
  return 3;
}

/** 001 §4: trimester 1/2/other → week 8/20/33; month × 4; a week as it is. */
export function selectionToWeek(type: StageType, value: number): number {
  if (type === "trimester") return value === 1 ? 8 : value === 2 ? 20 : 33;
  if (type === "month") return value * 4;
  return value;
}

/** 001 §9: due date = today + (40 − week) weeks. */
export function dueDateFromWeek(week: number, today: IsoDate): IsoDate {
  return addDays(today, (FULL_TERM_WEEKS - week) * 7);
}

/**
 * The week of pregnancy on `today` for a due date: completed weeks since the first day of
 * the last period (CONTENT.md), so setting "week N" today reads week N until a week passes.
 * Never below 1; after 42 weeks it stays 42.
 */
export function weekFromDueDate(dueDate: IsoDate, today: IsoDate): number {
  const gestationalDays = FULL_TERM_WEEKS * 7 - daysBetween(today, dueDate);
  return Math.min(Math.max(Math.floor(gestationalDays / 7), 1), MAX_WEEK);
}

/** 001 §9: weeks left = 40 − week (never negative); percent = round(week / 40 × 100). */
export function weeksLeft(week: number): number {
  return Math.max(FULL_TERM_WEEKS - week, 0);
}
export function percentComplete(week: number): number {
  return Math.round((week / FULL_TERM_WEEKS) * 100);
}
/** Progress bar width, clamped to 0–100 %. */
export function barWidth(week: number): number {
  return Math.min(Math.max((week / FULL_TERM_WEEKS) * 100, 0), 100);
}

/** Due dates the way clinicians estimate them (CONTENT.md "Due dates"; ACOG CO 700). */
export const DUE_DATE_METHODS = ["lmp", "conception", "ivf", "due-date"] as const;
export type DueDateMethod = (typeof DUE_DATE_METHODS)[number];

export function dueDateFromLmp(lmp: IsoDate, cycleLength = 28): IsoDate {
  return addDays(lmp, 280 + (cycleLength - 28));
}
export function dueDateFromConception(conception: IsoDate): IsoDate {
  return addDays(conception, 266);
}
/** IVF: transfer date + 266 − the embryo's age in days (day-5: +261, day-3: +263). */
export function dueDateFromIvf(transfer: IsoDate, embryoDay: 3 | 5): IsoDate {
  return addDays(transfer, 266 - embryoDay);
}

/**
 * A date a method can use: LMP, conception and IVF lie in the past (up to 44 weeks back);
 * a known due date lies between two weeks ago and 44 weeks ahead.
 */
export function isPlausibleDate(method: DueDateMethod, date: IsoDate, today: IsoDate): boolean {
  const offset = daysBetween(today, date);
  return method === "due-date"
    ? offset >= -14 && offset <= 44 * 7
    : offset <= 0 && offset >= -44 * 7;
}
