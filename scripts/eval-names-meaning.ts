/**
 * The baby names' meaning search on queries nobody here wrote (test/names-meaning-corpus,
 * blind): how often a query finds names, and how many of those truly mean it (the meaning
 * holds one of the writer's concept words). Figures only: never tune to its queries.
 *   npm run eval:names-meaning
 */
import { meaningSearchFigures } from "../test/names-meaning-corpus/figures.ts";

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
console.log("blind-1: language, queries that found names, of those names the share that mean it");
for (const row of meaningSearchFigures("test/names-meaning-corpus/blind-1.json"))
  console.log(
    `  ${row.language.padEnd(9)} ${row.found}/${row.queries} ${pct(row.found / (row.queries || 1))}` +
      `   ${pct(row.precision)}`,
  );
