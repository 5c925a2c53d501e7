import { date, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** A test or visit she marked done on /tests (issue 13 part 4): when, and her own note. */
export const testRecords = pgTable(
  "test_records",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A test id from content/guidance/tests.json. */
    testId: text("test_id").notNull(),
    doneOn: date("done_on", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.testId] })],
);
