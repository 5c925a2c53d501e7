import { describe, expect, it } from "vitest";
import { highlight } from "./highlight.ts";

const marked = (text: string, matched: string[]) =>
  highlight(text, matched)
    .filter((piece) => piece.mark)
    .map((piece) => piece.text);

describe("highlighting what the search found", () => {
  it("marks each matched word as it is written, punctuation left alone", () => {
    expect(marked("Can I eat Mango? Mangoes, yes.", ["mango"])).toEqual(["Mango"]);
  });

  it("marks Hindi words whole (vowel signs inside) and their shared meaning", () => {
    expect(marked("पेट में दर्द हो तो डॉक्टर से बात करें।", ["pain"])).toEqual(["दर्द"]);
    expect(marked("ज़्यादा उल्टी", ["ज्यादा"])).toEqual(["ज़्यादा"]);
  });

  it("keeps the whole text, in order", () => {
    const text = "Iron and IFA tablets help.";
    expect(
      highlight(text, ["ifa"])
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
    expect(highlight(text, [])).toEqual([{ text, mark: false }]);
  });
});
