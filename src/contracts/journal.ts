import { z } from "zod";
import type { Mood } from "../domain/trackers/moods.ts";
import { createFields, MoodSchema, requiredText, type ItemBase } from "./tracker-common.ts";
import { JOURNAL_CONTENT_MAX, JOURNAL_TITLE_MAX } from "./tracker-limits.ts";

/**
 * `/api/journal` (001 §1, §3: title, content, mood; issue 14 part 9): limits with messages
 * the web translates (title ≤ 200, content ≤ 20,000 characters).
 */
export const JournalFieldsSchema = z.strictObject({
  title: requiredText(JOURNAL_TITLE_MAX, "errors.journalTitle"),
  // Kept as she wrote it (line breaks and all); may be empty when the title says it.
  content: z.string("errors.journalContent").max(JOURNAL_CONTENT_MAX, "errors.journalContent"),
  mood: MoodSchema,
});
export const JournalCreateSchema = JournalFieldsSchema.extend(createFields);
export type JournalInput = z.input<typeof JournalCreateSchema>;

export interface JournalEntry extends ItemBase {
  title: string;
  content: string;
  mood: Mood;
}
