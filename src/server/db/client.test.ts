import { describe, expect, inject, it, vi } from "vitest";
import { createPostgresPool } from "./client.ts";

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
