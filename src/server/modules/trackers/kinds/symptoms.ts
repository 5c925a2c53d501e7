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
import { defineTracker } from "../tracker.service.ts";
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
  const flag = (input: { symptom: string; severity: Severity; note: string }) => {
    const alert = triageSymptom(input, names);
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
    toValues: (input, ctx) => {
      const values = { symptom: input.symptom, severity: input.severity, note: input.note ?? "" };
      const occurredAt = input.occurredAt ? toDate(input.occurredAt) : ctx.createdAt;
      return { ...values, occurredAt, ...flag(values) };
    },
    merge: (row, patch) => {
      const { occurredAt, ...rest } = present(patch);
      const merged = {
        symptom: rest.symptom ?? row.symptom,
        severity: rest.severity ?? (row.severity as Severity),
        note: rest.note ?? row.note,
      };
      return {
        ...rest,
        ...(occurredAt ? { occurredAt: toDate(occurredAt) } : {}),
        ...flag(merged),
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
