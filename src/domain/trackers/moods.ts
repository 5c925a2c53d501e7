import { addDays, localIsoDate, type IsoDate } from "../dates.ts";

/** The five moods, happiest first (journal and mood check-in alike). */
export const MOODS = ["great", "good", "okay", "low", "bad"] as const;
export type Mood = (typeof MOODS)[number];

export const LOW_MOODS: readonly Mood[] = ["low", "bad"];
/** "A week of low moods": 5 of the last 7 days ended low, then gently suggest support. */
export const LOW_MOOD_DAYS_FOR_SUPPORT = 5;

/**
 * Days in the last `window` (today included) whose last check-in was low or bad.
 * `dayOf` turns a time into her calendar day (the device's by default).
 */
export function lowMoodDays(
  entries: readonly { mood: Mood; createdAt: string }[],
  options: { today?: IsoDate; window?: number; dayOf?: (iso: string) => IsoDate } = {},
): number {
  const window = options.window ?? 7;
  const today = options.today ?? localIsoDate();
  const first = addDays(today, -(window - 1));
  const dayOf = options.dayOf ?? ((iso: string) => localIsoDate(new Date(iso)));
  const lastOfDay = new Map<IsoDate, { at: number; mood: Mood }>();
  for (const entry of entries) {
    const day = dayOf(entry.createdAt);
    if (day < first || day > today) continue;
    const at = Date.parse(entry.createdAt);
    const seen = lastOfDay.get(day);
    if (!seen || at >= seen.at) lastOfDay.set(day, { at, mood: entry.mood });
  }
  return [...lastOfDay.values()].filter((d) => LOW_MOODS.includes(d.mood)).length;
}

export const suggestsSupport = (lowDays: number): boolean => lowDays >= LOW_MOOD_DAYS_FOR_SUPPORT;
