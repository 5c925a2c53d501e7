import { describe, expect, it } from "vitest";
import { summariseKicks } from "./kicks.ts";

const T0 = Date.parse("2026-11-20T20:00:00Z");
const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
const taps = (count: number, everyMin: number) =>
  Array.from({ length: count }, (_, i) => at((i + 1) * everyMin));

describe("kick counter", () => {
  it("times 10 movements", () => {
    const s = summariseKicks({ startedAt: at(0), endedAt: at(40), movements: taps(12, 3) });
    expect(s).toMatchObject({ count: 12, reachedTarget: true, timeToTargetSec: 30 * 60 });
    expect(s.long).toBe(false);
  });

  it("is long after 2 hours without 10 movements, not at 2 hours", () => {
    const running = { startedAt: at(0), movements: taps(6, 10) };
    expect(summariseKicks(running, { now: new Date(T0 + 120 * 60_000) }).long).toBe(false);
    expect(summariseKicks(running, { now: new Date(T0 + 121 * 60_000) }).long).toBe(true);
    const ended = summariseKicks({ ...running, endedAt: at(125) });
    expect(ended).toMatchObject({
      count: 6,
      reachedTarget: false,
      timeToTargetSec: null,
      long: true,
    });
  });

  it("is long when the 10th movement came after 2 hours", () => {
    const s = summariseKicks({ startedAt: at(0), endedAt: at(140), movements: taps(10, 13) });
    expect(s).toMatchObject({ reachedTarget: true, timeToTargetSec: 130 * 60, long: true });
  });

  it("counts only movements within the session", () => {
    const s = summariseKicks({
      startedAt: at(10),
      endedAt: at(20),
      movements: [at(5), at(12), at(15), at(25)],
    });
    expect(s.count).toBe(2);
  });

  it("is early before week 28, allowed", () => {
    const session = { startedAt: at(0), endedAt: at(30), movements: taps(10, 2) };
    expect(summariseKicks(session, { week: 27 }).early).toBe(true);
    expect(summariseKicks(session, { week: 28 }).early).toBe(false);
    expect(summariseKicks(session, { week: null }).early).toBe(false);
    expect(summariseKicks(session, { week: 27 }).reachedTarget).toBe(true);
  });
});
