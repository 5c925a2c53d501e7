import type { FastifyBaseLogger } from "fastify";
import type {
  ImageCheckResponse,
  MedicationCheckRequest,
  MedicationCheckResponse,
} from "../../../contracts/medication.ts";
import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/client.ts";
import type { LabelReader } from "../../providers/ocr/label-reader.ts";
import { answerFor } from "./answers.ts";
import { imageType } from "./image-bytes.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { readLabel } from "./label.ts";
import { lookup } from "./matcher.ts";
import { createMedicationRepository } from "./medication.repository.ts";

export interface MedicationDeps {
  db: Database;
  kb: KnowledgeBase;
  /** OCR by default; a vision model first when LLM_VISION_MODEL is set. */
  readers: LabelReader[];
  log: FastifyBaseLogger;
}

export function createMedicationService({ db, kb, readers, log }: MedicationDeps) {
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
     * POST /api/product/image-check: the bytes must be a JPEG, PNG or WebP (imageType throws
     * 415 otherwise); the label is read and the same knowledge base decides. Not stored.
     */
    async checkImage(
      image: Buffer,
      language: Language,
      userId: string | null,
    ): Promise<ImageCheckResponse> {
      const mime = imageType(image);
      const { answer, entryId } = await readLabel({ image, mime, language, kb, readers, log });
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

    listForUser: (userId: string) => repository.listForUser(userId),
  };
}
export type MedicationService = ReturnType<typeof createMedicationService>;
