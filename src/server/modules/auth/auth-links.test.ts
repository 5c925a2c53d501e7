import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { authTokens, emailTracking, users } from "../../db/schema/index.ts";
import { get, newAccount, post, sessionCookie } from "../../testing/auth-helpers.ts";
import { linkToken, startSmtpServer } from "../../testing/smtp.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

describe.each(testEngines)("accounts with real mail (SMTP) on %s", (engine) => {
  let t: TestApp;
  const start = async () => {
    t = await createTestApp(engine, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Saathi <care@saathi.test>",
        APP_ORIGIN: "https://saathi.test",
      },
    });
    return t.app;
  };
  afterEach(async () => t.close());

  it("sign-up tells nobody whether an email has an account; its owner gets an email", async () => {
    const app = await start();
    const owner = newAccount();
    const first = await post(app, "/api/auth/register", owner);
    const again = await post(app, "/api/auth/register", newAccount({ email: owner.email }));
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const notice = await smtp.waitFor(
      (m) => m.to === owner.email && /tried to sign up/.test(m.subject),
    );
    expect(notice.text).toContain("https://saathi.test/auth");
    expect(notice.text).not.toMatch(/token=/);
  });

  it("sign-up → verification email → link → signed in; unverified sign-in refused", async () => {
    const app = await start();
    const account = newAccount();
    const res = await post(app, "/api/auth/register", account);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, requiresVerification: true, user: null });
    expect(res.cookies.filter((c) => c.name === "saathi_session" && c.value)).toHaveLength(0);

    const early = await post(app, "/api/auth/signin", {
      email: account.email,
      password: account.password,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ success: false, requiresVerification: true });
    expect(early.json<{ message: string }>().message).toMatch(/verify your email/);

    const email = await smtp.waitFor((m) => m.to === account.email && /Confirm/.test(m.subject));
    expect(email.from).toBe("care@saathi.test");
    expect(email.text).toContain("https://saathi.test/verify-email?token=");
    expect(email.html).toContain("https://saathi.test/verify-email?token=");
    const verified = await post(app, "/api/auth/verify-email", {
      token: linkToken(email, "verify-email"),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true, user: { emailVerified: true } });
    const me = await get(app, "/api/auth/me", sessionCookie(verified));
    expect(me.json()).toMatchObject({ user: { email: account.email } });

    const welcome = await smtp.waitFor(
      (m) => m.to === account.email && m.subject === "Welcome to Saathi",
    );
    expect(welcome.text).toContain("108");
    const signin = await post(app, "/api/auth/signin", {
      email: account.email,
      password: account.password,
    });
    expect(signin.statusCode).toBe(200);
  });

  it("emails go out in the user's language and are recorded in email tracking", async () => {
    const app = await start();
    const account = newAccount({ preferredLanguage: "hi" });
    await post(app, "/api/auth/register", account);
    const email = await smtp.waitFor((m) => m.to === account.email);
    expect(email.subject).toBe("साथी के लिए अपना ईमेल पक्का करें");
    expect(email.text).toContain("नमस्ते Asha");
    await app.mail.drain();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    const rows = await t.database.db
      .select()
      .from(emailTracking)
      .where(eq(emailTracking.emailTo, account.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      emailFrom: "Saathi <care@saathi.test>",
      subject: "साथी के लिए अपना ईमेल पक्का करें",
      emailType: "verification",
      status: "sent",
      userId: user?.id,
    });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("links are single use, expire, and a new one replaces the old", async () => {
    const app = await start();
    const account = newAccount();
    await post(app, "/api/auth/register", account);
    const first = linkToken(await smtp.waitFor((m) => m.to === account.email), "verify-email");
    await post(app, "/api/auth/resend-verification", { email: account.email });
    await app.mail.drain();
    const mails = smtp.received.filter((m) => m.to === account.email);
    expect(mails).toHaveLength(2);
    const second = linkToken(mails[1] ?? mails[0]!, "verify-email");
    expect(second).not.toBe(first);

    const old = await post(app, "/api/auth/verify-email", { token: first });
    expect(old.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await post(app, "/api/auth/verify-email", { token: second })).statusCode).toBe(200);
    const reuse = await post(app, "/api/auth/verify-email", { token: second });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: "USED_TOKEN" });
    expect(reuse.json<{ message: string }>().message).toMatch(/already been used/);

    const other = newAccount();
    await post(app, "/api/auth/register", other);
    const token = linkToken(await smtp.waitFor((m) => m.to === other.email), "verify-email");
    await t.database.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(app, "/api/auth/verify-email", { token });
    expect(expired.json()).toMatchObject({ code: "EXPIRED_TOKEN" });
    expect(expired.json<{ message: string }>().message).toMatch(/expired/);
  });

  it("forgot password answers alike for known and unknown emails; the reset ends every session", async () => {
    const app = await start();
    const account = newAccount();
    await post(app, "/api/auth/register", account);
    await post(app, "/api/auth/verify-email", {
      token: linkToken(await smtp.waitFor((m) => m.to === account.email), "verify-email"),
    });
    const session = sessionCookie(await post(app, "/api/auth/signin", account));

    const known = await post(app, "/api/auth/forgot-password", { email: account.email });
    const unknown = await post(app, "/api/auth/forgot-password", { email: "ghost@example.com" });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    await app.mail.drain();
    expect(smtp.received.some((m) => m.to === "ghost@example.com")).toBe(false);

    const resetMail = await smtp.waitFor((m) => m.to === account.email && /Reset/.test(m.subject));
    const token = linkToken(resetMail, "reset-password");
    const reset = await post(app, "/api/auth/reset-password", {
      token,
      password: "a brand new secret",
    });
    expect(reset.statusCode).toBe(200);
    expect((await get(app, "/api/auth/me", session)).statusCode).toBe(401);
    expect((await post(app, "/api/auth/signin", account)).statusCode).toBe(401);
    const fresh = await post(app, "/api/auth/signin", {
      email: account.email,
      password: "a brand new secret",
    });
    expect(fresh.statusCode).toBe(200);
    const again = await post(app, "/api/auth/reset-password", { token, password: "another one" });
    expect(again.json()).toMatchObject({ code: "USED_TOKEN" });
    await smtp.waitFor((m) => m.to === account.email && /changed/.test(m.subject));
  });

  it("a mail server that is down is recorded as failed; the account is still created", async () => {
    t = await createTestApp(engine, { env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    const account = newAccount();
    const res = await post(t.app, "/api/auth/register", account);
    expect(res.statusCode).toBe(201);
    await t.app.mail.drain();
    const [row] = await t.database.db
      .select()
      .from(emailTracking)
      .where(eq(emailTracking.emailTo, account.email));
    expect(row).toMatchObject({ status: "failed", sentAt: null });
    expect(row?.statusDetails).toBeTruthy();
  });
});
