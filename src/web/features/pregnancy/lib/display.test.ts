import { describe, expect, it } from "vitest";
import { shortDescription } from "./display.ts";

describe("description display (001 §4)", () => {
  it("keeps short texts whole, with no toggle", () => {
    expect(shortDescription("Tiny and busy. Growing fast. Very fast.")).toEqual({
      short: "Tiny and busy. Growing fast. Very fast.",
      truncatable: false,
    });
  });

  it("does not take a decimal point for the end of a sentence", () => {
    const text =
      "Your baby is about 8.7 cm long now. That is the size of a sweet lime! Tiny fingers are getting fingerprints, and the kidneys are starting to make urine for the very first time.";
    expect(shortDescription(text).short).toBe(
      "Your baby is about 8.7 cm long now. That is the size of a sweet lime!",
    );
  });

  it("cuts long texts to two sentences, in English and Hindi", () => {
    const en =
      "First sentence is here. Second one follows now! Third sentence adds a lot more words so that the whole text is well past the limit of one hundred and fifty characters.";
    expect(shortDescription(en)).toEqual({
      short: "First sentence is here. Second one follows now!",
      truncatable: true,
    });
    const hi =
      "आपका बच्चा अब एक नींबू जितना है। उसकी उँगलियाँ बन चुकी हैं। अब वह अपनी मुट्ठी खोल और बंद कर सकता है और उसके नाख़ून भी बनने लगे हैं, जो आगे चलकर और मज़बूत होंगे।";
    expect(shortDescription(hi)).toEqual({
      short: "आपका बच्चा अब एक नींबू जितना है। उसकी उँगलियाँ बन चुकी हैं।",
      truncatable: true,
    });
  });
});
