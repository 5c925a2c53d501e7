import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { rateLimitCounters } from "../../db/schema/index.ts";
import { addressOf } from "../../plugins/rate-limiter.ts";
import { newAccount, post, sessionCookie, signUpAndIn } from "../../testing/auth-helpers.ts";
import { linkToken, startSmtpServer } from "../../testing/smtp.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

/** Issue 11 items 3, 4 and 7: limits that hold against a burst and follow the person. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

describe("addresses as limits count them", () => {
  it("counts IPv4 as itself and IPv6 by its /64", () => {
    expect(addressOf("203.0.113.7")).toBe("203.0.113.7");
    expect(addressOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressOf("2001:db8:aa:1:2:3:4:5")).toBe("2001:db8:aa:1::/64");
    expect(addressOf("2001:db8:aa:1::9")).toBe(addressOf("2001:db8:aa:1:ffff::1"));
    expect(addressOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});

describe.each(testEngines)("limits on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("a burst of 300 guesses gets ten password checks; a reset link lifts the lock", async () => {
    t = await createTestApp(engine, { env: { SMTP_URL: smtp.url } });
    const account = newAccount();
    await post(t.app, "/api/auth/register", account);
    const welcome = await smtp.waitFor((m) => m.to === account.email);
    const token = linkToken(welcome, "verify-email");
    await post(t.app, `/api/auth/verify-email?token=${token}`, { token });
    const burst = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        post(t.app, "/api/auth/signin", { email: account.email, password: `guess ${i}` }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(290);
    const locked = await post(t.app, "/api/auth/signin", account);
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(/reset your password/);
    // Proving the account is hers by email lifts the lock at once.
    await post(t.app, "/api/auth/forgot-password", { email: account.email });
    const mail = await smtp.waitFor((m) => m.to === account.email && /Reset/.test(m.subject));
    const reset = await post(t.app, "/api/auth/reset-password", {
      token: linkToken(mail, "reset-password"),
      password: "a brand new secret 8",
    });
    expect(reset.statusCode).toBe(200);
    const again = await post(t.app, "/api/auth/signin", {
      email: account.email,
      password: "a brand new secret 8",
    });
    expect(again.statusCode).toBe(200);
  });

  it("failures by many people behind one address do not lock out another", async () => {
    t = await createTestApp(engine);
    const { account } = await signUpAndIn(t.app);
    for (let i = 0; i < 30; i++) {
      const res = await post(t.app, "/api/auth/signin", {
        email: `neighbour${i}@example.com`,
        password: "forgot it",
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await post(t.app, "/api/auth/signin", account)).statusCode).toBe(200);
  });

  it("deleting an account allows ten password guesses, then none, even the right one", async () => {
    t = await createTestApp(engine);
    const { account, cookie } = await signUpAndIn(t.app);
    const remove = (password: string) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie },
        payload: { password },
      });
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => remove(`nope ${i}`)));
    expect(guesses.filter((r) => r.statusCode === 403)).toHaveLength(10);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(10);
    expect((await remove(account.password)).statusCode).toBe(429);
  });

  it("forty signed-in users behind one address each get their own medicine checks", async () => {
    t = await createTestApp(engine);
    const cookies: string[] = [];
    for (let i = 0; i < 40; i++) {
      // Signed up from anywhere; every check below comes from one address.
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: `198.51.100.${i + 1}`,
        payload: newAccount(),
      });
      cookies.push(sessionCookie(res));
    }
    const checks = await Promise.all(
      cookies.flatMap((cookie) =>
        Array.from({ length: 5 }, () =>
          post(t.app, "/api/medication/check", { medicationName: "Crocin" }, cookie),
        ),
      ),
    );
    expect(checks.filter((r) => r.statusCode !== 200)).toHaveLength(0);
    // One person still has her own limit: 60 a minute.
    const mine = cookies[0] ?? "";
    const more = await Promise.all(
      Array.from({ length: 60 }, () =>
        post(t.app, "/api/medication/check", { medicationName: "Dolo 650" }, mine),
      ),
    );
    expect(more.filter((r) => r.statusCode === 429).length).toBe(5);
  });
});

describe("addresses behind proxies", () => {
  it("believes only the trusted hops of X-Forwarded-For, never the address a client wrote", async () => {
    const t = await createTestApp("pglite", { env: { TRUST_PROXY: "1" } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 101; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/auth/signin",
          // The left-most address is the client's own writing; the proxy adds the last.
          headers: { "x-forwarded-for": `10.${i}.0.1, 203.0.113.9` },
          payload: { email: `someone${i}@example.com`, password: "guess" },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 100).every((c) => c === 401)).toBe(true);
      expect(codes[100]).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(inject("redisUrl"))("limits counted in Redis (REDIS_URL)", () => {
  it("two instances with their own databases share one account's sign-in limit", async () => {
    const env = { REDIS_URL: inject("redisUrl") ?? "" };
    const [a, b] = await Promise.all([
      createTestApp("pglite", { env }),
      createTestApp("pglite", { env }),
    ]);
    try {
      const email = `shared-${Date.now()}@example.com`;
      const tryOn = (t: TestApp, i: number) =>
        post(t.app, "/api/auth/signin", { email, password: `guess ${i}` });
      const first = await Promise.all(Array.from({ length: 6 }, (_, i) => tryOn(a, i)));
      const second = await Promise.all(Array.from({ length: 6 }, (_, i) => tryOn(b, i)));
      expect(first.map((r) => r.statusCode)).toEqual(Array(6).fill(401));
      expect(second.filter((r) => r.statusCode === 401)).toHaveLength(4);
      expect(second.filter((r) => r.statusCode === 429)).toHaveLength(2);
      // Nothing was counted in either database, and readiness reports Redis.
      const counted = await a.database.db.select().from(rateLimitCounters);
      expect(counted).toHaveLength(0);
      const ready = await a.app.inject({ method: "GET", url: "/api/ready" });
      expect(ready.json()).toMatchObject({ status: "ready", checks: { redis: true } });
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
