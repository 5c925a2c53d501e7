// @vitest-environment node
import { describe, expect, it } from "vitest";
import { breathAt, CYCLE_MS, formatClock } from "./breathing.ts";

describe("paced breathing", () => {
  it("breathes in for 4 seconds, then out for 6, with no pause between", () => {
    const phases = Array.from({ length: 10 }, (_, s) => breathAt(s * 1000 + 500).phase);
    expect(phases).toEqual(["in", "in", "in", "in", "out", "out", "out", "out", "out", "out"]);
    expect(breathAt(CYCLE_MS).phase).toBe("in");
  });

  it("counts each breath down to 1", () => {
    const counts = Array.from({ length: 10 }, (_, s) => breathAt(s * 1000).count);
    expect(counts).toEqual([4, 3, 2, 1, 6, 5, 4, 3, 2, 1]);
  });

  it("grows the circle while breathing in and shrinks it while breathing out", () => {
    expect(breathAt(0).scale).toBeCloseTo(0.45);
    expect(breathAt(2000).scale).toBeGreaterThan(breathAt(1000).scale);
    expect(breathAt(4000).scale).toBeCloseTo(1);
    expect(breathAt(7000).scale).toBeLessThan(breathAt(5000).scale);
    expect(breathAt(9999).scale).toBeCloseTo(0.45, 2);
  });

  it("shows the time left as minutes and seconds, rounded up", () => {
    expect(formatClock(300_000)).toBe("5:00");
    expect(formatClock(185_000)).toBe("3:05");
    expect(formatClock(59_001)).toBe("1:00");
    expect(formatClock(400)).toBe("0:01");
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(-5)).toBe("0:00");
  });
});
