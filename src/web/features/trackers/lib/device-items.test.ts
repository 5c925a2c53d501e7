import { beforeEach, describe, expect, it } from "vitest";
import {
  dropDeviceItems,
  newDeviceItem,
  putDeviceItem,
  readDeviceItems,
  writeDeviceItems,
} from "./device-items.ts";

describe("tracker entries kept on the device", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps each entry with its own id, newest first, per tracker", () => {
    const first = { ...newDeviceItem({ mood: "low" }), createdAt: "2026-11-20T08:00:00.000Z" };
    const second = { ...newDeviceItem({ mood: "good" }), createdAt: "2026-11-21T08:00:00.000Z" };
    expect(first.id).not.toBe(second.id);
    putDeviceItem("moods", first);
    putDeviceItem("moods", second);
    putDeviceItem("weights", newDeviceItem({ kg: 61.5 }));
    expect(readDeviceItems("moods").map((item) => item.mood)).toEqual(["good", "low"]);
    expect(readDeviceItems("weights")).toHaveLength(1);
  });

  it("replaces an entry saved again under the same id, and drops only the ones sent", () => {
    const item = newDeviceItem({ kg: 60 });
    putDeviceItem("weights", item);
    putDeviceItem("weights", { ...item, kg: 61 });
    expect(readDeviceItems("weights").map((i) => i.kg)).toEqual([61]);
    const other = newDeviceItem({ kg: 62 });
    putDeviceItem("weights", other);
    dropDeviceItems("weights", new Set([item.id]));
    expect(readDeviceItems("weights").map((i) => i.id)).toEqual([other.id]);
    writeDeviceItems("weights", []);
    expect(window.localStorage.getItem("saathi_tracker.weights")).toBeNull();
  });

  it("reads damaged storage as nothing kept rather than failing", () => {
    window.localStorage.setItem("saathi_tracker.moods", "{not json");
    expect(readDeviceItems("moods")).toEqual([]);
    window.localStorage.setItem("saathi_tracker.moods", JSON.stringify([{ nope: 1 }, null]));
    expect(readDeviceItems("moods")).toEqual([]);
  });
});
