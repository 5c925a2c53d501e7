import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../../contracts/tracker-common.ts";
import type { SyncResult } from "../../../contracts/trackers.ts";
import { addDays, localIsoDate } from "../../../domain/dates.ts";
import {
  appointments,
  bloodPressureReadings,
  contractions,
  journalEntries,
  kickSessions,
  moodEntries,
  supplementChecks,
  symptomEntries,
  weightEntries,
  weightProfiles,
} from "../../db/schema/index.ts";
import { send as sendAs, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const today = localIsoDate();

/** A device's signed-out week: two entries of every kind, each with its own id. */
function deviceEntries() {
  const two = <T extends object>(make: (i: number) => T) =>
    [0, 1].map((i) => ({ id: randomUUID(), createdAt: ago(60 * 24 * (i + 1)), ...make(i) }));
  return {
    journal: two((i) => ({ title: `Day ${i}`, content: "Ate well", mood: "good" })),
    moods: two(() => ({ mood: "low" })),
    symptoms: two(() => ({ symptom: "nausea-vomiting", severity: "moderate" })),
    weights: two((i) => ({ kg: 60 + i })),
    bloodPressure: two(() => ({ systolic: 120, diastolic: 80 })),
    kicks: two((i) => ({ startedAt: ago(100 + i), movements: [ago(99 + i)] })),
    contractions: two((i) => ({ startedAt: ago(50 + i * 5), endedAt: ago(49 + i * 5) })),
    appointments: two((i) => ({ title: "Check-up", date: addDays(today, 7 + i) })),
    supplements: two((i) => ({ supplement: "ifa", takenOn: addDays(today, -i) })),
  };
}
const KINDS = Object.keys(deviceEntries());
const TABLES = [
  journalEntries,
  moodEntries,
  symptomEntries,
  weightEntries,
  weightProfiles,
  bloodPressureReadings,
  kickSessions,
  contractions,
  appointments,
  supplementChecks,
];

type Method = Parameters<typeof sendAs>[1];

describe.each(testEngines)("her device's entries join her account, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  });
  afterAll(async () => t.close());

  const send = (method: Method, url: string, cookie?: string, payload?: object) =>
    sendAs(t.app, method, url, cookie, payload);

  it("uploads every kind once; a second sync repeats nothing", async () => {
    const { cookie } = await signUpAndIn(t.app, { pregnancyWeek: 30 });
    const entries = deviceEntries();
    const first = await send("POST", "/api/trackers/sync", cookie, entries);
    expect(first.statusCode, first.body).toBe(200);
    for (const kind of KINDS)
      expect(first.json<SyncResult>()[kind as keyof SyncResult]).toEqual({
        created: 2,
        existing: 0,
        refused: [],
      });
    const again = await send("POST", "/api/trackers/sync", cookie, entries);
    for (const kind of KINDS)
      expect(again.json<SyncResult>()[kind as keyof SyncResult]).toMatchObject({
        created: 0,
        existing: 2,
      });
    const moods = (await send("GET", "/api/trackers/moods", cookie)).json<
      Page<{ id: string; week: number; createdAt: string }>
    >();
    expect(moods.items.map((m) => m.id)).toEqual(entries.moods.map((m) => m.id));
    expect(moods.items.map((m) => m.createdAt)).toEqual(entries.moods.map((m) => m.createdAt));
    expect(moods.items.every((m) => m.week === 29 || m.week === 30)).toBe(true);
    const journal = (await send("GET", "/api/journal", cookie)).json<Page<unknown>>();
    expect(journal.items).toHaveLength(2);
  });

  it("refuses bad entries one by one and keeps the rest; never takes another user's id", async () => {
    const asha = await signUpAndIn(t.app);
    const meera = await signUpAndIn(t.app);
    const hers = (await send("POST", "/api/trackers/moods", asha.cookie, { mood: "great" })).json<{
      id: string;
    }>();
    const res = await send("POST", "/api/trackers/sync", meera.cookie, {
      moods: [
        { id: randomUUID(), mood: "good" },
        { id: randomUUID(), mood: "ecstatic" },
        { mood: "okay" },
        { id: hers.id, mood: "bad" },
        "junk",
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<SyncResult>().moods).toEqual({
      created: 1,
      existing: 0,
      refused: [
        { index: 1, id: expect.any(String) as unknown, fields: { mood: "errors.mood" } },
        { index: 2, id: null, fields: { id: "errors.id" } },
        { index: 3, id: hers.id, fields: { id: "errors.idTaken" } },
        { index: 4, id: null, fields: { body: expect.any(String) as unknown } },
      ],
    });
    const ashas = (await send("GET", "/api/trackers/moods", asha.cookie)).json<
      Page<{ mood: string }>
    >();
    expect(ashas.items).toMatchObject([{ mood: "great" }]);
  });

  it("refuses a sync that is not one, or too long, and signed out", async () => {
    const { cookie } = await signUpAndIn(t.app);
    expect((await send("POST", "/api/trackers/sync", undefined, { moods: [] })).statusCode).toBe(
      401,
    );
    const tooMany = Array.from({ length: 501 }, () => ({ id: randomUUID(), mood: "good" }));
    const res = await send("POST", "/api/trackers/sync", cookie, { moods: tooMany });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { moods: "errors.syncSize" } });
    expect((await send("POST", "/api/trackers/sync", cookie, { diary: [] })).statusCode).toBe(400);
    expect((await send("POST", "/api/trackers/sync", cookie, { moods: "x" })).statusCode).toBe(400);
  });

  it("puts every tracker and the journal in her export, and erases them with her account", async () => {
    const { account, cookie, res } = await signUpAndIn(t.app);
    const other = await signUpAndIn(t.app);
    for (const who of [cookie, other.cookie]) {
      await send("POST", "/api/trackers/sync", who, deviceEntries());
      await send("PUT", "/api/trackers/weights/profile", who, {
        heightCm: 158,
        prePregnancyKg: 52,
      });
    }
    const exported = (await send("GET", "/api/account/export", cookie)).json<{
      journal: unknown[];
      trackers: Record<string, unknown[]> & { weightProfile: unknown };
    }>();
    expect(exported.journal).toHaveLength(2);
    for (const kind of KINDS.filter((k) => k !== "journal"))
      expect(exported.trackers[kind], kind).toHaveLength(2);
    expect(exported.trackers.weightProfile).toMatchObject({ heightCm: 158, bmiClass: "normal" });

    const userId = res.json<{ user: { id: string } }>().user.id;
    const otherId = other.res.json<{ user: { id: string } }>().user.id;
    const rows = async (id: string) =>
      Promise.all(
        TABLES.map(
          async (table) =>
            (
              await t.database.db
                .select({ n: sql<number>`count(*)::int` })
                .from(table)
                .where(eq(table.userId, id))
            )[0]?.n,
        ),
      );
    expect(await rows(userId)).toEqual([2, 2, 2, 2, 1, 2, 2, 2, 2, 2]);
    const gone = await send("DELETE", "/api/account", cookie, { password: account.password });
    expect(gone.statusCode).toBe(200);
    expect(await rows(userId)).toEqual(TABLES.map(() => 0));
    expect(await rows(otherId)).toEqual([2, 2, 2, 2, 1, 2, 2, 2, 2, 2]);
  });
});
