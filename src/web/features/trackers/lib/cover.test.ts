import { afterEach, describe, expect, it } from "vitest";
import { pagesCover } from "../../../lib/local-first.ts";
import { pregnancySince, sinceDaysAgo, supplementsSince } from "./cover.ts";

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe("where a tracker's window starts", () => {
  it("is her local midnight, the same all day", () => {
    process.env.TZ = "Asia/Kolkata";
    const morning = new Date("2026-11-25T01:00:00Z"); // 06:30 in India
    const night = new Date("2026-11-25T18:00:00Z"); // 23:30 in India
    expect(sinceDaysAgo(7, morning)).toBe("2026-11-17T18:30:00.000Z");
    expect(sinceDaysAgo(7, night)).toBe(sinceDaysAgo(7, morning));
  });

  it("spans the pregnancy for the gain chart, and nothing without a week", () => {
    process.env.TZ = "UTC";
    const now = new Date("2026-11-25T12:00:00Z");
    expect(pregnancySince(30, now)).toBe("2026-04-22T00:00:00.000Z");
    expect(pregnancySince(null, now)).toBeNull();
  });

  it("reaches back past the start of her longest supplement streak", () => {
    process.env.TZ = "UTC";
    const now = new Date("2026-11-25T12:00:00Z");
    const days = (name: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        supplement: name,
        takenOn: new Date(Date.UTC(2026, 10, 25 - i)).toISOString().slice(0, 10),
      }));
    // No streak: the window alone.
    expect(supplementsSince([], 14, now)).toBe("2026-11-11T00:00:00.000Z");
    // IFA for 40 days (same name in another case counts): the day before the first is read too.
    expect(supplementsSince([...days("IFA ", 40), ...days("calcium", 3)], 14, now)).toBe(
      "2026-10-15T00:00:00.000Z",
    );
  });
});

describe("whether the pages read so far cover a window", () => {
  const id = "00000000-0000-4000-8000-000000000001";
  const since = "2026-11-01T00:00:00.000Z";

  it("does once the oldest entry read is before the window, or there are no more pages", () => {
    expect(pagesCover(`2026-11-20T00:00:00.000Z_${id}`, since)).toBe(false);
    expect(pagesCover(`2026-10-31T23:59:59.000Z_${id}`, since)).toBe(true);
    expect(pagesCover(null, since)).toBe(true);
  });

  it("reads on when the oldest entry is at the window's very start (its twin may be next)", () => {
    expect(pagesCover(`${since}_${id}`, since)).toBe(false);
  });
});
