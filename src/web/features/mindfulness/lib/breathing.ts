/**
 * Paced breathing: 4 s in, 6 s out and no holding of the breath (issue 13: a longer
 * out-breath calms; holding is not needed and can leave her light-headed). Pure timing, so
 * the guide and its tests agree.
 */
export const IN_MS = 4000;
export const OUT_MS = 6000;
export const CYCLE_MS = IN_MS + OUT_MS;
export const SESSION_MINUTES = [1, 3, 5] as const;
export type SessionMinutes = (typeof SESSION_MINUTES)[number];

/** The smallest and largest size of the circle, as a scale of its full size. */
const SMALL = 0.45;
const LARGE = 1;

export interface BreathMoment {
  phase: "in" | "out";
  /** Whole seconds left in this breath, counting down to 1. */
  count: number;
  /** The circle's scale at this moment, eased so it slows at the turns. */
  scale: number;
}

const ease = (p: number) => (1 - Math.cos(Math.PI * p)) / 2;

export function breathAt(elapsedMs: number): BreathMoment {
  const t = ((elapsedMs % CYCLE_MS) + CYCLE_MS) % CYCLE_MS;
  if (t < IN_MS) {
    return {
      phase: "in",
      count: Math.ceil((IN_MS - t) / 1000),
      scale: SMALL + (LARGE - SMALL) * ease(t / IN_MS),
    };
  }
  const out = t - IN_MS;
  return {
    phase: "out",
    count: Math.ceil((OUT_MS - out) / 1000),
    scale: LARGE - (LARGE - SMALL) * ease(out / OUT_MS),
  };
}

/** 185 000 ms → "3:05" (time left is shown rounded up, so it never reads 0:00 too early). */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;
}
