import { describe, expect, it } from "vitest";
import { groupByDay, withinDays } from "./by-day.ts";

const dayOf = (iso: string) => iso.slice(0, 10);
const at = (time: string, id = time) => ({ id, time });

describe("groupByDay", () => {
  it("puts entries on their days, newest day and newest entry first, naming today and yesterday", () => {
    const groups = groupByDay(
      [
        at("2026-05-02T08:00:00Z"),
        at("2026-05-04T07:00:00Z"),
        at("2026-05-03T23:00:00Z"),
        at("2026-05-04T21:30:00Z"),
      ],
      (e) => e.time,
      { today: "2026-05-04", dayOf },
    );
    expect(groups.map((g) => [g.day, g.when, g.items.map((e) => e.time.slice(11, 16))])).toEqual([
      ["2026-05-04", "today", ["21:30", "07:00"]],
      ["2026-05-03", "yesterday", ["23:00"]],
      ["2026-05-02", "date", ["08:00"]],
    ]);
  });

  it("has no days for no entries", () => {
    expect(groupByDay([], (e: { time: string }) => e.time)).toEqual([]);
  });

  it("uses her own clock for the day by default", () => {
    const late = new Date(2026, 4, 4, 23, 50).toISOString();
    const [group] = groupByDay([at(late)], (e) => e.time, { today: "2026-05-04" });
    expect(group?.when).toBe("today");
  });
});

describe("withinDays", () => {
  it("keeps the last n calendar days, today included", () => {
    const items = [
      at("2026-05-04T01:00:00Z"),
      at("2026-04-28T10:00:00Z"),
      at("2026-04-27T10:00:00Z"),
    ];
    expect(withinDays(items, (e) => e.time, 7, { today: "2026-05-04", dayOf }).length).toBe(2);
  });
});
