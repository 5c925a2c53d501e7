import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { waitlistEntries } from "../../db/schema/index.ts";

export interface WaitlistRow {
  email: string;
  interests: string[];
  language: string;
}

export function createWaitlistRepository(db: Database) {
  return {
    /** One row per email: a second sign-up merges interests instead of failing. */
    async upsert(entry: WaitlistRow): Promise<WaitlistRow> {
      const [row] = await db
        .insert(waitlistEntries)
        .values(entry)
        .onConflictDoUpdate({
          target: waitlistEntries.email,
          set: {
            interests: sql`array(select distinct unnest(${waitlistEntries.interests} || excluded.interests) order by 1)`,
            language: sql`excluded.language`,
            updatedAt: sql`now()`,
          },
        })
        .returning({
          email: waitlistEntries.email,
          interests: waitlistEntries.interests,
          language: waitlistEntries.language,
        });
      if (!row) throw new Error("waitlist upsert returned no row");
      return row;
    },

    async findByEmail(email: string): Promise<WaitlistRow | undefined> {
      const rows = await db
        .select({
          email: waitlistEntries.email,
          interests: waitlistEntries.interests,
          language: waitlistEntries.language,
        })
        .from(waitlistEntries)
        .where(sql`${waitlistEntries.email} = ${email}`);
      return rows[0];
    },

    async deleteByEmail(email: string): Promise<void> {
      await db.delete(waitlistEntries).where(sql`${waitlistEntries.email} = ${email}`);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
      return row?.n ?? 0;
    },
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
