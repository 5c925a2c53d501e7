import { describe, expect, it } from "vitest";
import type { TestsGuidance } from "../../../../contracts/guidance-api.ts";
import { datedSchedule, weekStarts } from "./schedule.ts";

const test = (id: string, from: number, to: number) => ({
  id,
  name: id,
  description: "",
  icon: "vial" as const,
  weeks: { from, to },
});
const tests: TestsGuidance = {
  reviewed: "2026-11-27",
  sources: [],
  base: [test("anatomy", 18, 22), test("glucose", 24, 28), test("dating", 7, 13)],
  india: [test("td", 13, 20)],
  usa: [test("tdap", 27, 36)],
};

describe("her dated schedule", () => {
  const due = "2027-05-01";

  it("dates week N from the due date: week 40 begins on the due date", () => {
    expect(weekStarts(due, 40)).toBe(due);
    expect(weekStarts(due, 20)).toBe("2026-12-12");
  });

  it("orders by date, marks done, due now, passed and what comes next", () => {
    // 2026-12-20 is in week 21.
    const items = datedSchedule(
      tests,
      "india",
      due,
      "2026-12-20",
      new Map([["anatomy", { doneOn: "2026-12-18", note: "" }]]),
    );
    expect(items.map((i) => [i.test.id, i.status, i.next])).toEqual([
      ["dating", "passed", false],
      ["td", "passed", false],
      ["anatomy", "done", false],
      ["glucose", "later", true],
    ]);
    expect(items.find((i) => i.test.id === "glucose")).toMatchObject({
      starts: "2027-01-09",
      ends: "2027-02-12",
    });
  });

  it("shows the US schedule for the USA", () => {
    const ids = datedSchedule(tests, "usa", due, "2026-12-20", new Map()).map((i) => i.test.id);
    expect(ids).toContain("tdap");
    expect(ids).not.toContain("td");
  });
});
