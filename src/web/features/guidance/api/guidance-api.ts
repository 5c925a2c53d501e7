import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { GuidanceAnswers, GuidanceSection } from "../../../../contracts/guidance-api.ts";
import type { MealPlan, MealPlanRequest } from "../../../../contracts/meal-plan.ts";
import type { Trimester } from "../../../../domain/pregnancy.ts";
import { apiRequest } from "../../../lib/api.ts";

/** One tab's reviewed content for a trimester, in her language; it changes only with a release. */
export function guidanceQuery(
  section: GuidanceSection,
  trimester: Trimester | null,
  language: string,
) {
  const query = new URLSearchParams({ lang: language });
  if (trimester) query.set("trimester", String(trimester));
  return { queryKey: [`/api/guidance/${section}?${query.toString()}`], staleTime: 60 * 60 * 1000 };
}

export function useGuidance<S extends GuidanceSection>(
  section: S,
  trimester: Trimester | null,
  language: string,
) {
  return useQuery<GuidanceAnswers[S]>(guidanceQuery(section, trimester, language));
}

/**
 * A tab's content asked for while its code loads, not after (issue 12: on a slow line the
 * Diet tab's text was a round trip behind its code). Tabs that show every trimester say so.
 */
export function usePrefetchGuidance(
  section: GuidanceSection,
  trimester: Trimester | null,
  language: string,
) {
  const queryClient = useQueryClient();
  const key = guidanceQuery(section, trimester, language);
  useEffect(() => {
    void queryClient.prefetchQuery(key);
    // The key's string says everything the request depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, key.queryKey[0]]);
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
