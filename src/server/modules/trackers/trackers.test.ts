import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../contracts/tracker-common.ts";
import { addDays, localIsoDate } from "../../../domain/dates.ts";
import { send as sendAs, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ahead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const today = localIsoDate();

/** A valid entry for every tracker and the journal. */
export const SAMPLES: Record<string, () => Record<string, unknown>> = {
  "/api/journal": () => ({ title: "Week 20", content: "Felt the first kick!", mood: "great" }),
  "/api/trackers/moods": () => ({ mood: "okay", note: "Tired" }),
  "/api/trackers/symptoms": () => ({ symptom: "back-pain", severity: "mild", occurredAt: ago(30) }),
  "/api/trackers/weights": () => ({ kg: 61.4, measuredAt: ago(60) }),
  "/api/trackers/blood-pressure": () => ({ systolic: 118, diastolic: 76, pulse: 80 }),
  "/api/trackers/kicks": () => ({
    startedAt: ago(30),
    endedAt: ago(5),
    movements: [ago(29), ago(25), ago(20)],
  }),
  "/api/trackers/contractions": () => ({ startedAt: ago(10), endedAt: ago(9) }),
  "/api/trackers/appointments": () => ({
    title: "Anatomy scan",
    date: addDays(today, 7),
    time: "10:30",
    place: "District hospital",
  }),
  "/api/trackers/supplements": () => ({ supplement: "ifa", takenOn: today }),
};
const PATHS = Object.keys(SAMPLES);

/** [path, body, field the 400 must name] */
const REFUSED: [string, Record<string, unknown>, string][] = [
  ["/api/trackers/moods", { mood: "happy" }, "mood"],
  ["/api/trackers/moods", {}, "mood"],
  ["/api/trackers/moods", { mood: "good", note: "x".repeat(501) }, "note"],
  ["/api/trackers/moods", { mood: "good", id: "not-a-uuid" }, "id"],
  ["/api/trackers/moods", { mood: "good", createdAt: ahead(60) }, "createdAt"],
  ["/api/trackers/symptoms", { symptom: " ", severity: "mild" }, "symptom"],
  ["/api/trackers/symptoms", { symptom: "x".repeat(101), severity: "mild" }, "symptom"],
  ["/api/trackers/symptoms", { symptom: "nausea", severity: "extreme" }, "severity"],
  [
    "/api/trackers/symptoms",
    { symptom: "nausea", severity: "mild", note: "x".repeat(1001) },
    "note",
  ],
  [
    "/api/trackers/symptoms",
    { symptom: "nausea", severity: "mild", occurredAt: ahead(60) },
    "occurredAt",
  ],
  [
    "/api/trackers/symptoms",
    { symptom: "nausea", severity: "mild", occurredAt: "yesterday" },
    "occurredAt",
  ],
  ["/api/trackers/weights", { kg: 24.9 }, "kg"],
  ["/api/trackers/weights", { kg: 300.5 }, "kg"],
  ["/api/trackers/weights", { kg: "1e2" }, "kg"],
  ["/api/trackers/weights", { kg: true }, "kg"],
  ["/api/trackers/weights", { kg: 60, measuredAt: ahead(60) }, "measuredAt"],
  ["/api/trackers/blood-pressure", { systolic: 400, diastolic: 80 }, "systolic"],
  ["/api/trackers/blood-pressure", { systolic: 120, diastolic: 10 }, "diastolic"],
  ["/api/trackers/blood-pressure", { systolic: 80, diastolic: 120 }, "diastolic"],
  ["/api/trackers/blood-pressure", { systolic: 120.5, diastolic: 80 }, "systolic"],
  ["/api/trackers/blood-pressure", { systolic: 120, diastolic: 80, pulse: 29 }, "pulse"],
  ["/api/trackers/blood-pressure", { systolic: 120, diastolic: 80, pulse: 251 }, "pulse"],
  [
    "/api/trackers/blood-pressure",
    { systolic: 120, diastolic: 80, symptoms: ["dizzy"] },
    "symptoms",
  ],
  ["/api/trackers/kicks", { startedAt: ago(10), movements: Array(201).fill(ago(5)) }, "movements"],
  ["/api/trackers/kicks", { startedAt: ago(10), movements: [ago(20)] }, "movements"],
  ["/api/trackers/kicks", { startedAt: ago(10), endedAt: ago(20), movements: [] }, "endedAt"],
  ["/api/trackers/kicks", { startedAt: ahead(60), movements: [] }, "startedAt"],
  ["/api/trackers/contractions", { startedAt: ago(10), endedAt: ago(11) }, "endedAt"],
  ["/api/trackers/contractions", { startedAt: ago(30), endedAt: ago(19) }, "endedAt"],
  ["/api/trackers/contractions", { startedAt: ago(10) }, "endedAt"],
  ["/api/trackers/appointments", { title: "", date: today }, "title"],
  ["/api/trackers/appointments", { title: "x".repeat(201), date: today }, "title"],
  ["/api/trackers/appointments", { title: "Scan", date: "2026-02-30" }, "date"],
  ["/api/trackers/appointments", { title: "Scan", date: today, time: "25:00" }, "time"],
  ["/api/trackers/appointments", { title: "Scan", date: today, place: "x".repeat(201) }, "place"],
  ["/api/trackers/appointments", { title: "Scan", date: today, doctor: "x".repeat(201) }, "doctor"],
  ["/api/trackers/appointments", { title: "Scan", date: today, notes: "x".repeat(1001) }, "notes"],
  ["/api/trackers/supplements", { supplement: "", takenOn: today }, "supplement"],
  ["/api/trackers/supplements", { supplement: "x".repeat(101), takenOn: today }, "supplement"],
  ["/api/trackers/supplements", { supplement: "ifa", takenOn: addDays(today, 3) }, "takenOn"],
  ["/api/trackers/supplements", { supplement: "ifa", takenOn: "today" }, "takenOn"],
];

type Method = Parameters<typeof sendAs>[1];

describe.each(testEngines)("trackers' shared CRUD, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Many sign-ups from one address: the limits are raised, never removed.
    t = await createTestApp(engine, { env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  });
  afterAll(async () => t.close());

  const send = (method: Method, url: string, cookie?: string, payload?: object) =>
    sendAs(t.app, method, url, cookie, payload);

  it.each(PATHS)("%s: creates (201), lists, changes and deletes her entry", async (path) => {
    const { cookie } = await signUpAndIn(t.app);
    const sample = SAMPLES[path]!();
    const created = await send("POST", path, cookie, sample);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ id: string; createdAt: string; updatedAt: string }>();
    expect(item).toMatchObject({ ...sample, id: expect.any(String) as unknown });
    const page = (await send("GET", path, cookie)).json<Page<{ id: string }>>();
    expect(page.items.map((i) => i.id)).toEqual([item.id]);
    expect(page.next).toBeNull();

    const field = path.endsWith("weights")
      ? { kg: 62 }
      : path.endsWith("moods")
        ? { note: "Better" }
        : {};
    const patched = await send("PATCH", `${path}/${item.id}`, cookie, field);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ id: item.id, ...field });
    const removed = await send("DELETE", `${path}/${item.id}`, cookie);
    expect(removed.json()).toEqual({ success: true, message: "The entry has been deleted." });
    expect((await send("GET", path, cookie)).json<Page<unknown>>().items).toEqual([]);
    expect((await send("DELETE", `${path}/${item.id}`, cookie)).statusCode).toBe(404);
  });

  it.each(REFUSED)("%s refuses %j naming %s", async (path, body, field) => {
    const { cookie } = await signUpAndIn(t.app);
    const res = await send("POST", path, cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ code: string }>().code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.json<{ fields: object }>().fields).join(" ")).toMatch(
      new RegExp(`\\b${field}\\b`),
    );
    expect((await send("GET", path, cookie)).json<Page<unknown>>().items).toEqual([]);
  });

  it.each(PATHS)("%s: signed out gets 401, another user's entry is a 404", async (path) => {
    expect((await send("GET", path)).statusCode).toBe(401);
    expect((await send("POST", path, undefined, SAMPLES[path]!())).statusCode).toBe(401);
    const asha = await signUpAndIn(t.app);
    const meera = await signUpAndIn(t.app);
    const { id } = (await send("POST", path, asha.cookie, SAMPLES[path]!())).json<{ id: string }>();
    expect((await send("GET", path, meera.cookie)).json<Page<unknown>>().items).toEqual([]);
    expect((await send("PATCH", `${path}/${id}`, meera.cookie, {})).statusCode).toBe(404);
    expect((await send("DELETE", `${path}/${id}`, meera.cookie)).statusCode).toBe(404);
    // Her id, sent by someone else: never stored twice, never overwritten.
    const stolen = await send("POST", path, meera.cookie, { ...SAMPLES[path]!(), id });
    expect(stolen.statusCode).toBe(409);
    expect((await send("GET", path, asha.cookie)).json<Page<{ id: string }>>().items).toHaveLength(
      1,
    );
    expect((await send("GET", path, meera.cookie)).json<Page<unknown>>().items).toEqual([]);
    expect((await send("PATCH", `${path}/not-an-id`, asha.cookie, {})).statusCode).toBe(400);
  });

  it.each(PATHS)("%s: the same client id twice stores one entry", async (path) => {
    const { cookie } = await signUpAndIn(t.app);
    const id = randomUUID();
    const first = await send("POST", path, cookie, { ...SAMPLES[path]!(), id });
    const again = await send("POST", path, cookie, { ...SAMPLES[path]!(), id });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect((await send("GET", path, cookie)).json<Page<{ id: string }>>().items).toMatchObject([
      { id },
    ]);
  });

  it("keeps an entry's time from the device and her week on that day", async () => {
    const { cookie } = await signUpAndIn(t.app, { pregnancyWeek: 20 });
    const now = await send("POST", "/api/trackers/moods", cookie, { mood: "good" });
    expect(now.json()).toMatchObject({ week: 20 });
    // Ten days back is in week 18 whatever the hour: two weeks and an hour crossed midnight
    // (found by a run just after 00:00 UTC, when it fell on day 15, week 17).
    const tenDaysAgo = ago(10 * 24 * 60);
    const old = await send("POST", "/api/trackers/moods", cookie, {
      mood: "low",
      createdAt: tenDaysAgo,
    });
    expect(old.json()).toMatchObject({ week: 18, createdAt: tenDaysAgo });
    const session = SAMPLES["/api/trackers/kicks"]!() as { startedAt: string };
    const kick = await send("POST", "/api/trackers/kicks", cookie, session);
    // Week 20 began today: a session begun half an hour ago, just after midnight, was week 19.
    const today = new Date().toISOString().slice(0, 10);
    expect(kick.json()).toMatchObject({
      week: session.startedAt.startsWith(today) ? 20 : 19,
      summary: { count: 3, early: true, long: false },
    });
    const noWeek = await signUpAndIn(t.app);
    const mood = await send("POST", "/api/trackers/moods", noWeek.cookie, { mood: "good" });
    expect(mood.json()).toMatchObject({ week: null });
  });

  it("pages newest first with a cursor, ties included, and `before` any time", async () => {
    const { cookie } = await signUpAndIn(t.app);
    const same = ago(100);
    const times = [ago(10), ago(20), ago(30), same, same, same, ago(200), ago(300)];
    for (const [i, measuredAt] of times.entries())
      await send("POST", "/api/trackers/weights", cookie, { kg: 60 + i, measuredAt });
    const seen: { kg: number; measuredAt: string }[] = [];
    let next: string | null = null;
    do {
      const query: string = next ? `&before=${encodeURIComponent(next)}` : "";
      const res = await send("GET", `/api/trackers/weights?limit=3${query}`, cookie);
      const page = res.json<Page<{ kg: number; measuredAt: string }>>();
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      next = page.next;
    } while (next);
    expect(seen.map((s) => s.kg).sort()).toEqual([60, 61, 62, 63, 64, 65, 66, 67]);
    const order = seen.map((s) => s.measuredAt);
    expect(order).toEqual([...order].sort().reverse());
    const before = await send(
      "GET",
      `/api/trackers/weights?before=${encodeURIComponent(same)}`,
      cookie,
    );
    expect(before.json<Page<{ kg: number }>>().items.map((i) => i.kg)).toEqual([66, 67]);
    for (const bad of [
      "limit=0",
      "limit=101",
      "limit=abc",
      "before=yesterday",
      "before=2026-01-01T00:00:00Z_x",
    ])
      expect((await send("GET", `/api/trackers/weights?${bad}`, cookie)).statusCode).toBe(400);
  });

  it("checks changes as a whole: a reading, a session, a contraction", async () => {
    const { cookie } = await signUpAndIn(t.app);
    const bp = (
      await send("POST", "/api/trackers/blood-pressure", cookie, { systolic: 130, diastolic: 85 })
    ).json<{ id: string }>();
    const upside = await send("PATCH", `/api/trackers/blood-pressure/${bp.id}`, cookie, {
      diastolic: 135,
    });
    expect(upside.statusCode).toBe(400);
    expect(upside.json()).toMatchObject({ fields: { diastolic: "errors.bpOrder" } });
    const higher = await send("PATCH", `/api/trackers/blood-pressure/${bp.id}`, cookie, {
      systolic: 170,
    });
    expect(higher.json()).toMatchObject({
      systolic: 170,
      category: "emergency",
      alert: { level: "emergency" },
    });
    const kick = (
      await send("POST", "/api/trackers/kicks", cookie, SAMPLES["/api/trackers/kicks"]!())
    ).json<{ id: string }>();
    const early = await send("PATCH", `/api/trackers/kicks/${kick.id}`, cookie, {
      endedAt: ago(29.5),
    });
    expect(early.json()).toMatchObject({ fields: { movements: "errors.movements" } });
    const running = await send("PATCH", `/api/trackers/kicks/${kick.id}`, cookie, {
      endedAt: null,
    });
    expect(running.json()).toMatchObject({ endedAt: null });
    const c = (
      await send(
        "POST",
        "/api/trackers/contractions",
        cookie,
        SAMPLES["/api/trackers/contractions"]!(),
      )
    ).json<{ id: string }>();
    const long = await send("PATCH", `/api/trackers/contractions/${c.id}`, cookie, {
      startedAt: ago(30),
    });
    expect(long.json()).toMatchObject({ fields: { endedAt: "errors.contractionLength" } });
  });

  it("keeps one check-off per supplement per day, whatever the case", async () => {
    const { cookie } = await signUpAndIn(t.app);
    const first = await send("POST", "/api/trackers/supplements", cookie, {
      supplement: "Calcium",
      takenOn: today,
    });
    const again = await send("POST", "/api/trackers/supplements", cookie, {
      supplement: "calcium",
      takenOn: today,
    });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    const yesterday = await send("POST", "/api/trackers/supplements", cookie, {
      supplement: "calcium",
      takenOn: addDays(today, -1),
    });
    const { id } = yesterday.json<{ id: string }>();
    const clash = await send("PATCH", `/api/trackers/supplements/${id}`, cookie, {
      takenOn: today,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: "CONFLICT",
      fields: { takenOn: "errors.duplicate" },
    });
  });

  it("lists upcoming appointments soonest first for the dashboard", async () => {
    const { cookie } = await signUpAndIn(t.app);
    for (const [title, date, time] of [
      ["Past visit", addDays(today, -3), "09:00"],
      ["Scan", addDays(today, 10), null],
      ["Blood test", addDays(today, 2), "11:00"],
      ["Today", today, "08:00"],
    ] as const)
      await send("POST", "/api/trackers/appointments", cookie, { title, date, time });
    const res = await send("GET", `/api/trackers/appointments?upcoming=1&today=${today}`, cookie);
    expect(res.json<Page<{ title: string }>>().items.map((a) => a.title)).toEqual([
      "Today",
      "Blood test",
      "Scan",
    ]);
    const all = await send("GET", "/api/trackers/appointments", cookie);
    expect(all.json<Page<unknown>>().items).toHaveLength(4);
  });

  it("keeps her height and pre-pregnancy weight with her BMI and IOM range", async () => {
    const { cookie } = await signUpAndIn(t.app);
    expect((await send("GET", "/api/trackers/weights/profile", cookie)).json()).toBeNull();
    const saved = await send("PUT", "/api/trackers/weights/profile", cookie, {
      heightCm: 160,
      prePregnancyKg: 56,
    });
    expect(saved.json()).toMatchObject({
      heightCm: 160,
      prePregnancyKg: 56,
      bmi: 21.9,
      bmiClass: "normal",
      totalGain: { minKg: 11.5, maxKg: 16 },
    });
    expect((await send("GET", "/api/trackers/weights/profile", cookie)).json()).toEqual(
      saved.json(),
    );
    for (const body of [
      { heightCm: 119, prePregnancyKg: 56 },
      { heightCm: 160, prePregnancyKg: 301 },
    ]) {
      const res = await send("PUT", "/api/trackers/weights/profile", cookie, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await send("GET", "/api/trackers/weights/profile")).statusCode).toBe(401);
  });
});
