import {
  ContractionCreateSchema,
  ContractionFieldsSchema,
  contractionProblems,
  type ContractionItem,
} from "../../../../contracts/trackers.ts";
import type { Database } from "../../../db/client.ts";
import { contractions } from "../../../db/schema/index.ts";
import { defineTracker, invalid } from "../tracker.service.ts";
import { base, present, toDate } from "./common.ts";

/** One row per contraction; the web applies 5-1-1 over them (domain/trackers/contractions). */
export const contractionsTracker = (db: Database) =>
  defineTracker(db, {
    key: "contractions",
    path: "/api/trackers/contractions",
    table: contractions,
    time: contractions.startedAt,
    timeOf: (row) => row.startedAt,
    createSchema: ContractionCreateSchema,
    patchSchema: ContractionFieldsSchema.partial(),
    toValues: (input) => ({ startedAt: toDate(input.startedAt), endedAt: toDate(input.endedAt) }),
    merge: (row, patch) => {
      const changes = present(patch);
      const merged = {
        startedAt: changes.startedAt ?? row.startedAt.toISOString(),
        endedAt: changes.endedAt ?? row.endedAt.toISOString(),
      };
      const problems = contractionProblems(merged);
      if (Object.keys(problems).length) throw invalid(problems);
      return { startedAt: toDate(merged.startedAt), endedAt: toDate(merged.endedAt) };
    },
    toItem: (row): ContractionItem => ({
      ...base(row),
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt.toISOString(),
      durationSec: Math.round((row.endedAt.getTime() - row.startedAt.getTime()) / 1000),
    }),
  });
