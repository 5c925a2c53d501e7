import { z } from "zod";
import { addDays, localIsoDate } from "../domain/dates.ts";
import { TEST_NOTE_MAX_LENGTH } from "./limits.ts";

/** A test id from content/guidance/tests.json. */
export const TestIdSchema = z.string("errors.testId").regex(/^[a-z0-9-]{1,80}$/, "errors.testId");

/** When it was done: a real day, not in the future (a day's grace for time zones), within two years. */
const doneOn = z.iso.date("errors.testDate").refine((day) => {
  const today = localIsoDate();
  return day <= addDays(today, 1) && day >= addDays(today, -730);
}, "errors.testDate");

export const TestRecordInputSchema = z.strictObject({
  doneOn,
  note: z.string("errors.testNote").trim().max(TEST_NOTE_MAX_LENGTH, "errors.testNote").default(""),
});
export type TestRecordInput = z.input<typeof TestRecordInputSchema>;

export const TestRecordSchema = z.object({
  testId: TestIdSchema,
  doneOn: z.string(),
  note: z.string(),
  updatedAt: z.string(),
});
export type TestRecord = z.infer<typeof TestRecordSchema>;

/** What a device kept while signed out, offered to the account after sign-in. */
export const TestRecordsMergeSchema = z.strictObject({
  records: z
    .array(
      TestRecordInputSchema.extend({
        testId: TestIdSchema,
        updatedAt: z.iso.datetime("errors.testDate"),
      }),
      "errors.records",
    )
    .max(100, "errors.records"),
});
