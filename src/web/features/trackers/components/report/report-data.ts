import { addDays, type IsoDate } from "../../../../../domain/dates.ts";
import {
  timeContractions,
  type ContractionTiming,
} from "../../../../../domain/trackers/contractions.ts";
import { MOODS, type Mood } from "../../../../../domain/trackers/moods.ts";
import {
  BUILT_IN_SUPPLEMENTS,
  supplementStreak,
} from "../../../../../domain/trackers/supplements.ts";
import { SESSION_GAP_MIN } from "../timing/timing.ts";
import { lazyDateFormat } from "../../../../lib/dates.ts";

/** The doctor report's windows (issue 14 part 10): most sections cover the last 4 weeks. */
export const REPORT_DAYS = 28;
/** Contractions matter to the visit only if they are recent. */
export const CONTRACTION_DAYS = 2;
/** Supplements: how regularly she took them lately. */
export const SUPPLEMENT_DAYS = 14;

const DAY_MS = 86_400_000;

/** The entries of the last `days` days (by `at`), newest first. */
export function lastDays<T>(
  items: readonly T[],
  at: (item: T) => string,
  now: Date,
  days: number,
): T[] {
  const from = now.getTime() - days * DAY_MS;
  return items
    .filter((item) => {
      const ms = Date.parse(at(item));
      return ms >= from && ms <= now.getTime() + 5 * 60_000;
    })
    .sort((a, b) => Date.parse(at(b)) - Date.parse(at(a)));
}

/** How many check-ins of each mood, happiest first (moods she never chose count 0). */
export function moodCounts(items: readonly { mood: Mood }[]): { mood: Mood; count: number }[] {
  return MOODS.map((mood) => ({ mood, count: items.filter((i) => i.mood === mood).length }));
}

export interface SupplementLine {
  /** "ifa", "calcium" or her own name. */
  supplement: string;
  /** Days it was ticked in the last 14, today included. */
  days: number;
  streak: number;
}

/**
 * IFA and calcium always (a doctor asks about both: MoHFW), then any other supplement she
 * ticked in the window; same-named entries in other cases count as one.
 */
export function supplementLines(
  items: readonly { supplement: string; takenOn: IsoDate }[],
  today: IsoDate,
): SupplementLine[] {
  const first = addDays(today, -(SUPPLEMENT_DAYS - 1));
  const recent = items.filter((i) => i.takenOn >= first && i.takenOn <= today);
  const names = new Map<string, string>();
  for (const name of [...BUILT_IN_SUPPLEMENTS, ...recent.map((i) => i.supplement.trim())])
    if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  return [...names.entries()].map(([key, supplement]) => ({
    supplement,
    days: new Set(
      recent.filter((i) => i.supplement.trim().toLowerCase() === key).map((i) => i.takenOn),
    ).size,
    streak: supplementStreak(items, supplement, today),
  }));
}

export interface ContractionSummary {
  count: number;
  averageDurationSec: number;
  /** Start to start, within one session; null with a single contraction. */
  averageIntervalSec: number | null;
  lastAt: string;
}

/** The last 2 days' contractions in one line; null when there were none. */
export function contractionSummary(
  items: readonly ContractionTiming[],
  now: Date,
): ContractionSummary | null {
  const timed = timeContractions(lastDays(items, (c) => c.startedAt, now, CONTRACTION_DAYS));
  const last = timed.at(-1);
  if (!last) return null;
  const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  // A gap of over 30 minutes starts a new session: it is not an interval between contractions.
  const intervals = timed.flatMap((c) =>
    c.intervalSec !== null && c.intervalSec <= SESSION_GAP_MIN * 60 ? [c.intervalSec] : [],
  );
  return {
    count: timed.length,
    averageDurationSec: mean(timed.map((c) => c.durationSec)),
    averageIntervalSec: intervals.length ? mean(intervals) : null,
    lastAt: last.startedAt,
  };
}

const SHORT = {
  en: {
    time: lazyDateFormat("en-US", {
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }),
    day: lazyDateFormat("en-US", { month: "short", day: "numeric" }),
  },
  hi: {
    time: lazyDateFormat("hi-IN", {
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    }),
    day: lazyDateFormat("hi-IN", { month: "short", day: "numeric" }),
  },
};

/**
 * A moment in a report table without the year ("Nov 27, 9:59 PM"): every row is from the
 * last 4 weeks and the page prints its date in full, so the narrow columns stay one line.
 */
export const shortMoment = (iso: string, language: "en" | "hi", withTime = true): string =>
  SHORT[language][withTime ? "time" : "day"].format(new Date(iso));
