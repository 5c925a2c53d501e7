import { readFileSync } from "node:fs";
import type { Severity } from "../../src/contracts/trackers.ts";
import { triageSymptom, type SymptomNames } from "../../src/server/modules/trackers/alerts.ts";

export interface TrackerEntry {
  symptom: string;
  severity: Severity;
  note?: string;
  lang: "en" | "hi" | "hinglish";
  label: "emergency" | "urgent" | "none";
}

export interface Figures {
  language: string;
  emergencies: number;
  caught: number;
  urgent: number;
  flagged: number;
  everyday: number;
  alarmed: number;
}

/** Per language and overall: emergencies shown at once, urgent ones flagged, everyday alarmed. */
export function trackerCorpusFigures(file: string, names: SymptomNames): Figures[] {
  const entries = JSON.parse(readFileSync(file, "utf8")) as TrackerEntry[];
  const level = (e: TrackerEntry) =>
    triageSymptom({ symptom: e.symptom, severity: e.severity, note: e.note }, names)?.level ??
    "none";
  return (["en", "hi", "hinglish", "all"] as const).map((language) => {
    const set = entries.filter((e) => language === "all" || e.lang === language);
    const of = (label: TrackerEntry["label"]) => set.filter((e) => e.label === label);
    return {
      language,
      emergencies: of("emergency").length,
      caught: of("emergency").filter((e) => level(e) === "emergency").length,
      urgent: of("urgent").length,
      flagged: of("urgent").filter((e) => level(e) !== "none").length,
      everyday: of("none").length,
      alarmed: of("none").filter((e) => level(e) !== "none").length,
    };
  });
}
