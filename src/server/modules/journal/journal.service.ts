import {
  JournalCreateSchema,
  JournalFieldsSchema,
  type JournalEntry,
} from "../../../contracts/journal.ts";
import type { Mood } from "../../../domain/trackers/moods.ts";
import type { Database } from "../../db/client.ts";
import { journalEntries } from "../../db/schema/index.ts";
import { defineTracker, type Tracker } from "../trackers/tracker.service.ts";
import { base, present } from "../trackers/kinds/common.ts";

/**
 * Her journal (001 §1, §3; issue 14 part 9): title, content and mood, newest first, on the
 * trackers' shared CRUD (idempotent creates with the device's id, pages, sync at sign-in).
 */
export function createJournalService(db: Database): Tracker {
  return defineTracker(db, {
    key: "journal",
    path: "/api/journal",
    table: journalEntries,
    time: journalEntries.createdAt,
    timeOf: (row) => row.createdAt,
    createSchema: JournalCreateSchema,
    patchSchema: JournalFieldsSchema.partial(),
    toValues: (input) => ({ title: input.title, content: input.content, mood: input.mood }),
    merge: (_row, patch) => present(patch),
    toItem: (row): JournalEntry => ({
      ...base(row),
      title: row.title,
      content: row.content,
      mood: row.mood as Mood,
    }),
  });
}
