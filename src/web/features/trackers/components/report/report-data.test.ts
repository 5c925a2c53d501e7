import { describe, expect, it } from "vitest";
import { contractionSummary, lastDays, moodCounts, supplementLines } from "./report-data.ts";

const now = new Date("2026-05-30T12:00:00Z");
const daysAgo = (d: number, minutes = 0) =>
  new Date(now.getTime() - d * 86_400_000 + minutes * 60_000).toISOString();

describe("lastDays", () => {
  it("keeps the last 4 weeks, newest first", () => {
    const items = [
      { at: daysAgo(29) },
      { at: daysAgo(3) },
      { at: daysAgo(27) },
      { at: daysAgo(0) },
    ];
    expect(lastDays(items, (i) => i.at, now, 28).map((i) => i.at)).toEqual([
      daysAgo(0),
      daysAgo(3),
      daysAgo(27),
    ]);
  });
});

describe("moodCounts", () => {
  it("counts each of the five moods, happiest first", () => {
    const counts = moodCounts([{ mood: "low" }, { mood: "good" }, { mood: "low" }]);
    expect(counts).toEqual([
      { mood: "great", count: 0 },
      { mood: "good", count: 1 },
      { mood: "okay", count: 0 },
      { mood: "low", count: 2 },
      { mood: "bad", count: 0 },
    ]);
  });
});

describe("supplementLines", () => {
  it("lists IFA and calcium always, then her own, with days in the last 14 and the streak", () => {
    const items = [
      { supplement: "ifa", takenOn: "2026-05-30" },
      { supplement: "ifa", takenOn: "2026-05-29" },
      { supplement: "ifa", takenOn: "2026-05-27" },
      { supplement: "ifa", takenOn: "2026-05-10" }, // over 14 days back
      { supplement: "Vitamin D", takenOn: "2026-05-20" },
      { supplement: "vitamin d ", takenOn: "2026-05-21" },
    ];
    expect(supplementLines(items, "2026-05-30")).toEqual([
      { supplement: "ifa", days: 3, streak: 2 },
      { supplement: "calcium", days: 0, streak: 0 },
      { supplement: "Vitamin D", days: 2, streak: 0 },
    ]);
  });
});

describe("contractionSummary", () => {
  it("is null without contractions in the last 2 days", () => {
    expect(contractionSummary([{ startedAt: daysAgo(3), endedAt: daysAgo(3, 1) }], now)).toBeNull();
  });

  it("averages length and the time apart within a session, not across the gap between sessions", () => {
    const at = (d: number, m: number, sec: number) => ({
      startedAt: daysAgo(d, m),
      endedAt: new Date(Date.parse(daysAgo(d, m)) + sec * 1000).toISOString(),
    });
    const summary = contractionSummary([at(1, 0, 40), at(1, 6, 60), at(0, 0, 50)], now);
    expect(summary).toEqual({
      count: 3,
      averageDurationSec: 50,
      averageIntervalSec: 360,
      lastAt: daysAgo(0),
    });
  });
});
