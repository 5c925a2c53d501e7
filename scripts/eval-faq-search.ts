/**
 * The FAQ search on queries nobody here wrote (test/faq-search-corpus, blind): the right
 * answer first, in the first three, and how often a question the FAQ cannot answer shows
 * nothing (so the page offers the companion). Figures only: never tune to its queries.
 *   npm run eval:faq-search
 */
import { faqSearchFigures } from "../test/faq-search-corpus/figures.ts";

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "—");
console.log(
  "blind-1: language, right answer first, in the first three, unanswerable shown nothing",
);
for (const row of faqSearchFigures("test/faq-search-corpus/blind-1.json"))
  console.log(
    `  ${row.language.padEnd(9)} ${row.top1}/${row.answerable} ${pct(row.top1, row.answerable)}` +
      `   ${row.top3}/${row.answerable} ${pct(row.top3, row.answerable)}` +
      `   ${row.quiet}/${row.unanswerable} ${pct(row.quiet, row.unanswerable)}`,
  );
