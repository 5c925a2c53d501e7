import { eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { admins, adminSessions, emergencySwitches, sessions } from "../../db/schema/index.ts";

export type SwitchRow = typeof emergencySwitches.$inferSelect & { setByEmail: string | null };

/** The switches' rows and the two mass sign-outs. */
export function createEmergencyRepository(db: Database) {
  return {
    list: (): Promise<SwitchRow[]> =>
      db
        .select({
          key: emergencySwitches.key,
          on: emergencySwitches.on,
          setBy: emergencySwitches.setBy,
          setAt: emergencySwitches.setAt,
          bannerEn: emergencySwitches.bannerEn,
          bannerHi: emergencySwitches.bannerHi,
          setByEmail: admins.email,
        })
        .from(emergencySwitches)
        .leftJoin(admins, eq(admins.id, emergencySwitches.setBy)),

    async save(row: {
      key: string;
      on: boolean;
      setBy: string;
      bannerEn?: string | undefined;
      bannerHi?: string | undefined;
    }): Promise<void> {
      const values = { ...row, setAt: new Date() };
      await db
        .insert(emergencySwitches)
        .values(values)
        .onConflictDoUpdate({ target: emergencySwitches.key, set: values });
    },

    async deleteUserSessions(): Promise<number> {
      return (await db.delete(sessions).returning({ id: sessions.tokenHash })).length;
    },
    async deleteAdminSessionsBut(tokenHash: string): Promise<number> {
      const gone = await db
        .delete(adminSessions)
        .where(ne(adminSessions.tokenHash, tokenHash))
        .returning({ id: adminSessions.tokenHash });
      return gone.length;
    },
  };
}
