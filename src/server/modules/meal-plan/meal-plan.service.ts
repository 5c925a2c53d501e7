import type { MealPlan, MealPlanRequest } from "../../../contracts/meal-plan.ts";
import { MealPlanRequestSchema } from "../../../contracts/meal-plan.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Llm } from "../../providers/llm.ts";
import { exclusionsFor } from "./diet-rules.ts";
import type { DishLibrary } from "./dish-library.ts";
import { varyWithModel } from "./model-plan.ts";
import {
  DAILY_TARGETS,
  NoPlanError,
  pickWeek,
  renderPlan,
  seedOf,
  type PlanInput,
} from "./planner.ts";

/** Issue 13 part 3: a week of meals for her trimester, diet, region and what she avoids. */
export function createMealPlanService(deps: {
  library: DishLibrary;
  llm?: Llm | undefined;
  log?: { warn(data: object, message: string): void };
  modelTimeoutMs?: number;
}) {
  const { library } = deps;
  return {
    async generate(raw: MealPlanRequest): Promise<MealPlan> {
      const request = MealPlanRequestSchema.parse(raw);
      const input: PlanInput = {
        trimester: request.trimester,
        region: request.region,
        exclusions: exclusionsFor(request, library.foods),
        anaemia: request.condition === "anaemia",
        language: request.lang,
        seed: seedOf(JSON.stringify({ ...request, lang: undefined })),
      };
      let picked: ReturnType<typeof pickWeek>;
      try {
        picked = pickWeek(input, library);
      } catch (error) {
        if (!(error instanceof NoPlanError)) throw error;
        throw new AppError(
          422,
          "NO_PLAN",
          "These choices leave too few dishes to plan a week. Try removing something from the list to avoid.",
        );
      }
      const context = { foods: library.foods, input };
      if (!deps.llm) return renderPlan(picked.days, { ...context, source: "library" });
      const varied = await varyWithModel({
        llm: deps.llm,
        allowed: picked.allowed,
        start: picked.days,
        trimester: input.trimester,
        targetKcal: DAILY_TARGETS[input.trimester].kcal,
        timeoutMs: deps.modelTimeoutMs ?? 15_000,
      });
      if ("days" in varied) return renderPlan(varied.days, { ...context, source: "model" });
      // Why only: never her choices or what she avoids (health content stays out of logs).
      deps.log?.warn({ reason: varied.rejected }, "model meal plan not used");
      return renderPlan(picked.days, { ...context, source: "library" });
    },
  };
}
export type MealPlanService = ReturnType<typeof createMealPlanService>;
