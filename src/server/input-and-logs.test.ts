import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it } from "vitest";
import { safeError } from "./logger.ts";
import { createMailer } from "./providers/mailer.ts";
import { newAccount, post, signUpAndIn } from "./testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";
import { testEngines } from "./testing/test-db.ts";

/** Issue 11 item 1: no personal data in logs, and control characters refused at the door. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join("") };
}

describe("safeError", () => {
  it("keeps a database error's name, code and frames, never its query parameters", () => {
    const cause = Object.assign(new Error('duplicate key "users_email" asha@example.com'), {
      code: "23505",
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ["asha@example.com", "$argon2id$v=19$secret-hash"],
      cause,
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).not.toContain("asha@example.com");
    expect(logged).not.toContain("argon2id");
    expect(logged).not.toContain("insert into");
    expect(safeError(error)).toMatchObject({ type: "Error", code: "23505" });
    expect(safeError(error).stack).toMatch(/^\s+at /);
    // A programming error describes code, not data: its message stays.
    expect(safeError(new TypeError("x is not a function")).message).toBe("x is not a function");
    expect(safeError(new SyntaxError('Unexpected token "bleeding"')).message).toBe("");
  });
});

describe.each(testEngines)("input and logs on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("refuses NUL and other control characters with a 400 in the caller's language", async () => {
    const logs = logCapture();
    t = await createTestApp(engine, { env: { LOG_LEVEL: "trace" }, logStream: logs.stream });
    const account = newAccount({ firstName: "Asha\u0000Devi" });
    const register = await post(t.app, "/api/auth/register", account);
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(register.json<{ fields: Record<string, string> }>().fields).toHaveProperty("firstName");

    const chat = await post(t.app, "/api/chat", { message: "pet\u0000 dard", language: "hi" });
    expect(chat.statusCode).toBe(400);
    expect(chat.json<{ message: string }>().message).toMatch(/छिपे हुए विशेष चिह्न/);
    const check = await t.app.inject({
      method: "POST",
      url: "/api/medication/check",
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
      payload: { medicationName: "Crocin\u0007" },
    });
    expect(check.statusCode).toBe(400);
    expect(check.json<{ message: string }>().message).toMatch(/छिपे हुए/);
    // Tabs and line breaks are ordinary typing.
    const fine = await post(t.app, "/api/chat", { message: "pet dard\n\tkab tak?" });
    expect(fine.statusCode).toBe(200);

    const { cookie } = await signUpAndIn(t.app);
    const patch = await t.app.inject({
      method: "PATCH",
      url: "/api/account",
      headers: { cookie },
      payload: {
        firstName: "Priya\u001b[31m",
        lastName: "Rao",
        pregnancyStatus: "exploring",
        preferredLanguage: "en",
      },
    });
    expect(patch.statusCode).toBe(400);
    expect(logs.text()).not.toContain("Asha");
    expect(logs.text()).not.toContain("Priya");
  });

  it("logs a failed database write by its code only: no email, hash or name", async () => {
    const logs = logCapture();
    t = await createTestApp(engine, { env: { LOG_LEVEL: "trace" }, logStream: logs.stream });
    // Every write to the users table now fails inside the database.
    await t.database.db.execute(sql`ALTER TABLE users ADD CONSTRAINT no_one CHECK (false)`);
    const account = newAccount({
      firstName: "Meera",
      lastName: "Kumari",
      password: "a-long-secret-77",
    });
    const res = await post(t.app, "/api/auth/register", account);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: "INTERNAL" });
    const text = logs.text();
    expect(text).toContain("request failed");
    expect(text).toContain("23514");
    for (const secret of [account.email, "Meera", "a-long-secret-77", "argon2"])
      expect(text).not.toContain(secret);
  });
});

describe.each(testEngines)("a stream whose history cannot be saved on %s", (engine) => {
  it("still ends, with the answer sent, and the failure logged without her words", async () => {
    const logs = logCapture();
    const t = await createTestApp(engine, { env: { LOG_LEVEL: "info" }, logStream: logs.stream });
    try {
      const { cookie } = await signUpAndIn(t.app);
      await t.database.db.execute(
        sql`ALTER TABLE chat_messages ADD CONSTRAINT no_history CHECK (false)`,
      );
      const res = await t.app.inject({
        method: "POST",
        url: "/api/chat/stream",
        headers: { cookie },
        payload: { message: "When does labour usually start?" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/"delta"/);
      expect(logs.text()).toContain("chat stream failed");
      expect(logs.text()).not.toContain("labour usually");
    } finally {
      await t.close();
    }
  });
});

describe("mail without a mail server", () => {
  it("prints in production that a mail was not sent, never its address or its link", async () => {
    let printed = "";
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "Saathi <care@saathi.test>",
      withhold: true,
      print: (text) => (printed += text),
    });
    await mailer.send({
      to: "asha@example.com",
      subject: "Reset your Saathi password",
      text: "Open https://saathi.test/reset-password?token=abc123secret",
      html: "",
    });
    expect(printed).toContain("Reset your Saathi password");
    expect(printed).not.toContain("asha@example.com");
    expect(printed).not.toContain("abc123secret");
  });
});
