import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { authTokens, sessions, users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type TokenPurpose = "verify-email" | "reset-password";

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row !== undefined;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async insertUser(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error("user insert returned no row");
      return row;
    },

    async updateUser(id: string, patch: Partial<NewUser>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async deleteUser(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async createSession(tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },

    /** The live session and its user, or nothing when expired or unknown. */
    async findSession(tokenHash: string) {
      const [row] = await db
        .select({ user: users, refreshedAt: sessions.refreshedAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
      return row;
    },

    async refreshSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt, refreshedAt: new Date() })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteSessionsOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    listSessionsOfUser(userId: string) {
      return db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, userId));
    },

    /** A new token replaces any earlier one of the same purpose. */
    async replaceToken(
      userId: string,
      purpose: TokenPurpose,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(authTokens)
          .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose)));
        await tx.insert(authTokens).values({ tokenHash, userId, purpose, expiresAt });
      });
    },

    async findToken(tokenHash: string, purpose: TokenPurpose) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)));
      return row;
    },

    /** Marks a token used; false when someone else used it first (single use under races). */
    async useToken(tokenHash: string): Promise<boolean> {
      const used = await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt)))
        .returning({ tokenHash: authTokens.tokenHash });
      return used.length === 1;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
