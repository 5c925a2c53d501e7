import { and, eq, sql } from "drizzle-orm";
import {
  SupplementCreateSchema,
  SupplementFieldsSchema,
  type SupplementItem,
} from "../../../../contracts/trackers.ts";
import type { Database } from "../../../db/client.ts";
import { supplementChecks } from "../../../db/schema/index.ts";
import { defineTracker } from "../tracker.service.ts";
import { base, present } from "./common.ts";

/** Daily check-offs (IFA, calcium, her own): one per supplement per day; a repeat answers the first. */
export const supplementsTracker = (db: Database) =>
  defineTracker(db, {
    key: "supplements",
    path: "/api/trackers/supplements",
    table: supplementChecks,
    time: supplementChecks.createdAt,
    timeOf: (row) => row.createdAt,
    createSchema: SupplementCreateSchema,
    patchSchema: SupplementFieldsSchema.partial(),
    toValues: (input) => ({ supplement: input.supplement, takenOn: input.takenOn }),
    merge: (_row, patch) => present(patch),
    toItem: (row): SupplementItem => ({
      ...base(row),
      supplement: row.supplement,
      takenOn: row.takenOn,
    }),
    duplicate: (values) =>
      and(
        sql`lower(${supplementChecks.supplement}) = lower(${values.supplement})`,
        eq(supplementChecks.takenOn, values.takenOn),
      ) ?? sql`false`,
    duplicateField: "takenOn",
  });
