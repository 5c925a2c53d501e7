import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailTracking, supportMessages } from "../../db/schema/index.ts";
import type { Mailer } from "../../providers/mailer.ts";
import { post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { startSmtpServer } from "../../testing/smtp.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

/** Issue 16 part 6: the public support form (the admin's read switch: admin-support.test.ts). */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp.close());

const quietMailer: Mailer = {
  kind: "log",
  from: "care@saathi.test",
  send: async () => ({ ok: true, details: "accepted" }),
  close() {},
};

let seq = 0;
const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Meera Iyer",
  email: `meera.${++seq}.${Date.now()}@example.com`,
  subject: "Cannot change my due date",
  message: "The dashboard still shows week 12 after I changed it.",
  ...overrides,
});

describe.each(testEngines)("support messages on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());
  /** Real SMTP; or a quiet mailer where accounts must sign in without a verification link. */
  const start = async (options: { quiet?: boolean } = {}) => {
    t = await createTestApp(
      engine,
      options.quiet
        ? { mailer: quietMailer }
        : { env: { SMTP_URL: smtp.url, APP_ORIGIN: "https://saathi.test" } },
    );
  };
  const stored = (email: string) =>
    t.database.db.select().from(supportMessages).where(eq(supportMessages.email, email));

  it("stores the message and sends her a confirmation in her language, recorded", async () => {
    await start();
    const sent = message({ email: `  Meera.${++seq}@Example.com `, language: "hi" });
    const res = await post(t.app, "/api/support", sent);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true });
    const email = String(sent.email).trim().toLowerCase();
    expect(await stored(email)).toEqual([
      expect.objectContaining({
        name: "Meera Iyer",
        subject: "Cannot change my due date",
        message: sent.message,
        isRead: false,
      }),
    ]);
    const mail = await smtp.waitFor((m) => m.to === email);
    expect(mail.subject).toBe("हमें आपका संदेश मिल गया है");
    // Only our own words go out: the form cannot be used to send someone else a text.
    expect(mail.text).not.toContain("week 12");
    expect(mail.text).not.toContain("due date");
    await t.app.mail.drain();
    const rows = await t.database.db
      .select()
      .from(emailTracking)
      .where(eq(emailTracking.emailTo, email));
    expect(rows).toEqual([
      expect.objectContaining({ emailType: "support-confirmation", status: "sent" }),
    ]);
  });

  it("refuses each bad field with its own key and stores nothing", async () => {
    await start();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: " " }, "name", "errors.nameRequired"],
      [{ name: "n".repeat(101) }, "name", "errors.nameTooLong"],
      [{ email: "" }, "email", "errors.emailRequired"],
      [{ email: "not-an-email" }, "email", "errors.emailInvalid"],
      [{ subject: "" }, "subject", "errors.subjectRequired"],
      [{ subject: "s".repeat(201) }, "subject", "errors.subjectTooLong"],
      [{ message: "" }, "message", "errors.messageRequired"],
      [{ message: "m".repeat(5001) }, "message", "errors.messageTooLong"],
    ];
    for (const [overrides, field, key] of cases) {
      const res = await post(t.app, "/api/support", message(overrides));
      expect(res.statusCode, `${field} ${key}`).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED", fields: { [field]: key } });
    }
    const longest = message({ name: "n".repeat(100), message: "m".repeat(5000) });
    expect((await post(t.app, "/api/support", longest)).statusCode).toBe(202);
    expect(await t.database.db.select().from(supportMessages)).toHaveLength(1);
  });

  it("a filled honeypot answers the same and stores and sends nothing", async () => {
    await start();
    const bot = message({ website: "https://spam.example" });
    const res = await post(t.app, "/api/support", bot);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true });
    await t.app.mail.drain();
    expect(await stored(String(bot.email))).toEqual([]);
    expect(smtp.received.filter((m) => m.to === bot.email)).toEqual([]);
  });

  it("limits one sender address, and one person however many addresses she types", async () => {
    await start({ quiet: true });
    const email = `limited.${++seq}@example.com`;
    for (let i = 0; i < 3; i++)
      expect((await post(t.app, "/api/support", message({ email }))).statusCode).toBe(202);
    const fourth = await post(t.app, "/api/support", message({ email }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(await stored(email)).toHaveLength(3);

    const { cookie } = await signUpAndIn(t.app);
    for (let i = 0; i < 5; i++)
      expect((await post(t.app, "/api/support", message(), cookie)).statusCode).toBe(202);
    expect((await post(t.app, "/api/support", message(), cookie)).statusCode).toBe(429);
  });
});
