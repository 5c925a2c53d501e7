import { and, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.ts";
import {
  authTokens,
  generatedImages,
  medicationChecks,
  rateLimitCounters,
  sessions,
} from "../../db/schema/index.ts";

const DAY = 24 * 60 * 60 * 1000;
/** Signed-out medicine checks are kept this long for the admin area's counts, then go. */
export const ANONYMOUS_CHECKS_KEPT_MS = 30 * DAY;
/** Used or expired email links are kept a day (a second click still gets "already used"). */
const SPENT_LINKS_KEPT_MS = DAY;

/** Tables that hold a person's words: rewritten after an account is deleted. */
const PERSONAL_TABLES = [
  "users",
  "sessions",
  "auth_tokens",
  "chat_messages",
  "medication_checks",
  "pregnancies",
  "test_records",
  "meal_plans",
  "journal_entries",
  "mood_entries",
  "symptom_entries",
  "weight_entries",
  "weight_profiles",
  "blood_pressure_readings",
  "kick_sessions",
  "contractions",
  "appointments",
  "supplement_checks",
  "email_tracking",
  "waitlist_entries",
  "rate_limit_counters",
];

/**
 * What is not needed any more, gone (issue 11): expired sessions, spent or expired email
 * links, expired limit counters (they hold typed emails), old signed-out medicine checks,
 * and generated pictures the app would no longer ask for.
 */
export function createHousekeeping(database: DatabaseHandle) {
  const { db } = database;
  return {
    async purge(now = new Date(), keepImages?: string[]): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      const spent = new Date(now.getTime() - SPENT_LINKS_KEPT_MS);
      await db
        .delete(authTokens)
        .where(
          or(
            lt(authTokens.expiresAt, spent),
            and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, spent)),
          ),
        );
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, now));
      const anonymous = new Date(now.getTime() - ANONYMOUS_CHECKS_KEPT_MS);
      await db
        .delete(medicationChecks)
        .where(and(isNull(medicationChecks.userId), lt(medicationChecks.createdAt, anonymous)));
      if (keepImages)
        await db
          .delete(generatedImages)
          .where(keepImages.length ? notInArray(generatedImages.key, keepImages) : sql`true`);
    },

    /**
     * After an account is deleted, nothing of it may stay readable in the database's files:
     * the personal tables are rewritten, and on the embedded database the write-ahead log
     * that still holds the old rows is moved on and removed, not recycled.
     */
    async erase(): Promise<void> {
      if (database.engine === "postgres") {
        for (const table of PERSONAL_TABLES) await db.execute(sql.raw(`vacuum ${table}`));
        return;
      }
      for (const table of PERSONAL_TABLES) await db.execute(sql.raw(`vacuum full ${table}`));
      await db.execute(sql`set wal_recycle = off`);
      for (let i = 0; i < 2; i++) {
        await db.execute(sql`select pg_switch_wal()`);
        await db.execute(sql`checkpoint`);
      }
    },
  };
}
export type Housekeeping = ReturnType<typeof createHousekeeping>;
