import MiniSearch from "minisearch";
import { terms } from "./words.ts";

/** What the FAQ search reads of an answer (in the language she reads). */
export interface FaqDocument {
  id: string;
  category: string;
  question: string;
  answer: string;
  keywords: string[];
}

export interface FaqHit {
  id: string;
  score: number;
  /** The indexed words that matched (normalised, with shared meanings): what to highlight. */
  matched: string[];
}

/**
 * Fuzzy when a word is long enough to carry a slip ("anaemia"/"anemia", "pregnent"): one
 * wrong letter in five. Short words must match, or "aam" (mango) would find "aap" (you) and
 * "dard" (pain) "darr" (fear).
 */
const fuzzy = (term: string) => (term.length >= 5 ? 0.2 : false);

/**
 * The FAQ search the page and GET /api/faqs share (issue 15 part 2): English, Devanagari and
 * Hinglish read by the companion's own words (stop words, nukta, "dard" = "दर्द" = "pain"),
 * the question weighing most, then the aliases, then the answer; forgiving of slips, and
 * the last word matched as a prefix while she is still typing it.
 */
export function createFaqSearch(documents: readonly FaqDocument[]) {
  const index = new MiniSearch<FaqDocument>({
    fields: ["question", "keywords", "answer"],
    extractField: (document, field) =>
      field === "keywords" ? document.keywords.join(" ") : String(document[field as "id"]),
    tokenize: (text) => [text],
    processTerm: (term) => terms(term),
    searchOptions: {
      boost: { question: 3, keywords: 2, answer: 1 },
      fuzzy,
      prefix: (term, position, all) => position === all.length - 1 && term.length >= 3,
      combineWith: "OR",
    },
  });
  index.addAll(documents);
  const categoryOf = new Map(documents.map((d) => [d.id, d.category]));

  return {
    /** Best first; only the category's answers when one is chosen; nothing for an empty query. */
    search(query: string, category?: string): FaqHit[] {
      if (!terms(query).length) return [];
      return index
        .search(query, category ? { filter: (r) => categoryOf.get(String(r.id)) === category } : {})
        .map((result) => ({
          id: String(result.id),
          score: result.score,
          matched: Object.keys(result.match),
        }));
    },
  };
}
export type FaqSearch = ReturnType<typeof createFaqSearch>;
