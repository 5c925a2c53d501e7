import { describe, expect, it } from "vitest";
import { skeleton } from "./skeleton.ts";

describe("skeleton", () => {
  it("gives a Hinglish word and its Hindi the same consonants", () => {
    expect(skeleton("papita")).toBe(skeleton("पपीता"));
    expect(skeleton("papeeta")).toBe("ppt");
    expect(skeleton("kaccha")).toBe(skeleton("कच्चा"));
    expect(skeleton("bhookh")).toBe(skeleton("भूख"));
    expect(skeleton("chakkar")).toBe(skeleton("चक्कर"));
    expect(skeleton("sujan")).toBe(skeleton("सूजन"));
  });

  it("keeps words with other consonants apart", () => {
    expect(skeleton("papita")).not.toBe(skeleton("pet"));
    expect(skeleton("दर्द")).not.toBe(skeleton("दूध"));
  });
});
