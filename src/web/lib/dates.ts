import { format } from "date-fns";
import { hi } from "date-fns/locale/hi";
import type { IsoDate } from "../../domain/dates.ts";

/** 001 §9: due dates read like "March 4, 2027"; in Hindi with Hindi month names. */
export function formatLongDate(date: IsoDate, language: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const value = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  return language === "hi"
    ? format(value, "d MMMM yyyy", { locale: hi })
    : format(value, "MMMM d, yyyy");
}
