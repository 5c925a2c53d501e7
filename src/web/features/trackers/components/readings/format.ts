import type { Language } from "../../../../../domain/language.ts";
import { lazyDateFormat } from "../../../../lib/dates.ts";

const DAY_TIME = {
  en: lazyDateFormat("en-US", { dateStyle: "medium", timeStyle: "short" }),
  hi: lazyDateFormat("hi-IN", { dateStyle: "medium", timeStyle: "short" }),
};
const DAY = {
  en: lazyDateFormat("en-US", { dateStyle: "medium" }),
  hi: lazyDateFormat("hi-IN", { dateStyle: "medium" }),
};

/** A reading's moment in her language ("May 20, 2026, 9:30 AM" / "20 मई 2026, 9:30 am"). */
export const formatMoment = (iso: string, language: Language, withTime = true): string =>
  (withTime ? DAY_TIME : DAY)[language].format(new Date(iso));

const pad = (n: number) => String(n).padStart(2, "0");
/** A date-and-time input's value ("2026-05-20T09:30") for a moment, in local time. */
export const localMinute = (date: Date = new Date()): string =>
  `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

const SKEW_MS = 5 * 60_000;
const PAST_MS = 730 * 86_400_000;
/** A local "YYYY-MM-DDTHH:mm" (or a day) as an ISO moment; null when empty, ahead of now or over two years back. */
export function pastMoment(value: string, now: Date = new Date()): string | null {
  const at = new Date(value.length === 10 ? `${value}T12:00` : value);
  const ms = at.getTime();
  if (Number.isNaN(ms) || ms < now.getTime() - PAST_MS) return null;
  // A day's entry on today itself is now, not a noon still to come.
  if (value.length === 10 && ms > now.getTime() && value === localMinute(now).slice(0, 10))
    return now.toISOString();
  return ms > now.getTime() + SKEW_MS ? null : at.toISOString();
}

/** Readings newest first by when they were measured, then by when they were written. */
export const newestFirst = <T extends { measuredAt: string; createdAt: string }>(items: T[]): T[] =>
  [...items].sort((a, b) =>
    a.measuredAt === b.measuredAt
      ? b.createdAt.localeCompare(a.createdAt)
      : b.measuredAt.localeCompare(a.measuredAt),
  );
