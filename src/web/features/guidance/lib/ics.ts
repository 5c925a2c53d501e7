import { addDays, type IsoDate } from "../../../../domain/dates.ts";

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

/** An all-day calendar event for her next test, to add to her phone's calendar. */
export function icsEvent(
  event: { id: string; day: IsoDate; title: string; description: string },
  now = new Date(),
): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Saathi//Tests//EN",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${event.id}-${compact(event.day)}@saathi`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(event.day)}`,
    `DTEND;VALUE=DATE:${compact(addDays(event.day, 1))}`,
    `SUMMARY:${escape(event.title)}`,
    `DESCRIPTION:${escape(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
