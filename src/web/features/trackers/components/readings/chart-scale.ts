import type { KgRange } from "../../../../../domain/trackers/weight.ts";

/** The weight chart's geometry (issue 14 part 3), kept apart from the drawing so it is tested. */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface GainPoint {
  week: number;
  /** Gain since before pregnancy, in the unit the chart is drawn in (may be negative). */
  gain: number;
}

export const LAST_WEEK = 42;
const DAY_MS = 86_400_000;

/** Her week of pregnancy on the day of a reading, from the week she is in today. */
export function weekOn(measuredAt: Date, now: Date, currentWeek: number): number {
  const daysBack = Math.floor((now.getTime() - measuredAt.getTime()) / DAY_MS);
  return Math.min(LAST_WEEK, Math.max(0, currentWeek - Math.floor(Math.max(0, daysBack) / 7)));
}

/** Round numbers for the axis: a step of 1, 2, 5 or 10 giving about five lines. */
function niceStep(span: number): number {
  const raw = span / 5;
  return [1, 2, 5, 10, 20, 50].find((step) => step >= raw) ?? 100;
}

/**
 * Maps weeks (0–42) to x and gain to y (up is more), wide enough for every point and the
 * whole band, with ticks on round numbers.
 */
export function gainScale(box: ChartBox, points: readonly GainPoint[], bandTop: number) {
  const low = Math.min(0, ...points.map((p) => p.gain));
  const high = Math.max(bandTop, ...points.map((p) => p.gain));
  const step = niceStep(high - low || 1);
  const yMin = Math.floor(low / step) * step;
  const yMax = Math.ceil(high / step) * step;
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  const x = (week: number) => box.left + (week / LAST_WEEK) * plotW;
  const y = (gain: number) => box.top + ((yMax - gain) / (yMax - yMin)) * plotH;
  const yTicks: number[] = [];
  for (let v = yMin; v <= yMax + 1e-9; v += step) yTicks.push(Math.round(v * 100) / 100);
  return { x, y, yMin, yMax, yTicks, xTicks: [0, 10, 20, 30, 40] };
}
export type GainScale = ReturnType<typeof gainScale>;

/** The recommended band as an SVG polygon: its top edge left to right, its bottom back. */
export function bandPoints(
  scale: Pick<GainScale, "x" | "y">,
  band: (week: number) => KgRange,
  factor = 1,
): string {
  const weeks = Array.from({ length: LAST_WEEK + 1 }, (_, week) => week);
  const top = weeks.map((w) => [scale.x(w), scale.y(band(w).maxKg * factor)]);
  const bottom = weeks.reverse().map((w) => [scale.x(w), scale.y(band(w).minKg * factor)]);
  return [...top, ...bottom].map(([a = 0, b = 0]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(" ");
}
