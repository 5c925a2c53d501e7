import type { TestRecord, TestRecordInput } from "../../../contracts/test-records.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../plugins/errors.ts";
import { createTestRecordsRepository, type TestRecordRow } from "./test-records.repository.ts";

const toRecord = (row: TestRecordRow): TestRecord => ({
  testId: row.testId,
  doneOn: row.doneOn,
  note: row.note,
  updatedAt: row.updatedAt.toISOString(),
});

/** Her marked tests and visits (/tests): only hers, only tests the schedule knows. */
export function createTestRecordsService(deps: { db: Database; knownTests: Set<string> }) {
  const repository = createTestRecordsRepository(deps.db);
  const known = (testId: string) => {
    if (!deps.knownTests.has(testId)) {
      throw new AppError(404, "NOT_FOUND", "There is no such test in the schedule.");
    }
  };
  return {
    async list(userId: string): Promise<TestRecord[]> {
      return (await repository.list(userId)).map(toRecord);
    },
    async save(
      userId: string,
      testId: string,
      input: Required<TestRecordInput>,
    ): Promise<TestRecord[]> {
      known(testId);
      await repository.save(userId, { testId, ...input, updatedAt: new Date() });
      return this.list(userId);
    },
    async remove(userId: string, testId: string): Promise<TestRecord[]> {
      known(testId);
      await repository.remove(userId, testId);
      return this.list(userId);
    },
    /** The device's records join the account's: for one test, the later change wins. */
    async merge(
      userId: string,
      records: (Required<TestRecordInput> & { testId: string; updatedAt: string })[],
    ) {
      for (const record of records.filter((r) => deps.knownTests.has(r.testId))) {
        await repository.save(userId, { ...record, updatedAt: new Date(record.updatedAt) }, true);
      }
      return this.list(userId);
    },
  };
}
export type TestRecordsService = ReturnType<typeof createTestRecordsService>;
