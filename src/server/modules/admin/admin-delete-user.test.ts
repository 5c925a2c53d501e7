import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_TEXTS } from "../../../contracts/admin.ts";
import { adminAudit, emailTracking, moodEntries, users } from "../../db/schema/index.ts";
import { adminSignedIn, get, send, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

/**
 * Issue 16 part 7: an operator deletes a user's account and all of her data, and only with
 * the protection code (limited, audited); the erasure is the one she gets herself.
 */
describe.each(testEngines)("an admin deletes a user's account on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  async function woman() {
    const her = await signUpAndIn(t.app, { pregnancyWeek: 20 });
    const mood = await send(t.app, "POST", "/api/trackers/moods", her.cookie, {
      mood: "low",
      note: "Could not sleep",
    });
    expect(mood.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, her.account.email));
    return { ...her, id: row?.id ?? "" };
  }
  const remove = (id: string, cookie: string | undefined, payload: object) =>
    send(t.app, "DELETE", `/api/admin/users/${id}`, cookie, payload);
  const left = async (id: string, email: string) => ({
    user: (await t.database.db.select().from(users).where(eq(users.id, id))).length,
    moods: (await t.database.db.select().from(moodEntries).where(eq(moodEntries.userId, id)))
      .length,
    emails: (
      await t.database.db.select().from(emailTracking).where(eq(emailTracking.emailTo, email))
    ).length,
  });

  it("only with an admin session and the right code; afterwards nothing of hers is left", async () => {
    t = await createTestApp(engine);
    const her = await woman();
    const before = await left(her.id, her.account.email);
    expect(before).toMatchObject({ user: 1, moods: 1 });
    expect(before.emails).toBeGreaterThan(0);

    // No admin session, or only a user's: 401, nothing deleted.
    expect((await remove(her.id, undefined, { protectionCode: "915273" })).statusCode).toBe(401);
    expect((await remove(her.id, her.cookie, { protectionCode: "915273" })).statusCode).toBe(401);

    const admin = await adminSignedIn(t.app, t.database.db);
    const wrong = await remove(her.id, admin.cookie, { protectionCode: "000000" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ message: ADMIN_TEXTS.codeInvalid });
    const missing = await remove(her.id, admin.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(await left(her.id, her.account.email)).toEqual(before);
    expect((await get(t.app, "/api/auth/me", her.cookie)).statusCode).toBe(200);

    const done = await remove(her.id, admin.cookie, { protectionCode: admin.protectionCode });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: ADMIN_TEXTS.userDeleted });
    expect(await left(her.id, her.account.email)).toEqual({ user: 0, moods: 0, emails: 0 });
    // Her session went with her account; the admin's list no longer has her.
    expect((await get(t.app, "/api/auth/me", her.cookie)).statusCode).toBe(401);
    const listed = await get(t.app, "/api/admin/users", admin.cookie);
    expect(listed.json<{ id: string }[]>().map((u) => u.id)).not.toContain(her.id);

    // A second try finds no one; junk ids are refused as JSON 4xx.
    const again = await remove(her.id, admin.cookie, { protectionCode: admin.protectionCode });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: ADMIN_TEXTS.userNotFound });
    const junk = await remove("not-an-id", admin.cookie, { protectionCode: "915273" });
    expect(junk.statusCode).toBe(400);
    expect(junk.headers["content-type"]).toMatch(/json/);

    // Audited by id, never by her name or email.
    const audit = await t.database.db.select().from(adminAudit);
    expect(audit.filter((a) => a.action === "user-delete").map((a) => a.target)).toEqual([her.id]);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["protection-code-invalid", "protection-code-valid"]),
    );
    expect(JSON.stringify(audit)).not.toContain(her.account.email);
  });

  it("wrong codes lock the deletion, even for the right code, and she stays", async () => {
    t = await createTestApp(engine);
    const her = await woman();
    const admin = await adminSignedIn(t.app, t.database.db);
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1)
      codes.push((await remove(her.id, admin.cookie, { protectionCode: `wrong-${i}` })).statusCode);
    expect(codes.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(codes[5]).toBe(429);
    const right = await remove(her.id, admin.cookie, { protectionCode: admin.protectionCode });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ message: ADMIN_TEXTS.tooManyCodes });
    expect((await left(her.id, her.account.email)).user).toBe(1);
  });
});
