// Server time of an embedded meal plan (issue 13: p95 < 50 ms), over every diet, region,
// trimester and condition, with and without things to leave out. The service is called
// directly (the route adds validation and a limit). Not a test: machines here are shared
// and noisy. Usage: npm run bench:meal-plan
import { CONDITIONS, DIETS, PLAN_REGIONS } from "../src/contracts/guidance-constants.ts";
import { loadDishLibrary } from "../src/server/modules/meal-plan/dish-library.ts";
import { createMealPlanService } from "../src/server/modules/meal-plan/meal-plan.service.ts";
import { defaultContentDir } from "../src/server/project-root.ts";

const service = createMealPlanService({ library: loadDishLibrary(defaultContentDir()) });
const times: number[] = [];
for (let round = 0; round < 2; round++) {
  for (const diet of DIETS) {
    for (const region of PLAN_REGIONS) {
      for (const trimester of [1, 2, 3] as const) {
        for (const condition of [undefined, ...CONDITIONS]) {
          const avoid = round === 0 ? [] : ["peanuts", "baingan", "mushroom"];
          const started = performance.now();
          await service.generate({
            trimester,
            diet,
            region,
            avoid,
            ...(condition ? { condition } : {}),
          });
          times.push(performance.now() - started);
        }
      }
    }
  }
}
const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
console.log(
  `meal plan, ${String(times.length)} plans: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
);
