import {
  MoodCreateSchema,
  MoodFieldsSchema,
  type MoodItem,
} from "../../../../contracts/trackers.ts";
import type { Mood } from "../../../../domain/trackers/moods.ts";
import type { Database } from "../../../db/client.ts";
import { moodEntries } from "../../../db/schema/index.ts";
import { defineTracker } from "../tracker.service.ts";
import { base, present } from "./common.ts";

/** One-tap mood check-ins, with her week on the day (001 §3's mood entry). */
export const moodsTracker = (db: Database) =>
  defineTracker(db, {
    key: "moods",
    path: "/api/trackers/moods",
    table: moodEntries,
    time: moodEntries.createdAt,
    timeOf: (row) => row.createdAt,
    createSchema: MoodCreateSchema,
    patchSchema: MoodFieldsSchema.partial(),
    toValues: async (input, ctx) => ({
      mood: input.mood,
      note: input.note ?? "",
      week: await ctx.weekAt(ctx.createdAt),
    }),
    merge: (_row, patch) => present(patch),
    toItem: (row): MoodItem => ({
      ...base(row),
      mood: row.mood as Mood,
      note: row.note,
      week: row.week,
    }),
  });
