import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
  type PgTimestampBuilderInitial,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Her trackers and journal (issue 14 part 11): one table each, every row hers alone and
 * gone with her account. Ids may be made on her device (idempotent uploads). Times are kept
 * to the millisecond, as JavaScript has them, so a page's cursor (time, id) is exact.
 */
const at = (name: string): PgTimestampBuilderInitial<string> =>
  timestamp(name, { withTimezone: true, precision: 3 });

const common = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const journalEntries = pgTable(
  "journal_entries",
  {
    ...common(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    mood: text("mood").notNull(),
  },
  (t) => [index("journal_entries_user_time_idx").on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/** 001 §3's mood entry (id, userId, week, mood, note, createdAt), which the admin area lists. */
export const moodEntries = pgTable(
  "mood_entries",
  {
    ...common(),
    mood: text("mood").notNull(),
    note: text("note").notNull().default(""),
    week: integer("week"),
  },
  (t) => [
    index("mood_entries_user_time_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Every user's, newest first, for the admin list (issue 16).
    index("mood_entries_time_idx").on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const symptomEntries = pgTable(
  "symptom_entries",
  {
    ...common(),
    symptom: text("symptom").notNull(),
    severity: text("severity").notNull(),
    note: text("note").notNull().default(""),
    occurredAt: at("occurred_at").notNull(),
    /** "urgent" or "emergency" when the triage found a sign; null otherwise. */
    alertLevel: text("alert_level"),
    alertSigns: jsonb("alert_signs").$type<string[]>().notNull().default([]),
  },
  (t) => [index("symptom_entries_user_time_idx").on(t.userId, t.occurredAt.desc(), t.id.desc())],
);

export const weightEntries = pgTable(
  "weight_entries",
  {
    ...common(),
    kg: doublePrecision("kg").notNull(),
    measuredAt: at("measured_at").notNull(),
  },
  (t) => [index("weight_entries_user_time_idx").on(t.userId, t.measuredAt.desc(), t.id.desc())],
);

/** Height and pre-pregnancy weight: her BMI and IOM range. */
export const weightProfiles = pgTable("weight_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  heightCm: doublePrecision("height_cm").notNull(),
  prePregnancyKg: doublePrecision("pre_pregnancy_kg").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const bloodPressureReadings = pgTable(
  "blood_pressure_readings",
  {
    ...common(),
    systolic: integer("systolic").notNull(),
    diastolic: integer("diastolic").notNull(),
    pulse: integer("pulse"),
    /** Headache, vision changes, upper-belly pain she ticked with the reading. */
    symptoms: jsonb("symptoms").$type<string[]>().notNull().default([]),
    measuredAt: at("measured_at").notNull(),
    /** normal, high or emergency, as judged when saved. */
    category: text("category").notNull(),
  },
  (t) => [
    index("blood_pressure_readings_user_time_idx").on(t.userId, t.measuredAt.desc(), t.id.desc()),
  ],
);

export const kickSessions = pgTable(
  "kick_sessions",
  {
    ...common(),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at"),
    /** The times she tapped, ISO strings (up to 200). */
    movements: jsonb("movements").$type<string[]>().notNull().default([]),
    week: integer("week"),
  },
  (t) => [index("kick_sessions_user_time_idx").on(t.userId, t.startedAt.desc(), t.id.desc())],
);

export const contractions = pgTable(
  "contractions",
  {
    ...common(),
    startedAt: at("started_at").notNull(),
    endedAt: at("ended_at").notNull(),
  },
  (t) => [index("contractions_user_time_idx").on(t.userId, t.startedAt.desc(), t.id.desc())],
);

export const appointments = pgTable(
  "appointments",
  {
    ...common(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    /** "HH:MM" on her clock, or null for a day without a time. */
    time: text("time"),
    place: text("place").notNull().default(""),
    doctor: text("doctor").notNull().default(""),
    notes: text("notes").notNull().default(""),
  },
  (t) => [
    index("appointments_user_time_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("appointments_user_date_idx").on(t.userId, t.date, t.time),
  ],
);

/** One check-off per supplement per day (names compared without case). */
export const supplementChecks = pgTable(
  "supplement_checks",
  {
    ...common(),
    supplement: text("supplement").notNull(),
    takenOn: date("taken_on", { mode: "string" }).notNull(),
  },
  (t) => [
    index("supplement_checks_user_time_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("supplement_checks_user_day_idx").on(
      t.userId,
      sql`lower(${t.supplement})`,
      t.takenOn,
    ),
  ],
);
