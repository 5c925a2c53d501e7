import { describe, expect, it } from "vitest";
import { icsEvent } from "./ics.ts";

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
