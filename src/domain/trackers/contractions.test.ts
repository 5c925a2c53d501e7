import { describe, expect, it } from "vitest";
import { labourVerdict, timeContractions, type ContractionTiming } from "./contractions.ts";

const T0 = Date.parse("2026-11-20T10:00:00Z");
const at = (sec: number) => new Date(T0 + sec * 1000).toISOString();

/** `count` contractions every `everySec`, each `lastingSec` long, from T0. */
function series(count: number, everySec: number, lastingSec: number): ContractionTiming[] {
  return Array.from({ length: count }, (_, i) => ({
    startedAt: at(i * everySec),
    endedAt: at(i * everySec + lastingSec),
  }));
}
const endOf = (list: ContractionTiming[]) => new Date(Date.parse(list.at(-1)!.endedAt) + 1000);

describe("contraction timer", () => {
  it("times each contraction and the interval from the one before", () => {
    const timed = timeContractions([
      { startedAt: at(400), endedAt: at(455) },
      { startedAt: at(0), endedAt: at(60) },
    ]);
    expect(timed.map((c) => [c.durationSec, c.intervalSec])).toEqual([
      [60, null],
      [55, 400],
    ]);
  });

  it("says go in after an hour of contractions 5 minutes apart, a minute long", () => {
    const list = series(13, 300, 60); // 0 … 60 minutes
    expect(labourVerdict(list, { now: endOf(list) }).verdict).toBe("go-in");
  });

  it("keeps timing when they are further apart, shorter, or not yet for an hour", () => {
    const apart = series(13, 360, 60);
    expect(labourVerdict(apart, { now: endOf(apart) }).verdict).toBe("keep-timing");
    const short = series(13, 300, 40);
    expect(labourVerdict(short, { now: endOf(short) }).verdict).toBe("keep-timing");
    const halfHour = series(7, 300, 60);
    expect(labourVerdict(halfHour, { now: endOf(halfHour) }).verdict).toBe("keep-timing");
  });

  it("allows 'about': 5 min 30 s apart and 50 s long still count", () => {
    const about = series(12, 330, 50);
    expect(labourVerdict(about, { now: endOf(about) }).verdict).toBe("go-in");
    const beyond = series(12, 331, 60);
    expect(labourVerdict(beyond, { now: endOf(beyond) }).verdict).toBe("keep-timing");
    const tooShort = series(13, 300, 49);
    expect(labourVerdict(tooShort, { now: endOf(tooShort) }).verdict).toBe("keep-timing");
  });

  it("keeps timing once they have stopped for 15 minutes", () => {
    const list = series(13, 300, 60);
    const later = new Date(Date.parse(list.at(-1)!.endedAt) + 16 * 60_000);
    expect(labourVerdict(list, { now: later }).verdict).toBe("keep-timing");
  });

  it("warns before 37 weeks, over 2 minutes long, closer than 2 minutes", () => {
    const list = series(3, 300, 60);
    expect(labourVerdict(list, { now: endOf(list), week: 36 }).warnings).toEqual(["preterm"]);
    expect(labourVerdict(list, { now: endOf(list), week: 37 }).warnings).toEqual([]);
    expect(labourVerdict(series(2, 300, 121), { week: 39 }).warnings).toEqual(["long"]);
    expect(labourVerdict(series(2, 300, 120), { week: 39 }).warnings).toEqual([]);
    expect(labourVerdict(series(2, 119, 40), { week: 39 }).warnings).toEqual(["close"]);
    expect(labourVerdict(series(2, 120, 40), { week: 39 }).warnings).toEqual([]);
  });

  it("has nothing to say about no contractions", () => {
    expect(labourVerdict([])).toEqual({ verdict: "keep-timing", warnings: [], recent: [] });
  });
});
