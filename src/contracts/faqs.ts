import { z } from "zod";
import { SourceSchema } from "./baby-development.ts";
import { FAQ_CATEGORIES, type FaqCategory } from "./faq-constants.ts";
import { LanguageSchema } from "./language.ts";

export { FAQ_CATEGORIES, type FaqCategory } from "./faq-constants.ts";

const text = z.string().trim().min(1);
const pair = z.strictObject({ en: text, hi: text });

/** A page of the app an answer points to, with the words of its link. */
export const FaqLinkSchema = z.strictObject({
  path: z
    .string()
    .regex(/^\/[a-z0-9\-/?=&#]*$/i, "a path of the app, e.g. /diet-exercise?tab=diet"),
  label: pair,
});

export const FaqContentItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case id"),
  question: pair,
  answer: pair,
  /** Words people search with that the question and answer may not use (anaemia / khoon ki kami). */
  aliases: z.strictObject({
    en: z.array(text),
    hi: z.array(text),
    hinglish: z.array(text),
  }),
  links: z.array(FaqLinkSchema).optional(),
  sources: z.array(SourceSchema),
});
export type FaqContentItem = z.infer<typeof FaqContentItemSchema>;

/** content/faq/<category>.json: one category's questions, both languages, reviewed on a date. */
export const FaqFileSchema = z.strictObject({
  category: z.enum(FAQ_CATEGORIES),
  reviewed: z.iso.date(),
  items: z.array(FaqContentItemSchema).min(1),
});
export type FaqFile = z.infer<typeof FaqFileSchema>;

/** GET /api/faqs?lang=&category=&q= (issue 15 part 5). */
export const FaqQuerySchema = z.object({
  lang: LanguageSchema.default("en"),
  category: z.enum(FAQ_CATEGORIES, "errors.faqCategory").optional(),
  q: z.string().max(200, "errors.faqQuery").optional(),
});

/**
 * One answer in one language: the spec's {question, answer, category} and, additively, what
 * the page needs to search, link and cite it.
 */
export interface FaqItem {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  /** Other ways to ask: the question in the other language and every alias. */
  keywords: string[];
  links: { path: string; label: string }[];
  sources: { title: string; publisher: string; url: string }[];
  reviewed: string;
}
