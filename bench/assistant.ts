// Server time of a library-mode answer (p50, p95) and of triage alone, in process, over the
// 154 evaluation questions, and the earlier triage messages with the corpus's tuning split. Not a test: machines here
// are shared and noisy. Usage: npm run bench:assistant
import { readFileSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { triage } from "../src/domain/triage/index.ts";
import { loadCorpus } from "../test/triage-corpus/corpus.ts";
import { createAssistantService } from "../src/server/modules/assistant/assistant.service.ts";
import { createLibrary, loadAnswers } from "../src/server/modules/assistant/library.ts";
import { loadWeekContent } from "../src/server/modules/baby-development/week-content.ts";
import type { Database } from "../src/server/db/client.ts";

const content = path.resolve("content");
const library = createLibrary(
  loadAnswers(path.join(content, "assistant")),
  loadWeekContent(content),
);
const assistant = createAssistantService({
  db: {} as Database, // never touched: nobody is signed in
  library,
  llm: undefined,
  log: pino({ level: "silent" }),
});
const read = (file: string) =>
  JSON.parse(readFileSync(`test/fixtures/${file}`, "utf8")) as {
    question?: string;
    text?: string;
  }[];
const questions = read("assistant-eval.json").map((q) => q.question ?? "");
const messages = [
  ...[...read("triage-cases.json"), ...read("triage-holdout.json")].map((m) => m.text ?? ""),
  ...loadCorpus().tuning.map((m) => m.text),
];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const answerTimes: number[] = [];
for (let round = 0; round < 5; round++) {
  for (const q of questions) {
    const started = performance.now();
    await assistant.answer({ message: q }, null);
    answerTimes.push(performance.now() - started);
  }
}
const triageTimes: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const m of messages) {
    const started = performance.now();
    triage(m);
    triageTimes.push(performance.now() - started);
  }
}
const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(`library: ${library.size} entries`);
console.log(
  `library-mode answer: p50 ${ms(percentile(answerTimes, 50))}, p95 ${ms(percentile(answerTimes, 95))} (${answerTimes.length} answers)`,
);
console.log(
  `triage alone:        p50 ${ms(percentile(triageTimes, 50))}, p95 ${ms(percentile(triageTimes, 95))} (${triageTimes.length} messages)`,
);
