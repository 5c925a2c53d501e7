import { describe, expect, it } from "vitest";
import { meaningSearchFigures } from "../../../../test/names-meaning-corpus/figures.ts";

/**
 * The names' meaning search on 150 queries written blind (test/names-meaning-corpus): the
 * figures measured when the corpus arrived, before any change, are the floor (139 of 150
 * queries find names; of the names found, 91.9 % mean what was asked).
 */
describe("the baby names' meaning search on queries nobody here wrote", () => {
  const all = meaningSearchFigures("test/names-meaning-corpus/blind-1.json").find(
    (row) => row.language === "all",
  )!;

  it("finds names for at least 139 of the 150 queries", () => {
    expect(all.queries).toBe(150);
    expect(all.found).toBeGreaterThanOrEqual(139);
  });

  it("shows names that mean what she asked at least 91 % of the time", () => {
    expect(all.precision).toBeGreaterThanOrEqual(0.91);
  });
});
