import type { Language } from "../../../domain/language.ts";
import type { TriageLevel } from "../../../domain/triage/index.ts";
import type { LlmMessage } from "../../providers/llm.ts";
import type { LibraryHit } from "./library.ts";

export interface Turn {
  role: "user" | "assistant";
  content: string;
}

/** How many earlier turns the model sees. */
const HISTORY_TURNS = 6;

export function systemPrompt(language: Language, hits: LibraryHit[]): string {
  const passages = hits
    .map(
      (hit, i) =>
        `[${i + 1}] ${hit.answer[language]} (source: ${hit.sources.map((s) => s.title).join("; ")})`,
    )
    .join("\n");
  return [
    "You are Saathi, a calm and warm pregnancy companion for expectant mothers in India and the USA.",
    "Give general information only: never a diagnosis and never a personal prescription or dose; defer decisions to the user's doctor, midwife or pharmacist.",
    language === "hi"
      ? "Answer in everyday Hindi written in Devanagari, with the digits 0-9, in at most 120 words."
      : "Answer in plain English in at most 120 words.",
    "Ground your answer in the reference passages below when they are relevant and name the source you used. If they do not answer the question, say honestly that you are not sure and suggest asking a doctor, midwife or ASHA worker.",
    "For any danger sign (heavy bleeding, severe pain or headache, vision changes, fever, fewer baby movements, fluid leaking, thoughts of self-harm) tell the user to seek care now: India 108 or 112 (102 free ambulance for pregnant women), USA 911.",
    // The model's own reading of urgency: the higher of it and the rules wins (issue 10).
    "Start your reply with exactly one line `URGENCY: emergency`, `URGENCY: urgent` or `URGENCY: none`: emergency when the message describes a danger sign happening now to the writer or the person they write about (pregnant or up to a year after birth), urgent when she should call her doctor today, none otherwise. Then a blank line, then your answer.",
    "Write plain text only, never HTML or markdown links.",
    passages ? `Reference passages:\n${passages}` : "No reference passages matched this question.",
  ].join("\n");
}

/**
 * The conversation the model sees. A client may send any "assistant" turn it likes, so
 * the model only ever sees words the assistant really said: the stored conversation of a
 * signed-in user, or, signed out, only the user's own earlier turns.
 */
export function modelMessages(
  language: Language,
  hits: LibraryHit[],
  message: string,
  history: { stored: Turn[] | null; sent: Turn[] },
): LlmMessage[] {
  const earlier = history.stored ?? history.sent.filter((turn) => turn.role === "user");
  return [
    { role: "system", content: systemPrompt(language, hits) },
    ...earlier.slice(-HISTORY_TURNS),
    { role: "user", content: message },
  ];
}

const URGENCY_LINE = /^\s*\**\s*urgency\s*\**\s*[:：-]\s*\**\s*(emergency|urgent|none)\b[^\n]*\n?/i;

/** Splits the model's "URGENCY: …" line from its answer; a reply without one has no rating. */
export function parseUrgency(text: string): { level: TriageLevel | null; answer: string } {
  const match = URGENCY_LINE.exec(text);
  // Only the start is trimmed: while streaming, a piece may end with the space before a word.
  if (!match?.[1]) return { level: null, answer: text.trimStart() };
  return {
    level: match[1].toLowerCase() as TriageLevel,
    answer: text.slice(match[0].length).trimStart(),
  };
}

/**
 * While streaming: whether enough has arrived to know if the reply starts with an urgency
 * line (a whole first line, or a start that cannot be one).
 */
export function urgencySettled(text: string): boolean {
  if (text.includes("\n")) return true;
  const start = text.trimStart().toLowerCase().replace(/^\**/, "");
  return start.length >= 8 && !start.startsWith("urgency");
}

const RANK: Record<TriageLevel, number> = { none: 0, urgent: 1, emergency: 2 };
/** The higher of two urgency levels: a second opinion may raise the level, never lower it. */
export const higher = (a: TriageLevel, b: TriageLevel | null): TriageLevel =>
  b && RANK[b] > RANK[a] ? b : a;
