import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { get, newAccount, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { startFakeLlm } from "../../testing/fake-llm.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";
import { createAdminAccounts } from "../admin/admin-accounts.ts";

/** Issue 16 part 8: each switch guarded, audited, and felt where it matters. */
const PASSWORD = "a long admin secret";
const CODE = "915273";
// A 1×1 PNG: a real photo, so only the switch can refuse it.
const PIXEL =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

let seq = 0;
const adminCookie = (res: LightMyRequestResponse) => {
  const found = res.cookies.find((c) => c.name.endsWith("saathi_admin") && c.value);
  if (!found) throw new Error(`no admin cookie (${res.statusCode})`);
  return `${found.name}=${found.value}`;
};
type Switch = { switch: string; on: boolean; setAt: string | null; setBy: string | null };

describe.each(testEngines)("emergency mode on %s", (engine) => {
  let t: TestApp;
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let email = "";
  let cookie = "";
  const login = async (who = email) =>
    adminCookie(await post(t.app, "/api/admin/login", { username: who, password: PASSWORD }));
  const flip = (body: object, as = cookie) =>
    post(t.app, "/api/admin/emergency", { protectionCode: CODE, ...body }, as);
  const state = async (name: string) =>
    (await get(t.app, "/api/admin/emergency", cookie))
      .json<{ switches: Switch[] }>()
      .switches.find((s) => s.switch === name);
  const audit = async () =>
    (await get(t.app, "/api/admin/audit?limit=1000", cookie))
      .json<{ action: string; adminEmail: string | null }[]>()
      .map((a) => a.action);

  beforeAll(async () => {
    llm = await startFakeLlm();
    t = await createTestApp(engine, {
      env: { LLM_BASE_URL: llm.url, LLM_API_KEY: "sk-test", LLM_MODEL: "test-model" },
    });
    email = `ops.${++seq}.${Date.now()}@example.com`;
    await createAdminAccounts(t.database.db).create({
      email,
      password: PASSWORD,
      protectionCode: CODE,
    });
    cookie = await login();
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it("needs an admin session; a user's is not one", async () => {
    const user = await signUpAndIn(t.app);
    for (const as of [undefined, user.cookie]) {
      expect((await get(t.app, "/api/admin/emergency", as)).statusCode).toBe(401);
      const body = { switch: "banner", on: true, protectionCode: CODE };
      const res = await post(t.app, "/api/admin/emergency", body, as);
      expect(res.statusCode).toBe(401);
    }
    expect((await get(t.app, "/api/status")).json()).toMatchObject({ banner: null });
  });

  it("refuses a wrong protection code with the spec's text and changes nothing", async () => {
    const res = await flip({ switch: "sign-ups-paused", on: true, protectionCode: "000000" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: "The protection code you entered is incorrect" });
    expect(await state("sign-ups-paused")).toMatchObject({ on: false, setAt: null });
    expect((await post(t.app, "/api/auth/register", newAccount())).statusCode).toBe(201);
    expect(await audit()).toContain("protection-code-invalid");
  });

  it("library-only: the companion answers from the library with a model configured", async () => {
    const ask = () => post(t.app, "/api/chat", { message: "Is it okay to eat papaya?" });
    expect((await ask()).json()).toMatchObject({ mode: "llm" });
    const before = llm.calls.length;
    expect((await flip({ switch: "library-only", on: true })).statusCode).toBe(200);
    expect((await ask()).json()).toMatchObject({ mode: "library" });
    expect(llm.calls.length).toBe(before);
    expect((await get(t.app, "/api/status")).json()).toMatchObject({ libraryOnly: true });
    await flip({ switch: "library-only", on: false });
    expect((await ask()).json()).toMatchObject({ mode: "llm" });
  });

  it("photo checks off: 503 in her language; the name check still answers", async () => {
    expect((await flip({ switch: "photo-checks-off", on: true })).statusCode).toBe(200);
    const photo = await post(t.app, "/api/product/image-check", {
      imageBase64: PIXEL,
      language: "hi",
    });
    expect(photo.statusCode).toBe(503);
    expect(photo.json<{ message: string }>().message).toContain("फ़ोटो से जाँच अभी बंद है");
    const named = await post(t.app, "/api/medication/check", { medicationName: "paracetamol" });
    expect(named.statusCode).toBe(200);
    await flip({ switch: "photo-checks-off", on: false });
    const back = await post(t.app, "/api/product/image-check", { imageBase64: PIXEL });
    expect(back.statusCode).not.toBe(503);
  });

  it("sign-ups paused: 503 in both languages; sign-in still works", async () => {
    const account = newAccount();
    expect((await post(t.app, "/api/auth/register", account)).statusCode).toBe(201);
    await flip({ switch: "sign-ups-paused", on: true });
    const refused = await post(t.app, "/api/auth/register", newAccount());
    expect(refused.statusCode).toBe(503);
    const { message } = refused.json<{ message: string }>();
    expect(message).toContain("New sign-ups are paused");
    expect(message).toContain("नए खाते अभी कुछ समय के लिए बंद हैं");
    const signIn = await post(t.app, "/api/auth/signin", {
      email: account.email,
      password: account.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(await state("sign-ups-paused")).toMatchObject({ on: true, setBy: email });
    await flip({ switch: "sign-ups-paused", on: false });
    expect((await post(t.app, "/api/auth/register", newAccount())).statusCode).toBe(201);
  });

  it("the banner shows its texts in /api/status, and goes when switched off", async () => {
    const banner = {
      en: "Slow today. Emergencies: 108 / 112 / 911",
      hi: "आज सेवा धीमी है। आपात स्थिति: 108 / 112 / 911",
    };
    const res = await flip({ switch: "banner", on: true, banner });
    expect(res.statusCode).toBe(200);
    expect((await get(t.app, "/api/status")).json()).toMatchObject({ banner });
    const shown = await state("banner");
    expect(shown).toMatchObject({ on: true, setBy: email, banner });
    expect(Date.now() - Date.parse(shown?.setAt ?? "")).toBeLessThan(60_000);
    await flip({ switch: "banner", on: false });
    expect((await get(t.app, "/api/status")).json()).toMatchObject({ banner: null });
    expect(await audit()).toEqual(
      expect.arrayContaining(["emergency-banner-on", "emergency-banner-off"]),
    );
  });

  it("another instance on the same database follows a switch within 5 seconds", async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const other = await buildApp({ config, database: t.database, webRoot: null });
    try {
      expect((await get(other, "/api/status")).json()).toMatchObject({ banner: null });
      await flip({ switch: "banner", on: true });
      const start = Date.now();
      let banner: { en: string } | null = null;
      while (!banner && Date.now() - start < 6_000) {
        banner = (await get(other, "/api/status")).json<{ banner: { en: string } | null }>().banner;
        if (!banner) await new Promise((r) => setTimeout(r, 200));
      }
      expect(banner?.en).toContain("108");
      expect(Date.now() - start).toBeLessThanOrEqual(5_000);
    } finally {
      await flip({ switch: "banner", on: false });
      await other.close();
    }
  });

  it("signs out every user, and every other admin but keeps this one", async () => {
    const users = [await signUpAndIn(t.app), await signUpAndIn(t.app)];
    const second = `ops.${++seq}.${Date.now()}@example.com`;
    await createAdminAccounts(t.database.db).create({
      email: second,
      password: PASSWORD,
      protectionCode: CODE,
    });
    const otherAdmin = await login(second);
    const wrong = await flip({ switch: "sign-out-users", on: true, protectionCode: "999999" });
    expect(wrong.statusCode).toBe(403);
    expect((await get(t.app, "/api/auth/me", users[0]?.cookie)).statusCode).toBe(200);

    const out = await flip({ switch: "sign-out-users", on: true });
    expect(out.json<{ signedOut: number }>().signedOut).toBeGreaterThanOrEqual(2);
    for (const user of users)
      expect((await get(t.app, "/api/auth/me", user.cookie)).statusCode).toBe(401);

    expect((await get(t.app, "/api/admin/session", otherAdmin)).statusCode).toBe(200);
    await flip({ switch: "sign-out-admins", on: true });
    expect((await get(t.app, "/api/admin/session", otherAdmin)).statusCode).toBe(401);
    expect((await get(t.app, "/api/admin/session", cookie)).statusCode).toBe(200);
    expect(await state("sign-out-admins")).toMatchObject({ on: false, setBy: email });
    expect(await audit()).toEqual(
      expect.arrayContaining(["emergency-sign-out-users-run", "emergency-sign-out-admins-run"]),
    );
  });
});
