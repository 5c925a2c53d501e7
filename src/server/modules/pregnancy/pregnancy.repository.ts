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

    /** Setting the stage again starts the pregnancy afresh (a new due date clears how it ended). */
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
          set: { ...values, endedAt: null, outcome: null, birthDate: null, updatedAt: now },
        })
        .returning();
      if (!row) throw new Error("pregnancy upsert returned no row");
      return row;
    },

    /** How it ended, or all three cleared together (the table's checks keep them in step). */
    async setEnded(
      userId: string,
      end: Pick<PregnancyRow, "endedAt" | "outcome" | "birthDate">,
    ): Promise<PregnancyRow | undefined> {
      const [row] = await db
        .update(pregnancies)
        .set({ ...end, updatedAt: new Date() })
        .where(eq(pregnancies.userId, userId))
        .returning();
      return row;
    },
  };
}
