import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { createDataFolderApart, PGLITE_START_PARAMS } from "./pglite-start.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = "pglite" | "postgres";

/** One handle whatever the engine: the app only sees `db`, health checks use the rest. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly engine: Engine;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  migrationsApplied(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Messages to every instance on the same database (PostgreSQL LISTEN/NOTIFY). The
   * embedded database has one process, which knows its own changes: nothing to send.
   * `onState(false)` when the listening connection is lost (messages may be missed until
   * `onState(true)`); it reconnects by itself.
   */
  notify(channel: string, payload: string): Promise<void>;
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

type Messaging = Pick<DatabaseHandle, "notify" | "listen">;
const ALONE: Messaging = {
  notify: async () => undefined,
  listen: async (_channel, _onMessage, onState) => {
    onState(true);
    return async () => undefined;
  },
};

export const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

function expectedMigrationCount(): number {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

function handle(
  db: Database,
  engine: Engine,
  runMigrations: () => Promise<void>,
  close: () => Promise<void>,
  messaging: Messaging = ALONE,
): DatabaseHandle {
  const expected = expectedMigrationCount();
  return {
    ...messaging,
    db,
    engine,
    migrate: runMigrations,
    close,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async migrationsApplied() {
      try {
        // Both drivers answer { rows }; the shared base type does not know which one runs.
        const result = (await db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )) as { rows: { count: number }[] };
        return (result.rows[0]?.count ?? 0) >= expected;
      } catch {
        return false;
      }
    },
  };
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema, casing: "snake_case" });
  return handle(
    db,
    "pglite",
    () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    () => client.close(),
  );
}

export function wrapPostgres(pool: pg.Pool): DatabaseHandle {
  const db = drizzlePg({ client: pool, schema, casing: "snake_case" });
  let stopped = false;
  const listeners = new Set<() => Promise<void>>();
  return handle(
    db,
    "postgres",
    () => migrateAlone(pool),
    async () => {
      stopped = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    {
      async notify(channel, payload) {
        await pool.query("select pg_notify($1, $2)", [channel, payload]);
      },
      async listen(channel, onMessage, onState) {
        let client: pg.PoolClient | null = null;
        let retry: NodeJS.Timeout | undefined;
        const again = () => {
          onState(false);
          if (!stopped) retry = setTimeout(() => void connect(), 1000);
        };
        const connect = async (): Promise<void> => {
          try {
            const next = await pool.connect();
            next.on("notification", (m) => {
              if (m.channel === channel) onMessage(m.payload ?? "");
            });
            next.on("error", () => {
              if (client !== next) return;
              client = null;
              next.release(true);
              again();
            });
            await next.query(`listen ${pg.escapeIdentifier(channel)}`);
            client = next;
            onState(true);
          } catch {
            again();
          }
        };
        await connect();
        const stop = async () => {
          clearTimeout(retry);
          listeners.delete(stop);
          const last = client;
          client = null;
          if (last) {
            await last.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
            last.release();
          }
        };
        listeners.add(stop);
        return stop;
      },
    },
  );
}

/** Any number, the same in every instance: the lock migrations are run under. */
const MIGRATION_LOCK = 7_268_447_012;

/**
 * Instances started together each migrate, one at a time: the first under the lock applies
 * the migrations, the others then find them applied. Without it two of them raced to create
 * drizzle's own table and one died (issue 11).
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      const db = drizzlePg({ client, schema, casing: "snake_case" });
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * An idle connection can be cut by the server (a restart, a failover, a dropped test
 * database): the pool then discards it and opens another when needed. Without a listener
 * Node would treat the error event as a crash.
 */
export function createPostgresPool(
  connectionString: string,
  onIdleError: (error: Error) => void = () => {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  pool.on("error", onIdleError);
  return pool;
}

/** PGlite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set (DESIGN.md §3). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createPostgresPool(options.databaseUrl, options.onIdleError);
    await pool.query("select 1");
    return wrapPostgres(pool);
  }
  const folder = path.join(options.dataDir, "pglite");
  await createDataFolderApart(folder, MIGRATIONS_DIR);
  const client = await PGlite.create(folder, { startParams: PGLITE_START_PARAMS });
  return wrapPglite(client);
}
