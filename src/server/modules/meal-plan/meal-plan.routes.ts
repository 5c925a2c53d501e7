import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MealPlanRequestSchema } from "../../../contracts/meal-plan.ts";
import type { MealPlanService } from "./meal-plan.service.ts";

/** POST /api/meal-plan: limited per person (her account, or her device's address). */
export const mealPlanRoutes: FastifyPluginAsyncZod<{ mealPlan: MealPlanService }> = async (
  app,
  { mealPlan },
) => {
  app.post(
    "/api/meal-plan",
    {
      schema: { body: MealPlanRequestSchema },
      config: { limit: { name: "meal-plan", max: 30, windowMs: 60_000 } },
    },
    async (request) => mealPlan.generate(request.body),
  );
};
