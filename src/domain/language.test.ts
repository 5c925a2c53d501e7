import { describe, expect, it } from "vitest";
import { toLanguage, voicePreferenceFor } from "./language.ts";

describe("languages", () => {
  it("any Hindi tag is Hindi, anything else English", () => {
    expect(toLanguage("hi")).toBe("hi");
    expect(toLanguage("hi-IN")).toBe("hi");
    expect(toLanguage("HI")).toBe("hi");
    expect(toLanguage("en-US")).toBe("en");
    expect(toLanguage("mr")).toBe("en");
    expect(toLanguage(undefined)).toBe("en");
  });

  it("the voice language follows the interface language (000 §2)", () => {
    expect(voicePreferenceFor("hi")).toBe("hindi");
    expect(voicePreferenceFor("en")).toBe("english");
    expect(voicePreferenceFor("fr")).toBe("english");
  });
});
