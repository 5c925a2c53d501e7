import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  BabyName,
  BabyNamesRequest,
  BabyNamesResponse,
  NameOrigin,
} from "../../../../contracts/baby-names.ts";
import { apiRequest } from "../../../lib/api.ts";

/** The origins in her language (kept an hour: they change only with a release). */
export function useNameOrigins(language: string) {
  return useQuery<NameOrigin[]>({
    queryKey: [`/api/baby-names/origins?lang=${language}`],
    staleTime: 60 * 60 * 1000,
  });
}

/** One press of Generate. */
export function useGenerateNames() {
  return useMutation({
    mutationFn: async (request: BabyNamesRequest) =>
      (await (await apiRequest("POST", "/api/baby-names", request)).json()) as BabyNamesResponse,
  });
}

/** The names of a shared list (its ids from the link). */
export function useSharedNames(ids: string | null) {
  return useQuery<BabyName[]>({
    queryKey: [`/api/baby-names/lookup?ids=${encodeURIComponent(ids ?? "")}`],
    enabled: Boolean(ids),
    staleTime: 60 * 60 * 1000,
  });
}
