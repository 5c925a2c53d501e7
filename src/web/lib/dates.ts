import type { IsoDate } from "../../domain/dates.ts";

/** The browser's own calendar names: no date library in the first load (issue 12). */
const LONG = {
  en: new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" }),
  hi: new Intl.DateTimeFormat("hi-IN", { day: "numeric", month: "long", year: "numeric" }),
};

/** 001 §9: due dates read like "March 4, 2027"; in Hindi "4 मार्च 2027". */
export function formatLongDate(date: IsoDate, language: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const value = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  return (language === "hi" ? LONG.hi : LONG.en).format(value);
}
