import type { Language } from "../../../../../domain/language.ts";
import { downloadIcs, icsCalendar, type CalendarEvent } from "../../../../lib/ics.ts";
import type { Appointment } from "./appointments.ts";
import { lazyDateFormat } from "../../../../lib/dates.ts";

const DAY = {
  en: lazyDateFormat("en-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
  hi: lazyDateFormat("hi-IN", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }),
};
const TIME = {
  en: lazyDateFormat("en-IN", { hour: "numeric", minute: "2-digit" }),
  hi: lazyDateFormat("hi-IN", { hour: "numeric", minute: "2-digit" }),
};

const localDate = (day: string, time = "00:00") => {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  const [h = 0, min = 0] = time.split(":").map(Number);
  return new Date(y, m - 1, d, h, min);
};

/** Her appointment's day and time in her language ("Tuesday, 5 January 2027, 10:30 am" / "मंगलवार, 5 जनवरी 2027"). */
export function formatWhen(a: Pick<Appointment, "date" | "time">, language: Language): string {
  const day = DAY[language].format(localDate(a.date));
  return a.time ? `${day}, ${TIME[language].format(localDate(a.date, a.time))}` : day;
}

/** The words a calendar file needs, in her language. */
export interface CalendarWords {
  doctor: string;
  feedName: string;
}

/** A day ahead for a timed visit; for an all-day one, 9 am the day before (15 h before midnight). */
const ALARM_TIMED = 24 * 60;
const ALARM_ALL_DAY = 15 * 60;

export function toCalendarEvent(a: Appointment, words: CalendarWords): CalendarEvent {
  const description = [a.doctor ? `${words.doctor}: ${a.doctor}` : "", a.notes]
    .filter(Boolean)
    .join("\n");
  return {
    uid: `${a.id}@saathi`,
    day: a.date,
    time: a.time,
    title: a.title,
    ...(a.place ? { location: a.place } : {}),
    ...(description ? { description } : {}),
    alarmMinutesBefore: a.time ? ALARM_TIMED : ALARM_ALL_DAY,
  };
}

/** One appointment as a calendar file. */
export function downloadAppointment(a: Appointment, words: CalendarWords): void {
  downloadIcs(`saathi-appointment-${a.date}.ics`, icsCalendar([toCalendarEvent(a, words)]));
}

/** Every upcoming appointment in one file: her phone's calendar takes them all at once. */
export function downloadFeed(upcoming: readonly Appointment[], words: CalendarWords): void {
  downloadIcs(
    "saathi-appointments.ics",
    icsCalendar(
      upcoming.map((a) => toCalendarEvent(a, words)),
      { name: words.feedName },
    ),
  );
}
