import { describe, expect, it } from "vitest";
import { icsCalendar, icsEvent, localStamp } from "./ics.ts";

describe("the calendar file for her next test", () => {
  const ics = icsEvent(
    {
      id: "glucose-challenge-test",
      day: "2027-01-02",
      title: "Glucose Challenge Test",
      description:
        "Weeks 24–28; no fasting, usually. Bring your MCP card, please; ग्लूकोज़ टेस्ट ".repeat(3),
    },
    new Date("2026-12-20T10:00:00Z"),
  );

  it("is one all-day event on the day, with CRLF lines", () => {
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("DTSTART;VALUE=DATE:20270102\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20270103\r\n");
    expect(ics).toContain("DTSTAMP:20261220T100000Z\r\n");
    expect(ics.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  });

  it("escapes commas and semicolons and folds long lines at 75 octets", () => {
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("Weeks 24–28\\; no fasting\\, usually.");
    for (const line of ics.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded).toContain("ग्लूकोज़ टेस्ट");
  });
});

describe("appointments in her calendar", () => {
  const now = new Date("2026-12-20T10:00:00Z");

  it("a timed appointment starts and ends at her local time, with place, notes and a reminder", () => {
    const ics = icsCalendar(
      [
        {
          uid: "a1@saathi",
          day: "2027-01-05",
          time: "10:30",
          title: "Scan, Dr Mehta",
          location: "City Hospital; Room 4",
          description: "Bring reports",
          alarmMinutesBefore: 1440,
        },
      ],
      { now },
    );
    expect(ics).toContain("DTSTART:20270105T103000\r\n");
    expect(ics).toContain("DTEND:20270105T113000\r\n");
    expect(ics).toContain("SUMMARY:Scan\\, Dr Mehta\r\n");
    expect(ics).toContain("LOCATION:City Hospital\\; Room 4\r\n");
    expect(ics).toContain("TRIGGER:-PT1440M\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("one late in the evening ends on the next day", () => {
    expect(localStamp("2026-12-31", "23:30", 60)).toBe("20270101T003000");
    expect(localStamp("2027-01-05", "09:05")).toBe("20270105T090500");
  });

  it("a feed holds every event given, each with its own UID, and all-day ones without a time", () => {
    const ics = icsCalendar(
      [
        { uid: "a@saathi", day: "2027-01-05", time: "09:00", title: "One" },
        { uid: "b@saathi", day: "2027-02-01", title: "Two" },
      ],
      { now, name: "Saathi appointments" },
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain("UID:a@saathi\r\n");
    expect(ics).toContain("UID:b@saathi\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270201\r\n");
    expect(ics).toContain("X-WR-CALNAME:Saathi appointments\r\n");
    expect(ics).not.toContain("LOCATION:");
  });
});
