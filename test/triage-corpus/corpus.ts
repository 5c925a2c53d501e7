import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type Level = "emergency" | "urgent" | "none";
export interface CorpusMessage {
  text: string;
  language: "en" | "hi" | "hinglish";
  expected: Level;
  sign: string;
  why: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The labelled triage corpus: messages written by helpers shown only the public
 * warning-sign lists (CDC Hear Her, WHO, NHS, MoHFW), never the rules or earlier tests.
 * tuning-*.json may be read and tuned to; blind-*.json are scored in figures only.
 */
export function loadCorpus(): { tuning: CorpusMessage[]; blind: CorpusMessage[] } {
  const read = (prefix: string) =>
    readdirSync(here)
      .filter((f) => f.startsWith(prefix) && f.endsWith(".json"))
      .sort()
      .flatMap((f) => JSON.parse(readFileSync(path.join(here, f), "utf8")) as CorpusMessage[]);
  return { tuning: read("tuning-"), blind: read("blind-") };
}

/** What the safety net trains on: the tuning split and the earlier labelled sets. */
export function trainingExamples(): Pick<CorpusMessage, "text" | "expected">[] {
  const earlier = ["triage-cases.json", "triage-holdout.json", "triage-holdout-2.json"].flatMap(
    (file) =>
      JSON.parse(readFileSync(path.join(here, "..", "fixtures", file), "utf8")) as CorpusMessage[],
  );
  return [...loadCorpus().tuning, ...earlier].map(({ text, expected }) => ({ text, expected }));
}

export const corpusDigest = (): string =>
  createHash("sha256").update(JSON.stringify(trainingExamples())).digest("hex").slice(0, 16);
