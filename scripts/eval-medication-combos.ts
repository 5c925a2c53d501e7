/**
 * The medication check on combination products and strengths, on sets written by helpers
 * who never saw the knowledge base: how often a product with a not-recommended ingredient
 * is called safe (must be never), and how often the verdict is right. The blind set
 * (test/fixtures/medication-combos-blind.json) is scored in figures only and not tuned to;
 * the tuning set (--tuning, medication-combos-tuning.json) may be, and --show lists misses.
 *   npx tsx scripts/eval-medication-combos.ts [--tuning] [--show] [--content dir]
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
const tuning = process.argv.includes("--tuning");
const show = tuning && process.argv.includes("--show");
const file = `test/fixtures/medication-combos-${tuning ? "tuning" : "blind"}.json`;
const cases = JSON.parse(readFileSync(file, "utf8")) as (Case & { why?: string })[];

const tally = new Map<string, number>();
const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
for (const c of cases) {
  const { answer } = answerFor(c.query, lookup(kb, c.query), "en");
  const verdict = answer.general
    ? "depends"
    : answer.isSafe === true
      ? "safe"
      : answer.isSafe === false
        ? "not-safe"
        : "unknown";
  count(`${c.expected} → ${verdict}`);
  if (show && verdict !== c.expected)
    console.log(`${c.expected} → ${verdict}: ${c.query} (${c.why ?? ""})`);
}
console.log(`${kb.entries.length} entries, ${cases.length} queries in ${file}`);
for (const [key, n] of [...tally].sort()) console.log(`  ${key.padEnd(24)} ${n}`);
const right =
  cases.length -
  [...tally]
    .filter(([k]) => {
      const [a, b] = k.split(" → ");
      return a !== b;
    })
    .reduce((s, [, n]) => s + n, 0);
console.log(
  `verdict as expected: ${right}/${cases.length}; not-safe called safe: ${tally.get("not-safe → safe") ?? 0}`,
);
