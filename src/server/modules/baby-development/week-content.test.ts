import { describe, expect, it } from "vitest";
import { weekSize } from "../../../domain/weeks.ts";
import { defaultContentDir } from "../../project-root.ts";
import { loadWeekContent } from "./week-content.ts";

describe("the week-by-week library (content/weeks)", () => {
  const weeks = loadWeekContent(defaultContentDir());

  it("has all 40 weeks, each valid, in English and Hindi", () => {
    const missing = Array.from({ length: 40 }, (_, i) => i + 1).filter((w) => !weeks.has(w));
    expect(missing).toEqual([]);
  });

  it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
    "week %i: matches the size table, cites sources, Hindi in Devanagari",
    (week) => {
      const content = weeks.get(week);
      expect(content?.week).toBe(week);
      expect(content?.sizeKey).toBe(weekSize(week).size);
      expect(content?.sources.length).toBeGreaterThanOrEqual(2);
      for (const text of [
        content?.hi.description,
        content?.hi.funFact,
        content?.hi.size,
        ...(content?.hi.tips ?? []),
      ]) {
        expect(text).toMatch(/[\u0900-\u097F]/);
      }
      expect(content?.en.description).not.toMatch(/[\u0900-\u097F]/);
      expect(content?.en.description.length).toBeGreaterThan(150);
      expect(content?.hi.description.length).toBeGreaterThan(150);
    },
  );
});
