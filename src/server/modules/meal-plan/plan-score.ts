import type { Dish, Nutrients } from "../../../contracts/meal-plan.ts";
import type { Meal } from "../../../contracts/guidance-constants.ts";
import type { Trimester } from "../../../domain/pregnancy.ts";

const KEYS = ["kcal", "proteinG", "ironMg", "calciumMg", "folateUg", "fibreG"] as const;

export interface Serving {
  dish: Dish;
  servings: number;
}

export function sumNutrients(items: Serving[]): Nutrients {
  const total: Nutrients = {
    kcal: 0,
    proteinG: 0,
    ironMg: 0,
    calciumMg: 0,
    folateUg: 0,
    fibreG: 0,
  };
  for (const { dish, servings } of items)
    for (const key of KEYS) total[key] += dish.perServing[key] * servings;
  for (const key of KEYS) total[key] = Math.round(total[key] * 10) / 10;
  return total;
}

/** The trimester's focus nutrients weigh more (001 §3: first folic acid, iron, calcium; ...). */
const FOCUS_WEIGHTS: Record<Trimester, Partial<Record<keyof Nutrients, number>>> = {
  1: { folateUg: 3, ironMg: 3, calciumMg: 3 },
  2: { ironMg: 3, calciumMg: 3 },
  3: { calciumMg: 3, proteinG: 3 },
};
const shortfall = (value: number, target: number) => Math.max(0, (target - value) / target) ** 2;

/** Lower is better: near her energy, enough protein and focus nutrients, and variety. */
export function dayScore(
  meals: Record<Meal, Serving[]>,
  context: { targets: Nutrients; trimester: Trimester; anaemia: boolean; recent: Dish[][] },
): number {
  const items = Object.values(meals).flat();
  const dishes = items.map((item) => item.dish);
  const total = sumNutrients(items);
  const { targets } = context;
  const focus = FOCUS_WEIGHTS[context.trimester];
  let score = 30 * ((total.kcal - targets.kcal) / targets.kcal) ** 2;
  score += 20 * shortfall(total.proteinG, targets.proteinG) * (focus.proteinG ?? 1);
  score +=
    2 * shortfall(total.ironMg, targets.ironMg) * (focus.ironMg ?? 1) * (context.anaemia ? 3 : 1);
  score += 2 * shortfall(total.calciumMg, targets.calciumMg) * (focus.calciumMg ?? 1);
  score += 2 * shortfall(total.folateUg, targets.folateUg) * (focus.folateUg ?? 1);
  score += shortfall(total.fibreG, targets.fibreG);
  // Second trimester: omega-3; third: vitamin D (the spec's focus lists).
  const wanted = context.trimester === 2 ? "omega-3" : context.trimester === 3 ? "vitamin-d" : null;
  if (wanted && dishes.some((d) => d.richIn.includes(wanted))) score -= 0.1;
  const ids = dishes.map((d) => d.id);
  score += 5 * (ids.length - new Set(ids).size);
  for (const [age, day] of context.recent.entries()) {
    const before = new Set(day.map((d) => d.id));
    score += (age === 0 ? 0.4 : 0.2) * ids.filter((id) => before.has(id)).length;
  }
  return score;
}
