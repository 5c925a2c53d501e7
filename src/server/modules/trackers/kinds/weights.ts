import {
  WeightCreateSchema,
  WeightFieldsSchema,
  type WeightItem,
} from "../../../../contracts/trackers.ts";
import type { Database } from "../../../db/client.ts";
import { weightEntries } from "../../../db/schema/index.ts";
import { defineTracker } from "../tracker.service.ts";
import { base, present, toDate } from "./common.ts";

/** Her weight over time, in kg (the web shows lb when she prefers). */
export const weightsTracker = (db: Database) =>
  defineTracker(db, {
    key: "weights",
    path: "/api/trackers/weights",
    table: weightEntries,
    time: weightEntries.measuredAt,
    timeOf: (row) => row.measuredAt,
    createSchema: WeightCreateSchema,
    patchSchema: WeightFieldsSchema.partial(),
    toValues: (input, ctx) => ({
      kg: input.kg,
      measuredAt: input.measuredAt ? toDate(input.measuredAt) : ctx.createdAt,
    }),
    merge: (_row, patch) => {
      const { measuredAt, ...rest } = present(patch);
      return { ...rest, ...(measuredAt ? { measuredAt: toDate(measuredAt) } : {}) };
    },
    toItem: (row): WeightItem => ({
      ...base(row),
      kg: row.kg,
      measuredAt: row.measuredAt.toISOString(),
    }),
  });
