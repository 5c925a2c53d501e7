import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import {
  emailTracking,
  medicationChecks,
  sessions,
  supportMessages,
  users,
  waitlistEntries,
} from "../../db/schema/index.ts";
import { get, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

const count = async (
  t: TestApp,
  table: typeof users | typeof sessions | typeof emailTracking | typeof waitlistEntries,
) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

/** A message to support, as the contact form sends it. */
const note = {
  name: "Meera",
  subject: "Export question",
  message: "Does my export hold what I wrote to you?",
};

describe.each(testEngines)("the user's own data (DPDP Act 2023) on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("edits profile and language; bad input changes nothing", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: "PATCH", url: "/api/account", headers: { cookie }, payload });
    const ok = await patch({
      firstName: "Priya",
      lastName: "Sharma",
      pregnancyStatus: "expecting",
      pregnancyWeek: 20,
      preferredLanguage: "hi",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      user: { firstName: "Priya", pregnancyWeek: 20, preferredLanguage: "hi" },
    });
    const bad = await patch({
      firstName: "",
      lastName: "S",
      pregnancyStatus: "expecting",
      pregnancyWeek: 50,
      preferredLanguage: "hi",
    });
    expect(bad.statusCode).toBe(400);
    const me = await get(t.app, "/api/auth/me", cookie);
    expect(me.json()).toMatchObject({ user: { firstName: "Priya", pregnancyWeek: 20 } });
    const signedOut = await t.app.inject({ method: "PATCH", url: "/api/account", payload: {} });
    expect(signedOut.statusCode).toBe(401);
  });

  it("exports everything held about the user as a JSON download, never a password hash", async () => {
    t = await createTestApp(engine);
    const { account, cookie } = await signUpAndIn(t.app, { pregnancyWeek: 12 });
    await post(t.app, "/api/waitlist", { email: account.email, interests: ["community-forums"] });
    await post(
      t.app,
      "/api/pregnancy/update-with-development",
      { stageType: "week", stageValue: 18 },
      cookie,
    );
    await post(t.app, "/api/chat", { message: "When does labour start?" }, cookie);
    await post(t.app, "/api/medication/check", { medicationName: "Crocin" }, cookie);
    await post(t.app, "/api/support", { ...note, email: account.email.toUpperCase() });
    await t.app.mail.drain();
    const res = await get(t.app, "/api/account/export", cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="saathi-my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = res.json<Record<string, unknown>>();
    expect(data).toMatchObject({
      account: { email: account.email, username: account.username, pregnancyWeek: 12 },
      sessions: [{ expiresAt: expect.any(String) as unknown }],
      emails: [
        { type: "welcome", status: "sent" },
        { type: "support-confirmation", status: "sent" },
      ],
      waitlist: { interests: ["community-forums"] },
      pregnancy: { currentWeek: 18, method: "stage" },
      conversation: [{ role: "user", content: "When does labour start?" }, { role: "assistant" }],
      safetyChecks: [{ medicationName: "Crocin", isSafe: true, method: "text" }],
      supportMessages: [{ subject: note.subject, message: note.message }],
    });
    expect(res.body).not.toMatch(/argon2|password/i);
    expect((await get(t.app, "/api/account/export")).statusCode).toBe(401);
  });

  it("deletes the account and all its data after the password; a wrong password keeps everything", async () => {
    t = await createTestApp(engine);
    const { account, cookie } = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    await post(t.app, "/api/waitlist", { email: account.email, interests: ["community-forums"] });
    await post(t.app, "/api/medication/check", { medicationName: "Crocin" }, cookie);
    await post(t.app, "/api/medication/check", { medicationName: "Tylenol" }, other.cookie);
    await post(t.app, "/api/support", { ...note, email: account.email });
    await post(t.app, "/api/support", { ...note, email: other.account.email });
    await t.app.mail.drain();
    const remove = (password: string) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie },
        payload: { password },
      });

    const wrong = await remove("not my password");
    expect(wrong.statusCode).toBe(403);
    expect(await count(t, users)).toBe(2);

    const done = await remove(account.password);
    expect(done.statusCode).toBe(200);
    expect((await get(t.app, "/api/auth/me", cookie)).statusCode).toBe(401);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.email, account.email))).toEqual([]);
    expect(
      await db.select().from(emailTracking).where(eq(emailTracking.emailTo, account.email)),
    ).toEqual([]);
    expect(
      await db.select().from(waitlistEntries).where(eq(waitlistEntries.email, account.email)),
    ).toEqual([]);
    expect(await count(t, sessions)).toBe(1); // only the other user's
    expect(await db.select().from(medicationChecks)).toMatchObject([{ medicationName: "Tylenol" }]);
    // What she wrote to support goes with her; what another wrote stays.
    expect(await db.select().from(supportMessages)).toMatchObject([{ email: other.account.email }]);
    expect((await get(t.app, "/api/auth/me", other.cookie)).statusCode).toBe(200);
  });
});
