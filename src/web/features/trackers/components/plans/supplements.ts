import { addDays, localIsoDate, type IsoDate } from "../../../../../domain/dates.ts";
import { BUILT_IN_SUPPLEMENTS } from "../../../../../domain/trackers/supplements.ts";

/** A check-off as the tab reads it (the contract's SupplementItem, fields only). */
export interface CheckOff {
  id: string;
  supplement: string;
  takenOn: IsoDate;
}

/** The names she keeps on this phone: ones she added, and ones she took off the list. */
export interface SupplementNames {
  added: string[];
  hidden: string[];
}

export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const has = (list: readonly string[], name: string) => list.some((n) => sameName(n, name));

/** The last `count` days, oldest first, ending today. */
export const lastDays = (today: IsoDate, count = 7): IsoDate[] =>
  Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));

/**
 * Today's list: IFA and calcium always, then what she added, then any other name ticked in
 * the last week (from her account on another phone), less the ones she took off the list.
 */
export function shownSupplements(
  names: SupplementNames,
  checkOffs: readonly CheckOff[],
  today: IsoDate,
): string[] {
  const week = new Set(lastDays(today));
  const shown: string[] = [...BUILT_IN_SUPPLEMENTS];
  const recent = checkOffs.filter((c) => week.has(c.takenOn)).map((c) => c.supplement);
  for (const name of [...names.added, ...recent])
    if (!has(shown, name) && !has(names.hidden, name)) shown.push(name.trim());
  return shown;
}

/** Her check-off of one supplement on one day, if she made it. */
export const checkOffOn = <T extends CheckOff>(
  checkOffs: readonly T[],
  supplement: string,
  day: IsoDate,
): T | undefined => checkOffs.find((c) => c.takenOn === day && sameName(c.supplement, supplement));

export const addName = (names: SupplementNames, name: string): SupplementNames => ({
  added: has(names.added, name) ? names.added : [...names.added, name.trim()],
  hidden: names.hidden.filter((n) => !sameName(n, name)),
});
export const removeName = (names: SupplementNames, name: string): SupplementNames => ({
  added: names.added.filter((n) => !sameName(n, name)),
  hidden: has(names.hidden, name) ? names.hidden : [...names.hidden, name.trim()],
});

/** From 6 pm a gentle word, only while today's IFA is not ticked. */
export const EVENING_HOUR = 18;

/**
 * The IFA reminder: in the evening, when today's IFA is not ticked. Away from her tab (the
 * dashboard) only if she has ticked IFA in the last week, so it never nags someone who does
 * not take it (before the fourth month, or a prenatal vitamin instead).
 */
export function ifaReminderDue(
  checkOffs: readonly CheckOff[],
  now: Date = new Date(),
  options: { onlyIfUsed?: boolean } = {},
): boolean {
  const today = localIsoDate(now);
  if (now.getHours() < EVENING_HOUR || checkOffOn(checkOffs, "ifa", today)) return false;
  if (!options.onlyIfUsed) return true;
  return lastDays(today).some((day) => checkOffOn(checkOffs, "ifa", day));
}
