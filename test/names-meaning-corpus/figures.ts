import { readFileSync } from "node:fs";
import path from "node:path";
import { BabyNamesRequestSchema } from "../../src/contracts/baby-names.ts";
import { loadNamesLibrary } from "../../src/server/modules/baby-names/names-library.ts";
import { matching } from "../../src/server/modules/baby-names/pick.ts";

interface Query {
  q: string;
  lang: "en" | "hi" | "hinglish";
  concept: string[];
}

export interface MeaningFigures {
  language: string;
  queries: number;
  /** Queries that found at least one name. */
  found: number;
  /** Of the names found, the share whose meaning holds one of the query's concept words (mean per query). */
  precision: number;
}

/** The names' meaning search as the API runs it (any origin, any gender) on a labelled file. */
export function meaningSearchFigures(file: string): MeaningFigures[] {
  const queries = JSON.parse(readFileSync(file, "utf8")) as Query[];
  const library = loadNamesLibrary(path.join(process.cwd(), "content"));
  const results = queries.map((query) => {
    const request = BabyNamesRequestSchema.parse({ origin: "any", gender: "any", q: query.q });
    const names = matching(library.names, request);
    const concept = query.concept.map((word) => word.toLowerCase());
    const right = names.filter((n) => {
      const meaning = `${n.meaning.en} ${n.meaning.hi}`.toLowerCase();
      return concept.some((word) => meaning.includes(word));
    });
    return {
      query,
      found: names.length > 0,
      precision: names.length ? right.length / names.length : 0,
    };
  });
  return (["en", "hi", "hinglish", "all"] as const).map((language) => {
    const set = results.filter((r) => language === "all" || r.query.lang === language);
    const found = set.filter((r) => r.found);
    return {
      language,
      queries: set.length,
      found: found.length,
      precision: found.length ? found.reduce((sum, r) => sum + r.precision, 0) / found.length : 0,
    };
  });
}
