/**
 * Triage on the labelled corpus (test/triage-corpus): emergency recall per language, and how
 * often everyday messages are alarmed. The blind split is reported in figures only, never
 * message by message: what it misses must not be tuned to (DESIGN.md §8).
 *   npm run eval:triage                  both splits, figures
 *   npm run eval:triage -- --show        also every miss of the tuning split
 *   npm run eval:triage -- --tuning-only the tuning split alone (while changing the rules)
 */
import { triage } from "../src/domain/triage/index.ts";
import { loadCorpus, type CorpusMessage } from "../test/triage-corpus/corpus.ts";

const show = process.argv.includes("--show");
const tuningOnly = process.argv.includes("--tuning-only");
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "—");

function report(name: string, messages: CorpusMessage[], listMisses: boolean) {
  console.log(`\n${name}: ${messages.length} messages`);
  const rows: string[][] = [
    ["language", "emergencies caught", "urgent flagged", "everyday alarmed", "look-alikes alarmed"],
  ];
  const misses: string[] = [];
  for (const language of ["en", "hi", "hinglish", "all"] as const) {
    const set = messages.filter((m) => language === "all" || m.language === language);
    const level = (m: CorpusMessage) => triage(m.text).level;
    const emergencies = set.filter((m) => m.expected === "emergency");
    const caught = emergencies.filter((m) => level(m) === "emergency");
    const urgent = set.filter((m) => m.expected === "urgent");
    const flagged = urgent.filter((m) => level(m) !== "none");
    const everyday = set.filter((m) => m.expected === "none");
    const alarmed = everyday.filter((m) => level(m) !== "none");
    const lookalikes = everyday.filter((m) => m.sign === "lookalike");
    const lookAlarmed = lookalikes.filter((m) => level(m) !== "none");
    rows.push([
      language,
      `${caught.length}/${emergencies.length} ${pct(caught.length, emergencies.length)}`,
      `${flagged.length}/${urgent.length} ${pct(flagged.length, urgent.length)}`,
      `${alarmed.length}/${everyday.length} ${pct(alarmed.length, everyday.length)}`,
      `${lookAlarmed.length}/${lookalikes.length} ${pct(lookAlarmed.length, lookalikes.length)}`,
    ]);
    if (language === "all" && listMisses)
      for (const m of set) {
        const got = level(m);
        const wrong =
          (m.expected === "emergency" && got !== "emergency") ||
          (m.expected === "urgent" && got === "none") ||
          (m.expected === "none" && got !== "none");
        if (wrong) misses.push(`  [${m.expected} → ${got}] (${m.sign}) ${m.text}`);
      }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log("  " + row.map((c, i) => c.padEnd(widths[i]!)).join("  "));
  if (!listMisses) {
    // Per sign, counts only.
    const bySign = new Map<string, [number, number]>();
    for (const m of messages.filter((m) => m.expected === "emergency")) {
      const [hit, all] = bySign.get(m.sign) ?? [0, 0];
      bySign.set(m.sign, [hit + (triage(m.text).level === "emergency" ? 1 : 0), all + 1]);
    }
    console.log(
      "  emergencies by sign: " + [...bySign].map(([s, [h, a]]) => `${s} ${h}/${a}`).join(", "),
    );
  }
  if (misses.length) console.log(misses.join("\n"));
}

const corpus = loadCorpus();
report("tuning split", corpus.tuning, show);
if (!tuningOnly) report("blind split (figures only)", corpus.blind, false);
