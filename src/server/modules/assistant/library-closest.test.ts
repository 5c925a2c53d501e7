import { describe, expect, it } from "vitest";
import { words } from "../../../domain/search/words.ts";
import { createClosest } from "./library-closest.ts";

describe("how close one text of an entry comes to a question", () => {
  const closest = createClosest([
    ["fish", "Goan fish curry rice every day, too much?"],
    ["fish", "Well cooked fish is a good source of protein."],
    ["fish", "Which fish are low in mercury?"],
    ["rice", "Is rice or roti better for sugar?"],
    ["rice", "Can I eat rice at night?"],
    ["rice", "rice again"],
  ]);
  const of = (id: string, question: string) => closest(id, [...new Set(words(question))]);

  it("counts the words one text holds, not words gathered from several", () => {
    // "fish" and "mercury" in one question: all of it.
    expect(of("fish", "mercury in fish")).toBe(1);
    // "curry" in one text, "mercury" in another: never the whole question.
    expect(of("fish", "curry mercury")).toBeLessThan(1);
    expect(of("fish", "curry mercury")).toBeGreaterThan(0);
  });

  it("weighs a word by how few entries use it, and a word none uses most", () => {
    // "rice" is used by both entries, "mercury" by one: holding "mercury" is worth more.
    expect(of("fish", "rice mercury")).toBeGreaterThan(0.5);
    // A word no entry knows ("Mongolia") weighs most: holding the other is not enough.
    expect(of("rice", "rice Mongolia")).toBeLessThan(0.5);
    expect(of("nobody", "rice")).toBe(0);
  });

  it("takes another spelling of a Hinglish word, or its Hindi, by its consonants", () => {
    const swelling = createClosest([
      ["swelling", "पैरों में सूजन"],
      ["cramps", "raat ko pair mein khinchav"],
    ]);
    expect(swelling("swelling", words("pairon me soojan"))).toBe(1);
    // Consonants of too few letters tell too little ("pr" is also "pair" and "per").
    expect(swelling("cramps", words("pairon"))).toBe(0);
  });
});
