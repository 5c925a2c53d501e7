import type { FastifyBaseLogger } from "fastify";
import type {
  ImageCheckResponse,
  MedicationCheckRequest,
  MedicationCheckResponse,
} from "../../../contracts/medication.ts";
import { EMERGENCY_TEXTS } from "../../../contracts/emergency.ts";
import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/client.ts";
import type { LabelReader } from "../../providers/ocr/label-reader.ts";
import { answerFor, passage } from "./answers.ts";
import { AppError } from "../../plugins/errors.ts";
import { ReaderBusyError } from "../../providers/ocr/label-reader.ts";
import { preparePhoto } from "./image-bytes.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { readLabel, unreadablePhoto } from "./label.ts";
import { lookup } from "./matcher.ts";
import { nameWords } from "./name-words.ts";
import { createMedicationRepository } from "./medication.repository.ts";

export interface MedicinePassage {
  id: string;
  answer: Record<Language, string>;
  sources: { title: string; publisher: string; url: string }[];
}

export interface MedicationDeps {
  db: Database;
  kb: KnowledgeBase;
  /** OCR by default; a vision model first when LLM_VISION_MODEL is set. */
  readers: LabelReader[];
  log: FastifyBaseLogger;
  /** Emergency mode: photo checks answer 503 (the name check stays on). */
  photoChecksOff?: () => Promise<boolean>;
}

export function createMedicationService(deps: MedicationDeps) {
  const { db, kb, readers, log } = deps;
  const repository = createMedicationRepository(db);
  return {
    /** POST /api/medication/check: the knowledge base decides; unknown names say so. */
    async check(
      request: MedicationCheckRequest,
      userId: string | null,
    ): Promise<MedicationCheckResponse> {
      const { answer, entryId } = answerFor(
        request.medicationName,
        lookup(kb, request.medicationName),
        request.language ?? "en",
      );
      await repository.record({
        userId,
        medicationName: request.medicationName,
        isSafe: answer.isSafe,
        notes: answer.notes,
        entryId,
        method: "text",
      });
      return answer;
    },

    /**
     * POST /api/product/image-check: the bytes must be a JPEG, PNG or WebP (415 otherwise)
     * of at most 25 megapixels (413), made smaller for reading; the label is read and the
     * same knowledge base decides. Not stored. 503 with Retry-After when readers are busy.
     */
    async checkImage(
      photo: Buffer,
      language: Language,
      userId: string | null,
      signal?: AbortSignal,
    ): Promise<ImageCheckResponse> {
      if (await deps.photoChecksOff?.())
        throw new AppError(503, "UNAVAILABLE", EMERGENCY_TEXTS.photoChecksOff[language]);
      const prepared = await preparePhoto(photo, language);
      const reading = prepared && { ...prepared, language, kb, readers, log };
      const { answer, entryId } = reading
        ? await readLabel(signal ? { ...reading, signal } : reading).catch((error: unknown) => {
            if (error instanceof ReaderBusyError) throw busy(language);
            throw error;
          })
        : unreadablePhoto(language);
      await repository.record({
        userId,
        medicationName: answer.productName,
        isSafe: answer.isSafe,
        notes: answer.notes,
        entryId,
        method: "image",
      });
      return answer;
    },

    /**
     * For the companion: what the knowledge base says about medicines named exactly in a
     * question (foods and other "other" entries are left to the answers library), and
     * whether they are its subject ("can I take Crocin?") or a side note.
     */
    medicinesIn(text: string): { subject: boolean; passages: MedicinePassage[] } {
      const named = lookup(kb, text, false).matches.filter(
        (m) => m.slips === 0 && m.ref.entry.kind !== "other",
      );
      const words = nameWords(text).filter((w) => w.length > 1).length;
      const taken = named.reduce((sum, m) => sum + (m.size || words), 0);
      return {
        subject: named.length > 0 && taken * 2 >= words,
        passages: named.map(({ ref: { entry } }) => ({
          id: `medication-${entry.id}`,
          answer: { en: passage(entry, "en"), hi: passage(entry, "hi") },
          sources: entry.sources,
        })),
      };
    },

    listForUser: (userId: string) => repository.listForUser(userId),
  };
}
export type MedicationService = ReturnType<typeof createMedicationService>;

const BUSY: Record<Language, string> = {
  en: "Saathi is reading many photos right now. Please try again in a minute.",
  hi: "साथी अभी बहुत सारी फ़ोटो पढ़ रही है। कृपया एक मिनट बाद फिर कोशिश करें।",
};
function busy(language: Language): AppError {
  return Object.assign(new AppError(503, "UNAVAILABLE", BUSY[language]), {
    retryAfterSeconds: 30,
  });
}
