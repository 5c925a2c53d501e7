import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { triage, type TriageLevel } from "./triage.ts";

interface Case {
  text: string;
  language: "en" | "hi" | "hinglish";
  expected: TriageLevel;
  why: string;
}
/**
 * Messages written by people who never saw this module: 185 in triage-cases.json and a
 * later hold-out of 101 in triage-holdout.json (first run on it: 31 of 46 emergencies
 * caught; the vocabulary was widened from what it missed, so both are now training sets).
 */
const load = (file: string) => JSON.parse(readFileSync(`test/fixtures/${file}`, "utf8")) as Case[];
const cases = [...load("triage-cases.json"), ...load("triage-holdout.json")];

describe("danger-sign triage (WHO SMART ANC, CDC Hear Her, NHS)", () => {
  it("has a test set of at least 100 messages in English, Hindi and Hinglish", () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    for (const language of ["en", "hi", "hinglish"]) {
      expect(cases.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(30);
    }
  });

  it("never misses an emergency (recall ≥ 97 %) and rarely alarms on everyday messages (≤ 5 %)", () => {
    const emergencies = cases.filter((c) => c.expected === "emergency");
    const missed = emergencies.filter((c) => triage(c.text).level !== "emergency");
    const everyday = cases.filter((c) => c.expected === "none");
    const alarms = everyday.filter((c) => triage(c.text).level !== "none");
    const urgent = cases.filter((c) => c.expected === "urgent");
    const urgentMissed = urgent.filter((c) => triage(c.text).level === "none");
    expect(missed.map((c) => c.text)).toEqual([]);
    expect(1 - missed.length / emergencies.length).toBeGreaterThanOrEqual(0.97);
    expect(alarms.length / everyday.length).toBeLessThanOrEqual(0.05);
    expect(urgentMissed.map((c) => c.text)).toEqual([]);
  });

  it.each(cases.filter((c) => c.expected === "emergency").slice(0, 12))(
    "emergency: $text",
    ({ text }) => expect(triage(text).level).toBe("emergency"),
  );

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
