import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { weightProfiles } from "../../db/schema/index.ts";

export type WeightProfileRow = typeof weightProfiles.$inferSelect;

/** Her height and pre-pregnancy weight: one row per user. */
export function createWeightProfileRepository(db: Database) {
  return {
    async get(userId: string): Promise<WeightProfileRow | undefined> {
      const [row] = await db.select().from(weightProfiles).where(eq(weightProfiles.userId, userId));
      return row;
    },
    async save(
      userId: string,
      values: Pick<WeightProfileRow, "heightCm" | "prePregnancyKg">,
    ): Promise<WeightProfileRow> {
      const updatedAt = new Date();
      const [row] = await db
        .insert(weightProfiles)
        .values({ userId, ...values, updatedAt })
        .onConflictDoUpdate({ target: weightProfiles.userId, set: { ...values, updatedAt } })
        .returning();
      if (!row) throw new Error("weight profile upsert returned no row");
      return row;
    },
  };
}
