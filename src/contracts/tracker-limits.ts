/**
 * The trackers' and journal's limits as plain numbers (issue 14), for the forms' counters
 * and messages without bringing zod into a page's JavaScript (issue 12).
 */
export const JOURNAL_TITLE_MAX = 200;
export const JOURNAL_CONTENT_MAX = 20_000;
export const MOOD_NOTE_MAX = 500;
export const SYMPTOM_NAME_MAX = 100;
export const SYMPTOM_NOTE_MAX = 1000;
export const WEIGHT_KG = { min: 25, max: 300 } as const;
export const HEIGHT_CM = { min: 120, max: 220 } as const;
export const KICK_MOVEMENTS_MAX = 200;
/** A kick session longer than this is a forgotten stop, not a session. */
export const KICK_SESSION_MAX_HOURS = 12;
export const CONTRACTION_MAX_MINUTES = 10;
export const APPOINTMENT_TITLE_MAX = 200;
export const APPOINTMENT_PLACE_MAX = 200;
export const APPOINTMENT_DOCTOR_MAX = 200;
export const APPOINTMENT_NOTES_MAX = 1000;
export const SUPPLEMENT_NAME_MAX = 100;

/** History pages: `limit` 1–100, 50 unless asked. */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;
/** Entries uploaded from the device in one sync call, per tracker. */
export const SYNC_MAX_PER_TRACKER = 500;
/** How far back a time or day may lie (two years), and how far a clock may run ahead. */
export const PAST_DAYS_MAX = 730;
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Appointments may be booked up to two years ahead. */
export const FUTURE_DAYS_MAX = 730;
