import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed so the unique index means "one entry per person". */
    email: text("email").notNull(),
    interests: text("interests")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("waitlist_entries_email_unique").on(table.email)],
);
