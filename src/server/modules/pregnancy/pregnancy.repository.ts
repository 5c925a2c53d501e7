import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { pregnancies } from "../../db/schema/index.ts";

export type PregnancyRow = typeof pregnancies.$inferSelect;

export function createPregnancyRepository(db: Database) {
  return {
    async get(userId: string): Promise<PregnancyRow | undefined> {
      const [row] = await db.select().from(pregnancies).where(eq(pregnancies.userId, userId));
      return row;
    },

    /** Setting the stage again starts the pregnancy afresh (a new due date clears "ended"). */
    async save(
      userId: string,
      values: Pick<PregnancyRow, "dueDate" | "method" | "stageType" | "stageValue">,
    ): Promise<PregnancyRow> {
      const now = new Date();
      const [row] = await db
        .insert(pregnancies)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: pregnancies.userId,
          set: { ...values, endedAt: null, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error("pregnancy upsert returned no row");
      return row;
    },

    async setEnded(userId: string, endedAt: Date | null): Promise<PregnancyRow | undefined> {
      const [row] = await db
        .update(pregnancies)
        .set({ endedAt, updatedAt: new Date() })
        .where(eq(pregnancies.userId, userId))
        .returning();
      return row;
    },
  };
}
