import { gte, sql } from "drizzle-orm";
import { z } from "zod";
import { ListQuerySchema } from "../../../../contracts/tracker-common.ts";
import {
  AppointmentCreateSchema,
  AppointmentFieldsSchema,
  type AppointmentItem,
} from "../../../../contracts/trackers.ts";
import { localIsoDate } from "../../../../domain/dates.ts";
import type { Database } from "../../../db/client.ts";
import { appointments } from "../../../db/schema/index.ts";
import { defineTracker } from "../tracker.service.ts";
import { base, present } from "./common.ts";

/**
 * GET also takes `upcoming=1` (from `today`, her calendar day, else the server's; soonest
 * first, one page of up to `limit`, for the dashboard and reminders).
 */
const AppointmentsQuerySchema = ListQuerySchema.extend({
  upcoming: z.enum(["0", "1"], "errors.upcoming").optional(),
  today: z.iso.date("errors.today").optional(),
});
type AppointmentsQuery = z.output<typeof AppointmentsQuerySchema>;

const toItem = (row: typeof appointments.$inferSelect): AppointmentItem => ({
  ...base(row),
  title: row.title,
  date: row.date,
  time: row.time,
  place: row.place,
  doctor: row.doctor,
  notes: row.notes,
});

export const appointmentsTracker = (db: Database) =>
  defineTracker(db, {
    key: "appointments",
    path: "/api/trackers/appointments",
    table: appointments,
    time: appointments.createdAt,
    timeOf: (row) => row.createdAt,
    createSchema: AppointmentCreateSchema,
    patchSchema: AppointmentFieldsSchema.partial(),
    toValues: (input) => ({
      title: input.title,
      date: input.date,
      time: input.time ?? null,
      place: input.place ?? "",
      doctor: input.doctor ?? "",
      notes: input.notes ?? "",
    }),
    merge: (_row, patch) => present(patch),
    toItem,
    listQuerySchema: AppointmentsQuerySchema,
    customList(repo, userId, query) {
      const { upcoming, today, limit } = query as AppointmentsQuery;
      if (upcoming !== "1") return undefined;
      const soonest = [
        sql`${appointments.date} asc`,
        sql`${appointments.time} asc nulls first`,
        sql`${appointments.id} asc`,
      ];
      return repo
        .find(userId, gte(appointments.date, today ?? localIsoDate()), soonest, limit)
        .then((rows) => ({ items: rows.map(toItem), next: null }));
    },
  });
