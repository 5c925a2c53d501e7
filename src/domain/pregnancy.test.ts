import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, isIsoDate } from "./dates.ts";
import {
  barWidth,
  dueDateFromConception,
  dueDateFromIvf,
  dueDateFromLmp,
  dueDateFromWeek,
  percentComplete,
  selectionToWeek,
  trimesterOf,
  weekFromDueDate,
  weeksLeft,
} from "./pregnancy.ts";

const isoDay = fc
  .date({
    min: new Date("2020-01-01T00:00:00Z"),
    max: new Date("2035-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const week = fc.integer({ min: 1, max: 42 });

describe("pregnancy maths (001 §4, §9)", () => {
  it("trimesters split at weeks 13 and 26", () => {
    expect([1, 13, 14, 26, 27, 40, 42].map(trimesterOf)).toEqual([1, 1, 2, 2, 3, 3, 3]);
  });

  it("selections map to weeks: trimester 8/20/33, month × 4, week as is", () => {
    expect([1, 2, 3].map((t) => selectionToWeek("trimester", t))).toEqual([8, 20, 33]);
    expect(selectionToWeek("month", 5)).toBe(20);
    expect(selectionToWeek("month", 9)).toBe(36);
    expect(selectionToWeek("week", 17)).toBe(17);
  });

  it("weeks left, percent and the clamped bar", () => {
    expect(weeksLeft(12)).toBe(28);
    expect(weeksLeft(41)).toBe(0);
    expect(percentComplete(13)).toBe(33);
    expect(percentComplete(27)).toBe(68);
    expect(barWidth(0)).toBe(0);
    expect(barWidth(13)).toBeCloseTo(32.5);
    expect(barWidth(42)).toBe(100);
  });

  it("setting week N today gives a due date 40 − N weeks away, read back as week N", () => {
    fc.assert(
      fc.property(week, isoDay, (w, today) => {
        const due = dueDateFromWeek(w, today);
        expect(daysBetween(today, due)).toBe((40 - w) * 7);
        expect(weekFromDueDate(due, today)).toBe(w);
      }),
    );
  });

  it("the week advances with the calendar: +7 days is +1 week, up to 42", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 41 }),
        isoDay,
        fc.integer({ min: 0, max: 6 }),
        (w, today, d) => {
          const due = dueDateFromWeek(w, today);
          expect(weekFromDueDate(due, addDays(today, d))).toBe(w);
          expect(weekFromDueDate(due, addDays(today, 7))).toBe(w + 1);
        },
      ),
    );
    expect(weekFromDueDate("2026-01-01", "2027-06-01")).toBe(42);
    expect(weekFromDueDate("2030-01-01", "2026-01-01")).toBe(1);
  });

  it("due dates from LMP (with cycle length), conception and IVF (CONTENT.md)", () => {
    expect(dueDateFromLmp("2026-01-01")).toBe("2026-10-08");
    expect(dueDateFromLmp("2026-01-01", 32)).toBe("2026-10-12");
    expect(dueDateFromConception("2026-01-15")).toBe("2026-10-08");
    expect(dueDateFromIvf("2026-01-20", 5)).toBe("2026-10-08");
    expect(dueDateFromIvf("2026-01-18", 3)).toBe("2026-10-08");
    fc.assert(
      fc.property(isoDay, (lmp) => {
        // conception is about two weeks after the LMP in a 28-day cycle: both give one date
        expect(dueDateFromConception(addDays(lmp, 14))).toBe(dueDateFromLmp(lmp));
        expect(isIsoDate(dueDateFromLmp(lmp))).toBe(true);
      }),
    );
  });
});
