import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { sessions, users } from "../../db/schema/index.ts";
import { createMailer } from "../../providers/mailer.ts";
import { get, newAccount, post, sessionCookie, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";
import { hashToken } from "./tokens.ts";

describe.each(testEngines)("accounts without SMTP on %s", (engine) => {
  let t: TestApp;
  let printed: string[];
  const start = async () => {
    printed = [];
    const print = (text: string) => void printed.push(text);
    const mailer = createMailer({ smtpUrl: undefined, from: "Saathi <no-reply@localhost>", print });
    t = await createTestApp(engine, { mailer });
    return t;
  };
  afterEach(async () => t.close());

  it("sign-up needs no verification: the account is verified and signed in at once", async () => {
    const { app, database } = await start();
    const account = newAccount({ email: "Meera.Iyer@Example.com", pregnancyWeek: 12 });
    const res = await post(app, "/api/auth/register", account);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      requiresVerification: false,
      user: {
        email: "meera.iyer@example.com",
        username: account.username,
        firstName: "Asha",
        pregnancyStatus: "expecting",
        pregnancyWeek: 12,
        emailVerified: true,
      },
    });
    const cookie = res.cookies.find((c) => c.name === "saathi_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy();
    const me = await get(app, "/api/auth/me", sessionCookie(res));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ success: true, user: { email: "meera.iyer@example.com" } });
    // The week she gave starts her pregnancy, so Baby & Me opens on it.
    const pregnancy = await get(app, "/api/pregnancy", sessionCookie(res));
    expect(pregnancy.json()).toMatchObject({ currentWeek: 12 });

    await app.mail.drain();
    expect(printed.join("")).toContain("Subject: Welcome to Saathi");
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "meera.iyer@example.com"));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it("refuses bad sign-up input field by field and saves nothing", async () => {
    const { app, database } = await start();
    const res = await post(app, "/api/auth/register", {
      email: "not-an-email",
      username: "ab",
      password: "12345",
      firstName: " ",
      lastName: "",
      pregnancyStatus: "expecting",
      pregnancyWeek: 43,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: {
        email: "errors.emailInvalid",
        username: "errors.usernameMin",
        password: "errors.passwordMin",
        firstName: "errors.firstNameRequired",
        lastName: "errors.lastNameRequired",
        pregnancyWeek: "errors.pregnancyWeekRange",
      },
    });
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBe(0);
  });

  it("a taken email or username is a 409 the client can recognise", async () => {
    const { app } = await start();
    const { account } = await signUpAndIn(app);
    const sameEmail = await post(
      app,
      "/api/auth/register",
      newAccount({ email: account.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json<{ message: string }>().message).toMatch(
      /account with this email already exists/i,
    );
    const sameName = await post(
      app,
      "/api/auth/register",
      newAccount({ username: account.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json<{ message: string }>().message).toMatch(/username already exists/i);
  });

  it("accepts long Unicode passwords and signs in with them", async () => {
    const { app } = await start();
    const password = "गर्भावस्था-🤰-".repeat(12) + "x".repeat(20);
    expect(password.length).toBeGreaterThanOrEqual(128);
    const { account } = await signUpAndIn(app, { password });
    const res = await post(app, "/api/auth/signin", { email: account.email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, requiresVerification: false });
  });

  it("a wrong password and an unknown email get the same 401 'Invalid credentials'", async () => {
    const { app } = await start();
    const { account } = await signUpAndIn(app);
    const wrong = await post(app, "/api/auth/signin", {
      email: account.email,
      password: "nope nope",
    });
    const unknown = await post(app, "/api/auth/signin", {
      email: "nobody@example.com",
      password: "nope nope",
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid credentials", code: "UNAUTHORIZED" });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it("every sign-in is a new session; sign-out ends only that one, on the server", async () => {
    const { app, database } = await start();
    const { account, cookie: first } = await signUpAndIn(app);
    const second = sessionCookie(await post(app, "/api/auth/signin", account));
    expect(second).not.toBe(first);
    const out = await post(app, "/api/auth/signout", {}, second);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "saathi_session")?.value).toBe("");
    expect((await get(app, "/api/auth/me", second)).statusCode).toBe(401);
    expect((await get(app, "/api/auth/me", first)).statusCode).toBe(200);
    const stored = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const firstToken = first.split("=")[1] ?? "";
    expect(stored.map((s) => s.tokenHash)).toEqual([hashToken(firstToken)]);
  });

  it("/me is 401 without a session, with an unknown one, and after expiry", async () => {
    const { app, database } = await start();
    expect((await get(app, "/api/auth/me")).statusCode).toBe(401);
    const bogus = await get(app, "/api/auth/me", "saathi_session=made-up-token");
    expect(bogus.statusCode).toBe(401);
    expect(bogus.cookies.find((c) => c.name === "saathi_session")?.value).toBe("");
    const { cookie } = await signUpAndIn(app);
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await get(app, "/api/auth/me", cookie)).statusCode).toBe(401);
  });

  it("a session in use slides forward to 30 days", async () => {
    const { app, database } = await start();
    const { cookie } = await signUpAndIn(app);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await database.db
      .update(sessions)
      .set({ refreshedAt: twoDaysAgo, expiresAt: new Date(Date.now() + 3 * 86_400_000) });
    const res = await get(app, "/api/auth/me", cookie);
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === "saathi_session");
    const thirtyDays = Date.now() + 30 * 86_400_000;
    expect(Math.abs((renewed?.expires?.getTime() ?? 0) - thirtyDays)).toBeLessThan(60_000);
    const [row] = await database.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
    expect(Math.abs((row?.expiresAt.getTime() ?? 0) - thirtyDays)).toBeLessThan(60_000);
  });
});
