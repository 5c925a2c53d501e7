import { sql } from "drizzle-orm";
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** One pregnancy per user, stored as a due date so the week advances with the calendar. */
export const pregnancies = pgTable(
  "pregnancies",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** "stage" (week / month / trimester) or a due-date method: lmp, conception, ivf, due-date. */
    method: text("method").notNull(),
    stageType: text("stage_type"),
    stageValue: integer("stage_value"),
    /** Set when the user says the pregnancy has ended: fetal content is hidden, not deleted. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** How it ended, "born" or "loss": set with ended_at and cleared with it (undo). */
    outcome: text("outcome"),
    /** The baby's birthday, a calendar day in the user's own time zone; only when born. */
    birthDate: date("birth_date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin list pages newest first (issue 16).
    index("pregnancies_time_idx").on(table.createdAt.desc(), table.userId.desc()),
    check("pregnancies_outcome_known", sql`${table.outcome} in ('born', 'loss')`),
    check(
      "pregnancies_outcome_with_end",
      sql`(${table.endedAt} is null) = (${table.outcome} is null)`,
    ),
    check(
      "pregnancies_birth_date_when_born",
      sql`(${table.birthDate} is not null) = (${table.outcome} is not distinct from 'born')`,
    ),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/** Images from a remote image model, kept so the same prompt is never paid for twice. */
export const generatedImages = pgTable("generated_images", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
