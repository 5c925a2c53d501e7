import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "./client.ts";
import { createDataFolderApart, PGLITE_START_PARAMS } from "./pglite-start.ts";

const root = mkdtempSync(path.join(os.tmpdir(), "saathi-pglite-start-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("creates a new data folder with every migration applied, outside the server's process", async () => {
  const folder = path.join(root, "pglite");
  await createDataFolderApart(folder, MIGRATIONS_DIR);
  const db = await PGlite.create(folder, { startParams: PGLITE_START_PARAMS });
  try {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"),
    ) as { entries: unknown[] };
    const applied = await db.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    expect(applied.rows[0]?.count).toBe(journal.entries.length);
    const tables = await db.query(
      "select 1 from information_schema.tables where table_name = 'users'",
    );
    expect(tables.rows).toHaveLength(1);
  } finally {
    await db.close();
  }
}, 60_000);
