import { act, renderHook } from "@testing-library/preact";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, TOAST_REMOVE_DELAY, useToasts } from "./toast.ts";

describe("toasts (000 §9)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time: a new toast replaces the old one", () => {
    const { result } = renderHook(() => useToasts());
    void act(() => void toast({ title: "Account Created!" }));
    void act(() => void toast({ title: "Connection Error", variant: "destructive" }));
    expect(result.current).toHaveLength(1);
    expect(result.current[0]).toMatchObject({ title: "Connection Error", open: true });
  });

  it("a dismissed toast closes at once and is removed after the removal delay", () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    void act(() => void (id = toast({ title: "Signed Out" })));
    void act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ open: false });
    void act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current).toHaveLength(1);
    void act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
