import {
  BloodPressureCreateSchema,
  BloodPressureFieldsSchema,
  type BloodPressureItem,
} from "../../../../contracts/trackers.ts";
import {
  classifyBloodPressure,
  readingProblems,
  type BpCategory,
  type BpSymptom,
} from "../../../../domain/trackers/blood-pressure.ts";
import type { Database } from "../../../db/client.ts";
import { bloodPressureReadings } from "../../../db/schema/index.ts";
import { bloodPressureAlert, withMessage } from "../alerts.ts";
import { defineTracker, invalid } from "../tracker.service.ts";
import { base, present, toDate } from "./common.ts";

type Row = typeof bloodPressureReadings.$inferSelect;
const category = (row: Row) => row.category as BpCategory;

/** Readings judged when saved: high (call today) or emergency (pre-eclampsia guidance). */
export const bloodPressureTracker = (db: Database) =>
  defineTracker(db, {
    key: "bloodPressure",
    path: "/api/trackers/blood-pressure",
    table: bloodPressureReadings,
    time: bloodPressureReadings.measuredAt,
    timeOf: (row) => row.measuredAt,
    createSchema: BloodPressureCreateSchema,
    patchSchema: BloodPressureFieldsSchema.partial(),
    toValues: (input, ctx) => {
      const symptoms = input.symptoms ?? [];
      return {
        systolic: input.systolic,
        diastolic: input.diastolic,
        pulse: input.pulse ?? null,
        symptoms,
        measuredAt: input.measuredAt ? toDate(input.measuredAt) : ctx.createdAt,
        category: classifyBloodPressure(input.systolic, input.diastolic, symptoms),
      };
    },
    merge: (row, patch) => {
      const { measuredAt, ...rest } = present(patch);
      const merged = {
        systolic: rest.systolic ?? row.systolic,
        diastolic: rest.diastolic ?? row.diastolic,
        pulse: rest.pulse === undefined ? row.pulse : rest.pulse,
      };
      const problems = readingProblems(merged);
      if (Object.keys(problems).length) throw invalid(problems);
      const symptoms = rest.symptoms ?? (row.symptoms as BpSymptom[]);
      return {
        ...rest,
        ...(measuredAt ? { measuredAt: toDate(measuredAt) } : {}),
        category: classifyBloodPressure(merged.systolic, merged.diastolic, symptoms),
      };
    },
    toItem: (row): BloodPressureItem => ({
      ...base(row),
      systolic: row.systolic,
      diastolic: row.diastolic,
      pulse: row.pulse,
      symptoms: row.symptoms as BpSymptom[],
      measuredAt: row.measuredAt.toISOString(),
      category: category(row),
      alert: bloodPressureAlert(category(row)),
    }),
    alert: (row, language) => withMessage(bloodPressureAlert(category(row)), language),
  });
