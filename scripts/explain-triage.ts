/**
 * What triage makes of a message, step by step (for writing rules, never for the blind split):
 *   npx tsx scripts/explain-triage.ts "no kicks today 36wks"
 */
import { triage } from "../src/domain/triage/index.ts";
import { explain } from "../src/domain/triage/reading.ts";

for (const message of process.argv.slice(2)) {
  console.log(JSON.stringify({ message, ...explain(message), result: triage(message) }, null, 1));
}
