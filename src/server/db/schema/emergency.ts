import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { admins } from "./admin.ts";

/**
 * Emergency mode's switches (issue 16 part 8): one row per switch, read by every instance
 * (a short cache), so nothing that matters lives in one process's memory (DESIGN.md §3).
 */
export const emergencySwitches = pgTable("emergency_switches", {
  /** One of EMERGENCY_SWITCHES (contracts/emergency.ts). */
  key: text("key").primaryKey(),
  on: boolean("on").notNull().default(false),
  setBy: uuid("set_by").references(() => admins.id, { onDelete: "set null" }),
  setAt: timestamp("set_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  /** The site-wide banner's texts (the banner row only). */
  bannerEn: text("banner_en"),
  bannerHi: text("banner_hi"),
});
