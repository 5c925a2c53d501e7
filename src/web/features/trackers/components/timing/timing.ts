import {
  timeContractions,
  type ContractionTiming,
  type TimedContraction,
} from "../../../../../domain/trackers/contractions.ts";

/** The kick counter's and contraction timer's own arithmetic (issue 14 parts 5 and 6). */

/** A running clock: "4:07", or "1:02:05" past the hour. */
export function clockText(totalSec: number): string {
  const sec = Math.max(0, Math.floor(totalSec));
  const h = Math.floor(sec / 3600);
  const m = Math.floor((sec % 3600) / 60);
  const s = String(sec % 60).padStart(2, "0");
  return h ? `${String(h)}:${String(m).padStart(2, "0")}:${s}` : `${String(m)}:${s}`;
}

/** A length in words' parts: seconds under a minute, minutes under an hour, else both. */
export function durationParts(totalSec: number):
  | { unit: "seconds"; count: number }
  | { unit: "minutes"; count: number }
  | {
      unit: "hoursMinutes";
      hours: number;
      minutes: number;
    } {
  const sec = Math.max(0, Math.round(totalSec));
  if (sec < 60) return { unit: "seconds", count: sec };
  const minutes = Math.round(sec / 60);
  if (minutes < 60) return { unit: "minutes", count: minutes };
  return { unit: "hoursMinutes", hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** A pause longer than this between two starts begins a new session. */
export const SESSION_GAP_MIN = 30;
/** A session whose last contraction ended longer ago than this is over (the timer starts empty). */
export const SESSION_OVER_HOURS = 3;

/**
 * The contractions of the session she is timing now: the newest, and those before it each
 * starting within 30 minutes of the next; none when the newest ended over 3 hours ago.
 */
export function currentSession<T extends ContractionTiming>(list: readonly T[], now: number): T[] {
  const sorted = [...list].sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
  const newest = sorted[0];
  if (!newest || now - Date.parse(newest.endedAt) > SESSION_OVER_HOURS * 3_600_000) return [];
  const session = [newest];
  for (const item of sorted.slice(1)) {
    const later = session.at(-1) ?? newest;
    if (Date.parse(later.startedAt) - Date.parse(item.startedAt) > SESSION_GAP_MIN * 60_000) break;
    session.push(item);
  }
  return session;
}

/** Average length and interval (start to start) of these contractions; null when none. */
export function averages(recent: readonly TimedContraction[]): {
  durationSec: number | null;
  intervalSec: number | null;
} {
  const mean = (values: number[]) =>
    values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
  return {
    durationSec: mean(recent.map((c) => c.durationSec)),
    intervalSec: mean(
      recent.slice(1).flatMap((c) => (c.intervalSec === null ? [] : [c.intervalSec])),
    ),
  };
}

/** Her contractions newest first, each with its length and interval. */
export const newestFirst = (list: readonly ContractionTiming[]) => timeContractions(list).reverse();
