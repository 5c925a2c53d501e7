import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type {
  AdminAudit,
  AdminEmail,
  AdminListQuery,
  AdminMedicationCheck,
  AdminMood,
  AdminPregnancy,
  AdminSupportMessage,
  AdminUser,
} from "../../../contracts/admin.ts";
import { parseCursor } from "../../../contracts/tracker-common.ts";
import { localIsoDate } from "../../../domain/dates.ts";
import { trimesterOf, weekFromDueDate } from "../../../domain/pregnancy.ts";
import type { Database } from "../../db/client.ts";
import {
  adminAudit,
  admins,
  emailTracking,
  medicationChecks,
  moodEntries,
  pregnancies,
  supportMessages,
  users,
} from "../../db/schema/index.ts";

/**
 * The admin lists (001 §3 entities), newest first, read a page at a time straight off a
 * (created_at desc, id desc) index: a table of a million rows is never read whole.
 */
function page(table: PgTable, time: PgColumn, id: PgColumn, query: AdminListQuery) {
  const cursor = query.before ? parseCursor(query.before) : null;
  let where: SQL | undefined;
  if (cursor?.id) {
    // Some columns keep microseconds and a cursor carries milliseconds: the cursor row's
    // own time (one primary-key lookup) makes the page boundary exact.
    const exact = sql`coalesce((select ${time} from ${table} where ${id} = ${cursor.id}::uuid), ${cursor.time}::timestamptz)`;
    where = sql`(${time}, ${id}) < (${exact}, ${cursor.id}::uuid)`;
  } else if (cursor) where = sql`${time} < ${cursor.time}::timestamptz`;
  return {
    where,
    order: [sql`${time} desc nulls last`, sql`${id} desc nulls last`],
    limit: query.limit,
  };
}

const iso = (date: Date) => date.toISOString();

/**
 * The week she is in today: from her due date; none once the pregnancy has ended; the week
 * she gave at sign-up when she has no pregnancy record.
 */
function weekOf(dueDate: string | null, endedAt: Date | null, signUpWeek: number | null) {
  if (!dueDate) return signUpWeek;
  return endedAt ? null : weekFromDueDate(dueDate, localIsoDate());
}

export function createAdminLists(db: Database) {
  return {
    async users(query: AdminListQuery): Promise<AdminUser[]> {
      const p = page(users, users.createdAt, users.id, query);
      // Only the columns the list shows: a page of 1,000 is read faster, and password hashes
      // never leave the database here.
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          signUpWeek: users.pregnancyWeek,
          createdAt: users.createdAt,
          dueDate: pregnancies.dueDate,
          endedAt: pregnancies.endedAt,
        })
        .from(users)
        .leftJoin(pregnancies, eq(pregnancies.userId, users.id))
        .where(p.where)
        .orderBy(...p.order)
        .limit(p.limit);
      return rows.map(({ signUpWeek, dueDate, endedAt, createdAt, ...user }) => {
        const week = weekOf(dueDate, endedAt, signUpWeek);
        return {
          ...user,
          mobileNumber: null,
          age: null,
          pregnancyWeek: week,
          // 001 §4 maps month m to week 4m, so week w is in month ⌈w / 4⌉ (at most 10).
          pregnancyMonth: week === null ? null : Math.min(Math.ceil(week / 4), 10),
          pregnancyTrimester: week === null ? null : trimesterOf(week),
          createdAt: iso(createdAt),
        };
      });
    },

    async pregnancies(query: AdminListQuery): Promise<AdminPregnancy[]> {
      const p = page(pregnancies, pregnancies.createdAt, pregnancies.userId, query);
      const rows = await db
        .select()
        .from(pregnancies)
        .where(p.where)
        .orderBy(...p.order)
        .limit(p.limit);
      const today = localIsoDate();
      return rows.map((row) => ({
        // One pregnancy per user: its identity is the user's.
        id: row.userId,
        userId: row.userId,
        currentWeek: weekFromDueDate(row.dueDate, today),
        dueDate: row.dueDate,
        createdAt: iso(row.createdAt),
        updatedAt: iso(row.updatedAt),
      }));
    },

    async moods(query: AdminListQuery): Promise<AdminMood[]> {
      const p = page(moodEntries, moodEntries.createdAt, moodEntries.id, query);
      const rows = await db
        .select()
        .from(moodEntries)
        .where(p.where)
        .orderBy(...p.order)
        .limit(p.limit);
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        week: row.week,
        mood: row.mood,
        note: row.note,
        createdAt: iso(row.createdAt),
      }));
    },

    async medicationChecks(query: AdminListQuery): Promise<AdminMedicationCheck[]> {
      const p = page(medicationChecks, medicationChecks.createdAt, medicationChecks.id, query);
      const rows = await db
        .select()
        .from(medicationChecks)
        .where(p.where)
        .orderBy(...p.order)
        .limit(p.limit);
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        medicationName: row.medicationName,
        isSafe: row.isSafe,
        notes: row.notes,
        createdAt: iso(row.createdAt),
      }));
    },

    async supportMessages(query: AdminListQuery): Promise<AdminSupportMessage[]> {
      const p = page(supportMessages, supportMessages.createdAt, supportMessages.id, query);
      const rows = await db
        .select()
        .from(supportMessages)
        .where(p.where)
        .orderBy(...p.order)
        .limit(p.limit);
      return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },

    async emails(query: AdminListQuery): Promise<AdminEmail[]> {
      const p = page(emailTracking, emailTracking.createdAt, emailTracking.id, query);
      const rows = await db
        .select({ email: emailTracking, username: users.username })
        .from(emailTracking)
        .leftJoin(users, eq(users.id, emailTracking.userId))
        .where(p.where)
        .orderBy(...p.order)
        .limit(p.limit);
      return rows.map(({ email, username }) => ({
        id: email.id,
        emailTo: email.emailTo,
        emailFrom: email.emailFrom,
        subject: email.subject,
        emailType: email.emailType,
        status: email.status,
        statusDetails: email.statusDetails,
        sentAt: email.sentAt ? iso(email.sentAt) : null,
        createdAt: iso(email.createdAt),
        userDetails: username === null ? null : { username },
      }));
    },

    async audit(query: AdminListQuery): Promise<AdminAudit[]> {
      const p = page(adminAudit, adminAudit.createdAt, adminAudit.id, query);
      const rows = await db
        .select({ entry: adminAudit, adminEmail: admins.email })
        .from(adminAudit)
        .leftJoin(admins, eq(admins.id, adminAudit.adminId))
        .where(p.where)
        .orderBy(...p.order)
        .limit(p.limit);
      return rows.map(({ entry, adminEmail }) => ({
        id: entry.id,
        adminEmail,
        action: entry.action,
        target: entry.target,
        address: entry.address,
        createdAt: iso(entry.createdAt),
      }));
    },
  };
}
export type AdminLists = ReturnType<typeof createAdminLists>;
