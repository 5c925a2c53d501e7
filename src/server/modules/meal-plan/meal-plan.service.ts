import { MEALS } from "../../../contracts/guidance-constants.ts";
import type { MealPlan, MealPlanRequest } from "../../../contracts/meal-plan.ts";
import type { Language } from "../../../domain/language.ts";
import type { Database } from "../../db/client.ts";
import { MealPlanRequestSchema } from "../../../contracts/meal-plan.ts";
import { AppError } from "../../plugins/errors.ts";
import type { Llm } from "../../providers/llm.ts";
import { exclusionsFor } from "./diet-rules.ts";
import type { DishLibrary } from "./dish-library.ts";
import { createMealPlanRepository } from "./meal-plan.repository.ts";
import { varyWithModel, type DayPicks } from "./model-plan.ts";
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
  /** Where a signed-in woman's last plan is kept; none in benches. */
  db?: Database;
  llm?: Llm | undefined;
  log?: { warn(data: object, message: string): void };
  modelTimeoutMs?: number;
}) {
  const { library } = deps;
  const repository = deps.db ? createMealPlanRepository(deps.db) : null;
  const inputFor = (request: ReturnType<typeof MealPlanRequestSchema.parse>): PlanInput => ({
    trimester: request.trimester,
    region: request.region,
    exclusions: exclusionsFor(request, library.foods),
    anaemia: request.condition === "anaemia",
    language: request.lang,
    seed: seedOf(JSON.stringify({ ...request, lang: undefined })),
  });
  /** Picks the week: the embedded planner's, or the model's when it passes every check. */
  async function choose(
    input: PlanInput,
  ): Promise<{ days: DayPicks[]; source: MealPlan["source"] }> {
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
    if (!deps.llm) return { days: picked.days, source: "library" };
    const varied = await varyWithModel({
      llm: deps.llm,
      allowed: picked.allowed,
      start: picked.days,
      trimester: input.trimester,
      targetKcal: DAILY_TARGETS[input.trimester].kcal,
      timeoutMs: deps.modelTimeoutMs ?? 15_000,
    });
    if ("days" in varied) return { days: varied.days, source: "model" };
    // Why only: never her choices or what she avoids (health content stays out of logs).
    deps.log?.warn({ reason: varied.rejected }, "model meal plan not used");
    return { days: picked.days, source: "library" };
  }
  const byId = new Map(library.dishes.map((d) => [d.id, d]));
  return {
    async generate(raw: MealPlanRequest, userId?: string): Promise<MealPlan> {
      const request = MealPlanRequestSchema.parse(raw);
      const input = inputFor(request);
      const { days, source } = await choose(input);
      if (userId && repository) {
        const kept = days.map((day) =>
          Object.fromEntries(
            MEALS.map((m) => [m, day[m].map((s) => ({ id: s.dish.id, servings: s.servings }))]),
          ),
        );
        await repository.save(userId, {
          request: { ...request, lang: undefined },
          days: kept,
          source,
        });
      }
      return renderPlan(days, { foods: library.foods, input, source });
    },

    /** Her last plan in the language she reads now; dishes since withdrawn are left out. */
    async latest(userId: string, lang: Language) {
      const row = repository ? await repository.get(userId) : undefined;
      const parsed = MealPlanRequestSchema.safeParse({ ...(row?.request as object), lang });
      if (!row || !parsed.success) return null;
      const days = (row.days as Record<string, { id: string; servings: number }[]>[]).map(
        (day) =>
          Object.fromEntries(
            MEALS.map((m) => [
              m,
              (day[m] ?? []).flatMap((s) => {
                const dish = byId.get(s.id);
                return dish ? [{ dish, servings: s.servings }] : [];
              }),
            ]),
          ) as DayPicks,
      );
      const source = row.source === "model" ? "model" : "library";
      return {
        request: { ...parsed.data, lang: undefined },
        plan: renderPlan(days, { foods: library.foods, input: inputFor(parsed.data), source }),
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}
export type MealPlanService = ReturnType<typeof createMealPlanService>;
