import { readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "../../src/domain/language.ts";
import { loadFaqs } from "../../src/server/modules/faqs/faqs-content.ts";
import { createFaqsService } from "../../src/server/modules/faqs/faqs.service.ts";

interface Query {
  q: string;
  lang: "en" | "hi" | "hinglish";
  ui: Language;
  expected: string[];
}

export interface SearchFigures {
  language: string;
  answerable: number;
  top1: number;
  top3: number;
  unanswerable: number;
  /** Unanswerable queries that showed nothing (and so offered the chat). */
  quiet: number;
}

/** The FAQ search as the page runs it (her page's language, all categories) on a labelled file. */
export function faqSearchFigures(file: string): SearchFigures[] {
  const queries = JSON.parse(readFileSync(file, "utf8")) as Query[];
  const faqs = createFaqsService(loadFaqs(path.join(process.cwd(), "content")));
  const ids = (q: Query) => faqs.list(q.ui, undefined, q.q).map((item) => item.id);
  return (["en", "hi", "hinglish", "all"] as const).map((language) => {
    const set = queries.filter((q) => language === "all" || q.lang === language);
    const answerable = set.filter((q) => q.expected.length);
    const within = (n: number) =>
      answerable.filter((q) =>
        ids(q)
          .slice(0, n)
          .some((id) => q.expected.includes(id)),
      ).length;
    const unanswerable = set.filter((q) => !q.expected.length);
    return {
      language,
      answerable: answerable.length,
      top1: within(1),
      top3: within(3),
      unanswerable: unanswerable.length,
      quiet: unanswerable.filter((q) => !ids(q).length).length,
    };
  });
}
