import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { adminAudit, supportMessages } from "../../db/schema/index.ts";
import type { Mailer } from "../../providers/mailer.ts";
import { adminSignedIn, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

/** Issue 16 part 6: the Support tab marks messages read and unread. */
const quietMailer: Mailer = {
  kind: "log",
  from: "care@saathi.test",
  send: async () => ({ ok: true, details: "accepted" }),
  close() {},
};

let seq = 0;
const message = () => ({
  name: "Meera Iyer",
  email: `meera.${++seq}.${Date.now()}@example.com`,
  subject: "Cannot change my due date",
  message: "The dashboard still shows week 12 after I changed it.",
});

describe.each(testEngines)("support messages in the admin API on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());
  const stored = (email: string) =>
    t.database.db.select().from(supportMessages).where(eq(supportMessages.email, email));

  it("an admin marks a message read and unread, audited; others get 401, unknown ids 404", async () => {
    t = await createTestApp(engine, { mailer: quietMailer });
    const sent = message();
    await post(t.app, "/api/support", sent);
    const [row] = await stored(String(sent.email));
    const url = `/api/admin/support-messages/${row?.id ?? ""}`;
    const patch = (path: string, payload: object, cookie?: string) =>
      t.app.inject({ method: "PATCH", url: path, payload, headers: cookie ? { cookie } : {} });

    expect((await patch(url, { isRead: true })).statusCode).toBe(401);
    const user = await signUpAndIn(t.app);
    expect((await patch(url, { isRead: true }, user.cookie)).statusCode).toBe(401);
    expect((await stored(String(sent.email)))[0]?.isRead).toBe(false);

    const { cookie } = await adminSignedIn(t.app, t.database.db);

    const read = await patch(url, { isRead: true }, cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: row?.id, isRead: true, subject: sent.subject });
    expect((await stored(String(sent.email)))[0]?.isRead).toBe(true);
    expect((await patch(url, { isRead: false }, cookie)).json()).toMatchObject({ isRead: false });
    expect((await stored(String(sent.email)))[0]?.isRead).toBe(false);
    const audit = await t.database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.target, row?.id ?? ""));
    expect(audit.map((a) => a.action).sort()).toEqual(["support-read", "support-unread"]);

    const unknown = "/api/admin/support-messages/00000000-0000-4000-8000-000000000000";
    expect((await patch(unknown, { isRead: true }, cookie)).statusCode).toBe(404);
    expect(
      (await patch("/api/admin/support-messages/nope", { isRead: true }, cookie)).statusCode,
    ).toBe(404);
    expect((await patch(url, { isRead: "yes" }, cookie)).statusCode).toBe(400);
  });
});
