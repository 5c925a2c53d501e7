import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import {
  createPostgresPool,
  wrapPglite,
  wrapPostgres,
  type DatabaseHandle,
  type Engine,
} from "../db/client.ts";
import { databaseUrlFor } from "./postgres-url.ts";

/** PGlite always; PostgreSQL too when the run has TEST_DATABASE_URL (DESIGN.md §3). */
export const testEngines: Engine[] = inject("postgres") ? ["pglite", "postgres"] : ["pglite"];

let template: Blob | undefined;

/** A fresh, migrated database of its own: a clone of the run's template. */
export async function createTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  if (engine === "pglite") {
    template ??= new Blob([readFileSync(inject("pgliteTemplatePath"))]);
    const client = await PGlite.create({ loadDataDir: template });
    return wrapPglite(client);
  }
  const postgres = inject("postgres");
  if (!postgres) throw new Error("PostgreSQL tests need TEST_DATABASE_URL");
  const name = `saathi_t_${randomBytes(6).toString("hex")}`;
  const admin = createPostgresPool(postgres.url);
  await admin.query(`create database "${name}" template "${postgres.template}"`);
  await admin.end();
  const handle = wrapPostgres(createPostgresPool(databaseUrlFor(postgres.url, name)));
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = createPostgresPool(postgres.url);
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
