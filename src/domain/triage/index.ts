/**
 * Danger-sign triage (WHO SMART ANC, CDC Hear Her, NHS, RCOG, MoHFW): the first thing that
 * reads anything a user writes, in English, Hindi (Devanagari) and Hinglish. It errs on the
 * side of care: a missed emergency costs far more than a needless "please call".
 * Rules over concepts (reading.ts, signs.ts) decide; a small statistical net trained on
 * the labelled corpus may raise the level, never lower it (docs/decisions/0005).
 * Pure and dependency-free, so the server and the web can use the same module.
 */
import { appears, type Concept } from "./lexicon.ts";
import { netSaysEmergency } from "./net.ts";
import type { Clause } from "./clauses.ts";
import { read, type Reading } from "./reading.ts";
import { onlyAsking } from "./asking.ts";
import { harmThoughts } from "./harm.ts";
import { DANGER_SIGNS, findSigns, lochia, onExertion } from "./signs.ts";
import { SIGN_WORDS, URGENT_SIGNS } from "./signs.ts";
import type { KnownStage } from "./stage.ts";
import type { DangerSign, UrgentSign } from "./signs.ts";

export { DANGER_SIGNS, URGENT_SIGNS, type DangerSign, type UrgentSign };
export { knownStage, type KnownStage } from "./stage.ts";
export type TriageLevel = "emergency" | "urgent" | "none";

export interface TriageResult {
  level: TriageLevel;
  signs: (DangerSign | UrgentSign)[];
}

function byRules(reading: Reading): TriageResult {
  if (harmThoughts(reading)) return { level: "emergency", signs: ["self-harm"] };
  if (onlyAsking(reading)) return { level: "none", signs: [] };
  const { danger, urgent } = findSigns(reading);
  if (danger.length) return { level: "emergency", signs: [...new Set(danger)] };
  if (urgent.length) return { level: "urgent", signs: [...new Set(urgent)] };
  return { level: "none", signs: [] };
}

/** Concepts of her mind or of leaving that carry the crisis lines on their own. */
const MIND: Concept[] = [
  ...(["SELF_HARM", "NO_BOND", "HOPELESS", "PREPARING", "FAREWELL", "BE_WITH_LOST"] as const),
  ...(["PSYCHOSIS", "HARM_MIND", "PARTING_ACTS"] as const),
];

/**
 * Whether a message speaks of her mind, of hopelessness or of leaving (anyone's; only the
 * sentence naming a film is left out): its answer carries the crisis lines whatever
 * its level. Thoughts of ending one's life are said in more ways than any rule reads
 * (decision 0005), so the numbers go wherever such words are. Low mood counts when it is
 * strong or lasting, as the urgent rule reads it.
 */
export function speaksOfTheMind(text: string): boolean {
  const reading = read(text);
  return (reading.has("LOW_MOOD") && reading.has("MOOD_STRONG")) || wordsOfTheMind(reading);
}
/**
 * Whether a message tells of the born baby's own fever, breathing, colour, fits, feeding or
 * waking (WHO's newborn danger signs): not her danger sign, but its answer says when he needs
 * a doctor straight away.
 */
export function speaksOfBabyUnwell(text: string): boolean {
  const reading = read(text);
  // "Bete ko 101 bukhar, 6 hafte ka hai": a son or daughter of weeks or months is a baby too.
  const young = reading.mentions("BABY_AGE");
  const child = (c: Clause) => appears("BABY_OWN", c) || (young && appears("OTHER_PERSON", c));
  return reading.clauses.some(
    (c) => c.someoneElse && !c.anotherWoman && child(c) && appears("BABY_UNWELL", c),
  );
}
/** Words of leaving, harm or a mind not her own, said now by anyone but a film. */
const wordsOfTheMind = (reading: Reading) =>
  MIND.some((concept) => reading.saidIn(concept).size > 0);

/** What the rules make of a message. */
export const triageByRules = (text: string, known?: KnownStage): TriageResult =>
  byRules(read(text, known));

const REASSURING: Concept[] = [
  "LOCHIA_EASING",
  "MOVE_FINE",
  "RESOLVED",
  "CHECKED",
  "NORMAL_READING",
];

/**
 * Rules first; then the net may raise the level to "emergency" (never lower it), for a
 * message of a few words or more that speaks of the body or of a sign, and not one that
 * only asks in general. When only the net speaks, no sign is named and the answer is the
 * general emergency one. `known` is her saved stage, for a message that does not say it.
 */
export function triage(text: string, known?: KnownStage): TriageResult {
  const reading = read(text, known);
  const rules = byRules(reading);
  if (rules.level !== "emergency" && netMaySpeak(reading) && netSaysEmergency(text))
    return { level: "emergency", signs: [] };
  return rules;
}

/**
 * Where the net may speak: a message of four words or more about her body or a sign she has,
 * not one only asking in general, nor one the rules read as easing, fine or checked.
 */
