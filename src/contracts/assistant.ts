import { z } from "zod";
import { LanguageSchema } from "./language.ts";
import { SourceSchema } from "./baby-development.ts";

import { CHAT_MAX_LENGTH } from "./limits.ts";
import { KnownStageSchema } from "./stage.ts";

export { CHAT_MAX_LENGTH };

export const ASSISTANT_CATEGORIES = [
  "nutrition",
  "supplements",
  "symptoms",
  "tests",
  "exercise",
  "travel",
  "sex",
  "work",
  "sleep",
  "mental-health",
  "labour",
  "breastfeeding",
  "medicines",
  "planning",
  "baby",
  "app",
] as const;

/**
 * One entry of the answers library (content/assistant/*.json): the ways people ask, in
 * English, Hindi (Devanagari) and Hinglish, and one answer per language with its sources.
 */
export const AnswerItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  category: z.enum(ASSISTANT_CATEGORIES),
  questions: z.object({
    en: z.array(z.string().min(3)).min(2),
    hi: z.array(z.string().min(3)).min(2),
    hinglish: z.array(z.string().min(3)).min(1),
  }),
  /** Extra search words (symptom names, brand names, local words) in any language. */
  keywords: z.array(z.string().min(2)).default([]),
  answer: z.object({ en: z.string().min(40).max(900), hi: z.string().min(40).max(1100) }),
  sources: z.array(SourceSchema).min(1),
  reviewed: z.iso.date(),
});
export type AnswerItem = z.infer<typeof AnswerItemSchema>;
export const AnswerFileSchema = z.array(AnswerItemSchema).min(1);

/**
 * More ways people ask for an answer (content/assistant-questions): written by people who
 * saw the answer but not the search, to widen what the library recognises.
 */
export const AskedFileSchema = z.array(
  z.object({
    id: z.string(),
    en: z.array(z.string().min(2)),
    hi: z.array(z.string().min(2)),
    hinglish: z.array(z.string().min(2)),
  }),
);

export const TRIAGE_LEVELS = ["emergency", "urgent", "none"] as const;
export const TriageLevelSchema = z.enum(TRIAGE_LEVELS);

export const ChatTurnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().max(CHAT_MAX_LENGTH * 2),
});

/** 000 §3 chat request {message}; additive: language, the last few turns, her stage. */
export const ChatRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, "errors.messageEmpty")
    .max(CHAT_MAX_LENGTH, "errors.messageTooLong"),
  language: LanguageSchema.optional(),
  history: z.array(ChatTurnSchema).max(10).optional(),
  stage: KnownStageSchema.optional(),
  /** Her calendar day, for the week of her saved pregnancy; checked, never trusted blindly. */
  today: z.string().max(10).optional(),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

/** 000 §3 chat response {response}; additive: triage, sources, mode. */
export const ChatResponseSchema = z.object({
  response: z.string(),
  triage: TriageLevelSchema,
  sources: z.array(z.object({ title: z.string(), url: z.string().optional() })),
  mode: z.enum(["library", "llm"]),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;
