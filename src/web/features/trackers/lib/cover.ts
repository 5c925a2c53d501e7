import { localIsoDate, type IsoDate } from "../../../../domain/dates.ts";
import { supplementStreak } from "../../../../domain/trackers/supplements.ts";

/**
 * Where a tracker's window starts, for `useTracker`'s `coverSince` (issue 14): local midnight
 * `days` days before `now`'s day. It stays the same all day, so the query it drives does not
 * change with every render.
 */
export function sinceDaysAgo(days: number, now: Date = new Date()): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days).toISOString();
}

/** Her gain chart spans the pregnancy so far (a week's margin); nothing when her week is unknown. */
export const pregnancySince = (week: number | null, now?: Date): string | null =>
  week === null ? null : sinceDaysAgo((week + 1) * 7, now);

/**
 * Supplements: the last `days` days, and back past the start of her longest streak (the day
 * before it shows whether it goes on). As older pages come, a longer streak reaches further.
 */
export function supplementsSince(
  checkOffs: readonly { supplement: string; takenOn: IsoDate }[],
  days: number,
  now: Date = new Date(),
): string {
  const today = localIsoDate(now);
  const names = new Set(checkOffs.map((c) => c.supplement.trim().toLowerCase()));
  let longest = 0;
  for (const name of names) longest = Math.max(longest, supplementStreak(checkOffs, name, today));
  return sinceDaysAgo(Math.max(days, longest + 1), now);
}
