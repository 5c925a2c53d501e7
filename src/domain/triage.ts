/**
 * Danger-sign triage (WHO SMART ANC danger signs, CDC "Hear Her", NHS), the first thing
 * that reads anything a user writes. English, Hindi (Devanagari) and Hinglish. It errs on
 * the side of care: a missed emergency costs far more than a needless "please call".
 * Pure and dependency-free, so the server and the web use the same module.
 */
import words from "./triage-words.json" with { type: "json" };

export type TriageLevel = "emergency" | "urgent" | "none";

export const DANGER_SIGNS = [
  "heavy-bleeding",
  "fluid-leaking",
  "seizure",
  "severe-headache",
  "vision-changes",
  "high-fever",
  "breathing",
  "chest-pain",
  "severe-abdominal-pain",
  "severe-vomiting",
  "reduced-movements",
  "sudden-swelling",
  "leg-clot",
  "self-harm",
  "preterm-contractions",
  "fainting",
  "baby-coming",
  "cord-prolapse",
  "fall-injury",
] as const;
export const URGENT_SIGNS = [
  "movements",
  "swelling",
  "low-mood",
  "spotting",
  "urine-burning",
  "itching-palms-soles",
  "fever",
  "headache",
  "vomiting",
  "dizziness",
  "pain",
  "discharge-smell",
] as const;
export type DangerSign = (typeof DANGER_SIGNS)[number];
export type UrgentSign = (typeof URGENT_SIGNS)[number];

export interface TriageResult {
  level: TriageLevel;
  signs: (DangerSign | UrgentSign)[];
}

