import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { triage, type TriageLevel } from "./index.ts";

interface Case {
  text: string;
  language: "en" | "hi" | "hinglish";
  expected: TriageLevel;
  why: string;
}
/**
 * Messages written by people who never saw this module: 185 in triage-cases.json, then two
 * hold-outs, each run blind once before the vocabulary was widened from what it missed:
 * triage-holdout.json (101; first run 31 of 46 emergencies caught) and
 * triage-holdout-2.json (150; first run 54 of 70 caught, 3 of 55 everyday messages
 * alarmed). All three are training sets now, beside test/triage-corpus (corpus.test.ts).
 */
const load = (file: string) => JSON.parse(readFileSync(`test/fixtures/${file}`, "utf8")) as Case[];
const cases = [
  ...load("triage-cases.json"),
  ...load("triage-holdout.json"),
  ...load("triage-holdout-2.json"),
];

describe("danger-sign triage (WHO SMART ANC, CDC Hear Her, NHS)", () => {
  it("has a test set of at least 100 messages in English, Hindi and Hinglish", () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    for (const language of ["en", "hi", "hinglish"]) {
      expect(cases.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(30);
    }
  });

  it("passes every message of the earlier sets: emergencies, urgent signs and everyday ones", () => {
    const wrong = cases.filter((c) => {
      const level = triage(c.text).level;
      if (c.expected === "emergency") return level !== "emergency";
      if (c.expected === "urgent") return level === "none";
      return level !== "none";
    });
    expect(wrong.map((c) => `${c.expected}: ${c.text}`)).toEqual([]);
  });

  it.each(cases.filter((c) => c.expected === "emergency").slice(0, 12))(
    "emergency: $text",
    ({ text }) => expect(triage(text).level).toBe("emergency"),
  );

  it("is not alarmed by look-alikes: a sneeze leak, falling asleep, blood tests, calm evenings", () => {
    for (const text of [
      "I fell asleep on my back and woke with back pain, is that bad?",
      "had a little accident, leaked some pee when i sneezed lol",
      "should we do cord blood banking?",
      "my blood pressure and blood sugar reports are normal",
      "baby kicks way less at night than in the evening, is that ok?",
      "ulti jaisa lagta hai khana dekh ke",
    ])
      expect(triage(text).level, text).toBe("none");
    expect(triage("leaking fluid, not sure if it's pee or my waters, 35 weeks").level).toBe(
      "emergency",
    );
    expect(triage("fell down the stairs, now my belly hurts").signs).toContain("fall-injury");
    expect(triage("naal bahar aa gayi hai shayad").signs).toContain("cord-prolapse");
  });

  it("hears an emergency asked as a question, and a question asked in advance as one", () => {
    for (const text of [
      "is it normal to bleed heavily at 30 weeks?",
      "is it normal that the baby hasn't moved since yesterday?",
      "is it ok that my water broke at 34 weeks?",
      "can i take paracetamol for a severe headache with blurry vision",
      "is it safe to wait till morning, soaked 3 pads in an hour",
      "how do i know if baby is moving less? she hasn't kicked today",
      "kya normal hai ki 2 din se bacha hil nahi raha",
      "i keep fainting, is this a pregnancy thing?",
    ])
      expect(triage(text).level, text).toBe("emergency");
    for (const text of [
      "I'm 28 weeks, what are the signs of pre-eclampsia?",
      "what if my water breaks at 34 weeks while I'm at work?",
      "agar 8 mahine me bleeding ho to kya kare?",
      "प्रेगनेंसी में बुखार हो तो कौन सी दवा सुरक्षित है? अभी बुखार नहीं है, बस जानना था",
    ])
      expect(triage(text).level, text).toBe("none");
  });

  it("names the signs it found, and keeps thoughts of harm above everything", () => {
    expect(triage("बहुत तेज़ सिरदर्द और धुंधला दिख रहा है").signs).toEqual(
      expect.arrayContaining(["severe-headache", "vision-changes"]),
    );
    expect(triage("what are the signs of pre-eclampsia? also I want to end my life").level).toBe(
      "emergency",
    );
    expect(triage("no thoughts of harming myself, just tired").level).toBe("none");
  });
});
