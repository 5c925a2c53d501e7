import { describe, expect, it } from "vitest";
import { excerpt, searchEntries } from "./journal-search.ts";

const entries = [
  { id: "1", title: "First Kick", content: "Felt the baby move after dinner." },
  { id: "2", title: "डॉक्टर से सवाल", content: "ज़्यादा पानी पीना है?" },
  { id: "3", title: "Tired", content: "Long day at work" },
];

describe("journal search", () => {
  it("keeps every entry for an empty search", () => {
    expect(searchEntries(entries, "  ")).toHaveLength(3);
  });
  it("matches title or content, ignoring case", () => {
    expect(searchEntries(entries, "first kick").map((e) => e.id)).toEqual(["1"]);
    expect(searchEntries(entries, "DINNER").map((e) => e.id)).toEqual(["1"]);
    expect(searchEntries(entries, "work day").map((e) => e.id)).toEqual(["3"]);
  });
  it("matches Hindi with or without the nukta", () => {
    expect(searchEntries(entries, "ज्यादा").map((e) => e.id)).toEqual(["2"]);
    expect(searchEntries(entries, "डाक्टर").map((e) => e.id)).toEqual([]);
    expect(searchEntries(entries, "डॉक्टर").map((e) => e.id)).toEqual(["2"]);
  });
  it("finds nothing when a word is missing", () => {
    expect(searchEntries(entries, "kick work")).toEqual([]);
  });
});

describe("entry excerpt", () => {
  it("keeps short content whole, on one line", () => {
    expect(excerpt("Hello\n\nthere")).toBe("Hello there");
  });
  it("cuts long content at a word and marks it", () => {
    const text = "word ".repeat(50);
    const cut = excerpt(text, 22);
    expect(cut).toBe("word word word word…");
  });
});
