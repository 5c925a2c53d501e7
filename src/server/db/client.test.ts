import { describe, expect, inject, it, vi } from "vitest";
import { randomBytes } from "node:crypto";
import { databaseUrlFor } from "../testing/postgres-url.ts";
import { createPostgresPool, wrapPostgres } from "./client.ts";

const postgres = inject("postgres");

describe.skipIf(!postgres)("the PostgreSQL pool", () => {
  it("survives the server cutting an idle connection, and reconnects when next asked", async () => {
    const onIdleError = vi.fn();
    const pool = createPostgresPool(postgres?.url ?? "", onIdleError);
    const admin = createPostgresPool(postgres?.url ?? "");
    try {
      const { rows } = await pool.query<{ pid: number }>("select pg_backend_pid() as pid");
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await vi.waitFor(() => expect(onIdleError).toHaveBeenCalled());
      expect((await pool.query<{ one: number }>("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
      await admin.end();
    }
  });
});

describe.skipIf(!postgres)("migrations on PostgreSQL", () => {
  it("two instances started together on a fresh database both come up, three times over", async () => {
    const admin = createPostgresPool(postgres?.url ?? "");
    try {
      for (let round = 0; round < 3; round++) {
        const name = `saathi_race_${randomBytes(5).toString("hex")}`;
        await admin.query(`create database "${name}"`);
        const url = databaseUrlFor(postgres?.url ?? "", name);
        const instances = [
          wrapPostgres(createPostgresPool(url)),
          wrapPostgres(createPostgresPool(url)),
        ];
        try {
          await Promise.all(instances.map((db) => db.migrate()));
          for (const db of instances) expect(await db.migrationsApplied()).toBe(true);
        } finally {
          await Promise.all(instances.map((db) => db.close()));
          await admin.query(`drop database if exists "${name}" with (force)`);
        }
      }
    } finally {
      await admin.end();
    }
  });
});
