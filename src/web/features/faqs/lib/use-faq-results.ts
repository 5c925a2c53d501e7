import { useMemo } from "react";
import type { FaqItem } from "../../../../contracts/faqs.ts";
import { createFaqSearch } from "../../../../domain/search/faq-search.ts";

export interface FaqResult {
  item: FaqItem;
  matched: readonly string[];
}

const NONE: readonly string[] = [];

/**
 * The answers to show: her search over every answer in her language (the same search as
 * GET /api/faqs?q=), within the chosen category. Each search is measured ("faq-search") so
 * bench/faq-search.mjs can read its time on a slowed-down phone.
 */
export function useFaqResults(items: FaqItem[] | undefined, query: string, category: string) {
  // Built at her first search, not with the list: most visits only read (issue 12).
  const search = useMemo(() => {
    let built: ReturnType<typeof createFaqSearch> | undefined;
    return () => (built ??= createFaqSearch(items ?? []));
  }, [items]);
  return useMemo((): FaqResult[] => {
    if (!items) return [];
    const inCategory = category === "all" ? undefined : category;
    if (!query.trim())
      return items
        .filter((item) => !inCategory || item.category === inCategory)
        .map((item) => ({ item, matched: NONE }));
    const byId = new Map(items.map((item) => [item.id, item]));
    performance.mark("faq-search-start");
    const hits = search().search(query, inCategory);
    performance.measure("faq-search", "faq-search-start");
    return hits.flatMap((hit) => {
      const item = byId.get(hit.id);
      return item ? [{ item, matched: hit.matched }] : [];
    });
  }, [items, search, query, category]);
}
