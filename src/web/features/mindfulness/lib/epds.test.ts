// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  EPDS_MAX,
  emptyAnswers,
  epdsBand,
  epdsTotal,
  itemScore,
  needsCrisisHelp,
  unanswered,
} from "./epds.ts";

/** Answers given as the position of the chosen answer, item 1 first. */
const answers = (...choices: number[]) => choices;

describe("EPDS scoring", () => {
  it("scores items 1, 2 and 4 from 0 (first answer) to 3 (last)", () => {
    for (const item of [1, 2, 4]) {
      expect(
        [0, 1, 2, 3].map((c) => itemScore(item, c)),
        `item ${String(item)}`,
      ).toEqual([0, 1, 2, 3]);
    }
  });

  it("reverse-scores items 3 and 5 to 10, from 3 (first answer) to 0 (last)", () => {
    for (const item of [3, 5, 6, 7, 8, 9, 10]) {
      expect(
        [0, 1, 2, 3].map((c) => itemScore(item, c)),
        `item ${String(item)}`,
      ).toEqual([3, 2, 1, 0]);
    }
  });

  it("refuses items and answers the scale does not have", () => {
    expect(() => itemScore(0, 1)).toThrow(RangeError);
    expect(() => itemScore(11, 1)).toThrow(RangeError);
    expect(() => itemScore(1, 4)).toThrow(RangeError);
    expect(() => itemScore(1, -1)).toThrow(RangeError);
    expect(() => itemScore(1, 1.5)).toThrow(RangeError);
  });

  it("totals 0 when every answer is the calmest, and 30 when every answer is the hardest", () => {
    expect(epdsTotal(answers(0, 0, 3, 0, 3, 3, 3, 3, 3, 3))).toBe(0);
    expect(epdsTotal(answers(3, 3, 0, 3, 0, 0, 0, 0, 0, 0))).toBe(EPDS_MAX);
  });

  it("adds a mixed set of answers item by item", () => {
    // 1+2+1 (items 1-3) + 2 (item 4) + 2+1+0+1+2 (items 5-9) + 0 (item 10, "Never")
    expect(epdsTotal(answers(1, 2, 2, 2, 1, 2, 3, 2, 1, 3))).toBe(12);
  });

  it("has no total until all 10 items are answered", () => {
    const partial = emptyAnswers();
    expect(unanswered(partial)).toBe(10);
    expect(epdsTotal(partial)).toBeNull();
    partial.splice(0, 9, 0, 0, 3, 0, 3, 3, 3, 3, 3);
    expect(unanswered(partial)).toBe(1);
    expect(epdsTotal(partial)).toBeNull();
    expect(epdsTotal(answers(0, 0, 3))).toBeNull();
  });

  it("bands the total: 13 or more likely, 10 to 12 possible, under 10 unlikely", () => {
    expect([0, 9].map(epdsBand)).toEqual(["unlikely", "unlikely"]);
    expect([10, 11, 12].map(epdsBand)).toEqual(["possible", "possible", "possible"]);
    expect([13, 20, 30].map(epdsBand)).toEqual(["likely", "likely", "likely"]);
  });
});

describe("EPDS item 10 (thoughts of self-harm)", () => {
  const withItem10 = (choice: number | null) => [...emptyAnswers().slice(0, 9), choice];

  it("asks for help at once for any answer but 'Never', before the other items", () => {
    expect(needsCrisisHelp(withItem10(0))).toBe(true); // Yes, quite often
    expect(needsCrisisHelp(withItem10(1))).toBe(true); // Sometimes
    expect(needsCrisisHelp(withItem10(2))).toBe(true); // Hardly ever
  });

  it("does not for 'Never' or while item 10 is unanswered", () => {
    expect(needsCrisisHelp(withItem10(3))).toBe(false);
    expect(needsCrisisHelp(withItem10(null))).toBe(false);
    expect(needsCrisisHelp(emptyAnswers())).toBe(false);
  });

  it("asks for help even when the total is low", () => {
    const low = answers(0, 0, 3, 0, 3, 3, 3, 3, 3, 2);
    expect(epdsTotal(low)).toBe(1);
    expect(epdsBand(1)).toBe("unlikely");
    expect(needsCrisisHelp(low)).toBe(true);
  });
});
