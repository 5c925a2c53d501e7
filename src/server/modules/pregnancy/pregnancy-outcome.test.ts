import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../contracts/errors.ts";
import type { PregnancyData } from "../../../contracts/pregnancy.ts";
import { oneYearBefore } from "../../../domain/birth.ts";
import { addDays } from "../../../domain/dates.ts";
import { pregnancies } from "../../db/schema/index.ts";
import { get, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

const today = () => new Date().toISOString().slice(0, 10);
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(testEngines)("how a pregnancy ended, on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  async function pregnantUser(overrides: { preferredLanguage?: "en" | "hi" } = {}) {
    const { cookie } = await signUpAndIn(t.app, overrides);
    const res = await post(
      t.app,
      "/api/pregnancy/update-with-development",
      { stageType: "week", stageValue: 39 },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    return cookie;
  }
  const end = (cookie: string, body: unknown, query = "") =>
    post(t.app, `/api/pregnancy/ended${query}`, body, cookie);
  const read = async (cookie: string) =>
    (await get(t.app, "/api/pregnancy", cookie)).json<PregnancyData>();

  it("'my baby is born' keeps the birth date; undo clears it and the pregnancy comes back", async () => {
    t = await createTestApp(engine);
    const cookie = await pregnantUser();
    expect(await read(cookie)).toMatchObject({ ended: false, outcome: null, birthDate: null });

    const birthDate = addDays(today(), -12);
    const born = await end(cookie, { ended: true, outcome: "born", birthDate });
    expect(born.statusCode).toBe(200);
    expect(born.json()).toMatchObject({ ended: true, outcome: "born", birthDate });
    expect(await read(cookie)).toMatchObject({ ended: true, outcome: "born", birthDate });

    const undone = await end(cookie, { ended: false });
    expect(undone.json()).toMatchObject({ ended: false, outcome: null, birthDate: null });
    expect(await read(cookie)).toMatchObject({ currentWeek: 39, outcome: null, birthDate: null });
  });

  it("{ ended: true } alone is still the loss path, with no birth date (older clients)", async () => {
    t = await createTestApp(engine);
    const cookie = await pregnantUser();
    const loss = await end(cookie, { ended: true });
    expect(loss.json()).toMatchObject({ ended: true, outcome: "loss", birthDate: null });
    const explicit = await end(cookie, { ended: true, outcome: "loss" });
    expect(explicit.json()).toMatchObject({ outcome: "loss", birthDate: null });
    // Chosen by mistake: the other answer replaces it directly.
    const born = await end(cookie, { ended: true, outcome: "born", birthDate: today() });
    expect(born.json()).toMatchObject({ outcome: "born", birthDate: today() });
    const back = await end(cookie, { ended: true, outcome: "loss" });
    expect(back.json()).toMatchObject({ outcome: "loss", birthDate: null });
  });

  it("setting a week again starts a new pregnancy: the outcome and birth date go", async () => {
    t = await createTestApp(engine);
    const cookie = await pregnantUser();
    await end(cookie, { ended: true, outcome: "born", birthDate: today() });
    await post(
      t.app,
      "/api/pregnancy/update-with-development",
      { stageType: "week", stageValue: 6 },
      cookie,
    );
    expect(await read(cookie)).toMatchObject({ ended: false, outcome: null, birthDate: null });
  });

  it("birth dates: today back to a year ago, with a day's grace either side for time zones", async () => {
    t = await createTestApp(engine);
    const cookie = await pregnantUser();
    const born = (birthDate: string) => end(cookie, { ended: true, outcome: "born", birthDate });
    // Already tomorrow east of UTC (India after 18:30 UTC), so tomorrow is accepted; not later.
    expect((await born(addDays(today(), 1))).statusCode).toBe(200);
    const oldest = oneYearBefore(addDays(today(), -1));
    expect((await born(oldest)).statusCode).toBe(200);
    for (const birthDate of [addDays(today(), 2), addDays(today(), 400), addDays(oldest, -1)]) {
      const res = await born(birthDate);
      expect(res.statusCode, birthDate).toBe(400);
      expect(res.json()).toEqual({
        code: "VALIDATION_FAILED",
        message: "The birth date can't be in the future or more than a year ago.",
        fields: { birthDate: "The birth date can't be in the future or more than a year ago." },
      });
    }
    expect(await read(cookie)).toMatchObject({ outcome: "born", birthDate: oldest });
  });

  it("refuses anything but the expected values, in the caller's language, and changes nothing", async () => {
    t = await createTestApp(engine);
    const cookie = await pregnantUser();
    await end(cookie, { ended: true, outcome: "born", birthDate: today() });
    const bad: [unknown, string][] = [
      [{ ended: true, outcome: "born" }, "birthDate"],
      [{ ended: true, outcome: "alive" }, "outcome"],
      [{ ended: true, outcome: null }, "outcome"],
      [{ ended: "yes" }, "ended"],
      [{}, "ended"],
      [{ ended: true, outcome: "loss", birthDate: today() }, "birthDate"],
      [{ ended: false, outcome: "born", birthDate: today() }, "outcome"],
      [{ ended: true, outcome: "born", birthDate: "2026-02-30" }, "birthDate"],
      [{ ended: true, outcome: "born", birthDate: 20261120 }, "birthDate"],
      [{ ended: true, outcome: "born", birthDate: `${today()}T00:00:00Z` }, "birthDate"],
      [{ ended: true, mood: "happy" }, "mood"],
      [["born"], "body"],
    ];
    for (const [body, field] of bad) {
      for (const lang of ["en", "hi"]) {
        const res = await end(cookie, body, `?lang=${lang}`);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.headers["content-type"]).toMatch(/^application\/json/);
        const error = res.json<ErrorBody>();
        expect(error.code).toBe("VALIDATION_FAILED");
        expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toContain(field);
        const texts = [error.message, ...Object.values(error.fields ?? {})];
        for (const text of texts) {
          expect(DEVANAGARI.test(text), `${lang} ${text}`).toBe(lang === "hi");
        }
      }
    }
    expect(await read(cookie)).toMatchObject({ outcome: "born", birthDate: today() });
  });

  it("without ?lang the account's language words the error; 401 comes before any check; 404 with no pregnancy", async () => {
    t = await createTestApp(engine);
    const cookie = await pregnantUser({ preferredLanguage: "hi" });
    const hindi = await end(cookie, { ended: true, outcome: "born" });
    expect(hindi.json<ErrorBody>().message).toBe("कृपया बताएँ कि आपके बच्चे का जन्म किस तारीख़ को हुआ।");
    expect((await end(cookie, { ended: true, outcome: "born" }, "?lang=en")).json()).toMatchObject({
      message: "Please tell us the date your baby was born.",
    });
    expect((await post(t.app, "/api/pregnancy/ended", { ended: "yes" })).statusCode).toBe(401);

    const { cookie: fresh } = await signUpAndIn(t.app);
    const missing = await end(fresh, { ended: true, outcome: "born", birthDate: today() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("the table itself keeps outcome, birth date and end in step", async () => {
    t = await createTestApp(engine);
    const cookie = await pregnantUser();
    await end(cookie, { ended: true });
    const [row] = await t.database.db.select().from(pregnancies);
    const userId = row?.userId ?? "";
    const where = eq(pregnancies.userId, userId);
    const attempts = [
      { outcome: "born" }, // born without a birth date
      { outcome: "twins" },
      { outcome: null }, // ended without an outcome
      { birthDate: today() }, // a birth date on a loss
      { endedAt: null }, // an outcome on a pregnancy that goes on
    ];
    for (const set of attempts) {
      await expect(t.database.db.update(pregnancies).set(set).where(where)).rejects.toThrow();
    }
    expect(await read(cookie)).toMatchObject({ ended: true, outcome: "loss", birthDate: null });
  });
});
