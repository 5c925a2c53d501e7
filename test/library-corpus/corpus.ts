import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Paraphrases of the library's questions (test/library-corpus), written by helpers who saw
 * each answer and the list of topics but never the retrieval rules: 12 English, 12 Hindi and 6
 * Hinglish per answer. The first 8 / 8 / 4 are the tuning split, the last 4 / 4 / 2 the blind
 * split (a third), which is scored in figures only.
 */
export interface Paraphrase {
  id: string;
  text: string;
  language: "en" | "hi" | "hinglish";
}
type File = Record<string, Record<Paraphrase["language"], string[]>>;

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (name: string): Paraphrase[] =>
  Object.entries(JSON.parse(readFileSync(path.join(here, name), "utf8")) as File).flatMap(
    ([id, byLanguage]) =>
      (Object.entries(byLanguage) as [Paraphrase["language"], string[]][]).flatMap(
        ([language, texts]) => texts.map((text) => ({ id, text, language })),
      ),
  );

export const loadParaphrases = () => ({ tuning: read("tuning.json"), blind: read("blind.json") });

/** Questions no answer of the library covers (and off-topic ones). */
export interface Unanswerable {
  text: string;
  language: Paraphrase["language"];
  kind: "pregnancy-uncovered" | "off-topic" | "near-miss";
}
export const loadUnanswerable = () => ({
  tuning: JSON.parse(
    readFileSync(path.join(here, "unanswerable-tuning.json"), "utf8"),
  ) as Unanswerable[],
  blind: JSON.parse(
    readFileSync(path.join(here, "unanswerable-blind.json"), "utf8"),
  ) as Unanswerable[],
});
