import { describe, expect, it } from "vitest";
import { localize } from "./localize.ts";

describe("localize", () => {
  const tree = {
    title: { en: "Iron", hi: "आयरन" },
    amounts: [{ en: "27 mg", hi: "27 मि.ग्रा." }],
    icon: "vial",
    weeks: { from: 18, to: 22 },
    sources: [{ title: "ODS", publisher: "NIH", url: "https://ods.od.nih.gov/" }],
  };

  it("picks the language in every {en, hi} pair and leaves the rest", () => {
    expect(localize(tree, "hi")).toEqual({
      title: "आयरन",
      amounts: ["27 मि.ग्रा."],
      icon: "vial",
      weeks: { from: 18, to: 22 },
      sources: [{ title: "ODS", publisher: "NIH", url: "https://ods.od.nih.gov/" }],
    });
    expect(localize(tree, "en").title).toBe("Iron");
  });

  it("does not take an object with more than the two languages for a pair", () => {
    const value = { en: "a", hi: "b", note: "c" };
    expect(localize(value, "hi")).toEqual(value);
  });
});
