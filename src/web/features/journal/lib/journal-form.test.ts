import { describe, expect, it } from "vitest";
import { checkDraft, saveFailure } from "./journal-form.ts";

describe("checking a journal entry before saving", () => {
  it("accepts a title, empty content and a mood", () => {
    expect(checkDraft({ title: "Hi", content: "", mood: "okay" })).toEqual({});
  });
  it("asks for a title and a mood", () => {
    expect(checkDraft({ title: "   ", content: "x", mood: "" })).toEqual({
      title: "form.titleRequired",
      mood: "form.moodRequired",
    });
  });
  it("refuses a title over 200 characters and content over 20,000", () => {
    expect(
      checkDraft({ title: "a".repeat(200), content: "b".repeat(20_000), mood: "good" }),
    ).toEqual({});
    expect(
      checkDraft({ title: "a".repeat(201), content: "b".repeat(20_001), mood: "good" }),
    ).toEqual({
      title: "form.titleLong",
      content: "form.contentLong",
    });
  });
});

describe("why a save failed", () => {
  it("tells offline, signed out, too long, busy, server and storage apart", () => {
    expect(saveFailure(new TypeError("Failed to fetch"))).toBe("save.offline");
    expect(saveFailure(new Error("401: unauthorized"))).toBe("save.signedOut");
    expect(saveFailure(new Error('400: {"message":"errors.journalTitle"}'))).toBe("save.tooLong");
    expect(saveFailure(new Error("429: slow down"))).toBe("save.busy");
    expect(saveFailure(new Error("500: Internal Server Error"))).toBe("save.server");
    expect(saveFailure(new Error("storage"))).toBe("save.storage");
  });
});
