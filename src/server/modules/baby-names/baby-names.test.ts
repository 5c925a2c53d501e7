import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BabyName, BabyNamesResponse, NameOrigin } from "../../../contracts/baby-names.ts";
import { syllables } from "../../../domain/names/syllables.ts";
import { get, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

describe.each(testEngines)("baby names API (%s)", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());
  const names = async (body: object, cookie?: string) => {
    const res = await post(t.app, "/api/baby-names", body, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BabyNamesResponse>();
  };

  it("lists the origins with labels in her language", async () => {
    const en = (await get(t.app, "/api/baby-names/origins?lang=en")).json<NameOrigin[]>();
    const hi = (await get(t.app, "/api/baby-names/origins?lang=hi")).json<NameOrigin[]>();
    expect(en.length).toBe(12);
    expect(en.find((o) => o.id === "urdu-arabic")?.label).toBe("Urdu/Arabic");
    expect(hi.find((o) => o.id === "urdu-arabic")?.label).toBe("उर्दू/अरबी");
    expect((await get(t.app, "/api/baby-names/origins?lang=fr")).statusCode).toBe(400);
  });

  it("refuses an unknown origin or gender with a 400 naming the field", async () => {
    for (const [body, field] of [
      [{ origin: "klingon", gender: "girl" }, "origin"],
      [{ origin: "tamil", gender: "cat" }, "gender"],
      [{ origin: "tamil", gender: "girl", limit: 51 }, "limit"],
      [{ origin: "tamil", gender: "girl", length: "huge" }, "length"],
      [{ origin: "tamil", gender: "girl", startsWith: "<a>" }, "startsWith"],
    ] as const) {
      const res = await post(t.app, "/api/baby-names", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const error = res.json<{ code: string; fields: Record<string, string> }>();
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(error.fields[field]).toMatch(/^errors\./);
    }
  });

  it("gives twelve names of the chosen origin and gender, in both languages", async () => {
    const { names: list, mode } = await names({ origin: "tamil", gender: "girl" });
    expect(mode).toBe("library");
    expect(list).toHaveLength(12);
    for (const n of list) {
      expect(n).toMatchObject({ origin: "tamil", gender: "girl" });
      expect(n.devanagari).toMatch(/[\u0900-\u097f]/);
      expect(n.meaning).toMatch(/[a-z]/i);
      expect(n.meaningHi).toMatch(/[\u0900-\u097f]/);
      expect(n.suggested).toBeUndefined();
    }
  });

  it("varies the names on the next press, leaving out those just shown", async () => {
    const first = (await names({ origin: "sanskrit", gender: "boy" })).names;
    const second = (
      await names({ origin: "sanskrit", gender: "boy", exclude: first.map((n) => n.id) })
    ).names;
    expect(second).toHaveLength(12);
    const shown = new Set(first.map((n) => n.id));
    expect(second.filter((n) => shown.has(n.id))).toEqual([]);
  });

  it("filters by Latin letters, by first Devanagari syllable, and by length", async () => {
    const sh = (await names({ origin: "any", gender: "any", startsWith: "Sh", limit: 50 })).names;
    expect(sh.length).toBeGreaterThan(10);
    for (const n of sh) expect(n.name).toMatch(/^Sh/);
    const la = (await names({ origin: "any", gender: "any", startsWith: "ल", limit: 50 })).names;
    expect(la.length).toBeGreaterThan(0);
    for (const n of la) expect(syllables(n.devanagari)[0]).toBe("ल");
    const padas = (
      await names({ origin: "any", gender: "girl", startsWith: "चू, चे, चो, ला", limit: 50 })
    ).names;
    expect(padas.length).toBeGreaterThan(0);
    for (const n of padas) expect(["चू", "चे", "चो", "ला"]).toContain(syllables(n.devanagari)[0]);
    const short = (await names({ origin: "us-popular", gender: "any", length: "short", limit: 50 }))
      .names;
    for (const n of short) expect(n.name.length).toBeLessThanOrEqual(4);
  });

  it("searches meanings in English, Hindi and Hinglish", async () => {
    const found = async (q: string) =>
      (await names({ origin: "any", gender: "any", q, limit: 50 })).names;
    const light = await found("light");
    expect(light.length).toBeGreaterThan(5);
    for (const n of light)
      expect(`${n.meaning} ${n.meaningHi}`).toMatch(/light|प्रकाश|रोशनी|उजाला|ज्योति/i);
    expect((await found("प्रकाश")).length).toBeGreaterThan(3);
    const roshni = await found("roshni");
    expect(roshni.length).toBeGreaterThan(0);
    for (const n of roshni) expect(n.meaningHi).toMatch(/रोशनी/);
    expect(await found("zzqx")).toEqual([]);
  });

  it("looks up a shared list by its ids, leaving out unknown ones", async () => {
    const some = (await names({ origin: "bengali", gender: "boy", limit: 3 })).names;
    const ids = [...some.map((n) => n.id), "bengali.nobody"].join(",");
    const res = await get(t.app, `/api/baby-names/lookup?ids=${encodeURIComponent(ids)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<BabyName[]>().map((n) => n.name)).toEqual(some.map((n) => n.name));
  });

  it("limits generation per person", async () => {
    const { cookie } = await signUpAndIn(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await post(t.app, "/api/baby-names", { origin: "hindi", gender: "any" }, cookie))
          .statusCode,
      );
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Someone else (another device) is not held up by her limit.
    expect(
      (await post(t.app, "/api/baby-names", { origin: "hindi", gender: "any" })).statusCode,
    ).toBe(200);
  });
});