/** Lower case, one spelling for Devanagari nukta and chandrabindu variants, single spaces. */
export function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize("NFC")
    .replace(/[\u200b-\u200d]/g, "")
    // NFC splits क़, ज़, फ़ … into letter + nukta (composition exclusions): drop the nukta.
    .replace(/\u093c/g, "")
    .replace(/ँ/g, "ं")
    .replace(/[^\p{L}\p{M}\p{N}°.]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()} `;
}

/**
 * The words of each sign, in all three ways of writing, live in triage-words.json so that
 * clinicians and translators can extend them without touching code. Latin words carry
 * their own \b boundaries; Devanagari has none in JavaScript regular expressions.
 */
const WORDS: Record<string, string[]> = words;
/** Patterns are written naturally; they are matched against normalised text, so normalise them too. */
const re = (name: string): RegExp =>
  new RegExp(
    (WORDS[name] ?? [])
      .join("|")
      .replace(/\u093c/g, "")
      .replace(/ँ/g, "ं"),
    "u",
  );

/** Weeks of pregnancy mentioned in a message ("30 weeks", "8 months", "32 हफ्ते"). */
function weeksMentioned(t: string): number | null {
  const weeks =
    /(\d{1,2})\s?(?:st|nd|rd|th)?\s?(?:weeks?|wks?|w\b|hafte|hafta|हफ्ते|हफ्ता|सप्ताह)/u.exec(t);
  if (weeks?.[1]) return Number(weeks[1]);
  const months = /(\d)\s?(?:st|nd|rd|th|वां|वें|वा)?\s?(?:months?|mahine|mahina|महीने|महीना)/u.exec(t);
  return months?.[1] ? Number(months[1]) * 4 + 2 : null;
}
const W = Object.fromEntries(Object.keys(words).map((name) => [name, re(name)])) as Record<
  keyof typeof words,
  RegExp
>;

const BLEED_NOISE = new RegExp(W.BLEED_NOISE.source, "gu");

export function triage(text: string): TriageResult {
  const t = normalise(text);
  const danger: DangerSign[] = [];
  const urgent: UrgentSign[] = [];
  const has = (pattern: RegExp) => pattern.test(t);
  const flag = (severe: boolean, danger_: DangerSign, urgent_: UrgentSign) => {
    if (severe) danger.push(danger_);
    else urgent.push(urgent_);
  };

  // Thoughts of harm always come first, unless the writer says they have none.
  if (
    has(W.SELF_HARM) &&
    !has(/\bno thoughts? of|\bnot thinking of|\bnever thought of|विचार नहीं/u)
  ) {
    danger.push("self-harm");
  }
  // Asking about a sign in general ("what happens when the waters break?") is not having it.
  // …unless the question carries her own details ("is it normal to bleed heavily at 30
  // weeks?", "is it ok to wait till morning?"): then it is about her, now.
  // A week alone does not make it personal when she says she is only preparing.
  const week = weeksMentioned(t);
  const personal = has(W.PERSONAL) || (week !== null && !has(W.INFO_ONLY));
  const general =
    !personal &&
    ((has(W.GENERAL_QUESTION) && !has(W.SELF)) ||
      (has(W.INFO_QUESTION) && !has(W.PRESENT)) ||
      has(W.INFO_ONLY));
  const resolved = has(W.RESOLVED);
  const mild = has(W.MILD);
  const vision = has(W.VISION) && !has(W.NEGATED_VISION);
  if (!general) {
    // "blood test", "blood pressure", "cord blood" are not bleeding.
    const bleeding = W.BLEED.test(t.replace(BLEED_NOISE, " "));
    if (bleeding && !has(W.NEGATED_BLEED) && !has(W.NOT_BLEED)) {
      // Bleeding that has stopped still needs the doctor today.
      if (has(W.HEAVY) && !has(W.SPOT) && !resolved) danger.push("heavy-bleeding");
      else if (!has(W.CHECKED)) urgent.push("spotting");
    } else if (has(W.SPOTTING) && !has(W.CHECKED)) urgent.push("spotting");
    // Leaking urine on a sneeze is common; when she can't tell it from the waters, it counts.
    const urine = has(W.URINE_LEAK) && !has(W.UNSURE);
    if (
      has(W.FLUID) &&
      !has(W.NOT_FLUID) &&
      !urine &&
      !has(/\b(?:no|not) (?:leak|fluid)|पानी नहीं/u)
    ) {
      danger.push("fluid-leaking");
    }
    if (has(W.SEIZURE)) danger.push("seizure");
    if (has(W.HEAD) && !resolved)
      flag(vision || (has(W.SEVERE) && !mild), "severe-headache", "headache");
    if (vision) danger.push("vision-changes");
    if (has(W.FEVER) && !resolved && !has(W.NEGATED_FEVER))
      flag(has(W.HIGH_FEVER), "high-fever", "fever");
    if (has(W.BREATH) && has(W.BREATH_TROUBLE)) danger.push("breathing");
    if (has(W.CHEST)) danger.push("chest-pain");
    if (has(W.BELLY) && has(W.PAIN) && !has(W.NEGATED_PAIN) && !resolved) {
      flag(has(W.SEVERE) && !mild, "severe-abdominal-pain", "pain");
    }
    const nausea = (mild || has(W.NOT_VOMIT)) && !has(W.VOMIT_SEVERE);
    if (has(W.VOMIT) && !resolved && !nausea) {
      flag(has(W.VOMIT_SEVERE), "severe-vomiting", "vomiting");
    }
    // Fewer movements are an emergency from about 28 weeks; earlier, call the doctor today.
    const movementWords = has(W.BABY) || has(/\bkick|\bflutter|हलचल|हिल/u);
    if (has(W.LESS_MOVE) && movementWords && !has(W.NORMAL_VARIATION)) {
      flag(week === null || week >= 28, "reduced-movements", "movements");
    }
    const face = has(W.FACE_HANDS) && !has(W.NEGATED_FACE);
    if (has(W.SWELL) && face && (has(W.SUDDEN) || has(/\bface|chehr|चेहर|मुंह|आंख/u))) {
      danger.push("sudden-swelling");
    } else if (has(W.SWELL) && has(W.LEG) && has(W.INCREASE) && !has(W.PAIN))
      urgent.push("swelling");
    if (has(W.LEG) && has(W.SWELL) && has(W.PAIN) && has(W.RED_HOT)) danger.push("leg-clot");
    const contractions = has(W.CONTRACTION) && !has(W.NEGATED_PAIN) && !has(/\birregular|अनियमित/u);
    if (contractions && (has(W.REGULAR) || has(W.EARLY))) danger.push("preterm-contractions");
    if (has(W.FAINT)) danger.push("fainting");
    else if (has(W.DIZZY) && !resolved) urgent.push("dizziness");
    if (has(W.COMING)) danger.push(has(/\bcord\b|\bnaal\b|नाल/u) ? "cord-prolapse" : "baby-coming");
    const hurt = (has(W.PAIN) && !has(W.NEGATED_PAIN)) || bleeding || (has(W.FLUID) && !urine);
    if (has(W.FALL) && hurt && !resolved) danger.push("fall-injury");
    if (has(W.DISCHARGE) && has(W.SMELL) && !has(W.NEGATED_SMELL)) urgent.push("discharge-smell");
    if (has(W.URINE_BURN) && !has(W.NEGATED_BURN) && !resolved) urgent.push("urine-burning");
    if (has(W.ITCH_PALMS)) urgent.push("itching-palms-soles");
    if (has(W.LOW_MOOD) && !mild) urgent.push("low-mood");
  }
  if (danger.length) return { level: "emergency", signs: [...new Set(danger)] };
  if (urgent.length) return { level: "urgent", signs: [...new Set(urgent)] };
  return { level: "none", signs: [] };
}
