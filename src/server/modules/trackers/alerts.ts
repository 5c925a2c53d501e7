import type { Alert, Severity, StoredAlert } from "../../../contracts/trackers.ts";
import type { BpCategory } from "../../../domain/trackers/blood-pressure.ts";
import type { Language } from "../../../domain/language.ts";
import { triage, type DangerSign, type KnownStage } from "../../../domain/triage/index.ts";
import { emergencyReply, urgentLead } from "../assistant/replies.ts";

/** Symptom ids of content/guidance/symptoms.json with their English names. */
export type SymptomNames = ReadonlyMap<string, string>;

/**
 * Listed symptoms that are a warning sign when she calls them severe (CDC Hear Her: a
 * headache that will not go away, dizziness, trouble breathing, severe nausea and throwing
 * up, overwhelming tiredness; NHS: severe itching, painful tightenings, swelling that is
 * more than the evening's). A severe backache, leg cramp or pelvic pain is a bad day of a
 * common complaint: only her note can make it a sign.
 */
export const SEVERE_IS_A_SIGN: ReadonlySet<string> = new Set([
  "headache",
  "dizziness",
  "breathlessness",
  "nausea-vomiting",
  "fatigue",
  "skin-itching",
  "braxton-hicks",
  "heartburn-acidity",
  "swelling-feet-ankles",
]);

/**
 * What the companion's triage reads for a logged symptom (issue 14 part 1). A symptom from
 * the reviewed list is a common complaint of pregnancy, so its name alone is no danger sign
 * ("Breathlessness", "Dizziness and feeling faint" would alarm every day she logs them): the
 * triage reads her note, and the name too when she calls it severe and severe is a warning
 * sign for it ("severe headache" is a sign of pre-eclampsia). Her own words are read whole,
 * with "severe" when she chose it.
 */
export function triageText(
  input: { symptom: string; severity?: Severity | undefined; note?: string | undefined },
  names: SymptomNames,
): string {
  const severe = input.severity === "severe";
  const listed = names.get(input.symptom);
  const named = listed
    ? severe && SEVERE_IS_A_SIGN.has(input.symptom)
      ? `severe ${listed.replace(/\s*\([^)]*\)/g, "")}`
      : ""
    : `${severe ? "severe " : ""}${input.symptom}`;
  return [named, input.note ?? ""].filter((part) => part.trim()).join(". ");
}

/**
 * The same function the assistant runs first, with her week when known; null when it
 * finds nothing to act on.
 */
export function triageSymptom(
  input: { symptom: string; severity?: Severity | undefined; note?: string | undefined },
  names: SymptomNames,
  known: KnownStage = {},
): StoredAlert | null {
  const text = triageText(input, names);
  if (!text) return null;
  const result = triage(text, known);
  return result.level === "none" ? null : { level: result.level, signs: result.signs };
}

const RAISED_BP: Record<Language, string> = {
  en: "A blood pressure of 140/90 or more in pregnancy needs your doctor or midwife today: please call them and tell them this reading. If you also have a bad headache, blurred vision or pain high in your belly, go to hospital now.",
  hi: "गर्भावस्था में ब्लड प्रेशर 140/90 या उससे ज़्यादा हो, तो आज ही अपने डॉक्टर या नर्स/ANM को फ़ोन करके यह रीडिंग बताएँ। अगर साथ में तेज़ सिरदर्द, धुँधला दिखना या पेट के ऊपरी हिस्से में दर्द हो, तो अभी अस्पताल जाएँ।",
};

/** A reading's alert: high is "call today", emergency is pre-eclampsia's guidance now. */
export function bloodPressureAlert(category: BpCategory): StoredAlert | null {
  if (category === "emergency") return { level: "emergency", signs: ["high-blood-pressure"] };
  if (category === "high") return { level: "urgent", signs: ["raised-blood-pressure"] };
  return null;
}

/** The words to show with an alert, in her language (the assistant's reviewed texts). */
export function withMessage(alert: StoredAlert | null, language: Language): Alert | null {
  if (!alert) return null;
  const message =
    alert.level === "emergency"
      ? emergencyReply({ level: "emergency", signs: alert.signs as DangerSign[] }, language)
      : alert.signs.includes("raised-blood-pressure")
        ? RAISED_BP[language]
        : urgentLead(language);
  return { ...alert, message };
}
