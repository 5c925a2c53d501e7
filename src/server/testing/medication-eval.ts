import { readFileSync } from "node:fs";
import path from "node:path";
import type { MedicationEntry } from "../../contracts/medication.ts";
import { answerFor, primaryMatch } from "../modules/medication/answers.ts";
import type { KnowledgeBase } from "../modules/medication/knowledge-base.ts";
import { lookup } from "../modules/medication/matcher.ts";
import { nameKey } from "../modules/medication/name-words.ts";

export interface EvalCase {
  query: string;
  expect: boolean | null;
  match: string | null;
  style: string;
  source: string;
  /** Why an expectation was changed after the set was written, if it was. */
  note?: string;
}

export interface EvalResult {
  total: number;
  /** Right verdict and, where one is expected, the right entry. */
  correct: number;
  /** Expected not recommended, answered safe: must never happen. */
  unsafeAsSafe: EvalCase[];
  wrong: { item: EvalCase; got: boolean | null; entry: string | null }[];
  byStyle: Record<string, { total: number; correct: number }>;
}

/**
 * Does the matched entry carry the expected name? It does when the name leads to it, or
 * when one of its names contains it ("Low-dose aspirin" for "aspirin", "Ginger tea" for
 * "ginger").
 */
function names(kb: KnowledgeBase, expected: string, entry: MedicationEntry | undefined): boolean {
  if (!entry) return false;
  const key = nameKey(expected);
  if (primaryMatch(lookup(kb, expected).matches)?.ref.entry.id === entry.id) return true;
  return [entry.name.en, ...entry.aliases, ...entry.brands.map((b) => b.name)].some((name) =>
    nameKey(name).includes(key),
  );
}

export function loadEvalSet(root: string, file = "medication-eval.json"): EvalCase[] {
  return JSON.parse(readFileSync(path.join(root, "test/fixtures", file), "utf8")) as EvalCase[];
}

/**
 * Runs the independent evaluation set (written without looking at the knowledge base):
 * the verdict must match, and the entry must carry the expected name.
 */
export function evaluate(kb: KnowledgeBase, cases: EvalCase[]): EvalResult {
  const result: EvalResult = { total: 0, correct: 0, unsafeAsSafe: [], wrong: [], byStyle: {} };
  for (const item of cases) {
    const { answer, entryId } = answerFor(item.query, lookup(kb, item.query), "en");
    const entry = entryId ? kb.byId.get(entryId) : undefined;
    // A kind of product ("cough syrup") expects no single product: its kind's entry is right.
    const ok =
      answer.isSafe === item.expect &&
      (item.match ? names(kb, item.match, entry) : !entryId || entry?.general === true);
    const style = (result.byStyle[item.style] ??= { total: 0, correct: 0 });
    result.total++;
    style.total++;
    if (ok) {
      result.correct++;
      style.correct++;
    } else result.wrong.push({ item, got: answer.isSafe, entry: entryId });
    if (item.expect === false && answer.isSafe === true) result.unsafeAsSafe.push(item);
  }
  return result;
}
