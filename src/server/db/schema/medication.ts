import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Every safety check, for the admin area (001 §3: id, userId, medicationName, isSafe,
 * notes, createdAt). Deleting an account deletes its checks with it.
 */
export const medicationChecks = pgTable(
  "medication_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    medicationName: text("medication_name").notNull(),
    /** true compatible, false not recommended, null insufficient data. */
    isSafe: boolean("is_safe"),
    notes: text("notes").notNull(),
    /** The knowledge-base entry it matched, if any. */
    entryId: text("entry_id"),
    /** "text" (typed name) or "image" (product photo). */
    method: text("method").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin list pages newest first, ties by id (issue 16).
    index("medication_checks_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("medication_checks_user_idx").on(table.userId, table.createdAt),
  ],
);
