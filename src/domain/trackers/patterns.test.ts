import { describe, expect, it } from "vitest";
import { lowMoodDays, suggestsSupport } from "./moods.ts";
import { symptomPatterns } from "./patterns.ts";
import { supplementStreak } from "./supplements.ts";

const dayOf = (iso: string) => iso.slice(0, 10);
const on = (day: string, hour = 9) => `${day}T${String(hour).padStart(2, "0")}:00:00.000Z`;

describe("symptom patterns", () => {
  it("says nausea was logged 5 of the last 7 days", () => {
    const days = ["2026-11-21", "2026-11-22", "2026-11-24", "2026-11-26", "2026-11-27"];
    const entries = [
      ...days.map((d) => ({ symptom: "nausea-vomiting", occurredAt: on(d) })),
      { symptom: "nausea-vomiting", occurredAt: on("2026-11-27", 18) }, // same day twice
      { symptom: "nausea-vomiting", occurredAt: on("2026-11-20") }, // 8 days back
      { symptom: "Back Pain", occurredAt: on("2026-11-25") },
      { symptom: "back  pain", occurredAt: on("2026-11-26") },
      { symptom: "back pain", occurredAt: on("2026-11-27") },
      { symptom: "headache", occurredAt: on("2026-11-27") },
    ];
    expect(symptomPatterns(entries, { today: "2026-11-27", dayOf })).toEqual([
      { symptom: "nausea-vomiting", days: 5, window: 7 },
      { symptom: "back pain", days: 3, window: 7 },
    ]);
    expect(symptomPatterns(entries, { today: "2026-11-27", dayOf, minDays: 1 })).toHaveLength(3);
  });
});

describe("supplement streak", () => {
  const taken = ["2026-11-24", "2026-11-25", "2026-11-26"].map((takenOn) => ({
    supplement: "ifa",
    takenOn,
  }));
  it("counts consecutive days up to today", () => {
    expect(
      supplementStreak(
        [...taken, { supplement: "IFA", takenOn: "2026-11-27" }],
        "ifa",
        "2026-11-27",
      ),
    ).toBe(4);
  });
  it("is not broken by a today not yet checked, but by a missed day", () => {
    expect(supplementStreak(taken, "ifa", "2026-11-27")).toBe(3);
    expect(supplementStreak(taken, "ifa", "2026-11-28")).toBe(0);
    expect(supplementStreak(taken, "calcium", "2026-11-27")).toBe(0);
  });
});

describe("a week of low moods", () => {
  it("counts days whose last check-in was low or bad", () => {
    const entries = [
      { mood: "low" as const, createdAt: on("2026-11-21") },
      { mood: "bad" as const, createdAt: on("2026-11-22") },
      { mood: "low" as const, createdAt: on("2026-11-23") },
      { mood: "low" as const, createdAt: on("2026-11-24") },
      { mood: "good" as const, createdAt: on("2026-11-24", 20) }, // the day ended well
      { mood: "low" as const, createdAt: on("2026-11-25") },
      { mood: "bad" as const, createdAt: on("2026-11-27") },
    ];
    const days = lowMoodDays(entries, { today: "2026-11-27", dayOf });
    expect(days).toBe(5);
    expect(suggestsSupport(days)).toBe(true);
    expect(suggestsSupport(4)).toBe(false);
  });
});
