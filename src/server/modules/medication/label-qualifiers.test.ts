import { describe, expect, it } from "vitest";
import { withoutAbsent } from "./label-qualifiers.ts";

describe("what a label says is not in it", () => {
  it.each([
    ["No retinol, no parabens", ""],
    ["Paraben-free, alcohol free formula", "formula"],
    ["Free from alcohol and SLS", ""],
    ["Alcohol 0%", ""],
    ["0% alcohol, sugar free", ""],
    ["अल्कोहल रहित, पैराबेन मुक्त", ","],
    ["बिना अल्कोहल", ""],
  ])("%s", (line, rest) =>
    expect(
      withoutAbsent(line)
        .replace(/[,\s]+/g, " ")
        .trim(),
    ).toBe(rest.replace(/[,\s]+/g, " ").trim()),
  );

  it("keeps what is in it, and reads the form a vitamin comes as", () => {
    expect(withoutAbsent("Contains retinol 0.3%")).toMatch(/retinol/);
    expect(withoutAbsent("Ingredients: niacinamide, retinol")).toMatch(/retinol/);
    expect(withoutAbsent("Vitamin A (as beta-carotene) 800 mcg")).toMatch(/beta-carotene/);
    expect(withoutAbsent("Vitamin A (as beta-carotene) 800 mcg")).not.toMatch(/vitamin a/i);
  });
});
