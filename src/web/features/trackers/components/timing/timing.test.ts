import { describe, expect, it } from "vitest";
import { timeContractions } from "../../../../../domain/trackers/contractions.ts";
import { averages, clockText, currentSession, durationParts } from "./timing.ts";

const at = (min: number, sec = 0) => new Date(Date.UTC(2025, 0, 1, 10, min, sec)).toISOString();
const contraction = (startMin: number, lengthSec: number) => ({
  startedAt: at(startMin),
  endedAt: new Date(Date.parse(at(startMin)) + lengthSec * 1000).toISOString(),
});

describe("the timing helpers", () => {
  it("show a clock in minutes and seconds, with hours once past one", () => {
    expect(clockText(0)).toBe("0:00");
    expect(clockText(65.7)).toBe("1:05");
    expect(clockText(3725)).toBe("1:02:05");
    expect(clockText(-3)).toBe("0:00");
  });

  it("name a length in seconds, minutes, or hours and minutes", () => {
    expect(durationParts(42)).toEqual({ unit: "seconds", count: 42 });
    expect(durationParts(23 * 60 + 20)).toEqual({ unit: "minutes", count: 23 });
    expect(durationParts(2 * 3600 + 5 * 60)).toEqual({
      unit: "hoursMinutes",
      hours: 2,
      minutes: 5,
    });
  });

  it("keep the contractions of the session she is timing, newest first", () => {
    const list = [
      contraction(0, 60),
      contraction(40, 60),
      contraction(50, 60),
      contraction(55, 60),
    ];
    const now = Date.parse(at(56));
    expect(currentSession(list, now).map((c) => c.startedAt)).toEqual([at(55), at(50), at(40)]);
    // Over 3 hours after the last one ended, the timer starts empty.
    expect(currentSession(list, now + 3 * 3_600_000 + 60_000)).toEqual([]);
    expect(currentSession([], now)).toEqual([]);
  });

  it("average the lengths and the intervals", () => {
    const timed = timeContractions([contraction(0, 50), contraction(5, 70), contraction(9, 60)]);
    expect(averages(timed)).toEqual({ durationSec: 60, intervalSec: 270 });
    expect(averages(timed.slice(0, 1))).toEqual({ durationSec: 50, intervalSec: null });
    expect(averages([])).toEqual({ durationSec: null, intervalSec: null });
  });
});

describe("a kick session kept on the device", () => {
  it("is read back only when it is whole", async () => {
    const { parseKickSession } = await import("./running.ts");
    const session = { startedAt: at(0), movements: [at(1), at(2)] };
    expect(parseKickSession(session)).toEqual(session);
    expect(parseKickSession({ startedAt: "soon", movements: [] })).toBeNull();
    expect(parseKickSession({ startedAt: at(0), movements: [3] })).toBeNull();
    expect(parseKickSession(null)).toBeNull();
  });
});
