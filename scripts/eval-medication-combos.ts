/**
 * The medication check on combination products and strengths, on a blind set written by a
 * helper who never saw the knowledge base (test/fixtures/medication-combos-blind.json):
 * how often a product with a not-recommended ingredient is called safe (must be never),
 * and how often the verdict is right. Figures only: the blind set is not tuned to.
 *   npx tsx scripts/eval-medication-combos.ts [--content dir]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { answerFor } from "../src/server/modules/medication/answers.ts";
import {
  createKnowledgeBase,
  loadMedications,
} from "../src/server/modules/medication/knowledge-base.ts";
import { lookup } from "../src/server/modules/medication/matcher.ts";

interface Case {
  query: string;
  language: "en" | "hi" | "hinglish";
  expected: "not-safe" | "unknown" | "safe" | "depends";
}
const flag = process.argv.indexOf("--content");
const dir = flag > 0 ? (process.argv[flag + 1] ?? "") : path.resolve("content/medications");
const kb = createKnowledgeBase(loadMedications(dir));
const cases = JSON.parse(
  readFileSync("test/fixtures/medication-combos-blind.json", "utf8"),
) as Case[];

const tally = new Map<string, number>();
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
for (const c of cases) {
  const { answer } = answerFor(c.query, lookup(kb, c.query), "en");
  const verdict = answer.general ? "depends" : answer.isSafe === true ? "safe" : answer.isSafe === false ? "not-safe" : "unknown";
  count(`${c.expected} → ${verdict}`);
}
console.log(`${kb.entries.length} entries, ${cases.length} blind queries`);
for (const [key, n] of [...tally].sort()) console.log(`  ${key.padEnd(24)} ${n}`);
const right = cases.length - [...tally].filter(([k]) => { const [a, b] = k.split(" → "); return a !== b; }).reduce((s, [, n]) => s + n, 0);
console.log(`verdict as expected: ${right}/${cases.length}; not-safe called safe: ${tally.get("not-safe → safe") ?? 0}`);
