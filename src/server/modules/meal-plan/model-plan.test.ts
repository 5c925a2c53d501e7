import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEALS } from "../../../contracts/guidance-constants.ts";
import type { MealPlan } from "../../../contracts/meal-plan.ts";
import { post } from "../../testing/auth-helpers.ts";
import { startFakeLlm } from "../../testing/fake-llm.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const ask = { trimester: 2, diet: "vegetarian", region: "north" };
const ids = (plan: MealPlan) => plan.days.map((d) => MEALS.map((m) => d.meals[m].map((x) => x.id)));

describe("a meal plan varied by a model (over a real socket), always checked", () => {
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let t: TestApp;
  let library: MealPlan;
  beforeAll(async () => {
    llm = await startFakeLlm();
    const plain = await createTestApp("pglite");
    library = (await post(plain.app, "/api/meal-plan", ask)).json<MealPlan>();
    await plain.close();
    t = await createTestApp("pglite", {
      env: { LLM_BASE_URL: llm.url, LLM_API_KEY: "test-key", LLM_MODEL: "test-model" },
    });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  /** A model's answer: the library's own days in reverse order, with one dish swapped if asked. */
  const answer = (swap?: string) =>
    JSON.stringify({
      days: [...library.days].reverse().map((d, i) => ({
        day: i + 1,
        meals: Object.fromEntries(
          MEALS.map((m) => [
            m,
            d.meals[m].map((x, j) => (swap && i === 0 && j === 0 && m === "lunch" ? swap : x.id)),
          ]),
        ),
      })),
    });

  it("uses the model's week when every dish is one she may eat", async () => {
    llm.state.mode = "ok";
    llm.state.urgency = null;
    llm.state.reply = `Here is the plan:\n${answer()}`;
    const res = await post(t.app, "/api/meal-plan", ask);
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<MealPlan>();
    expect(plan.source).toBe("model");
    expect(ids(plan)).toEqual(
      ids(library)
        .reverse()
        .map((d) => d.map((m) => m.slice(0, 3))),
    );
    const prompt =
      llm.calls
        .at(-1)
        ?.body.messages.map((m) => m.content)
        .join("\n") ?? "";
    expect(llm.calls.at(-1)?.auth).toBe("Bearer test-key");
    expect(prompt).not.toMatch(/chicken|mutton|fish|egg-/i);
  });

  it.each([
    ["a dish she may not eat (chicken for a vegetarian)", () => answer("chicken-curry-roti")],
    ["a dish that is not in the library", () => answer("deep-fried-mystery")],
    ["no JSON at all", () => "Eat well and rest!"],
  ])("falls back to the embedded plan on %s", async (_why, reply) => {
    llm.state.reply = reply();
    const plan = (await post(t.app, "/api/meal-plan", ask)).json<MealPlan>();
    expect(plan.source).toBe("library");
    expect(ids(plan)).toEqual(ids(library));
    expect(JSON.stringify(plan)).not.toMatch(/chicken|mystery/);
  });

  it("falls back when the model fails", async () => {
    llm.state.mode = "fail";
    const plan = (await post(t.app, "/api/meal-plan", ask)).json<MealPlan>();
    expect(plan.source).toBe("library");
    llm.state.mode = "ok";
  });
});
