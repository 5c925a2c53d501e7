import { describe, expect, it } from "vitest";
import {
  bandFor,
  bmi,
  bmiClass,
  gainBand,
  IOM_TOTAL_GAIN,
  kgToLb,
  lbToKg,
  recommendedGain,
} from "./weight.ts";

describe("IOM 2009 weight gain (single pregnancy)", () => {
  it("classes BMI at 18.5, 25 and 30", () => {
    expect([18.4, 18.5, 24.9, 25, 29.9, 30, 42].map(bmiClass)).toEqual([
      "underweight",
      "normal",
      "normal",
      "overweight",
      "overweight",
      "obese",
      "obese",
    ]);
  });

  it("gives each class its total range", () => {
    expect(IOM_TOTAL_GAIN).toEqual({
      underweight: { minKg: 12.5, maxKg: 18 },
      normal: { minKg: 11.5, maxKg: 16 },
      overweight: { minKg: 7, maxKg: 11.5 },
      obese: { minKg: 5, maxKg: 9 },
    });
  });

  it("works from height and pre-pregnancy weight", () => {
    expect(bmi(160, 56)).toBe(21.9);
    expect(recommendedGain(160, 56)).toEqual({
      bmi: 21.9,
      bmiClass: "normal",
      totalGain: { minKg: 11.5, maxKg: 16 },
    });
    // 47 kg at 160 cm is 18.4: underweight; 77 kg is 30.1: obese.
    expect(recommendedGain(160, 47).totalGain).toEqual({ minKg: 12.5, maxKg: 18 });
    expect(recommendedGain(160, 64).bmiClass).toBe("overweight");
    expect(recommendedGain(160, 77).totalGain).toEqual({ minKg: 5, maxKg: 9 });
  });

  it("bands the first trimester at 0.5–2 kg by week 13, spread from week 0", () => {
    expect(gainBand("normal", 0)).toEqual({ minKg: 0, maxKg: 0 });
    expect(gainBand("obese", 13)).toEqual({ minKg: 0.5, maxKg: 2 });
    expect(gainBand("underweight", 6.5)).toEqual({ minKg: 0.25, maxKg: 1 });
  });

  it("then adds each class's weekly rate", () => {
    // 10 weeks after week 13 at the IOM rates (kg/week).
    expect(gainBand("underweight", 23)).toEqual({ minKg: 0.5 + 4.4, maxKg: 2 + 5.8 });
    expect(gainBand("normal", 23)).toEqual({ minKg: 0.5 + 3.5, maxKg: 2 + 5 });
    expect(gainBand("overweight", 23)).toEqual({ minKg: 0.5 + 2.3, maxKg: 2 + 3.3 });
    expect(gainBand("obese", 23)).toEqual({ minKg: 0.5 + 1.7, maxKg: 2 + 2.7 });
    expect(bandFor("normal")(40)).toEqual({ minKg: 9.95, maxKg: 15.5 });
  });

  it("never leaves weeks 0–42", () => {
    expect(gainBand("normal", -3)).toEqual(gainBand("normal", 0));
    expect(gainBand("normal", 50)).toEqual(gainBand("normal", 42));
  });

  it("converts kg and lb", () => {
    expect(kgToLb(1)).toBeCloseTo(2.20462, 5);
    expect(lbToKg(150)).toBeCloseTo(68.0389, 4);
    expect(lbToKg(kgToLb(63.2))).toBeCloseTo(63.2, 10);
  });
});
