import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Every email Saathi sends (001 §3 email tracking record); the admin area reads it. */
export const emailTracking = pgTable(
  "email_tracking",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    emailTo: text("email_to").notNull(),
    emailFrom: text("email_from").notNull(),
    subject: text("subject").notNull(),
    emailType: text("email_type").notNull(),
    status: text("status").notNull().default("pending"),
    statusDetails: text("status_details"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_tracking_user_idx").on(table.userId),
    // The admin list pages newest first (issue 16).
    index("email_tracking_time_idx").on(table.createdAt.desc(), table.id.desc()),
  ],
);
