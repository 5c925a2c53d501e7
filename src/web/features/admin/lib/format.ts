import { lazyDateFormat } from "../../../lib/dates.ts";
/** Intl, not a date library: the admin chunk stays small (issue 12). */
const EN = lazyDateFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const HI = lazyDateFormat("hi-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** 001 §9: 'MMM d, yyyy h:mm a' ("Nov 27, 2026 9:05 PM"); Hindi in its own order. */
export function formatAdminDate(iso: string | null, language: string): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  if (language === "hi") return HI.format(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    EN.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("month")} ${part("day")}, ${part("year")} ${part("hour")}:${part("minute")} ${part("dayPeriod").toUpperCase()}`;
}
