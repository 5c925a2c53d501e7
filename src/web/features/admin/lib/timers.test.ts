import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_TIMINGS, startPolling, startReconnect } from "./timers.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("admin timings (001 §4, §9)", () => {
  it("are the spec's numbers", () => {
    expect(ADMIN_TIMINGS).toEqual({
      sessionRecheck: 60_000,
      firstLoad: 500,
      refresh: 30_000,
      reconnectFirst: 2_000,
      reconnectEvery: 3_000,
    });
  });

  it("loads 500 ms after showing, then every 30 s, skipping a tick while a load runs", () => {
    const run = vi.fn();
    let busy = false;
    const stop = startPolling({ run, delay: 500, every: 30_000, isBusy: () => busy });
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(29_999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    busy = true;
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledTimes(2);
    busy = false;
    vi.advanceTimersByTime(30_000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("stopped before the first load, never loads", () => {
    const run = vi.fn();
    startPolling({ run, delay: 500, every: 30_000 })();
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });

  it("reconnects after 2 s, then every 3 s, until the server answers", async () => {
    const answers: (boolean | null)[] = [null, null, true];
    const check = vi.fn(() => Promise.resolve(answers.shift() ?? null));
    const done = vi.fn();
    startReconnect(check, done);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(done).toHaveBeenCalledWith(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("a thrown check counts as unreachable; stopping ends the attempts", async () => {
    const check = vi.fn(() => Promise.reject(new Error("offline")));
    const done = vi.fn();
    const stop = startReconnect(check, done);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(done).not.toHaveBeenCalled();
  });
});
