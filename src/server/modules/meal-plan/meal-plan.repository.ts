import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { mealPlans } from "../../db/schema/index.ts";

/** Her last plan: one per account, replaced by the next she makes. */
export function createMealPlanRepository(db: Database) {
  return {
    async save(userId: string, values: { request: object; days: object; source: string }) {
      const now = new Date();
      await db
        .insert(mealPlans)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: mealPlans.userId, set: { ...values, updatedAt: now } });
    },
    async get(userId: string) {
      const [row] = await db.select().from(mealPlans).where(eq(mealPlans.userId, userId));
      return row;
    },
  };
}
