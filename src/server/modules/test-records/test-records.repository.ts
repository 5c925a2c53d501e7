import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { testRecords } from "../../db/schema/index.ts";

export type TestRecordRow = typeof testRecords.$inferSelect;

export function createTestRecordsRepository(db: Database) {
  return {
    list(userId: string): Promise<TestRecordRow[]> {
      return db
        .select()
        .from(testRecords)
        .where(eq(testRecords.userId, userId))
        .orderBy(testRecords.doneOn);
    },

    /** Saves her record; with `onlyIfNewer`, a record changed later on the account is kept. */
    async save(
      userId: string,
      values: Pick<TestRecordRow, "testId" | "doneOn" | "note" | "updatedAt">,
      onlyIfNewer = false,
    ): Promise<void> {
      await db
        .insert(testRecords)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: [testRecords.userId, testRecords.testId],
          set: { doneOn: values.doneOn, note: values.note, updatedAt: values.updatedAt },
          ...(onlyIfNewer ? { setWhere: sql`${testRecords.updatedAt} < ${values.updatedAt}` } : {}),
        });
    },

    async remove(userId: string, testId: string): Promise<boolean> {
      const gone = await db
        .delete(testRecords)
        .where(and(eq(testRecords.userId, userId), eq(testRecords.testId, testId)))
        .returning({ testId: testRecords.testId });
      return gone.length > 0;
    },
  };
}
