import { addDays, type IsoDate } from "../dates.ts";

/** India's IFA programme (MoHFW): iron-folic acid daily from the second trimester, calcium twice daily. */
export const BUILT_IN_SUPPLEMENTS = ["ifa", "calcium"] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Consecutive days with a check-off for one supplement, up to today. A day not yet checked
 * today does not break the streak (the day is not over): it then counts up to yesterday.
 */
export function supplementStreak(
  checkOffs: readonly { supplement: string; takenOn: IsoDate }[],
  supplement: string,
  today: IsoDate,
): number {
  const days = new Set(
    checkOffs.filter((c) => same(c.supplement, supplement)).map((c) => c.takenOn),
  );
  let day = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = addDays(day, -1);
  }
  return streak;
}
