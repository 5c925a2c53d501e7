import { describe, expect, it } from "vitest";
import { defaultRegion } from "./region.ts";

describe("the region guessed before she chooses", () => {
  it("is India in Hindi or on India's clock, the USA on a clock of the Americas", () => {
    expect(defaultRegion("hi", 300)).toBe("india");
    expect(defaultRegion("en", -330)).toBe("india");
    expect(defaultRegion("en", 300)).toBe("usa"); // New York in winter
    expect(defaultRegion("en", 420)).toBe("usa"); // Los Angeles in summer
    expect(defaultRegion("en", 600)).toBe("usa"); // Honolulu
    expect(defaultRegion("en", 0)).toBe("india"); // London: India, the app's home
    expect(defaultRegion("en", -60)).toBe("india");
  });
});
