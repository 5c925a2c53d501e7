import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createPostgresPool, wrapPostgres, type DatabaseHandle } from "../db/client.ts";
import { get, post, signUpAndIn } from "../testing/auth-helpers.ts";
import { databaseUrlFor } from "../testing/postgres-url.ts";

/**
 * Two instances on one PostgreSQL database (issue 11 probes): a session made on one works
 * on the other, a sign-out on one is seen by the other within a second while both cache
 * sessions, and per-account limits are shared.
 */
const postgres = inject("postgres");

describe.skipIf(!postgres)("two instances on one PostgreSQL database", () => {
  const name = `saathi_two_${randomBytes(5).toString("hex")}`;
  const handles: DatabaseHandle[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const admin = createPostgresPool(postgres?.url ?? "");
    await admin.query(`create database "${name}" template "${postgres?.template ?? ""}"`);
    await admin.end();
    const url = databaseUrlFor(postgres?.url ?? "", name);
    for (let i = 0; i < 2; i++) {
      const database = wrapPostgres(createPostgresPool(url));
      handles.push(database);
      const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: url });
      const app = await buildApp({ config, database, webRoot: null });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    const admin = createPostgresPool(postgres?.url ?? "");
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("a session made on one works on the other; a sign-out on one is seen within a second", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { cookie } = await signUpAndIn(a);
    expect((await get(b, "/api/auth/me", cookie)).statusCode).toBe(200);
    expect((await get(b, "/api/auth/me", cookie)).statusCode).toBe(200); // now cached on b
    expect((await post(a, "/api/auth/signout", {}, cookie)).statusCode).toBe(200);
    const signedOutAt = Date.now();
    let status = 200;
    while (Date.now() - signedOutAt < 1000 && status === 200) {
      status = (await get(b, "/api/auth/me", cookie)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });

  it("counts one account's sign-in failures on both", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { account } = await signUpAndIn(a);
    for (let i = 0; i < 10; i++) {
      const res = await post(i % 2 ? a : b, "/api/auth/signin", {
        email: account.email,
        password: `wrong ${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await post(a, "/api/auth/signin", account)).statusCode).toBe(429);
    expect((await post(b, "/api/auth/signin", account)).statusCode).toBe(429);
  });
});
