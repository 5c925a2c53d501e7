import { describe, expect, it } from "vitest";
import { formatLongDate } from "./dates.ts";

describe("long dates (001 §9)", () => {
  it("reads 'March 4, 2027' in English and '4 मार्च 2027' in Hindi, on the day given", () => {
    expect(formatLongDate("2027-03-04", "en")).toBe("March 4, 2027");
    expect(formatLongDate("2027-03-04", "hi")).toBe("4 मार्च 2027");
    expect(formatLongDate("2026-12-31", "hi")).toBe("31 दिसंबर 2026");
    expect(formatLongDate("2027-02-01", "en")).toBe("February 1, 2027");
  });
});
