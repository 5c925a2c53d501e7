/**
 * Retrieval on the paraphrase corpus (test/library-corpus): top-1 right answer per language,
 * how often a question gets an unrelated answer, and how often "no reviewed answer" is said
 * to questions the library does not cover. The blind split is reported in figures only.
 *   npm run eval:library                 both splits, figures
 *   npm run eval:library -- --show       also the tuning split's misses
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createLibrary, loadAnswers } from "../src/server/modules/assistant/library.ts";
import { loadWeekContent } from "../src/server/modules/baby-development/week-content.ts";
import {
  loadParaphrases,
  loadUnanswerable,
  type Paraphrase,
} from "../test/library-corpus/corpus.ts";

const show = process.argv.includes("--show");
const content = path.resolve("content");
const library = createLibrary(
  loadAnswers(path.join(content, "assistant")),
  loadWeekContent(content),
);
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "—");

function report(name: string, set: Paraphrase[], listMisses: boolean) {
  console.log(`\n${name}: ${set.length} paraphrases`);
  for (const language of ["en", "hi", "hinglish", "all"] as const) {
    const part = set.filter((p) => language === "all" || p.language === language);
    let right = 0;
    let wrong = 0;
    let none = 0;
    for (const p of part) {
      const best = library.find(p.text)[0];
      if (!best) none++;
      else if (best.id === p.id) right++;
      else {
        wrong++;
        if (listMisses && language === "all") console.log(`  [${p.id} → ${best.id}] ${p.text}`);
      }
      if (!best && listMisses && language === "all") console.log(`  [${p.id} → none] ${p.text}`);
    }
    console.log(
      `  ${language.padEnd(8)} top-1 ${right}/${part.length} ${pct(right, part.length)}, another answer ${wrong}, none ${none}`,
    );
  }
}

const paraphrases = loadParaphrases();
report("tuning split", paraphrases.tuning, show);
report("blind split (figures only)", paraphrases.blind, false);
if (existsSync("test/library-corpus/unanswerable-tuning.json")) {
  const unanswerable = loadUnanswerable();
  for (const [name, set] of Object.entries(unanswerable)) {
    const answered = set.filter((q) => library.find(q.text).length > 0);
    console.log(
      `\nunanswerable (${name}): said "no reviewed answer" to ${set.length - answered.length}/${set.length} ${pct(set.length - answered.length, set.length)}`,
    );
    if (show && name === "tuning")
      for (const q of answered)
        console.log(`  [${q.kind}] ${q.text} → ${library.find(q.text)[0]?.id}`);
  }
}
