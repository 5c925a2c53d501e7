import { describe, expect, it } from "vitest";
import { type MealPlan } from "../../../contracts/meal-plan.ts";
import {
  CONDITIONS,
  DIETS,
  PLAN_REGIONS,
  type Condition,
  type Diet,
  type FoodGroup,
  type PlanRegion,
} from "../../../contracts/guidance-constants.ts";
import type { Trimester } from "../../../domain/pregnancy.ts";
import { defaultContentDir } from "../../project-root.ts";
import { DIET_EXCLUDES, exclusionsFor } from "./diet-rules.ts";
import { loadDishLibrary } from "./dish-library.ts";
import { NoPlanError, planWeek, seedOf } from "./planner.ts";

const library = loadDishLibrary(defaultContentDir());
const byId = new Map(library.dishes.map((d) => [d.id, d]));

function plan(choice: {
  trimester: Trimester;
  diet: Diet;
  region: PlanRegion;
  avoid?: string[];
  condition?: Condition;
}) {
  const exclusions = exclusionsFor(choice, library.foods);
  return planWeek(
    {
      trimester: choice.trimester,
      region: choice.region,
      exclusions,
      anaemia: choice.condition === "anaemia",
      language: "en",
      seed: seedOf(JSON.stringify(choice)),
    },
    library,
  );
}

/** Every food served in a plan, with what it is. */
function servedFoods(week: MealPlan) {
  return week.days.flatMap((day) =>
    Object.values(day.meals)
      .flat()
      .flatMap((dish) =>
        dish.ingredients.map((id) => ({ dish: dish.id, food: library.foods.get(id) })),
      ),
  );
}

/** A small seeded generator for the random choices. */
function chooser(seed: number) {
  let s = seed;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
}

describe("the embedded meal planner", () => {
  it("has at least 150 dishes, each in English and Hindi", () => {
    expect(library.dishes.length).toBeGreaterThanOrEqual(150);
    for (const dish of library.dishes) expect(dish.name.hi, dish.id).toMatch(/[\u0900-\u097f]/);
  });

  it("never serves what her diet, her avoid list or her condition rules out (300 random choices)", () => {
    const pick = chooser(7);
    const foodIds = [...library.foods.keys()];
    let planned = 0;
    for (let i = 0; i < 300; i++) {
      const avoid = Array.from({ length: Math.floor(pick([0, 0, 1, 2, 3])) }, () => pick(foodIds));
      const choice = {
        trimester: pick([1, 2, 3] as const),
        diet: pick(DIETS),
        region: pick(PLAN_REGIONS),
        avoid,
        ...(pick([true, false]) ? { condition: pick(CONDITIONS) } : {}),
      };
      let week: MealPlan;
      try {
        week = plan(choice);
      } catch (error) {
        if (error instanceof NoPlanError) continue;
        throw error;
      }
      planned++;
      expect(week.days).toHaveLength(7);
      const banned = new Set<FoodGroup>(["pregnancy-avoid", ...DIET_EXCLUDES[choice.diet]]);
      if (choice.condition === "gestational-diabetes") banned.add("sugar");
      for (const { dish, food } of servedFoods(week)) {
        const why = `${JSON.stringify(choice)}: ${dish} holds ${food?.id ?? "?"}`;
        expect(food, why).toBeDefined();
        expect(
          food?.groups.filter((g) => banned.has(g)),
          why,
        ).toEqual([]);
        expect(avoid.includes(food?.id ?? ""), why).toBe(false);
      }
      if (choice.condition === "gestational-diabetes") {
        const high = week.days
          .flatMap((d) => Object.values(d.meals).flat())
          .filter((d) => byId.get(d.id)?.glycaemicLoad === "high");
        expect(high.map((d) => d.id)).toEqual([]);
      }
      for (const day of week.days) {
        for (const meal of Object.values(day.meals)) expect(meal.length).toBeGreaterThan(0);
      }
    }
    // Nearly every choice can be planned; only long avoid lists on narrow diets may not.
    expect(planned).toBeGreaterThan(270);
  });

  it("meets her energy and protein targets every day, for every diet and region", () => {
    for (const diet of DIETS) {
      for (const region of PLAN_REGIONS) {
        for (const trimester of [1, 2, 3] as const) {
          const week = plan({ trimester, diet, region });
          for (const day of week.days) {
            const where = `${diet} ${region} T${String(trimester)} day ${String(day.day)}: ${JSON.stringify(day.totals)}`;
            expect(day.totals.kcal / week.targets.kcal, where).toBeGreaterThan(0.85);
            expect(day.totals.kcal / week.targets.kcal, where).toBeLessThan(1.15);
            expect(day.totals.proteinG / week.targets.proteinG, where).toBeGreaterThan(0.9);
          }
        }
      }
    }
  });

  it("varies the week: no dish more than twice in seven days' lunches and dinners", () => {
    const week = plan({ trimester: 2, diet: "vegetarian", region: "north" });
    const mains = week.days.flatMap((d) => [...d.meals.lunch, ...d.meals.dinner].map((x) => x.id));
    const counts = new Map<string, number>();
    for (const id of mains) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
  });
});

describe("what she asks to leave out", () => {
  const resolve = (avoid: string[]) =>
    exclusionsFor({ diet: "non-vegetarian", avoid }, library.foods);

  it("understands classes of food in English, Hinglish and Hindi", () => {
    expect([...resolve(["no peanuts"]).allergens]).toContain("peanut");
    expect([...resolve(["मूंगफली"]).allergens]).toContain("peanut");
    expect([...resolve(["dairy"]).groups]).toContain("dairy");
    expect([...resolve(["anda"]).groups]).toContain("egg");
    expect([...resolve(["gluten"]).allergens]).toContain("gluten");
  });

  it("finds single foods by their names and other names", () => {
    expect(resolve(["palak"]).foods.has("spinach")).toBe(true);
    expect(resolve(["Spinach"]).foods.has("spinach")).toBe(true);
    expect(resolve(["पालक"]).foods.has("spinach")).toBe(true);
  });

  it("says which words it did not recognise, instead of pretending", () => {
    expect(resolve(["xyzzy", "palak"]).unmatched).toEqual(["xyzzy"]);
  });
});
