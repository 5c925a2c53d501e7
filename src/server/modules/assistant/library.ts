import MiniSearch from "minisearch";
import path from "node:path";
import {
  AnswerFileSchema,
  AskedFileSchema,
  type AnswerItem,
} from "../../../contracts/assistant.ts";
import type { WeekContent } from "../../../contracts/baby-development.ts";
import type { Language } from "../../../domain/language.ts";
import { meaningOf, terms, words } from "../../../domain/search/words.ts";
import { readContentFolder } from "../../content-folder.ts";

export interface LibraryEntry {
  id: string;
  category: string;
  answer: Record<Language, string>;
  sources: { title: string; url?: string }[];
}
export interface LibraryHit extends LibraryEntry {
  score: number;
}

/**
 * The answers of content/assistant, each with the other ways people ask for it from the
 * sibling folder content/assistant-questions (an id there must name an answer).
 */
export function loadAnswers(dir: string): AnswerItem[] {
  const answers = readContentFolder(dir, AnswerFileSchema);
  const asked = readContentFolder(path.join(dir, "..", "assistant-questions"), AskedFileSchema);
  const byId = new Map(answers.map((a) => [a.id, a]));
  for (const more of asked) {
    const answer = byId.get(more.id);
    if (!answer) throw new Error(`assistant-questions: no answer ${more.id}`);
    answer.questions.en.push(...more.en);
    answer.questions.hi.push(...more.hi);
    answer.questions.hinglish.push(...more.hinglish);
  }
  return answers;
}

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

/**
 * When the library answers: the best entry covers 60 % of the question's words (or their
 * meanings). Chosen on the tuning data (a development fold of test/library-corpus, its
 * unanswerable questions and the earlier evaluation sets): half the unrelated answers of
 * 50 %, for a few answers fewer. Requiring a lead over the second entry cost more right
 * answers than wrong ones (topics overlap), so there is none.
 */
const MIN_COVERAGE = 0.6;

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

  /** Every entry that shares words with the question, best first, with how much it covers. */
  function rank(question: string): (LibraryHit & { coverage: number })[] {
    const asked = [...new Set(words(question))];
    return search.search(question).flatMap((r) => {
      const entry = entries.get(String(r.id));
      if (!entry) return [];
      const matched = new Set(r.queryTerms);
      const covered = asked.filter((w) => matched.has(w) || matched.has(meaningOf(w) ?? ""));
      return [
        { ...entry, score: r.score, coverage: asked.length ? covered.length / asked.length : 1 },
      ];
    });
  }

  return {
    size: docs.length,
    rank,
    /**
     * The best entries for a question, best first; empty when nothing fits well enough:
     * an entry must match at least half of the question's words (or their meanings), so
     * a question about something else gets "I don't know", not a near miss.
     */
    find(question: string, limit = 3): LibraryHit[] {
      const ranked = rank(question);
      if ((ranked[0]?.coverage ?? 0) < MIN_COVERAGE) return [];
      return ranked
        .filter((r) => r.coverage >= MIN_COVERAGE)
        .slice(0, limit)
        .map(({ coverage: _coverage, ...hit }) => hit);
    },
  };
}
export type Library = ReturnType<typeof createLibrary>;
