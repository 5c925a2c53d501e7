/**
 * Accuracy of the medication check on the independent evaluation set
 * (test/fixtures/medication-eval.json), by style, with every miss listed.
 * Usage: npm run eval:medications [-- medication-holdout.json]
 */
import path from "node:path";
import {
  createKnowledgeBase,
  loadMedications,
} from "../src/server/modules/medication/knowledge-base.ts";
import { evaluate, loadEvalSet } from "../src/server/testing/medication-eval.ts";

const root = process.cwd();
const kb = createKnowledgeBase(loadMedications(path.join(root, "content/medications")));
const file = process.argv[2] ?? "medication-eval.json";
const result = evaluate(kb, loadEvalSet(root, file));
console.log(file);
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
console.log(
  `${kb.entries.length} entries; ${result.correct}/${result.total} correct (${pct(result.correct, result.total)})`,
);
for (const [style, c] of Object.entries(result.byStyle))
  console.log(`  ${style.padEnd(12)} ${c.correct}/${c.total} (${pct(c.correct, c.total)})`);
console.log(`not recommended answered as safe: ${result.unsafeAsSafe.length}`);
for (const { item, got, entry } of result.wrong)
  console.log(
    `  MISS "${item.query}" expected ${item.expect} (${item.match}) got ${got} (${entry})`,
  );
