import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Cursor } from "../../../contracts/tracker-common.ts";
import type { Database } from "../../db/client.ts";

/** The columns every tracker table has (schema/trackers.ts). */
export type TrackerTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

/**
 * Drizzle queries for any tracker table: every one filtered by her user id. Pages are read
 * newest first on the (user, time desc, id desc) index, from a cursor (time, id).
 */
export function createTrackerRepository<T extends TrackerTable>(
  db: Database,
  table: T,
  time: PgColumn,
) {
  type Row = T["$inferSelect"];
  type Insert = T["$inferInsert"];
  // Reads go through the plain table type: drizzle's checks on a generic table do not resolve.
  const source: PgTable = table;
  const mine = (userId: string, ...more: (SQL | undefined)[]) =>
    and(eq(table.userId, userId), ...more);
  // Matches the index's order (desc nulls last), so the page is read straight off it.
  const newestFirst = [sql`${time} desc nulls last`, sql`${table.id} desc nulls last`];

  return {
    async page(userId: string, limit: number, cursor: Cursor | null): Promise<Row[]> {
      const after = cursor
        ? cursor.id
          ? sql`(${time}, ${table.id}) < (${cursor.time}::timestamptz, ${cursor.id}::uuid)`
          : sql`${time} < ${cursor.time}::timestamptz`
        : undefined;
      return await db
        .select()
        .from(source)
        .where(mine(userId, after))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** Rows of hers matching `where` (a kind's own list, or a duplicate's lookup). */
    async find(userId: string, where?: SQL, order: SQL[] = newestFirst, limit?: number) {
      const query = db
        .select()
        .from(source)
        .where(mine(userId, where))
        .orderBy(...order);
      return (await (limit === undefined ? query : query.limit(limit))) as Row[];
    },

    async get(userId: string, id: string): Promise<Row | undefined> {
      const [row] = await this.find(userId, eq(table.id, id), [], 1);
      return row;
    },

    async getMany(userId: string, ids: string[]): Promise<Row[]> {
      return ids.length ? this.find(userId, inArray(table.id, ids), []) : [];
    },

    /** Inserts what is new; an id already taken (or a unique pair) is left as it was. */
    async insertMany(rows: Insert[]): Promise<Row[]> {
      if (!rows.length) return [];
      return await db
        .insert(table)
        .values(rows as never)
        .onConflictDoNothing()
        .returning();
    },

    async update(userId: string, id: string, values: Partial<Insert>): Promise<Row | undefined> {
      const [row] = (await db
        .update(table)
        .set(values as never)
        .where(mine(userId, eq(table.id, id)))
        .returning()) as Row[];
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(table)
        .where(mine(userId, eq(table.id, id)))
        .returning({ id: table.id });
      return gone.length > 0;
    },
  };
}
export type TrackerRepository<T extends TrackerTable> = ReturnType<
  typeof createTrackerRepository<T>
>;
