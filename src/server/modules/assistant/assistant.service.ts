import type { FastifyBaseLogger } from "fastify";
import type { ChatResponse } from "../../../contracts/assistant.ts";
import type { Language } from "../../../domain/language.ts";
import { triage } from "../../../domain/triage.ts";
import type { Database } from "../../db/client.ts";
import type { Llm, LlmMessage } from "../../providers/llm.ts";
import { createAssistantRepository } from "./assistant.repository.ts";
import type { Library, LibraryHit } from "./library.ts";
import { emergencyReply, TRIAGE_SOURCES, unknownReply, urgentLead } from "./replies.ts";

export interface Question {
  message: string;
  language?: Language | undefined;
  history?: { role: "user" | "assistant"; content: string }[] | undefined;
}

const detectLanguage = (text: string): Language => (/[\u0900-\u097F]/.test(text) ? "hi" : "en");

function systemPrompt(language: Language, hits: LibraryHit[]): string {
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
    "Write plain text only, never HTML or markdown links.",
    passages ? `Reference passages:\n${passages}` : "No reference passages matched this question.",
  ].join("\n");
}

/**
 * The companion (000 §7 POST /api/chat). Triage always runs first; then the reviewed
 * library answers, or, when configured, a language model grounded in the same library,
 * falling back to the library if the model fails.
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
}) {
  const repo = createAssistantRepository(deps.db);

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

  function fromLibrary(
    language: Language,
    hits: LibraryHit[],
  ): Pick<ChatResponse, "response" | "sources"> {
    const best = hits[0];
    return best
      ? { response: best.answer[language], sources: best.sources }
      : { response: unknownReply(language), sources: [] };
  }

  async function compose(question: Question, signal?: AbortSignal): Promise<ChatResponse> {
    const language = question.language ?? detectLanguage(question.message);
    const result = triage(question.message);
    if (result.level === "emergency") {
      return {
        response: emergencyReply(result, language),
        triage: "emergency",
        sources: TRIAGE_SOURCES,
        mode: "library",
      };
    }
    const hits = find(question.message);
    let reply: Pick<ChatResponse, "response" | "sources"> & { mode: ChatResponse["mode"] } = {
      ...fromLibrary(language, hits),
      mode: "library",
    };
    if (deps.llm) {
      const messages: LlmMessage[] = [
        { role: "system", content: systemPrompt(language, hits) },
        ...(question.history ?? []).slice(-6),
        { role: "user", content: question.message },
      ];
      try {
        const text = await deps.llm.complete(messages, signal);
        if (text)
          reply = {
            response: text,
            sources: hits.flatMap((h) => h.sources).slice(0, 4),
            mode: "llm",
          };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.log.warn({ err: { message } }, "language model failed; answering from the library");
      }
    }
    const lead = result.level === "urgent" ? `${urgentLead(language)}\n\n` : "";
    return { ...reply, response: `${lead}${reply.response}`, triage: result.level };
  }

  return {
    llmConfigured: deps.llm !== undefined,
    systemPrompt,

    async answer(
      question: Question,
      userId: string | null,
      signal?: AbortSignal,
    ): Promise<ChatResponse> {
      const reply = await compose(question, signal);
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

    /**
     * The same answer as a stream of text pieces (for a model that writes as it thinks).
     * Triage still comes first, and a failing model still falls back to the library.
     */
    async *stream(
      question: Question,
      signal?: AbortSignal,
    ): AsyncGenerator<{ delta: string } | ChatResponse> {
      const language = question.language ?? detectLanguage(question.message);
      const result = triage(question.message);
      const hits = find(question.message);
      if (result.level === "emergency" || !deps.llm) {
        const reply = await compose(question, signal);
        yield { delta: reply.response };
        yield reply;
        return;
      }
      let text = "";
      try {
        const messages: LlmMessage[] = [
          { role: "system", content: systemPrompt(language, hits) },
          ...(question.history ?? []).slice(-6),
          { role: "user", content: question.message },
        ];
        for await (const delta of deps.llm.stream(messages, signal)) {
          text += delta;
          yield { delta };
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.log.warn(
          { err: { message } },
          "language model stream failed; answering from the library",
        );
      }
      const library = fromLibrary(language, hits);
      if (!text) yield { delta: library.response };
      yield {
        response: text || library.response,
        sources: text ? hits.flatMap((h) => h.sources).slice(0, 4) : library.sources,
        mode: text ? "llm" : "library",
        triage: result.level,
      };
    },

    history: (userId: string) => repo.list(userId),
    clearHistory: (userId: string) => repo.clear(userId),
  };
}
export type AssistantService = ReturnType<typeof createAssistantService>;
