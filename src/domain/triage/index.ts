/**
 * Danger-sign triage (WHO SMART ANC, CDC Hear Her, NHS, RCOG, MoHFW): the first thing that
 * reads anything a user writes, in English, Hindi (Devanagari) and Hinglish. It errs on the
 * side of care: a missed emergency costs far more than a needless "please call".
 * Rules over concepts (reading.ts, signs.ts) decide; a small statistical net trained on
 * the labelled corpus may raise the level, never lower it (docs/decisions/0004).
 * Pure and dependency-free, so the server and the web can use the same module.
 */
import { netSaysEmergency } from "./net.ts";
import { read } from "./reading.ts";
import { DANGER_SIGNS, findSigns, harmThoughts, onlyAsking, URGENT_SIGNS } from "./signs.ts";
import type { DangerSign, UrgentSign } from "./signs.ts";

export { DANGER_SIGNS, URGENT_SIGNS, type DangerSign, type UrgentSign };
export type TriageLevel = "emergency" | "urgent" | "none";

export interface TriageResult {
  level: TriageLevel;
  signs: (DangerSign | UrgentSign)[];
}

/** What the rules make of a message. */
export function triageByRules(text: string): TriageResult {
  const reading = read(text);
  if (harmThoughts(reading)) return { level: "emergency", signs: ["self-harm"] };
  if (onlyAsking(reading)) return { level: "none", signs: [] };
  const { danger, urgent } = findSigns(reading);
  if (danger.length) return { level: "emergency", signs: [...new Set(danger)] };
  if (urgent.length) return { level: "urgent", signs: [...new Set(urgent)] };
  return { level: "none", signs: [] };
}

/**
 * Rules first; then the net may raise the level to "emergency" (never lower it). When only
 * the net speaks, no particular sign is named and the answer is the general emergency one.
 */
export function triage(text: string): TriageResult {
  const byRules = triageByRules(text);
  if (byRules.level !== "emergency" && netSaysEmergency(text))
    return { level: "emergency", signs: [] };
  return byRules;
}
