import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JournalEntry } from "../../../contracts/journal.ts";
import type { Page } from "../../../contracts/tracker-common.ts";
import { send as sendAs, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

type Method = Parameters<typeof sendAs>[1];

describe.each(testEngines)("her journal, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { env: { RATE_LIMIT_MULTIPLIER: "1000" } });
  });
  afterAll(async () => t.close());

  const send = (method: Method, url: string, cookie?: string, payload?: object) =>
    sendAs(t.app, method, url, cookie, payload);

  it("keeps her words as written, in Hindi too, up to 20,000 characters", async () => {
    const { cookie } = await signUpAndIn(t.app);
    const content = `आज बच्चे ने पहली बार लात मारी!\n\n${"अ".repeat(19_960)}`;
    const res = await send("POST", "/api/journal", cookie, {
      title: "  पहली हलचल  ",
      content,
      mood: "great",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: "पहली हलचल", content, mood: "great" });
    const { id } = res.json<JournalEntry>();
    const edited = await send("PATCH", `/api/journal/${id}`, cookie, { mood: "good" });
    expect(edited.json()).toMatchObject({ title: "पहली हलचल", content, mood: "good" });
    expect(Date.parse(edited.json<JournalEntry>().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(edited.json<JournalEntry>().createdAt),
    );
  });

  it.each([
    [{ title: "", content: "x", mood: "good" }, "title"],
    [{ title: "x".repeat(201), content: "x", mood: "good" }, "title"],
    [{ title: "Day", content: "x".repeat(20_001), mood: "good" }, "content"],
    [{ title: "Day", mood: "good" }, "content"],
    [{ title: "Day", content: "x", mood: "sad" }, "mood"],
    [{ title: "Day", content: 5, mood: "good" }, "content"],
  ])("refuses %j naming %s, and a failed save changes nothing", async (body, field) => {
    const { cookie } = await signUpAndIn(t.app);
    const saved = (
      await send("POST", "/api/journal", cookie, { title: "Kept", content: "Safe", mood: "okay" })
    ).json<JournalEntry>();
    const res = await send("POST", "/api/journal", cookie, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields[field]).toMatch(/^errors\./);
    if (field in body) {
      // The same rule on an edit: the entry she saved stays as it was.
      const patch = await send("PATCH", `/api/journal/${saved.id}`, cookie, body);
      expect(patch.statusCode).toBe(400);
    }
    const list = (await send("GET", "/api/journal", cookie)).json<Page<JournalEntry>>();
    expect(list.items).toMatchObject([{ title: "Kept", content: "Safe", mood: "okay" }]);
  });

  it("lists newest first, pages, and keeps each woman's journal her own", async () => {
    const asha = await signUpAndIn(t.app);
    const meera = await signUpAndIn(t.app);
    for (let day = 5; day >= 1; day--)
      await send("POST", "/api/journal", asha.cookie, {
        title: `Day ${day}`,
        content: "",
        mood: "okay",
        createdAt: new Date(Date.now() - day * 86_400_000).toISOString(),
      });
    const first = (await send("GET", "/api/journal?limit=2", asha.cookie)).json<
      Page<JournalEntry>
    >();
    expect(first.items.map((e) => e.title)).toEqual(["Day 1", "Day 2"]);
    const second = (
      await send(
        "GET",
        `/api/journal?limit=2&before=${encodeURIComponent(first.next ?? "")}`,
        asha.cookie,
      )
    ).json<Page<JournalEntry>>();
    expect(second.items.map((e) => e.title)).toEqual(["Day 3", "Day 4"]);
    expect((await send("GET", "/api/journal", meera.cookie)).json<Page<unknown>>().items).toEqual(
      [],
    );
    expect(
      (await send("PATCH", `/api/journal/${first.items[0]!.id}`, meera.cookie, { title: "Mine" }))
        .statusCode,
    ).toBe(404);
    expect((await send("GET", "/api/journal")).statusCode).toBe(401);
  });

  it("saves a draft sent twice (a retry after a lost answer) once", async () => {
    const { cookie } = await signUpAndIn(t.app);
    const entry = {
      id: randomUUID(),
      title: "Offline",
      content: "Written on the bus",
      mood: "good",
    };
    const [a, b] = await Promise.all([
      send("POST", "/api/journal", cookie, entry),
      send("POST", "/api/journal", cookie, entry),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect((await send("GET", "/api/journal", cookie)).json<Page<unknown>>().items).toHaveLength(1);
  });
});
