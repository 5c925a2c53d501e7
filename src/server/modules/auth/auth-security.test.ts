import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { get, newAccount, post, sessionCookie, signUpAndIn } from "../../testing/auth-helpers.ts";
import { linkToken, startSmtpServer } from "../../testing/smtp.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

describe.each(testEngines)("account security on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("10 failed sign-ins on one account → 429 with Retry-After, even with the right password", async () => {
    t = await createTestApp(engine);
    const { account } = await signUpAndIn(t.app);
    for (let i = 0; i < 10; i++) {
      const res = await post(t.app, "/api/auth/signin", {
        email: account.email,
        password: `wrong ${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(t.app, "/api/auth/signin", account);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(800);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(900);
  });

  it("sign-ups and mail are limited per address with a ceiling a shared network can live with", async () => {
    t = await createTestApp(engine);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await post(t.app, "/api/auth/register", newAccount())).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 201)).toBe(true);
    expect(codes[30]).toBe(429);
    // One mailbox gets three links per window, whoever asks.
    const mailCodes: number[] = [];
    for (let i = 0; i < 4; i++) {
      mailCodes.push(
        (await post(t.app, "/api/auth/forgot-password", { email: "same@example.com" })).statusCode,
      );
    }
    expect(mailCodes).toEqual([200, 200, 200, 429]);
  });

  it("refuses cross-site state changes on account calls", async () => {
    t = await createTestApp(engine, { env: { APP_ORIGIN: "https://saathi.test" } });
    const account = newAccount();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: account,
    });
    expect(res.statusCode).toBe(403);
    const signin = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `email=${encodeURIComponent(account.email)}&password=x`,
    });
    expect(signin.statusCode).toBe(415);
  });

  it("cookies are Secure in production over HTTPS", async () => {
    t = await createTestApp(engine, {
      env: { NODE_ENV: "production", APP_ORIGIN: "https://saathi.test", MAIL_MODE: "log" },
    });
    const { res } = await signUpAndIn(t.app);
    const cookie = res.cookies.find((c) => c.name === "saathi_session");
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
  });

  it("logs never carry passwords, session tokens or link tokens", async () => {
    let logs = "";
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    t = await createTestApp(engine, { env: { LOG_LEVEL: "trace", SMTP_URL: smtp.url }, logStream });
    const account = newAccount({ password: "very-secret-password-42" });
    await post(t.app, "/api/auth/register", account);
    const verifyToken = linkToken(
      await smtp.waitFor((m) => m.to === account.email),
      "verify-email",
    );
    const verified = await post(t.app, `/api/auth/verify-email?token=${verifyToken}`, {
      token: verifyToken,
    });
    const cookie = sessionCookie(verified);
    await get(t.app, "/api/auth/me", cookie);
    await post(t.app, "/api/auth/forgot-password", { email: account.email });
    const resetToken = linkToken(
      await smtp.waitFor((m) => m.to === account.email && /Reset/.test(m.subject)),
      "reset-password",
    );
    await post(t.app, "/api/auth/reset-password", {
      token: resetToken,
      password: "another-secret-99",
    });
    await t.app.mail.drain();
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [
      "very-secret-password-42",
      "another-secret-99",
      verifyToken,
      resetToken,
      cookie.split("=")[1] ?? "",
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
