import { afterEach, describe, expect, it, vi } from "vitest";
import { QUESTIONS_KEY, readQuestions, writeQuestions } from "./questions-store.ts";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("questions for the doctor", () => {
  it("are kept on the device under saathi_report.questions and read back", () => {
    expect(QUESTIONS_KEY).toBe("saathi_report.questions");
    expect(writeQuestions([{ id: "a", text: "Is my BP safe?" }])).toBe(true);
    expect(readQuestions()).toEqual([{ id: "a", text: "Is my BP safe?" }]);
  });

  it("an empty list leaves nothing behind", () => {
    writeQuestions([{ id: "a", text: "x" }]);
    writeQuestions([]);
    expect(localStorage.getItem(QUESTIONS_KEY)).toBeNull();
  });

  it("ignores what is not a list of questions", () => {
    localStorage.setItem(QUESTIONS_KEY, "{not json");
    expect(readQuestions()).toEqual([]);
    localStorage.setItem(QUESTIONS_KEY, JSON.stringify([{ id: 1 }, { id: "b", text: "ok" }, null]));
    expect(readQuestions()).toEqual([{ id: "b", text: "ok" }]);
  });

  it("says so when the device will not keep them", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("quota");
    });
    expect(writeQuestions([{ id: "a", text: "x" }])).toBe(false);
  });
});
