import type { FastifyBaseLogger } from "fastify";
import type { ChatResponse } from "../../../contracts/assistant.ts";
import { claimedToday } from "../../../domain/dates.ts";
import type { Language } from "../../../domain/language.ts";
import {
  knownStage,
  speaksOfBabyUnwell,
  speaksOfTheMind,
  triage,
  type KnownStage,
  type TriageLevel,
} from "../../../domain/triage/index.ts";
import type { Database } from "../../db/client.ts";
import type { Llm } from "../../providers/llm.ts";
import { createAssistantRepository } from "./assistant.repository.ts";
import type { Library, LibraryHit } from "./library.ts";
import { higher, modelMessages, parseUrgency, urgencySettled, type Turn } from "./model-prompt.ts";
import {
  emergencyNumbers,
  emergencyReply,
  TRIAGE_SOURCES,
  UNKNOWN_SOURCES,
  mindLead,
  crisisLines,
  unknownReply,
  urgentLead,
  babyLead,
} from "./replies.ts";

export interface Question {
  message: string;
  language?: Language | undefined;
  history?: Turn[] | undefined;
  /** Where she is, from the device's saved pregnancy (signed out). */
  stage?: KnownStage | undefined;
  /** Her calendar day as the device tells it (claimedToday checks it). */
  today?: string | undefined;
}
export type AnswerEvent = { delta: string } | ChatResponse;

const detectLanguage = (text: string): Language => (/[\u0900-\u097F]/.test(text) ? "hi" : "en");

/** Urgent signs of the mind alone, whose "call today" is about how she feels. */
const MOOD_SIGNS = new Set<string>(["low-mood", "tiredness"]);

/** What goes before the answer: hers, then, when the message tells of it, the baby's. */
function lead(level: TriageLevel, language: Language, context: LeadContext): string {
  const baby = context.baby ? `${babyLead(language)}\n\n` : "";
  return `${herLead(level, language, context.mind, context.signs)}${baby}`;
}
interface LeadContext {
  mind: boolean;
  baby: boolean;
  signs: string[];
}
/**
 * Her part: the emergency guidance (the crisis lines when the message speaks of her mind), or
 * "call today" (about how she feels, when that is all it is about; else the sign's own advice,
 * then the crisis lines), or the crisis lines alone.
 */
function herLead(level: TriageLevel, language: Language, mind: boolean, signs: string[]): string {
  if (level === "emergency")
    return `${emergencyReply({ level, signs: mind ? ["self-harm"] : [] }, language)}\n\n`;
  if (level === "urgent" && mind && signs.every((sign) => MOOD_SIGNS.has(sign)))
    return `${mindLead(language, true)}\n\n`;
  if (level === "urgent")
    return `${urgentLead(language)}${mind ? ` ${crisisLines(language)}` : ""}\n\n`;
  return mind ? `${mindLead(language, false)}\n\n` : "";
}

/** Never the provider's own words in our logs: they may echo what the user wrote. */
function modelFailure(error: unknown): { name: string; status?: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return {
    name: error instanceof Error ? error.name : typeof error,
    ...(typeof status === "number" ? { status } : {}),
  };
}

/**
 * The companion (000 §7 POST /api/chat). Triage always runs first; then the reviewed
 * library answers, or, when configured, a language model grounded in the same library,
 * falling back to the library if the model fails. The model also rates the message's
 * urgency; the higher of its rating and the triage's wins.
 */
