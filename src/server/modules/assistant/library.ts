import MiniSearch from "minisearch";
import { AnswerFileSchema, type AnswerItem } from "../../../contracts/assistant.ts";
import type { WeekContent } from "../../../contracts/baby-development.ts";
import type { Language } from "../../../domain/language.ts";
import { normalise } from "../../../domain/text.ts";
import { readContentFolder } from "../../content-folder.ts";
import searchWords from "./search-words.json" with { type: "json" };

export interface LibraryEntry {
  id: string;
  category: string;
  answer: Record<Language, string>;
  sources: { title: string; url?: string }[];
}
export interface LibraryHit extends LibraryEntry {
  score: number;
}

const STOP = new Set(searchWords.stopwords.map((w) => normalise(w).trim()));
const SYNONYMS = new Map(
  Object.entries(searchWords.synonyms).map(([k, v]) => [normalise(k).trim(), v]),
);

/**
 * One tokenizer for English, Devanagari and Hinglish: normalised like triage (nukta,
 * chandrabindu), stop words dropped, and every word also indexed as its shared meaning
 * ("dard", "दर्द" and "ache" all add "pain"), so a Hinglish question finds a Hindi answer.
 */
export function terms(text: string): string[] {
  return words(text).flatMap((word) => {
    const meaning = SYNONYMS.get(word);
    return meaning && meaning !== word ? [word, meaning] : [word];
  });
}

/** The words that carry meaning, without their shared meanings added. */
function words(text: string): string[] {
  return normalise(text)
    .split(" ")
    .filter((word) => word && !STOP.has(word) && (word.length >= 2 || /\d/.test(word)));
}

export const loadAnswers = (dir: string): AnswerItem[] => readContentFolder(dir, AnswerFileSchema);

function weekEntries(weeks: Map<number, WeekContent>) {
  return [...weeks.values()].map((w) => ({
    entry: {
      id: `week-${w.week}`,
      category: "baby",
      answer: {
        en: `${w.en.description} ${w.en.keyDevelopments.slice(0, 3).join("; ")}.`,
        hi: `${w.hi.description} ${w.hi.keyDevelopments.slice(0, 3).join("; ")}।`,
      },
      sources: w.sources.map(({ title, url }) => ({ title, url })),
    } satisfies LibraryEntry,
    questions: [
      `week ${w.week}`,
      `${w.week} weeks`,
      `${w.week} weeks pregnant baby size development`,
      `${w.week} हफ्ते`,
      `हफ्ता ${w.week} बच्चा`,
      `${w.week} hafte baby`,
      w.en.size,
      w.hi.size,
    ].join(" "),
  }));
}

/** The searchable library: the answers of content/assistant and the 40 weeks. */
export function createLibrary(answers: AnswerItem[], weeks: Map<number, WeekContent>) {
  const entries = new Map<string, LibraryEntry>();
  const search = new MiniSearch<{ id: string; q: string; a: string }>({
    fields: ["q", "a"],
    tokenize: (text) => [text],
    processTerm: (term) => terms(term),
    searchOptions: {
      boost: { q: 3, a: 1 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (/^[a-z]{6,}$/.test(term) ? 0.2 : false),
    },
  });
  const docs = [
    ...answers.map((item) => {
      entries.set(item.id, {
        id: item.id,
        category: item.category,
        answer: item.answer,
        sources: item.sources,
      });
      const q = [
        ...item.questions.en,
        ...item.questions.hi,
        ...item.questions.hinglish,
        ...item.keywords,
      ].join(" ");
      return { id: item.id, q, a: `${item.answer.en} ${item.answer.hi}` };
    }),
    ...weekEntries(weeks).map(({ entry, questions }) => {
      entries.set(entry.id, entry);
      return { id: entry.id, q: questions, a: "" };
    }),
  ];
  search.addAll(docs);
  return {
    size: docs.length,
    /**
     * The best entries for a question, best first; empty when nothing fits well enough:
     * an entry must match at least half of the question's words (or their meanings), so
     * a question about something else gets "I don't know", not a near miss.
     */
    find(question: string, limit = 3, minScore = 10): LibraryHit[] {
      const asked = [...new Set(words(question))];
      return search
        .search(question)
        .filter((r) => {
          if (r.score < minScore) return false;
          const matched = new Set(r.queryTerms);
          const covered = asked.filter((w) => matched.has(w) || matched.has(SYNONYMS.get(w) ?? ""));
          return asked.length === 0 || covered.length / asked.length >= 0.5;
        })
        .slice(0, limit)
        .flatMap((r) => {
          const entry = entries.get(String(r.id));
          return entry ? [{ ...entry, score: r.score }] : [];
        });
    },
  };
}
export type Library = ReturnType<typeof createLibrary>;
