/**
 * The contraction timer's arithmetic. 5-1-1 (ACOG "How to tell when labor begins"; the
 * common first-baby advice): contractions about 5 minutes apart or closer, each lasting
 * about 1 minute or more, for 1 hour: time to go in (or call the maternity unit).
 */

export interface ContractionTiming {
  startedAt: string;
  endedAt: string;
}
export interface TimedContraction extends ContractionTiming {
  durationSec: number;
  /** From the previous contraction's start to this one's; null for the first. */
  intervalSec: number | null;
}

export const RULE_511 = { intervalSec: 5 * 60, durationSec: 60, windowMin: 60 } as const;

/**
 * "About" in the rule, because people tap late and miss one now and then:
 * - an interval counts as 5 minutes or less up to 5 min 30 s;
 * - a contraction counts as lasting a minute from 50 s;
 * - "consistently" means at least 80 % of the intervals and of the durations in the hour
 *   qualify, over at least 8 contractions;
 * - "for one hour" means her first contraction in the window started within the window's
 *   first 5 minutes (she has been timing for 55 minutes or more);
 * - the pattern must still be going: the last one ended within the last 15 minutes.
 */
export const RULE_511_TOLERANCE = {
  intervalSec: 30,
  durationSec: 10,
  share: 0.8,
  minCount: 8,
  coverageMin: 5,
  staleMin: 15,
} as const;

/** Warnings: over 2 minutes long, or closer than 2 minutes apart; before 37 weeks. */
export const LONG_CONTRACTION_SEC = 120;
export const CLOSE_INTERVAL_SEC = 120;
export const TERM_WEEK = 37;

export type ContractionWarning = "preterm" | "long" | "close";
export type LabourVerdict = "go-in" | "keep-timing";

const seconds = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/** Oldest first, each with its duration and the interval from the one before (start to start). */
export function timeContractions(list: readonly ContractionTiming[]): TimedContraction[] {
  const sorted = [...list].sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt));
  return sorted.map((c, i) => {
    const previous = sorted[i - 1];
    return {
      ...c,
      durationSec: Math.round(seconds(c.startedAt, c.endedAt)),
      intervalSec: previous ? Math.round(seconds(previous.startedAt, c.startedAt)) : null,
    };
  });
}

const shareOf = <T>(items: T[], ok: (item: T) => boolean) =>
  items.length ? items.filter(ok).length / items.length : 0;

/** The 5-1-1 verdict and warnings over the last hour of her contractions. */
export function labourVerdict(
  list: readonly ContractionTiming[],
  options: { now?: Date; week?: number | null } = {},
): { verdict: LabourVerdict; warnings: ContractionWarning[]; recent: TimedContraction[] } {
  const timed = timeContractions(list);
  const last = timed.at(-1);
  if (!last) return { verdict: "keep-timing", warnings: [], recent: [] };
  const windowStart = Date.parse(last.startedAt) - RULE_511.windowMin * 60_000;
  const recent = timed.filter((c) => Date.parse(c.startedAt) >= windowStart);
  const intervals = recent.slice(1).flatMap((c) => (c.intervalSec === null ? [] : [c.intervalSec]));

  const warnings: ContractionWarning[] = [];
  if (options.week !== undefined && options.week !== null && options.week < TERM_WEEK)
    warnings.push("preterm");
  if (recent.some((c) => c.durationSec > LONG_CONTRACTION_SEC)) warnings.push("long");
  if (intervals.some((s) => s < CLOSE_INTERVAL_SEC)) warnings.push("close");

  const t = RULE_511_TOLERANCE;
  const first = recent[0] ?? last;
  const now = (options.now ?? new Date()).getTime();
  const holds =
    recent.length >= t.minCount &&
    Date.parse(first.startedAt) - windowStart <= t.coverageMin * 60_000 &&
    now - Date.parse(last.endedAt) <= t.staleMin * 60_000 &&
    shareOf(intervals, (s) => s <= RULE_511.intervalSec + t.intervalSec) >= t.share &&
    shareOf(recent, (c) => c.durationSec >= RULE_511.durationSec - t.durationSec) >= t.share;
  return { verdict: holds ? "go-in" : "keep-timing", warnings, recent };
}
