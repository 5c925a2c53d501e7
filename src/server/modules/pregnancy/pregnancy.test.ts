import { afterEach, describe, expect, it } from "vitest";
import type { PregnancyData, StageUpdateResponse } from "../../../contracts/pregnancy.ts";
import { addDays, daysBetween } from "../../../domain/dates.ts";
import { get, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testEngines)("pregnancy tracking on %s", (engine) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const update = (cookie: string, body: object, lang = "en") =>
    post(t.app, `/api/pregnancy/update-with-development?lang=${lang}`, body, cookie);

  it("is private: 401 signed out, null before anything is set, and one user never sees another's", async () => {
    t = await createTestApp(engine);
    expect((await get(t.app, "/api/pregnancy")).statusCode).toBe(401);
    expect(
      (
        await post(t.app, "/api/pregnancy/update-with-development", {
          stageType: "week",
          stageValue: 5,
        })
      ).statusCode,
    ).toBe(401);
    const a = await signUpAndIn(t.app);
    const b = await signUpAndIn(t.app);
    expect((await get(t.app, "/api/pregnancy", a.cookie)).json()).toBeNull();
    await update(a.cookie, { stageType: "week", stageValue: 30 });
    expect((await get(t.app, "/api/pregnancy", a.cookie)).json()).toMatchObject({
      currentWeek: 30,
    });
    expect((await get(t.app, "/api/pregnancy", b.cookie)).json()).toBeNull();
  });

  it("week, month and trimester set the week and a due date 40 − week weeks away", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    const cases: [object, number][] = [
      [{ stageType: "week", stageValue: 12 }, 12],
      [{ stageType: "week", stageValue: "17" }, 17],
      [{ stageType: "month", stageValue: 5 }, 20],
      [{ stageType: "trimester", stageValue: 1 }, 8],
      [{ stageType: "trimester", stageValue: "2" }, 20],
      [{ stageType: "trimester", stageValue: 3 }, 33],
    ];
    for (const [body, week] of cases) {
      const res = await update(cookie, body);
      expect(res.statusCode).toBe(200);
      const { pregnancyData } = res.json<StageUpdateResponse>();
      expect(pregnancyData.currentWeek).toBe(week);
      expect(daysBetween(today(), pregnancyData.dueDate)).toBe((40 - week) * 7);
    }
    expect((await get(t.app, "/api/pregnancy", cookie)).json()).toMatchObject({
      currentWeek: 33,
      stageType: "trimester",
      stageValue: 3,
      method: "stage",
      ended: false,
    });
  });

  it("refuses values out of range and keeps what was saved", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    await update(cookie, { stageType: "week", stageValue: 10 });
    for (const body of [
      { stageType: "week", stageValue: 43 },
      { stageType: "week", stageValue: 0 },
      { stageType: "month", stageValue: 11 },
      { stageType: "trimester", stageValue: 4 },
      { stageType: "day", stageValue: 3 },
      { stageType: "week", stageValue: "twelve" },
    ]) {
      const res = await update(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    expect((await get(t.app, "/api/pregnancy", cookie)).json()).toMatchObject({ currentWeek: 10 });
  });

  it("due dates from LMP, conception, IVF or a known date", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    const set = (body: object) => post(t.app, "/api/pregnancy/due-date", body, cookie);
    const lmp = await set({ method: "lmp", date: addDays(today(), -84) });
    expect(lmp.json<StageUpdateResponse>().pregnancyData).toMatchObject({
      currentWeek: 12,
      method: "lmp",
    });
    const longCycle = await set({ method: "lmp", date: addDays(today(), -84), cycleLength: 35 });
    expect(longCycle.json<StageUpdateResponse>().pregnancyData.currentWeek).toBe(11);
    const ivf = await set({ method: "ivf", date: addDays(today(), -61), embryoDay: 5 });
    // day-5 transfer 61 days ago = 80 days since the equivalent LMP = 11 weeks 3 days
    expect(ivf.json<StageUpdateResponse>().pregnancyData.currentWeek).toBe(11);
    const known = await set({ method: "due-date", date: addDays(today(), 140) });
    expect(known.json<StageUpdateResponse>().pregnancyData).toMatchObject({
      currentWeek: 20,
      dueDate: addDays(today(), 140),
    });
    const future = await set({ method: "lmp", date: addDays(today(), 3) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ fields: { date: "errors.dateOutOfRange" } });
    const invalid = await set({ method: "conception", date: "2026-02-30" });
    expect(invalid.statusCode).toBe(400);
  });

  it("a pregnancy that has ended hides development until undone", async () => {
    t = await createTestApp(engine);
    const { cookie } = await signUpAndIn(t.app);
    expect((await post(t.app, "/api/pregnancy/ended", { ended: true }, cookie)).statusCode).toBe(
      404,
    );
    await update(cookie, { stageType: "week", stageValue: 14 });
    const ended = await post(t.app, "/api/pregnancy/ended", { ended: true }, cookie);
    expect(ended.json<PregnancyData>()).toMatchObject({ ended: true, currentWeek: 14 });
    expect((await get(t.app, "/api/pregnancy", cookie)).json()).toMatchObject({ ended: true });
    const undone = await post(t.app, "/api/pregnancy/ended", { ended: false }, cookie);
    expect(undone.json<PregnancyData>().ended).toBe(false);
  });

  it("baby development: 1–40 only, in the asked language, cached publicly", async () => {
    t = await createTestApp(engine);
    for (const week of ["0", "41", "abc"]) {
      expect((await get(t.app, `/api/baby-development/${week}`)).statusCode).toBe(400);
    }
    const en = await get(t.app, "/api/baby-development/12?lang=en");
    expect(en.statusCode).toBe(200);
    expect(en.headers["cache-control"]).toBe("public, max-age=3600");
    expect(en.json()).toMatchObject({
      week: 12,
      sizeKey: "lime",
      language: "en",
      lengthCm: 5.4,
      weightG: 14,
    });
    const hi = await get(t.app, "/api/baby-development/12?lang=hi");
    expect(hi.json<{ size: string; description: string }>().description).toMatch(/[\u0900-\u097F]/);
  });
});
