import { addDays, localIsoDate, type IsoDate } from "../dates.ts";

export interface SymptomPattern {
  symptom: string;
  /** Days within the window on which she logged it. */
  days: number;
  window: number;
}

/** A pattern worth telling her: on 3 or more of the last 7 days (today included). */
export const PATTERN_WINDOW_DAYS = 7;
export const PATTERN_MIN_DAYS = 3;

const localDay = (iso: string): IsoDate => localIsoDate(new Date(iso));
/** Free text is matched without case or extra spaces; list ids are already lower case. */
const key = (symptom: string) => symptom.trim().toLowerCase().replace(/\s+/g, " ");

/**
 * "Nausea logged 5 of the last 7 days": each symptom's count of distinct days in the window,
 * most days first. `dayOf` turns a time into her calendar day (the device's by default).
 */
export function symptomPatterns(
  entries: readonly { symptom: string; occurredAt: string }[],
  options: {
    today?: IsoDate;
    window?: number;
    minDays?: number;
    dayOf?: (iso: string) => IsoDate;
  } = {},
): SymptomPattern[] {
  const window = options.window ?? PATTERN_WINDOW_DAYS;
  const today = options.today ?? localIsoDate();
  const first = addDays(today, -(window - 1));
  const dayOf = options.dayOf ?? localDay;
  const days = new Map<string, Set<IsoDate>>();
  for (const entry of entries) {
    const day = dayOf(entry.occurredAt);
    if (day < first || day > today) continue;
    const name = key(entry.symptom);
    days.set(name, (days.get(name) ?? new Set()).add(day));
  }
  return [...days]
    .map(([symptom, set]) => ({ symptom, days: set.size, window }))
    .filter((p) => p.days >= (options.minDays ?? PATTERN_MIN_DAYS))
    .sort((a, b) => b.days - a.days || a.symptom.localeCompare(b.symptom));
}
