/**
 * Asking, not having: a general question or a question ahead of time is not a sign, unless
 * a sign is told apart from the question, or is happening now.
 */
import type { Concept } from "./lexicon.ts";
import type { Reading } from "./reading.ts";

/**
 * A sign told in a sentence of its own, apart from the question ("BP 152/102, face puffed
 * up, headache. Will rock salt fix it?"): she is telling what is happening, not asking in
 * general, whatever the question after it.
 */
function toldApart(r: Reading, asking: Concept[]): boolean {
  const askedIn = new Set([...asking.flatMap((c) => [...r.sentencesWith(c)]), ...r.asked]);
  return TOLD.some((c) => [...r.sentencesWith(c)].some((s) => !askedIn.has(s)));
}
/** "Just asking, is a little bleeding ok? Happened twice today": a sign, and now, apart. */
function happening(r: Reading): boolean {
  const info = r.sentencesWith("INFO_ONLY");
  // "Just wondering if it's normal to change the pad every hour, been like that since lunch":
  // the time is told in a clause of its own, apart from the wondering.
  const now =
    [...r.sentencesWith("NOW")].some((s) => !info.has(s) && !r.asked.has(s)) ||
    (r.apart("NOW", "INFO_ONLY", "GENERAL_QUESTION") &&
      TOLD.some((c) => [...r.sentencesWith(c)].some((s) => !r.asked.has(s))));
  const over = r.has("CHECKED") || r.has("RESOLVED");
  return now && !over && TOLD.some((c) => r.has(c));
}

/** Signs, not just words of the body, that tell of something happening. */
const TOLD: Concept[] = [
  ...([
    "BLEED",
    "SPOTTING",
    "FLUID",
    "SEIZURE",
    "HEAD",
    "VISION",
    "FEVER",
    "CHEST",
    "PAIN",
  ] as const),
  ...(["VOMIT", "MOVE_LESS", "SWELL", "SELF_HARM", "CONTRACTION", "FAINT", "DIZZY"] as const),
  ...(["ASSAULT", "BREATH_TROUBLE"] as const),
];

/** Asking in general, or saying it is not happening, is not having it. */
export function onlyAsking(r: Reading): boolean {
  // "Still nothing has happened" during labour is labour going on, not a question.
  const labourGoingOn =
    r.has("LABOUR") && (r.has("NOT_DELIVERED") || r.has("SINCE_YESTERDAY") || r.has("REGULAR"));
  if (r.has("INFO_ONLY") && !labourGoingOn && !toldApart(r, ["INFO_ONLY"]) && !happening(r))
    return true;
  // "Which tablet is safe for vomiting? Right now all is fine": asking ahead, not having it
  // (but "fainted in the field, fine now" tells of a sign, and asks nothing).
  const fine = r.sentencesWith("ALL_FINE_NOW");
  const fineNow =
    fine.size > 0 &&
    r.asked.size > 0 &&
    TOLD.every((c) => ![...r.sentencesWith(c)].some((sentence) => fine.has(sentence)));
  // "Thaili phatne ka pata kaise chalega": asking about the waters, when nothing is told of
  // them in a clause of its own ("…, mujhe neeche se geela lag raha hai").
  const watersAsked = r.has("WATERS_ASKED") && !TOLD.some((c) => r.apart(c, "WATERS_ASKED"));
  const asking = r.has("GENERAL_QUESTION") || r.has("FAMILY_HISTORY") || fineNow || watersAsked;
  const numbers = r.numbers.bp !== null || r.numbers.temperatureF !== null;
  const now = r.has("NOW") || (numbers && r.has("SELF"));
  return asking && !now && !toldApart(r, ["GENERAL_QUESTION", "FAMILY_HISTORY", "WATERS_ASKED"]);
}
