/**
 * A kick-counting session. Current advice (RCOG Green-top 57, NHS, Tommy's; ACOG) is to
 * know her baby's usual pattern and to call the maternity unit at once if movements slow
 * down or change; "10 movements" is a common way to time a session, and a session that
 * takes over 2 hours to reach 10 means calling now. Counting is usually suggested from week
 * 28 (001 §9); earlier is allowed, with a note.
 */

export const KICKS_TARGET = 10;
export const KICKS_LONG_MS = 2 * 60 * 60 * 1000;
export const KICKS_FROM_WEEK = 28;

export interface KickSession {
  startedAt: string;
  endedAt?: string | null;
  movements: readonly string[];
}

export interface KickSummary {
  /** Movements tapped at or after the start (and before the end, when ended). */
  count: number;
  reachedTarget: boolean;
  /** Seconds from the start to the 10th movement; null until reached. */
  timeToTargetSec: number | null;
  /** Seconds from the start to the end, or to now while it runs. */
  elapsedSec: number;
  /** Over 2 hours without reaching 10 (also when the 10th came after 2 hours). */
  long: boolean;
  /** Before week 28: allowed, with a note. */
  early: boolean;
}

export function summariseKicks(
  session: KickSession,
  options: { now?: Date; week?: number | null } = {},
): KickSummary {
  const start = Date.parse(session.startedAt);
  const end = session.endedAt ? Date.parse(session.endedAt) : (options.now ?? new Date()).getTime();
  const times = session.movements
    .map((m) => Date.parse(m))
    .filter((t) => t >= start && t <= Math.max(end, start))
    .sort((a, b) => a - b);
  const tenth = times[KICKS_TARGET - 1];
  const elapsed = Math.max(end - start, 0);
  const timeToTarget = tenth === undefined ? null : tenth - start;
  return {
    count: times.length,
    reachedTarget: tenth !== undefined,
    timeToTargetSec: timeToTarget === null ? null : Math.round(timeToTarget / 1000),
    elapsedSec: Math.round(elapsed / 1000),
    long: (timeToTarget ?? elapsed) > KICKS_LONG_MS,
    early: options.week !== undefined && options.week !== null && options.week < KICKS_FROM_WEEK,
  };
}
