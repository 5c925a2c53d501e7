import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/index.ts";
import { get, post, signUpAndIn } from "../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { testEngines } from "../testing/test-db.ts";

const HINT = "saathi_signed_in";
let webRoot: string;
beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), "saathi-hint-"));
  mkdirSync(path.join(webRoot, "assets"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Saathi</title>");
  writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js"), "export {};");
});
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/**
 * The session hint (contracts/session.ts): the page asks who she is only when it is there, so
 * it must come and go with the session itself, or a signed-in mother would look signed out.
 */
describe.each(testEngines)("the session hint on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());
  const hintOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === HINT);

  it("comes with every new session, readable by the page, and lasts as long", async () => {
    t = await createTestApp(engine);
    const { account, cookie } = await signUpAndIn(t.app);
    const signIn = await post(t.app, "/api/auth/signin", account);
    const session = signIn.cookies.find((c) => c.name === "saathi_session");
    const hint = signIn.cookies.find((c) => c.name === HINT);
    expect(hint).toMatchObject({ value: "1", sameSite: "Lax", path: "/" });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.expires?.getTime()).toBe(session?.expires?.getTime());
    // It carries nothing of hers: not the token, not the account.
    expect(hint?.value).not.toContain(cookie.split("=")[1] ?? "?");
  });

  it("goes with sign-out and with a session that has ended", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    const out = await post(t.app, "/api/auth/signout", {}, `${cookie}; ${HINT}=1`);
    expect(hintOf(out)?.value).toBe("");
    const { cookie: other } = await signUpAndIn(t.app, { email: "second@example.com" });
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    const me = await get(t.app, "/api/auth/me", `${other}; ${HINT}=1`);
    expect(me.statusCode).toBe(401);
    expect(hintOf(me)?.value).toBe("");
    expect(me.cookies.find((c) => c.name === "saathi_session")?.value).toBe("");
  });

  it("a session from before the hint gets one on its next page or call, files do not", async () => {
    t = await createTestApp(engine, { webRoot });
    const { cookie } = await signUpAndIn(t.app);
    const page = await t.app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { cookie, accept: "text/html,application/xhtml+xml" },
    });
    expect(page.statusCode).toBe(200);
    expect(hintOf(page)).toMatchObject({ value: "1", maxAge: 30 * 24 * 60 * 60 });
    const file = await t.app.inject({
      method: "GET",
      url: "/assets/app-1a2b3c.js",
      headers: { cookie, accept: "*/*" },
    });
    expect(file.cookies).toHaveLength(0);
    const call = await get(t.app, "/api/auth/me", cookie);
    expect(call.statusCode).toBe(200);
    expect(hintOf(call)?.value).toBe("1");
    // Once she has it, it is not sent again and again.
    const again = await get(t.app, "/api/auth/me", `${cookie}; ${HINT}=1`);
    expect(hintOf(again)).toBeUndefined();
    // A visitor with no session gets no hint, on a page or a call.
    const visitor = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { accept: "text/html" },
    });
    expect(visitor.cookies).toHaveLength(0);
    expect((await get(t.app, "/api/auth/me")).cookies).toHaveLength(0);
  });
});
