import { describe, expect, it } from "vitest";
import { bpFormProblems } from "./bp-form.tsx";
import { localMinute, newestFirst, pastMoment } from "./format.ts";

describe("reading times", () => {
  const now = new Date(2026, 4, 20, 9, 30);
  it("takes a past moment and refuses one ahead or over two years back", () => {
    expect(pastMoment("2026-05-20T09:00", now)).toBe(new Date(2026, 4, 20, 9, 0).toISOString());
    expect(pastMoment("2026-05-20T11:00", now)).toBeNull();
    expect(pastMoment("2023-01-01T11:00", now)).toBeNull();
    expect(pastMoment("", now)).toBeNull();
    // A day: noon, or now when the day is today and noon is still to come.
    expect(pastMoment("2026-05-19", now)).toBe(new Date(2026, 4, 19, 12).toISOString());
    expect(pastMoment("2026-05-20", now)).toBe(now.toISOString());
    expect(pastMoment("2026-05-21", now)).toBeNull();
    expect(localMinute(now)).toBe("2026-05-20T09:30");
  });

  it("sorts readings newest first", () => {
    const a = { measuredAt: "2026-05-01T00:00:00Z", createdAt: "2026-05-03T00:00:00Z" };
    const b = { measuredAt: "2026-05-02T00:00:00Z", createdAt: "2026-05-02T00:00:00Z" };
    const c = { measuredAt: "2026-05-02T00:00:00Z", createdAt: "2026-05-04T00:00:00Z" };
    expect(newestFirst([a, b, c])).toEqual([c, b, a]);
  });
});

describe("the blood pressure form's checks", () => {
  const when = localMinute(new Date(Date.now() - 60_000));
  it("refuses what a cuff cannot show and a bottom number not below the top", () => {
    expect(bpFormProblems({ systolic: "400", diastolic: "10", pulse: "", when })).toEqual({
      systolic: "errors.bpSystolic",
      diastolic: "errors.bpDiastolic",
    });
    expect(bpFormProblems({ systolic: "80", diastolic: "120", pulse: "", when })).toEqual({
      diastolic: "errors.bpOrder",
    });
    expect(bpFormProblems({ systolic: "", diastolic: "8o", pulse: "300", when: "" })).toEqual({
      systolic: "errors.bpSystolic",
      diastolic: "errors.bpDiastolic",
      pulse: "errors.bpPulse",
      measuredAt: "errors.time",
    });
    expect(bpFormProblems({ systolic: "120", diastolic: "80", pulse: " ", when })).toEqual({});
  });
});
