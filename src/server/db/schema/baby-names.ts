import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Her shortlist of baby names when signed in (issue 15 part 4): library name ids in the
 * order she kept them, so the list follows her to another phone; gone with her account.
 */
export const babyNameShortlists = pgTable("baby_name_shortlists", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  ids: jsonb("ids").$type<string[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
