import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestRecord } from "../../../contracts/test-records.ts";
import { addDays, localIsoDate } from "../../../domain/dates.ts";
import { get, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

describe.each(testEngines)("tests she marks done, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const send = (method: "PUT" | "DELETE" | "POST", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const today = localIsoDate();

  it("keeps her record with its date and note, and only for her", async () => {
    const asha = await signUpAndIn(t.app);
    const res = await send("PUT", "/api/tests/records/anatomy-scan-ultrasound", asha.cookie, {
      doneOn: today,
      note: "All normal, placenta high",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TestRecord[]>()).toMatchObject([
      { testId: "anatomy-scan-ultrasound", doneOn: today, note: "All normal, placenta high" },
    ]);
    const other = await signUpAndIn(t.app);
    expect((await get(t.app, "/api/tests/records", other.cookie)).json()).toEqual([]);
    const removed = await send("DELETE", "/api/tests/records/anatomy-scan-ultrasound", asha.cookie);
    expect(removed.json()).toEqual([]);
  });

  it.each([
    [{ doneOn: addDays(localIsoDate(), 3) }, "doneOn"],
    [{ doneOn: "2020-01-01" }, "doneOn"],
    [{ doneOn: "yesterday" }, "doneOn"],
    [{ doneOn: localIsoDate(), note: "x".repeat(501) }, "note"],
    [{ doneOn: localIsoDate(), extra: true }, ""],
  ])("refuses %j with a JSON 400", async (body, field) => {
    const { cookie } = await signUpAndIn(t.app);
    const res = await send("PUT", "/api/tests/records/anatomy-scan-ultrasound", cookie, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(res.json<{ fields: object }>().fields)).toContain(field);
  });

  it("answers 404 for a test the schedule does not have, 401 signed out", async () => {
    const { cookie } = await signUpAndIn(t.app);
    expect(
      (await send("PUT", "/api/tests/records/no-such-test", cookie, { doneOn: today })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/tests/records" })).statusCode).toBe(401);
  });

  it("merges a device's records: the later change of one test wins", async () => {
    const { cookie } = await signUpAndIn(t.app);
    await send("PUT", "/api/tests/records/anatomy-scan-ultrasound", cookie, {
      doneOn: today,
      note: "on the account",
    });
    const res = await send("POST", "/api/tests/records/merge", cookie, {
      records: [
        {
          testId: "anatomy-scan-ultrasound",
          doneOn: today,
          note: "older, on the phone",
          updatedAt: "2026-01-01T00:00:00.000Z",
        },
        {
          testId: "nipt",
          doneOn: today,
          note: "from the phone",
          updatedAt: new Date().toISOString(),
        },
        { testId: "no-such-test", doneOn: today, note: "", updatedAt: new Date().toISOString() },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const notes = Object.fromEntries(res.json<TestRecord[]>().map((r) => [r.testId, r.note]));
    expect(notes).toEqual({ "anatomy-scan-ultrasound": "on the account", nipt: "from the phone" });
  });

  it("is in her data export", async () => {
    const { cookie } = await signUpAndIn(t.app);
    await send("PUT", "/api/tests/records/nipt", cookie, { doneOn: today, note: "low risk" });
    const exported = (await get(t.app, "/api/account/export", cookie)).json<{
      tests: TestRecord[];
    }>();
    expect(exported.tests).toMatchObject([{ testId: "nipt", note: "low risk" }]);
  });
});
