import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { medicationChecks } from "../../db/schema/index.ts";

export interface CheckRecord {
  userId: string | null;
  medicationName: string;
  isSafe: boolean | null;
  notes: string;
  entryId: string | null;
  method: "text" | "image";
}

export function createMedicationRepository(db: Database) {
  return {
    async record(check: CheckRecord): Promise<void> {
      await db.insert(medicationChecks).values(check);
    },
    /** One person's checks, newest first (their data export). */
    listForUser(userId: string) {
      return db
        .select({
          medicationName: medicationChecks.medicationName,
          isSafe: medicationChecks.isSafe,
          method: medicationChecks.method,
          createdAt: medicationChecks.createdAt,
        })
        .from(medicationChecks)
        .where(eq(medicationChecks.userId, userId))
        .orderBy(desc(medicationChecks.createdAt));
    },
  };
}
