import type { FaqCategory, FaqFile, FaqItem } from "../../../contracts/faqs.ts";
import { LANGUAGES, type Language } from "../../../domain/language.ts";
import { createFaqSearch, type FaqSearch } from "../../../domain/search/faq-search.ts";

const other = (language: Language): Language => (language === "en" ? "hi" : "en");

/** Every answer in one language, in the order of the files (categories) and their items. */
function localise(files: FaqFile[], language: Language): FaqItem[] {
  return files.flatMap((file) =>
    file.items.map((item) => ({
      id: item.id,
      category: file.category,
      question: item.question[language],
      answer: item.answer[language],
      keywords: [
        item.question[other(language)],
        ...item.aliases.en,
        ...item.aliases.hi,
        ...item.aliases.hinglish,
      ],
      links: (item.links ?? []).map((link) => ({ path: link.path, label: link.label[language] })),
      sources: item.sources,
      reviewed: file.reviewed,
    })),
  );
}

/**
 * GET /api/faqs: the answers in her language, of one category or all, ranked by the same
 * search as the page when she asked something (issue 15 part 5). Prepared once per language.
 */
export function createFaqsService(files: FaqFile[]) {
  const prepared = Object.fromEntries(
    LANGUAGES.map((language) => {
      const items = localise(files, language);
      return [
        language,
        {
          items,
          byId: new Map(items.map((item) => [item.id, item])),
          search: createFaqSearch(items),
        },
      ];
    }),
  ) as Record<Language, { items: FaqItem[]; byId: Map<string, FaqItem>; search: FaqSearch }>;

  return {
    count: (language: Language) => prepared[language].items.length,
    list(language: Language, category?: FaqCategory, query?: string): FaqItem[] {
      const { items, byId, search } = prepared[language];
      if (query?.trim())
        return search.search(query, category).flatMap((hit) => byId.get(hit.id) ?? []);
      return category ? items.filter((item) => item.category === category) : items;
    },
  };
}
export type FaqsService = ReturnType<typeof createFaqsService>;
