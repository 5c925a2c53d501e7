import { describe, expect, it } from "vitest";
import { knownStage, triage } from "./index.ts";

describe("her saved stage in triage", () => {
  it("is the week while the pregnancy goes on, the days since a birth, nothing after a loss", () => {
    const today = "2026-11-28";
    const going = { dueDate: "2027-01-30", ended: false, outcome: null, birthDate: null };
    expect(knownStage(going, today)).toEqual({ week: 31 });
    expect(
      knownStage({ ...going, ended: true, outcome: "born", birthDate: "2026-11-20" }, today),
    ).toEqual({ daysSinceBirth: 8 });
    expect(knownStage({ ...going, ended: true, outcome: "loss" }, today)).toEqual({});
    expect(knownStage(null, today)).toEqual({});
  });

  it("reads a message that does not say how far along with her week", () => {
    for (const message of ["brown spotting today", "थोड़ी स्पॉटिंग हुई है", "halki spotting hui aaj"]) {
      expect(triage(message).level).toBe("urgent");
      expect(triage(message, { week: 30 })).toEqual({
        level: "emergency",
        signs: ["heavy-bleeding"],
      });
      expect(triage(message, { week: 9 }).level).toBe("urgent");
    }
    // Fewer movements are urgent before 24 weeks and an emergency from then (RCOG GTG 57).
    expect(triage("feeling less kicks today", { week: 21 })).toEqual({
      level: "urgent",
      signs: ["movements"],
    });
    expect(triage("feeling less kicks today", { week: 26 }).signs).toEqual(["reduced-movements"]);
  });

  it("lets the message win where it says its own stage", () => {
    // A week in the message is the week.
    expect(triage("brown spotting today, I'm 10 weeks", { week: 30 }).level).toBe("urgent");
    // After the birth, her saved week no longer applies.
    expect(triage("light bleeding after my delivery", { week: 30 })).toEqual({
      level: "urgent",
      signs: ["spotting"],
    });
    // Pregnant again after a birth: the days since that birth do not apply.
    const again = triage("pregnant again, brown spotting today", { daysSinceBirth: 300 });
    expect(again).toEqual({ level: "urgent", signs: ["spotting"] });
    // Soaking pads five days after the birth.
    expect(triage("bleeding heavily, soaking a pad", { daysSinceBirth: 5 }).signs).toEqual([
      "heavy-bleeding",
    ]);
  });
});
