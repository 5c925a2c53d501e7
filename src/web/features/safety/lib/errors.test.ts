import { describe, expect, it } from "vitest";
import en from "../../../locales/en/safety.json";
import hi from "../../../locales/hi/safety.json";
import { failureMessage } from "./errors.ts";

const texts = { en, hi } as Record<string, Record<string, unknown>>;
const tFor = (language: string) => (key: string) => {
  const text = texts[language]?.[key];
  return typeof text === "string" ? text : key;
};

describe("safety check failures in the reader's language (000 §8)", () => {
  for (const language of ["en", "hi"]) {
    it(`says busy (429) and unavailable (503) in words, not numbers (${language})`, () => {
      const t = tFor(language);
      const busy = failureMessage(new Error('429: {"message":"Too many"}'), t, language);
      const away = failureMessage(
        new Error('503: {"message":"Saathi is busy for a moment. Please try again."}'),
        t,
        language,
      );
      expect(busy).toBe(texts[language]?.busy);
      expect(away).toBe(texts[language]?.unavailable);
      expect(away).not.toMatch(/^\d+$/);
    });
  }
});
