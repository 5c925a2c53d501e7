import { MEALS, type Meal } from "../../../contracts/guidance-constants.ts";
import type { Dish } from "../../../contracts/meal-plan.ts";
import type { Trimester } from "../../../domain/pregnancy.ts";
import type { Llm } from "../../providers/llm.ts";
import type { Serving } from "./plan-score.ts";
import { sumNutrients } from "./plan-score.ts";

export type DayPicks = Record<Meal, Serving[]>;

/** Main meals as a usual or a larger helping (×1.5), whichever brings the day nearest her energy. */
function portioned(picks: DayPicks, targetKcal: number): DayPicks {
  let best = picks;
  let gap = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const day = { ...picks };
    (["breakfast", "lunch", "dinner"] as const).forEach((meal, i) => {
      day[meal] = picks[meal].map((s) => ({ ...s, servings: mask & (1 << i) ? 1.5 : 1 }));
    });
    const off = Math.abs(sumNutrients(MEALS.flatMap((m) => day[m])).kcal - targetKcal);
    if (off < gap) [best, gap] = [day, off];
  }
  return best;
}

/**
 * With a model configured, it may vary the week, but only with dishes she may eat: it is
 * given the allowed dishes by id and a starting week, and whatever it answers is checked
 * again here. Anything else (a dish she may not eat, a made-up dish, a day far off her
 * energy target, no answer in time) returns null and the embedded plan stands.
 */
export async function varyWithModel(input: {
  llm: Llm;
  allowed: Dish[];
  start: DayPicks[];
  trimester: Trimester;
  targetKcal: number;
  timeoutMs: number;
}): Promise<{ days: DayPicks[] } | { rejected: string }> {
  const byId = new Map(input.allowed.map((d) => [d.id, d]));
  const menu = input.allowed
    .map((d) => `${d.id} | ${d.name.en} | ${d.meals.join("/")} | ${String(d.perServing.kcal)} kcal`)
    .join("\n");
  const start = JSON.stringify(
    input.start.map((day, i) => ({
      day: i + 1,
      meals: Object.fromEntries(MEALS.map((m) => [m, day[m].map((s) => s.dish.id)])),
    })),
  );
  const system =
    "You plan home meals for a pregnant woman. Answer with JSON only: " +
    '{"days":[{"day":1,"meals":{"breakfast":["id"],"lunch":["id"],"dinner":["id"],"snacks":["id","id"]}}]} ' +
    `for 7 days, using ONLY dish ids from the menu, each in a meal it is listed for, about ${String(input.targetKcal)} kcal a day, ` +
    "with variety across the week.";
  const user = `Trimester ${String(input.trimester)}.\nMenu (id | name | meals | kcal):\n${menu}\n\nStarting week: ${start}\nVary it.`;
  let text: string;
  try {
    text = await input.llm.complete(
      [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      { maxTokens: 1500, signal: AbortSignal.timeout(input.timeoutMs) },
    );
  } catch {
    return { rejected: "no answer" };
  }
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { rejected: "not JSON" };
  }
  const days = (parsed as { days?: unknown }).days;
  if (!Array.isArray(days) || days.length !== 7) return { rejected: "not seven days" };
  const out: DayPicks[] = [];
  for (const day of days as { meals?: Record<string, unknown> }[]) {
    const picks = {} as DayPicks;
    for (const meal of MEALS) {
      const ids = day.meals?.[meal];
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > 3)
        return { rejected: "a meal is empty" };
      const dishes = ids.map((id) => (typeof id === "string" ? byId.get(id) : undefined));
      if (dishes.some((d) => !d || !d.meals.includes(meal)))
        return { rejected: "a dish she may not eat" };
      picks[meal] = (dishes as Dish[]).map((dish) => ({ dish, servings: 1 }));
    }
    const sized = portioned(picks, input.targetKcal);
    const kcal = sumNutrients(MEALS.flatMap((m) => sized[m])).kcal / input.targetKcal;
    if (kcal < 0.8 || kcal > 1.2) return { rejected: "a day far from her energy target" };
    out.push(sized);
  }
  return { days: out };
}
