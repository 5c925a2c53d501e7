import { describe, expect, it } from "vitest";
import {
  fromKg,
  parseDecimal,
  parseWeight,
  readWeightUnit,
  toKg,
  weightRange,
  writeWeightUnit,
} from "./units.ts";

describe("weight units", () => {
  it("keeps lb entries as kg and shows them back as typed", () => {
    expect(toKg(150, "lb")).toBe(68.04);
    expect(fromKg(68.04, "lb")).toBe(150);
    expect(toKg(150.5, "lb")).toBe(68.27);
    expect(fromKg(toKg(150.5, "lb"), "lb")).toBe(150.5);
    expect(toKg(63.5, "kg")).toBe(63.5);
    expect(fromKg(63.456, "kg")).toBe(63.5);
  });

  it("reads what she types and refuses what is not a weight", () => {
    expect(parseDecimal(" 63,5 ")).toBe(63.5);
    expect(parseDecimal("6e1")).toBeNull();
    expect(parseDecimal("")).toBeNull();
    expect(parseWeight("400", "kg")).toBeNull();
    expect(parseWeight("400", "lb")).toBe(181.44);
    expect(parseWeight("20", "kg")).toBeNull();
    expect(weightRange("lb")).toEqual({ min: 56, max: 661 });
    expect(parseWeight("56", "lb")).toBeGreaterThanOrEqual(25);
    expect(parseWeight("661", "lb")).toBeLessThanOrEqual(300);
  });

  it("remembers the unit on the device", () => {
    expect(readWeightUnit()).toBe("kg");
    writeWeightUnit("lb");
    expect(readWeightUnit()).toBe("lb");
    writeWeightUnit("kg");
    expect(readWeightUnit()).toBe("kg");
  });
});
