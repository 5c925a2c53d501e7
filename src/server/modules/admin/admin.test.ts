import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  emailTracking,
  medicationChecks,
  moodEntries,
  supportMessages,
  users,
} from "../../db/schema/index.ts";
import { get, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";
import { createAdminAccounts } from "./admin-accounts.ts";

/** Issue 16 parts 2, 3, 7: every admin call, its guard, its answer and its audit entry. */
const PASSWORD = "a long admin secret";
const CODE = "915273";
const LISTS = [
  "/api/admin/users",
  "/api/admin/pregnancy-data",
  "/api/admin/mood-entries",
  "/api/admin/medication-checks",
  "/api/admin/support-messages",
  "/api/admin/email-tracking",
  "/api/admin/audit",
];
const GUARDED: [string, string, object?][] = [
  ["GET", "/api/admin/direct-status?t=1700000000000"],
  ["GET", "/api/admin/direct-status?t=1700000000000&reconnect=true"],
  ["GET", "/api/admin/session"],
  ["POST", "/api/admin/logout", {}],
  [
    "POST",
    "/api/admin/reset-password",
    { currentPassword: PASSWORD, newPassword: "another long one" },
  ],
  ["POST", "/api/verify-protection", { protectionCode: CODE }],
  ["POST", "/api/admin/protection-code", { currentCode: CODE, newCode: "246810" }],
  ...LISTS.map((path): [string, string] => ["GET", `${path}?t=1`]),
];

let seq = 0;
const adminCookie = (res: LightMyRequestResponse) => {
  const found = res.cookies.find((c) => c.name.endsWith("saathi_admin") && c.value);
  if (!found) throw new Error(`no admin cookie (${res.statusCode} ${res.body})`);
  return `${found.name}=${found.value}`;
};

describe.each(testEngines)("admin API on %s", (engine) => {
  let t: TestApp;
  let email = "";
  const call = (method: string, url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const login = (username = email, password = PASSWORD, path = "/api/admin/login") =>
    post(t.app, path, { username, password });
  const newAdmin = async () => {
    const address = `ops.${++seq}.${Date.now()}@example.com`;
    await createAdminAccounts(t.database.db).create({
      email: address,
      password: PASSWORD,
      protectionCode: CODE,
    });
    return address;
  };
  const auditActions = async (cookie: string) =>
    (await get(t.app, "/api/admin/audit?limit=1000", cookie)).json<
      { action: string; target: string | null; adminEmail: string | null }[]
    >();

  beforeAll(async () => {
    t = await createTestApp(engine);
    email = await newAdmin();
  });
  afterAll(async () => t.close());

  it("refuses every admin call without an admin session, and a user's session is not one", async () => {
    const user = await signUpAndIn(t.app);
    for (const [method, url, body] of GUARDED)
      for (const cookie of [undefined, user.cookie, "saathi_admin=forged-token"]) {
        const res = await call(method, url, cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toMatchObject({
          requireLogin: true,
          code: "UNAUTHORIZED",
          message: "Please log in to access admin features",
        });
      }
  });

  it("logs in by either call with the cookie's attributes; both refuse alike", async () => {
    for (const path of ["/api/admin/login", "/api/admin/emergency-login"]) {
      const res = await login(email.toUpperCase(), PASSWORD, path);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: "Logged in" });
      const set = String(res.headers["set-cookie"]);
      expect(set).toMatch(/^saathi_admin=/);
      expect(set).toMatch(/HttpOnly/);
      expect(set).toMatch(/SameSite=Strict/);
      expect(set).toMatch(/Path=\//);
      const status = await get(t.app, "/api/admin/direct-status?t=5", adminCookie(res));
      expect(status.json()).toEqual({ isAdmin: true, email });
      expect(status.headers["cache-control"]).toBe("no-store");
      const wrong = await login(email, "not the password", path);
      const unknown = await login("nobody@example.com", PASSWORD, path);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      const empty = await post(t.app, path, { username: "", password: "" });
      expect(empty.json<{ fields: object }>().fields).toEqual({
        username: "Username is required",
        password: "Password is required",
      });
    }
  });

  it("locks an account after five failures with 429 and Retry-After, even for the right password", async () => {
    const locked = await newAdmin();
    for (let i = 0; i < 5; i++) expect((await login(locked, `wrong ${i}`)).statusCode).toBe(401);
    const res = await login(locked, PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(
      (await post(t.app, "/api/admin/emergency-login", { username: locked, password: PASSWORD }))
        .statusCode,
    ).toBe(429);
    // Other admins are not locked out by it.
    expect((await login()).statusCode).toBe(200);
  });

  it("lists every entity newest first with limit, cursor, count and time headers", async () => {
    const cookie = adminCookie(await login());
    const user = await signUpAndIn(t.app, { pregnancyWeek: 20 });
    const userId = user.res.json<{ user: { id: string } }>().user.id;
    const db = t.database.db;
    await db.insert(moodEntries).values({ userId, mood: "okay", note: "tired", week: 20 });
    await db
      .insert(medicationChecks)
      .values({ userId, medicationName: "Paracetamol", isSafe: true, notes: "ok", method: "text" });
    await db
      .insert(supportMessages)
      .values({ name: "Meera", email: "meera@example.com", subject: "Hi", message: "Help" });
    await db.insert(emailTracking).values({
      emailTo: user.account.email,
      emailFrom: "s@x",
      subject: "Welcome",
      emailType: "welcome",
      status: "failed",
      statusDetails: "refused",
      userId,
    });
    const read = async (path: string) => {
      const res = await get(t.app, `${path}?t=${Date.now()}`, cookie);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["x-data-count"]).toBe(String(res.json<unknown[]>().length));
      expect(Date.parse(String(res.headers["x-data-time"]))).toBeGreaterThan(Date.now() - 60_000);
      expect(res.headers["cache-control"]).toBe("no-store");
      return res.json<Record<string, unknown>[]>();
    };
    expect((await read("/api/admin/users"))[0]).toMatchObject({
      id: userId,
      email: user.account.email,
      username: user.account.username,
      firstName: "Asha",
      pregnancyWeek: 20,
      pregnancyMonth: 5,
      pregnancyTrimester: 2,
      mobileNumber: null,
    });
    expect((await read("/api/admin/pregnancy-data"))[0]).toMatchObject({
      id: userId,
      userId,
      currentWeek: 20,
    });
    expect((await read("/api/admin/mood-entries"))[0]).toMatchObject({
      userId,
      mood: "okay",
      note: "tired",
      week: 20,
    });
    expect((await read("/api/admin/medication-checks"))[0]).toMatchObject({
      userId,
      medicationName: "Paracetamol",
      isSafe: true,
    });
    expect((await read("/api/admin/support-messages"))[0]).toMatchObject({
      name: "Meera",
      isRead: false,
      subject: "Hi",
    });
    const mails = await read("/api/admin/email-tracking");
    expect(mails.find((m) => m.status === "failed")).toMatchObject({
      statusDetails: "refused",
      emailType: "welcome",
      userDetails: { username: user.account.username },
    });
    // Pages: three users more, read two at a time, newest first, none twice.
    for (let i = 0; i < 3; i++) await signUpAndIn(t.app);
    const all = (await read("/api/admin/users")).map((u) => u.id as string);
    const first = await get(t.app, "/api/admin/users?limit=2", cookie);
    expect(first.json<unknown[]>()).toHaveLength(2);
    const next = String(first.headers["x-next-cursor"]);
    const second = await get(
      t.app,
      `/api/admin/users?limit=2&before=${encodeURIComponent(next)}`,
      cookie,
    );
    expect(
      [...first.json<{ id: string }[]>(), ...second.json<{ id: string }[]>()].map((u) => u.id),
    ).toEqual(all.slice(0, 4));
    expect((await get(t.app, "/api/admin/users?limit=1001", cookie)).statusCode).toBe(400);
    expect((await get(t.app, "/api/admin/users?before=yesterday", cookie)).statusCode).toBe(400);
    const audit = await auditActions(cookie);
    for (const target of [
      "users",
      "pregnancy-data",
      "mood-entries",
      "medication-checks",
      "support-messages",
      "email-tracking",
    ])
      expect(audit).toContainEqual(
        expect.objectContaining({ action: "view", target, adminEmail: email }),
      );
    // The audit names lists, never their content.
    expect(JSON.stringify(audit)).not.toMatch(/tired|Paracetamol|Help/);
  });

  it("pages exactly through rows of the same millisecond (columns keep microseconds)", async () => {
    const cookie = adminCookie(await login());
    const stamp = `stamp${Date.now()}`;
    const rows = ["123456", "123455", "123300"].map((micro, i) => ({
      email: `${stamp}.${i}@example.com`,
      username: `${stamp}_${i}`,
      passwordHash: "x",
      firstName: "A",
      lastName: "B",
      createdAt: sql`${`2001-01-01T00:00:00.${micro}Z`}::timestamptz`,
    }));
    await t.database.db.insert(users).values(rows);
    const seen: string[] = [];
    let before = "2001-01-02T00:00:00.000Z";
    for (let i = 0; i < 4; i++) {
      const res = await get(
        t.app,
        `/api/admin/users?limit=1&before=${encodeURIComponent(before)}`,
        cookie,
      );
      const page = res.json<{ username: string }[]>();
      if (!page.length) break;
      seen.push(...page.map((u) => u.username));
      before = String(res.headers["x-next-cursor"]);
    }
    expect(seen).toEqual([0, 1, 2].map((i) => `${stamp}_${i}`));
  });

  it("logout and a password change end sessions; the new password works", async () => {
    const own = await newAdmin();
    const a = adminCookie(await login(own));
    const b = adminCookie(await login(own));
    expect((await post(t.app, "/api/admin/logout", {}, a)).json()).toEqual({
      success: true,
      message: "Logged out",
    });
    expect((await get(t.app, "/api/admin/session", a)).statusCode).toBe(401);
    const c = adminCookie(await login(own));
    const short = await post(
      t.app,
      "/api/admin/reset-password",
      { currentPassword: PASSWORD, newPassword: "short" },
      c,
    );
    expect(short.json<{ fields: object }>().fields).toEqual({
      newPassword: "New password must be at least 8 characters",
    });
    const wrong = await post(
      t.app,
      "/api/admin/reset-password",
      { currentPassword: "nope nope", newPassword: "a new long secret" },
      c,
    );
    expect(wrong.statusCode).toBe(400);
    const changed = await post(
      t.app,
      "/api/admin/reset-password",
      { currentPassword: PASSWORD, newPassword: "a new long secret" },
      c,
    );
    expect(changed.json()).toEqual({ success: true, message: "Password updated successfully" });
    for (const old of [b, c])
      expect((await get(t.app, "/api/admin/session", old)).statusCode).toBe(401);
    expect((await get(t.app, "/api/admin/session", adminCookie(changed))).statusCode).toBe(200);
    expect((await login(own)).statusCode).toBe(401);
    const fresh = adminCookie(await login(own, "a new long secret"));
    const actions = (await auditActions(fresh))
      .filter((e) => e.adminEmail === own)
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "login",
        "logout",
        "password-change-failed",
        "password-change",
        "login-failed",
      ]),
    );
  });

  it("verifies and changes the protection code, with five wrong tries at most", async () => {
    const own = await newAdmin();
    const cookie = adminCookie(await login(own));
    const verify = (protectionCode: string) =>
      post(t.app, "/api/verify-protection", { protectionCode }, cookie);
    expect((await verify(CODE)).json()).toEqual({
      success: true,
      isValid: true,
      message: "Protection code verified",
    });
    expect((await verify("000000")).json()).toEqual({
      success: true,
      isValid: false,
      message: "The protection code you entered is incorrect",
    });
    const short = await post(
      t.app,
      "/api/admin/protection-code",
      { currentCode: "", newCode: "123" },
      cookie,
    );
    expect(short.json<{ fields: object }>().fields).toEqual({
      currentCode: "Current protection code is required",
      newCode: "New code must be at least 6 characters",
    });
    const changed = await post(
      t.app,
      "/api/admin/protection-code",
      { currentCode: CODE, newCode: "864209" },
      cookie,
    );
    expect(changed.json()).toEqual({
      success: true,
      message: "Protection code has been updated successfully",
    });
    expect((await verify(CODE)).json<{ isValid: boolean }>().isValid).toBe(false);
    expect((await verify("864209")).json<{ isValid: boolean }>().isValid).toBe(true);
    for (let i = 0; i < 5; i++) expect((await verify(`99999${i}`)).statusCode).toBe(200);
    const locked = await verify("864209");
    expect(locked.statusCode).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    const bad = await post(
      t.app,
      "/api/admin/protection-code",
      { currentCode: "864209", newCode: "135792" },
      cookie,
    );
    expect(bad.statusCode).toBe(429);
    const actions = (await auditActions(cookie))
      .filter((e) => e.adminEmail === own)
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "protection-code-valid",
        "protection-code-invalid",
        "protection-code-change",
        "protection-code-locked",
      ]),
    );
  });

  it("refuses cross-site writes, logins included", async () => {
    const cookie = adminCookie(await login());
    for (const headers of [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
    ]) {
      for (const [url, payload] of [
        ["/api/admin/login", { username: email, password: PASSWORD }],
        ["/api/admin/logout", {}],
        ["/api/admin/protection-code", { currentCode: CODE, newCode: "111111x" }],
      ] as const) {
        const res = await t.app.inject({
          method: "POST",
          url,
          payload,
          headers: { cookie, ...headers },
        });
        expect(res.statusCode, url).toBe(403);
      }
    }
    expect((await get(t.app, "/api/admin/session", cookie)).statusCode).toBe(200);
  });
});
