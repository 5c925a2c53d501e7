import {
  type Dish,
  type Food,
  type MealPlan,
  type Nutrients,
  type PlannedDish,
} from "../../../contracts/meal-plan.ts";
import { MEALS, type Meal, type PlanRegion } from "../../../contracts/guidance-constants.ts";
import type { Language } from "../../../domain/language.ts";
import type { Trimester } from "../../../domain/pregnancy.ts";
import { dishAllowed, type Exclusions } from "./diet-rules.ts";
import { dayScore, sumNutrients, type Serving } from "./plan-score.ts";

/**
 * What a day aims at: ICMR-NIN 2020 for a woman of average build in light to moderate
 * work (+350 kcal in the second and third trimesters; protein +9.5 g and +22 g; iron
 * 27 mg, calcium 1,000 mg and folate 570 µg all through). Her own doctor may set others.
 */
export const DAILY_TARGETS: Record<Trimester, Nutrients> = {
  1: { kcal: 1900, proteinG: 46, ironMg: 27, calciumMg: 1000, folateUg: 570, fibreG: 25 },
  2: { kcal: 2250, proteinG: 56, ironMg: 27, calciumMg: 1000, folateUg: 570, fibreG: 28 },
  3: { kcal: 2250, proteinG: 68, ironMg: 27, calciumMg: 1000, folateUg: 570, fibreG: 28 },
};

const DAYS = 7;
const CANDIDATES_PER_DAY = 300;
/** A plate at a main meal may be a larger helping; snacks are two or three small things. */
const MAIN_SERVINGS = [1, 1, 1.5];
const SNACK_COUNTS = [2, 3];

/** A small seeded generator: the same choices give the same week. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface PlanInput {
  trimester: Trimester;
  region: PlanRegion;
  exclusions: Exclusions;
  anaemia: boolean;
  language: Language;
  seed: number;
}

export class NoPlanError extends Error {}

/** Her region's dishes; a thin regional choice borrows from the rest of India (never the USA's). */
function poolsFor(allowed: Dish[], region: PlanRegion): Record<Meal, Dish[]> {
  const own = allowed.filter((d) => d.regions.includes(region));
  const indian = allowed.filter((d) => d.regions.some((r) => r !== "usa"));
  return Object.fromEntries(
    MEALS.map((meal) => {
      const mine = own.filter((d) => d.meals.includes(meal));
      const enough = region === "usa" || mine.length >= 6;
      return [
        meal,
        enough ? mine : [...new Set([...mine, ...indian.filter((d) => d.meals.includes(meal))])],
      ];
    }),
  ) as Record<Meal, Dish[]>;
}

/**
 * The embedded planner: for each day, many candidate days drawn from the dishes she may
 * eat, and the one closest to her targets (with variety across the week) is kept.
 */
export function pickWeek(
  input: PlanInput,
  library: { dishes: Dish[]; foods: Map<string, Food> },
): { allowed: Dish[]; days: Record<Meal, Serving[]>[] } {
  const allowed = library.dishes.filter((d) => dishAllowed(d, input.exclusions, library.foods));
  const pools = poolsFor(allowed, input.region);
  const empty = MEALS.filter(
    (meal) => pools[meal].length === 0 || (meal === "snacks" && pools[meal].length < 2),
  );
  if (empty.length > 0) throw new NoPlanError(empty.join(", "));

  const next = random(input.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const snacksFrom = (pool: Dish[]) => {
    const count = Math.min(pick(SNACK_COUNTS), pool.length);
    const chosen = new Set<Dish>();
    while (chosen.size < count) chosen.add(pick(pool));
    return [...chosen].map((dish) => ({ dish, servings: 1 }));
  };
  const targets = DAILY_TARGETS[input.trimester];
  const recent: Dish[][] = [];
  const days: Record<Meal, Serving[]>[] = [];
  for (let day = 1; day <= DAYS; day++) {
    let best: { meals: Record<Meal, Serving[]>; score: number } | null = null;
    for (let c = 0; c < CANDIDATES_PER_DAY; c++) {
      const meals = Object.fromEntries(
        MEALS.map((meal) => [
          meal,
          meal === "snacks"
            ? snacksFrom(pools.snacks)
            : [{ dish: pick(pools[meal]), servings: pick(MAIN_SERVINGS) }],
        ]),
      ) as Record<Meal, Serving[]>;
      const score = dayScore(meals, {
        targets,
        trimester: input.trimester,
        anaemia: input.anaemia,
        recent,
      });
      if (!best || score < best.score) best = { meals, score };
    }
    const chosen = (best as { meals: Record<Meal, Serving[]> }).meals;
    recent.unshift(MEALS.flatMap((meal) => chosen[meal].map((s) => s.dish)));
    recent.length = Math.min(recent.length, 2);
    days.push(chosen);
  }
  return { allowed, days };
}

/** The week as she reads it: each dish in her language, with each day's totals. */
export function renderPlan(
  days: Record<Meal, Serving[]>[],
  context: { foods: Map<string, Food>; input: PlanInput; source: MealPlan["source"] },
): MealPlan {
  return {
    days: days.map((chosen, index) => ({
      day: index + 1,
      meals: Object.fromEntries(
        MEALS.map((meal) => [
          meal,
          chosen[meal].map((s) => planned(s, context.foods, context.input.language)),
        ]),
      ) as Record<Meal, PlannedDish[]>,
      totals: sumNutrients(MEALS.flatMap((meal) => chosen[meal])),
    })),
    targets: DAILY_TARGETS[context.input.trimester],
    unmatched: context.input.exclusions.unmatched,
    source: context.source,
  };
}

export function planWeek(
  input: PlanInput,
  library: { dishes: Dish[]; foods: Map<string, Food> },
): MealPlan {
  const { days } = pickWeek(input, library);
  return renderPlan(days, { foods: library.foods, input, source: "library" });
}

export function planned(
  { dish, servings }: Serving,
  foods: Map<string, Food>,
  language: Language,
): PlannedDish {
  return {
    id: dish.id,
    servings,
    name: dish.name[language],
    ingredients: dish.ingredients,
    ingredientsHi: dish.ingredients.map((id) => foods.get(id)?.hi ?? id),
    notes: dish.notes[language],
    perServing: dish.perServing,
  };
}
