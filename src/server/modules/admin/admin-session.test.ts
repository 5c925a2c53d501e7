import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { adminSessions } from "../../db/schema/index.ts";
import { createRateLimiter, databaseCounters } from "../../plugins/rate-limiter.ts";
import { post } from "../../testing/auth-helpers.ts";
import { createTestApp } from "../../testing/test-app.ts";
import { createTestDatabase, testEngines } from "../../testing/test-db.ts";
import { hashToken } from "../auth/tokens.ts";
import { createAdminAccounts } from "./admin-accounts.ts";
import { createAdminAuthService } from "./admin-auth.service.ts";
import { totpCode } from "./totp.ts";

/** Issue 16 part 2: expiry on a clock the test moves, the second factor, the production cookie. */
const PASSWORD = "a long admin secret";
const MINUTE = 60_000;
let seq = 0;

describe.each(testEngines)("admin sessions on %s", (engine) => {
  let database: DatabaseHandle;
  let clock = new Date("2026-03-01T08:00:00Z");
  let email = "";
  let service: ReturnType<typeof createAdminAuthService>;
  const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * MINUTE));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const limiter = createRateLimiter(databaseCounters(database.db));
    service = createAdminAuthService({ db: database.db, limiter, now: () => clock });
    email = `ops.${++seq}@example.com`;
    await createAdminAccounts(database.db).create({
      email,
      password: PASSWORD,
      protectionCode: "123456",
    });
  });
  afterAll(async () => database.close());

  const startSession = async () =>
    (await service.login({ username: email, password: PASSWORD }, "203.0.113.9")).session.token;

  it("ends a session idle for 30 minutes, and keeps one in use", async () => {
    const token = await startSession();
    later(29);
    expect((await service.resolve(token))?.email).toBe(email);
    later(29); // 29 minutes since it was last used
    expect((await service.resolve(token))?.email).toBe(email);
    later(30);
    expect(await service.resolve(token)).toBeNull();
    later(-30); // gone for good, not merely refused at that moment
    expect(await service.resolve(token)).toBeNull();
  });

  it("sweeps away ended sessions never presented again at the next login", async () => {
    const forgotten = await startSession();
    const kept = await startSession();
    later(20);
    await service.resolve(kept);
    later(15); // forgotten: idle 35 minutes; kept: 15
    await startSession();
    const rows = await database.db.select().from(adminSessions);
    const hashes = rows.map((row) => row.tokenHash);
    expect(hashes).not.toContain(hashToken(forgotten));
    expect(hashes).toContain(hashToken(kept));
  });

  it("ends a session 8 hours after login however busy", async () => {
    const token = await startSession();
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      later(20);
      expect(await service.resolve(token), `after ${minutes + 20} minutes`).not.toBeNull();
    }
    later(20);
    expect(await service.resolve(token)).toBeNull();
  });

  it("ends her sessions when she is disabled", async () => {
    const token = await startSession();
    await createAdminAccounts(database.db).disable(email);
    expect(await service.resolve(token)).toBeNull();
    await expect(startSession()).rejects.toThrow("Invalid email or password");
  });
});

describe.each(testEngines)("admin second factor and production cookie on %s", (engine) => {
  it("asks for the authenticator's code once TOTP is set, and takes each code once", async () => {
    const t = await createTestApp(engine);
    try {
      const email = `totp.${++seq}@example.com`;
      const accounts = createAdminAccounts(t.database.db);
      await accounts.create({ email, password: PASSWORD, protectionCode: "123456" });
      const uri = new URL(await accounts.enableTotp(email));
      expect(uri.protocol).toBe("otpauth:");
      const secret = uri.searchParams.get("secret") ?? "";
      const login = (extra: object) =>
        post(t.app, "/api/admin/login", { username: email, password: PASSWORD, ...extra });
      const missing = await login({});
      expect(missing.statusCode).toBe(401);
      expect(missing.json<{ message: string }>().message).toBe(
        "Enter the 6-digit code from your authenticator app",
      );
      const code = totpCode(secret, new Date());
      const wrong = code === "000000" ? "111111" : "000000";
      expect((await login({ totp: wrong })).statusCode).toBe(401);
      expect((await login({ totp: code })).statusCode).toBe(200);
      expect((await login({ totp: code })).statusCode).toBe(401);
      // The code never replaces the password.
      const noPassword = await post(t.app, "/api/admin/login", {
        username: email,
        password: "guess guess",
        totp: code,
      });
      expect(noPassword.json<{ message: string }>().message).toBe("Invalid email or password");
    } finally {
      await t.close();
    }
  });

  it("uses a __Host- cookie, Secure, in production over HTTPS", async () => {
    const t = await createTestApp(engine, {
      env: { NODE_ENV: "production", MAIL_MODE: "log", APP_ORIGIN: "https://saathi.example" },
    });
    try {
      const email = `prod.${++seq}@example.com`;
      await createAdminAccounts(t.database.db).create({
        email,
        password: PASSWORD,
        protectionCode: "123456",
      });
      const res = await post(t.app, "/api/admin/login", { username: email, password: PASSWORD });
      const set = String(res.headers["set-cookie"]);
      expect(set).toMatch(/^__Host-saathi_admin=[\w-]{40,};/);
      expect(set).toMatch(/; Secure/);
      expect(set).not.toMatch(/Domain=/);
      const cookie = set.split(";")[0] ?? "";
      const status = await t.app.inject({
        method: "GET",
        url: "/api/admin/session",
        headers: { cookie },
      });
      expect(status.json()).toEqual({ isAdmin: true, email });
      // The development name is not read in production.
      const other = cookie.replace("__Host-saathi_admin", "saathi_admin");
      expect(
        (
          await t.app.inject({
            method: "GET",
            url: "/api/admin/session",
            headers: { cookie: other },
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await t.close();
    }
  });
});
