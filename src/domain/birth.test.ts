import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  babyAge,
  endState,
  isPlausibleBirthDate,
  oneYearBefore,
  postpartumStage,
} from "./birth.ts";
import { addDays } from "./dates.ts";

const isoDay = fc
  .date({
    min: new Date("2020-01-01T00:00:00Z"),
    max: new Date("2035-12-31T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe("the baby's age", () => {
  it("counts whole calendar days, then weeks and the days left over", () => {
    expect(babyAge("2026-11-25", "2026-11-25")).toEqual({ days: 0, weeks: 0, extraDays: 0 });
    expect(babyAge("2026-11-24", "2026-11-25")).toEqual({ days: 1, weeks: 0, extraDays: 1 });
    expect(babyAge("2026-11-13", "2026-11-25")).toEqual({ days: 12, weeks: 1, extraDays: 5 });
    expect(babyAge("2026-11-11", "2026-11-25")).toEqual({ days: 14, weeks: 2, extraDays: 0 });
  });

  it("crosses month ends, year ends and 29 February", () => {
    expect(babyAge("2026-12-25", "2027-01-08").days).toBe(14);
    expect(babyAge("2028-02-27", "2028-03-01").days).toBe(3);
    expect(babyAge("2027-02-27", "2027-03-01").days).toBe(2);
  });

  it("is not shortened or lengthened by daylight saving (US clocks change 8 March and 1 November 2026)", () => {
    expect(babyAge("2026-03-01", "2026-03-15")).toMatchObject({ days: 14, weeks: 2 });
    expect(babyAge("2026-10-25", "2026-11-08")).toMatchObject({ days: 14, weeks: 2 });
  });

  it("reads a birth date after today as born today, never a negative age", () => {
    expect(babyAge("2026-11-26", "2026-11-25")).toEqual({ days: 0, weeks: 0, extraDays: 0 });
  });

  it("weeks × 7 + days left over is the number of days that lead from the birth to today", () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 800 }), (birth, n) => {
        const age = babyAge(birth, addDays(birth, n));
        expect(age.days).toBe(n);
        expect(age.weeks * 7 + age.extraDays).toBe(n);
        expect(age.extraDays).toBeLessThan(7);
      }),
    );
  });
});

describe("birth dates that can be entered", () => {
  it("today back to the same day a year ago; not tomorrow, not a day more", () => {
    const today = "2026-11-25";
    expect(isPlausibleBirthDate(today, today)).toBe(true);
    expect(isPlausibleBirthDate("2025-11-25", today)).toBe(true);
    expect(isPlausibleBirthDate("2025-11-24", today)).toBe(false);
    expect(isPlausibleBirthDate("2026-11-26", today)).toBe(false);
    expect(isPlausibleBirthDate("2026-02-30", today)).toBe(false);
    expect(isPlausibleBirthDate("25-11-2026", today)).toBe(false);
  });

  it("a year before 29 February is 28 February", () => {
    expect(oneYearBefore("2028-02-29")).toBe("2027-02-28");
    expect(oneYearBefore("2027-03-01")).toBe("2026-03-01");
  });
});

describe("which guidance applies", () => {
  it("body and mind for six weeks, the mind until the first birthday, then neither", () => {
    const today = "2026-11-25";
    expect(postpartumStage(today, today)).toBe("early");
    expect(postpartumStage(addDays(today, -41), today)).toBe("early");
    expect(postpartumStage(addDays(today, -42), today)).toBe("first-year");
    expect(postpartumStage("2025-11-25", today)).toBe("first-year");
    expect(postpartumStage("2025-11-24", today)).toBe("later");
  });
});

describe("what an end-of-pregnancy change stores", () => {
  it("no outcome is loss; a birth date only with a birth; undo clears both", () => {
    expect(endState({ ended: true })).toEqual({ ended: true, outcome: "loss", birthDate: null });
    expect(endState({ ended: true, outcome: "born", birthDate: "2026-11-20" })).toEqual({
      ended: true,
      outcome: "born",
      birthDate: "2026-11-20",
    });
    expect(endState({ ended: true, outcome: "loss", birthDate: "2026-11-20" }).birthDate).toBe(
      null,
    );
    expect(endState({ ended: false, outcome: "born", birthDate: "2026-11-20" })).toEqual({
      ended: false,
      outcome: null,
      birthDate: null,
    });
  });
});
