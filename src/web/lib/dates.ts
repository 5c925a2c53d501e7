import type { IsoDate } from "../../domain/dates.ts";

/** What the app asks of a date format; made on first use by lazyDateFormat. */
export interface DateFormat {
  format(date: Date): string;
  formatToParts(date: Date): Intl.DateTimeFormatPart[];
}

/**
 * An Intl date format made the first time it is used, not at import (issue 12). Making one
 * loads its locale's calendar data: the formats that modules made at import, for both languages,
 * cost a phone about 65 ms of its first load, mostly for the language she is not reading.
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormat {
  let made: Intl.DateTimeFormat | undefined;
  const get = () => (made ??= new Intl.DateTimeFormat(locale, options));
  return {
    format: (date) => get().format(date),
    formatToParts: (date) => get().formatToParts(date),
  };
}

/** The browser's own calendar names: no date library in the first load (issue 12). */
const LONG = {
  en: lazyDateFormat("en-US", { month: "long", day: "numeric", year: "numeric" }),
  hi: lazyDateFormat("hi-IN", { day: "numeric", month: "long", year: "numeric" }),
};

/** 001 §9: due dates read like "March 4, 2027"; in Hindi "4 मार्च 2027". */
export function formatLongDate(date: IsoDate, language: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const value = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  return (language === "hi" ? LONG.hi : LONG.en).format(value);
}
