import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

describe.each(testEngines)("health and readiness on %s", (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("GET /api/health says the process is alive", async () => {
    t = await createTestApp(engine);
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/ready is ready when the database answers and migrations are applied", async () => {
    t = await createTestApp(engine);
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      database: engine,
      checks: { database: true, migrations: true },
    });
  });

  it("GET /api/ready is 503 when migrations are missing", async () => {
    t = await createTestApp(engine);
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "not_ready", checks: { migrations: false } });
  });

  it("GET /api/ready is 503 when the database is gone", async () => {
    t = await createTestApp(engine);
    const { database } = t;
    await database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ checks: { database: false, migrations: false } });
    await t.app.close();
    t = undefined;
  });
});
