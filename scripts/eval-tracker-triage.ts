/**
 * The symptom tracker's danger-sign check on entries nobody here wrote
 * (test/tracker-triage-corpus, blind): each entry as she would log it (a listed symptom or
 * her own words, a severity, a note) through the same function the API runs. Figures only,
 * never entry by entry: the blind split is not tuned to (DESIGN.md §8).
 *   npm run eval:tracker-triage
 */
import { readFileSync } from "node:fs";
import { trackerCorpusFigures } from "../test/tracker-triage-corpus/figures.ts";

const symptoms = JSON.parse(readFileSync("content/guidance/symptoms.json", "utf8")) as {
  symptoms: { id: string; name: { en: string } }[];
};
const names = new Map(symptoms.symptoms.map((s) => [s.id, s.name.en]));
const rows = trackerCorpusFigures("test/tracker-triage-corpus/blind-1.json", names);
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "—");
console.log("blind-1: language, emergencies shown at once, urgent flagged, everyday alarmed");
for (const row of rows)
  console.log(
    `  ${row.language.padEnd(9)} ${row.caught}/${row.emergencies} ${pct(row.caught, row.emergencies)}` +
      `   ${row.flagged}/${row.urgent} ${pct(row.flagged, row.urgent)}` +
      `   ${row.alarmed}/${row.everyday} ${pct(row.alarmed, row.everyday)}`,
  );
