import {
  SymptomCreateSchema,
  SymptomFieldsSchema,
  type Severity,
  type StoredAlert,
  type SymptomItem,
} from "../../../../contracts/trackers.ts";
import type { Database } from "../../../db/client.ts";
import { symptomEntries } from "../../../db/schema/index.ts";
import { triageSymptom, withMessage, type SymptomNames } from "../alerts.ts";
import { defineTracker, type TrackerContext } from "../tracker.service.ts";
import { base, present, toDate } from "./common.ts";

type Row = typeof symptomEntries.$inferSelect;
const storedAlert = (row: Row): StoredAlert | null =>
  row.alertLevel === "emergency" || row.alertLevel === "urgent"
    ? { level: row.alertLevel, signs: row.alertSigns }
    : null;

/**
 * Symptoms she logs, each read by the companion's triage when saved (and again when
 * changed); the flag stays with the entry so her history marks it.
 */
export const symptomsTracker = (db: Database, names: SymptomNames) => {
  /** Read with her week (or days since the birth) on the day it happened, when saved. */
  const flag = async (
    input: { symptom: string; severity: Severity; note: string },
    ctx: TrackerContext,
    at: Date,
  ) => {
    const alert = triageSymptom(input, names, await ctx.stageAt(at));
    return { alertLevel: alert?.level ?? null, alertSigns: alert?.signs ?? [] };
  };
  return defineTracker(db, {
    key: "symptoms",
    path: "/api/trackers/symptoms",
    table: symptomEntries,
    time: symptomEntries.occurredAt,
    timeOf: (row) => row.occurredAt,
    createSchema: SymptomCreateSchema,
    patchSchema: SymptomFieldsSchema.partial(),
    toValues: async (input, ctx) => {
      const values = { symptom: input.symptom, severity: input.severity, note: input.note ?? "" };
      const occurredAt = input.occurredAt ? toDate(input.occurredAt) : ctx.createdAt;
      return { ...values, occurredAt, ...(await flag(values, ctx, occurredAt)) };
    },
    merge: async (row, patch, ctx) => {
      const { occurredAt, ...rest } = present(patch);
      const merged = {
        symptom: rest.symptom ?? row.symptom,
        severity: rest.severity ?? (row.severity as Severity),
        note: rest.note ?? row.note,
      };
      const at = occurredAt ? toDate(occurredAt) : row.occurredAt;
      return {
        ...rest,
        ...(occurredAt ? { occurredAt: at } : {}),
        ...(await flag(merged, ctx, at)),
      };
    },
    toItem: (row): SymptomItem => ({
      ...base(row),
      symptom: row.symptom,
      severity: row.severity as Severity,
      note: row.note,
      occurredAt: row.occurredAt.toISOString(),
      alert: storedAlert(row),
    }),
    alert: (row, language) => withMessage(storedAlert(row), language),
  });
};
