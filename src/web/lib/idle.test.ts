import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterLoadWhenIdle, afterPaint, whenIdle } from "./idle.ts";

describe("work kept until the page is idle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("runs at the latest after its timeout without an idle callback, and not once cancelled", () => {
    const task = vi.fn();
    whenIdle(task, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const other = vi.fn();
    whenIdle(other, 1000)();
    vi.advanceTimersByTime(5000);
    expect(other).not.toHaveBeenCalled();
  });

  it("waits for the page to load before it waits for idle", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const task = vi.fn();
    afterLoadWhenIdle(task, 500);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(500);
    expect(task).toHaveBeenCalledOnce();
  });

  it("can be cancelled before the page has loaded", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const task = vi.fn();
    afterLoadWhenIdle(task, 500)();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe("work kept until the next paint", () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it("runs after the next frame, not before it, and not once cancelled", () => {
    const task = vi.fn();
    afterPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(task).toHaveBeenCalledOnce();
    const other = vi.fn();
    afterPaint(other)();
    vi.advanceTimersByTime(100);
    expect(other).not.toHaveBeenCalled();
  });
});
