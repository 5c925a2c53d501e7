import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { GuidanceAnswers, GuidanceSection } from "../../../../contracts/guidance-api.ts";
import type { MealPlan, MealPlanRequest } from "../../../../contracts/meal-plan.ts";
import type { Trimester } from "../../../../domain/pregnancy.ts";
import { apiRequest } from "../../../lib/api.ts";

/** One tab's reviewed content for a trimester, in her language; it changes only with a release. */
export function useGuidance<S extends GuidanceSection>(
  section: S,
  trimester: Trimester | null,
  language: string,
) {
  const query = new URLSearchParams({ lang: language });
  if (trimester) query.set("trimester", String(trimester));
  return useQuery<GuidanceAnswers[S]>({
    queryKey: [`/api/guidance/${section}?${query.toString()}`],
    staleTime: 60 * 60 * 1000,
  });
}

export interface KeptPlan {
  plan: MealPlan;
  updatedAt: string;
}

/** A new plan; when signed in it is kept, and replaces the one shown from last time. */
export function useMealPlan(signedIn: boolean, language: string) {
  const queryClient = useQueryClient();
  const key = [`/api/meal-plan?lang=${language}`];
  const kept = useQuery<KeptPlan | null>({ queryKey: key, enabled: signedIn });
  const make = useMutation({
    mutationFn: async (request: MealPlanRequest) =>
      (await (await apiRequest("POST", "/api/meal-plan", request)).json()) as MealPlan,
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: ["/api/meal-plan"], exact: false }),
  });
  return { make, kept: signedIn ? (kept.data ?? null) : null };
}
