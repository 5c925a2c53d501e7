import { addDays, localIsoDate, type IsoDate } from "../../../../../domain/dates.ts";

/** A day of her history: "today", "yesterday" or its date, with that day's entries. */
export interface DayGroup<T> {
  day: IsoDate;
  when: "today" | "yesterday" | "date";
  items: T[];
}

/**
 * Entries grouped by her calendar day, newest day first and newest first within a day
 * (issue 14: "history by day"). `timeOf` is the moment that places an entry on a day.
 */
export function groupByDay<T>(
  items: readonly T[],
  timeOf: (item: T) => string,
  options: { today?: IsoDate; dayOf?: (iso: string) => IsoDate } = {},
): DayGroup<T>[] {
  const today = options.today ?? localIsoDate();
  const dayOf = options.dayOf ?? ((iso: string) => localIsoDate(new Date(iso)));
  const sorted = [...items].sort((a, b) => Date.parse(timeOf(b)) - Date.parse(timeOf(a)));
  const groups = new Map<IsoDate, T[]>();
  for (const item of sorted) {
    const day = dayOf(timeOf(item));
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([day, list]) => ({
      day,
      when: day === today ? "today" : day === addDays(today, -1) ? "yesterday" : "date",
      items: list,
    }));
}

/** Entries of the last `days` calendar days, today included. */
export function withinDays<T>(
  items: readonly T[],
  timeOf: (item: T) => string,
  days: number,
  options: { today?: IsoDate; dayOf?: (iso: string) => IsoDate } = {},
): T[] {
  const today = options.today ?? localIsoDate();
  const dayOf = options.dayOf ?? ((iso: string) => localIsoDate(new Date(iso)));
  const first = addDays(today, -(days - 1));
  return items.filter((item) => {
    const day = dayOf(timeOf(item));
    return day >= first && day <= today;
  });
}
