import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../contracts/tracker-common.ts";
import type { Alert, SymptomItem } from "../../../contracts/trackers.ts";
import { addDays } from "../../../domain/dates.ts";
import { signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";
import { readFileSync } from "node:fs";
import { SEVERE_IS_A_SIGN, triageSymptom, triageText } from "./alerts.ts";

const NAMES = new Map([
  ["breathlessness", "Breathlessness"],
  ["nausea-vomiting", "Nausea and vomiting (morning sickness)"],
  ["headache", "Headache"],
  ["leg-cramps", "Leg cramps"],
  ["pelvic-girdle-pain", "Pelvic girdle pain (SPD)"],
]);

describe("what the triage reads for a logged symptom", () => {
  it("reads her note for a listed symptom, and its name too when severe", () => {
    expect(triageText({ symptom: "breathlessness", severity: "mild" }, NAMES)).toBe("");
    expect(
      triageText({ symptom: "headache", severity: "moderate", note: "blurred vision" }, NAMES),
    ).toBe("blurred vision");
    expect(
      triageText({ symptom: "headache", severity: "severe", note: "since morning" }, NAMES),
    ).toBe("severe Headache. since morning");
    expect(triageText({ symptom: "nausea-vomiting", severity: "severe" }, NAMES)).toBe(
      "severe Nausea and vomiting",
    );
  });
  it("a bad day of a common complaint is not a sign; her note still can be", () => {
    const listed = new Set(
      (
        JSON.parse(readFileSync("content/guidance/symptoms.json", "utf8")) as {
          symptoms: { id: string }[];
        }
      ).symptoms.map((symptom) => symptom.id),
    );
    for (const id of SEVERE_IS_A_SIGN) expect(listed, id).toContain(id);
    // "severe Leg cramps" read as contractions, "severe Pelvic girdle pain" as belly pain.
    for (const symptom of ["leg-cramps", "pelvic-girdle-pain"])
      expect(triageSymptom({ symptom, severity: "severe" }, NAMES), symptom).toBeNull();
    expect(
      triageSymptom(
        { symptom: "leg-cramps", severity: "severe", note: "one calf swollen, red and hot" },
        NAMES,
      )?.level,
    ).toBe("emergency");
    expect(triageSymptom({ symptom: "headache", severity: "severe" }, NAMES)?.level).toBe(
      "emergency",
    );
  });
  it("reads her own words whole", () => {
    expect(
      triageText({ symptom: "pet mein dard", severity: "mild", note: "2 din se" }, NAMES),
    ).toBe("pet mein dard. 2 din se");
    expect(triageText({ symptom: "back ache", severity: "severe" }, NAMES)).toBe(
      "severe back ache",
    );
  });
});

describe.each(testEngines)("danger signs in trackers, on %s", (engine) => {
  let t: TestApp;
  let cookie = "";
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_MULTIPLIER: "1000" } });
    cookie = (await signUpAndIn(t.app, { preferredLanguage: "en" })).cookie;
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, withCookie = cookie) =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      headers: withCookie ? { cookie: withCookie } : {},
    });

  it("answers a danger-sign symptom with the emergency guidance, and marks it in her history", async () => {
    const res = await post("/api/trackers/symptoms", {
      symptom: "bleeding heavily and severe pain",
      severity: "severe",
    });
    expect(res.statusCode).toBe(201);
    const { alert, id } = res.json<SymptomItem & { alert: Alert }>();
    expect(alert).toMatchObject({ level: "emergency", signs: ["heavy-bleeding"] });
    expect(alert.message).toMatch(/108 or 112/);
    const history = await t.app.inject({ url: "/api/trackers/symptoms", headers: { cookie } });
    const stored = history.json<Page<SymptomItem>>().items.find((i) => i.id === id);
    expect(stored?.alert).toEqual({ level: "emergency", signs: ["heavy-bleeding"] });
  });

  it("leaves an everyday symptom unflagged, and flags it once her note names a sign", async () => {
    const calm = await post("/api/trackers/symptoms", {
      symptom: "breathlessness",
      severity: "mild",
    });
    expect(calm.json()).toMatchObject({ alert: null });
    const { id } = calm.json<{ id: string }>();
    const changed = await t.app.inject({
      method: "PATCH",
      url: `/api/trackers/symptoms/${id}`,
      headers: { cookie },
      payload: { note: "and I fainted in the kitchen" },
    });
    expect(changed.json()).toMatchObject({ alert: { level: "emergency", signs: ["fainting"] } });
  });

  it.each([
    [{ systolic: 165, diastolic: 112 }, "emergency", "emergency"],
    [{ systolic: 145, diastolic: 92 }, "high", "urgent"],
    [{ systolic: 142, diastolic: 88, symptoms: ["vision"] }, "emergency", "emergency"],
    [{ systolic: 118, diastolic: 76 }, "normal", null],
  ])("judges %j as %s", async (reading, category, level) => {
    const res = await post("/api/trackers/blood-pressure", reading);
    expect(res.statusCode).toBe(201);
    const body = res.json<{ category: string; alert: Alert | null }>();
    expect(body.category).toBe(category);
    expect(body.alert?.level ?? null).toBe(level);
    if (level === "emergency") expect(body.alert?.message).toMatch(/pre-eclampsia/);
    if (level === "urgent") expect(body.alert?.message).toMatch(/today/);
  });

  it("refuses 400/10 with a reason for each number", async () => {
    const res = await post("/api/trackers/blood-pressure", { systolic: 400, diastolic: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { systolic: "errors.bpSystolic", diastolic: "errors.bpDiastolic" },
    });
  });

  it("checks a symptom for signed-out visitors, in their language, saving nothing", async () => {
    const check = (payload: object) => post("/api/trackers/symptoms/check", payload, "");
    const hi = await check({ symptom: "bleeding heavily and severe pain", lang: "hi" });
    expect(hi.statusCode).toBe(200);
    expect(hi.json<{ alert: Alert }>().alert).toMatchObject({ level: "emergency" });
    expect(hi.json<{ alert: Alert }>().alert.message).toMatch(/108/);
    expect(hi.json<{ alert: Alert }>().alert.message).toMatch(/[\u0900-\u097f]/);
    expect((await check({ symptom: "back-pain", severity: "mild" })).json()).toEqual({
      alert: null,
    });
    const severe = await check({ symptom: "headache", severity: "severe", lang: "en" });
    expect(severe.json()).toMatchObject({
      alert: { level: "emergency", signs: ["severe-headache"] },
    });
    const bad = await check({ symptom: "", lang: "fr" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual(["lang", "symptom"]);
  });

  it("reads a symptom with her week: brown spotting at 30 weeks is now, on the phone and saved", async () => {
    const spotting = { symptom: "Spotting", severity: "mild", note: "brown spotting today" };
    const check = (payload: object, withCookie = "") =>
      post("/api/trackers/symptoms/check", { ...payload, lang: "hi" }, withCookie);
    const level = async (payload: object, withCookie = "") =>
      (await check(payload, withCookie)).json<{ alert: Alert | null }>().alert?.level;
    // Signed out: the week saved on her device comes with the check.
    expect(await level(spotting)).toBe("urgent");
    expect(await level({ ...spotting, stage: { week: 30 } })).toBe("emergency");
    expect(await level({ ...spotting, stage: { week: 9 } })).toBe("urgent");
    expect((await check({ ...spotting, stage: { week: 99 } })).statusCode).toBe(400);
    // Signed in: the account's pregnancy, for the check and for the entry she saves.
    const her = (await signUpAndIn(t.app, { preferredLanguage: "hi" })).cookie;
    await post(
      "/api/pregnancy/update-with-development",
      { stageType: "week", stageValue: 30 },
      her,
    );
    expect(await level({ ...spotting, stage: { week: 9 } }, her)).toBe("emergency");
    const saved = await post("/api/trackers/symptoms", spotting, her);
    expect(saved.json<{ alert: Alert }>().alert).toMatchObject({ level: "emergency" });
    // The same words logged for a day when she was 9 weeks along: a call that day.
    const earlier = new Date(Date.now() - 21 * 7 * 24 * 3600 * 1000).toISOString();
    const then = await post("/api/trackers/symptoms", { ...spotting, occurredAt: earlier }, her);
    expect(then.json<{ alert: Alert }>().alert).toMatchObject({ level: "urgent" });
  });

  it("checks a symptom with her week on her own calendar day, not the server's", async () => {
    const her = (await signUpAndIn(t.app)).cookie;
    await post(
      "/api/pregnancy/update-with-development",
      { stageType: "week", stageValue: 20 },
      her,
    );
    const utc = new Date().toISOString().slice(0, 10);
    const level = async (today: unknown) =>
      (
        await post(
          "/api/trackers/symptoms/check",
          { symptom: "Spotting", severity: "mild", note: "brown spotting", today },
          her,
        )
      ).json<{ alert: Alert | null }>().alert?.level;
    // Week 20 began on the server's day: from 20 weeks any bleeding is now, at 19 a call today.
    expect(await level(utc)).toBe("emergency");
    expect(await level(addDays(utc, -1))).toBe("urgent");
    // A day further off is no one's today, and junk is not a day: the server's day counts.
    expect(await level(addDays(utc, -5))).toBe("emergency");
    expect(await level("yesterday")).toBe("emergency");
  });

  it("reads a symptom with the days since her baby's birth when the account has one", async () => {
    // Fever with a smelly discharge in the weeks after a birth is infection: now.
    const feverish = { symptom: "Fever", severity: "moderate", note: "smelly discharge and fever" };
    const level = async (withCookie: string) =>
      (await post("/api/trackers/symptoms/check", { ...feverish, lang: "en" }, withCookie)).json<{
        alert: Alert | null;
      }>().alert?.level;
    const mother = (await signUpAndIn(t.app)).cookie;
    await post(
      "/api/pregnancy/update-with-development",
      { stageType: "week", stageValue: 39 },
      mother,
    );
    expect(await level(mother)).toBe("urgent");
    const birthDate = addDays(new Date().toISOString().slice(0, 10), -5);
    await post("/api/pregnancy/ended", { ended: true, outcome: "born", birthDate }, mother);
    expect(await level(mother)).toBe("emergency");
    const saved = await post("/api/trackers/symptoms", feverish, mother);
    expect(saved.json<{ alert: Alert }>().alert).toMatchObject({ level: "emergency" });
  });
});
