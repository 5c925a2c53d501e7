import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { babyNameShortlists } from "../../db/schema/index.ts";

/** Her shortlist: one row per account, replaced whole on every change. */
export function createShortlistRepository(db: Database) {
  return {
    async save(userId: string, ids: string[]) {
      const now = new Date();
      await db
        .insert(babyNameShortlists)
        .values({ userId, ids, updatedAt: now })
        .onConflictDoUpdate({ target: babyNameShortlists.userId, set: { ids, updatedAt: now } });
    },
    async get(userId: string): Promise<string[]> {
      const [row] = await db
        .select({ ids: babyNameShortlists.ids })
        .from(babyNameShortlists)
        .where(eq(babyNameShortlists.userId, userId));
      return row?.ids ?? [];
    },
  };
}
