import { z } from "zod";
import { SourceSchema } from "./baby-development.ts";
import { LanguageSchema } from "./language.ts";

import { IMAGE_MAX_BYTES, MEDICATION_NAME_MAX_LENGTH } from "./limits.ts";

export { IMAGE_MAX_BYTES, MEDICATION_NAME_MAX_LENGTH };

const bilingual = z.object({ en: z.string().min(1), hi: z.string().min(1) });

export const MEDICATION_KINDS = [
  "medicine",
  "combination",
  "vitamin",
  "supplement",
  "herbal",
  "cosmetic",
  "vaccine",
  "other",
] as const;

/**
 * One entry of the medication knowledge base (content/medications/*.json). isSafe: true
 * "generally considered compatible", false "not recommended", null "insufficient data".
 * A combination lists its ingredients' ids and carries the verdict of the riskiest one.
 */
export const MedicationEntrySchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(MEDICATION_KINDS),
  name: bilingual,
  /** Other generic names, Hindi (Devanagari) and Hinglish names, common misspellings. */
  aliases: z.array(z.string().min(2)).default([]),
  brands: z
    .array(z.object({ name: z.string().min(2), market: z.enum(["IN", "US", "IN+US", "INTL"]) }))
    .default([]),
  ingredients: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  /** A kind of product ("cough syrups"), answering only when no single product is named. */
  general: z.boolean().optional(),
  /**
   * The strengths (mg per unit) this entry covers; a name followed by another strength is
   * `otherwise` ("Ecosprin 325" is aspirin, not low-dose aspirin), or unknown.
   */
  strengthMg: z
    .object({
      min: z.number().optional(),
      max: z.number().optional(),
      otherwise: z.string().optional(),
    })
    .optional(),
  /** Given only under a doctor's care (oxytocin, metformin…): "only as prescribed" beside the verdict. */
  prescribedOnly: z.boolean().optional(),
  isSafe: z.boolean().nullable(),
  notes: z.object({ en: z.string().min(40).max(900), hi: z.string().min(40).max(1100) }),
  trimesters: z
    .object({
      first: bilingual.optional(),
      second: bilingual.optional(),
      third: bilingual.optional(),
    })
    .optional(),
  alternatives: z.object({ en: z.array(z.string().min(2)), hi: z.array(z.string().min(2)) }),
  sources: z.array(SourceSchema).min(1),
  reviewed: z.iso.date(),
});
export type MedicationEntry = z.infer<typeof MedicationEntrySchema>;
export const MedicationFileSchema = z.array(MedicationEntrySchema).min(1);

/** 000 §3 {medicationName}; additive: the language of the notes (English by default). */
export const MedicationCheckRequestSchema = z.object({
  medicationName: z
    .string()
    .trim()
    .min(1, "safety.enter_medication")
    .max(MEDICATION_NAME_MAX_LENGTH, "safety.name_too_long"),
  language: LanguageSchema.optional(),
});
export type MedicationCheckRequest = z.infer<typeof MedicationCheckRequestSchema>;

/** 000 §3 response, plus additive fields: what it matched and where the facts come from. */
export interface MedicationCheckResponse {
  medicationName: string;
  isSafe: boolean | null;
  notes: string;
  alternatives: string[];
  canonicalName: string | null;
  matchedBrand: string | null;
  kind: (typeof MEDICATION_KINDS)[number] | null;
  trimesterNotes: { trimester: 1 | 2 | 3; text: string }[];
  sources: z.infer<typeof SourceSchema>[];
  reviewed: string | null;
  /** "exact", or "spelling" when a misspelling or another script was recognised. */
  matchedBy: "exact" | "spelling" | null;
  /** Other things named in the same text ("paracetamol and ibuprofen"). */
  otherMatches: { name: string; isSafe: boolean | null }[];
  /** Close names when nothing could be matched with confidence. */
  suggestions: string[];
  /** A kind of product was named ("cough syrup"): the answer depends on which one. */
  general: boolean;
  /** Only as prescribed by her doctor: never refuse it on Saathi's word. */
  prescribedOnly: boolean;
}

/** 000 §3 {imageBase64} without the data: prefix; additive: the language of the answer. */
export const ImageCheckRequestSchema = z.object({
  imageBase64: z.string().min(1, "safety.image_required"),
  language: LanguageSchema.optional(),
});

export interface ImageCheckResponse {
  productName: string;
  productType: string;
  isSafe: boolean | null;
  notes: string;
  /** Additive: safer options for the riskiest ingredient, as for a typed name. */
  alternatives: string[];
  /** Additive: every known ingredient found on the label, riskiest first. */
  ingredients: { name: string; isSafe: boolean | null }[];
  sources: z.infer<typeof SourceSchema>[];
  /** Additive: "ocr", "vision" or "none" (nothing readable). */
  readBy: "ocr" | "vision" | "none";
}
