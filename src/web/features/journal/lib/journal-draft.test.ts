import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, EMPTY_DRAFT, readDraft, writeDraft } from "./journal-draft.ts";

describe("journal draft on the device", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps what she typed and gives it back", () => {
    writeDraft({ title: "Today", content: "A calm day", mood: "good" });
    expect(readDraft()).toEqual({ title: "Today", content: "A calm day", mood: "good" });
    expect(window.localStorage.getItem("saathi_tracker.journalDraft")).toContain("A calm day");
  });
  it("remembers which entry is being changed", () => {
    writeDraft({ title: "T", content: "", mood: "", editing: "abc" });
    expect(readDraft().editing).toBe("abc");
  });
  it("removes an empty draft and a cleared one", () => {
    writeDraft({ title: "x", content: "", mood: "" });
    writeDraft(EMPTY_DRAFT);
    expect(window.localStorage.getItem("saathi_tracker.journalDraft")).toBeNull();
    writeDraft({ title: "x", content: "", mood: "" });
    clearDraft();
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });
  it("ignores a damaged or foreign value", () => {
    window.localStorage.setItem("saathi_tracker.journalDraft", "{not json");
    expect(readDraft()).toEqual(EMPTY_DRAFT);
    window.localStorage.setItem(
      "saathi_tracker.journalDraft",
      JSON.stringify({ title: 3, content: "ok", mood: "furious" }),
    );
    expect(readDraft()).toEqual({ title: "", content: "ok", mood: "" });
  });
});
