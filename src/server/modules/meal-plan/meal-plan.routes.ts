import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LanguageSchema } from "../../../contracts/language.ts";
import { MealPlanRequestSchema } from "../../../contracts/meal-plan.ts";
import { requireUser, signedIn } from "../../plugins/session.ts";
import type { MealPlanService } from "./meal-plan.service.ts";

/** POST /api/meal-plan: limited per person (her account, or her device's address); kept when signed in. */
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
    async (request) => mealPlan.generate(request.body, request.currentUser?.id),
  );

  /** Her last plan, in the language asked for; null when she has made none. */
  app.get(
    "/api/meal-plan",
    { ...signedIn, schema: { querystring: z.object({ lang: LanguageSchema.default("en") }) } },
    async (request) => mealPlan.latest(requireUser(request).id, request.query.lang),
  );
};
