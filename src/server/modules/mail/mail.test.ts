import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailTracking } from "../../db/schema/index.ts";
import type { Mailer } from "../../providers/mailer.ts";
import { newAccount, post } from "../../testing/auth-helpers.ts";
import { linkToken, startSmtpServer } from "../../testing/smtp.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";
import { scrubDetails } from "./mail.service.ts";

/** Issue 16 part 5: every email the app sends is in email tracking, with what happened. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

describe("mail details shown to admins", () => {
  it("hide links, tokens and passwords a mail server might repeat", () => {
    const link = "https://saathi.test/reset-password?token=abcDEF123_-xyz";
    const said = `550 rejected ${link} (abcDEF123_-xyz) smtp://ops:hunter2@mail.test password=hunter2`;
    const shown = scrubDetails(said, link);
    expect(shown).not.toContain("abcDEF123_-xyz");
    expect(shown).not.toContain("hunter2");
    expect(shown).toContain("550 rejected [link]");
  });
});

describe.each(testEngines)("email tracking on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());
  const rowsFor = (email: string) =>
    t.database.db
      .select()
      .from(emailTracking)
      .where(eq(emailTracking.emailTo, email))
      .orderBy(asc(emailTracking.createdAt));

  it("verification, welcome (in her language) and reset are each recorded as sent", async () => {
    t = await createTestApp(engine, {
      env: { SMTP_URL: smtp.url, APP_ORIGIN: "https://saathi.test" },
    });
    const account = newAccount({ preferredLanguage: "hi" });
    await post(t.app, "/api/auth/register", account);
    const verify = await smtp.waitFor((m) => m.to === account.email);
    const token = linkToken(verify, "verify-email");
    await post(t.app, "/api/auth/verify-email", { token });
    const welcome = await smtp.waitFor(
      (m) => m.to === account.email && m.subject === "साथी में आपका स्वागत है",
    );
    expect(welcome.text).toContain("https://saathi.test");
    expect(welcome.text).toContain("108");
    await post(t.app, "/api/auth/forgot-password", { email: account.email });
    await t.app.mail.drain();

    const rows = await rowsFor(account.email);
    expect(rows.map((r) => [r.emailType, r.status])).toEqual([
      ["verification", "sent"],
      ["welcome", "sent"],
      ["password-reset", "sent"],
    ]);
    for (const row of rows) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.statusDetails).toMatch(/^250/);
      expect(JSON.stringify(row)).not.toContain(token);
      expect(JSON.stringify(row)).not.toContain(account.password);
    }
  });

  it("a failed welcome is recorded as failed with its reason, never the link it carried", async () => {
    // A mail server that refuses and repeats what it was sent, link and all.
    const mailer: Mailer = {
      kind: "log",
      from: "care@saathi.test",
      send: async (email) => ({ ok: false, details: `554 refused: ${email.text}` }),
      close() {},
    };
    t = await createTestApp(engine, { mailer });
    const account = newAccount();
    expect((await post(t.app, "/api/auth/register", account)).statusCode).toBe(201);
    await post(t.app, "/api/auth/forgot-password", { email: account.email });
    await t.app.mail.drain();
    const rows = await rowsFor(account.email);
    expect(rows.map((r) => [r.emailType, r.status, r.sentAt])).toEqual([
      ["welcome", "failed", null],
      ["password-reset", "failed", null],
    ]);
    expect(rows[0]?.statusDetails).toMatch(/^554 refused: Hello Asha/);
    expect(rows[1]?.statusDetails).toContain("[link]");
    expect(rows[1]?.statusDetails).not.toMatch(/token=[\w-]{20,}/);
  });

  it("a mail server that cannot be reached leaves a failed row with the reason", async () => {
    t = await createTestApp(engine, { env: { SMTP_URL: "smtp://127.0.0.1:9" } });
    const account = newAccount();
    await post(t.app, "/api/auth/register", account);
    await t.app.mail.drain();
    const [row] = await rowsFor(account.email);
    expect(row).toMatchObject({ emailType: "verification", status: "failed", sentAt: null });
    expect(row?.statusDetails).toMatch(/ECONNREFUSED|connect/i);
  });
});
