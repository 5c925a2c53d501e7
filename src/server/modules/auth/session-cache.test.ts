import { afterEach, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { get, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

/** The session cache must never keep a session alive that the database has ended. */
describe.each(testEngines)("session cache on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  it("a cached session dies at sign-out, at a password reset and at account deletion", async () => {
    t = await createTestApp(engine, { env: { SESSION_CACHE_SECONDS: "60" } });
    const a = await signUpAndIn(t.app);
    const aSecond = (await post(t.app, "/api/auth/signin", a.account)).cookies.find(
      (c) => c.name === "saathi_session",
    );
    const second = `saathi_session=${aSecond?.value ?? ""}`;
    expect((await get(t.app, "/api/auth/me", a.cookie)).statusCode).toBe(200); // now cached
    expect((await get(t.app, "/api/auth/me", second)).statusCode).toBe(200);
    await post(t.app, "/api/auth/signout", {}, a.cookie);
    expect((await get(t.app, "/api/auth/me", a.cookie)).statusCode).toBe(401);
    expect((await get(t.app, "/api/auth/me", second)).statusCode).toBe(200);

    const del = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: second },
      payload: { password: a.account.password },
    });
    expect(del.statusCode).toBe(200);
    expect((await get(t.app, "/api/auth/me", second)).statusCode).toBe(401);
  });

  it("answers a signed-in request from memory by default (no database round trip)", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    expect((await get(t.app, "/api/auth/me", cookie)).statusCode).toBe(200);
    // Behind the app's back (no sign-out through it): only the cache still knows her.
    await t.database.db.delete(sessions);
    expect((await get(t.app, "/api/auth/me", cookie)).statusCode).toBe(200);
  });

  it("a profile change shows at once", async () => {
    t = await createTestApp(engine, { env: { SESSION_CACHE_SECONDS: "60" } });
    const { cookie } = await signUpAndIn(t.app);
    await get(t.app, "/api/auth/me", cookie);
    await t.app.inject({
      method: "PATCH",
      url: "/api/account",
      headers: { cookie },
      payload: {
        firstName: "Kavya",
        lastName: "N",
        pregnancyStatus: "exploring",
        preferredLanguage: "en",
      },
    });
    expect((await get(t.app, "/api/auth/me", cookie)).json()).toMatchObject({
      user: { firstName: "Kavya" },
    });
  });
});
