import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DietGuidance, TestsGuidance } from "../../../contracts/guidance-api.ts";
import type { MealPlan } from "../../../contracts/meal-plan.ts";
import { get, post, signUpAndIn } from "../../testing/auth-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

describe("the guidance and meal-plan API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => t.close());

  it("serves a tab for a trimester in her language, cacheable", async () => {
    const res = await get(t.app, "/api/guidance/diet?trimester=2&lang=hi");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const diet = res.json<DietGuidance>();
    expect(diet.trimesters).toHaveLength(1);
    expect(diet.trimesters[0]?.focus.map((f) => f.id)).toEqual(["iron", "calcium", "omega-3"]);
    expect(diet.trimesters[0]?.focus[0]?.name).toMatch(/[\u0900-\u097f]/);
    const english = (await get(t.app, "/api/guidance/diet?trimester=3")).json<DietGuidance>();
    expect(english.trimesters[0]?.focus.map((f) => f.name)).toEqual([
      "Vitamin D",
      "Calcium",
      "Protein",
    ]);
  });

  it("sends a browser the same tab compressed, made once for everyone", async () => {
    const url = "/api/guidance/symptoms?trimester=1&lang=hi";
    const plain = await get(t.app, url);
    const asked = () => t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br" } });
    const first = await asked();
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(first.headers["cache-control"]).toBe("public, max-age=3600");
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    expect((await asked()).rawPayload).toEqual(first.rawPayload);
  });

  it("places a test in every trimester its weeks touch", async () => {
    const second = (await get(t.app, "/api/guidance/tests?trimester=2")).json<TestsGuidance>();
    expect(second.base.map((x) => x.name)).toEqual([
      "Anatomy Scan Ultrasound",
      "Glucose Challenge Test",
    ]);
    const all = (await get(t.app, "/api/guidance/tests")).json<TestsGuidance>();
    expect(all.base).toHaveLength(8);
  });

  it.each([
    "/api/guidance/nutrition",
    "/api/guidance/diet?trimester=4",
    "/api/guidance/diet?trimester=one",
    "/api/guidance/diet?lang=fr",
  ])("refuses %s with a JSON 400", async (url) => {
    const res = await get(t.app, url);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe("VALIDATION_FAILED");
  });

  it("plans a Jain week in Hindi with English ingredient words and their Hindi names", async () => {
    const res = await post(t.app, "/api/meal-plan", {
      trimester: 2,
      diet: "jain",
      region: "west",
      avoid: ["peanuts", "xyzzy"],
      lang: "hi",
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<MealPlan>();
    expect(plan.days).toHaveLength(7);
    const dish = plan.days[0]?.meals.lunch[0];
    expect(dish?.name).toMatch(/[\u0900-\u097f]/);
    expect(dish?.ingredients.join(" ")).toMatch(/^[a-z0-9 -]+$/);
    expect(dish?.ingredientsHi).toHaveLength(dish?.ingredients.length ?? -1);
    expect(plan.unmatched).toEqual(["xyzzy"]);
    const served = plan.days.flatMap((d) =>
      Object.values(d.meals)
        .flat()
        .flatMap((x) => x.ingredients),
    );
    for (const banned of ["onion", "garlic", "potato", "carrot", "egg", "peanut"]) {
      expect(served).not.toContain(banned);
    }
  });

  it.each([
    [{ trimester: 4, diet: "jain", region: "west" }, "trimester"],
    [{ trimester: "2", diet: "jain", region: "west" }, "trimester"],
    [{ trimester: 2, diet: "keto", region: "west" }, "diet"],
    [{ trimester: 2, diet: "vegan", region: "europe" }, "region"],
    [{ trimester: 2, diet: "vegan", region: "usa", avoid: "peanuts" }, "avoid"],
    [{ trimester: 2, diet: "vegan", region: "usa", avoid: Array(21).fill("rice") }, "avoid"],
    [{ trimester: 2, diet: "vegan", region: "usa", condition: "diabetes" }, "condition"],
    [{ trimester: 2, diet: "vegan", region: "usa", extra: 1 }, ""],
  ])("refuses %j with a JSON 400 naming the field", async (body, field) => {
    const res = await post(t.app, "/api/meal-plan", body);
    expect(res.statusCode).toBe(400);
    const error = res.json<{ code: string; fields?: Record<string, string> }>();
    expect(error.code).toBe("VALIDATION_FAILED");
    if (field) expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it("keeps a signed-in woman's last plan, readable in either language", async () => {
    const { cookie } = await signUpAndIn(t.app);
    expect((await get(t.app, "/api/meal-plan", cookie)).json()).toBeNull();
    const body = { trimester: 3, diet: "vegan", region: "south", avoid: ["peanuts"], lang: "en" };
    const made = (await post(t.app, "/api/meal-plan", body, cookie)).json<MealPlan>();
    const kept = (await get(t.app, "/api/meal-plan?lang=hi", cookie)).json<{
      request: { diet: string; avoid: string[] };
      plan: MealPlan;
    }>();
    expect(kept.request).toMatchObject({ diet: "vegan", avoid: ["peanuts"] });
    const ids = (plan: MealPlan) =>
      plan.days.flatMap((d) =>
        Object.values(d.meals)
          .flat()
          .map((x) => x.id),
      );
    expect(ids(kept.plan)).toEqual(ids(made));
    expect(kept.plan.days[0]?.meals.lunch[0]?.name).toMatch(/[\u0900-\u097f]/);
    expect((await get(t.app, "/api/meal-plan")).statusCode).toBe(401);
    const other = await signUpAndIn(t.app);
    expect((await get(t.app, "/api/meal-plan", other.cookie)).json()).toBeNull();
    const exported = (await get(t.app, "/api/account/export", cookie)).json<{
      mealPlan: unknown;
    }>();
    expect(exported.mealPlan).toMatchObject({ request: { diet: "vegan" } });
  });

  it("limits plans per person: her 31st in a minute is refused with 429, others go on", async () => {
    const body = { trimester: 1, diet: "vegetarian", region: "north" };
    const { cookie } = await signUpAndIn(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await post(t.app, "/api/meal-plan", body, cookie)).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    const other = await signUpAndIn(t.app);
    expect((await post(t.app, "/api/meal-plan", body, other.cookie)).statusCode).toBe(200);
  });
});
