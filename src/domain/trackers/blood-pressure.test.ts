import { describe, expect, it } from "vitest";
import { classifyBloodPressure, readingProblems } from "./blood-pressure.ts";

describe("blood pressure in pregnancy", () => {
  it("is high from 140 systolic or 90 diastolic", () => {
    expect(classifyBloodPressure(139, 89)).toBe("normal");
    expect(classifyBloodPressure(140, 80)).toBe("high");
    expect(classifyBloodPressure(120, 90)).toBe("high");
    expect(classifyBloodPressure(145, 92)).toBe("high");
  });

  it("is an emergency from 160 systolic or 110 diastolic", () => {
    expect(classifyBloodPressure(159, 109)).toBe("high");
    expect(classifyBloodPressure(160, 100)).toBe("emergency");
    expect(classifyBloodPressure(150, 110)).toBe("emergency");
    expect(classifyBloodPressure(165, 112)).toBe("emergency");
  });

  it("is an emergency from 140/90 with headache, vision changes or upper-belly pain", () => {
    for (const sign of ["headache", "vision", "upper-belly-pain"] as const) {
      expect(classifyBloodPressure(140, 85, [sign])).toBe("emergency");
      expect(classifyBloodPressure(130, 90, [sign])).toBe("emergency");
      expect(classifyBloodPressure(139, 89, [sign])).toBe("normal");
    }
  });

  it("refuses what a cuff cannot show, with a reason per field", () => {
    expect(readingProblems({ systolic: 120, diastolic: 80, pulse: 72 })).toEqual({});
    expect(readingProblems({ systolic: 50, diastolic: 20, pulse: 30 })).toEqual({});
    expect(readingProblems({ systolic: 300, diastolic: 200, pulse: 250 })).toEqual({});
    expect(readingProblems({ systolic: 400, diastolic: 10 })).toEqual({
      systolic: "errors.bpSystolic",
      diastolic: "errors.bpDiastolic",
    });
    expect(readingProblems({ systolic: 49, diastolic: 19, pulse: 29 })).toEqual({
      systolic: "errors.bpSystolic",
      diastolic: "errors.bpDiastolic",
      pulse: "errors.bpPulse",
    });
    expect(readingProblems({ systolic: 301, diastolic: 201, pulse: 251 })).toEqual({
      systolic: "errors.bpSystolic",
      diastolic: "errors.bpDiastolic",
      pulse: "errors.bpPulse",
    });
    expect(readingProblems({ systolic: 120.5, diastolic: 80 })).toEqual({
      systolic: "errors.bpSystolic",
    });
  });

  it("refuses a diastolic that is not below the systolic", () => {
    expect(readingProblems({ systolic: 80, diastolic: 120 })).toEqual({
      diastolic: "errors.bpOrder",
    });
    expect(readingProblems({ systolic: 90, diastolic: 90 })).toEqual({
      diastolic: "errors.bpOrder",
    });
  });
});
