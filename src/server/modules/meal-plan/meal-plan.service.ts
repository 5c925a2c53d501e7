import type { MealPlan, MealPlanRequest } from "../../../contracts/meal-plan.ts";
import { MealPlanRequestSchema } from "../../../contracts/meal-plan.ts";
import { AppError } from "../../plugins/errors.ts";
import { exclusionsFor } from "./diet-rules.ts";
import type { DishLibrary } from "./dish-library.ts";
import { NoPlanError, planWeek, seedOf } from "./planner.ts";

/** Issue 13 part 3: a week of meals for her trimester, diet, region and what she avoids. */
export function createMealPlanService(deps: { library: DishLibrary }) {
  const { library } = deps;
  return {
    generate(raw: MealPlanRequest): MealPlan {
      const request = MealPlanRequestSchema.parse(raw);
      const exclusions = exclusionsFor(request, library.foods);
      try {
        return planWeek(
          {
            trimester: request.trimester,
            region: request.region,
            exclusions,
            anaemia: request.condition === "anaemia",
            language: request.lang,
            seed: seedOf(JSON.stringify({ ...request, lang: undefined })),
          },
          library,
        );
      } catch (error) {
        if (!(error instanceof NoPlanError)) throw error;
        throw new AppError(
          422,
          "NO_PLAN",
          "These choices leave too few dishes to plan a week. Try removing something from the list to avoid.",
        );
      }
    },
  };
}
export type MealPlanService = ReturnType<typeof createMealPlanService>;
