import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MedicationCheckResponse } from "../../../contracts/medication.ts";
import { medicationChecks } from "../../db/schema/index.ts";
import { post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testEngines } from "../../testing/test-db.ts";

describe.each(testEngines)("the medication check on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const check = async (medicationName: string, language?: "en" | "hi", cookie?: string) => {
    const res = await post(t.app, "/api/medication/check", { medicationName, language }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MedicationCheckResponse>();
  };

  it("answers the spec's fields with the verdict, notes, alternatives and sources", async () => {
    const paracetamol = await check("Paracetamol");
    expect(paracetamol).toMatchObject({ medicationName: "Paracetamol", isSafe: true });
    expect(paracetamol.notes).toMatch(/lowest dose that works/i);
    expect(paracetamol.notes).toMatch(/September 2025/);
    expect(paracetamol.sources.length).toBeGreaterThan(0);
    expect(paracetamol.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const ibuprofen = await check("ibuprofen");
    expect(ibuprofen.isSafe).toBe(false);
    expect(ibuprofen.alternatives.join(" ")).toMatch(/paracetamol/i);
    expect(ibuprofen.trimesterNotes.map((n) => n.trimester)).toContain(3);
  });

  it("recognises names as people type them: brands, strengths, forms, slips, Hindi", async () => {
    const cases: [string, boolean | null, RegExp][] = [
      ["Paracetamol 650 mg tablets", true, /paracetamol/i],
      ["  CROCIN  ", true, /paracetamol/i],
      ["dolo 650", true, /paracetamol/i],
      ["Dolo-650 tab", true, /paracetamol/i],
      ["Tylenol", true, /paracetamol/i],
      ["ibuprofin", false, /ibuprofen/i],
      ["combiflam tablet", false, /ibuprofen \+ paracetamol/i],
      ["Accutane", false, /isotretinoin/i],
      ["पैरासिटामोल", true, /paracetamol/i],
      ["dolo ki goli", true, /paracetamol/i],
    ];
    for (const [typed, isSafe, canonical] of cases) {
      const answer = await check(typed);
      expect(answer.isSafe, typed).toBe(isSafe);
      expect(answer.canonicalName, typed).toMatch(canonical);
    }
    expect((await check("Crocin")).matchedBrand).toBe("Crocin");
    expect((await check("combiflam")).matchedBrand).toBe("Combiflam");
    expect(await check("ibuprophem")).toMatchObject({ isSafe: false, matchedBy: "spelling" });
  });

  it("answers in Hindi when asked, with the same verdict", async () => {
    const hi = await check("Combiflam", "hi");
    expect(hi.isSafe).toBe(false);
    expect(hi.notes).toMatch(/[\u0900-\u097F]/);
    expect(hi.alternatives.join(" ")).toMatch(/[\u0900-\u097F]/);
  });

  it("says honestly when it does not know, never guessing", async () => {
    for (const name of ["Zorvalex 20", "Kremotrin forte", "ज़ोरवालेक्स"]) {
      const answer = await check(name);
      expect(answer.isSafe, name).toBeNull();
      expect(answer.canonicalName, name).toBeNull();
      expect(answer.notes, name).toMatch(/insufficient data/i);
      expect(answer.notes, name).toMatch(/doctor or pharmacist/i);
    }
    expect((await check("Zorvalex 20", "hi")).notes).toMatch(/डॉक्टर या फ़ार्मासिस्ट/);
  });

  it("offers the entries a name could mean instead of choosing one, and each can be checked", async () => {
    const torn = await check("mometasone");
    expect(torn.isSafe).toBeNull();
    expect(torn.suggestions).toEqual([
      "Mometasone nasal spray",
      "Mometasone cream (topical steroid)",
    ]);
    expect(torn.notes).toMatch(/could not tell which product "mometasone" is.*Did you mean/);
    for (const name of torn.suggestions) expect((await check(name)).canonicalName).toBe(name);
    const hindi = await check("mometasone", "hi");
    expect(hindi.notes).toMatch(/कौन-सा उत्पाद है/);
    for (const name of hindi.suggestions) expect((await check(name, "hi")).isSafe).not.toBeNull();
  });

  it("answers a kind of product honestly: it depends, here is what to look for", async () => {
    const syrup = await check("khansi ki dawai", "hi");
    expect(syrup).toMatchObject({ isSafe: null, general: true });
    expect(syrup.notes).toMatch(/कोडीन|Codeine/);
    expect(syrup.sources.length).toBeGreaterThan(0);
    const named = await check("Crocin painkiller");
    expect(named).toMatchObject({ canonicalName: "Paracetamol (acetaminophen)", general: false });
  });

  it("names the riskiest of several things typed together", async () => {
    const both = await check("paracetamol and ibuprofen");
    expect(both.isSafe).toBe(false);
    expect(both.otherMatches.map((m) => m.isSafe)).toEqual([true]);
  });

  it("refuses an empty or overlong name with 400 and records nothing", async () => {
    const before = await t.database.db.select().from(medicationChecks);
    for (const medicationName of ["", "   "]) {
      const res = await post(t.app, "/api/medication/check", { medicationName });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields.medicationName).toBe(
        "safety.enter_medication",
      );
    }
    const long = await post(t.app, "/api/medication/check", { medicationName: "x".repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(await t.database.db.select().from(medicationChecks)).toHaveLength(before.length);
  });

  it("records every check: who (when signed in), what, the verdict and when", async () => {
    const { cookie, res } = await signUpAndIn(t.app);
    const userId = res.json<{ user: { id: string } }>().user.id;
    await check("Accutane", "en", cookie);
    await check("Zorvalex 20");
    const mine = await t.database.db
      .select()
      .from(medicationChecks)
      .where(eq(medicationChecks.userId, userId));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ medicationName: "Accutane", isSafe: false, method: "text" });
    expect(mine[0]?.entryId).toBe("isotretinoin");
    const [latest] = await t.database.db
      .select()
      .from(medicationChecks)
      .orderBy(desc(medicationChecks.createdAt))
      .limit(1);
    expect(latest).toMatchObject({ medicationName: "Zorvalex 20", isSafe: null, userId: null });
  });
});
