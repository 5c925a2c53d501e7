import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { putDeviceItem, readDeviceItems, newDeviceItem } from "../../../lib/local-first.ts";
import { commitDelete, currentDelete, deleteLater, undoDelete, UNDO_MS } from "./pending-delete.ts";

describe("a tracker delete waits for its undo time", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    undoDelete();
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it("is sent only when the five seconds are over", () => {
    const commit = vi.fn();
    deleteLater({ kind: "weights", id: "a", commit });
    expect(currentDelete()).toMatchObject({ id: "a" });
    vi.advanceTimersByTime(UNDO_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledOnce();
    expect(currentDelete()).toBeNull();
  });

  it("Undo means it is never sent", () => {
    const commit = vi.fn();
    deleteLater({ kind: "weights", id: "a", commit });
    undoDelete();
    vi.advanceTimersByTime(UNDO_MS * 2);
    expect(commit).not.toHaveBeenCalled();
  });

  it("a second delete completes the first at once; only one waits", () => {
    const first = vi.fn();
    const second = vi.fn();
    deleteLater({ kind: "moods", id: "a", commit: first });
    deleteLater({ kind: "moods", id: "b", commit: second });
    expect(first).toHaveBeenCalledOnce();
    expect(currentDelete()).toMatchObject({ id: "b" });
    commitDelete();
    expect(second).toHaveBeenCalledOnce();
  });

  it("leaving the page within the undo time still deletes a device entry", () => {
    const item = newDeviceItem({ kg: 60 });
    putDeviceItem("weights", item);
    deleteLater({ kind: "weights", id: item.id, commit: vi.fn() });
    window.dispatchEvent(new Event("pagehide"));
    expect(readDeviceItems("weights")).toEqual([]);
    expect(currentDelete()).toBeNull();
  });
});