export function netMaySpeak(reading: Reading): boolean {
  if (onlyAsking(reading)) return false;
  if (reading.whole.en.trim().split(/\s+/).length < 4) return false;
  if (REASSURING.some((concept) => reading.has(concept))) return false;
  const signWords = SIGN_WORDS.filter((concept) => reading.has(concept));
  // Felt warm and the thermometer says under 37.5 °C: a reading, not a fever.
  const { temperatureF } = reading.numbers;
  if (temperatureF !== null && temperatureF < 99.5 && signWords.every((c) => c === "FEVER"))
    return false;
  // A fever felt but not measured, with a smelly discharge, is the rules' call: an infection to
  // see today in pregnancy, now after the birth.
  const feverOrDischarge = (c: Concept) => c === "FEVER" || c === "DISCHARGE";
  const withDischarge = signWords.includes("FEVER") && signWords.includes("DISCHARGE");
  if (temperatureF === null && withDischarge && signWords.every(feverOrDischarge)) return false;
  // Legs stiff or sore after yoga, with nothing wrong said of them, and nothing else.
  const easyLeg =
    reading.mentions("LEG_EASY") && !reading.has("LEG_SIGN") && !reading.has("ONE_LEG");
  if (easyLeg && signWords.every((c) => c === "LEG")) return false;
  // Afraid of the labour to come ("labour se dar lagta hai"), and no other sign: a worry; not
  // when she thinks it has begun.
  const fearOnly = signWords.every(
    (c) => c === "LABOUR" || c === "CONTRACTION" || c === "LOW_MOOD",
  );
  const toCome = reading.mentions("LABOUR_FEAR") && !reading.mentions("LABOUR_BEGUN");
  if (toCome && fearOnly) return false;
  // The womb tightening now and then without pain (Braxton Hicks), and nothing else.
  const tightening = (c: Concept) => c === "CONTRACTION" || c === "BELLY";
  const nowAndThen = reading.has("IRREGULAR") && !reading.has("PAIN");
  if (nowAndThen && signWords.every(tightening)) return false;
  // A red, hard or hot part of a breast while feeding (mastitis, a call today), and nothing the
  // breast does not explain: its red is not bleeding, its baby not movements.
  const breastOnly = (c: Concept) => c === "PAIN" || c === "SPOTTING" || c === "MOVE_WORDS";
  if (reading.has("BREAST_SIGN") && signWords.every(breastOnly)) return false;
  // Breathless on the stairs and fine after a rest, and nothing else: for the rules alone.
  if (onExertion(reading) && signWords.every((c) => c === "BREATH")) return false;
  // A light flow in the weeks after the birth, and nothing else: the usual lochia.
  if (lochia(reading) && signWords.every((c) => c === "BLEED" || c === "SPOTTING")) return false;
  // Movements before 24 weeks are for the rules alone: not felt yet before 20 is the usual
  // course, and fewer before 24 is a call today, not now (RCOG GTG 57).
  const { week } = reading.numbers;
  const babyOnly = signWords.every((c) => c === "MOVE_WORDS");
  if (week !== null && week < 24 && babyOnly) return false;
  // A figure of speech the rules read as harmless ("sleeps forever on weekends", "pinch her
  // cheeks"), and only the baby named besides: the net does not overrule them.
  if (reading.mentions("SELF_HARM_NOISE") && babyOnly) return false;
  // The born baby's own fever or breathing, and of hers only the word "baby": the baby's.
  if (reading.mentions("BABY_OWN") && babyOnly) return false;
  // Strong or lasting low mood alone, without words of leaving or harm, is the rules' call today:
  // "crying most days for three weeks" is not an ambulance.
  // After the birth, "I feel nothing" is her mood, not the baby's movements.
  const numb = reading.has("POSTPARTUM") && reading.has("STILL_NOTHING");
  const mind = (c: Concept) => c === "LOW_MOOD" || (c === "MOVE_WORDS" && numb);
  const mindOnly = signWords.length > 0 && signWords.every(mind);
  const lowForWeeks = mindOnly && reading.has("MOOD_STRONG");
  if (lowForWeeks && !wordsOfTheMind(reading)) return false;
  // A twinge that lasts a moment ("for a sec", "when I stand up fast"), and nothing else:
  // round-ligament pain, for the rules alone.
  const local = (c: Concept) => LOCAL.includes(c) || c === "BELLY";
  if (reading.has("BRIEF") && signWords.every(local)) return false;
  // A sore eye, a swollen gum, an aching knee or hip, a nosebleed, and nothing else: not a
  // pregnancy sign.
  // Blood only in sentences about the nose or the gums ("naak band, kabhi sookha khoon").
  const minor = reading.sentencesWith("BODY_MINOR");
  const minorOnly = signWords.every((concept) =>
    concept === "BLEED"
      ? !reading.has("VAGINAL_CUE") &&
        [...reading.sentencesWith(concept)].every((sentence) => minor.has(sentence))
      : LOCAL.includes(concept) && !reading.apart(concept, "BODY_MINOR"),
  );
  return signWords.length > 0 && !minorOnly;
}
const LOCAL: Concept[] = ["PAIN", "SWELL", "CONTRACTION", "DISCHARGE"];
