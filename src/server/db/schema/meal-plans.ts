import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Her last meal plan (issue 13 part 3): what she asked for and the dishes chosen, by id, so
 * it reads in either language and is not lost between visits.
 */
export const mealPlans = pgTable("meal_plans", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  request: jsonb("request").notNull(),
  days: jsonb("days").notNull(),
  source: text("source").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
