import { addDays, type IsoDate } from "../../domain/dates.ts";

/**
 * Calendar files (RFC 5545) she adds to her phone's calendar: her next test (guidance) and her
 * appointments (trackers), one event or a whole feed. Times are "floating" (no time zone): an
 * appointment at 10:30 is at 10:30 wherever her phone is, as she booked it.
 */
export interface CalendarEvent {
  /** Stable across downloads, so importing again updates the event instead of adding a twin. */
  uid: string;
  day: IsoDate;
  /** "HH:mm" local; none makes an all-day event. */
  time?: string | null;
  /** Length of a timed event (an hour unless said). */
  minutes?: number;
  title: string;
  description?: string;
  location?: string;
  /** A reminder this many minutes before (for an all-day event, before its midnight). */
  alarmMinutesBefore?: number;
}

const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

/** RFC 5545 lines are at most 75 octets; longer ones continue on lines starting with a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + char).length > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compact = (day: IsoDate) => day.replaceAll("-", "");
const pad = (n: number) => String(n).padStart(2, "0");

/** "20270102T103000" for a day and "HH:mm", `plus` minutes later (across midnight too). */
export function localStamp(day: IsoDate, time: string, plus = 0): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const total = h * 60 + m + plus;
  const days = Math.floor(total / 1440);
  const rest = total - days * 1440;
  return `${compact(addDays(day, days))}T${pad(Math.floor(rest / 60))}${pad(rest % 60)}00`;
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const when = event.time
    ? [
        `DTSTART:${localStamp(event.day, event.time)}`,
        `DTEND:${localStamp(event.day, event.time, event.minutes ?? 60)}`,
      ]
    : [
        `DTSTART;VALUE=DATE:${compact(event.day)}`,
        `DTEND;VALUE=DATE:${compact(addDays(event.day, 1))}`,
      ];
  const alarm =
    event.alarmMinutesBefore === undefined
      ? []
      : [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escape(event.title)}`,
          `TRIGGER:-PT${String(event.alarmMinutesBefore)}M`,
          "END:VALARM",
        ];
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escape(event.title)}`,
    ...(event.location ? [`LOCATION:${escape(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escape(event.description)}`] : []),
    ...alarm,
    "END:VEVENT",
  ];
}

/** One calendar file holding every event given (one appointment, or the feed of all upcoming). */
export function icsCalendar(
  events: readonly CalendarEvent[],
  options: { name?: string; now?: Date } = {},
): string {
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Saathi//Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(options.name ? [`X-WR-CALNAME:${escape(options.name)}`] : []),
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** An all-day calendar event for her next test, to add to her phone's calendar. */
export function icsEvent(
  event: { id: string; day: IsoDate; title: string; description: string },
  now = new Date(),
): string {
  return icsCalendar(
    [
      {
        uid: `${event.id}-${compact(event.day)}@saathi`,
        day: event.day,
        title: event.title,
        description: event.description,
      },
    ],
    { now },
  );
}

/** Hands a calendar file to the browser as a download (her phone offers to open it). */
export function downloadIcs(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