export function createAssistantService(deps: {
  db: Database;
  library: Library;
  llm: Llm | undefined;
  log: FastifyBaseLogger;
  /** The medication knowledge base's say on medicines a question names (safety checks). */
  medicines?: (text: string) => {
    subject: boolean;
    passages: Omit<LibraryHit, "category" | "score">[];
  };
  /** Emergency mode: answer from the reviewed library only, even with a model configured. */
  libraryOnly?: () => Promise<boolean>;
  /** Her saved pregnancy, so triage knows her week when a message does not say it. */
  pregnancy?: (userId: string) => Promise<Parameters<typeof knownStage>[0]>;
}) {
  const repo = createAssistantRepository(deps.db);

  /**
   * Her stage for triage: the account's pregnancy when signed in and saved, else what the
   * device sent. A failed read must not hold up an emergency answer: it reads as not known.
   */
  async function stageOf(question: Question, userId: string | null): Promise<KnownStage> {
    if (userId && deps.pregnancy) {
      try {
        const saved = await deps.pregnancy(userId);
        if (saved) return knownStage(saved, claimedToday(question.today));
      } catch (error) {
        deps.log.warn({ err: error }, "pregnancy not read for triage");
      }
    }
    return question.stage ?? {};
  }

  /**
   * Library answers and, when the question names a medicine, the knowledge base's entry:
   * first when the medicine is what the question is about, else after the library's.
   */
  function find(message: string): LibraryHit[] {
    const library = deps.library.find(message);
    const named = deps.medicines?.(message);
    if (!named?.passages.length) return library;
    const medicines = named.passages.map((p) => ({ ...p, category: "medicines", score: 0 }));
    return named.subject ? [...medicines, ...library] : [...library, ...medicines];
  }

  /**
   * The best library answer; or, when none fits, an honest "no reviewed answer" with the
   * FAQ and what to ask at check-ups, and the numbers when the question sounds urgent.
   */
  function fromLibrary(language: Language, hits: LibraryHit[], level: TriageLevel) {
    const best = hits[0];
    if (best) return { response: best.answer[language], sources: best.sources };
    const numbers = level === "urgent" ? `\n\n${emergencyNumbers(language)}` : "";
    return { response: `${unknownReply(language)}${numbers}`, sources: UNKNOWN_SOURCES[language] };
  }

  async function earlier(userId: string | null, sent: Turn[]) {
    return { stored: userId ? await repo.recent(userId) : null, sent };
  }

  /**
   * The model's answer piece by piece. Its urgency line is read first and never shown;
   * then the lead for the (possibly raised) level, then the answer.
   */
  async function* fromModel(
    llm: Llm,
    question: Question,
    userId: string | null,
    context: {
      language: Language;
      hits: LibraryHit[];
      level: TriageLevel;
      mind: boolean;
      baby: boolean;
      signs: string[];
    },
    signal?: AbortSignal,
  ): AsyncGenerator<{ delta: string } | { level: TriageLevel }> {
    const messages = modelMessages(
      context.language,
      context.hits,
      question.message,
      await earlier(userId, question.history ?? []),
    );
    let head = "";
    let started = false;
    for await (const piece of llm.stream(messages, signal)) {
      if (started) {
        yield { delta: piece };
        continue;
      }
      head += piece;
      if (!urgencySettled(head)) continue;
      const { level, answer } = parseUrgency(head);
      if (!answer && level) continue; // the urgency line alone: wait for the answer's start
      started = true;
      const raised = higher(context.level, level);
      yield { level: raised };
      yield { delta: `${lead(raised, context.language, context)}${answer}` };
    }
    if (started || !head.trim()) return;
    // A short reply that ended before it settled, or an urgency line with no answer.
    const { level, answer } = parseUrgency(head);
    const raised = higher(context.level, level);
    yield { level: raised };
    if (answer) yield { delta: `${lead(raised, context.language, context)}${answer}` };
  }

  /** One answer as a stream of text pieces, then the whole answer as the last event. */
  async function* respond(
    question: Question,
    userId: string | null,
    signal?: AbortSignal,
  ): AsyncGenerator<AnswerEvent> {
    const language = question.language ?? detectLanguage(question.message);
    const result = triage(question.message, await stageOf(question, userId));
    if (result.level === "emergency") {
      const response = emergencyReply(result, language);
      yield { delta: response };
      yield { response, triage: "emergency", sources: TRIAGE_SOURCES, mode: "library" };
      return;
    }
    const mind = speaksOfTheMind(question.message);
    const baby = speaksOfBabyUnwell(question.message);
    // The library is about pregnancy: its fever answer is hers, not the baby's.
    const hits = baby ? [] : find(question.message);
    let level: TriageLevel = result.level;
    let text = "";
    if (deps.llm && !(await deps.libraryOnly?.())) {
      try {
        const context = { language, hits, level, mind, baby, signs: result.signs };
        for await (const event of fromModel(deps.llm, question, userId, context, signal)) {
          if ("level" in event) level = event.level;
          else {
            text += event.delta;
            yield event;
          }
        }
      } catch (error) {
        if (!signal?.aborted)
          deps.log.warn(
            { err: modelFailure(error) },
            "language model failed; answering from the library",
          );
      }
    }
    if (text.trim()) {
      yield {
        response: text.trim(),
        sources: hits.flatMap((h) => h.sources).slice(0, 4),
        mode: "llm",
        triage: level,
      };
      return;
    }
    const library = fromLibrary(language, hits, level);
    const response = `${lead(level, language, { mind, baby, signs: result.signs })}${library.response}`;
    yield { delta: response };
    yield { response, sources: library.sources, mode: "library", triage: level };
  }

  return {
    respond,

    async answer(
      question: Question,
      userId: string | null,
      signal?: AbortSignal,
    ): Promise<ChatResponse> {
      let reply: ChatResponse | undefined;
      for await (const event of respond(question, userId, signal))
        if ("response" in event) reply = event;
      if (!reply) throw new Error("the companion gave no answer");
      if (userId) await this.remember(userId, question.message, reply);
      return reply;
    },

    /** Signed-in users keep their conversation (until they delete it). */
    async remember(userId: string, message: string, reply: ChatResponse): Promise<void> {
      await repo.save(userId, [
        { role: "user", content: message, triage: null },
        { role: "assistant", content: reply.response, triage: reply.triage },
      ]);
    },

    history: (userId: string) => repo.list(userId),
    clearHistory: (userId: string) => repo.clear(userId),
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
