import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { adminAudit, admins, adminSessions } from "../../db/schema/index.ts";

export type AdminRow = typeof admins.$inferSelect;
export type NewAdmin = Pick<
  typeof admins.$inferInsert,
  "email" | "passwordHash" | "protectionCodeHash"
>;
export interface AuditEntry {
  adminId: string | null;
  action: string;
  target?: string | null;
  address?: string | null;
}

/** Admin accounts, sessions and the audit log: shared by the server and the CLI. */
export function createAdminRepository(db: Database) {
  const touch = { updatedAt: sql`now()` };
  return {
    async findByEmail(email: string): Promise<AdminRow | undefined> {
      const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
      return row;
    },
    async insert(values: NewAdmin): Promise<AdminRow> {
      const [row] = await db.insert(admins).values(values).returning();
      if (!row) throw new Error("admin not inserted");
      return row;
    },
    list: () => db.select().from(admins).orderBy(asc(admins.createdAt)),
    async update(id: string, values: Partial<typeof admins.$inferInsert>): Promise<void> {
      await db
        .update(admins)
        .set({ ...values, ...touch })
        .where(eq(admins.id, id));
    },
    /** Takes a TOTP step only if it is later than the last one used (one use per code). */
    async useTotpStep(id: string, step: number): Promise<boolean> {
      const used = await db
        .update(admins)
        .set({ totpLastStep: step })
        .where(
          sql`${admins.id} = ${id} and (${admins.totpLastStep} is null or ${admins.totpLastStep} < ${step})`,
        )
        .returning({ id: admins.id });
      return used.length > 0;
    },

    async createSession(tokenHash: string, adminId: string, now: Date): Promise<void> {
      await db
        .insert(adminSessions)
        .values({ tokenHash, adminId, createdAt: now, lastSeenAt: now });
    },
    async findSession(tokenHash: string) {
      const [row] = await db
        .select({ session: adminSessions, admin: admins })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(eq(adminSessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    async touchSession(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(adminSessions)
        .set({ lastSeenAt: now })
        .where(eq(adminSessions.tokenHash, tokenHash));
    },
    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash));
    },
    /** Sessions past either expiry; a session never presented again is otherwise kept. */
    async deleteExpiredSessions(idleSince: Date, startedBefore: Date): Promise<void> {
      await db
        .delete(adminSessions)
        .where(
          sql`${adminSessions.lastSeenAt} <= ${idleSince.toISOString()}::timestamptz or ${adminSessions.createdAt} <= ${startedBefore.toISOString()}::timestamptz`,
        );
    },
    async deleteSessionsOf(adminId: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
    },

    async audit(entry: AuditEntry): Promise<void> {
      await db.insert(adminAudit).values({
        adminId: entry.adminId,
        action: entry.action,
        // Targets are list names, ids or an email tried: short by construction, capped anyway.
        target: entry.target?.slice(0, 254) ?? null,
        address: entry.address ?? null,
      });
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
