/** Calendar dates as "YYYY-MM-DD" (no time, no time zone): a due date is a day, not an instant. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function toUtc(date: IsoDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/**
 * Her today as her device tells it, when it is a real day within one of the server's (time
 * zones run from 12 hours behind to 14 ahead); otherwise the server's own (UTC) day.
 */
export function claimedToday(claimed: string | undefined, now: Date = new Date()): IsoDate {
  const utc = now.toISOString().slice(0, 10);
  if (!claimed || !isIsoDate(claimed)) return utc;
  return Math.abs(daysBetween(utc, claimed)) <= 1 ? claimed : utc;
}

/** The local calendar day of an instant (the user's "today"). */
export function localIsoDate(now: Date = new Date()): IsoDate {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}
