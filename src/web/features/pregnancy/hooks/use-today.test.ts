import { act, renderHook } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useToday } from "./use-today.ts";

// Node reads TZ afresh when it changes; each test file runs in a process of its own.
const zone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = zone;
});

describe("useToday", () => {
  it("is the user's own calendar day: 20:00 UTC is already tomorrow in India, not in New York", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T20:00:00Z") });
    process.env.TZ = "Asia/Kolkata";
    expect(renderHook(() => useToday()).result.current).toBe("2026-11-26");
    process.env.TZ = "America/New_York";
    expect(renderHook(() => useToday()).result.current).toBe("2026-11-25");
  });

  it("turns at local midnight without a reload", () => {
    process.env.TZ = "Asia/Kolkata";
    vi.useFakeTimers({ now: new Date("2026-11-25T18:29:00Z") }); // 23:59 in India
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe("2026-11-25");
    void act(() => {
      vi.advanceTimersByTime(2 * 60_000);
    });
    expect(result.current).toBe("2026-11-26");
  });

  it("checks again when the page comes back to the screen", () => {
    process.env.TZ = "Asia/Kolkata";
    vi.useFakeTimers({ now: new Date("2026-11-25T12:00:00Z") });
    const { result } = renderHook(() => useToday());
    // A phone asleep all night: the clock moved on but no timer ran.
    vi.setSystemTime(new Date("2026-11-26T03:00:00Z"));
    void act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(result.current).toBe("2026-11-26");
  });
});
