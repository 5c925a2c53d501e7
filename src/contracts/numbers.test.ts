import { describe, expect, it } from "vitest";
import { pathNumber, wholeNumber } from "./numbers.ts";

describe("numbers from requests (issue 11)", () => {
  it("take a JSON whole number or decimal digits, nothing JavaScript would also coerce", () => {
    const stage = wholeNumber("errors.stageValueRange");
    expect(stage.parse(12)).toBe(12);
    expect(stage.parse("12")).toBe(12);
    for (const loose of [true, [12], "0x0c", "1e1", " 12", "", "12.5", 12.5, null, "١٢"])
      expect(stage.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
    const week = pathNumber();
    expect(week.parse("7")).toBe(7);
    for (const loose of ["1e1", "0x0a", "+7", "7.0", "", "seven"])
      expect(week.safeParse(loose).success, loose).toBe(false);
  });
});
