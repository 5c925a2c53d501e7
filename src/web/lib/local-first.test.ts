import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createEntry,
  dropDeviceItems,
  newDeviceItem,
  putDeviceItem,
  readDeviceItems,
  removeEntry,
  updateEntry,
  writeDeviceItems,
} from "./local-first.ts";

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

describe("one local-first store for the trackers and the journal", () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const failingServer = () =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("busy", { status: 503 })),
    );

  it("a tracker keeps a signed-in save the server could not take, as pending", async () => {
    failingServer();
    const { entry } = await createEntry(
      "moods",
      true,
      { mood: "good" },
      { keepFailedCreate: true },
    );
    expect(entry).toMatchObject({ mood: "good", pending: true });
    expect(readDeviceItems("moods").map((item) => item.mood)).toEqual(["good"]);
  });

  it("the journal reports it instead and keeps nothing on the device (her draft stays)", async () => {
    failingServer();
    await expect(
      createEntry(
        "journal",
        true,
        { title: "t", content: "", mood: "good" },
        { keepFailedCreate: false },
      ),
    ).rejects.toThrow(/^503/);
    expect(readDeviceItems("journal")).toEqual([]);
  });

  it("a refusal of the entry itself is never kept, even by a tracker", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 400 })),
    );
    await expect(
      createEntry("weights", true, { kg: 900 }, { keepFailedCreate: true }),
    ).rejects.toThrow(/^400/);
    expect(readDeviceItems("weights")).toEqual([]);
  });

  it("signed out, entries are created, changed and removed on the device alone", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const { entry } = await createEntry(
      "moods",
      false,
      { mood: "low", local: { week: 20 } },
      { keepFailedCreate: true },
    );
    expect(entry).toMatchObject({ mood: "low", week: 20 });
    await updateEntry("moods", entry.id, { note: "tired" });
    expect(readDeviceItems("moods")[0]).toMatchObject({ mood: "low", note: "tired" });
    await removeEntry("moods", entry.id);
    expect(readDeviceItems("moods")).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("signed in, a change and a delete of an account entry go to the account", async () => {
    const fetchSpy = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    expect(await updateEntry("bloodPressure", "abc", { systolic: 130 })).toBe(true);
    expect(await removeEntry("bloodPressure", "abc")).toBe(true);
    expect(fetchSpy.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      "PATCH /api/trackers/blood-pressure/abc",
      "DELETE /api/trackers/blood-pressure/abc",
    ]);
  });
});
