import { describe, expect, it } from "vitest";
import { allowedSlips, distance, fold, transliterate } from "./spelling.ts";

describe("loose spelling", () => {
  it("writes Devanagari out in Latin letters, dropping the final inherent a", () => {
    expect(transliterate("क्रोसिन")).toBe("krosin");
    expect(transliterate("डोलो")).toBe("dolo");
    expect(transliterate("अदरक")).toBe("adarak");
    expect(transliterate("Crocin 650")).toBe("Crocin 650");
  });

  it("folds the usual slips and the two scripts onto one key", () => {
    expect(fold("Crocin")).toBe(fold("क्रोसिन"));
    expect(fold("Paracetamol")).toBe(fold("parasetamol"));
    expect(fold("amoxycillin")).toBe(fold("amoxicilin"));
    expect(fold("Combi-flam")).toBe(fold("combiflam"));
    expect(fold("Crocin")).not.toBe(fold("Calpol"));
  });

  it("counts edits, transpositions included, and gives up past the limit", () => {
    expect(distance("ibuprofen", "ibuprofin", 2)).toBe(1);
    expect(distance("cetirizine", "cetrizine", 2)).toBe(1);
    expect(distance("paracetamol", "paracetmaol", 2)).toBe(1);
    expect(distance("zorvalex", "zyrtec", 2)).toBe(Infinity);
    expect(allowedSlips(3)).toBe(0);
    expect(allowedSlips(4)).toBe(0);
    expect(allowedSlips(5)).toBe(0);
    expect(allowedSlips(6)).toBe(1);
    expect(allowedSlips(9)).toBe(1);
    expect(allowedSlips(11)).toBe(2);
  });
});
