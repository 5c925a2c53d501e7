import { describe, expect, it } from "vitest";
import { bandFor, gainBand } from "../../../../../domain/trackers/weight.ts";
import { bandPoints, gainScale, weekOn, type ChartBox } from "./chart-scale.ts";

const box: ChartBox = { width: 420, height: 240, left: 40, right: 20, top: 10, bottom: 30 };

describe("the weight chart's scale", () => {
  it("puts week 0 at the left edge and week 42 at the right", () => {
    const s = gainScale(box, [], 20);
    expect(s.x(0)).toBe(40);
    expect(s.x(42)).toBe(400);
    expect(s.x(21)).toBe(220);
  });

  it("draws more gain higher up, and fits every point and the band on round ticks", () => {
    const s = gainScale(
      box,
      [
        { week: 20, gain: 4.2 },
        { week: 8, gain: -1.3 },
      ],
      18.5,
    );
    expect(s.yMin).toBe(-5);
    expect(s.yMax).toBe(20);
    expect(s.yTicks).toEqual([-5, 0, 5, 10, 15, 20]);
    expect(s.y(20)).toBe(10);
    expect(s.y(-5)).toBe(210);
    expect(s.y(4.2)).toBeLessThan(s.y(0));
    const tall = gainScale(box, [{ week: 30, gain: 31 }], 18.5);
    expect(tall.yMax).toBeGreaterThanOrEqual(31);
  });

  it("shades the band between its lower and upper edges", () => {
    const s = gainScale(box, [], 20);
    const points = bandPoints(s, bandFor("normal")).split(" ");
    expect(points).toHaveLength(86);
    const [x20top, y20top] = (points[20] ?? "").split(",").map(Number);
    expect(x20top).toBeCloseTo(s.x(20), 1);
    expect(y20top).toBeCloseTo(s.y(gainBand("normal", 20).maxKg), 1);
    const [, y20bottom] = (points[85 - 20] ?? "").split(",").map(Number);
    expect(y20bottom).toBeCloseTo(s.y(gainBand("normal", 20).minKg), 1);
    // In lb the band is the same kg range converted.
    const lb = bandPoints(s, bandFor("normal"), 2.2046).split(" ");
    expect(Number(lb[42]?.split(",")[1])).toBeLessThan(Number(points[42]?.split(",")[1]));
  });

  it("finds her week on the day of a reading", () => {
    const now = new Date("2026-05-20T10:00:00Z");
    expect(weekOn(now, now, 20)).toBe(20);
    expect(weekOn(new Date("2026-05-14T10:00:00Z"), now, 20)).toBe(20);
    expect(weekOn(new Date("2026-05-13T09:00:00Z"), now, 20)).toBe(19);
    expect(weekOn(new Date("2025-01-01T00:00:00Z"), now, 20)).toBe(0);
  });
});
