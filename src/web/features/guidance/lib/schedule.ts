import type { TestsGuidance } from "../../../../contracts/guidance-api.ts";
import type { Region } from "../../../../contracts/guidance-constants.ts";
import { addDays, type IsoDate } from "../../../../domain/dates.ts";

type Test = TestsGuidance["base"][number];
export interface TestRecordView {
  doneOn: IsoDate;
  note: string;
}
export type TestStatus = "done" | "now" | "later" | "passed";
export interface ScheduledTest {
  test: Test;
  /** The first day of its first week and the last day of its last week. */
  starts: IsoDate;
  ends: IsoDate;
  status: TestStatus;
  /** The first test still to come or due now: what she should plan next. */
  next: boolean;
  record?: TestRecordView;
}

/** The day week `week` of pregnancy begins, for a due date (40 weeks = 280 days from the LMP). */
export function weekStarts(dueDate: IsoDate, week: number): IsoDate {
  return addDays(dueDate, week * 7 - 280);
}

/**
 * Her timeline: the spec's tests and her region's schedule, dated from her due date, each
 * done (she said so), due now, still to come, or with its usual weeks passed.
 */
export function datedSchedule(
  tests: TestsGuidance,
  region: Region,
  dueDate: IsoDate,
  today: IsoDate,
  records: Map<string, TestRecordView>,
): ScheduledTest[] {
  const items = [...tests.base, ...tests[region]]
    .map((test): ScheduledTest => {
      const starts = weekStarts(dueDate, test.weeks.from);
      const ends = addDays(weekStarts(dueDate, test.weeks.to), 6);
      const record = records.get(test.id);
      const status: TestStatus = record
        ? "done"
        : today > ends
          ? "passed"
          : today >= starts
            ? "now"
            : "later";
      return { test, starts, ends, status, next: false, ...(record ? { record } : {}) };
    })
    .sort((a, b) => a.starts.localeCompare(b.starts) || a.ends.localeCompare(b.ends));
  const next = items.find((item) => item.status === "now" || item.status === "later");
  if (next) next.next = true;
  return items;
}
